package learn_test

import (
	"math/rand/v2"
	"testing"

	"github.com/ninemen/morris/learn"
	"github.com/ninemen/morris/rules"
)

// On random positions of the tables, the best turn's worth is the
// position's: the tables and the turns played from them agree, and each
// turn leaves the other side to move with no removal owed.
func TestBestTurnsAgreeWithMate(t *testing.T) {
	tb := tables(t)
	rng := rand.New(rand.NewPCG(7, 7))
	sectors := [][2]int{{3, 3}, {4, 3}, {3, 4}, {4, 4}, {5, 3}, {3, 5}}
	for i := range 3000 {
		sec := sectors[i%len(sectors)]
		perm := rng.Perm(rules.NumPoints)
		var white, black rules.Bitboard
		for _, pt := range perm[:sec[0]] {
			white |= rules.Bit(rules.Point(pt))
		}
		for _, pt := range perm[sec[0] : sec[0]+sec[1]] {
			black |= rules.Bit(rules.Point(pt))
		}
		p, err := rules.ParseFEN(rules.MovingFEN(white, black, rules.White), rules.NineMensMorris())
		if err != nil {
			t.Fatal(err)
		}
		if p.Result().Over() {
			continue
		}
		n, _, ok := learn.Mate(tb, p)
		best, turns, found := learn.BestTurns(tb, p)
		if !ok || !found || best != n || len(turns) == 0 {
			t.Fatalf("%s: the tables say %d (%v), the best turn %d (%v)", p.FEN(), n, ok, best, found)
		}
		for _, turn := range turns {
			q := learn.After(p, turn)
			if !q.Result().Over() && (q.SideToMove() != rules.Black || q.PendingRemovals() != 0) {
				t.Fatalf("%s: after %s, %v to move owing %d", p.FEN(), rules.FormatTurn(turn), q.SideToMove(), q.PendingRemovals())
			}
		}
	}
}
