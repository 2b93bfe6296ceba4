package rules_test

import (
	"math/rand/v2"
	"testing"

	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/rules/rulestest"
)

// TestDrawQueriesAgreeWithGame: the per-position queries of the draws by
// history give the Game's result and repetition count at every ply.
func TestDrawQueriesAgreeWithGame(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	for _, v := range rulestest.DrawVariants() {
		var limitOnMill, reps, firstBack int
		for range 200 {
			rulestest.CyclingGame(v, rng, 250, func(g *rules.Game) {
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
