package raster_test

import (
	"bytes"
	"image"
	"image/color"
	"image/draw"
	"math"
	"testing"

	"golang.org/x/image/vector"

	"github.com/ninemen/morris/raster"
)

// square is the outline of a w×h rectangle at (x, y), clockwise on the
// screen, or anticlockwise when ccw.
func square(x, y, w, h float64, ccw bool) raster.Outline {
	o := raster.Outline{{x, y}, {x + w, y}, {x + w, y + h}, {x, y + h}}
	if ccw {
		o[1], o[3] = o[3], o[1]
	}
	return o
}

// cover is the coverage Pen.Cover gives on a w×h grid, and the sum of it.
func cover(t *testing.T, w, h int, draw func(p *raster.Pen)) (grid []float64, sum float64) {
	t.Helper()
	var p raster.Pen
	draw(&p)
	grid = make([]float64, w*h)
	p.Cover(image.Rect(0, 0, w, h), func(x, y int, cov float64) {
		if x < 0 || y < 0 || x >= w || y >= h {
			t.Fatalf("(%d, %d) is off the %d×%d grid", x, y, w, h)
		}
		if cov <= 0 || cov > 1 {
			t.Fatalf("(%d, %d) covered %v", x, y, cov)
		}
		if grid[y*w+x] != 0 {
			t.Fatalf("(%d, %d) reported twice", x, y)
		}
		grid[y*w+x] = cov
		sum += cov
	})
	return grid, sum
}

// The coverage is 8-bit: a pixel on an edge may read up to a step of
// 1/255 below or above what it covers.
const step = 1.0 / 255

func TestCoverArea(t *testing.T) {
	tests := []struct {
		name string
		draw func(p *raster.Pen)
		area float64
		// edges is how many pixels are on an edge, each off by a step at
		// most; 0 when every pixel is covered fully or not at all.
		edges float64
		// in and out are pixels that must be covered fully and not at all.
		in, out []image.Point
	}{
		{"a square on whole pixels", func(p *raster.Pen) { p.Fill(square(3, 4, 20, 20, false)) }, 400, 0,
			[]image.Point{{3, 4}, {22, 23}}, []image.Point{{2, 4}, {23, 4}, {3, 24}}},
		{"the same turning the other way", func(p *raster.Pen) { p.Fill(square(3, 4, 20, 20, true)) }, 400, 0,
			[]image.Point{{3, 4}}, []image.Point{{2, 4}}},
		{"added as it turns", func(p *raster.Pen) { p.Add(square(3, 4, 20, 20, true)) }, 400, 0,
			[]image.Point{{3, 4}}, []image.Point{{2, 4}}},
		{"a square at fractional offsets", func(p *raster.Pen) { p.Fill(square(2.25, 3.5, 10, 10, false)) }, 100, 44,
			[]image.Point{{3, 4}, {11, 12}}, []image.Point{{1, 5}, {13, 5}, {5, 14}}},
		{"a rectangle off the grid's edges", func(p *raster.Pen) { p.Fill(square(-5, -5, 10, 60, false)) }, 5 * 40, 0,
			[]image.Point{{0, 0}, {4, 39}}, []image.Point{{5, 0}}},
		{"overlapping fills do not double", func(p *raster.Pen) {
			p.Fill(square(2, 2, 20, 20, false))
			p.Fill(square(12, 12, 20, 20, true))
		}, 800 - 100, 0, []image.Point{{15, 15}, {5, 5}, {30, 30}}, []image.Point{{30, 5}}},
		{"a fill inside a fill", func(p *raster.Pen) {
			p.Fill(square(2, 2, 30, 30, false))
			p.Fill(square(10, 10, 10, 10, true))
		}, 900, 0, []image.Point{{15, 15}}, []image.Point{{33, 33}}},
		{"a ring: fill outer, cut inner", func(p *raster.Pen) {
			p.Fill(square(2, 2, 30, 30, false))
			p.Cut(square(10, 10, 10, 10, false))
		}, 800, 0, []image.Point{{5, 5}, {25, 25}}, []image.Point{{10, 10}, {15, 15}, {19, 19}}},
		// A cut undoes one fill: under two it leaves the shape filled.
		{"a cut under two fills", func(p *raster.Pen) {
			p.Fill(square(2, 2, 30, 30, false))
			p.Fill(square(4, 4, 26, 26, true))
			p.Cut(square(10, 10, 10, 10, true))
		}, 900, 0, []image.Point{{5, 5}, {15, 15}}, nil},
		{"a hole added turning the other way", func(p *raster.Pen) {
			p.Add(square(2, 2, 30, 30, false))
			p.Add(square(10, 10, 10, 10, true))
		}, 800, 0, []image.Point{{5, 5}}, []image.Point{{15, 15}}},
		{"a circle", func(p *raster.Pen) { p.Fill(raster.CircleOutline(20.3, 19.6, 15)) }, math.Pi * 225, 2 * math.Pi * 15 * 1.5,
			[]image.Point{{20, 20}, {7, 19}}, []image.Point{{1, 1}, {39, 39}}},
		{"a ring of circles", func(p *raster.Pen) {
			p.Fill(raster.CircleOutline(20, 20, 15))
			p.Cut(raster.CircleOutline(20, 20, 8))
		}, math.Pi * (225 - 64), 2 * math.Pi * 23 * 1.5, []image.Point{{8, 20}}, []image.Point{{20, 20}, {16, 20}}},
		{"a band", func(p *raster.Pen) { p.Band(4, 4, 30, 20, 6, 2) },
			(32*22 - (4-math.Pi)*49) - (28*18 - (4-math.Pi)*25), 2 * 2 * 104,
			[]image.Point{{18, 3}, {3, 14}}, []image.Point{{18, 14}, {1, 1}}},
		{"a line with round ends", func(p *raster.Pen) { p.Fill(raster.LineOutline(10, 10, 40, 20, 6)) },
			math.Hypot(30, 10)*6 + math.Pi*9, 2 * (math.Hypot(30, 10) + 3*math.Pi) * 1.5,
			[]image.Point{{25, 15}}, []image.Point{{40, 10}, {10, 20}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			const w, h = 48, 40
			grid, sum := cover(t, w, h, tc.draw)
			// Arcs stray inside their curve by Tolerance at most.
			tol := 1e-6*tc.area + tc.edges*(step+raster.Tolerance)
			if math.Abs(sum-tc.area) > tol {
				t.Errorf("covers %.6f pixels, want %.6f within %.6f", sum, tc.area, tol)
			}
			for _, p := range tc.in {
				if a := grid[p.Y*w+p.X]; a != 1 {
					t.Errorf("(%d, %d) covered %v, want all", p.X, p.Y, a)
				}
			}
			for _, p := range tc.out {
				if a := grid[p.Y*w+p.X]; a != 0 {
					t.Errorf("(%d, %d) covered %v, want none", p.X, p.Y, a)
				}
			}
		})
	}
}

// A pixel on an edge is covered by the part of it inside the shape, at
// whatever fraction of a pixel the edge lies.
func TestCoverFractionalOffsets(t *testing.T) {
	for _, off := range []float64{0, 0.125, 0.25, 0.5, 0.7, 0.999} {
		x, y := 4+off, 6+off/2
		grid, _ := cover(t, 20, 20, func(p *raster.Pen) { p.Fill(square(x, y, 8, 8, false)) })
		for _, c := range []struct {
			x, y int
			want float64
		}{
			{4, 9, 1 - off},                 // the left edge
			{12, 9, off},                    // the right edge
			{8, 6, 1 - off/2},               // the top edge
			{8, 14, off / 2},                // the bottom edge
			{4, 6, (1 - off) * (1 - off/2)}, // the top left corner
			{8, 9, 1},
		} {
			if got := grid[c.y*20+c.x]; math.Abs(got-c.want) > step {
				t.Errorf("offset %v: (%d, %d) covered %.4f, want %.4f", off, c.x, c.y, got, c.want)
			}
		}
	}
}

// Curves flattened within a tolerance stay that close to the curve: a
// quarter circle's Bézier approximation lies on the circle within its
// known error, 0.027% of the radius.
func TestCurvesFollowTheirCurve(t *testing.T) {
	const r, k = 100.0, 0.5522847498 // k: the cubic's control points for a quarter circle
	for _, tol := range []float64{0, 0.5, 0.05} {
		o := raster.CubeTo(raster.Outline{{r, 0}}, r, k*r, k*r, r, 0, r, tol)
		want := tol
		if tol == 0 {
			want = raster.Tolerance
		}
		// Between two points, the chord's middle is where it strays most.
		for i := 1; i < len(o); i++ {
			mx, my := (o[i-1][0]+o[i][0])/2, (o[i-1][1]+o[i][1])/2
			if d := r - math.Hypot(mx, my); d > want+0.00028*r {
				t.Errorf("tol %v: the chord %d strays %.4f inside", tol, i, d)
			}
		}
		if end := o[len(o)-1]; end != [2]float64{0, r} {
			t.Errorf("tol %v: ends at %v", tol, end)
		}
	}
	// A quadratic's chords stray at most tol from it: compare each chord's
	// middle with the curve at the middle parameter.
	for _, tol := range []float64{0, 0.1, 1} {
		p0, c, p1 := [2]float64{0, 0}, [2]float64{50, 80}, [2]float64{100, 0}
		o := raster.QuadTo(raster.Outline{p0}, c[0], c[1], p1[0], p1[1], tol)
		n := len(o) - 1
		want := tol
		if tol == 0 {
			want = raster.Tolerance
		}
		for i := 1; i <= n; i++ {
			tm := (float64(i) - 0.5) / float64(n)
			u := 1 - tm
			cx := u*u*p0[0] + 2*u*tm*c[0] + tm*tm*p1[0]
			cy := u*u*p0[1] + 2*u*tm*c[1] + tm*tm*p1[1]
			mx, my := (o[i-1][0]+o[i][0])/2, (o[i-1][1]+o[i][1])/2
			if d := math.Hypot(cx-mx, cy-my); d > want*(1+1e-9) {
				t.Errorf("tol %v: the chord %d of %d strays %.4f", tol, i, n, d)
			}
		}
		if n > 1 && want < 1 && n < 2 {
			t.Errorf("tol %v: %d pieces", tol, n)
		}
	}
}

// Draw writes every pixel of the rectangle and no other, and Mask is the
// coverage as an image.
func TestDrawAndMask(t *testing.T) {
	dst := image.NewRGBA(image.Rect(0, 0, 30, 20))
	for i := range dst.Pix {
		dst.Pix[i] = 9
	}
	var p raster.Pen
	p.Fill(square(12, 7, 4, 4, false))
	p.Draw(dst, image.Rect(10, 5, 20, 15), image.NewUniform(color.RGBA{200, 100, 50, 255}))
	for _, c := range []struct {
		x, y int
		want color.RGBA
	}{
		{12, 7, color.RGBA{200, 100, 50, 255}}, // inside
		{11, 6, color.RGBA{}},                  // in r, outside the square
		{2, 2, color.RGBA{9, 9, 9, 9}},         // outside r
		{15, 15, color.RGBA{9, 9, 9, 9}},
	} {
		if got := dst.RGBAAt(c.x, c.y); got != c.want {
			t.Errorf("(%d, %d) = %v, want %v", c.x, c.y, got, c.want)
		}
	}
	m := raster.Mask(10, 10, func(p *raster.Pen) { p.Fill(square(2, 2, 4, 4, false)) })
	if m.AlphaAt(2, 2).A != 255 || m.AlphaAt(6, 2).A != 0 || m.Bounds() != image.Rect(0, 0, 10, 10) {
		t.Errorf("mask: %v at (2, 2), %v at (6, 2), bounds %v", m.AlphaAt(2, 2), m.AlphaAt(6, 2), m.Bounds())
	}
}

// An empty pen, an outline of two points and one off the grid cover
// nothing.
func TestCoverNothing(t *testing.T) {
	for name, draw := range map[string]func(p *raster.Pen){
		"empty":      func(p *raster.Pen) {},
		"two points": func(p *raster.Pen) { p.Fill(raster.Outline{{1, 1}, {5, 5}}) },
		"off grid":   func(p *raster.Pen) { p.Fill(square(30, 30, 5, 5, false)) },
		"reset": func(p *raster.Pen) {
			p.Fill(square(1, 1, 5, 5, false))
			p.Reset()
		},
	} {
		if _, sum := cover(t, 20, 20, draw); sum != 0 {
			t.Errorf("%s: covers %v", name, sum)
		}
	}
}

// Draw over a whole picture writes the pixels the drawing kit wrote when
// it drove the rasterizer itself, so that moving to Pen changes none.
func TestDrawAsTheKitDid(t *testing.T) {
	for _, size := range []image.Point{{40, 30}, {600, 60}} { // fixed and floating point
		outlines := []raster.Outline{
			raster.RoundRectOutline(1.5, 2.25, float64(size.X)-4, 20, 7),
			raster.CircleOutline(12.4, 14.2, 5.5),
		}
		clr := color.RGBA{30, 60, 90, 200}
		want := image.NewRGBA(image.Rect(0, 0, size.X, size.Y))
		z := vector.NewRasterizer(size.X, size.Y)
		z.DrawOp = draw.Src
		for _, o := range outlines {
			// The kit's pen turned fills clockwise on the screen, as these are.
			z.MoveTo(float32(o[0][0]), float32(o[0][1]))
			for _, q := range o[1:] {
				z.LineTo(float32(q[0]), float32(q[1]))
			}
			z.ClosePath()
		}
		z.Draw(want, want.Bounds(), image.NewUniform(clr), image.Point{})

		got := image.NewRGBA(want.Bounds())
		var p raster.Pen
		for _, o := range outlines {
			p.Fill(o)
		}
		p.Draw(got, got.Bounds(), image.NewUniform(clr))
		if !bytes.Equal(got.Pix, want.Pix) {
			t.Errorf("%v: the pixels differ", size)
		}
	}
}
