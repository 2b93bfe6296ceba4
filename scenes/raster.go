package scenes

import (
	"image"
	"image/color"
	"image/draw"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
	xvector "golang.org/x/image/vector"
)

// The shapes of the cache (shapeCache) are rasterized in Go and written to
// their images: each is drawn once and is small (see drawStretched), a
// few microseconds of CPU. Ebitengine's vector package fills through a
// stencil on the GPU instead, which a software renderer pays for in full,
// and in the browser it compiles its shaders before the first picture can
// be shown: 60 ms of the page's one thread in a profile of the title's
// first frame.

// rasterize fills what path outlines in img with clr, anti-aliased. A
// point inside an outline drawn clockwise and one drawn anticlockwise (a
// hole) is outside.
func rasterize(img *ebiten.Image, clr color.Color, path func(z *xvector.Rasterizer)) {
	b := img.Bounds()
	z := xvector.NewRasterizer(b.Dx(), b.Dy())
	z.DrawOp = draw.Src
	path(z)
	dst := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	z.Draw(dst, dst.Bounds(), image.NewUniform(clr), image.Point{})
	img.WritePixels(dst.Pix)
}

// arcError is how far, in pixels, a corner's straight pieces may stray
// inside its arc: a hundredth of a pixel's coverage at most.
const arcError = 0.02

// roundRect outlines a rectangle with corners of radius rad (at most half
// its sides), clockwise on the screen, or anticlockwise with reverse. A
// square with rad half its side is a circle. The corners are drawn as
// straight pieces with their ends on the arc, short enough to stray no
// more than arcError from it.
func roundRect(z *xvector.Rasterizer, x, y, w, h, rad float64, reverse bool) {
	if w <= 0 || h <= 0 {
		return
	}
	rad = max(0, min(rad, w/2, h/2))
	n := 1
	if rad > arcError {
		n = int(math.Ceil(math.Pi / 2 / (2 * math.Acos(1-arcError/rad))))
	}
	// The corners' centres, clockwise from the top right, and the angle
	// each corner's arc starts at.
	centres := [4][2]float64{{x + w - rad, y + rad}, {x + w - rad, y + h - rad}, {x + rad, y + h - rad}, {x + rad, y + rad}}
	pts := make([][2]float64, 0, 4*(n+1))
	for i, c := range centres {
		a0 := -math.Pi/2 + float64(i)*math.Pi/2
		for j := 0; j <= n; j++ {
			a := a0 + float64(j)*math.Pi/2/float64(n)
			pts = append(pts, [2]float64{c[0] + rad*math.Cos(a), c[1] + rad*math.Sin(a)})
		}
	}
	if reverse {
		slices.Reverse(pts)
	}
	z.MoveTo(float32(pts[0][0]), float32(pts[0][1]))
	for _, p := range pts[1:] {
		z.LineTo(float32(p[0]), float32(p[1]))
	}
	z.ClosePath()
}

// strokeRoundRect outlines the band width wide along a rounded rectangle's
// edge, half of it on each side, as a pen drawing the edge would.
func strokeRoundRect(z *xvector.Rasterizer, x, y, w, h, rad, width float64) {
	rad = max(0, min(rad, w/2, h/2))
	d := width / 2
	roundRect(z, x-d, y-d, w+width, h+width, rad+d, false)
	roundRect(z, x+d, y+d, w-width, h-width, math.Max(0, rad-d), true)
}
