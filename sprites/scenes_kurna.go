package sprites

import "math"

// Each vignette is a function on the pen, composed on the 240×160 sheet
// from back to front: sky, distance, the setting, then the board.

// scratched is a board cut into stone with a point: thin doubled lines.
var scratched = boardStyle{w: 0.55, wob: 0.5, col: vInk, a: 0.7, passes: 3, dot: 1.1}

// carved is a board cut with a chisel or knife: a dark cut with a lit
// lower edge, and drilled points.
var carved = boardStyle{w: 1.1, wob: 0.15, col: vInk, a: 0.9, passes: 1, light: 0.5, lightCol: vPaper, dot: 1.9}

// sun draws a sun with short rays.
func (p *pen) sun(cx, cy, r float64) {
	p.wash(ellipse(cx, cy, r, r), vGold, 0.45)
	p.outline(ellipse(cx, cy, r, r), 0.6, 0.1)
	for i := 0; i < 16; i++ {
		a := float64(i) * math.Pi / 8
		l := 1.3
		if i%2 == 1 {
			l = 0.8
		}
		c, s := math.Cos(a), math.Sin(a)
		p.line(0.5, 0, pt{cx + c*(r+2.5), cy + s*(r+2.5)}, pt{cx + c*(r+2.5+5*l), cy + s*(r+2.5+5*l)})
	}
}

// stipple scatters small dots over a shape's bounding box where inside(x,
// y) holds: sand, gravel, the grain of stone.
func (p *pen) stipple(x0, y0, x1, y1 float64, n int, r float64, a float64, inside func(x, y float64) bool) {
	for i := 0; i < n; i++ {
		x, y := p.r.rangeF(x0, x1), p.r.rangeF(y0, y1)
		if inside != nil && !inside(x, y) {
			continue
		}
		p.fill(ellipse(x, y, r, r*0.8), vInk, a)
	}
}

// slab draws a block of stone whose top is q, thick units deep below it.
func (p *pen) slab(q quad, thick float64, tint rgb) {
	front := quad{q[3], q[2], {q[2].x, q[2].y + thick}, {q[3].x, q[3].y + thick}}
	side := quad{q[1], {q[1].x, q[1].y + thick}, {q[2].x, q[2].y + thick}, q[2]}
	p.solid(q.shape(), tint, 0.55)
	p.solid(front.shape(), tint, 0.7)
	p.hatch(front.shape(), 90, 1.3, 0.35, vInk, 0.55)
	if q[1].x < q[2].x {
		p.solid(side.shape(), tint, 0.6)
		p.hatch(side.shape(), 60, 1.6, 0.35, vInk, 0.4)
		p.outline(side.shape(), 0.6, 0.25)
	}
	p.outline(q.shape(), 0.7, 0.25)
	p.outline(front.shape(), 0.7, 0.25)
}

func (p *pen) kurna() {
	// The Theban hills with their pyramid-shaped peak, under a high sun.
	p.sun(198, 30, 10)
	hills := new(builder).moveTo(0, 90).lineTo(40, 82).quadTo(80, 74, 112, 72).
		lineTo(150, 44).lineTo(184, 70).quadTo(214, 76, 240, 82).lineTo(240, 104).lineTo(0, 104).shape()
	p.wash(hills, vWash, 0.5)
	p.hatch(hills, 35, 1.8, 0.35, vInk, 0.35)
	p.line(0.7, 0.3, pt{0, 90}, pt{40, 82}, pt{112, 72}, pt{150, 44}, pt{184, 70}, pt{240, 82})
	// The ground: sand.
	p.wash(rect(0, 100, 240, 60), vWash, 0.35)
	p.stipple(5, 100, 235, 155, 140, 0.35, 0.5, nil)

	// The temple: two papyrus columns under a lintel with the winged sun.
	for _, cx := range []float64{28, 74} {
		shaft := new(builder).moveTo(cx-8, 112).lineTo(cx-7, 46).lineTo(cx+7, 46).lineTo(cx+8, 112).shape()
		p.solid(shaft, vStone, 0.7)
		p.hatch(poly(pt{cx + 2, 46}, pt{cx + 7, 46}, pt{cx + 8, 112}, pt{cx + 2.5, 112}), 90, 1.2, 0.35, vInk, 0.6)
		p.outline(shaft, 0.7, 0.2)
		// The bell of the capital opens like a papyrus flower.
		bell := new(builder).moveTo(cx-7, 46).quadTo(cx-13, 40, cx-13, 34).lineTo(cx+13, 34).
			quadTo(cx+13, 40, cx+7, 46).shape()
		p.solid(bell, vStone, 0.8)
		p.hatch(poly(pt{cx + 3, 34}, pt{cx + 13, 34}, pt{cx + 7, 46}, pt{cx + 3, 46}), 90, 1.2, 0.35, vInk, 0.5)
		p.outline(bell, 0.7, 0.2)
		for _, y := range []float64{50, 52.5, 55} {
			p.line(0.5, 0, pt{cx - 7, y}, pt{cx + 7, y})
		}
		// Leaves on the bell.
		for k := -2; k <= 2; k++ {
			x := cx + float64(k)*4
			p.line(0.4, 0, pt{cx + float64(k)*1.6, 45}, pt{x, 35})
		}
	}
	lintel := rect(12, 22, 78, 12)
	p.solid(lintel, vStone, 0.75)
	p.hatch(rect(12, 30, 78, 4), 0, 1.1, 0.35, vInk, 0.5)
	p.outline(lintel, 0.8, 0.2)
	// The winged sun disc over the door.
	p.fill(ellipse(51, 27, 2.6, 2.6), vRed, 0.7)
	p.outline(ellipse(51, 27, 2.6, 2.6), 0.4, 0)
	for _, s := range []float64{-1, 1} {
		for k := 0; k < 3; k++ {
			y := 25.5 + float64(k)*1.3
			p.line(0.45, 0, pt{51 + s*4, y}, pt{51 + s*(14-float64(k)*2), y - 1 + float64(k)*0.6})
		}
	}

	// The roof slab in front, fallen and lying on the sand, with the board
	// scratched into it.
	top := quad{{92, 96}, {226, 92}, {222, 140}, {80, 146}}
	p.shadow(poly(pt{80, 152}, pt{222, 146}, pt{236, 150}, pt{96, 156}))
	p.slab(top, 7, vStone)
	p.stoneTexture(top)
	// A crack across a corner, as old stone has.
	p.line(0.5, 0.6, pt{206, 92.5}, pt{212, 104}, pt{224, 110})
	p.morris(top.inset(0.2, 0.12, 0.82, 0.9), scratched)
}

// shadow lays a soft cast shadow on the ground.
func (p *pen) shadow(sh shape) {
	p.hatch(sh, 0, 1.0, 0.45, vInk, 0.5)
}

// stoneTexture speckles and pits a stone surface.
func (p *pen) stoneTexture(q quad) {
	for i := 0; i < 90; i++ {
		c := q.at(p.r.float(), p.r.float())
		r := p.r.rangeF(0.2, 0.5)
		p.fill(ellipse(c.x, c.y, r, r*0.7), vInk, 0.35)
	}
}

func (p *pen) mihintale() {
	// The stupa on the hill, white under the sky, with palms about it.
	hill := new(builder).moveTo(0, 84).quadTo(60, 58, 120, 56).quadTo(180, 58, 240, 80).
		lineTo(240, 160).lineTo(0, 160).shape()
	p.wash(hill, vGreen, 0.35)
	p.hatch(hill, 20, 2.0, 0.35, vInk, 0.3)
	p.line(0.7, 0.3, pt{0, 84}, pt{40, 66}, pt{80, 58}, pt{120, 56}, pt{160, 58}, pt{200, 66}, pt{240, 80})
	// Terraces, dome, the square box and the spire of rings.
	for k, w := range []float64{40, 34} {
		y := 52 - float64(k)*4
		p.fill(rect(120-w/2, y, w, 4), vPaper, 0.9)
		p.hatch(rect(120+w/2-6, y, 6, 4), 90, 1.1, 0.35, vInk, 0.5)
		p.outline(rect(120-w/2, y, w, 4), 0.6, 0.1)
	}
	dome := new(builder).moveTo(104, 48).cubicTo(104, 26, 136, 26, 136, 48).shape()
	p.fill(dome, vPaper, 0.9)
	p.hatch(new(builder).moveTo(124, 48).cubicTo(130, 40, 130, 33, 126, 31.5).cubicTo(132, 33, 136, 40, 136, 48).shape(), 70, 1.1, 0.35, vInk, 0.6)
	p.outline(dome, 0.7, 0.15)
	p.fill(rect(116.5, 26, 7, 5), vPaper, 0.9)
	p.outline(rect(116.5, 26, 7, 5), 0.6, 0)
	spire := poly(pt{117.5, 26}, pt{122.5, 26}, pt{120, 8})
	p.fill(spire, vWash, 0.6)
	p.outline(spire, 0.6, 0)
	for k := 0; k < 5; k++ {
		y := 24 - float64(k)*3
		hw := 2.5 * (y - 8) / 18
		p.line(0.4, 0, pt{120 - hw, y}, pt{120 + hw, y})
	}
	p.palm(28, 118, 60, -1)
	p.palm(214, 112, 56, 1)
	p.palm(196, 96, 40, -1)

	// The flight of steps up the hill, nearest at the bottom.
	type step struct{ riserTop, treadTop, halfW, backHalfW float64 }
	steps := []step{
		{146, 104, 96, 74},
		{98, 88, 64, 56},
		{84, 76, 52, 46},
		{73, 67, 42, 37},
		{64.5, 60, 34, 30},
	}
	bottom := 160.0
	for i, s := range steps {
		riser := quad{{120 - s.halfW, s.riserTop}, {120 + s.halfW, s.riserTop}, {120 + s.halfW, bottom}, {120 - s.halfW, bottom}}
		p.solid(riser.shape(), vStone, 0.8)
		p.hatch(riser.shape(), 90, 1.2, 0.35, vInk, 0.55)
		p.outline(riser.shape(), 0.7, 0.2)
		tread := quad{{120 - s.backHalfW, s.treadTop}, {120 + s.backHalfW, s.treadTop}, {120 + s.halfW, s.riserTop}, {120 - s.halfW, s.riserTop}}
		p.solid(tread.shape(), vStone, 0.5)
		p.outline(tread.shape(), 0.7, 0.2)
		if i == 0 {
			p.stoneTexture(tread)
			p.morris(tread.inset(0.24, 0.1, 0.76, 0.9), carved)
		}
		bottom = s.treadTop
	}
}

// palm draws a palm tree whose trunk rises from (x, y) h units, leaning
// towards lean (-1 left, 1 right).
func (p *pen) palm(x, y, h, lean float64) {
	top := pt{x + lean*h*0.2, y - h}
	trunk := []pt{{x, y}, {x + lean*h*0.05, y - h*0.5}, top}
	p.stroke(trunk, 2.4, vSepia, 0.8)
	for k := 0; k < 8; k++ {
		yy := y - h*float64(k)/8
		xx := x + lean*h*0.2*math.Pow(float64(k)/8, 2)
		p.line(0.4, 0, pt{xx - 1.1, yy}, pt{xx + 1.1, yy - 0.6})
	}
	p.line(0.5, 0.1, trunk...)
	for k := 0; k < 7; k++ {
		a := -math.Pi/2 + (float64(k)-3)*0.5
		l := h * 0.38
		end := pt{top.x + math.Cos(a)*l*1.2, top.y + math.Sin(a)*l*0.6 + l*0.35}
		mid := pt{(top.x+end.x)/2 + math.Cos(a)*2, (top.y+end.y)/2 - l*0.22}
		frond := new(builder).moveTo(top.x, top.y).quadTo(mid.x, mid.y-2, end.x, end.y).
			quadTo(mid.x, mid.y+1.5, top.x, top.y+1).shape()
		p.fill(frond, vPaper, 1)
		p.fill(frond, vGreen, 0.6)
		p.outline(frond, 0.45, 0)
	}
}
