package protocol_test

import (
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/ninemen/morris/ai/protocol"
	"github.com/ninemen/morris/rules"
)

// Positions the tests play from, in Sanmill's FEN.
const (
	// White has just closed the mill a7-d7-g7 and must remove.
	millFEN = "********/**@***@*/OO*****O w p r 3 6 2 7 1 0 0 0 0 0 0 0 3"
	// White to place its last man: a7 closes a mill and Black, with three
	// men, is then down to two.
	lastMillFEN = "**@*****/****@@**/OO****** w p p 2 1 3 0 0 0 0 0 0 0 0 0 1"
	// Four men each, sliding.
	movingFEN = "***O***@/O@*O@*O*/*@****** w m s 4 0 4 0 0 0 0 0 0 0 0 0 30"
	// Three men each, all flying.
	flyingFEN = "*@***O**/********/*@*O*O*@ w m s 3 0 3 0 0 0 0 0 0 0 0 0 20"
)

// fenFrom is the FEN rules gives after the turns, from a FEN under v.
func fenFrom(t *testing.T, v rules.Variant, fen string, turns ...string) string {
	t.Helper()
	start, err := rules.ParseFEN(fen, v)
	if err != nil {
		t.Fatal(err)
	}
	g := rules.NewGameFrom(start)
	for _, tu := range turns {
		if err := g.PlayTurn(tu); err != nil {
			t.Fatalf("PlayTurn(%q): %v", tu, err)
		}
	}
	p := g.Position()
	return p.FEN()
}

// fenAfter is the FEN rules gives after the turns, from the start of v.
func fenAfter(t *testing.T, v rules.Variant, turns ...string) string {
	t.Helper()
	g := rules.NewGame(v)
	for _, tu := range turns {
		if err := g.PlayTurn(tu); err != nil {
			t.Fatalf("PlayTurn(%q): %v", tu, err)
		}
	}
	p := g.Position()
	return p.FEN()
}

func TestUCI(t *testing.T) {
	want := []string{
		"id name Morris",
		"id author the Morris authors",
		"option name Variant type combo default NineMensMorris var NineMensMorris var NineMensMorrisNoFlying var NineMensMorrisOneRemovalPerMill var NineMensMorrisDiagonalLines var TwelveMensMorris var LaskerMorris var SixMensMorris var ThreeMensMorris var Morabaraba var RussianMill",
		"option name PiecesCount type spin default 9 min 3 max 12",
		"option name MayFly type check default true",
		"option name FlyPieceCount type spin default 3 min 3 max 12",
		"option name BothPlayersFly type check default false",
		"option name Board type combo default TwentyFourPoints var TwentyFourPoints var SixteenPoints var NinePoints",
		"option name HasDiagonalLines type check default false",
		"option name MillWins type check default false",
		"option name MayRemoveMultiple type check default false",
		"option name MayRemoveFromMillsAlways type check default false",
		"option name MayRemoveWhenAllInMills type check default true",
		"option name MayMoveInPlacingPhase type check default false",
		"option name BlockedPlayerPasses type check default false",
		"option name NMoveRule type spin default 100 min 0 max 10000",
		"option name ThreefoldRepetitionRule type check default true",
		"option name RepetitionCountsProgress type check default false",
		"option name MoveLimitAfterRemoval type check default false",
		"option name EndgameNMoveRule type spin default 0 min 0 max 10000",
		"option name RestrictRepeatedMillsFormation type check default false",
		"option name OneTimeUseMill type check default false",
		"option name SkillLevel type spin default 6 min 1 max 6",
		"option name MoveTime type spin default 1000 min 1 max 86400000",
		"option name Hash type spin default 64 min 1 max 4096",
		"option name Threads type spin default 1 min 1 max 64",
		"option name Seed type spin default 0 min 0 max 2147483647",
		"uciok",
	}
	got := session(t, "uci")
	if !slices.Equal(got, want) {
		t.Errorf("uci answered\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	// The defaults announced are those of a fresh engine: after setting
	// an option, uci still announces the default.
	got = session(t, "setoption name MayFly value false", "uci")
	if !slices.Contains(got, "option name MayFly type check default true") {
		t.Errorf("after a setoption, uci answered %q", got)
	}
}

// TestCommands feeds short sessions and wants exactly the given answers.
func TestCommands(t *testing.T) {
	tests := []struct {
		name string
		in   string // raw input
		want []string
	}{
		{"no input", "", nil},
		{"isready", "isready\n", []string{"readyok"}},
		{"isready in capitals", "ISREADY\n", []string{"readyok"}},
		{"CRLF line ends", "isready\r\nisready\r\n", []string{"readyok", "readyok"}},
		{"last line without newline", "isready", []string{"readyok"}},
		{"surrounding blanks", " \t isready \t\n", []string{"readyok"}},
		{"quit ends the session", "quit\nisready\n", nil},
		{"quit with words after it", "quit now\nisready\n", nil},
		{"QUIT", "isready\nQUIT\nisready\n", []string{"readyok"}},
		{"stop with no job", "stop\nisready\n", []string{"readyok"}},
		{"empty line", "\n", []string{"info string error empty line"}},
		{"blank line", "  \t \n", []string{"info string error empty line"}},
		{"unknown command", "hello\n", []string{"info string error unknown command hello"}},
		{"garbage bytes", "\x00\x01\xff\n", []string{`info string error unknown command "\x00\x01\xff"`}},
		{"stray CR inside", "is\rready\n", []string{"info string error unknown command is"}},
		{"NUL inside", "is\x00ready\n", []string{`info string error unknown command "is\x00ready"`}},
		{"unicode", "ходи\n", []string{`info string error unknown command "ходи"`}},
		{"uci with arguments", "uci please\n", []string{"info string error uci takes no arguments, got please"}},
		{"isready with arguments", "isready now\n", []string{"info string error isready takes no arguments, got now"}},
		{"d with arguments", "d board\n", []string{"info string error d takes no arguments, got board"}},
		{"ucinewgame with arguments", "ucinewgame 2\n", []string{"info string error ucinewgame takes no arguments, got 2"}},
		{"go when the game is over", "position fen " + lastMillFEN + " moves a7 xe4\ngo\n", []string{
			"info string game over: White wins: Black is down to two men", "bestmove (none)"}},
		{"go infinite when the game is over", "position fen " + lastMillFEN + " moves a7 xe4\ngo infinite\n", []string{
			"info string game over: White wins: Black is down to two men", "bestmove (none)"}},
		{"go with a bad value when the game is over", "position fen " + lastMillFEN + " moves a7 xe4\ngo movetime abc wtime 1000 foo\n", []string{
			"info string error go: movetime abc: want milliseconds from 1 to 86400000; ignored",
			"info string warning go: unknown parameter foo ignored",
			"info string game over: White wins: Black is down to two men", "bestmove (none)"}},
		{"perft without depth", "perft\n", []string{"info string error perft: want perft <depth>, depth 1 to 30"}},
		{"perft two depths", "perft 1 2\n", []string{"info string error perft: want perft <depth>, depth 1 to 30"}},
		{"perft zero", "perft 0\n", []string{"info string error perft: depth 0: want a whole number from 1 to 30"}},
		{"perft too deep", "perft 31\n", []string{"info string error perft: depth 31: want a whole number from 1 to 30"}},
		{"perft word", "perft deep\n", []string{"info string error perft: depth deep: want a whole number from 1 to 30"}},
		{"position alone", "position\n", []string{
			"info string error position: want position startpos [moves …] or position fen <FEN> [moves …]"}},
		{"position unknown", "position start\n", []string{
			"info string error position: want position startpos [moves …] or position fen <FEN> [moves …]"}},
		{"position startpos junk", "position startpos d6\n", []string{"info string error position: unexpected d6, want moves"}},
		{"position fen missing", "position fen\n", []string{"info string error position fen: missing FEN"}},
		{"position fen moves only", "position fen moves d6\n", []string{"info string error position fen: missing FEN"}},
		{"position fen bad", "position fen xyz w p p\n", []string{
			`info string error position fen: FEN field 1, column 1: board "xyz": want three rings of 8 points separated by /`}},
		{"position fen short", "position fen ********/********/******** w p p 0 9\n", []string{
			"info string error position fen: FEN field 7, column 37: want 17 fields, found 6"}},
		{"position startpos moves none", "position startpos moves\nisready\n", []string{"readyok"}},
		{"setoption alone", "setoption\n", []string{"info string error setoption: want setoption name <Name> value <Value>"}},
		{"setoption without name", "setoption MayFly value true\n", []string{"info string error setoption: want setoption name <Name> value <Value>"}},
		{"setoption empty name", "setoption name value true\n", []string{"info string error setoption: want setoption name <Name> value <Value>"}},
		{"setoption unknown", "setoption name Contempt value 16\n", []string{"info string error setoption: unknown option Contempt (uci lists them)"}},
		{"setoption unknown with spaces", "setoption name Clear Hash\n", []string{`info string error setoption: unknown option "Clear Hash" (uci lists them)`}},
		{"setoption no value", "setoption name MayFly\n", []string{"info string error setoption MayFly: missing value"}},
		{"setoption empty value", "setoption name MayFly value\n", []string{"info string error setoption MayFly: missing value"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := sessionText(t, tt.in)
			if !slices.Equal(got, tt.want) {
				t.Errorf("in %q\ngot  %q\nwant %q", tt.in, got, tt.want)
			}
		})
	}
}

// TestOptions sets each option to good and bad values: a good one that
// changes the rules says so and names the rules, a bad one is an error and
// changes nothing. `d` then shows the variant in force.
func TestOptions(t *testing.T) {
	reset := func(name string) string {
		return "info string rules now " + name + "; position reset to the start"
	}
	tests := []struct {
		set     string // setoption name <…>
		want    string // the answer; "" for none
		variant string // the Variant line of d after it
	}{
		{"Variant value NineMensMorrisNoFlying", reset("Nine Men's Morris, no flying"), "Nine Men's Morris, no flying"},
		{"Variant value NineMensMorrisOneRemovalPerMill", reset("Nine Men's Morris, one removal per mill"), "Nine Men's Morris, one removal per mill"},
		{"Variant value NineMensMorrisDiagonalLines", reset("Nine Men's Morris, diagonal lines"), "Nine Men's Morris, diagonal lines"},
		{"Variant value TwelveMensMorris", reset("Twelve Men's Morris"), "Twelve Men's Morris"},
		{"Variant value LaskerMorris", reset("Lasker Morris"), "Lasker Morris"},
		{"variant value laskermorris", reset("Lasker Morris"), "Lasker Morris"},
		{"Variant value Twelve Men's Morris", reset("Twelve Men's Morris"), "Twelve Men's Morris"},
		{"Variant value NineMensMorris", "", "Nine Men's Morris"},
		{"Variant value Custom", "info string error setoption Variant: value Custom: want one of NineMensMorris, NineMensMorrisNoFlying, NineMensMorrisOneRemovalPerMill, NineMensMorrisDiagonalLines, TwelveMensMorris, LaskerMorris, SixMensMorris, ThreeMensMorris, Morabaraba, RussianMill", "Nine Men's Morris"},
		{"Variant value Morabaraba", reset("Morabaraba"), "Morabaraba"},
		{"Variant value Russian Mill", reset("Russian Mill"), "Russian Mill"},
		{"Variant value NineMensMorris", "", "Nine Men's Morris"},
		{"OneTimeUseMill value true", reset("Custom"), "Custom"},
		{"OneTimeUseMill value false", "", "Nine Men's Morris"},
		{"RestrictRepeatedMillsFormation value true", reset("Custom"), "Custom"},
		{"RestrictRepeatedMillsFormation value false", "", "Nine Men's Morris"},
		{"EndgameNMoveRule value 10", reset("Custom"), "Custom"},
		{"EndgameNMoveRule value 0", "", "Nine Men's Morris"},
		{"EndgameNMoveRule value -1", "info string error setoption EndgameNMoveRule: value -1: want a whole number from 0 to 10000", "Nine Men's Morris"},
		{"PiecesCount value 12", reset("Custom"), "Custom"},
		{"PiecesCount value 3", reset("Custom"), "Custom"},
		{"PiecesCount value 9", "", "Nine Men's Morris"},
		{"PiecesCount value 2", "info string error setoption PiecesCount: value 2: want a whole number from 3 to 12", "Nine Men's Morris"},
		{"PiecesCount value 13", "info string error setoption PiecesCount: value 13: want a whole number from 3 to 12", "Nine Men's Morris"},
		{"PiecesCount value nine", "info string error setoption PiecesCount: value nine: want a whole number from 3 to 12", "Nine Men's Morris"},
		{"PiecesCount value 9.0", `info string error setoption PiecesCount: value "9.0": want a whole number from 3 to 12`, "Nine Men's Morris"},
		{"MayFly value false", reset("Nine Men's Morris, no flying"), "Nine Men's Morris, no flying"},
		{"mayfly value FALSE", reset("Nine Men's Morris, no flying"), "Nine Men's Morris, no flying"},
		{"MayFly value true", "", "Nine Men's Morris"},
		{"MayFly value yes", "info string error setoption MayFly: value yes: want true or false", "Nine Men's Morris"},
		{"MayFly value true false", `info string error setoption MayFly: value "true false": want true or false`, "Nine Men's Morris"},
		{"FlyPieceCount value 4", reset("Custom"), "Custom"},
		{"FlyPieceCount value 12", reset("Custom"), "Custom"},
		{"FlyPieceCount value 2", "info string error setoption FlyPieceCount: value 2: want a whole number from 3 to 12", "Nine Men's Morris"},
		{"BothPlayersFly value true", reset("Custom"), "Custom"},
		{"BothPlayersFly value false", "", "Nine Men's Morris"},
		{"BothPlayersFly value 1", "info string error setoption BothPlayersFly: value 1: want true or false", "Nine Men's Morris"},
		{"HasDiagonalLines value true", reset("Nine Men's Morris, diagonal lines"), "Nine Men's Morris, diagonal lines"},
		{"HasDiagonalLines value on", "info string error setoption HasDiagonalLines: value on: want true or false", "Nine Men's Morris"},
		{"MayRemoveMultiple value true", reset("Nine Men's Morris, one removal per mill"), "Nine Men's Morris, one removal per mill"},
		{"MayRemoveFromMillsAlways value true", reset("Custom"), "Custom"},
		{"MayRemoveFromMillsAlways value false", "", "Nine Men's Morris"},
		{"MayRemoveWhenAllInMills value false", reset("Custom"), "Custom"},
		{"MayRemoveWhenAllInMills value true", "", "Nine Men's Morris"},
		{"MayMoveInPlacingPhase value true", reset("Custom"), "Custom"},
		{"BlockedPlayerPasses value true", reset("Custom"), "Custom"},
		{"BlockedPlayerPasses value false", "", "Nine Men's Morris"},
		{"NMoveRule value 0", reset("Custom"), "Custom"},
		{"NMoveRule value 10000", reset("Custom"), "Custom"},
		{"NMoveRule value 100", "", "Nine Men's Morris"},
		{"NMoveRule value -1", "info string error setoption NMoveRule: value -1: want a whole number from 0 to 10000", "Nine Men's Morris"},
		{"NMoveRule value 10001", "info string error setoption NMoveRule: value 10001: want a whole number from 0 to 10000", "Nine Men's Morris"},
		{"ThreefoldRepetitionRule value false", reset("Custom"), "Custom"},
		{"ThreefoldRepetitionRule value maybe", "info string error setoption ThreefoldRepetitionRule: value maybe: want true or false", "Nine Men's Morris"},
	}
	for _, tt := range tests {
		t.Run(tt.set, func(t *testing.T) {
			got := session(t, "setoption name "+tt.set, "d")
			var answer []string
			if tt.want != "" {
				answer = []string{tt.want}
			}
			if n := len(answer); len(got) < n || !slices.Equal(got[:n], answer) {
				t.Errorf("answer %q, want %q", got, answer)
			}
			if v := prefixed(got, "Variant: "); len(v) != 1 || v[0] != "Variant: "+tt.variant {
				t.Errorf("d shows %q, want Variant: %s", v, tt.variant)
			}
		})
	}
}

// TestOptionEffects checks that options change what the position allows,
// and when they send it back to the start.
func TestOptionEffects(t *testing.T) {
	tests := []struct {
		name string
		in   []string
		want []string // FEN lines of the d commands
	}{
		{"a rule change resets the position",
			[]string{"position startpos moves d6", "setoption name MayFly value false", "d"},
			[]string{rules.StartFEN}},
		{"a bad value keeps the position",
			[]string{"position startpos moves d6", "setoption name MayFly value maybe", "d"},
			[]string{fenAfter(t, rules.NineMensMorris(), "d6")}},
		{"the same value keeps the position",
			[]string{"position startpos moves d6", "setoption name MayFly value true", "d"},
			[]string{fenAfter(t, rules.NineMensMorris(), "d6")}},
		{"twelve men in hand",
			[]string{"setoption name PiecesCount value 12", "d"},
			[]string{"********/********/******** w p p 0 12 0 12 0 0 0 0 0 0 0 0 1"}},
		{"a diagonal mill must remove",
			[]string{"setoption name HasDiagonalLines value true", "position startpos moves a1 d6 b2 d5 c3", "d"},
			[]string{fenAfter(t, rules.WithDiagonals(), "a1", "d6", "b2", "d5", "c3")}},
		{"Lasker slides in the placing phase",
			[]string{"setoption name MayMoveInPlacingPhase value true", "position startpos moves d6 a1 d6-d5", "d"},
			[]string{fenAfter(t, func() rules.Variant { v := rules.NineMensMorris(); v.MoveInPlacing = true; return v }(), "d6", "a1", "d6-d5")}},
		{"ucinewgame goes back to the start",
			[]string{"position startpos moves d6", "ucinewgame", "d"},
			[]string{rules.StartFEN}},
		{"ucinewgame keeps the rules",
			[]string{"setoption name PiecesCount value 12", "position startpos moves d6", "ucinewgame", "d"},
			[]string{"********/********/******** w p p 0 12 0 12 0 0 0 0 0 0 0 0 1"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := fens(session(t, tt.in...)); !slices.Equal(got, tt.want) {
				t.Errorf("FENs %q, want %q", got, tt.want)
			}
		})
	}
	// Without the diagonal lines, the same placements form no mill.
	got := session(t, "position startpos moves a1 d6 b2 d5 c3 xd6")
	want := "info string error illegal move xd6 at ply 6: no mill was formed, nothing may be removed"
	if !slices.Equal(got, []string{want}) {
		t.Errorf("got %q, want %q", got, want)
	}
}

// TestPosition sets positions, legal and not: an illegal move names itself
// and its ply, and leaves the position the engine had before.
func TestPosition(t *testing.T) {
	nine := rules.NineMensMorris()
	before := fenAfter(t, nine, "d6")
	shuffle := "a1-d1 a7-d7 d1-a1 d7-a7 a1-d1 a7-d7 d1-a1 d7-a7"
	tests := []struct {
		name    string
		command string
		errors  []string // error lines wanted
		fen     string   // FEN after the command ("" for before)
	}{
		{"startpos", "position startpos", nil, rules.StartFEN},
		{"STARTPOS MOVES", "POSITION STARTPOS MOVES D6 F4", nil, fenAfter(t, nine, "d6", "f4")},
		{"moves", "position startpos moves d7 f4 g7 b4 a7 xf4 e4", nil, fenAfter(t, nine, "d7", "f4", "g7", "b4", "a7", "xf4", "e4")},
		{"attached removal", "position startpos moves d7 f4 g7 b4 a7xf4 e4", nil, fenAfter(t, nine, "d7", "f4", "g7", "b4", "a7", "xf4", "e4")},
		{"mill pending", "position startpos moves d7 f4 g7 b4 a7", nil, millFEN},
		{"fen", "position fen " + millFEN, nil, millFEN},
		{"fen with moves", "position fen " + millFEN + " moves xb4 e4", nil, fenFrom(t, nine, millFEN, "xb4", "e4")},
		{"fen with spaces", "position fen   " + strings.ReplaceAll(millFEN, " ", "  ") + "  moves xb4", nil, fenFrom(t, nine, millFEN, "xb4")},
		{"flying fen", "position fen " + flyingFEN + " moves a1-e4 a7-d6", nil, fenFrom(t, nine, flyingFEN, "a1-e4", "a7-d6")},
		{"game won", "position fen " + lastMillFEN + " moves a7xe4", nil, fenFrom(t, nine, lastMillFEN, "a7", "xe4")},
		{"illegal first move", "position startpos moves d8", []string{
			`info string error illegal move d8 at ply 1: placement "d8": point "d8": no such point on the board`}, ""},
		{"garbage move", "position startpos moves d6 f4 ?!", []string{
			`info string error illegal move "?!" at ply 3: placement "?!": point "?!": no such point on the board`}, ""},
		{"occupied point", "position startpos moves d6 f4 d6", []string{
			"info string error illegal move d6 at ply 3: d6 is not empty"}, ""},
		{"slide while placing", "position startpos moves d6 f4 d6-d5", []string{
			"info string error illegal move d6-d5 at ply 3: White must place a man while it has men in hand"}, ""},
		{"removal without mill", "position startpos moves d6 xd6", []string{
			"info string error illegal move xd6 at ply 2: no mill was formed, nothing may be removed"}, ""},
		{"mill not followed by removal", "position startpos moves d7 f4 g7 b4 a7 d6", []string{
			"info string error illegal move d6 at ply 6: White must first remove a Black man"}, ""},
		{"removal of an own man", "position startpos moves d7 f4 g7 b4 a7 xd7", []string{
			"info string error illegal move xd7 at ply 6: no Black man on d7"}, ""},
		{"attached removal illegal", "position startpos moves d7 f4 g7 b4 a7xd7", []string{
			"info string error illegal move xd7 at ply 6: no Black man on d7 (in a7xd7)"}, ""},
		{"attached removal without mill", "position startpos moves d6xf4", []string{
			"info string error illegal move xf4 at ply 2: no mill was formed, nothing may be removed (in d6xf4)"}, ""},
		{"attached removal malformed", "position startpos moves d7xq9", []string{
			`info string error illegal move d7xq9 at ply 1: removal in "d7xq9": point "q9": no such point on the board`}, ""},
		{"fen plies count from the fen", "position fen " + millFEN + " moves xb4 e4 e4", []string{
			"info string error illegal move e4 at ply 3: e4 is not empty"}, ""},
		{"fen flight onto a man", "position fen " + flyingFEN + " moves a1-e5", []string{
			"info string error illegal move a1-e5 at ply 1: e5 is not empty"}, ""},
		{"fen move of the other side's man", "position fen " + flyingFEN + " moves a1-d1 a1-d6", []string{
			"info string error illegal move a1-d6 at ply 2: no Black man on a1"}, ""},
		{"slide to a point not adjacent", "position fen " + movingFEN + " moves b4-b2 d2-d3 b2-c3", []string{
			"info string error illegal move b2-c3 at ply 3: c3 is not next to b2"}, ""},
		{"slides", "position fen " + movingFEN + " moves b4-b2 d2-d3 b2-b4", nil, fenFrom(t, nine, movingFEN, "b4-b2", "d2-d3", "b2-b4")},
		{"move after a win", "position fen " + lastMillFEN + " moves a7 xe4 d1", []string{
			"info string error illegal move d1 at ply 3: the game is over (White wins: Black is down to two men)"}, ""},
		// As Sanmill counts, the set-up position is not an occurrence:
		// the position after a1-d1 is the first to come a third time.
		{"move after threefold repetition", "position fen " + flyingFEN + " moves " + shuffle + " a1-d1 a7-d7", []string{
			"info string error illegal move a7-d7 at ply 10: the game is over (Draw by threefold repetition)"}, ""},
		{"fen against the variant", "position fen ********/********/******** w p p 0 12 0 12 0 0 0 0 0 0 0 0 1", []string{
			"info string error position fen: FEN field 6, column 36: White has 0 men on board and 12 in hand, more than 9"}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := session(t, "position startpos moves d6", tt.command, "d")
			errs := prefixed(got, "info string")
			if !slices.Equal(errs, tt.errors) {
				t.Errorf("errors %q\nwant %q", errs, tt.errors)
			}
			want := tt.fen
			if want == "" {
				want = before
			}
			if f := fens(got); len(f) != 1 || f[0] != want {
				t.Errorf("FEN %q, want %q", f, want)
			}
		})
	}
}

// TestRepetitionOption: the draw by repetition ends the game only when
// ThreefoldRepetitionRule is on.
func TestRepetitionOption(t *testing.T) {
	shuffle := "a1-d1 a7-d7 d1-a1 d7-a7 a1-d1 a7-d7 d1-a1 d7-a7"
	got := session(t, "setoption name ThreefoldRepetitionRule value false",
		"position fen "+flyingFEN+" moves "+shuffle+" a1-d1", "d")
	if errs := prefixed(got, "info string error"); len(errs) > 0 {
		t.Errorf("without the rule: %q", errs)
	}
	got = session(t, "position fen "+flyingFEN+" moves "+shuffle+" a1-d1", "d")
	if r := prefixed(got, "Result: "); !slices.Equal(r, []string{"Result: 1/2-1/2 Draw by threefold repetition"}) {
		t.Errorf("with the rule, d shows %q", r)
	}
}

func TestDisplay(t *testing.T) {
	got := session(t, "position startpos moves d7 f4 g7 b4 a7", "d")
	want := []string{
		"7 O-----O-----O",
		"6 | *---*---* |",
		"5 | | *-*-* | |",
		"4 *-@-*   *-@-*",
		"3 | | *-*-* | |",
		"2 | *---*---* |",
		"1 *-----*-----*",
		"  a b c d e f g",
		millFEN,
		"Variant: Nine Men's Morris",
		"Side to move: White, to remove",
		"Legal moves: xf4 xb4",
	}
	if !slices.Equal(got, want) {
		t.Errorf("d answered\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	got = session(t, "position fen "+lastMillFEN+" moves a7 xe4", "d")
	tail := []string{"Variant: Nine Men's Morris", "Side to move: Black, to fly", "Result: 1-0 White wins: Black is down to two men"}
	if len(got) < 3 || !slices.Equal(got[len(got)-3:], tail) {
		t.Errorf("d of a won game ends %q, want %q", got, tail)
	}
}

// perftOf runs perft on a position and returns the total and the count
// under each move.
func perftOf(t *testing.T, setup []string, depth int) (uint64, map[string]uint64) {
	t.Helper()
	over := func(l string) bool {
		return strings.HasPrefix(l, "nodes ") || strings.HasPrefix(l, "info string perft stopped")
	}
	out := sessionUntil(t, over, append(setup, "perft "+strconv.Itoa(depth))...)
	if len(out) == 0 {
		t.Fatalf("perft %d: no answer", depth)
	}
	last := out[len(out)-1]
	total, err := strconv.ParseUint(strings.TrimPrefix(last, "nodes "), 10, 64)
	if !strings.HasPrefix(last, "nodes ") || err != nil {
		t.Fatalf("perft %d ends %q, want nodes <count>", depth, last)
	}
	split := map[string]uint64{}
	var sum uint64
	for _, l := range out[:len(out)-1] {
		if strings.HasPrefix(l, "info string ") && !strings.HasPrefix(l, "info string error") {
			continue
		}
		m, n, ok := strings.Cut(l, ": ")
		c, err := strconv.ParseUint(n, 10, 64)
		if !ok || err != nil {
			t.Fatalf("perft %d: line %q, want <move>: <count>", depth, l)
		}
		split[m] = c
		sum += c
	}
	if sum != total {
		t.Errorf("perft %d: the moves sum to %d, the total says %d", depth, sum, total)
	}
	return total, split
}

func TestPerftStart(t *testing.T) {
	for depth, want := range []uint64{1: 24, 2: 552, 3: 12144, 4: 255024} {
		if depth == 0 {
			continue
		}
		total, split := perftOf(t, nil, depth)
		if total != want {
			t.Errorf("perft %d = %d, want %d", depth, total, want)
		}
		if len(split) != 24 {
			t.Errorf("perft %d: %d moves, want 24", depth, len(split))
		}
	}
}

// TestPerftAgreesWithRules compares the engine's perft, split by move, with
// rules.Perft in positions of every phase and several variants.
func TestPerftAgreesWithRules(t *testing.T) {
	lasker := rules.LaskerMorris()
	tests := []struct {
		name    string
		variant rules.Variant
		setup   []string
		fen     string
		depth   int
	}{
		{"mill pending", rules.NineMensMorris(), nil, millFEN, 4},
		{"flying", rules.NineMensMorris(), nil, flyingFEN, 3},
		{"last placement", rules.NineMensMorris(), nil, lastMillFEN, 3},
		{"lasker", lasker, []string{"setoption name Variant value LaskerMorris"}, fenAfter(t, lasker, "d6", "f4", "d6-d5"), 3},
		{"twelve", rules.TwelveMensMorris(), []string{"setoption name Variant value TwelveMensMorris"}, fenAfter(t, rules.TwelveMensMorris(), "a1", "d6", "b2", "d5", "c3"), 3},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pos, err := rules.ParseFEN(tt.fen, tt.variant)
			if err != nil {
				t.Fatal(err)
			}
			total, split := perftOf(t, append(tt.setup, "position fen "+tt.fen), tt.depth)
			if want := rules.Perft(pos, tt.depth); total != want {
				t.Errorf("perft %d = %d, rules.Perft says %d", tt.depth, total, want)
			}
			for _, m := range pos.LegalMoves(nil) {
				child := pos
				child.Play(m)
				if got, want := split[m.String()], rules.Perft(child, tt.depth-1); got != want {
					t.Errorf("%v: %d, rules.Perft says %d", m, got, want)
				}
			}
		})
	}
	if total, _ := perftOf(t, []string{"position fen " + lastMillFEN + " moves a7xe4"}, 2); total != 0 {
		t.Errorf("perft of a finished game = %d, want 0", total)
	}
}

// TestQueued: commands sent while a perft runs wait for it, in order.
func TestQueued(t *testing.T) {
	// The input stays open until d answers: its end would stop the perft.
	got := sessionUntil(t, func(l string) bool { return strings.HasPrefix(l, "Legal moves: ") },
		"perft 4", "position startpos moves d6", "perft 1", "d")
	var nodes []string
	for _, l := range got {
		if strings.HasPrefix(l, "nodes ") {
			nodes = append(nodes, l)
		}
	}
	if !slices.Equal(nodes, []string{"nodes 255024", "nodes 23"}) {
		t.Errorf("perft answers %q", nodes)
	}
	if last := got[len(got)-1]; !strings.HasPrefix(last, "Legal moves: ") {
		t.Errorf("last line %q, want d's", last)
	}
	if f := fens(got); len(f) != 1 || f[0] != fenAfter(t, rules.NineMensMorris(), "d6") {
		t.Errorf("FEN %q", f)
	}
	// quit stops a perft, but one of three plies or fewer is checked for a
	// stop only above its last two plies, and so always gives its total.
	got = session(t, "perft 3", "quit", "perft 1")
	if last := got[len(got)-1]; last != "nodes 12144" {
		t.Errorf("perft then quit ends %q", last)
	}
}

func TestLongLines(t *testing.T) {
	long := strings.Repeat("x", protocol.MaxLineBytes+1)
	tooLong := fmt.Sprintf("info string error line longer than %d bytes ignored", protocol.MaxLineBytes)
	tests := []struct {
		name string
		in   string
		want []string
	}{
		{"too long", long + "\nisready\n", []string{tooLong, "readyok"}},
		{"far too long", strings.Repeat("isready ", 100000) + "\nisready\n", []string{tooLong, "readyok"}},
		{"too long at the end", "isready\n" + long, []string{"readyok", tooLong}},
		{"too long quit", "quit" + strings.Repeat(" ", protocol.MaxLineBytes) + "\nisready\n", []string{tooLong, "readyok"}},
		{"just fits", "isready" + strings.Repeat(" ", protocol.MaxLineBytes-len("isready")) + "\n", []string{"readyok"}},
		{"just fits CRLF", "isready" + strings.Repeat(" ", protocol.MaxLineBytes-len("isready")-1) + "\r\n", []string{"readyok"}},
		{"long unknown word", strings.Repeat("y", 1000) + "\n", []string{
			`info string error unknown command "` + strings.Repeat("y", 32) + `"…`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := sessionText(t, tt.in); !slices.Equal(got, tt.want) {
				t.Errorf("got %q\nwant %q", got, tt.want)
			}
		})
	}
	// A long game in one line, just under the limit: flyers shuffling
	// back and forth with the draw rules off, every ply legal.
	line := "position fen " + flyingFEN + " moves"
	plies := 0
	for len(line)+4*6 < protocol.MaxLineBytes {
		line += " a1-d1 a7-d7 d1-a1 d7-a7"
		plies += 4
	}
	got := session(t, "setoption name ThreefoldRepetitionRule value false", "setoption name NMoveRule value 0", line, "d")
	want := strings.Replace(flyingFEN, " 0 20", fmt.Sprintf(" %d %d", plies, 20+plies/2), 1)
	if f := fens(got); len(f) != 1 || f[0] != want || len(prefixed(got, "info string error")) > 0 {
		t.Errorf("long game: FEN %q, want %q; errors %q", f, want, prefixed(got, "info string error"))
	}
}

// failWriter accepts n writes, then fails.
type failWriter struct{ n int }

func (w *failWriter) Write(p []byte) (int, error) {
	if w.n == 0 {
		return 0, errors.New("pipe closed")
	}
	w.n--
	return len(p), nil
}

type failReader struct{}

func (failReader) Read([]byte) (int, error) { return 0, errors.New("disk on fire") }

func TestIOErrors(t *testing.T) {
	err := protocol.Run(strings.NewReader(strings.Repeat("isready\n", 100)), &failWriter{n: 3})
	if err == nil || !strings.Contains(err.Error(), "engine output: pipe closed") {
		t.Errorf("Run with a failing output: %v", err)
	}
	// A perft of 3 plies is never stopped, so it is still writing when the
	// end of input comes.
	err = protocol.Run(strings.NewReader("perft 3\nisready\n"), &failWriter{n: 3})
	if err == nil || !strings.Contains(err.Error(), "engine output: pipe closed") {
		t.Errorf("Run with a failing output during perft: %v", err)
	}
	var out strings.Builder
	err = protocol.Run(io.MultiReader(strings.NewReader("isready\n"), failReader{}), &out)
	if err == nil || !strings.Contains(err.Error(), "engine input: disk on fire") {
		t.Errorf("Run with a failing input: %v", err)
	}
	if out.String() != "readyok\n" {
		t.Errorf("output before the input failed: %q", out.String())
	}
}

func ExampleRun() {
	in := strings.NewReader(`isready
position startpos moves d7 f4 g7 b4 a7
perft 1
position startpos moves d7 f4 g7 b4 a7 d6
position startpos moves d7 f4 g7 b4 a7xf4 e4
setoption name HasDiagonalLines value true
setoption name MayFly value perhaps
position fen **@*****/****@@**/OO****** w p p 2 1 3 0 0 0 0 0 0 0 0 0 1 moves a7 xe4
go
quit
`)
	if err := protocol.Run(in, os.Stdout); err != nil {
		fmt.Println(err)
	}
	// Output:
	// readyok
	// xf4: 1
	// xb4: 1
	// nodes 2
	// info string error illegal move d6 at ply 6: White must first remove a Black man
	// info string rules now Nine Men's Morris, diagonal lines; position reset to the start
	// info string error setoption MayFly: value perhaps: want true or false
	// info string game over: White wins: Black is down to two men
	// bestmove (none)
}
