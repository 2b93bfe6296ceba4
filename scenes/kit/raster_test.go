package kit

import (
	"image"
	"math"
	"testing"

	xvector "golang.org/x/image/vector"
)

// The outlines cover what they should, anti-aliased: the area of a
// rounded rectangle, a circle or the band along one's edge, full inside,
// empty outside and in a stroke's hole.
func TestRasterOutlines(t *testing.T) {
	tests := []struct {
		name string
		path func(p *Pen)
		area float64
		// in and out are points that must be covered fully and not at all.
		in, out []image.Point
	}{
		{"a rectangle", func(p *Pen) { p.Fill(RoundRectOutline(2.5, 3, 20, 10, 0)) }, 200,
			[]image.Point{{3, 3}, {21, 12}}, []image.Point{{1, 3}, {23, 3}, {10, 13}}},
		{"a rounded rectangle", func(p *Pen) { p.Fill(RoundRectOutline(2, 2, 30, 20, 6)) }, 600 - (4-math.Pi)*36,
			[]image.Point{{16, 11}, {2, 10}}, []image.Point{{2, 2}, {31, 21}}},
		{"outlined the other way", func(p *Pen) { p.Cut(RoundRectOutline(2, 2, 30, 20, 6)) }, 600 - (4-math.Pi)*36,
			[]image.Point{{16, 11}}, []image.Point{{2, 2}}},
		{"a radius too large", func(p *Pen) { p.Fill(RoundRectOutline(2, 2, 20, 20, 50)) }, math.Pi * 100,
			[]image.Point{{12, 12}}, []image.Point{{3, 3}}},
		{"a circle", func(p *Pen) { p.Fill(RoundRectOutline(1.3, 1.7, 24, 24, 12)) }, math.Pi * 144,
			[]image.Point{{13, 13}}, []image.Point{{2, 2}}},
		{"a band along a rounded edge", func(p *Pen) { p.strokeRoundRect(4, 4, 30, 20, 6, 2) },
			// The band's outer and inner edges, radii 7 and 5.
			(32*22 - (4-math.Pi)*49) - (28*18 - (4-math.Pi)*25),
			[]image.Point{{18, 3}, {3, 14}}, []image.Point{{18, 14}, {1, 1}}},
		{"a band wider than the radius", func(p *Pen) { p.strokeRoundRect(4, 4, 30, 20, 1, 4) },
			(34*24 - (4-math.Pi)*9) - 26*16,
			[]image.Point{{18, 2}, {4, 4}}, []image.Point{{18, 14}, {6, 6}}},
		{"a ring", func(p *Pen) {
			p.Fill(CircleOutline(20, 15, 10))
			p.Cut(CircleOutline(20, 15, 6))
		}, math.Pi * (100 - 36), []image.Point{{11, 15}}, []image.Point{{20, 15}, {1, 1}}},
		// Outlines turning either way are filled the same, and a fill
		// over another does not cut it.
		{"two squares overlapping, outlined opposite ways", func(p *Pen) {
			p.Fill([][2]float64{{2, 2}, {22, 2}, {22, 22}, {2, 22}})
			p.Fill([][2]float64{{12, 12}, {12, 30}, {40, 30}, {40, 12}})
		}, 400 + 28*18 - 10*10, []image.Point{{15, 15}, {5, 5}, {35, 25}}, []image.Point{{30, 5}}},
		{"a line with round ends", func(p *Pen) {
			p.Fill(LineOutline(10, 10, 40, 20, 6))
		}, math.Hypot(30, 10)*6 + math.Pi*9, []image.Point{{25, 15}}, []image.Point{{40, 10}, {10, 20}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			z := xvector.NewRasterizer(48, 32)
			tc.path(&Pen{z})
			dst := image.NewAlpha(image.Rect(0, 0, 48, 32))
			z.Draw(dst, dst.Bounds(), image.Opaque, image.Point{})
			area := 0.0
			for _, a := range dst.Pix {
				area += float64(a) / 255
			}
			if math.Abs(area-tc.area) > 0.01*tc.area+1 {
				t.Errorf("covers %.1f pixels, want %.1f", area, tc.area)
			}
			for _, p := range tc.in {
				if a := dst.AlphaAt(p.X, p.Y).A; a != 255 {
					t.Errorf("(%d, %d) covered %d/255, want all", p.X, p.Y, a)
				}
			}
			for _, p := range tc.out {
				if a := dst.AlphaAt(p.X, p.Y).A; a != 0 {
					t.Errorf("(%d, %d) covered %d/255, want none", p.X, p.Y, a)
				}
			}
		})
	}
}
