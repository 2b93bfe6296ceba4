package sprites

import (
	"math"
	"sort"
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

// rasterize calls f with the coverage (0–1) of every pixel of a w×h grid
// that the shape (in pixel coordinates) touches. Coverage is exact across
// a row and sampled at four heights within it.
func rasterize(s shape, w, h int, f func(x, y int, cov float64)) {
	type edge struct {
		x0, y0, x1, y1 float64
		dir            int
	}
	var edges []edge
	minY, maxY := math.Inf(1), math.Inf(-1)
	for _, p := range s {
		for i := range p {
			a, b := p[i], p[(i+1)%len(p)]
			if a.y == b.y {
				continue
			}
			e := edge{a.x, a.y, b.x, b.y, 1}
			if a.y > b.y {
				e = edge{b.x, b.y, a.x, a.y, -1}
			}
			edges = append(edges, e)
			minY, maxY = math.Min(minY, e.y0), math.Max(maxY, e.y1)
		}
	}
	if len(edges) == 0 {
		return
	}
	y0, y1 := max(0, int(math.Floor(minY))), min(h, int(math.Ceil(maxY)))
	acc := make([]float64, w+2)
	type cross struct {
		x   float64
		dir int
	}
	var xs []cross
	const sub = 4
	for y := y0; y < y1; y++ {
		lo, hi := w, -1
		for k := 0; k < sub; k++ {
			sy := float64(y) + (float64(k)+0.5)/sub
			xs = xs[:0]
			for _, e := range edges {
				if sy >= e.y0 && sy < e.y1 {
					t := (sy - e.y0) / (e.y1 - e.y0)
					xs = append(xs, cross{e.x0 + t*(e.x1-e.x0), e.dir})
				}
			}
			sort.Slice(xs, func(i, j int) bool { return xs[i].x < xs[j].x })
			wind, start := 0, 0.0
			for _, c := range xs {
				prev := wind
				wind += c.dir
				if prev == 0 && wind != 0 {
					start = c.x
					continue
				}
				if prev == 0 || wind != 0 {
					continue
				}
				a, b := math.Max(0, start), math.Min(float64(w), c.x)
				if b <= a {
					continue
				}
				ia, ib := int(a), int(b)
				lo, hi = min(lo, ia), max(hi, ib)
				if ia == ib {
					acc[ia] += (b - a) / sub
					continue
				}
				acc[ia] += (float64(ia+1) - a) / sub
				for x := ia + 1; x < ib; x++ {
					acc[x] += 1.0 / sub
				}
				if ib < w {
					acc[ib] += (b - float64(ib)) / sub
				}
			}
		}
		for x := max(lo, 0); x <= min(hi, w-1); x++ {
			if acc[x] > 0 {
				f(x, y, math.Min(1, acc[x]))
			}
			acc[x] = 0
		}
		acc[w], acc[w+1] = 0, 0
	}
}
