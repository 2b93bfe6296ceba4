package sprites

import "math"

// wood is the grain of a flat-sawn plank: growth rings are cones around the
// log's pith, and the plank's face cuts them, which gives the arches
// ("cathedrals") of real boards. The slowly varying part (the ring phase and
// a colour cast) is sampled on a coarse grid and interpolated, because it is
// smooth and the per-pixel budget goes to the fine fibres.
type wood struct {
	fine   *noiseTable
	pores  *noiseTable
	knotN  *noise
	g      int       // grid cells per side
	phase  []float32 // ring phase on (g+1)² nodes
	cast   []float32 // slow colour variation, about -1..1
	grad   []float32 // rings per board unit across each cell, for filtering
	knots  []knot
	px     float64 // pixels per board unit, to fade detail finer than a pixel
	early  rgb     // colour at the start of a ring
	late   rgb     // colour of the dense band that ends a ring
	rings  float64 // rings per board unit, before the knots
	fibres float64 // fibres per ring
}

// knot is where a branch grew through the plank: the rings bend around it
// and its core shows its own tight rings.
type knot struct {
	u, v, rx, ry, swirl float64
}

// woodSeed fixes the board's look; a different seed is a different plank.
const woodSeed = 0x6d6f72726973 // "morris"

func newWood(sizePx float64) *wood {
	w := &wood{
		fine:   newNoiseTable(woodSeed + 1),
		pores:  newNoiseTable(woodSeed + 2),
		knotN:  newNoise(woodSeed + 6),
		px:     sizePx,
		early:  rgb{206, 148, 88},
		late:   rgb{128, 72, 34},
		rings:  40,
		fibres: 6,
		knots: []knot{
			{u: 0.178, v: 0.625, rx: 0.024, ry: 0.012, swirl: 0.03},
			{u: 0.69, v: 0.818, rx: 0.015, ry: 0.008, swirl: 0.02},
		},
	}
	w.g = 256
	if n := int(sizePx / 6); n < w.g {
		w.g = max(n, 16)
	}
	warp := newNoise(woodSeed + 3)
	irregular := newNoise(woodSeed + 4)
	cast := newNoise(woodSeed + 5)
	n := w.g + 1
	w.phase = make([]float32, n*n)
	w.cast = make([]float32, n*n)
	const (
		pithV = 0.43 // across the grain, where the pith runs
		depth = 0.15 // how far below the face the pith lies
		taper = 0.13 // the cone's opening along the grain
	)
	for j := 0; j < n; j++ {
		v := float64(j) / float64(w.g)
		for i := 0; i < n; i++ {
			u := float64(i) / float64(w.g)
			wu := u + 0.04*warp.fbm(u*1.6+3.1, v*1.6, 3)
			wv := v + 0.035*warp.fbm(u*1.2-7.7, v*2.4+1.3, 4) + 0.02*math.Sin(u*4.1+1)
			// Grain flows around knots: push the lines aside near each one.
			for _, k := range w.knots {
				du, dk := (u-k.u)/(k.rx*2.2), (wv-k.v)/(k.ry*2.2)
				d2 := du*du + dk*dk
				wv += k.swirl * math.Copysign(1, dk) * math.Exp(-d2) * (1 - math.Exp(-dk*dk*4))
			}
			dv := wv - pithV
			r := math.Sqrt(dv*dv+depth*depth) - taper*wu
			r += 0.003 * warp.fbm(u*7, v*7, 2)
			// Some years grow more than others.
			ph := w.rings*r + 0.45*irregular.fbm(r*9, 0.5, 3)
			w.phase[j*n+i] = float32(ph)
			w.cast[j*n+i] = float32(cast.fbm(u*2.2, v*1.1, 3))
		}
	}
	w.grad = make([]float32, w.g*w.g)
	for j := 0; j < w.g; j++ {
		for i := 0; i < w.g; i++ {
			k := j*n + i
			gu := float64(w.phase[k+1]-w.phase[k]+w.phase[k+n+1]-w.phase[k+n]) / 2 * float64(w.g)
			gv := float64(w.phase[k+n]-w.phase[k]+w.phase[k+n+1]-w.phase[k+1]) / 2 * float64(w.g)
			w.grad[j*w.g+i] = float32(math.Hypot(gu, gv))
		}
	}
	return w
}

// fade is how much of a detail with the given frequency (cycles per pixel)
// survives: detail finer than about two pixels would only alias.
func fade(cyclesPerPixel float64) float64 {
	if cyclesPerPixel >= 0.42 {
		return 0
	}
	return 1 - smoothstep(0.18, 0.42, cyclesPerPixel)
}

// at returns the wood's colour at (u, v) in board units (0–1 across the
// image, v downwards). Long because it runs once a pixel: rings, knots,
// fibres and pores in one body spare the calls splitting them would add.
func (w *wood) at(u, v float64) rgb {
	g := float64(w.g)
	fx, fy := clamp01(u)*g, clamp01(v)*g
	i, j := int(fx), int(fy)
	if i >= w.g {
		i = w.g - 1
	}
	if j >= w.g {
		j = w.g - 1
	}
	tx, ty := fx-float64(i), fy-float64(j)
	n := w.g + 1
	k := j*n + i
	p00, p10 := float64(w.phase[k]), float64(w.phase[k+1])
	p01, p11 := float64(w.phase[k+n]), float64(w.phase[k+n+1])
	top := p00 + (p10-p00)*tx
	bot := p01 + (p11-p01)*tx
	ph := top + (bot-top)*ty
	// The phase gradient says how many rings a pixel spans, for filtering;
	// it changes slowly, so the cell's value will do.
	grad := float64(w.grad[j*w.g+i])
	c00, c10 := float64(w.cast[k]), float64(w.cast[k+1])
	c01, c11 := float64(w.cast[k+n]), float64(w.cast[k+n+1])
	ct := c00 + (c10-c00)*tx
	cb := c01 + (c11-c01)*tx
	cast := ct + (cb-ct)*ty

	core, rim, halo, knotTex := 0.0, 0.0, 0.0, 0.0
	for _, kn := range w.knots {
		du, dv := (u-kn.u)/kn.rx, (v-kn.v)/kn.ry
		d2 := du*du + dv*dv
		if d2 > 4 {
			continue
		}
		// An irregular outline, and a blotchy inside with faint rings
		// around a pith that is a little off centre.
		d := math.Sqrt(d2) * (1 + 0.1*w.knotN.at(du*0.7+7, dv*0.7))
		core = 1 - smoothstep(0.8, 1.0, d)
		rim = smoothstep(0.65, 0.88, d) * (1 - smoothstep(0.92, 1.12, d))
		halo = 1 - smoothstep(1, 1.9, d)
		pd := hypot(du-0.15, dv+0.1)
		knotTex = 0.18*w.knotN.at(du*2.5, dv*2.5) + 0.08*math.Sin(pd*10+1.5*w.knotN.at(du*3, dv*3))
	}

	perPx := grad / w.px // rings per pixel
	ring := math.Floor(ph)
	f := ph - ring
	// Each year differs: a hash of the ring number sets how dark its
	// latewood is and how wide.
	rh := uint64(int64(ring)) * 0x9e3779b97f4a7c15
	rh ^= rh >> 29
	strength := 0.55 + 0.6*float64(rh&1023)/1023
	width := 0.12 + 0.2*float64((rh>>10)&1023)/1023
	// Latewood builds up over the end of the year and stops sharply when
	// the next spring starts; the stop is softened over about a pixel so it
	// does not alias.
	aa := math.Min(0.5, math.Max(0.03, perPx*1.2))
	late := 0.0
	if f > 1-width {
		late = smoothstep(1-width, 1-0.03, f)
		if f > 1-aa {
			late *= smoothstep(1, 1-aa, f)
		}
		late = late * late * strength
	}
	late = mix(late, 0.3, 1-fade(perPx*0.5))

	// Fibres follow the rings: they are noise in (along the grain, phase),
	// stretched along the grain.
	// Octaves too fine for the pixels are skipped, not only faded: they
	// would cost the most and show nothing.
	fibPx := perPx * w.fibres
	fib := 0.3 * w.fine.at(u*3+9, ph*w.fibres*0.45)
	if k := fade(fibPx); k > 0 {
		fib += w.fine.at(u*7, ph*w.fibres) * k
	}
	if k := fade(fibPx * 2.1); k > 0 {
		fib += 0.7 * w.fine.at(u*16+4, ph*w.fibres*2.1) * k
	}
	if k := fade(fibPx * 4.3); k > 0 {
		fib += 0.5 * w.fine.at(u*30-3, ph*w.fibres*4.3) * k
	}
	pore := 0.0
	if k := fade(perPx*16) * (1 - late); k > 0 {
		pore = smoothstep(0.5, 0.75, w.pores.at(u*110, ph*16)) * k
	}

	c := w.early.mix(w.late, 0.9*late+0.12*f)
	c = c.scale(1 + 0.1*cast + 0.13*fib - 0.25*pore + 0.05*(strength-0.8))
	c.r += 5 * cast
	c.b -= 3 * cast
	if halo > 0 {
		// A knot is denser and redder, ringed where the bark was, and the
		// wood around it is darker.
		c = c.scale(1 - 0.12*halo)
		k := rgb{98, 50, 24}.scale(1 + knotTex)
		c = c.mix(k, core*0.95)
		c = c.scale(1 - 0.5*rim)
	}
	return c
}
