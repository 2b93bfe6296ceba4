package board

import (
	"math"
	"testing"

	"github.com/ninemen/morris/rules"
)

// The coordinates sit on the wood in every layout: inside the board, in
// line with their file or rank, and clear of every point's stone.
func TestCoordinatesSitClearOfTheStones(t *testing.T) {
	for _, b := range rules.Boards() {
		for _, sz := range [][3]float64{{1280, 800, 1}, {1200, 780, 1}, {360, 640, 1}, {1170, 2532, 3}, {2560, 1440, 2}, {640, 360, 1}} {
			coordsClear(t, b, sz)
		}
	}
}

func coordsClear(t *testing.T, b *rules.Board, sz [3]float64) {
	t.Helper()
	l := NewLayout(int(sz[0]), int(sz[1]), sz[2]).OnBoard(b)
	files, ranks := coordPlaces(&l)
	size := coordSize(&l)
	for i, lab := range append(files, ranks...) {
		at := [2]float64{lab.x, lab.y}
		// Past the shadow's 2.8% of the image, with half a capital's
		// height.
		edge := l.Board.W*0.028 + size*0.33
		if at[0] < edge || at[1] < edge || at[0] > l.Board.W-edge || at[1] > l.Board.H-edge {
			t.Errorf("%v %v: label %d at %v is off a board of %.0f", b.Kind(), sz, i, at, l.Board.W)
		}
		// A man's drawing reaches past its stone: its shadow falls
		// down and right, and the last move's ring is 1.18 times the
		// stone.
		reach := math.Max(l.Stone()*1.18/2, l.Stone()*(0.5+0.08))
		for _, pt := range b.Points().Points() {
			x, y := l.Points.Point(pt)
			if d := math.Hypot(at[0]-x, at[1]-y); d < reach+size*0.33 {
				t.Errorf("%v %v: label %d at %v is %.0f px from %v, under its man", b.Kind(), sz, i, at, d, pt)
			}
		}
	}
	for _, pt := range b.Points().Points() {
		x, y := l.Points.Point(pt)
		f, r := label(files, string(rune('a'+pt.File()))), label(ranks, string(rune('1'+pt.Rank())))
		if f == nil || r == nil || math.Abs(f.x-x) > 0.01 || math.Abs(r.y-y) > 0.01 {
			t.Errorf("%v %v: %v at (%.1f, %.1f) is not in line with its labels %v and %v", b.Kind(), sz, pt, x, y, f, r)
		}
	}
	if want := b.Size(); b.Kind() == rules.NinePoints && len(files)*len(ranks) != want {
		t.Errorf("%v: %d files and %d ranks labelled for %d points", b.Kind(), len(files), len(ranks), want)
	}
}

// label is the label with this text, or nil.
func label(ls []coordLabel, text string) *coordLabel {
	for i := range ls {
		if ls[i].text == text {
			return &ls[i]
		}
	}
	return nil
}
