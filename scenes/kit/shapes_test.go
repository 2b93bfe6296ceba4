package kit_test

import (
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/ninemen/morris/scenes/kit"
)

// A shape is drawn with a path once; drawn again at the same size, fraction
// of a pixel and colour it is copied. Another fraction, size or colour is
// another shape, but a rounded rectangle of another width or height is
// stretched from the same one.
func TestShapesDrawEachPathOnce(t *testing.T) {
	k := kit.New(nil)
	dst := ebiten.NewImage(200, 200)
	defer dst.Deallocate()
	clr := color.RGBA{0x12, 0x34, 0x56, 0xff}
	draws := []struct {
		name string
		draw func()
		new  bool
	}{
		{"a rounded rectangle", func() { k.FillRoundRect(dst, kit.Rect{X: 10.25, Y: 20, W: 50, H: 30}, 6, clr) }, true},
		{"the same elsewhere on whole pixels", func() { k.FillRoundRect(dst, kit.Rect{X: 70.25, Y: 90, W: 50, H: 30}, 6, clr) }, false},
		{"the same at another fraction", func() { k.FillRoundRect(dst, kit.Rect{X: 70.5, Y: 90, W: 50, H: 30}, 6, clr) }, true},
		{"another colour", func() { k.FillRoundRect(dst, kit.Rect{X: 70.5, Y: 90, W: 50, H: 30}, 6, color.White) }, true},
		{"its outline", func() { k.StrokeRoundRect(dst, kit.Rect{X: 70.5, Y: 90, W: 50, H: 30}, 6, 1.5, clr) }, true},
		{"the outline again", func() { k.StrokeRoundRect(dst, kit.Rect{X: 170.5, Y: 9, W: 50, H: 30}, 6, 1.5, clr) }, false},
		{"a circle", func() { k.FillCircle(dst, 50, 50, 7, clr) }, true},
		{"the circle again", func() { k.FillCircle(dst, 150, 60, 7, clr) }, false},
		{"a ring", func() { k.StrokeCircle(dst, 50, 50, 7, 1.5, clr) }, true},
		{"a line", func() { k.StrokeHLine(dst, 10, 90, 40.5, 1.2, clr) }, true},
		{"a wider one of the same height", func() { k.FillRoundRect(dst, kit.Rect{X: 10.5, Y: 90, W: 150, H: 30}, 6, color.White) }, false},
		{"a taller one of the same width", func() { k.FillRoundRect(dst, kit.Rect{X: 10.5, Y: 90, W: 50, H: 100}, 6, color.White) }, false},
		{"a large sheet of its radius", func() { k.FillRoundRect(dst, kit.Rect{X: 0.5, Y: 0, W: 190, H: 180}, 6, color.White) }, false},
		{"a large outline", func() { k.StrokeRoundRect(dst, kit.Rect{X: 0.5, Y: 0, W: 190, H: 180}, 6, 1.5, clr) }, false},
		{"a plain rectangle on whole pixels", func() { k.FillRoundRect(dst, kit.Rect{X: 0, Y: 0, W: 200, H: 200}, 0, clr) }, false},
		{"a rectangle without anti-aliasing", func() { k.FillRectPlain(dst, kit.Rect{X: 0.3, Y: 1.7, W: 20, H: 2}, clr) }, false},
	}
	for _, d := range draws {
		before := k.Stats().ShapesDrawn
		d.draw()
		if got := k.Stats().ShapesDrawn - before; got != map[bool]int64{false: 0, true: 1}[d.new] {
			t.Errorf("%s: %d paths drawn", d.name, got)
		}
	}
}

// Shapes over the cache's budget in one frame are all kept until the frame
// is over: a shape let go while a draw from it is still queued draws
// nothing (on a phone's screen at 2x the buttons and cards lost their
// shapes so). Drawn again in the same frame, none is painted anew.
func TestShapesOverBudgetInOneFrameAreKept(t *testing.T) {
	const n = 8
	k := kit.New(nil)
	dst := ebiten.NewImage(1400, 600*n)
	defer dst.Deallocate()
	// Each shape is about 1400x590, 0.83 Mpx: eight pass the cache's
	// budget of 6 Mpx.
	draw := func() {
		for i := range n {
			clr := color.RGBA{uint8(20 + 25*i), 0x80, 0x40, 0xff}
			k.FillRoundRect(dst, kit.Rect{X: 0.5, Y: float64(i*600) + 0.5, W: 1399, H: 590}, 8, clr)
		}
	}
	draw()
	before := k.Stats().ShapesDrawn
	draw()
	if got := k.Stats().ShapesDrawn - before; got != 0 {
		t.Fatalf("%d of %d shapes drawn earlier in the frame were let go and painted again", got, n)
	}
}
