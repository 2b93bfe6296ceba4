package board

import (
	"testing"

	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes/kit"
)

func TestLayoutFitsEveryWindow(t *testing.T) {
	sizes := []struct {
		w, h int
		s    float64
	}{{1280, 800, 1}, {600, 1000, 1}, {2560, 1600, 2}, {360, 640, 1}, {1024, 1024, 1}, {800, 480, 1}, {1170, 2532, 3},
		{320, 400, 1}, {400, 400, 1}, {450, 420, 1}, {800, 800, 1}, {1000, 1100, 1}}
	for _, sz := range sizes {
		l := NewLayout(sz.w, sz.h, sz.s)
		checkLayoutFits(t, l, sz.w, sz.h)
		if sz.w*10 < sz.h*9 && !l.Portrait {
			t.Errorf("%dx%d: not laid out as portrait", sz.w, sz.h)
		}
	}
}

// checkLayoutFits fails if a part of the play layout is off the screen or
// over the board's wood, or a point cannot be found where it is drawn.
func checkLayoutFits(t *testing.T, l Layout, w, h int) {
	t.Helper()
	screen := kit.Rect{X: 0, Y: 0, W: float64(w) + 0.5, H: float64(h) + 0.5}
	all := map[string]kit.Rect{"board": l.Board, "white card": l.Cards[rules.White], "black card": l.Cards[rules.Black],
		"status": l.Status, "moves": l.Moves, "buttons": l.Buttons}
	if l.Moves.H == 0 && l.compact {
		delete(all, "moves") // a small window may have no move list
	}
	for name, r := range all {
		if r.W <= 0 || r.H <= 0 || r.X < -0.5 || r.Y < -0.5 || r.X+r.W > screen.W || r.Y+r.H > screen.H {
			t.Errorf("%dx%d: %s %+v is not on the screen", w, h, name, r)
		}
	}
	wood := l.Board
	inset := wood.W * 0.03
	wood = kit.Rect{X: wood.X + inset, Y: wood.Y + inset, W: wood.W - 2*inset, H: wood.H - 2*inset}
	for name, r := range all {
		if name != "board" && layoutRectsCross(wood, r) {
			t.Errorf("%dx%d: %s %+v covers the board %+v", w, h, name, r, wood)
		}
	}
	if layoutRectsCross(l.Cards[rules.White], l.Cards[rules.Black]) {
		t.Errorf("%dx%d: the cards overlap", w, h)
	}
	for pt := rules.Point(0); pt < rules.NumPoints; pt++ {
		x, y := l.Point(pt)
		if got, ok := l.Nearest(x, y); !ok || got != pt {
			t.Errorf("%dx%d: the pixel of %v finds %v", w, h, pt, got)
		}
	}
}

// Near-square windows got a tiny board: the layout chose portrait or side
// by side by a fixed ratio of width to height (450x420 gave an 80-pixel
// board, 800x800 one of 322 where side by side gave 500). Every window
// from the smallest allowed to a large monitor, square ones among them,
// gives the board a fair share of its short side, and still fits.
func TestBoardTakesAFairShareOfTheWindow(t *testing.T) {
	for _, s := range []float64{1, 2} {
		for w := 320 * s; w <= 2560; w += 20 * s {
			for h := 400 * s; h <= 1600; h += 20 * s {
				l := NewLayout(int(w), int(h), s)
				if share := l.Board.W / min(w, h); share < 0.55 {
					t.Errorf("%vx%v at scale %v: board %v px, %.0f%% of the short side, want at least 55%%", w, h, s, l.Board.W, share*100)
				}
				checkLayoutFits(t, l, int(w), int(h))
			}
		}
	}
	for _, sz := range [][2]int{{450, 420}, {800, 800}} {
		if l := NewLayout(sz[0], sz[1], 1); l.Board.W < float64(min(sz[0], sz[1]))*0.58 {
			t.Errorf("%dx%d: board %v px", sz[0], sz[1], l.Board.W)
		}
	}
}

func layoutRectsCross(a, b kit.Rect) bool {
	return a.X < b.X+b.W-1 && b.X < a.X+a.W-1 && a.Y < b.Y+b.H-1 && b.Y < a.Y+a.H-1
}
