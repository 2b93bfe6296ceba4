package board

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// canvas is what the board's moving parts are drawn on: the screen, a
// layer, or an extent, which only measures where they fall.
type canvas interface {
	DrawImage(img *ebiten.Image, op *ebiten.DrawImageOptions)
}

// extent is a canvas that draws nothing and gathers the pixels its drawing
// would touch: where a call kept by drawCalls falls.
type extent struct {
	r image.Rectangle
}

// DrawImage implements canvas: the image's rectangle as op places it, a
// pixel wider on each side for the linear filter's blur of its edges.
func (c *extent) DrawImage(img *ebiten.Image, op *ebiten.DrawImageOptions) {
	b := img.Bounds()
	w, h := float64(b.Dx()), float64(b.Dy())
	x0, y0 := math.Inf(1), math.Inf(1)
	x1, y1 := math.Inf(-1), math.Inf(-1)
	for _, p := range [4][2]float64{{0, 0}, {w, 0}, {0, h}, {w, h}} {
		x, y := p[0], p[1]
		if op != nil {
			x, y = op.GeoM.Apply(x, y)
		}
		x0, y0, x1, y1 = math.Min(x0, x), math.Min(y0, y), math.Max(x1, x), math.Max(y1, y)
	}
	c.r = c.r.Union(image.Rect(int(math.Floor(x0))-1, int(math.Floor(y0))-1, int(math.Ceil(x1))+1, int(math.Ceil(y1))+1))
}
