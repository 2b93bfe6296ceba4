// Package rulestest holds the random games that tests of rules and of the
// packages over it share: games that cycle, so that the draws by history
// (repetition, the n-move rule) come up often, under every setting of the
// switches that decide them.
package rulestest

import (
	"fmt"
	"math/rand/v2"

	"github.com/ninemen/morris/rules"
)

// CyclingGame plays a random game of v that often takes back its own last
// slide (how often varies from game to game), so that positions repeat and
// the n-move count runs out, calling visit at the start and after each ply.
// Half the games start from a position of the moving phase reached by
// random play, whose n-move count is already running: a set-up position,
// which the rules count for repetition only under RepetitionCountsProgress.
func CyclingGame(v rules.Variant, rng *rand.Rand, plies int, visit func(*rules.Game)) {
	start := rules.NewPosition(v)
	if rng.IntN(2) == 0 {
		g := rules.NewGame(v)
		for {
			if q := g.Position(); q.Phase() == rules.Moving && q.Rule50() > 0 {
				break
			}
			ms := g.LegalMoves()
			if len(ms) == 0 {
				return
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
	visit(g)
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

// DrawVariants are the four settings of the two switches of the draws by
// history (Sanmill's repetition counting or also the position after a
// placement or removal; Sanmill's n-move draw on a mill's ply or after its
// removal), each with a short n-move limit that random games reach often
// and the standard one, and with threefold repetition on and off (on, it
// ends most cycling games before the n-move rule can).
func DrawVariants() []rules.Variant {
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
