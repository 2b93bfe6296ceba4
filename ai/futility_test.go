package ai

import (
	"testing"

	"github.com/ninemen/morris/rules"
)

func TestStaticCut(t *testing.T) {
	// The moving phase of a game the Master lost (game 2 of
	// testdata/lost.txt), and the same game with a removal owed.
	quiet := lostGame2(20)
	owed := "b4 f4 d6 d2 b6 b2 f6"
	tests := []struct {
		name  string
		moves string
		below bool // a level below the Master
		depth int
		over  int // beta is the evaluation less the margin, less over
		pv    bool
		want  bool
	}{
		{"beta beaten by the margin", quiet, false, 1, 0, false, true},
		{"by the margin of three turns", quiet, false, 3, 0, false, true},
		{"the evaluation one short of the margin", quiet, false, 2, -1, false, false},
		{"too far from the leaves", quiet, false, 4, 500, false, false},
		{"on the principal variation", quiet, false, 1, 500, true, false},
		{"a level below the Master", quiet, true, 1, 500, false, false},
		{"a removal owed", owed, false, 1, 500, false, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := rules.NewGame(rules.NineMensMorris())
			playLine(t, g, tt.moves)
			p := g.Position()
			s := newSearcher(newTable(1), &p)
			s.futility = !tt.below
			ev := 0
			if p.PendingRemovals() == 0 {
				ev = s.evaluate(&p)
			}
			beta := ev - futilityMargin*tt.depth - tt.over
			sc, ok := s.staticCut(&p, tt.depth, beta, tt.pv)
			if ok != tt.want {
				t.Fatalf("staticCut at depth %d, beta %d (evaluation %d) = %v, want %v", tt.depth, beta, ev, ok, tt.want)
			}
			if ok && sc < beta {
				t.Errorf("cut with %d, below beta %d", sc, beta)
			}
		})
	}
	// Near a won or lost score the evaluation says nothing.
	g := rules.NewGame(rules.NineMensMorris())
	playLine(t, g, quiet)
	p := g.Position()
	s := newSearcher(newTable(1), &p)
	s.futility = true
	for _, beta := range []int{winBound, -winBound} {
		if _, ok := s.staticCut(&p, 1, beta, false); ok {
			t.Errorf("staticCut with beta %d cuts", beta)
		}
	}
}
