package rules_test

import (
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/ninemen/morris/rules"
)

// The helpers of the notation tests start with nt, so that they never
// collide with the helpers of the other test files of the package.

// ntRandomGame plays a seeded random legal game of v, up to maxPly plies.
// A quarter of the games start from a position reached by random play
// (so records carry a FEN, sometimes with Black to move or a removal
// owed), and some end in a resignation.
func ntRandomGame(rng *rand.Rand, v rules.Variant, maxPly int) *rules.Game {
	g := rules.NewGame(v)
	if rng.IntN(4) == 0 {
		for n := rng.IntN(60); n > 0 && !g.Result().Over(); n-- {
			ms := g.LegalMoves()
			_ = g.Play(ms[rng.IntN(len(ms))])
		}
		g = rules.NewGameFrom(g.Position())
	}
	for g.Ply() < maxPly && !g.Result().Over() {
		ms := g.LegalMoves()
		if err := g.Play(ms[rng.IntN(len(ms))]); err != nil {
			panic(err) // a generated move is legal by definition
		}
	}
	if !g.Result().Over() && rng.IntN(3) == 0 {
		if c := rules.Color(rng.IntN(2)); rng.IntN(2) == 0 {
			g.Resign(c)
		} else {
			g.LoseOnTime(c)
		}
	}
	return g
}

// ntSameGame fails the test unless two games have the same start, moves
// and result.
func ntSameGame(t *testing.T, text string, want, got *rules.Game) {
	t.Helper()
	ws, gs := want.Start(), got.Start()
	if !ws.Equal(gs) {
		t.Fatalf("start differs: want %s, got %s\n%s", ws.FEN(), gs.FEN(), text)
	}
	if !slices.Equal(want.Moves(), got.Moves()) {
		t.Fatalf("moves differ:\nwant %v\ngot  %v\n%s", want.Moves(), got.Moves(), text)
	}
	if want.Result() != got.Result() {
		t.Fatalf("result differs: want %v, got %v\n%s", want.Result(), got.Result(), text)
	}
}

func ntReadFile(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", "records", name))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func ntPoint(t testing.TB, s string) rules.Point {
	t.Helper()
	p, err := rules.ParsePoint(s)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestParseRecordFiles(t *testing.T) {
	tests := []struct {
		file    string
		plies   int
		result  rules.Result
		final   string // FEN of the last position
		tags    map[string]string
		variant string
	}{
		{
			// Sanmill's layout, CRLF line ends, with a comment, nested
			// variations, $1, !? and ? glyphs and a ; comment.
			file: "sanmill_export.pgn", plies: 68,
			result: rules.Result{Outcome: rules.WhiteWins, Reason: rules.ReducedToTwo},
			final:  "*OOO**O*/**O*@*O*/**O**@OO w o r 9 0 2 0 1 0 0 0 0 0 0 0 35",
			tags: map[string]string{
				"Event": "Sanmill-Game", "Date": "2024.5.3", "White": "Human", "Black": "AI",
				"Result": "1-0", "PlyCount": "68",
			},
			variant: "Nine Men's Morris",
		},
		{
			// Set up from a FEN with Black to move, Sanmill numbering
			// from 1 regardless, and no result token: the Result tag counts.
			file: "sanmill_setup.pgn", plies: 64,
			result:  rules.Result{Outcome: rules.BlackWins, Reason: rules.ReducedToTwo},
			final:   "*O***@**/********/*@@@*O** b o r 2 0 4 0 0 1 0 0 0 0 0 0 43",
			tags:    map[string]string{"SetUp": "1", "Result": "0-1"},
			variant: "Nine Men's Morris",
		},
		{
			// Every removal a word of its own, so the numbers drift
			// off the turns.
			file: "separate_removals.pgn", plies: 45,
			result:  rules.Result{Outcome: rules.BlackWins, Reason: rules.ReducedToTwo},
			final:   "*@@@****/****@***/@@*O@O@@ b o r 2 0 9 0 0 1 0 0 0 0 0 0 23",
			tags:    map[string]string{"White": "Ann", "Black": "Bo"},
			variant: "Nine Men's Morris",
		},
		{
			file: "twelve_full_board.pgn", plies: 24,
			result:  rules.Result{Outcome: rules.Draw, Reason: rules.FullBoard},
			final:   "OO@OO@O@/@OO@@O@O/@@@OO@@O w o s 12 0 12 0 0 0 0 0 0 0 0 0 13",
			variant: "Twelve Men's Morris",
		},
		{
			file: "double_removal.pgn", plies: 14,
			result:  rules.Result{},
			final:   "O****@**/***@**@@/OO***OOO w p p 6 3 4 3 0 0 0 0 0 0 0 0 8",
			variant: "Nine Men's Morris, one removal per mill",
		},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			rec, err := rules.ParseRecord(ntReadFile(t, tt.file))
			if err != nil {
				t.Fatal(err)
			}
			g := rec.Game
			if g.Ply() != tt.plies {
				t.Errorf("plies = %d, want %d", g.Ply(), tt.plies)
			}
			if g.Result() != tt.result || rec.Result != tt.result {
				t.Errorf("result = %v (record %v), want %v", g.Result(), rec.Result, tt.result)
			}
			p := g.Position()
			if p.FEN() != tt.final {
				t.Errorf("final FEN\n got %s\nwant %s", p.FEN(), tt.final)
			}
			if g.Variant().Name != tt.variant {
				t.Errorf("variant %q, want %q", g.Variant().Name, tt.variant)
			}
			for name, want := range tt.tags {
				if got, ok := rec.Tag(name); !ok || got != want {
					t.Errorf("tag %s = %q, %v; want %q", name, got, ok, want)
				}
			}
		})
	}
}

func TestParseRecordTagsKeptInOrder(t *testing.T) {
	rec, err := rules.ParseRecord(ntReadFile(t, "sanmill_setup.pgn"))
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, tag := range rec.Tags {
		names = append(names, tag.Name)
	}
	want := []string{"Event", "Site", "Date", "Round", "White", "Black", "Result", "Variant", "PlyCount", "FEN", "SetUp"}
	if !slices.Equal(names, want) {
		t.Errorf("tags %v, want %v", names, want)
	}
}

func TestParseRecordDoubleRemoval(t *testing.T) {
	rec, err := rules.ParseRecord(ntReadFile(t, "double_removal.pgn"))
	if err != nil {
		t.Fatal(err)
	}
	moves := rec.Game.Moves()
	want := []rules.Move{rules.Place(rules.A7), rules.Remove(rules.D5), rules.Remove(rules.E4)}
	if !slices.Equal(moves[8:11], want) {
		t.Errorf("plies 9-11 = %v, want %v", moves[8:11], want)
	}
	// The same text under one removal a turn: the second removal is
	// Black's ply, and Black formed no mill.
	_, err = rules.ParseRecordAs(ntReadFile(t, "double_removal.pgn"), rules.NineMensMorris())
	var re *rules.RecordError
	var ie *rules.IllegalMoveError
	if !errors.As(err, &re) || !errors.As(err, &ie) {
		t.Fatalf("err = %v, want a RecordError wrapping an IllegalMoveError", err)
	}
	if re.Line != 7 || re.Col != 4 || re.Token != "a7xd5xe4" || ie.Ply != 11 {
		t.Errorf("error at line %d col %d token %q ply %d: %v", re.Line, re.Col, re.Token, ie.Ply, err)
	}
}

func TestParseRecordSkipsAnnotations(t *testing.T) {
	const plain = "1. d6 f4 2. d2 b4 3. d7 b6 *"
	texts := []string{
		plain,
		"1. d6 {a comment} f4 2. d2 b4 3. d7 b6 *",
		"1. d6 f4 ; to the end of the line 2. nothing here\n2. d2 b4 3. d7 b6 *",
		"1. d6 f4 (1... g7 2. a1 (2. a4 {inner (not a variation)}) a7) 2. d2 b4 3. d7 b6 *",
		"1. d6 $1 f4 $14 2. d2! b4?? 3. d7!? b6?! *",
		"1.d6 f4 2.d2 b4 3.d7 b6 *",
		"1. d6 1... f4 2. d2 2... b4 3. d7 3... b6 *",
		"1. d6 ... f4 2. d2 b4 3. d7 b6 *",
		"% an escaped line\n1. d6 f4 2. d2 b4 3. d7 b6 *",
		"  1.    d6    f4\r\n2.    d2    b4\r\n3.    d7    b6\r\n*",
		"99. d6 f4 1. d2 b4 7. d7 b6 *", // numbers are not trusted
		"1. d6 f4 2. d2 b4 3. d7 b6",    // no result token
		"1. d6 f4 2. d2 b4 3. d7 b6 * {a comment after the result}",
		"\ufeff1.\u00a0d6\u00a0f4\u00a02.\u00a0d2 b4 3. d7 b6 *", // a byte-order mark, no-break spaces
	}
	want, err := rules.ParseRecord(plain)
	if err != nil {
		t.Fatal(err)
	}
	for _, text := range texts {
		rec, err := rules.ParseRecord(text)
		if err != nil {
			t.Errorf("%q: %v", text, err)
			continue
		}
		ntSameGame(t, text, want.Game, rec.Game)
	}
}

func TestParseRecordResults(t *testing.T) {
	// White flies into the mill a1-d1-g1 and takes Black's third man.
	const won = "[FEN \"*****@**/@******@/**O*OO** w m s 3 0 3 0 0 0 0 0 0 0 0 0 20\"]\n[SetUp \"1\"]\n20. g4-g1xd6"
	tests := []struct {
		text    string
		outcome rules.Outcome
		reason  rules.Reason
		wantErr error
	}{
		{"1. d6 f4 *", rules.Ongoing, rules.NoReason, nil},
		{"1. d6 f4", rules.Ongoing, rules.NoReason, nil},
		{"1. d6 f4 1-0", rules.WhiteWins, rules.Resigned, nil},
		{"1. d6 f4 0-1", rules.BlackWins, rules.Resigned, nil},
		{"1. d6 f4 1/2-1/2", rules.Draw, rules.NoReason, nil},
		{"[Result \"0-1\"]\n1. d6 f4", rules.BlackWins, rules.Resigned, nil},
		{"[Result \"0-1\"]\n1. d6 f4 *", rules.Ongoing, rules.NoReason, nil}, // the token wins
		{"[Result \"?\"]\n1. d6 f4", rules.Ongoing, rules.NoReason, nil},
		{won + " 1-0", rules.WhiteWins, rules.ReducedToTwo, nil},
		{won + " *", rules.WhiteWins, rules.ReducedToTwo, nil},
		{won, rules.WhiteWins, rules.ReducedToTwo, nil},
		{won + " 0-1", 0, 0, rules.ErrResultMismatch},
		{won + " 1/2-1/2", 0, 0, rules.ErrResultMismatch},
		{"[Result \"0-1\"]\n" + won, 0, 0, rules.ErrResultMismatch},
		{"[Result \"1-0\"]\n" + won, rules.WhiteWins, rules.ReducedToTwo, nil},
		// PGN's tag for a loss on time, as its standard spells it and
		// as Lichess writes it; it does not change what the moves show.
		{"[Termination \"time forfeit\"]\n1. d6 f4 1-0", rules.WhiteWins, rules.OnTime, nil},
		{"[Result \"0-1\"]\n[Termination \"Time forfeit\"]\n1. d6 f4", rules.BlackWins, rules.OnTime, nil},
		{"[Termination \"Time forfeit\"]\n1. d6 f4 1/2-1/2", rules.Draw, rules.NoReason, nil},
		{"[Termination \"normal\"]\n1. d6 f4 1-0", rules.WhiteWins, rules.Resigned, nil},
		{"[Termination \"time forfeit\"]\n" + won + " 1-0", rules.WhiteWins, rules.ReducedToTwo, nil},
		{won + " g1-g4", 0, 0, rules.ErrGameOver},
	}
	for _, tt := range tests {
		rec, err := rules.ParseRecord(tt.text)
		if tt.wantErr != nil {
			if !errors.Is(err, tt.wantErr) {
				t.Errorf("%q: err = %v, want %v", tt.text, err, tt.wantErr)
			}
			continue
		}
		if err != nil {
			t.Errorf("%q: %v", tt.text, err)
			continue
		}
		if rec.Result.Outcome != tt.outcome || rec.Result.Reason != tt.reason {
			t.Errorf("%q: result %+v, want %v/%v", tt.text, rec.Result, tt.outcome, tt.reason)
		}
		if g := rec.Game.Result(); g.Over() && g != rec.Result {
			t.Errorf("%q: game result %v, record %v", tt.text, g, rec.Result)
		}
	}
}

func TestParseRecordErrors(t *testing.T) {
	tests := []struct {
		name      string
		text      string
		line, col int
		token     string
		is        error // the cause, when it is a sentinel
		illegal   bool  // the cause is an IllegalMoveError
		fen       bool  // the cause is a FENError
	}{
		{"illegal placement", "1. d6 d6", 1, 7, "d6", nil, true, false},
		{"illegal on a later line", "1. d6 f4\n2. d2 b4\n3. d7 b6\n4. a1-a4 *", 4, 4, "a1-a4", nil, true, false},
		{"columns count characters", "{é} 1. d6 d6", 1, 11, "d6", nil, true, false},
		{"a byte-order mark before the tags", "\ufeff[Event \"x\"]\n1. d6 d6", 2, 7, "d6", nil, true, false},
		{"bad point", "1. d6 h4", 1, 7, "h4", nil, false, false},
		{"no such point", "1. d4", 1, 4, "d4", nil, false, false},
		{"removal without a mill", "1. d6 xd6", 1, 7, "xd6", nil, true, false},
		{"attached removal without a mill", "1. d6xf4", 1, 4, "d6xf4", nil, true, false},
		{"bare number", "1. d6 12 f4", 1, 7, "12", nil, false, false},
		{"empty variant", "[Variant \"\"]\n1. d6", 1, 11, "", rules.ErrUnknownVariant, false, false},
		{"FEN columns with a wide character before", "[FEN \"é*******/********/******** w p p 0 9 0 9 0 0 0 0 0 0 0 0 1\"]", 1, 7, "", nil, false, true},
		{"unknown variant", "[Event \"x\"]\n[Variant \"El Filja\"]\n1. d6", 2, 11, "El Filja", rules.ErrUnknownVariant, false, false},
		{"bad FEN points at its field", "[FEN \"********/********/******** w p p 0 9 0 9 0 0 0 0 0 0 0 0 0\"]\n1. d6", 1, 64, "", nil, false, true},
		{"bad FEN side", "[FEN \"********/********/******** x p p 0 9 0 9 0 0 0 0 0 0 0 0 1\"]", 1, 34, "", nil, false, true},
		{"moves after the result", "1. d6 f4 1-0 2. d2", 1, 14, "2.", nil, false, false},
		{"tag after the moves", "1. d6 f4\n[Event \"next\"]\n", 2, 1, "[Event", nil, false, false},
		{"comment not closed", "1. d6 {f4 2. d2", 1, 7, "{", nil, false, false},
		{"comment in a variation not closed", "1. d6 (1. a1 {x", 1, 14, "{", nil, false, false},
		{"variation not closed", "1. d6 (1. a1 a7\n2. d2", 1, 7, "(", nil, false, false},
		{"stray closing bracket", "1. d6 ) f4", 1, 7, ")", nil, false, false},
		{"stray closing brace", "1. d6 } f4", 1, 7, "}", nil, false, false},
		{"dollar without a number", "1. d6 $ f4", 1, 7, "$", nil, false, false},
		{"tag value not closed", "[Event \"Club\n1. d6", 1, 1, "[Event \"Club", nil, false, false},
		{"tag without a name", "[ \"x\"]", 1, 1, "[ \"x\"]", nil, false, false},
		{"tag not closed", "[Event \"x\" 1. d6", 1, 1, "[Event \"x\" 1. d6", nil, false, false},
		{"game over", "[FEN \"O*O*****/@@@*****/******** w o s 2 0 3 0 0 0 0 0 0 0 0 0 9\"]\n[SetUp \"1\"]\n9. a1", 3, 4, "a1", rules.ErrGameOver, false, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := rules.ParseRecord(tt.text)
			var re *rules.RecordError
			if !errors.As(err, &re) {
				t.Fatalf("err = %v (%T), want a *RecordError", err, err)
			}
			if re.Line != tt.line || re.Col != tt.col {
				t.Errorf("at line %d column %d, want %d:%d: %v", re.Line, re.Col, tt.line, tt.col, err)
			}
			if tt.token != "" && re.Token != tt.token {
				t.Errorf("token %q, want %q", re.Token, tt.token)
			}
			if tt.is != nil && !errors.Is(err, tt.is) {
				t.Errorf("err = %v, want it to wrap %v", err, tt.is)
			}
			var ie *rules.IllegalMoveError
			if errors.As(err, &ie) != tt.illegal {
				t.Errorf("err = %v: IllegalMoveError %v, want %v", err, !tt.illegal, tt.illegal)
			}
			var fe *rules.FENError
			if errors.As(err, &fe) != tt.fen {
				t.Errorf("err = %v: FENError %v, want %v", err, !tt.fen, tt.fen)
			}
			if msg := err.Error(); !strings.Contains(msg, "line") || !strings.Contains(msg, "column") {
				t.Errorf("message %q does not say where", msg)
			}
		})
	}
}

func TestParseRecordAs(t *testing.T) {
	const text = "[Variant \"El Filja\"]\n1. d6 f4 *"
	if _, err := rules.ParseRecord(text); !errors.Is(err, rules.ErrUnknownVariant) {
		t.Fatalf("ParseRecord: err = %v, want ErrUnknownVariant", err)
	}
	v := rules.NoFlying()
	v.Name = "El Filja"
	rec, err := rules.ParseRecordAs(text, v)
	if err != nil {
		t.Fatal(err)
	}
	if rec.Game.Variant() != v || rec.Game.Ply() != 2 {
		t.Errorf("variant %+v, %d plies", rec.Game.Variant(), rec.Game.Ply())
	}
	// The variant passed wins over a Variant tag naming a preset.
	rec, err = rules.ParseRecordAs("[Variant \"Twelve Men's Morris\"]\n1. d6", rules.LaskerMorris())
	if err != nil || rec.Game.Variant() != rules.LaskerMorris() {
		t.Errorf("ParseRecordAs over a preset tag: %v", err)
	}
	// Names of presets are matched without regard to case.
	rec, err = rules.ParseRecord("[Variant \"twelve men's morris\"]\n1. d6")
	if err != nil || rec.Game.Variant() != rules.TwelveMensMorris() {
		t.Errorf("case-blind preset name: %v", err)
	}
	if _, err := rules.ParseRecordAs("1. d6", rules.Variant{}); err == nil {
		t.Error("ParseRecordAs with the zero Variant: no error")
	}
}

func TestWriteRecordLayout(t *testing.T) {
	rec, err := rules.ParseRecord(ntReadFile(t, "sanmill_export.pgn"))
	if err != nil {
		t.Fatal(err)
	}
	got := rec.String()
	want := `[Event "Sanmill-Game"]
[Site "Sanmill"]
[Date "2024.5.3"]
[Round "3"]
[White "Human"]
[Black "AI"]
[Result "1-0"]
[Variant "Nine Men's Morris"]
[PlyCount "68"]

1. d3 c5
2. a7 f4
`
	if !strings.HasPrefix(got, want) {
		t.Errorf("record starts\n%s\nwant\n%s", got[:min(len(got), len(want))], want)
	}
	for _, line := range []string{"\n17. d5-e5xa4 d7-g7\n", "\n31. d3-e3xd5 1-0\n"} {
		if !strings.Contains(got, line) {
			t.Errorf("record lacks %q:\n%s", line, got)
		}
	}

	rec, err = rules.ParseRecord(ntReadFile(t, "sanmill_setup.pgn"))
	if err != nil {
		t.Fatal(err)
	}
	got = rec.String()
	for _, line := range []string{
		"\n[FEN \"O@*O@@@O/*O**@*O@/*@@@OOO* b m s 8 0 9 0 0 0 0 0 0 0 0 1 11\"]\n[SetUp \"1\"]\n\n1. g7-d7 f6-d6\n2. d7-g7xb4 a4-a7\n",
		"\n[PlyCount \"64\"]\n",
		"\n27. f4-g4xd5 0-1\n",
	} {
		if !strings.Contains(got, line) {
			t.Errorf("record lacks %q:\n%s", line, got)
		}
	}
}

func TestWriteRecordTags(t *testing.T) {
	g := rules.NewGame(rules.TwelveMensMorris())
	for _, s := range []string{"d6", "f4"} {
		if err := g.PlayTurn(s); err != nil {
			t.Fatal(err)
		}
	}
	var sb strings.Builder
	tags := []rules.Tag{
		{"Event", `The "big" one \ 2`},
		{"Result", "1-0"},             // not the game's: corrected
		{"Variant", "Something else"}, // corrected
		{"Annotator", "line\nbreak"},  // a tag lives on one line
	}
	if err := rules.WriteRecord(&sb, g, tags); err != nil {
		t.Fatal(err)
	}
	want := `[Event "The \"big\" one \\ 2"]
[Result "*"]
[Variant "Twelve Men's Morris"]
[Annotator "line break"]

1. d6 f4 *
`
	if sb.String() != want {
		t.Errorf("got\n%s\nwant\n%s", sb.String(), want)
	}
	rec, err := rules.ParseRecord(sb.String())
	if err != nil {
		t.Fatal(err)
	}
	if v, _ := rec.Tag("Event"); v != tags[0].Value {
		t.Errorf("Event read back as %q", v)
	}

	for _, name := range []string{"", "Two words", `Q"uote`, "Br]acket"} {
		err := rules.WriteRecord(&sb, g, []rules.Tag{{name, "x"}})
		if err == nil {
			t.Errorf("tag name %q: no error", name)
		}
		rec := rules.Record{Tags: []rules.Tag{{name, "x"}, {"Event", "e"}}, Game: g}
		if s := rec.String(); strings.Contains(s, "\"x\"") || !strings.Contains(s, `[Event "e"]`) {
			t.Errorf("String with tag name %q:\n%s", name, s)
		}
	}
}

func TestWriteRecordDeclaredDraw(t *testing.T) {
	rec, err := rules.ParseRecord("1. d6 f4 1/2-1/2")
	if err != nil {
		t.Fatal(err)
	}
	if got := rec.String(); !strings.Contains(got, "[Result \"1/2-1/2\"]") || !strings.HasSuffix(got, "1. d6 f4 1/2-1/2\n") {
		t.Errorf("agreed draw written as\n%s", got)
	}
}

// ntOddVariant switches on what no preset has, so that records of passes
// and of custom rules are written and read too.
func ntOddVariant() rules.Variant {
	v := rules.TwelveMensMorris()
	v.Name = "Odd"
	v.MayFly = false
	v.RemoveMultiple = true
	v.Blocked = rules.BlockedPasses
	v.Removal = rules.RemoveAny
	v.NMoveRule = 30
	return v
}

func TestRecordRoundTrip(t *testing.T) {
	games := 500
	if testing.Short() {
		games = 50
	}
	for _, v := range append(rules.Presets(), ntOddVariant()) {
		t.Run(v.Name, func(t *testing.T) {
			_, preset := rules.PresetNamed(v.Name)
			parse := func(text string) (*rules.Record, error) {
				if preset {
					return rules.ParseRecord(text)
				}
				return rules.ParseRecordAs(text, v)
			}
			rng := rand.New(rand.NewPCG(1, uint64(len(v.Name))))
			var plies, setUps, blackFirst, multi, passes, moving, resigned int
			for i := 0; i < games; i++ {
				g := ntRandomGame(rng, v, 50+rng.IntN(300))
				var sb strings.Builder
				if err := rules.WriteRecord(&sb, g, []rules.Tag{{"Event", "round trip"}, {"Round", "1"}}); err != nil {
					t.Fatal(err)
				}
				text := sb.String()
				rec, err := parse(text)
				if err != nil {
					t.Fatalf("%v\n%s", err, text)
				}
				ntSameGame(t, text, g, rec.Game)
				if rec.Result != g.Result() {
					t.Fatalf("record result %v, game %v", rec.Result, g.Result())
				}
				if again := rec.String(); again != text {
					t.Fatalf("written again differs:\n%s\nfirst:\n%s", again, text)
				}

				plies += g.Ply()
				start, end := g.Start(), g.Position()
				if strings.Contains(text, "[FEN ") {
					setUps++
				}
				if start.SideToMove() == rules.Black {
					blackFirst++
				}
				if end.Phase() == rules.Moving {
					moving++
				}
				if g.Result().Reason == rules.Resigned {
					resigned++
				}
				passes += strings.Count(text, "pass")
				for _, w := range strings.Fields(text) {
					if strings.Count(w, "x") > 1 {
						multi++
					}
				}
			}
			// The games must reach what the format has to carry.
			t.Logf("%d games, %d plies, %d set up, %d with Black first, %d reach moving, %d resigned, %d double removals, %d passes",
				games, plies, setUps, blackFirst, moving, resigned, multi, passes)
			if setUps == 0 || blackFirst == 0 || moving == 0 || resigned == 0 {
				t.Error("the random games miss a case")
			}
			if v.RemoveMultiple && !testing.Short() && multi == 0 {
				t.Error("no turn with two removals")
			}
			if v.Blocked == rules.BlockedPasses && !testing.Short() && passes == 0 {
				t.Error("no pass")
			}
		})
	}
}
