package kit

import (
	"image"
	"image/color"
	idraw "image/draw"
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

// arcError is how far, in pixels, the straight pieces of a curve may stray
// inside it: a hundredth of a pixel's coverage at most.
const arcError = 0.02

// arcSteps is the number of straight pieces that follow an arc of angle a
// (radians) and radius r within arcError.
func arcSteps(a, r float64) int {
	if r <= arcError {
		return 1
	}
	return max(1, int(math.Ceil(a/(2*math.Acos(1-arcError/r)))))
}

// arc appends the points along an arc of radius r round (cx, cy) from
// angle a0 to a1 (radians, clockwise on the screen when a1 > a0), both
// ends included.
func arc(pts [][2]float64, cx, cy, r, a0, a1 float64) [][2]float64 {
	n := arcSteps(math.Abs(a1-a0), r)
	for j := 0; j <= n; j++ {
		a := a0 + (a1-a0)*float64(j)/float64(n)
		pts = append(pts, [2]float64{cx + r*math.Cos(a), cy + r*math.Sin(a)})
	}
	return pts
}

// RoundRectOutline is the outline of a rectangle with corners of radius
// rad (at most half its sides); a square with rad half its side is a
// circle. The corners are straight pieces with their ends on the arc.
func RoundRectOutline(x, y, w, h, rad float64) [][2]float64 {
	if w <= 0 || h <= 0 {
		return nil
	}
	rad = max(0, min(rad, w/2, h/2))
	// The corners' centres, clockwise from the top right.
	centres := [4][2]float64{{x + w - rad, y + rad}, {x + w - rad, y + h - rad}, {x + rad, y + h - rad}, {x + rad, y + rad}}
	var pts [][2]float64
	for i, c := range centres {
		a0 := -math.Pi/2 + float64(i)*math.Pi/2
		pts = arc(pts, c[0], c[1], rad, a0, a0+math.Pi/2)
	}
	return pts
}

// CircleOutline is the outline of a circle.
func CircleOutline(cx, cy, r float64) [][2]float64 {
	return RoundRectOutline(cx-r, cy-r, 2*r, 2*r, r)
}

// LineOutline is the outline of a line from (x0, y0) to (x1, y1), width
// wide, with round ends.
func LineOutline(x0, y0, x1, y1, width float64) [][2]float64 {
	a := math.Atan2(y1-y0, x1-x0)
	r := width / 2
	pts := arc(nil, x1, y1, r, a-math.Pi/2, a+math.Pi/2)
	return arc(pts, x0, y0, r, a+math.Pi/2, a+3*math.Pi/2)
}

// Pen outlines what Rasterize fills.
type Pen struct {
	z *xvector.Rasterizer
}

// Fill adds an outline to fill, in the image's pixels. Where outlines
// overlap, the shape is filled once.
func (p *Pen) Fill(pts [][2]float64) { p.add(pts, false) }

// Cut adds an outline to leave empty inside one filled (a ring's hole).
func (p *Pen) Cut(pts [][2]float64) { p.add(pts, true) }

// add adds an outline turning one way to fill, the other to cut: the
// rasterizer adds up their areas, so a filled one that overlaps another
// turning the other way would cut it.
func (p *Pen) add(pts [][2]float64, cut bool) {
	if len(pts) < 3 {
		return
	}
	area := 0.0
	for i, a := range pts {
		b := pts[(i+1)%len(pts)]
		area += a[0]*b[1] - b[0]*a[1]
	}
	if (area < 0) != cut {
		pts = slices.Clone(pts)
		slices.Reverse(pts)
	}
	p.z.MoveTo(float32(pts[0][0]), float32(pts[0][1]))
	for _, q := range pts[1:] {
		p.z.LineTo(float32(q[0]), float32(q[1]))
	}
	p.z.ClosePath()
}

// BandOutlines are the outer and inner edges of the band width wide along
// a rounded rectangle's edge, half of it on each side, as a pen drawing
// the edge would: outer to fill, inner to cut. The band is round outside
// a corner of radius 0, and sharp inside one narrower than the band.
func BandOutlines(x, y, w, h, rad, width float64) (outer, inner [][2]float64) {
	rad = max(0, min(rad, w/2, h/2))
	d := width / 2
	return RoundRectOutline(x-d, y-d, w+width, h+width, rad+d),
		RoundRectOutline(x+d, y+d, w-width, h-width, math.Max(0, rad-d))
}

// strokeRoundRect outlines the band along a rounded rectangle's edge
// (BandOutlines).
func (p *Pen) strokeRoundRect(x, y, w, h, rad, width float64) {
	outer, inner := BandOutlines(x, y, w, h, rad, width)
	p.Fill(outer)
	p.Cut(inner)
}

// Rasterize fills what draw outlines with clr, anti-aliased, and writes
// every pixel of img with it: the shapes of the cache and the figures a
// package draws into it (DrawShape).
func Rasterize(img *ebiten.Image, clr color.Color, draw func(p *Pen)) {
	b := img.Bounds()
	z := xvector.NewRasterizer(b.Dx(), b.Dy())
	z.DrawOp = idraw.Src
	draw(&Pen{z})
	dst := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	z.Draw(dst, dst.Bounds(), image.NewUniform(clr), image.Point{})
	img.WritePixels(dst.Pix)
}
