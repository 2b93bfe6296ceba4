// Package raster turns polygons into anti-aliased coverage over
// golang.org/x/image/vector, for the sprites and the drawing kit. It has
// outlines of the shapes they draw (rounded rectangles, circles, lines
// with round ends, bands, arcs and Bézier curves flattened within
// Tolerance), and a Pen that gathers outlines and gives their coverage as
// an image (Mask, Pen.Draw) or pixel by pixel (Pen.Cover).
//
// It imports no Ebitengine, so that it is tested and used without a GPU.
package raster

import (
	"image"
	"image/draw"
	"math"
	"sync"

	"golang.org/x/image/vector"
)

// Pen gathers outlines, in pixels, to be filled together. Its zero value
// is an empty pen.
//
// Outlines are rasterized only when the coverage is asked for, so that
// Cover can size the rasterizer to what they touch: the rasterizer clears
// and sums every pixel of its grid, and most shapes are small on a large
// picture.
type Pen struct {
	pts  [][2]float64 // every outline's points, one after another
	ends []int        // where each outline's points end in pts
	// The bounds of pts; min > max when the pen is empty.
	minX, minY, maxX, maxY float64
}

// Reset empties the pen, keeping its memory for the next outlines.
func (p *Pen) Reset() {
	p.pts, p.ends = p.pts[:0], p.ends[:0]
	p.minX, p.minY, p.maxX, p.maxY = 0, 0, 0, 0
}

// Fill adds an outline to fill, turning either way. Where outlines
// overlap, the shape is filled once.
func (p *Pen) Fill(o Outline) { p.add(o, 1) }

// Cut adds an outline to leave empty inside one filled (a ring's hole).
// It undoes one Fill where they overlap: inside two overlapping fills it
// leaves the shape filled.
func (p *Pen) Cut(o Outline) { p.add(o, -1) }

// Add adds an outline as it turns: the shape is filled where outlines
// wind round a pixel a number of times other than zero (the nonzero
// rule), so one turning the other way inside another is a hole.
func (p *Pen) Add(o Outline) { p.add(o, 0) }

// Band adds the band width wide along a rounded rectangle's edge
// (BandOutlines): the outer outline filled, the inner one cut.
func (p *Pen) Band(x, y, w, h, rad, width float64) {
	outer, inner := BandOutlines(x, y, w, h, rad, width)
	p.Fill(outer)
	p.Cut(inner)
}

// add adds an outline turning one way to fill (turn 1), the other to cut
// (-1), or as it is (0): the rasterizer adds up the windings, so a filled
// outline turning the other way from one it overlaps would cut it.
func (p *Pen) add(o Outline, turn int) {
	if len(o) < 3 {
		return
	}
	reverse := false
	if turn != 0 {
		area := 0.0
		for i, a := range o {
			b := o[(i+1)%len(o)]
			area += a[0]*b[1] - b[0]*a[1]
		}
		reverse = (area < 0) != (turn < 0)
	}
	if len(p.ends) == 0 {
		p.minX, p.minY = math.Inf(1), math.Inf(1)
		p.maxX, p.maxY = math.Inf(-1), math.Inf(-1)
	}
	start := len(p.pts)
	p.pts = append(p.pts, o...)
	if reverse {
		for i, j := start, len(p.pts)-1; i < j; i, j = i+1, j-1 {
			p.pts[i], p.pts[j] = p.pts[j], p.pts[i]
		}
	}
	for _, q := range o {
		p.minX, p.maxX = math.Min(p.minX, q[0]), math.Max(p.maxX, q[0])
		p.minY, p.maxY = math.Min(p.minY, q[1]), math.Max(p.maxY, q[1])
	}
	p.ends = append(p.ends, len(p.pts))
}

// Bounds is the smallest rectangle of whole pixels that holds every
// outline added: nothing outside it is covered.
func (p *Pen) Bounds() image.Rectangle {
	if len(p.ends) == 0 {
		return image.Rectangle{}
	}
	// Clamped so that outlines far off any picture do not overflow.
	const far = 1 << 30
	c := func(v float64) int { return int(math.Max(-far, math.Min(far, v))) }
	return image.Rect(c(math.Floor(p.minX)), c(math.Floor(p.minY)), c(math.Ceil(p.maxX)), c(math.Ceil(p.maxY)))
}

// trace gives the outlines to z, shifted by (-dx, -dy).
func (p *Pen) trace(z *vector.Rasterizer, dx, dy float64) {
	start := 0
	for _, end := range p.ends {
		o := p.pts[start:end]
		z.MoveTo(float32(o[0][0]-dx), float32(o[0][1]-dy))
		for _, q := range o[1:] {
			z.LineTo(float32(q[0]-dx), float32(q[1]-dy))
		}
		z.ClosePath()
		start = end
	}
}

// Draw writes every pixel of r in dst with src masked by the coverage of
// the outlines (the draw.Src operator), the outlines in dst's pixels and
// src aligned with dst. Pixels outside every outline become transparent.
func (p *Pen) Draw(dst draw.Image, r image.Rectangle, src image.Image) {
	z := vector.NewRasterizer(r.Dx(), r.Dy())
	z.DrawOp = draw.Src
	p.trace(z, float64(r.Min.X), float64(r.Min.Y))
	z.Draw(dst, r, src, r.Min)
}

// Mask is the coverage of what draw outlines over a w×h grid of pixels,
// 255 where a pixel is covered fully.
func Mask(w, h int, draw func(p *Pen)) *image.Alpha {
	var p Pen
	draw(&p)
	m := image.NewAlpha(image.Rect(0, 0, w, h))
	p.Draw(m, m.Bounds(), image.Opaque)
	return m
}

// coverer is the memory of one Cover call, kept for the next.
type coverer struct {
	z   vector.Rasterizer
	pix []uint8
}

var coverers = sync.Pool{New: func() any { return new(coverer) }}

// Cover calls f with the coverage, above 0 and at most 1 in steps of
// 1/255, of every pixel of r that the outlines touch, row by row. It
// rasterizes only the part of r within the outlines' Bounds, so a small
// shape on a large picture costs little.
func (p *Pen) Cover(r image.Rectangle, f func(x, y int, cov float64)) {
	b := p.Bounds().Intersect(r)
	if b.Empty() {
		return
	}
	c := coverers.Get().(*coverer)
	defer coverers.Put(c)
	w, h := b.Dx(), b.Dy()
	c.z.Reset(w, h)
	c.z.DrawOp = draw.Src
	p.trace(&c.z, float64(b.Min.X), float64(b.Min.Y))
	if n := w * h; cap(c.pix) < n {
		c.pix = make([]uint8, n)
	}
	// The rasterizer's fast path: every pixel of m written, by SIMD where
	// the machine has it.
	m := &image.Alpha{Pix: c.pix[:w*h], Stride: w, Rect: image.Rect(0, 0, w, h)}
	c.z.Draw(m, m.Rect, image.Opaque, image.Point{})
	for y := range h {
		row := m.Pix[y*w : (y+1)*w]
		for x, a := range row {
			if a != 0 {
				f(b.Min.X+x, b.Min.Y+y, float64(a)/255)
			}
		}
	}
}
