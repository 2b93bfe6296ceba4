package sprites_test

import (
	"bytes"
	"crypto/sha256"
	"image"
	"math"
	"testing"

	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/sprites"
)

func allPoints() []rules.Point {
	ps := make([]rules.Point, 0, rules.NumPoints)
	for p := rules.Point(0); p < rules.NumPoints; p++ {
		ps = append(ps, p)
	}
	return ps
}

func TestLayoutPointsInsideTheWood(t *testing.T) {
	for _, size := range []int{64, 300, 401, 1600} {
		l := sprites.NewLayout(size)
		for _, p := range allPoints() {
			x, y := l.Point(p)
			r := l.Stone / 2
			if x-r < l.Wood || y-r < l.Wood || x+r > l.Size-l.Wood || y+r > l.Size-l.Wood {
				t.Errorf("size %d: a stone on %v at (%.1f, %.1f) leaves the wood", size, p, x, y)
			}
		}
	}
}

func TestLayoutFollowsFilesAndRanks(t *testing.T) {
	l := sprites.NewLayout(700)
	a1, _ := rules.ParsePoint("a1")
	g7, _ := rules.ParsePoint("g7")
	x0, y0 := l.Point(a1)
	x1, y1 := l.Point(g7)
	if !(x0 < x1 && y0 > y1) {
		t.Errorf("a1 at (%v, %v) and g7 at (%v, %v): want a1 bottom left, g7 top right", x0, y0, x1, y1)
	}
	if math.Abs((x1-x0)-6*l.Step) > 1e-9 || math.Abs(x0-l.Margin) > 1e-9 {
		t.Errorf("a1-g7 spans %v, want six steps of %v from the margin %v", x1-x0, l.Step, l.Margin)
	}
}

func TestNearestInvertsPoint(t *testing.T) {
	for _, size := range []int{80, 400, 1024} {
		l := sprites.NewLayout(size)
		for _, p := range allPoints() {
			x, y := l.Point(p)
			for _, off := range [][2]float64{{0, 0}, {l.Grab * 0.7, 0}, {0, -l.Grab * 0.7}, {-l.Grab * 0.5, l.Grab * 0.5}} {
				got, ok := l.Nearest(x+off[0], y+off[1])
				if !ok || got != p {
					t.Errorf("size %d: Nearest(%v + %v) = %v, %v; want %v, true", size, p, off, got, ok, p)
				}
			}
		}
		// The centre of the board and a corner of the image are no point.
		if p, ok := l.Nearest(l.Size/2, l.Size/2); ok {
			t.Errorf("size %d: the centre grabs %v", size, p)
		}
		if p, ok := l.Nearest(0, 0); ok {
			t.Errorf("size %d: the image's corner grabs %v", size, p)
		}
	}
}

func TestStonesDoNotOverlap(t *testing.T) {
	l := sprites.NewLayout(500)
	for _, p := range allPoints() {
		for _, q := range allPoints() {
			if p >= q {
				continue
			}
			px, py := l.Point(p)
			qx, qy := l.Point(q)
			if d := math.Hypot(px-qx, py-qy); d < l.Stone {
				t.Errorf("%v and %v are %.1f px apart, closer than two stone radii (%.1f)", p, q, d, l.Stone)
			}
			if d := math.Hypot(px-qx, py-qy); d < 2*l.Grab {
				t.Errorf("%v and %v grab areas overlap", p, q)
			}
		}
	}
}

func TestSizes(t *testing.T) {
	check := func(name string, img *image.RGBA, w, h int) {
		t.Helper()
		if b := img.Bounds(); b.Dx() != w || b.Dy() != h || b.Min != (image.Point{}) {
			t.Errorf("%s: bounds %v, want %dx%d at the origin", name, b, w, h)
		}
	}
	check("board", sprites.Board(123, false), 123, 123)
	check("board with diagonals", sprites.Board(97, true), 97, 97)
	check("cheap board", sprites.BoardWith(sprites.BoardOptions{Size: 150, GrainScale: 0.5}), 150, 150)
	check("stone", sprites.Stone(rules.White, 37), 37, 37)
	check("shadow", sprites.Shadow(37, 0.1), sprites.ShadowSize(37, 0.1), sprites.ShadowSize(37, 0.1))
	for _, m := range sprites.Markers() {
		check(m.String(), m.RGBA(41), sprites.MarkerSize(41), sprites.MarkerSize(41))
	}
	check("mill glow", sprites.MillGlow(200, 30), 200, 30)
}

// luma is the brightness of a premultiplied pixel, un-premultiplied.
func luma(img *image.RGBA, x, y int) float64 {
	i := img.PixOffset(x, y)
	p := img.Pix[i : i+4]
	if p[3] == 0 {
		return 0
	}
	k := 255 / float64(p[3])
	return (0.299*float64(p[0]) + 0.587*float64(p[1]) + 0.114*float64(p[2])) * k
}

func TestBoardIsNotFlat(t *testing.T) {
	img := sprites.Board(400, false)
	l := sprites.NewLayout(400)
	// Sample the wood between the outer and middle rings, away from lines.
	var sum, sum2, n float64
	for y := int(l.Margin + l.Step*0.3); y < int(l.Margin+l.Step*0.7); y++ {
		for x := int(l.Margin + l.Step*1.3); x < int(l.Margin+l.Step*2.7); x++ {
			v := luma(img, x, y)
			sum += v
			sum2 += v * v
			n++
		}
	}
	mean := sum / n
	sd := math.Sqrt(sum2/n - mean*mean)
	if sd < 4 {
		t.Errorf("wood brightness varies by %.2f (sd), want visible grain", sd)
	}
	if mean < 90 || mean > 220 {
		t.Errorf("wood brightness %.1f: want a mid-toned wood", mean)
	}
}

func TestHolesAreDarkerThanWood(t *testing.T) {
	for _, size := range []int{200, 800} {
		img := sprites.Board(size, false)
		l := sprites.NewLayout(size)
		for _, p := range allPoints() {
			x, y := l.Point(p)
			hole := luma(img, int(x), int(y))
			// The wood half way to the next point along a diagonal, which no
			// line crosses.
			wx, wy := x+l.Step*0.35, y+l.Step*0.35
			if p.File() == 6 {
				wx = x - l.Step*0.35
			}
			if p.Rank() == 0 {
				wy = y - l.Step*0.35
			}
			wood := luma(img, int(wx), int(wy))
			if hole > wood*0.5 {
				t.Errorf("size %d: hole %v brightness %.0f, wood beside it %.0f; want the hole much darker", size, p, hole, wood)
			}
		}
	}
}

func TestBoardEdgesAreTransparentButShadowed(t *testing.T) {
	img := sprites.Board(300, false)
	if a := img.RGBAAt(0, 0).A; a > 8 {
		t.Errorf("corner alpha %d, want (nearly) transparent", a)
	}
	if a := img.RGBAAt(150, 150).A; a != 255 {
		t.Errorf("centre alpha %d, want opaque wood", a)
	}
	// The shadow falls down and to the right, away from the lamp.
	l := sprites.NewLayout(300)
	right := img.RGBAAt(299-int(l.Wood/2), 150).A
	left := img.RGBAAt(int(l.Wood/2), 150).A
	if right <= left {
		t.Errorf("shadow alpha right %d, left %d: want the shadow to fall to the right", right, left)
	}
}

func TestDiagonalsAddLines(t *testing.T) {
	l := sprites.NewLayout(400)
	plain, diag := sprites.Board(400, false), sprites.Board(400, true)
	// Half way between b2 and c3.
	b2, _ := rules.ParsePoint("b2")
	c3, _ := rules.ParsePoint("c3")
	x0, y0 := l.Point(b2)
	x1, y1 := l.Point(c3)
	x, y := int((x0+x1)/2), int((y0+y1)/2)
	if a, b := luma(plain, x, y), luma(diag, x, y); b > a*0.7 {
		t.Errorf("between b2 and c3 the board with diagonals is %.0f bright, without %.0f: want an inlaid line", b, a)
	}
}

func TestStonesAreRound(t *testing.T) {
	for _, c := range []rules.Color{rules.White, rules.Black} {
		for _, d := range []int{9, 40, 101} {
			img := sprites.Stone(c, d)
			r := float64(d) / 2
			for y := 0; y < d; y++ {
				for x := 0; x < d; x++ {
					dist := math.Hypot(float64(x)+0.5-r, float64(y)+0.5-r)
					a := img.RGBAAt(x, y).A
					if dist > r+0.75 && a != 0 {
						t.Fatalf("%v stone %d px: alpha %d at (%d, %d), outside the disc", c, d, a, x, y)
					}
					if dist < r-1 && a != 255 {
						t.Fatalf("%v stone %d px: alpha %d at (%d, %d), inside the disc", c, d, a, x, y)
					}
				}
			}
		}
	}
}

func meanLuma(img *image.RGBA) float64 {
	var sum, n float64
	b := img.Bounds()
	for y := 0; y < b.Dy(); y++ {
		for x := 0; x < b.Dx(); x++ {
			if img.RGBAAt(x, y).A == 255 {
				sum += luma(img, x, y)
				n++
			}
		}
	}
	return sum / n
}

func TestWhiteIsLighterThanBlack(t *testing.T) {
	w, b := meanLuma(sprites.Stone(rules.White, 60)), meanLuma(sprites.Stone(rules.Black, 60))
	if w < b+100 {
		t.Errorf("white stone brightness %.0f, black %.0f: want them far apart", w, b)
	}
}

func TestShadowIsSoftAndCentred(t *testing.T) {
	img := sprites.Shadow(50, 0.2)
	s := img.Bounds().Dx()
	c := img.RGBAAt(s/2, s/2).A
	if c < 80 {
		t.Errorf("shadow centre alpha %d, want a solid shadow", c)
	}
	if e := img.RGBAAt(0, s/2).A; e > 4 {
		t.Errorf("shadow edge alpha %d, want it faded out", e)
	}
	if l, r := img.RGBAAt(s/4, s/2).A, img.RGBAAt(s-1-s/4, s/2).A; absDiff(l, r) > 1 {
		t.Errorf("shadow not symmetric: %d vs %d", l, r)
	}
}

func absDiff(a, b uint8) int {
	if a > b {
		return int(a - b)
	}
	return int(b - a)
}

func hash(img *image.RGBA) [32]byte { return sha256.Sum256(img.Pix) }

func TestDeterministic(t *testing.T) {
	// Each picture is made twice, from scratch, and must come out the same.
	twice := func(render func() *image.RGBA) bool {
		first := hash(render())
		return first == hash(render())
	}
	if !twice(func() *image.RGBA { return sprites.Board(257, true) }) {
		t.Error("two boards differ")
	}
	if !twice(func() *image.RGBA { return sprites.Stone(rules.Black, 33) }) {
		t.Error("two black stones differ")
	}
	for _, v := range sprites.Vignettes() {
		if !twice(func() *image.RGBA { return v.RGBA(120, 80) }) {
			t.Errorf("two %v vignettes differ", v)
		}
	}
}

func TestMarkersDiffer(t *testing.T) {
	seen := map[[32]byte]sprites.Marker{}
	for _, m := range sprites.Markers() {
		h := hash(m.RGBA(48))
		if o, ok := seen[h]; ok {
			t.Errorf("%v looks exactly like %v", m, o)
		}
		seen[h] = m
	}
}

func TestMillPlacement(t *testing.T) {
	l := sprites.NewLayout(600)
	for _, line := range rules.BoardFor(true).Lines() {
		m := l.Mill(line)
		mx, my := l.Point(line[1])
		if math.Hypot(m.CX-mx, m.CY-my) > 1e-6 {
			t.Errorf("mill %v centred at (%.1f, %.1f), want its middle point (%.1f, %.1f)", line, m.CX, m.CY, mx, my)
		}
		x0, y0 := l.Point(line[0])
		if float64(m.Length) < 2*math.Hypot(mx-x0, my-y0)+l.Stone {
			t.Errorf("mill %v glow %d px long does not reach past its stones", line, m.Length)
		}
	}
}

func TestVignettes(t *testing.T) {
	vs := sprites.Vignettes()
	if len(vs) != 9 {
		t.Fatalf("%d vignettes, want 9", len(vs))
	}
	seen := map[[32]byte]sprites.Vignette{}
	for _, v := range vs {
		if v.String() == "" || v.Caption() == "" {
			t.Errorf("vignette %d has no name or caption", int(v))
		}
		img := v.RGBA(240, 160)
		if b := img.Bounds(); b.Dx() != 240 || b.Dy() != 160 {
			t.Errorf("%v: %v, want 240x160", v, b)
		}
		h := hash(img)
		if o, ok := seen[h]; ok {
			t.Errorf("%v looks exactly like %v", v, o)
		}
		seen[h] = v
		// Sizes other than the design's 3:2 still fill the image.
		if b := v.RGBA(100, 100).Bounds(); b.Dx() != 100 || b.Dy() != 100 {
			t.Errorf("%v at 100x100: %v", v, b)
		}
	}
}

func BenchmarkBoard400(b *testing.B)  { benchBoard(b, sprites.BoardOptions{Size: 400}) }
func BenchmarkBoard800(b *testing.B)  { benchBoard(b, sprites.BoardOptions{Size: 800}) }
func BenchmarkBoard1600(b *testing.B) { benchBoard(b, sprites.BoardOptions{Size: 1600}) }

// BenchmarkBoard1600Cheap is the browser's path: grain at half resolution.
func BenchmarkBoard1600Cheap(b *testing.B) {
	benchBoard(b, sprites.BoardOptions{Size: 1600, GrainScale: 0.5})
}

func benchBoard(b *testing.B, o sprites.BoardOptions) {
	for b.Loop() {
		sprites.BoardWith(o)
	}
}

func BenchmarkStones(b *testing.B) {
	d := sprites.NewLayout(1600).StoneSize()
	for b.Loop() {
		sprites.Stone(rules.White, d)
		sprites.Stone(rules.Black, d)
		sprites.Shadow(d, 0.08)
		sprites.Shadow(d, 0.25)
	}
}

func BenchmarkMarkers(b *testing.B) {
	d := sprites.NewLayout(1600).StoneSize()
	for b.Loop() {
		for _, m := range sprites.Markers() {
			m.RGBA(d)
		}
	}
}

func BenchmarkVignettes(b *testing.B) {
	for b.Loop() {
		for _, v := range sprites.Vignettes() {
			v.RGBA(480, 320)
		}
	}
}

func TestMillGeoMLiesAlongTheLine(t *testing.T) {
	l := sprites.NewLayout(640)
	for _, line := range rules.BoardFor(true).Lines() {
		m := l.Mill(line)
		g := m.GeoM()
		x0, y0, x1, y1 := l.Line(line)
		// The glow's spine runs from half its thickness in at each end.
		r := float64(m.Thick) / 2
		for _, c := range []struct{ gx, wantX, wantY float64 }{
			{float64(m.Length) / 2, m.CX, m.CY},
			{r, x0, y0},
			{float64(m.Length) - r, x1, y1},
		} {
			x, y := g.Apply(c.gx, float64(m.Thick)/2)
			if math.Hypot(x-c.wantX, y-c.wantY) > 1 {
				t.Errorf("mill %v: glow point %.0f lands at (%.1f, %.1f), want (%.1f, %.1f)", line, c.gx, x, y, c.wantX, c.wantY)
			}
		}
	}
}

// A paced vignette is the same picture, and its pause is called all along
// the drawing, not only at its end.
func TestVignettePacedIsTheSamePicture(t *testing.T) {
	for _, v := range sprites.Vignettes() {
		pauses := 0
		paced := v.RGBAPaced(150, 100, func() { pauses++ })
		if !bytes.Equal(paced.Pix, v.RGBA(150, 100).Pix) {
			t.Errorf("vignette %d: the paced picture differs", v)
		}
		// 150x100 pixels are laid many times over (paper, washes, ink).
		if pauses < 150*100/4096 {
			t.Errorf("vignette %d: %d pauses", v, pauses)
		}
	}
}

// Every board's layout keeps its stones on the wood, finds each of its
// points under it and nothing where only another board has a point.
func TestBoardLayoutsFindTheirPoints(t *testing.T) {
	for _, b := range rules.Boards() {
		for _, size := range []int{120, 401, 1600} {
			l := sprites.NewBoardLayout(size, b)
			for p := rules.Point(0); p < rules.MaxPoints; p++ {
				x, y := l.Point(p)
				got, ok := l.Nearest(x, y)
				if b.Has(p) != (ok && got == p) {
					t.Errorf("%v %d: Nearest at %v's place is %v, %v", b.Kind(), size, p, got, ok)
				}
				if !b.Has(p) {
					continue
				}
				if r := l.Stone / 2; x-r < l.Wood || y-r < l.Wood || x+r > l.Size-l.Wood || y+r > l.Size-l.Wood {
					t.Errorf("%v %d: a stone on %v leaves the wood", b.Kind(), size, p)
				}
			}
		}
	}
}

// The wood is drilled at the board's points only: the 16-point board has
// no hole where the 24-point board's inner square is.
func TestBoardHasHolesAtItsPointsOnly(t *testing.T) {
	const size = 300
	img := sprites.BoardWith(sprites.BoardOptions{Size: size, Kind: rules.SixteenPoints})
	l := sprites.NewBoardLayout(size, rules.BoardOf(rules.SixteenPoints, false))
	dark := func(p rules.Point) bool {
		x, y := l.Point(p)
		c := img.RGBAAt(int(x), int(y))
		return int(c.R)+int(c.G)+int(c.B) < 200
	}
	for _, p := range []rules.Point{rules.A1, rules.B4, rules.D6} {
		if !dark(p) {
			t.Errorf("no hole at %v", p)
		}
	}
	for _, p := range []rules.Point{rules.C3, rules.C4, rules.E5, rules.D4} {
		if dark(p) {
			t.Errorf("a hole at %v, which the board has not", p)
		}
	}
}
