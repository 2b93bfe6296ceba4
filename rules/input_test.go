package rules_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/ninemen/morris/rules"
)

// TestParseRecordNotARecord: text with no moves, no position and no
// result is not a game, whatever else it holds.
func TestParseRecordNotARecord(t *testing.T) {
	for _, text := range []string{
		"",
		"\n\n  \r\n\t\n",
		"[Event \"Club final\"]\n[White \"Ann\"]\n",
		"%",
		"% exported by hand\n",
		"{ just a comment }",
		"1.",
	} {
		_, err := rules.ParseRecord(text)
		var re *rules.RecordError
		if !errors.Is(err, rules.ErrNotARecord) || !errors.As(err, &re) {
			t.Errorf("%q: %v, want %v", text, err, rules.ErrNotARecord)
		}
		if _, err := rules.ParsePlayOK(text); !errors.Is(err, rules.ErrNotARecord) {
			t.Errorf("ParsePlayOK(%q): %v, want %v", text, err, rules.ErrNotARecord)
		}
	}
	// A position alone, or a result alone, is a record.
	for _, text := range []string{
		"[FEN \"" + rules.StartFEN + "\"]",
		"[Event \"x\"]\n*",
	} {
		if _, err := rules.ParseRecord(text); err != nil {
			t.Errorf("%q: %v", text, err)
		}
	}
}

// TestScannerKeepsStrayBytes: a byte that starts no UTF-8 sequence is a
// character of its own, never swallowed by the one before it.
func TestScannerKeepsStrayBytes(t *testing.T) {
	_, err := rules.ParseRecord("1. d6 \x80 f4 *")
	var re *rules.RecordError
	if !errors.As(err, &re) || re.Col != 7 || re.Token != "\x80" {
		t.Errorf("stray byte between moves: %v, want an error at column 7", err)
	}
	rec, err := rules.ParseRecord("[0 \"\xab\"]\n1. d6 *")
	if err != nil {
		t.Fatal(err)
	}
	if v, _ := rec.Tag("0"); v != "\xab" {
		t.Fatalf("tag value %q, want %q", v, "\xab")
	}
	again, err := rules.ParseRecord(rec.String())
	if err != nil {
		t.Fatal(err)
	}
	if v, _ := again.Tag("0"); v != "\xab" {
		t.Errorf("tag value after a round trip %q, want %q", v, "\xab")
	}
	// A stray byte right after a quote, and a valid wide character.
	rec, err = rules.ParseRecord("[Event \"\x80é\x80\"]\n1. d6 *")
	if v, _ := rec.Tag("Event"); err != nil || v != "\x80é\x80" {
		t.Errorf("tag value %q (%v), want %q", v, err, "\x80é\x80")
	}
}

// TestParseRecordReadsPlayOK: ParseRecord reads a PlayOK listing as
// ParsePlayOK does, and names ParsePlayOK when a stray number spoils a
// standard record.
func TestParseRecordReadsPlayOK(t *testing.T) {
	text := ntReadFile(t, "playok_listing.txt")
	want, err := rules.ParsePlayOK(text)
	if err != nil {
		t.Fatal(err)
	}
	got, err := rules.ParseRecord(text)
	if err != nil {
		t.Fatal(err)
	}
	ntSameGame(t, text, want.Game, got.Game)
	_, err = rules.ParseRecord("1. d6 12 f4")
	if err == nil || !strings.Contains(err.Error(), "ParsePlayOK") {
		t.Errorf("stray number: %v, want an error naming ParsePlayOK", err)
	}
}

// TestNotations: one parser reads both notations, and each writes what it
// reads.
func TestNotations(t *testing.T) {
	tests := []struct {
		n     rules.Notation
		turn  string
		moves string // in standard notation
	}{
		{rules.Standard, "a1-a4xg7", "a1-a4 xg7"},
		{rules.Standard, "d6xg7xa4", "d6 xg7 xa4"},
		{rules.Standard, "xa4", "xa4"},
		{rules.Standard, "pass", "pass"},
		{rules.PlayOKNumbers, "22-10x2", "a1-a4 xd7"},
		{rules.PlayOKNumbers, "5x1x3", "d6 xa7 xg7"},
		{rules.PlayOKNumbers, "x12", "xc4"},
		{rules.PlayOKNumbers, "--", "pass"},
	}
	for _, tt := range tests {
		ms, err := tt.n.ParseTurn(tt.turn)
		if err != nil {
			t.Errorf("%v %q: %v", tt.n, tt.turn, err)
			continue
		}
		var names []string
		for _, m := range ms {
			names = append(names, rules.Standard.FormatMove(m))
		}
		if got := strings.Join(names, " "); got != tt.moves {
			t.Errorf("%v %q: moves %q, want %q", tt.n, tt.turn, got, tt.moves)
		}
		if got := tt.n.FormatTurn(ms); got != tt.turn {
			t.Errorf("%v %q: written back as %q", tt.n, tt.turn, got)
		}
	}
	for _, bad := range []struct {
		n rules.Notation
		s string
	}{{rules.Standard, "12"}, {rules.PlayOKNumbers, "d6"}, {rules.PlayOKNumbers, "pass"}, {rules.PlayOKNumbers, "0000"}, {rules.Standard, "d6-d6"}, {rules.PlayOKNumbers, "25"}} {
		if ms, err := bad.n.ParseTurn(bad.s); err == nil {
			t.Errorf("%v %q: read as %v, want an error", bad.n, bad.s, ms)
		}
	}
}

// TestTurns: a removal joins the move that earned it; removals owed by a
// set-up position make a turn of their own; numbers go in pairs from 1.
func TestTurns(t *testing.T) {
	g := rules.NewGame(rules.NineMensMorris())
	playGame(t, g, "a1 d6 a4 f4 a7 xd6 b6")
	turns := g.Turns()
	var texts []string
	for _, tr := range turns {
		texts = append(texts, rules.FormatTurn(tr.Moves))
	}
	if want := []string{"a1", "d6", "a4", "f4", "a7xd6", "b6"}; !slices.Equal(texts, want) {
		t.Fatalf("turns %q, want %q", texts, want)
	}
	last := turns[4]
	if last.Side != rules.White || last.Start != 4 || last.End() != 6 || last.Number != 3 || turns[5].Number != 3 {
		t.Errorf("turn a7xd6: %+v", last)
	}
	if n := rules.TurnCount(g.Moves()); n != 6 {
		t.Errorf("TurnCount = %d, want 6", n)
	}
	if n := rules.TurnCount(g.Moves()[:5]); n != 5 {
		t.Errorf("TurnCount of the first 5 plies = %d, want 5", n)
	}
	// Set up with Black owing a removal: the removal is turn 1.
	p, err := rules.ParseFEN("**@*O@@@/O@@O@OO*/@*O**OOO b p r 9 0 8 0 0 1 0 0 0 0 0 0 10", rules.NineMensMorris())
	if err != nil {
		t.Fatal(err)
	}
	g = rules.NewGameFrom(p)
	playGame(t, g, "xd6 d3-e3 c3-d3")
	turns = g.Turns()
	if len(turns) != 3 || turns[0].Side != rules.Black || rules.FormatTurn(turns[0].Moves) != "xd6" || turns[2].Number != 2 {
		t.Errorf("set-up turns %+v", turns)
	}
	if got := rules.SplitTurns(nil); len(got) != 0 {
		t.Errorf("SplitTurns(nil) = %v", got)
	}
}

// TestGameClone: a clone shares nothing the game can change.
func TestGameClone(t *testing.T) {
	g := rules.NewGame(rules.NineMensMorris())
	playGame(t, g, "a1 d6 a4 f4")
	g.Undo()
	c := g.Clone()
	playGame(t, c, "b6 d2")
	if g.Ply() != 3 || !g.CanRedo() {
		t.Errorf("playing on the clone changed the game: ply %d, redo %v", g.Ply(), g.CanRedo())
	}
	if !g.Redo() || g.Ply() != 4 || c.Ply() != 5 {
		t.Errorf("after redo: game ply %d, clone ply %d", g.Ply(), c.Ply())
	}
	c.Resign(rules.White)
	if g.Result().Over() {
		t.Errorf("resigning the clone ended the game")
	}
	d := c.Clone()
	if d.Result() != c.Result() || !slices.Equal(d.Moves(), c.Moves()) {
		t.Errorf("clone of a resigned game: %v %v", d.Result(), d.Moves())
	}
}

// TestMillsThroughAndTaken: the mills a man stands in (a1 in two), and the men each
// side has taken, counted from the rules of the variant.
func TestMillsThroughAndTaken(t *testing.T) {
	p := rules.NewPosition(rules.NineMensMorris())
	playMoves(t, &p, "a1 d6 a4 f4 a7 xd6 b6 d1 d2 g1")
	if got := p.MillsThrough(mustPoint(t, "a4")); len(got) != 1 || got[0].Mask() != rules.Bit(mustPoint(t, "a1"))|rules.Bit(mustPoint(t, "a4"))|rules.Bit(mustPoint(t, "a7")) {
		t.Errorf("mills through a4: %v", got)
	}
	if got := p.MillsThrough(mustPoint(t, "a1")); len(got) != 2 {
		t.Errorf("mills through a1: %v", got)
	}
	if got := p.MillsThrough(mustPoint(t, "f4")); len(got) != 0 {
		t.Errorf("mills through f4 (no mill): %v", got)
	}
	if got := p.MillsThrough(mustPoint(t, "d5")); got != nil {
		t.Errorf("mills through an empty point: %v", got)
	}
	if p.TakenBy(rules.White) != 1 || p.TakenBy(rules.Black) != 0 {
		t.Errorf("taken: White %d, Black %d, want 1 and 0", p.TakenBy(rules.White), p.TakenBy(rules.Black))
	}
}

// TestResultWords: the player's sentence comes from the Reason.
func TestResultWords(t *testing.T) {
	tests := []struct {
		r             rules.Result
		headline, why string
	}{
		{rules.Result{}, "Game in progress", ""},
		{rules.Result{Outcome: rules.WhiteWins, Reason: rules.ReducedToTwo}, "White wins", "Black is down to two men"},
		{rules.Result{Outcome: rules.BlackWins, Reason: rules.NoLegalMove}, "Black wins", "White cannot move"},
		{rules.Result{Outcome: rules.BlackWins, Reason: rules.Resigned}, "Black wins", "White resigned"},
		{rules.Result{Outcome: rules.WhiteWins, Reason: rules.OnTime}, "White wins", "Black lost on time"},
		{rules.Result{Outcome: rules.WhiteWins}, "White wins", ""},
		{rules.Result{Outcome: rules.Draw, Reason: rules.Repetition}, "A draw", "The same position came up a third time"},
		{rules.Result{Outcome: rules.Draw, Reason: rules.MoveLimit}, "A draw", "No man was placed or taken for too long"},
		{rules.Result{Outcome: rules.Draw, Reason: rules.FullBoard}, "A draw", "The board is full"},
		{rules.Result{Outcome: rules.Draw, Reason: rules.BothBlocked}, "A draw", "Neither side can move"},
		{rules.Result{Outcome: rules.Draw}, "A draw", ""},
	}
	for _, tt := range tests {
		if h, w := tt.r.Headline(), tt.r.Why(); h != tt.headline || w != tt.why {
			t.Errorf("%v: %q / %q, want %q / %q", tt.r, h, w, tt.headline, tt.why)
		}
	}
}
