package board

import (
	"math"
	"testing"

	"github.com/ninemen/morris/rules"
)

// The coordinates sit on the wood in every layout: inside the board, in
// line with their file or rank, and clear of every point's stone.
func TestCoordinatesSitClearOfTheStones(t *testing.T) {
	for _, sz := range [][3]float64{{1280, 800, 1}, {1200, 780, 1}, {360, 640, 1}, {1170, 2532, 3}, {2560, 1440, 2}, {640, 360, 1}} {
		l := NewLayout(int(sz[0]), int(sz[1]), sz[2])
		files, ranks := coordPlaces(&l)
		size := coordSize(&l)
		for i, at := range append(files[:], ranks[:]...) {
			// Past the shadow's 2.8% of the image, with half a capital's
			// height.
			edge := l.Board.W*0.028 + size*0.33
			if at[0] < edge || at[1] < edge || at[0] > l.Board.W-edge || at[1] > l.Board.H-edge {
				t.Errorf("%v: label %d at %v is off a board of %.0f", sz, i, at, l.Board.W)
			}
			// A man's drawing reaches past its stone: its shadow falls
			// down and right, and the last move's ring is 1.18 times the
			// stone.
			reach := math.Max(l.Stone()*1.18/2, l.Stone()*(0.5+0.08))
			for pt := rules.Point(0); pt < rules.NumPoints; pt++ {
				x, y := l.Points.Point(pt)
				if d := math.Hypot(at[0]-x, at[1]-y); d < reach+size*0.33 {
					t.Errorf("%v: label %d at %v is %.0f px from %v, under its man", sz, i, at, d, pt)
				}
			}
		}
		for pt := rules.Point(0); pt < rules.NumPoints; pt++ {
			x, y := l.Points.Point(pt)
			if f, r := files[pt.File()][0], ranks[pt.Rank()][1]; math.Abs(f-x) > 0.01 || math.Abs(r-y) > 0.01 {
				t.Errorf("%v: %v at (%.1f, %.1f), its labels at x %.1f and y %.1f", sz, pt, x, y, f, r)
			}
		}
	}
}
