package rules_test

import (
	"bufio"
	"errors"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/ninemen/morris/rules"
)

// TestSanmillOracle replays the games that Sanmill's C++ engine played
// and wrote down for its own regression tests (rules/testdata/sanmill,
// with their source), under the rules of that engine's own table (see
// oracleMorabaraba): every position it wrote reads back as written, has
// the legal moves it listed, and the move it played leads to the position
// it wrote next; perft from the start matches its counts. Its FENs keep
// the n-move count and the move number at 0 and 1, so those two fields are
// not compared.
func TestSanmillOracle(t *testing.T) {
	for _, tc := range []struct {
		file string
		v    rules.Variant
	}{
		{"morabaraba.txt", oracleMorabaraba()},
		{"russian_mill.txt", oracleRussianMill()},
	} {
		t.Run(tc.v.Name, func(t *testing.T) {
			f, err := os.Open("testdata/sanmill/" + tc.file)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			sc := bufio.NewScanner(f)
			sc.Buffer(nil, 1<<16)
			var next *rules.Position // where the last move led
			steps, line := 0, 0
			for sc.Scan() {
				line++
				text := sc.Text()
				switch {
				case strings.HasPrefix(text, "# perft "):
					start := rules.NewPosition(tc.v)
					for _, f := range strings.Fields(text)[2:] {
						d, n, _ := strings.Cut(f, ":")
						depth, _ := strconv.Atoi(d)
						want, _ := strconv.ParseUint(n, 10, 64)
						if got := rules.Perft(start, depth); got != want {
							t.Errorf("perft %d = %d, Sanmill counts %d", depth, got, want)
						}
					}
					continue
				case strings.HasPrefix(text, "#"):
					continue
				case text == "":
					next = nil
					continue
				}
				parts := strings.Split(text, "\t")
				fen, played, legal := parts[0], parts[1], strings.Fields(parts[2])
				p, err := rules.ParseFEN(fen, tc.v)
				if err != nil {
					t.Fatalf("line %d: %v", line, err)
				}
				if got := fenHead(p.FEN()); got != fenHead(fen) {
					t.Fatalf("line %d: %q reads back as %q", line, fen, p.FEN())
				}
				if next != nil && fenHead(next.FEN()) != fenHead(fen) {
					t.Fatalf("line %d: the move before leads to %q, Sanmill wrote %q", line, next.FEN(), fen)
				}
				var got []string
				for _, m := range p.LegalMoves(nil) {
					got = append(got, m.String())
				}
				slices.Sort(got)
				slices.Sort(legal)
				if !slices.Equal(got, legal) {
					t.Fatalf("line %d, %s: legal moves %v, Sanmill lists %v", line, fen, got, legal)
				}
				m, err := rules.ParseMove(played)
				if err != nil || !p.IsLegal(m) {
					t.Fatalf("line %d: %s is not legal here (%v)", line, played, err)
				}
				p.Play(m)
				next = &p
				steps++
			}
			if err := sc.Err(); err != nil {
				t.Fatal(err)
			}
			t.Logf("%d positions replayed", steps)
		})
	}
}

// fenHead is a FEN without its last two fields, the n-move count and the
// move number.
func fenHead(fen string) string {
	f := strings.Fields(fen)
	return strings.Join(f[:len(f)-2], " ")
}

// oracleMorabaraba is Morabaraba as the rule table of Sanmill's C++ engine
// (src/rule.cpp at 3b7b52390, the oracle's) has it, which the oracle
// played: one removal per mill formed, and neither the ban on shuttling
// nor the endgame limit, which Sanmill's app switches on in its own preset
// (rule_settings.dart) and rules.Morabaraba follows.
func oracleMorabaraba() rules.Variant {
	v := rules.Morabaraba()
	v.RemoveMultiple = true
	v.RestrictRepeatedMills = false
	v.EndgameNMoveRule = 0
	return v
}

// oracleRussianMill is Russian Mill as that rule table has it: men in
// mills are safe while others are not, where the app's preset, and
// rules.RussianMill, lets a mill take any man.
func oracleRussianMill() rules.Variant {
	v := rules.RussianMill()
	v.Removal = rules.RemoveOutsideMillsFirst
	return v
}

// regionalCase plays turns from a set-up position and checks the last.
type regionalCase struct {
	name  string
	v     rules.Variant
	s     setup
	turns []string // played first, each must be legal
	last  string   // then this one
	legal bool     // whether last is legal
	owes  bool     // whether, legal, it earns a removal
	want  rules.Result
}

func (c regionalCase) run(t *testing.T) {
	t.Helper()
	g := rules.NewGameFrom(c.s.pos(t, c.v))
	for _, turn := range c.turns {
		if err := g.PlayTurn(turn); err != nil {
			t.Fatalf("%s: %v", turn, err)
		}
	}
	err := g.PlayTurn(c.last)
	var illegal *rules.IllegalMoveError
	switch {
	case c.legal && err != nil:
		t.Fatalf("%s: %v", c.last, err)
	case !c.legal && !errors.As(err, &illegal):
		t.Fatalf("%s: error %v, want it illegal", c.last, err)
	case !c.legal:
		return
	}
	p := g.Position()
	if owes := p.PendingRemovals() > 0; owes != c.owes {
		t.Errorf("%s: owes a removal %v, want %v", c.last, owes, c.owes)
	}
	if g.Result() != c.want {
		t.Errorf("%s: result %v, want %v", c.last, g.Result(), c.want)
	}
	// The state the rules keep survives the FEN.
	q, err := rules.ParseFEN(p.FEN(), c.v)
	if err != nil || !q.Equal(p) || q.Hash() != p.Hash() {
		t.Errorf("%s: FEN %q reads back as %v (%v)", c.last, p.FEN(), &q, err)
	}
}

// twelveShuttle has White's man on a4 in the mill a1-a4-a7 and b2, b6
// waiting beside b4: a4-b4 closes b2-b4-b6, and going back closes a1-a4-a7
// again, the shuttle between two mills.
var twelveShuttle = setup{white: "a1 a7 b2 b6 a4 d3", black: "d7 g7 c5 e3 f4", toMove: rules.White}

func TestRestrictRepeatedMills(t *testing.T) {
	twelve := rules.TwelveMensMorris()
	outAndIn := setup{white: "a1 a7 a4 d3", black: "d7 g7 c5 e3 f4", toMove: rules.White}
	for _, c := range []regionalCase{
		{name: "the shuttle back at once is banned", v: rules.Morabaraba(), s: twelveShuttle,
			turns: []string{"a4-b4xg7", "f4-g4"}, last: "b4-a4"},
		{name: "other moves stay legal", v: rules.Morabaraba(), s: twelveShuttle,
			turns: []string{"a4-b4xg7", "f4-g4"}, last: "d3-d2", legal: true},
		{name: "another move first lifts the ban", v: rules.Morabaraba(), s: twelveShuttle,
			turns: []string{"a4-b4xg7", "f4-g4", "d3-d2", "g4-f4"}, last: "b4-a4xf4", legal: true},
		{name: "out of a mill and back in is no shuttle", v: rules.Morabaraba(), s: outAndIn,
			turns: []string{"a4-b4", "f4-g4"}, last: "b4-a4", legal: true, owes: true},
		{name: "without the rule the shuttle goes on", v: twelve, s: twelveShuttle,
			turns: []string{"a4-b4xg7", "f4-g4"}, last: "b4-a4", legal: true, owes: true},
	} {
		t.Run(c.name, c.run)
	}
}

// TestShuttleRefused: the banned slide is refused with its own reason,
// chosen as a destination or, when it is the man's only move, as the man.
func TestShuttleRefused(t *testing.T) {
	// As twelveShuttle, with c4 taken: after a4-b4 the man's one move is
	// back to a4.
	s := setup{white: "a1 a7 b2 b6 a4 c4 d3", black: "d7 g7 c5 e3 f4", toMove: rules.White}
	g := rules.NewGameFrom(s.pos(t, rules.Morabaraba()))
	for _, turn := range []string{"a4-b4xg7", "f4-g4"} {
		if err := g.PlayTurn(turn); err != nil {
			t.Fatal(err)
		}
	}
	p := g.Position()
	b4, a4 := mustPoint(t, "b4"), mustPoint(t, "a4")
	if ban, ok := p.BannedSlide(); !ok || ban != rules.Slide(b4, a4) {
		t.Errorf("BannedSlide() = %v, %v, want b4-a4", ban, ok)
	}
	for _, c := range []struct {
		from, to rules.Point
		want     rules.Refusal
	}{
		{b4, a4, rules.Refusal{Kind: rules.RefuseShuttle, Side: rules.White, From: b4, To: a4}},
		{rules.NoPoint, b4, rules.Refusal{Kind: rules.RefuseShuttle, Side: rules.White, From: b4, To: b4}},
	} {
		if got := p.MoveRefusal(c.from, c.to); got != c.want {
			t.Errorf("MoveRefusal(%v, %v) = %+v, want %+v", c.from, c.to, got, c.want)
		}
	}
}

func TestOneTimeMill(t *testing.T) {
	s := setup{white: "a1 a7 b4 d3", black: "d7 g7 c5 e3 f4", toMove: rules.White}
	nine := rules.NineMensMorris()
	again := []string{"b4-a4xd7", "g7-d7", "a4-b4", "d7-g7"}
	for _, c := range []regionalCase{
		{name: "a mill removes the first time", v: rules.RussianMill(), s: s,
			last: "b4-a4", legal: true, owes: true},
		{name: "closed again it removes nothing", v: rules.RussianMill(), s: s,
			turns: again, last: "b4-a4", legal: true},
		{name: "without the rule it removes again", v: nine, s: s,
			turns: again, last: "b4-a4", legal: true, owes: true},
	} {
		t.Run(c.name, c.run)
	}
}

func TestEndgameNMoveRule(t *testing.T) {
	limit := rules.Result{Outcome: rules.Draw, Reason: rules.MoveLimit}
	three := setup{white: "a1 d1 g7", black: "b6 d6 f4 c3", toMove: rules.White, rule50: 9}
	four := setup{white: "a1 d1 g7 e5", black: "b6 d6 f4 c3", toMove: rules.White, rule50: 9}
	blackThree := setup{white: "a1 d1 g7 e5", black: "b6 d6 c3", toMove: rules.White, rule50: 9}
	early := three
	early.rule50 = 8
	for _, c := range []regionalCase{
		{name: "the tenth ply with a side at three draws", v: rules.Morabaraba(), s: three,
			last: "a1-a4", legal: true, want: limit},
		{name: "the opponent at three counts too", v: rules.Morabaraba(), s: blackThree,
			last: "a1-a4", legal: true, want: limit},
		{name: "the ninth ply does not", v: rules.Morabaraba(), s: early,
			last: "a1-a4", legal: true},
		{name: "four men each: the long limit", v: rules.Morabaraba(), s: four,
			last: "a1-a4", legal: true},
		{name: "without the rule the long limit", v: rules.TwelveMensMorris(), s: three,
			last: "a1-a4", legal: true},
	} {
		t.Run(c.name, c.run)
	}
}

// TestMorabarabaFullBoard: the twenty-fourth man placed without a mill
// fills the board, and Morabaraba draws.
func TestMorabarabaFullBoard(t *testing.T) {
	c := regionalCase{v: rules.Morabaraba(), legal: true,
		s: setup{white: "a4 d7 g4 d1 b2 b6 f6 f2 c4 e4 d3 c5", black: "a1 a7 g1 g7 b4 d6 f4 d2 c3 e3 e5",
			handB: 1, toMove: rules.Black},
		last: "d5", want: rules.Result{Outcome: rules.Draw, Reason: rules.FullBoard}}
	c.run(t)
}

// TestRegionalRecords: a game of each regional preset writes a record
// whose Variant tag, Sanmill's name for the game, brings back its rules.
func TestRegionalRecords(t *testing.T) {
	for _, v := range rules.RegionalPresets() {
		g := rules.NewGame(v)
		for _, turn := range []string{"a1", "d6", "a4", "d5", "a7xd6", "d6"} {
			if err := g.PlayTurn(turn); err != nil {
				t.Fatalf("%s: %s: %v", v.Name, turn, err)
			}
		}
		var sb strings.Builder
		if err := rules.WriteRecord(&sb, g, nil); err != nil {
			t.Fatal(err)
		}
		rec, err := rules.ParseRecord(sb.String())
		if err != nil {
			t.Fatalf("%s: %v\n%s", v.Name, err, sb.String())
		}
		if rec.Game.Variant() != v || !rec.Game.Position().Equal(g.Position()) {
			t.Errorf("%s: record reads back as %+v", v.Name, rec.Game.Variant())
		}
		if !strings.Contains(sb.String(), `[Variant "`+v.Name+`"]`) {
			t.Errorf("%s: no Variant tag in\n%s", v.Name, sb.String())
		}
	}
}
