package ai

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/rules/rulestest"
)

// TestDrawsAgreeWithRules: at every ply of random games, under every
// setting of the draw rules, the engine holds the game over exactly when
// rules.Game does, and a search at the root sees each move end the game
// (by itself or as a draw by history) exactly when the Game says it does.
// Deeper in the tree the search also scores a repetition of a position on
// its own path as a draw, which no game decides.
func TestDrawsAgreeWithRules(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 22))
	games := 80
	if testing.Short() {
		games = 30
	}
	for _, v := range rulestest.DrawVariants() {
		var over, drawn, limitOnMill int
		for range games {
			rulestest.CyclingGame(v, rng, 200, func(g *rules.Game) {
				p := g.Position()
				s := newSearcher(nil, &p)
				s.setHistory(p, History(g))
				if got, want := s.gameOver(&p), g.Result().Over(); got != want {
					t.Fatalf("%s: %s after %v: the engine says over %v, the game %v", v.Name, g.FEN(), g.Moves(), got, g.Result())
				}
				if g.Result().Over() {
					over++
					return
				}
				for _, m := range g.LegalMoves() {
					c := p
					c.Play(m)
					got := c.Result().Over() || s.drawn(&c, 1)
					if err := g.Play(m); err != nil {
						t.Fatal(err)
					}
					if want := g.Result(); got != want.Over() {
						t.Fatalf("%s: %s after %v: the search says over %v, the game %v", v.Name, g.FEN(), g.Moves(), got, want)
					}
					if r := g.Result(); r.Reason == rules.MoveLimit || r.Reason == rules.Repetition {
						drawn++
					}
					if c.Rule50() >= v.NMoveRule && c.PendingRemovals() > 0 {
						limitOnMill++
					}
					g.Undo()
				}
			})
		}
		// Both draws came up, and the n-move limit reached by a mill.
		t.Logf("%s: %d games over, %d draws by history a move away, %d times the n-move limit on a mill",
			v.Name, over, drawn, limitOnMill)
		if over < games/2 || drawn == 0 || v.NMoveRule < 100 && limitOnMill == 0 {
			t.Errorf("%s: %d games over, %d draws by history a move away, %d times the n-move limit on a mill",
				v.Name, over, drawn, limitOnMill)
		}
	}
}

// TestSearchGameOverAgreesWithRules: Search refuses a position exactly
// when the game is over, given the position and the history that History
// takes of the game.
func TestSearchGameOverAgreesWithRules(t *testing.T) {
	rng := rand.New(rand.NewPCG(23, 24))
	e := NewEngine(1)
	for _, v := range rulestest.DrawVariants() {
		over := 0
		for range 8 {
			rulestest.CyclingGame(v, rng, 150, func(g *rules.Game) {
				_, err := e.Search(context.Background(), g.Position(), History(g), Options{Depth: 1})
				if got, want := errors.Is(err, ErrNoMove), g.Result().Over(); got != want {
					t.Fatalf("%s: %s after %v: Search: %v, the game %v", v.Name, g.FEN(), g.Moves(), err, g.Result())
				}
				if err != nil && !errors.Is(err, ErrNoMove) {
					t.Fatal(err)
				}
				if g.Result().Over() {
					over++
				}
			})
		}
		if over == 0 {
			t.Errorf("%s: no game ended", v.Name)
		}
	}
}

// TestVariantSalt: the transposition table's key changes with every switch
// of the rules, the draw rules' included, so that an engine kept across
// games of variants that differ only there trusts no score of the other.
func TestVariantSalt(t *testing.T) {
	base := rules.NineMensMorris()
	changes := map[string]func(*rules.Variant){
		"men":                         func(v *rules.Variant) { v.Men = 12 },
		"may fly":                     func(v *rules.Variant) { v.MayFly = false },
		"fly at":                      func(v *rules.Variant) { v.FlyAt = 4 },
		"both fly":                    func(v *rules.Variant) { v.BothFly = true },
		"diagonals":                   func(v *rules.Variant) { v.Diagonals = true },
		"remove multiple":             func(v *rules.Variant) { v.RemoveMultiple = true },
		"removal":                     func(v *rules.Variant) { v.Removal = rules.RemoveAny },
		"move in placing":             func(v *rules.Variant) { v.MoveInPlacing = true },
		"blocked":                     func(v *rules.Variant) { v.Blocked = rules.BlockedPasses },
		"n-move rule":                 func(v *rules.Variant) { v.NMoveRule = 50 },
		"threefold repetition":        func(v *rules.Variant) { v.ThreefoldRepetition = false },
		"repetition counts progress":  func(v *rules.Variant) { v.RepetitionCountsProgress = true },
		"move limit after removal":    func(v *rules.Variant) { v.MoveLimitAfterRemoval = true },
		"both new switches":           func(v *rules.Variant) { v.RepetitionCountsProgress, v.MoveLimitAfterRemoval = true, true },
		"n-move rule at its greatest": func(v *rules.Variant) { v.NMoveRule = 10000 },
	}
	seen := map[uint64]string{variantSalt(base): "the default"}
	for name, change := range changes {
		v := base
		change(&v)
		salt := variantSalt(v)
		if other, ok := seen[salt]; ok {
			t.Errorf("%s: the same salt as %s", name, other)
		}
		seen[salt] = name
	}
	// The name is no rule.
	v := base
	v.Name = "renamed"
	if variantSalt(v) != variantSalt(base) {
		t.Error("renaming the variant changes the salt")
	}
}

// playLine plays moves written in notation, removals attached.
func playLine(t *testing.T, g *rules.Game, line string) {
	t.Helper()
	for _, turn := range strings.Fields(line) {
		if err := g.PlayTurn(turn); err != nil {
			t.Fatalf("%s: %v", turn, err)
		}
	}
}

// setUp returns the game of v from a position of the moving phase with the
// men of each side on the named points, side to move and n-move count.
func setUp(t *testing.T, v rules.Variant, white, black string, toMove rules.Color, rule50 int) *rules.Game {
	t.Helper()
	cells := []byte(strings.Repeat("*", rules.NumPoints))
	for i, men := range []string{white, black} {
		for _, name := range strings.Fields(men) {
			pt, err := rules.ParsePoint(name)
			if err != nil {
				t.Fatal(err)
			}
			cells[pt] = "O@"[i]
		}
	}
	side := "w"
	if toMove == rules.Black {
		side = "b"
	}
	fen := fmt.Sprintf("%s/%s/%s %s m s %d 0 %d 0 0 0 0 0 0 0 0 %d 30", cells[:8], cells[8:16], cells[16:],
		side, len(strings.Fields(white)), len(strings.Fields(black)), rule50)
	p, err := rules.ParseFEN(fen, v)
	if err != nil {
		t.Fatal(err)
	}
	return rules.NewGameFrom(p)
}

// searchScores searches g to each depth from 1 to 4 and returns the moves
// and scores.
func searchScores(t *testing.T, g *rules.Game) []Result {
	t.Helper()
	var out []Result
	for d := 1; d <= 4; d++ {
		r, err := NewEngine(8).SearchGame(context.Background(), g, Options{Depth: d})
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, r)
	}
	return out
}

// afterTurn returns the result of g after one more turn.
func afterTurn(t *testing.T, g *rules.Game, turn string) rules.Result {
	t.Helper()
	c := g.Clone()
	playLine(t, c, turn)
	return c.Result()
}

// TestSearchRepetitionAfterRemoval: White, a man down, closes a mill and
// removes; then it brings the position after the removal back twice, by
// two different rounds of shuttling (so that nothing else repeats), and
// once more where it can. Counting as Sanmill does, that position did not
// count the first time, so its third occurrence is no draw and the engine
// plays on; its fourth is, and the engine takes the draw. Counting it too
// (RepetitionCountsProgress), the third occurrence draws, and the engine
// takes it.
func TestSearchRepetitionAfterRemoval(t *testing.T) {
	const (
		removal = "d2-d1xe3 "
		roundA  = "e5-e4 b4-a4 e4-e5 " // then a4-b4
		roundB  = "c5-d5 b4-c4 d5-c5 " // then c4-b4
	)
	for _, c := range []struct {
		progress  bool
		line      string
		back      string
		drawsThen bool
	}{
		{false, removal + roundA + "a4-b4 " + roundB, "c4-b4", false},
		{true, removal + roundA + "a4-b4 " + roundB, "c4-b4", true},
		{false, removal + roundA + "a4-b4 " + roundB + "c4-b4 " + roundA, "a4-b4", true},
	} {
		v := rules.NineMensMorris()
		v.RepetitionCountsProgress = c.progress
		g := setUp(t, v, "a1 g1 d2 b4", "d7 g7 f6 e5 c5 e3 c3 b6 f2", rules.White, 0)
		playLine(t, g, c.line)
		name := fmt.Sprintf("counting progress %v, %d plies", c.progress, g.Ply())
		res := afterTurn(t, g, c.back)
		if drawn := res == (rules.Result{Outcome: rules.Draw, Reason: rules.Repetition}); drawn != c.drawsThen || res.Over() != drawn {
			t.Fatalf("%s: %s: %v by the rules", name, c.back, res)
		}
		for d, r := range searchScores(t, g) {
			if c.drawsThen && (r.Move.String() != c.back || r.Info.Score != 0) {
				t.Errorf("%s, depth %d: %v scoring %d, want the draw by %s", name, d+1, r.Move, r.Info.Score, c.back)
			}
			if !c.drawsThen && r.Info.Score >= 0 {
				t.Errorf("%s, depth %d: %v scoring %d, men down with no draw", name, d+1, r.Move, r.Info.Score)
			}
		}
	}
}

// TestSearchMoveLimitOnMill: White, a man up, can close a mill with the
// 100th slide without a placement or removal. By Sanmill's order that slide draws
// before its removal, as does every other move, and the engine sees only
// draws; under MoveLimitAfterRemoval the mill takes a man, and the engine
// plays it for the advantage.
func TestSearchMoveLimitOnMill(t *testing.T) {
	const mill = "d2-d1"
	for _, after := range []bool{false, true} {
		v := rules.NineMensMorris()
		v.MoveLimitAfterRemoval = after
		g := setUp(t, v, "a1 g1 d2 b4 c3 e4", "d7 g7 f6 c5 e5", rules.White, 99)
		res := afterTurn(t, g, mill)
		if drawn := res == (rules.Result{Outcome: rules.Draw, Reason: rules.MoveLimit}); drawn == after || !after && res.Over() != drawn {
			t.Fatalf("limit after removal %v: %s: %v by the rules", after, mill, res)
		}
		for d, r := range searchScores(t, g) {
			if !after && r.Info.Score != 0 {
				t.Errorf("Sanmill's order, depth %d: %v scoring %d, want a draw", d+1, r.Move, r.Info.Score)
			}
			if after && (r.Move.String() != mill || r.Info.Score <= 0) {
				t.Errorf("limit after removal, depth %d: %v scoring %d, want %s for the advantage", d+1, r.Move, r.Info.Score, mill)
			}
		}
	}
}
