package sprites

import "math"

// waves draws rows of little ink waves between y0 and y1.
func (p *pen) waves(x0, x1, y0, y1 float64, rows int) {
	for r := 0; r < rows; r++ {
		t := float64(r) / float64(max(1, rows-1))
		y := y0 + (y1-y0)*t*t
		amp := 0.6 + 1.6*t
		step := 6 + 10*t
		off := p.r.rangeF(0, step)
		for x := x0 - off; x < x1; x += step {
			w := step * 0.7
			p.line(0.35+0.3*t, 0, pt{x, y}, pt{x + w*0.25, y - amp}, pt{x + w*0.5, y - amp*1.2}, pt{x + w*0.75, y - amp*0.5}, pt{x + w, y})
		}
	}
}

func (p *pen) gokstad() {
	// Sky and sea.
	p.wash(rect(0, 0, 240, 78), vBlue, 0.12)
	p.wash(rect(0, 76, 240, 40), vBlue, 0.35)
	p.line(0.6, 0.2, pt{0, 76}, pt{240, 76})
	p.waves(4, 236, 80, 106, 6)
	p.longship()
	p.deckBoard()
}

// longship draws the Gokstad ship on the sea: a long low hull rising to
// tall curled stem and stern, the striped sail and the shields.
func (p *pen) longship() {
	hull := new(builder).moveTo(36, 64).
		quadTo(40, 84, 70, 88).lineTo(170, 88).quadTo(200, 84, 206, 62).
		lineTo(200, 64).quadTo(192, 74, 170, 74).lineTo(70, 74).quadTo(48, 74, 42, 64).shape()
	p.solid(hull, vSepia, 0.55)
	p.hatch(hull, 0, 1.3, 0.35, vInk, 0.4)
	// Clinker planks: each strake a curve along the hull.
	for k := 1; k <= 3; k++ {
		y := 74 + float64(k)*3.5
		p.line(0.45, 0.1, pt{44 + float64(k)*3, 66 + float64(k)*4}, pt{70, y}, pt{170, y}, pt{200 - float64(k)*3, 64 + float64(k)*4})
	}
	p.outline(hull, 0.8, 0.1)
	// Stem and stern posts end in curls.
	for _, s := range []struct{ x, dir float64 }{{39, -1}, {203, 1}} {
		post := []pt{{s.x, 66}, {s.x + s.dir*3, 54}, {s.x + s.dir*4, 44}, {s.x + s.dir*1, 38}, {s.x - s.dir*3, 39}, {s.x - s.dir*3.5, 43}, {s.x - s.dir*1, 44.5}}
		p.stroke(post, 2.2, vSepia, 0.9)
		p.line(0.5, 0, post...)
	}
	// Mast, yard and the striped square sail.
	p.stroke([]pt{{120, 74}, {120, 12}}, 1.6, vSepia, 0.9)
	p.line(0.5, 0, pt{120, 74}, pt{120, 12})
	sail := new(builder).moveTo(92, 18).lineTo(148, 18).quadTo(152, 40, 146, 58).lineTo(94, 58).quadTo(88, 40, 92, 18).shape()
	p.solid(sail, vPaper, 0)
	for k := 0; k < 7; k++ {
		if k%2 == 0 {
			x := 92 + float64(k)*8
			p.fillWith(sail, func(px, py float64) (rgb, float64) {
				if px >= x && px < x+8 {
					return vRed, 0.5
				}
				return rgb{}, 0
			})
		}
	}
	p.hatch(sail, 90, 1.4, 0.3, vInk, 0.25)
	p.outline(sail, 0.7, 0.1)
	p.line(1.2, 0, pt{86, 18}, pt{154, 18})
	p.line(0.4, 0, pt{120, 12}, pt{44, 62})
	p.line(0.4, 0, pt{120, 12}, pt{198, 60})
	// A row of round shields along the rail.
	for k := 0; k < 14; k++ {
		x := 62 + float64(k)*9
		sh := ellipse(x, 72, 4.2, 4.2)
		col := vGold
		if k%2 == 1 {
			col = vPaper
		}
		p.solid(sh, col, 0.6)
		p.outline(sh, 0.5, 0)
		p.fill(ellipse(x, 72, 1.1, 1.1), vInk, 0.8)
	}
}

// deckBoard draws, in front, a plank of the ship's deck with the board
// cut into it.
func (p *pen) deckBoard() {
	plank := quad{{6, 112}, {234, 106}, {236, 146}, {4, 154}}
	p.shadow(poly(pt{4, 154}, pt{236, 146}, pt{236, 152}, pt{4, 160}))
	p.solid(plank.shape(), vWash, 0.8)
	// Grain along the plank.
	for k := 0; k < 22; k++ {
		v := (float64(k) + 0.5) / 22
		u0, u1 := p.r.rangeF(0, 0.3), p.r.rangeF(0.6, 1)
		var pts []pt
		for u := u0; u <= u1; u += 0.04 {
			q := plank.at(u, v)
			pts = append(pts, pt{q.x, q.y + 0.8*math.Sin(u*9+float64(k))})
		}
		p.stroke(pts, 0.35, vInk, 0.45)
	}
	p.outline(plank.shape(), 0.8, 0.15)
	// Wooden nails at the ends.
	for _, u := range []float64{0.04, 0.96} {
		for _, v := range []float64{0.25, 0.75} {
			c := plank.at(u, v)
			p.fill(ellipse(c.x, c.y, 1.3, 1.1), vInk, 0.7)
		}
	}
	p.morris(plank.inset(0.32, 0.1, 0.68, 0.9), carved)
}

func (p *pen) pavement() {
	// A colonnade of round arches behind the paving.
	p.solid(rect(0, 8, 240, 84), vStone, 0.45)
	for k := 0; k < 5; k++ {
		x := 4 + float64(k)*58
		opening := new(builder).moveTo(x+8, 88).lineTo(x+8, 46).
			cubicTo(x+8, 24, x+50, 24, x+50, 46).lineTo(x+50, 88).shape()
		p.fill(opening, vPaper, 1)
		p.hatch(opening, 90, 1.1, 0.4, vInk, 0.7)
		p.hatch(opening, 0, 1.4, 0.35, vInk, 0.35)
		p.outline(opening, 0.7, 0.1)
		// Voussoirs round the arch.
		for a := 0; a <= 8; a++ {
			t := math.Pi * float64(a) / 8
			cx, cy := x+29, 46.0
			p.line(0.4, 0, pt{cx - 21*math.Cos(t), cy - 16*math.Sin(t)}, pt{cx - 25*math.Cos(t), cy - 20*math.Sin(t)})
		}
	}
	for k := 0; k < 5; k++ {
		x := 4 + float64(k)*58 - 8
		p.fill(rect(x+1, 44, 14, 3), vInk, 0.6)
	}
	p.fill(rect(0, 8, 240, 4), vInk, 0.5)
	p.line(0.7, 0, pt{0, 12}, pt{240, 12})
	// The meander border along the foot of the wall.
	p.solid(rect(0, 88, 240, 8), vRed, 0.35)
	p.line(0.6, 0, pt{0, 88}, pt{240, 88})
	p.line(0.6, 0, pt{0, 96}, pt{240, 96})
	for x := 2.0; x < 240; x += 8 {
		p.line(0.6, 0, pt{x, 94.5}, pt{x, 89.5}, pt{x + 6, 89.5}, pt{x + 6, 93}, pt{x + 3, 93}, pt{x + 3, 91.5})
	}

	// The paving in perspective, towards a vanishing point high in the
	// middle.
	vp := pt{120, 30}
	floor := rect(0, 96, 240, 64)
	p.solid(floor, vStone, 0.55)
	edge := func(xBottom, y float64) float64 { return vp.x + (xBottom-vp.x)*(y-vp.y)/(160-vp.y) }
	rows := []float64{96, 102, 110, 121, 137, 160}
	for _, y := range rows[1:5] {
		p.line(0.6, 0.2, pt{0, y}, pt{240, y})
	}
	for k := -5; k <= 5; k++ {
		xb := 120 + float64(k)*56 + 28
		p.line(0.6, 0.2, pt{edge(xb, 96), 96}, pt{xb, 160})
	}
	p.stipple(0, 96, 240, 160, 160, 0.3, 0.45, nil)
	// The board on the big flag in front.
	y0, y1 := 112.0, 153.0
	stone := quad{{edge(64, y0), y0}, {edge(176, y0), y0}, {edge(176, y1), y1}, {edge(64, y1), y1}}
	p.solid(stone.shape(), vStone, 0.65)
	p.outline(stone.shape(), 0.6, 0.2)
	p.stoneTexture(stone)
	p.morris(stone.inset(0.12, 0.08, 0.88, 0.92), carved)
	// Wear: a chipped corner and a crack.
	p.line(0.45, 0.7, pt{60, 121}, pt{52, 131}, pt{56, 137})
	p.line(0.45, 0.7, pt{190, 137}, pt{200, 147}, pt{197, 158})
}

// gothicArch is a pointed arch from (x, bottom) w wide, springing at
// spring and peaking at top.
func gothicArch(x, w, bottom, spring, top float64) shape {
	return new(builder).moveTo(x, bottom).lineTo(x, spring).
		quadTo(x, top+(spring-top)*0.35, x+w/2, top).
		quadTo(x+w, top+(spring-top)*0.35, x+w, spring).lineTo(x+w, bottom).shape()
}

func (p *pen) choirSeat() {
	// A stone wall with a tall traceried window.
	p.solid(rect(0, 0, 240, 70), vStone, 0.4)
	p.hatch(rect(0, 0, 240, 70), 0, 5, 0.35, vInk, 0.25)
	win := gothicArch(100, 40, 40, 18, 2)
	p.fill(win, vPaper, 1)
	p.wash(win, vBlue, 0.35)
	p.wash(win, vGold, 0.15)
	p.outline(win, 1.1, 0)
	p.line(0.8, 0, pt{120, 40}, pt{120, 22})
	p.outline(gothicArch(103, 14, 40, 24, 14), 0.6, 0)
	p.outline(gothicArch(123, 14, 40, 24, 14), 0.6, 0)
	p.outline(ellipse(120, 12, 4.5, 4.5), 0.6, 0)
	for y := 28.0; y < 40; y += 5 {
		p.line(0.35, 0, pt{100, y}, pt{140, y})
	}

	// The stall: a carved back of pointed panels, rounded arms, and the
	// seat seen from above with the board scratched into it.
	back := rect(18, 40, 204, 62)
	p.solid(back, vSepia, 0.6)
	p.hatch(back, 90, 1.4, 0.35, vInk, 0.35)
	p.outline(back, 0.8, 0)
	for k := 0; k < 4; k++ {
		x := 26 + float64(k)*48
		panel := gothicArch(x, 40, 100, 66, 46)
		p.solid(panel, vSepia, 0.4)
		p.hatch(panel, 90, 1.1, 0.4, vInk, 0.55)
		p.outline(panel, 0.7, 0)
		// A trefoil in the head of each panel.
		for _, d := range []pt{{0, -3}, {-3, 1.5}, {3, 1.5}} {
			p.outline(ellipse(x+20+d.x, 60+d.y, 2.6, 2.6), 0.5, 0)
		}
	}
	// Cresting along the top.
	for x := 18.0; x < 222; x += 8 {
		leaf := poly(pt{x, 40}, pt{x + 4, 34}, pt{x + 8, 40})
		p.solid(leaf, vSepia, 0.6)
		p.outline(leaf, 0.5, 0)
	}
	seat := quad{{16, 102}, {224, 102}, {230, 134}, {10, 134}}
	p.solid(seat.shape(), vWash, 0.75)
	for k := 0; k < 16; k++ {
		v := (float64(k) + 0.5) / 16
		a, b := seat.at(0.02, v), seat.at(0.98, v)
		p.stroke([]pt{a, {(a.x + b.x) / 2, (a.y+b.y)/2 + 0.4}, b}, 0.3, vInk, 0.35)
	}
	p.outline(seat.shape(), 0.8, 0)
	front := quad{{8, 134}, {232, 134}, {232, 142}, {8, 142}}
	p.solid(front.shape(), vSepia, 0.7)
	p.hatch(front.shape(), 0, 1.1, 0.35, vInk, 0.5)
	p.outline(front.shape(), 0.7, 0)
	p.solid(rect(8, 142, 224, 18), vSepia, 0.5)
	p.hatch(rect(8, 142, 224, 18), 90, 1.2, 0.4, vInk, 0.6)
	// Arms with scrolled ends divide the row into three stalls.
	for _, u := range []float64{0, 1.0 / 3, 2.0 / 3, 1} {
		foot := seat.at(u, 1)
		back := seat.at(u, 0)
		x := foot.x - 6
		side := poly(pt{back.x - 3, 102}, pt{back.x - 3, 88}, pt{x + 6, 92}, pt{x + 6, 134}, pt{x, 134})
		p.solid(side, vSepia, 0.85)
		p.hatch(side, 90, 1.0, 0.35, vInk, 0.6)
		p.outline(side, 0.6, 0)
		arm := new(builder).moveTo(x, 134).lineTo(x, 96).quadTo(x+6, 86, x+12, 96).lineTo(x+12, 134).shape()
		p.solid(arm, vSepia, 0.7)
		p.hatch(poly(pt{x + 7, 134}, pt{x + 7, 92}, pt{x + 12, 96}, pt{x + 12, 134}), 90, 1.1, 0.35, vInk, 0.45)
		p.outline(arm, 0.8, 0)
		p.outline(ellipse(x+6, 96, 2.8, 2.8), 0.6, 0)
		p.solid(rect(x, 134, 12, 8), vSepia, 0.85)
		p.outline(rect(x, 134, 12, 8), 0.6, 0)
	}
	mid := seat.inset(1.0/3, 0, 2.0/3, 1)
	p.morris(mid.inset(0.14, 0.12, 0.86, 0.9), scratched)
}

func (p *pen) gamesBox() {
	// The box opened out flat on a table: chess on one face, morris on
	// the other, held by two hinges.
	p.hatch(rect(0, 0, 240, 160), 0, 2.2, 0.3, vInk, 0.18)
	p.shadow(poly(pt{16, 136}, pt{228, 136}, pt{236, 144}, pt{22, 144}))
	left := quad{{18, 34}, {118, 34}, {118, 128}, {12, 128}}
	right := quad{{122, 34}, {222, 34}, {228, 128}, {122, 128}}
	for _, q := range []quad{left, right} {
		p.solid(q.shape(), vSepia, 0.7)
		for k := 0; k < 12; k++ {
			v := (float64(k) + 0.5) / 12
			p.stroke([]pt{q.at(0, v), q.at(1, v)}, 0.3, vInk, 0.3)
		}
		p.outline(q.shape(), 0.9, 0)
		// The box's side below, showing its depth.
		side := quad{q[3], q[2], {q[2].x, q[2].y + 8}, {q[3].x, q[3].y + 8}}
		p.solid(side.shape(), vSepia, 0.9)
		p.hatch(side.shape(), 0, 1.1, 0.35, vInk, 0.5)
		p.outline(side.shape(), 0.8, 0)
	}
	// Chess: eight by eight, the dark squares hatched.
	cb := left.inset(0.08, 0.07, 0.92, 0.93)
	p.solid(cb.shape(), vPaper, 0.2)
	for i := 0; i < 8; i++ {
		for j := 0; j < 8; j++ {
			if (i+j)%2 == 1 {
				sq := cb.inset(float64(i)/8, float64(j)/8, float64(i+1)/8, float64(j+1)/8)
				p.fill(sq.shape(), vSepia, 0.9)
				p.hatch(sq.shape(), 45, 0.9, 0.35, vInk, 0.7)
			}
		}
	}
	p.outline(cb.shape(), 0.7, 0)
	// Morris on light wood.
	mb := right.inset(0.08, 0.07, 0.92, 0.93)
	p.solid(mb.shape(), vWash, 0.35)
	p.outline(mb.shape(), 0.7, 0)
	p.morris(mb.inset(0.08, 0.08, 0.92, 0.92), boardStyle{w: 1.1, wob: 0.05, col: vInk, a: 0.9, passes: 1, dot: 1.8})
	// Hinges across the join.
	for _, y := range []float64{48, 112} {
		h := rect(112, y-4, 16, 8)
		p.solid(h, vGold, 0.7)
		p.outline(h, 0.6, 0)
		p.line(0.5, 0, pt{120, y - 4}, pt{120, y + 4})
		for _, x := range []float64{115, 125} {
			p.fill(ellipse(x, y, 0.9, 0.9), vInk, 0.8)
		}
	}
	// A few men on the morris side, and a rook on the chess side.
	for _, u := range []pt{{0.08, 0.08}, {0.5, 0.08}, {0.92, 0.5}, {0.36, 0.64}} {
		c := mb.inset(0.08, 0.08, 0.92, 0.92).at(u.x, u.y)
		p.stoneMan(c, 3.6, u.x > 0.4)
	}
	p.rook(44, 76, 1)
}

// stoneMan draws a playing piece seen from above at an angle.
func (p *pen) stoneMan(c pt, r float64, dark bool) {
	p.fill(ellipse(c.x+0.8, c.y+1, r, r*0.8), vInk, 0.3)
	col, a := vPaper, 1.0
	if dark {
		col, a = vInk, 0.85
	}
	p.fill(ellipse(c.x, c.y, r, r*0.8), vPaper, 1)
	p.fill(ellipse(c.x, c.y, r, r*0.8), col, a)
	p.outline(ellipse(c.x, c.y, r, r*0.8), 0.5, 0)
	p.fill(ellipse(c.x-r*0.35, c.y-r*0.3, r*0.3, r*0.2), vPaper, 0.7)
}

// rook draws a chess rook standing at (x, y) (its foot), s times the size.
func (p *pen) rook(x, y, s float64) {
	body := new(builder).moveTo(x-7*s, y).lineTo(x+7*s, y).lineTo(x+6*s, y-3*s).lineTo(x+4*s, y-4*s).
		lineTo(x+3.5*s, y-13*s).lineTo(x+5*s, y-14*s).lineTo(x+5*s, y-19*s).
		lineTo(x+3*s, y-19*s).lineTo(x+3*s, y-17*s).lineTo(x+1*s, y-17*s).lineTo(x+1*s, y-19*s).
		lineTo(x-1*s, y-19*s).lineTo(x-1*s, y-17*s).lineTo(x-3*s, y-17*s).lineTo(x-3*s, y-19*s).
		lineTo(x-5*s, y-19*s).lineTo(x-5*s, y-14*s).lineTo(x-3.5*s, y-13*s).lineTo(x-4*s, y-4*s).lineTo(x-6*s, y-3*s).shape()
	p.fill(ellipse(x+3, y, 8*s, 2.5*s), vInk, 0.35)
	p.solid(body, vPaper, 0)
	p.hatch(poly(pt{x + 1*s, y}, pt{x + 7*s, y}, pt{x + 5*s, y - 19*s}, pt{x + 1*s, y - 19*s}), 90, 0.9, 0.35, vInk, 0.6)
	p.outline(body, 0.6, 0)
}

func (p *pen) mud() {
	// Rain from low clouds over a wet field.
	sky := rect(0, 0, 240, 66)
	p.wash(sky, vBlue, 0.4)
	p.hatch(sky, 0, 1.6, 0.3, vInk, 0.2)
	clouds := new(builder).moveTo(0, 34).quadTo(14, 40, 30, 32).quadTo(46, 42, 66, 32).quadTo(84, 40, 104, 30).
		quadTo(126, 40, 146, 30).quadTo(166, 38, 186, 30).quadTo(210, 40, 240, 30).lineTo(240, 0).lineTo(0, 0).shape()
	p.wash(clouds, rgb{90, 94, 100}, 0.45)
	p.hatch(clouds, 20, 1.1, 0.35, vInk, 0.45)
	p.line(0.6, 0.3, pt{0, 34}, pt{14, 37}, pt{30, 32}, pt{46, 38}, pt{66, 32}, pt{84, 37}, pt{104, 30}, pt{126, 37}, pt{146, 30}, pt{166, 36}, pt{186, 30}, pt{210, 37}, pt{240, 30})
	// Hedges on the horizon.
	hedge := new(builder).moveTo(0, 64).quadTo(10, 54, 22, 58).quadTo(34, 50, 48, 58).quadTo(60, 54, 70, 60).
		lineTo(150, 61).quadTo(162, 50, 178, 56).quadTo(196, 48, 212, 57).quadTo(228, 52, 240, 60).lineTo(240, 66).lineTo(0, 66).shape()
	p.solid(hedge, vGreen, 0.6)
	p.hatch(hedge, 70, 1.2, 0.35, vInk, 0.5)
	p.outline(hedge, 0.6, 0.2)
	field := rect(0, 64, 240, 96)
	p.wash(field, vGreen, 0.4)
	p.hatch(field, 0, 2.2, 0.35, vInk, 0.2)
	// The board cut in the turf: its trenches hold muddy water.
	q := quad{{64, 74}, {176, 74}, {226, 150}, {14, 150}}
	mudCol := rgb{110, 80, 50}
	st := boardStyle{w: 3.2, wob: 0.6, col: mudCol, a: 0.9, passes: 1}
	p.morris(q, st)
	st = boardStyle{w: 1.2, wob: 0.6, col: vInk, a: 0.5, passes: 1}
	p.morris(q, st)
	// Puddles where the men would stand, catching the grey sky.
	for i, u := range morrisPoints() {
		c := q.at(u.x, u.y)
		s := 1.6 + 2.8*u.y
		p.fill(ellipse(c.x, c.y, s*1.4, s*0.55), mudCol, 0.95)
		p.fill(ellipse(c.x-s*0.3, c.y-s*0.1, s*0.7, s*0.2), vBlue, 0.7)
		if i%3 == 0 {
			p.outline(ellipse(c.x+s*0.2, c.y, s*0.6, s*0.22), 0.3, 0)
		}
	}
	// Tufts of grass along the edges.
	for i := 0; i < 60; i++ {
		x, y := p.r.rangeF(4, 236), p.r.rangeF(66, 156)
		s := 0.6 + (y-66)/40
		for b := -1; b <= 1; b++ {
			p.line(0.35, 0, pt{x, y}, pt{x + float64(b)*s*1.2, y - s*2.5})
		}
	}
	// Rain.
	for i := 0; i < 160; i++ {
		x, y := p.r.rangeF(-20, 240), p.r.rangeF(14, 150)
		l := 5 + y/30
		p.stroke([]pt{{x, y}, {x + l*0.35, y + l}}, 0.45, vInk, 0.55)
	}
}

// person draws a standing figure with its feet at (x, y), h tall, in
// white or dark clothes, as a man in a boater or a girl in a long dress.
func (p *pen) person(x, y, h float64, dark, girl bool) {
	s := h / 20
	p.fill(ellipse(x+2*s, y, 5*s, 1.3*s), vInk, 0.35)
	col, a := vPaper, 1.0
	if dark {
		col, a = vInk, 0.85
	}
	var body shape
	if girl {
		body = new(builder).moveTo(x-5*s, y).lineTo(x-2*s, y-12*s).lineTo(x-2.2*s, y-16*s).
			lineTo(x+2.2*s, y-16*s).lineTo(x+2*s, y-12*s).lineTo(x+5*s, y).shape()
	} else {
		body = new(builder).moveTo(x-2.2*s, y).lineTo(x-2.2*s, y-8*s).lineTo(x-3*s, y-16*s).
			lineTo(x+3*s, y-16*s).lineTo(x+2.2*s, y-8*s).lineTo(x+2.2*s, y).lineTo(x+0.4*s, y).
			lineTo(x, y-7*s).lineTo(x-0.4*s, y).shape()
	}
	p.fill(body, vPaper, 1)
	p.fill(body, col, a)
	p.outline(body, 0.45, 0)
	head := ellipse(x, y-18*s, 2.1*s, 2.3*s)
	p.fill(head, vPaper, 1)
	p.wash(head, vWash, 0.5)
	p.outline(head, 0.4, 0)
	if girl {
		p.fill(new(builder).moveTo(x-2.6*s, y-17.5*s).quadTo(x, y-23*s, x+2.6*s, y-17.5*s).shape(), vSepia, 0.8)
	} else {
		// The boater: a flat crown on a wide brim.
		p.fill(rect(x-3.4*s, y-20.2*s, 6.8*s, 0.8*s), vGold, 0.9)
		p.fill(rect(x-2*s, y-22*s, 4*s, 1.9*s), vGold, 0.9)
		p.outline(rect(x-3.4*s, y-20.2*s, 6.8*s, 0.8*s), 0.3, 0)
		p.outline(rect(x-2*s, y-22*s, 4*s, 1.9*s), 0.3, 0)
	}
}

func (p *pen) saffronWalden() {
	// Trees and the church's tall spire beyond the green.
	for _, t := range []struct{ x, y, r float64 }{{20, 50, 16}, {44, 44, 14}, {70, 52, 12}, {150, 50, 12}, {226, 46, 15}} {
		p.stroke([]pt{{t.x, t.y + t.r*0.5}, {t.x, 66}}, 2.2, vSepia, 1)
		p.line(0.5, 0, pt{t.x + 1.1, t.y + t.r*0.5}, pt{t.x + 1.1, 66})
		crown := ellipse(t.x, t.y, t.r, t.r*0.85)
		p.solid(crown, vGreen, 0.55)
		p.hatch(crown, 60, 1.3, 0.35, vInk, 0.45)
		p.outline(crown, 0.6, 0.6)
	}
	tower := rect(184, 34, 14, 32)
	p.solid(tower, vStone, 0.6)
	p.hatch(rect(192, 34, 6, 32), 90, 1.1, 0.35, vInk, 0.5)
	p.outline(tower, 0.7, 0)
	spire := poly(pt{184, 34}, pt{191, 4}, pt{198, 34})
	p.solid(spire, vStone, 0.6)
	p.hatch(poly(pt{191, 4}, pt{198, 34}, pt{192, 34}), 80, 1.0, 0.35, vInk, 0.5)
	p.outline(spire, 0.7, 0)
	p.outline(gothicArch(188.5, 5, 52, 46, 42), 0.5, 0)
	nave := rect(158, 46, 26, 20)
	p.solid(nave, vStone, 0.5)
	p.outline(nave, 0.6, 0)
	p.solid(poly(pt{156, 46}, pt{171, 38}, pt{186, 46}), vSepia, 0.5)
	p.outline(poly(pt{156, 46}, pt{171, 38}, pt{186, 46}), 0.6, 0)
	// The green.
	green := rect(0, 64, 240, 96)
	p.solid(green, vGreen, 0.45)
	p.hatch(green, 0, 1.8, 0.35, vInk, 0.22)
	p.line(0.6, 0.3, pt{0, 64}, pt{240, 64})
	// The board marked out on the grass, big enough to stand on.
	q := quad{{66, 76}, {174, 76}, {228, 150}, {12, 150}}
	p.morris(q, boardStyle{w: 1.6, wob: 0.2, col: vPaper, a: 1, passes: 1})
	// Children stand on the points as the men, the far ones smaller.
	men := []struct {
		i          int
		dark, girl bool
	}{{16, false, false}, {18, true, false}, {9, false, true}, {11, true, true}, {13, false, false},
		{2, true, false}, {5, false, true}, {22, true, true}, {20, false, false}, {3, true, false}, {23, false, true}}
	pts := morrisPoints()
	type fig struct {
		x, y, h    float64
		dark, girl bool
	}
	var figs []fig
	for _, m := range men {
		u := pts[m.i]
		c := q.at(u.x, u.y)
		figs = append(figs, fig{c.x, c.y, 19 + 17*u.y, m.dark, m.girl})
	}
	// Far figures first, so near ones stand in front of them.
	for i := 0; i < len(figs); i++ {
		for j := i + 1; j < len(figs); j++ {
			if figs[j].y < figs[i].y {
				figs[i], figs[j] = figs[j], figs[i]
			}
		}
	}
	for _, f := range figs {
		p.person(f.x, f.y, f.h, f.dark, f.girl)
	}
}

// sandbag is one bag of a trench wall, centred at (x, y).
func (p *pen) sandbag(x, y, w, h float64) {
	bag := new(builder).moveTo(x-w/2, y).quadTo(x-w/2, y-h/2, x, y-h/2).quadTo(x+w/2, y-h/2, x+w/2, y).
		quadTo(x+w/2, y+h/2, x, y+h/2).quadTo(x-w/2, y+h/2, x-w/2, y).shape()
	p.solid(bag, vWash, 0.7)
	p.hatch(new(builder).moveTo(x-w/2, y).quadTo(x-w/2, y+h/2, x, y+h/2).quadTo(x+w/2, y+h/2, x+w/2, y).
		quadTo(x, y+h*0.15, x-w/2, y).shape(), 0, 0.9, 0.35, vInk, 0.55)
	p.outline(bag, 0.55, 0.1)
	p.line(0.35, 0, pt{x + w*0.3, y - h*0.4}, pt{x + w*0.36, y + h*0.4})
}

func (p *pen) trencho() {
	// A grey sky lit by a flare, barbed wire on stakes along the parapet.
	p.wash(rect(0, 0, 240, 44), vBlue, 0.3)
	p.hatch(rect(0, 0, 240, 44), 0, 1.6, 0.3, vInk, 0.22)
	p.wash(ellipse(178, 14, 12, 12), vGold, 0.35)
	p.fill(ellipse(178, 14, 3, 3), vPaper, 1)
	p.outline(ellipse(178, 14, 3, 3), 0.4, 0)
	p.line(0.35, 0.4, pt{178, 17}, pt{174, 28}, pt{171, 40})
	for _, x := range []float64{22, 78, 134, 196} {
		p.line(1.1, 0.1, pt{x, 40}, pt{x + 3, 16})
		p.line(0.8, 0.1, pt{x - 6, 40}, pt{x + 3, 24})
	}
	for _, y := range []float64{22, 29, 36} {
		var wire []pt
		for x := 0.0; x <= 240; x += 1.5 {
			wire = append(wire, pt{x, y + 1.4*math.Sin(x*0.6+y) + 0.8*math.Sin(x*0.21)})
		}
		p.stroke(wire, 0.4, vInk, 0.85)
		for x := 3.0 + y; x < 240; x += 10 {
			yy := y + 1.4*math.Sin(x*0.6+y) + 0.8*math.Sin(x*0.21)
			p.line(0.4, 0, pt{x - 1.4, yy - 1.4}, pt{x + 1.4, yy + 1.4})
			p.line(0.4, 0, pt{x + 1.4, yy - 1.4}, pt{x - 1.4, yy + 1.4})
		}
	}
	// The trench wall: courses of sandbags laid like bricks.
	p.solid(rect(0, 40, 240, 66), rgb{120, 96, 70}, 0.5)
	for row := 0; row < 7; row++ {
		y := 44 + float64(row)*9.2
		off := float64(row%2) * 11
		for x := -off; x < 250; x += 22 {
			w := 21 + p.r.rangeF(-1.5, 1.5)
			p.sandbag(x+11+p.r.rangeF(-1, 1), y, w, 9.6)
		}
	}
	// A ladder against the wall, for going over the top.
	for _, x := range []float64{198, 214} {
		p.stroke([]pt{{x, 132}, {x + 4, 30}}, 2, vSepia, 1)
		p.line(0.5, 0, pt{x - 1, 132}, pt{x + 3, 30})
		p.line(0.5, 0, pt{x + 1, 132}, pt{x + 5, 30})
	}
	for y := 40.0; y < 130; y += 11 {
		t := (132 - y) / 102 * 4
		p.stroke([]pt{{199 + t, y}, {213 + t, y}}, 1.4, vSepia, 1)
		p.line(0.4, 0, pt{199 + t, y - 0.7}, pt{213 + t, y - 0.7})
	}
	// Duckboards on the floor.
	floor := rect(0, 106, 240, 54)
	p.solid(floor, rgb{120, 96, 70}, 0.55)
	p.line(0.7, 0.2, pt{0, 106}, pt{240, 106})
	for k := 0; k < 9; k++ {
		t := float64(k) / 8
		y := 110 + 48*t*t
		p.line(0.4+0.5*t, 0.2, pt{0, y}, pt{240, y})
	}
	for _, x := range []float64{-120, -40, 40, 120} {
		p.line(0.5, 0.2, pt{120 + x*0.55, 106}, pt{120 + x*1.1, 160})
	}
	// An ammunition box with the board drawn on its lid, and a helmet.
	top := quad{{86, 114}, {168, 112}, {176, 138}, {78, 140}}
	p.shadow(poly(pt{78, 152}, pt{176, 150}, pt{194, 158}, pt{94, 160}))
	p.slab(top, 14, vSepia)
	for k := 1; k < 3; k++ {
		y := 140 + float64(k)*4.6
		p.line(0.4, 0, pt{78, y}, pt{176, y - 2})
	}
	p.fill(rect(118, 142, 16, 7), vInk, 0.25)
	p.morris(top.inset(0.22, 0.1, 0.78, 0.9), boardStyle{w: 0.9, wob: 0.3, col: vInk, a: 0.9, passes: 1, dot: 1.4})
	// The helmet: a shallow bowl on a broad brim.
	hx, hy := 44.0, 140.0
	p.fill(ellipse(hx+4, hy+4, 21, 4.5), vInk, 0.35)
	brim := ellipse(hx, hy, 20, 5.5)
	p.solid(brim, vGreen, 0.75)
	p.outline(brim, 0.6, 0)
	bowl := new(builder).moveTo(hx-13, hy).cubicTo(hx-13, hy-17, hx+13, hy-17, hx+13, hy).
		quadTo(hx, hy+3, hx-13, hy).shape()
	p.solid(bowl, vGreen, 0.8)
	p.hatch(new(builder).moveTo(hx+2, hy-12).cubicTo(hx+10, hy-11, hx+13, hy-5, hx+13, hy).quadTo(hx+6, hy+2, hx+2, hy+1.5).shape(), 70, 1.0, 0.35, vInk, 0.6)
	p.outline(bowl, 0.7, 0)
	p.fill(ellipse(hx-5, hy-9, 3, 1.5), vPaper, 0.5)
}
