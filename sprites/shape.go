package sprites

import (
	"math"

	"github.com/ninemen/morris/raster"
)

// pt is a point in whatever coordinates the caller uses.
type pt struct{ x, y float64 }

// shape is a set of closed polygons, filled by the non-zero rule.
type shape [][]pt

// builder makes a shape from path commands, flattening curves.
type builder struct {
	polys shape
	cur   []pt
}

func (b *builder) moveTo(x, y float64) *builder {
	b.closePoly()
	b.cur = []pt{{x, y}}
	return b
}

func (b *builder) lineTo(x, y float64) *builder {
	b.cur = append(b.cur, pt{x, y})
	return b
}

func (b *builder) last() pt { return b.cur[len(b.cur)-1] }

// curveTol is how far, in design units, the straight pieces of a curve
// may stray from it: 0.02 px on a picture 480 px wide, 0.04 px at 960.
const curveTol = 0.01

// quadTo adds a quadratic Bézier curve through control point (cx, cy).
func (b *builder) quadTo(cx, cy, x, y float64) *builder {
	p0 := b.last()
	return b.add(raster.QuadTo(raster.Outline{{p0.x, p0.y}}, cx, cy, x, y, curveTol))
}

// cubicTo adds a cubic Bézier curve.
func (b *builder) cubicTo(c1x, c1y, c2x, c2y, x, y float64) *builder {
	p0 := b.last()
	return b.add(raster.CubeTo(raster.Outline{{p0.x, p0.y}}, c1x, c1y, c2x, c2y, x, y, curveTol))
}

// add adds a flattened curve's points after its first, the last point.
func (b *builder) add(o raster.Outline) *builder {
	for _, q := range o[1:] {
		b.cur = append(b.cur, pt{q[0], q[1]})
	}
	return b
}

func (b *builder) closePoly() *builder {
	if len(b.cur) > 2 {
		b.polys = append(b.polys, b.cur)
	}
	b.cur = nil
	return b
}

func (b *builder) shape() shape {
	b.closePoly()
	return b.polys
}

func poly(ps ...pt) shape { return shape{ps} }

func rect(x, y, w, h float64) shape {
	return poly(pt{x, y}, pt{x + w, y}, pt{x + w, y + h}, pt{x, y + h})
}

func ellipse(cx, cy, rx, ry float64) shape {
	n := 48
	ps := make([]pt, n)
	for i := range ps {
		a := 2 * math.Pi * float64(i) / float64(n)
		ps[i] = pt{cx + rx*math.Cos(a), cy + ry*math.Sin(a)}
	}
	return shape{ps}
}
