package sprites

import (
	"image"
	"math"

	"github.com/ninemen/morris/raster"
)

// pen draws on a canvas in design units: the vignettes are composed on a
// 240×160 sheet and the pen scales them to the pixels asked for.
type pen struct {
	cv     *canvas
	s      float64     // pixels per design unit
	ox, oy float64     // pixel position of the design origin
	n      *noise      // for the few points of a wobbly line
	t      *noiseTable // for per-pixel texture, where speed matters
	r      rng
	// rp and o are kept from one shape to the next for their memory.
	rp raster.Pen
	o  raster.Outline
}

func (p *pen) px(q pt) pt { return pt{p.ox + q.x*p.s, p.oy + q.y*p.s} }

// cover calls f with the coverage (0–1) of every pixel of the canvas that
// the shape (in design units) touches, filled by the nonzero rule.
func (p *pen) cover(sh shape, f func(x, y int, cov float64)) {
	p.rp.Reset()
	for _, poly := range sh {
		p.o = p.o[:0]
		for _, q := range poly {
			p.o = append(p.o, [2]float64{p.ox + q.x*p.s, p.oy + q.y*p.s})
		}
		p.rp.Add(p.o)
	}
	p.rp.Cover(image.Rect(0, 0, p.cv.w, p.cv.h), f)
}

// fill lays a flat colour over the shape.
func (p *pen) fill(sh shape, col rgb, a float64) {
	p.cover(sh, func(x, y int, cov float64) {
		p.cv.over(x, y, col, cov*a)
	})
}

// fillWith lays a colour that varies over the shape; f gets design units.
func (p *pen) fillWith(sh shape, f func(x, y float64) (rgb, float64)) {
	p.cover(sh, func(x, y int, cov float64) {
		col, a := f((float64(x)+0.5-p.ox)/p.s, (float64(y)+0.5-p.oy)/p.s)
		p.cv.over(x, y, col, cov*a)
	})
}

// wash is a watercolour-like fill: a little uneven, darker where the
// pigment pooled at the edges is left to the outline.
func (p *pen) wash(sh shape, col rgb, a float64) {
	p.fillWith(sh, func(x, y float64) (rgb, float64) {
		return col, a * (0.82 + 0.18*p.t.fbm(x*0.15, y*0.15, 3)*2)
	})
}

// solid is a wash on blank paper: it hides what is behind the shape.
func (p *pen) solid(sh shape, col rgb, a float64) {
	p.fill(sh, vPaper, 1)
	p.wash(sh, col, a)
}

// hatch fills the shape with parallel ink lines at angle (degrees),
// spacing design units apart. Where the lines would be closer than about
// two pixels it becomes an even tone instead, which is what the eye sees
// anyway and does not shimmer.
func (p *pen) hatch(sh shape, angle, spacing, width float64, col rgb, a float64) {
	sp := spacing * p.s
	wpx := math.Max(0.7, width*p.s)
	if sp < 2.6 {
		p.fill(sh, col, a*math.Min(1, wpx/sp))
		return
	}
	ca, sa := math.Cos(angle*math.Pi/180), math.Sin(angle*math.Pi/180)
	p.cover(sh, func(x, y int, cov float64) {
		fx, fy := float64(x)+0.5, float64(y)+0.5
		// Across the lines, with a slight tremble of the engraver's hand.
		t := (-fx*sa + fy*ca) / sp
		t += 0.06 * p.t.at(fx*ca/sp*0.3, fy*sa/sp*0.3)
		d := math.Abs(t-math.Round(t)) * sp
		line := clamp01(wpx/2 - d + 0.5)
		p.cv.over(x, y, col, cov*line*a)
	})
}

// wobble subdivides a polyline and nudges its points, so that lines look
// drawn by hand; amt is in design units.
func (p *pen) wobble(pts []pt, amt float64) []pt {
	if amt == 0 || len(pts) < 2 {
		return pts
	}
	var out []pt
	seed := p.r.float() * 100
	along := 0.0
	for i := 0; i+1 < len(pts); i++ {
		a, b := pts[i], pts[i+1]
		l := math.Hypot(b.x-a.x, b.y-a.y)
		n := max(1, int(l/3))
		for k := 0; k < n; k++ {
			t := float64(k) / float64(n)
			q := pt{a.x + (b.x-a.x)*t, a.y + (b.y-a.y)*t}
			d := along + l*t
			q.x += amt * p.n.at(d*0.2+seed, 3.7)
			q.y += amt * p.n.at(d*0.2+seed, 9.1)
			out = append(out, q)
		}
		along += l
	}
	last := pts[len(pts)-1]
	last.x += amt * p.n.at(along*0.2+seed, 3.7)
	last.y += amt * p.n.at(along*0.2+seed, 9.1)
	return append(out, last)
}

// stroke draws an open polyline w design units wide with round ends. The
// segments are merged into one coverage mask before colouring, so that
// joints are not darker than the line.
func (p *pen) stroke(pts []pt, w float64, col rgb, a float64) {
	if len(pts) < 2 {
		return
	}
	wpx := w * p.s
	if wpx < 0.8 {
		// Thinner than a pixel reads as fainter, not thinner.
		a *= wpx / 0.8
		wpx = 0.8
	}
	hw := wpx / 2
	q := make([]pt, len(pts))
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for i, v := range pts {
		q[i] = p.px(v)
		minX, maxX = math.Min(minX, q[i].x), math.Max(maxX, q[i].x)
		minY, maxY = math.Min(minY, q[i].y), math.Max(maxY, q[i].y)
	}
	x0, y0 := max(0, int(minX-hw-1)), max(0, int(minY-hw-1))
	x1, y1 := min(p.cv.w, int(maxX+hw+2)), min(p.cv.h, int(maxY+hw+2))
	if x1 <= x0 || y1 <= y0 {
		return
	}
	mw := x1 - x0
	mask := make([]float32, mw*(y1-y0))
	for i := 0; i+1 < len(q); i++ {
		s := segment{ax: q[i].x, ay: q[i].y, bx: q[i+1].x, by: q[i+1].y}
		sx0 := max(x0, int(math.Min(s.ax, s.bx)-hw-1))
		sx1 := min(x1, int(math.Max(s.ax, s.bx)+hw+2))
		sy0 := max(y0, int(math.Min(s.ay, s.by)-hw-1))
		sy1 := min(y1, int(math.Max(s.ay, s.by)+hw+2))
		for y := sy0; y < sy1; y++ {
			for x := sx0; x < sx1; x++ {
				d, _, _ := segDist(float64(x)+0.5, float64(y)+0.5, &s)
				if c := float32(clamp01(hw - d + 0.5)); c > mask[(y-y0)*mw+x-x0] {
					mask[(y-y0)*mw+x-x0] = c
				}
			}
		}
	}
	for y := y0; y < y1; y++ {
		for x := x0; x < x1; x++ {
			if m := mask[(y-y0)*mw+x-x0]; m > 0 {
				// Ink takes unevenly, like a print.
				k := 0.88 + 0.12*p.t.at(float64(x)*0.35, float64(y)*0.35)
				p.cv.over(x, y, col, float64(m)*a*k)
			}
		}
	}
}

// line is a hand-drawn ink line through the points.
func (p *pen) line(w, wob float64, pts ...pt) {
	p.stroke(p.wobble(pts, wob), w, vInk, 0.92)
}

// outline draws the edges of every polygon of the shape.
func (p *pen) outline(sh shape, w, wob float64) {
	for _, poly := range sh {
		closed := append(append([]pt(nil), poly...), poly[0])
		p.stroke(p.wobble(closed, wob), w, vInk, 0.92)
	}
}

// quad maps the unit square onto four corners (top left, top right,
// bottom right, bottom left) bilinearly: a cheap perspective for surfaces
// seen at an angle.
type quad [4]pt

func (q quad) at(u, v float64) pt {
	top := pt{q[0].x + (q[1].x-q[0].x)*u, q[0].y + (q[1].y-q[0].y)*u}
	bot := pt{q[3].x + (q[2].x-q[3].x)*u, q[3].y + (q[2].y-q[3].y)*u}
	return pt{top.x + (bot.x-top.x)*v, top.y + (bot.y-top.y)*v}
}

func (q quad) shape() shape { return poly(q[0], q[1], q[2], q[3]) }

// inset returns the part of q between u0..u1 and v0..v1.
func (q quad) inset(u0, v0, u1, v1 float64) quad {
	return quad{q.at(u0, v0), q.at(u1, v0), q.at(u1, v1), q.at(u0, v1)}
}

// morrisLines are the board's lines in unit coordinates: three squares
// and four spokes.
func morrisLines() [][]pt {
	var ls [][]pt
	for k := 0; k < 3; k++ {
		a := float64(k) / 6
		b := 1 - a
		ls = append(ls, []pt{{a, a}, {b, a}, {b, b}, {a, b}, {a, a}})
	}
	ls = append(ls,
		[]pt{{0.5, 0}, {0.5, 2.0 / 6}}, []pt{{0.5, 4.0 / 6}, {0.5, 1}},
		[]pt{{0, 0.5}, {2.0 / 6, 0.5}}, []pt{{4.0 / 6, 0.5}, {1, 0.5}})
	return ls
}

// morrisPoints are the 24 points in unit coordinates.
func morrisPoints() []pt {
	var ps []pt
	for k := 0; k < 3; k++ {
		a := float64(k) / 6
		b, m := 1-a, 0.5
		ps = append(ps, pt{a, a}, pt{m, a}, pt{b, a}, pt{b, m}, pt{b, b}, pt{m, b}, pt{a, b}, pt{a, m})
	}
	return ps
}

// boardStyle says how a board was made: scratched, carved or painted.
type boardStyle struct {
	w, wob   float64 // line width and hand tremble
	col      rgb
	a        float64
	passes   int     // scratches go over the same line more than once
	light    float64 // a carved line's lit lower edge, 0 for none
	dot      float64 // radius of the points' holes or dots, 0 for none
	lightCol rgb
}

// morris draws a board on the surface q.
func (p *pen) morris(q quad, st boardStyle) {
	for _, l := range morrisLines() {
		pts := make([]pt, len(l))
		for i, u := range l {
			pts[i] = q.at(u.x, u.y)
		}
		for k := 0; k < max(1, st.passes); k++ {
			if st.light > 0 {
				lit := make([]pt, len(pts))
				for i, v := range pts {
					lit[i] = pt{v.x + st.light, v.y + st.light}
				}
				p.stroke(p.wobble(lit, st.wob), st.w*0.7, st.lightCol, st.a*0.8)
			}
			p.stroke(p.wobble(pts, st.wob), st.w, st.col, st.a)
		}
	}
	if st.dot > 0 {
		for _, u := range morrisPoints() {
			c := q.at(u.x, u.y)
			// Dots shrink with the surface's foreshortening.
			e := q.at(math.Min(1, u.x+0.02), math.Min(1, u.y+0.02))
			k := math.Max(0.6, math.Min(1, math.Abs(e.y-c.y)/math.Abs(e.x-c.x+1e-9)))
			p.fill(ellipse(c.x, c.y, st.dot, st.dot*k), st.col, st.a)
		}
	}
}
