package board

import (
	"image"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// Where two drawings differ is where the calls one makes and the other
// does not fall: a call added, dropped, moved or drawn in another colour;
// calls the same in both, in the same order, are not drawn again.
func TestDrawCallsChangedSince(t *testing.T) {
	stone := ebiten.NewImage(10, 10)
	defer stone.Deallocate()
	mark := ebiten.NewImage(4, 4)
	defer mark.Deallocate()
	at := func(img *ebiten.Image, x, y, alpha float64) func(*drawCalls) {
		return func(c *drawCalls) {
			op := &ebiten.DrawImageOptions{}
			op.GeoM.Translate(x, y)
			op.ColorScale.ScaleAlpha(float32(alpha))
			c.DrawImage(img, op)
		}
	}
	draw := func(fs ...func(*drawCalls)) drawCalls {
		var c drawCalls
		for _, f := range fs {
			f(&c)
		}
		return c
	}
	a, b, m := at(stone, 0, 0, 1), at(stone, 100, 0, 1), at(mark, 50, 50, 1)
	// The pixels each call may touch: its place and one more on each side.
	ra, rb, rm := image.Rect(-1, -1, 11, 11), image.Rect(99, -1, 111, 11), image.Rect(49, 49, 55, 55)
	tests := []struct {
		name     string
		old, now drawCalls
		want     []image.Rectangle
	}{
		{"the same", draw(a, b, m), draw(a, b, m), nil},
		{"a man gone", draw(a, b, m), draw(a, m), []image.Rectangle{rb}},
		{"a man come", draw(a, m), draw(a, b, m), []image.Rectangle{rb}},
		{"a mark come", draw(a, b), draw(a, b, m), []image.Rectangle{rm}},
		{"a man moved", draw(a, m), draw(at(stone, 0, 30, 1), m), []image.Rectangle{ra, image.Rect(-1, 29, 11, 41)}},
		{"a mark fainter", draw(a, m), draw(a, at(mark, 50, 50, 0.5)), []image.Rectangle{rm, rm}},
		{"drawn in another order", draw(a, m), draw(m, a), []image.Rectangle{ra, ra}},
		{"nothing before", nil, draw(a), []image.Rectangle{ra}},
	}
	for _, tc := range tests {
		got := tc.now.changedSince(tc.old)
		sortRects(got)
		sortRects(tc.want)
		if !slices.Equal(got, tc.want) && !(len(got) == 0 && len(tc.want) == 0) {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

func sortRects(rs []image.Rectangle) {
	slices.SortFunc(rs, func(a, b image.Rectangle) int {
		if a.Min.Y != b.Min.Y {
			return a.Min.Y - b.Min.Y
		}
		return a.Min.X - b.Min.X
	})
}

// Overlapping pieces are drawn as one; many pieces as their union.
func TestMergeRects(t *testing.T) {
	r := func(x0, y0, x1, y1 int) image.Rectangle { return image.Rect(x0, y0, x1, y1) }
	tests := []struct {
		name string
		in   []image.Rectangle
		want []image.Rectangle
	}{
		{"none", nil, nil},
		{"empty ones dropped", []image.Rectangle{{}, r(0, 0, 5, 5)}, []image.Rectangle{r(0, 0, 5, 5)}},
		{"apart", []image.Rectangle{r(0, 0, 5, 5), r(10, 0, 15, 5)}, []image.Rectangle{r(0, 0, 5, 5), r(10, 0, 15, 5)}},
		{"overlapping", []image.Rectangle{r(0, 0, 5, 5), r(4, 4, 8, 8)}, []image.Rectangle{r(0, 0, 8, 8)}},
		// The union of the first two reaches the third.
		{"in a chain", []image.Rectangle{r(0, 0, 5, 5), r(20, 0, 25, 5), r(4, 0, 21, 2)}, []image.Rectangle{r(0, 0, 25, 5)}},
		{"too many", []image.Rectangle{r(0, 0, 1, 1), r(10, 0, 11, 1), r(20, 0, 21, 1), r(30, 0, 31, 1), r(40, 0, 41, 1), r(50, 0, 51, 1), r(60, 0, 61, 1)}, []image.Rectangle{r(0, 0, 61, 1)}},
	}
	for _, tc := range tests {
		got := MergeRects(tc.in)
		sortRects(got)
		if !slices.Equal(got, tc.want) && !(len(got) == 0 && len(tc.want) == 0) {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}
