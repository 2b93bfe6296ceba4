package raster

import "math"

// Outline is a closed polygon, its points in order; the last joins the
// first.
type Outline [][2]float64

// Tolerance is how far, in pixels, the straight pieces of an arc or a
// curve may stray inside it: a hundredth of a pixel's coverage at most,
// too little to see.
const Tolerance = 0.02

// arcSteps is the number of straight pieces that follow an arc of angle a
// (radians) and radius r within Tolerance.
func arcSteps(a, r float64) int {
	if r <= Tolerance {
		return 1
	}
	return max(1, int(math.Ceil(a/(2*math.Acos(1-Tolerance/r)))))
}

// Arc appends to o the points along an arc of radius r round (cx, cy)
// from angle a0 to a1 (radians, clockwise on the screen when a1 > a0),
// both ends included, in straight pieces within Tolerance of it.
func Arc(o Outline, cx, cy, r, a0, a1 float64) Outline {
	n := arcSteps(math.Abs(a1-a0), r)
	for j := 0; j <= n; j++ {
		a := a0 + (a1-a0)*float64(j)/float64(n)
		o = append(o, [2]float64{cx + r*math.Cos(a), cy + r*math.Sin(a)})
	}
	return o
}

// RoundRectOutline is the outline of a rectangle with corners of radius
// rad (at most half its sides); a square with rad half its side is a
// circle. The corners are straight pieces with their ends on the arc.
func RoundRectOutline(x, y, w, h, rad float64) Outline {
	if w <= 0 || h <= 0 {
		return nil
	}
	rad = max(0, min(rad, w/2, h/2))
	// The corners' centres, clockwise from the top right.
	centres := [4][2]float64{{x + w - rad, y + rad}, {x + w - rad, y + h - rad}, {x + rad, y + h - rad}, {x + rad, y + rad}}
	var o Outline
	for i, c := range centres {
		a0 := -math.Pi/2 + float64(i)*math.Pi/2
		o = Arc(o, c[0], c[1], rad, a0, a0+math.Pi/2)
	}
	return o
}

// CircleOutline is the outline of a circle.
func CircleOutline(cx, cy, r float64) Outline {
	return RoundRectOutline(cx-r, cy-r, 2*r, 2*r, r)
}

// LineOutline is the outline of a line from (x0, y0) to (x1, y1), width
// wide, with round ends.
func LineOutline(x0, y0, x1, y1, width float64) Outline {
	a := math.Atan2(y1-y0, x1-x0)
	r := width / 2
	o := Arc(nil, x1, y1, r, a-math.Pi/2, a+math.Pi/2)
	return Arc(o, x0, y0, r, a+math.Pi/2, a+3*math.Pi/2)
}

// BandOutlines are the outer and inner edges of the band width wide along
// a rounded rectangle's edge, half of it on each side, as a pen drawing
// the edge would: outer to fill, inner to cut (Pen.Band). The band is
// round outside a corner of radius 0, and sharp inside one narrower than
// the band.
func BandOutlines(x, y, w, h, rad, width float64) (outer, inner Outline) {
	rad = max(0, min(rad, w/2, h/2))
	d := width / 2
	return RoundRectOutline(x-d, y-d, w+width, h+width, rad+d),
		RoundRectOutline(x+d, y+d, w-width, h-width, math.Max(0, rad-d))
}

// QuadTo appends to o the quadratic Bézier curve from o's last point
// through control point (cx, cy) to (x, y), end included, in straight
// pieces that stray at most tol from it. tol is in o's units, so that
// outlines drawn at a scale can be flattened before it is known; 0 means
// Tolerance, for outlines in pixels.
func QuadTo(o Outline, cx, cy, x, y, tol float64) Outline {
	p := o[len(o)-1]
	// The curve's second derivative is 2d all along, and a chord over a
	// parameter step 1/n strays from it by |d|/(4n²) at most.
	d := math.Hypot(p[0]-2*cx+x, p[1]-2*cy+y)
	n := steps(d/4, tol)
	for i := 1; i <= n; i++ {
		t := float64(i) / float64(n)
		u := 1 - t
		o = append(o, [2]float64{u*u*p[0] + 2*u*t*cx + t*t*x, u*u*p[1] + 2*u*t*cy + t*t*y})
	}
	return o
}

// CubeTo appends to o the cubic Bézier curve from o's last point through
// control points (c1x, c1y) and (c2x, c2y) to (x, y), end included, in
// straight pieces that stray at most tol from it (in o's units; 0 means
// Tolerance).
func CubeTo(o Outline, c1x, c1y, c2x, c2y, x, y, tol float64) Outline {
	p := o[len(o)-1]
	// The second derivative is 6 times a blend of d1 and d2, so a chord
	// over a step 1/n strays by 3·max(|d1|, |d2|)/(4n²) at most.
	d1 := math.Hypot(p[0]-2*c1x+c2x, p[1]-2*c1y+c2y)
	d2 := math.Hypot(c1x-2*c2x+x, c1y-2*c2y+y)
	n := steps(0.75*max(d1, d2), tol)
	for i := 1; i <= n; i++ {
		t := float64(i) / float64(n)
		u := 1 - t
		o = append(o, [2]float64{
			u*u*u*p[0] + 3*u*u*t*c1x + 3*u*t*t*c2x + t*t*t*x,
			u*u*u*p[1] + 3*u*u*t*c1y + 3*u*t*t*c2y + t*t*t*y,
		})
	}
	return o
}

// steps is the number of equal parameter steps n for which a curve whose
// chords stray by k/n² stays within tol.
func steps(k, tol float64) int {
	if tol <= 0 {
		tol = Tolerance
	}
	return max(1, int(math.Ceil(math.Sqrt(k/tol))))
}
