package rules_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/ninemen/morris/rules"
)

// cyclingGame plays a random game of v from start that often takes back
// its own last slide (how often varies from game to game), so that
// positions repeat and the n-move count runs
// out, calling visit after each ply. Half the games start from a position
// of the moving phase reached by random play, whose n-move count is
// already running: a set-up position.
func cyclingGame(v rules.Variant, rng *rand.Rand, plies int, visit func(*rules.Game)) {
	start := rules.NewPosition(v)
	if rng.IntN(2) == 0 {
		g := rules.NewGame(v)
		for {
			if q := g.Position(); q.Phase() == rules.Moving && q.Rule50() > 0 {
				break
			}
			ms := g.LegalMoves()
			if len(ms) == 0 {
				break
			}
			if err := g.Play(ms[rng.IntN(len(ms))]); err != nil {
				panic(err)
			}
		}
		if g.Result().Over() {
			return
		}
		start = g.Position()
	}
	g := rules.NewGameFrom(start)
	var last [2]rules.Move
	back := rng.IntN(5) // chances in five of taking a slide back
	for range plies {
		ms := g.LegalMoves()
		if len(ms) == 0 {
			return
		}
		p := g.Position()
		us := p.SideToMove()
		m := ms[rng.IntN(len(ms))]
		if l := last[us]; l != 0 && rng.IntN(5) < back {
			if b := rules.Slide(l.To(), l.From()); p.IsLegal(b) {
				m = b
			}
		}
		if m.Kind() == rules.SlideMove {
			last[us] = m
		}
		if err := g.Play(m); err != nil {
			panic(err)
		}
		visit(g)
	}
}

// drawSwitches are the four settings of the two switches of the draws by
// history, with a short n-move limit (so random games reach it often) and
// the standard one, with and without threefold repetition (which, on,
// ends most cycling games before the n-move rule can).
func drawSwitches() []rules.Variant {
	var vs []rules.Variant
	for _, limit := range []int{12, 100} {
		for _, threefold := range []bool{true, false} {
			for _, progress := range []bool{false, true} {
				for _, after := range []bool{false, true} {
					v := rules.NineMensMorris()
					v.NMoveRule, v.ThreefoldRepetition = limit, threefold
					v.RepetitionCountsProgress, v.MoveLimitAfterRemoval = progress, after
					v.Name = fmt.Sprintf("limit %d, threefold %v, counting progress %v, limit after removal %v",
						limit, threefold, progress, after)
					vs = append(vs, v)
				}
			}
		}
	}
	return vs
}

// TestDrawQueriesAgreeWithGame: the per-position queries of the draws by
// history give the Game's result and repetition count at every ply.
func TestDrawQueriesAgreeWithGame(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	for _, v := range drawSwitches() {
		var limitOnMill, reps, firstBack int
		for range 200 {
			cyclingGame(v, rng, 250, func(g *rules.Game) {
				p := g.Position()
				n := 0
				from := max(g.Ply()-p.Rule50(), 0)
				for i := from; i <= g.Ply(); i++ {
					q := g.PositionAt(i)
					counts := q.CountsForRepetition()
					if i == 0 {
						counts = v.RepetitionCountsProgress
					}
					if counts && q.Hash() == p.Hash() && q.Men(rules.White) == p.Men(rules.White) &&
						q.Men(rules.Black) == p.Men(rules.Black) && q.SideToMove() == p.SideToMove() &&
						q.InHand(rules.White) == p.InHand(rules.White) && q.InHand(rules.Black) == p.InHand(rules.Black) &&
						q.PendingRemovals() == p.PendingRemovals() {
						n++
						if i == from && i < g.Ply() {
							firstBack++
						}
					}
				}
				if got := g.Repetitions(); got != n {
					t.Fatalf("%s: %s: %d repetitions by the queries, the game counts %d", v.Name, g.FEN(), n, got)
				}
				want := p.Result()
				switch {
				case want.Over():
				case p.MoveLimitReached():
					want = rules.Result{Outcome: rules.Draw, Reason: rules.MoveLimit}
				case v.ThreefoldRepetition && n >= 3:
					want = rules.Result{Outcome: rules.Draw, Reason: rules.Repetition}
					reps++
				}
				if p.Rule50() >= v.NMoveRule && p.PendingRemovals() > 0 && !p.Result().Over() {
					limitOnMill++
				}
				if got := g.Result(); got != want {
					t.Fatalf("%s: %s: %v by the queries, the game says %v", v.Name, g.FEN(), want, got)
				}
			})
		}
		// Each kind of draw came up, the n-move limit was reached by a
		// mill, and the position after a placement or removal came back
		// where it counts.
		if v.ThreefoldRepetition && reps == 0 || v.NMoveRule < 100 && limitOnMill == 0 || v.RepetitionCountsProgress && firstBack == 0 {
			t.Errorf("%s: %d draws by repetition, %d times the n-move limit on a mill, %d returns to the first position",
				v.Name, reps, limitOnMill, firstBack)
		}
	}
}
