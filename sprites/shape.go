package sprites

import "math"

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

// quadTo adds a quadratic Bézier curve through control point (cx, cy).
func (b *builder) quadTo(cx, cy, x, y float64) *builder {
	p0 := b.last()
	const n = 14
	for i := 1; i <= n; i++ {
		t := float64(i) / n
		u := 1 - t
		b.cur = append(b.cur, pt{u*u*p0.x + 2*u*t*cx + t*t*x, u*u*p0.y + 2*u*t*cy + t*t*y})
	}
	return b
}

// cubicTo adds a cubic Bézier curve.
func (b *builder) cubicTo(c1x, c1y, c2x, c2y, x, y float64) *builder {
	p0 := b.last()
	const n = 18
	for i := 1; i <= n; i++ {
		t := float64(i) / n
		u := 1 - t
		b.cur = append(b.cur, pt{
			u*u*u*p0.x + 3*u*u*t*c1x + 3*u*t*t*c2x + t*t*t*x,
			u*u*u*p0.y + 3*u*u*t*c1y + 3*u*t*t*c2y + t*t*t*y,
		})
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
