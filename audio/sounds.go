package audio

import "math"

// Render synthesizes sound s: interleaved stereo float32 frames at
// SampleRate, starting and ending at zero, with its peak well below full
// scale so that several sounds can overlap without clipping. The seed
// chooses the noise in it; the same seed gives the same samples, bit for
// bit. It returns nil for a Sound that is not one of the constants.
func Render(s Sound, seed uint64) []float32 {
	// Each sound draws from its own stream, so that adding a sound or
	// reordering the constants never changes the others.
	rng := newRNG(seed, 0x6d696c6c^uint64(s))
	switch s {
	case Place:
		return master(place(rng), 0.0003, 0.03, 0.5)
	case Slide:
		return master(slide(rng), 0.02, 0.06, 0.3)
	case Lift:
		return master(lift(rng), 0.03, 0.06, 0.32)
	case Land:
		return master(land(rng), 0, 0.03, 0.4)
	case Mill:
		return master(mill(rng), 0, 0.15, 0.45)
	case Remove:
		return master(remove(rng), 0, 0.04, 0.38)
	case Win:
		return master(win(), 0, 0.3, 0.5)
	case Draw:
		return master(draw(), 0, 0.3, 0.4)
	case Click:
		return master(click(rng), 0, 0.01, 0.25)
	}
	return nil
}

// boardModes are the resonances of a thick hardwood board, as heard when a
// stone is set on it: a body thump near 200 Hz, the bright middle that makes
// it sound like wood (400 Hz–2 kHz, spaced unevenly as a plate's modes are),
// and a few short high modes. Higher modes die faster, as in real wood,
// whose damping grows with frequency.
func boardModes() []mode {
	return []mode{
		{190, 0.080, 0.45},
		{415, 0.070, 1.00},
		{690, 0.060, 0.85},
		{1030, 0.050, 0.70},
		{1470, 0.040, 0.55},
		{2120, 0.030, 0.35},
		{3050, 0.020, 0.18},
	}
}

// stoneModes are the small, hard stone itself ringing for a moment.
func stoneModes() []mode {
	return []mode{
		{3900, 0.015, 0.25},
		{5650, 0.010, 0.12},
	}
}

// knock is a stone meeting the board: contact lasting contact seconds
// (shorter is harder and brighter), with a little roughness in the force,
// driving the board's and the stone's modes.
func knock(rng *rng, dst []float64, at int, contact, scale float64) {
	exc := halfSine(max(2, samples(contact)))
	for i := range exc {
		exc[i] *= 1 + 0.2*(2*rng.Float64()-1)
	}
	strike(dst, at, exc, boardModes(), scale)
	strike(dst, at, exc, stoneModes(), scale)
}

// place: a stone set firmly on the board.
func place(rng *rng) track {
	t := newTrack(0.13)
	k := make([]float64, t.len())
	knock(rng, k, 0, 0.00035, 1)
	t.addMono(0, normalize(k, 1), 1, 0)
	// The grit between stone and wood: a tick of bright noise, a few ms long.
	tick := noise(rng, samples(0.004))
	hp := highpass(2500, 0.7)
	hp.filter(tick)
	decay := decayPerSample(0.0055) // τ of 0.8 ms
	for i, g := 0, 1.0; i < len(tick); i, g = i+1, g*decay {
		tick[i] *= g
	}
	t.addMono(0, normalize(tick, 0.1), 1, 0)
	return t
}

// land: the flown stone coming down — a rounder, softer contact than
// place, and a small bounce 40 ms later.
func land(rng *rng) track {
	t := newTrack(0.17)
	knock(rng, t.l, 0, 0.0007, 1)
	knock(rng, t.l, samples(0.040), 0.0009, 0.22)
	copy(t.r, t.l)
	return t
}

// slide: a stone pushed along a groove — band-limited noise, roughened by
// a slow random flutter (the grain of the wood passing under it), coloured by
// a few of the board's modes, swelling and fading with the stone's motion.
func slide(rng *rng) track {
	t := newTrack(0.26)
	n := t.len()
	x := noise(rng, n)
	bp := bandpass(1300, 0.9)
	bp.filter(x)
	lp := lowpass(3500, 0.7)
	lp.filter(x)

	// Flutter: noise lowpassed to ~40 Hz, as the grain's irregular pull.
	flutter := noise(rng, n)
	fl := lowpass(40, 0.7)
	fl.filter(flutter)
	peakAbs := max(1e-9, peakOf(flutter))

	// A swell that peaks early and eases out, like the eased motion.
	env := curve(n, func(p float64) float64 { return math.Pow(math.Sin(math.Pi*math.Pow(p, 0.8)), 1.5) })
	for i := range x {
		x[i] *= env[i] * (0.65 + 0.35*flutter[i]/peakAbs)
	}
	// The wood answers faintly.
	body := make([]float64, n)
	strike(body, 0, x, boardModes()[1:4], 0.35)
	for i := range x {
		x[i] += body[i]
	}
	t.addMono(0, x, 1, 0)
	return t
}

// whoosh is air pushed aside by a stone in flight: noise through a
// resonant bandpass whose centre rises from 350 Hz to about 1.5 kHz and falls
// again, under a swell. The two channels share most of their noise but not
// all, which makes the air sound wide.
func whoosh(rng *rng, seconds float64) track {
	t := newTrack(seconds)
	n := t.len()
	// Air is darker than white noise: roll off the top before the sweep.
	common := noise(rng, n)
	lp := lowpass(2500, 0.6)
	lp.filter(common)
	centre := func(p float64) float64 {
		// Up quickly, down more slowly: the stone rises, then drops.
		return 280 + 1500*math.Pow(math.Sin(math.Pi*math.Pow(p, 0.75)), 2)
	}
	env := curve(n, func(p float64) float64 { return math.Pow(math.Sin(math.Pi*math.Pow(p, 0.85)), 2) })
	for _, dst := range [][]float64{t.l, t.r} {
		own := noise(rng, n)
		lp := lowpass(2500, 0.6)
		lp.filter(own)
		x := make([]float64, n)
		for i := range x {
			x[i] = 0.8*common[i] + 0.45*own[i]
		}
		y := sweep(x, 3, centre)
		// A broader band an octave lower gives the whoosh body.
		z := sweep(x, 0.7, func(p float64) float64 { return 0.5 * centre(p) })
		for i := range dst {
			dst[i] = env[i] * (y[i] + 0.3*z[i])
		}
	}
	return t
}

// lift: the stone taken up for a flight.
func lift(rng *rng) track { return whoosh(rng, 0.40) }

// marimba is a tuned wooden bar: its overtones are tuned to 4 and about 10
// times the fundamental, as makers cut them, and die much faster than it.
func marimba(t60 float64) []partial {
	return []partial{
		{1, 1, t60},
		{3.99, 0.30, t60 / 4},
		{9.9, 0.10, t60 / 10},
	}
}

// bell is a small, clear chime: slightly inharmonic partials, long ringing.
func bell(t60 float64) []partial {
	return []partial{
		{1, 1, t60},
		{2.01, 0.35, t60 * 0.6},
		{3.02, 0.12, t60 * 0.35},
		{4.17, 0.08, t60 * 0.25},
	}
}

// mill: a mill formed — two mallet strokes on a wooden bar, rising a fourth
// (D5 to G5, which sounds like an arrival), and a soft bell on the G an
// octave up to let it shine.
func mill(rng *rng) track {
	t := newTrack(0.9)
	d5, g5 := 587.33, 783.99
	tone(t, note{at: 0, attack: 0.002, freq: d5, gain: 0.8, pan: -0.1}, marimba(0.55))
	tone(t, note{at: samples(0.095), attack: 0.002, freq: g5, gain: 1, pan: 0.1}, marimba(0.65))
	tone(t, note{at: samples(0.100), attack: 0.004, freq: 2 * g5, gain: 0.3, width: 4}, bell(0.7))
	// The mallet's clack on each stroke.
	for _, at := range []int{0, samples(0.095)} {
		click := noise(rng, samples(0.006))
		bp := bandpass(2600, 1.2)
		bp.filter(click)
		fadeIn(click, 0.0005)
		fadeOut(click, 0.004)
		t.addMono(at, click, 0.35, 0)
	}
	return t
}

// remove: a stone plucked off the board — a short, high release tick as it
// leaves the wood (stone and upper board modes only, no body), then a brief
// rising swish as it is carried away.
func remove(rng *rng) track {
	t := newTrack(0.24)
	n := t.len()
	tick := make([]float64, n)
	exc := halfSine(samples(0.0004))
	strike(tick, 0, exc, boardModes()[3:], 0.5)
	strike(tick, 0, exc, stoneModes(), 0.8)

	x := noise(rng, n-samples(0.02))
	y := sweep(x, 1.6, func(p float64) float64 { return 700 * math.Pow(4, p) })
	env := curve(len(y), func(p float64) float64 { return math.Pow(math.Sin(math.Pi*math.Sqrt(p)), 2) * (1 - 0.5*p) })
	for i := range y {
		y[i] *= env[i]
	}
	t.addMono(0, normalize(tick, 1), 1, 0)
	t.addMono(samples(0.02), normalize(y, 0.3), 1, 0)
	return t
}

// warm is a soft brass-like voice: harmonics falling off steeply, the upper
// ones dying sooner so each note starts bright and mellows.
func warm(t60 float64) []partial {
	parts := make([]partial, 0, 6)
	for h := 1; h <= 6; h++ {
		parts = append(parts, partial{
			ratio: float64(h),
			amp:   1 / math.Pow(float64(h), 1.7),
			t60:   t60 / (1 + 0.5*float64(h-1)),
		})
	}
	return parts
}

// win: C5, E5 and G5 rising, then a C major chord (C4 G4 C5 E5 G5 C6) that
// swells and rings out — about a second and a half in all.
func win() track {
	t := newTrack(1.5)
	arp := []float64{523.25, 659.26, 783.99}
	for i, f := range arp {
		tone(t, note{at: samples(0.11 * float64(i)), attack: 0.006, hold: 0.26, release: 0.12,
			freq: f, gain: 0.55, pan: -0.2 + 0.2*float64(i)}, warm(1.2))
	}
	chord := []struct{ f, gain, pan float64 }{
		{261.63, 0.45, 0}, {392.00, 0.35, -0.25}, {523.25, 0.45, 0.2},
		{659.26, 0.35, -0.15}, {783.99, 0.32, 0.25}, {1046.50, 0.16, 0},
	}
	for _, c := range chord {
		tone(t, note{at: samples(0.34), attack: 0.025, freq: c.f, gain: c.gain, pan: c.pan, width: 5}, warm(2.6))
	}
	return t
}

// soft is a mellow, reed-organ-like voice for the draw. The upper
// harmonics are there for small speakers: a phone cannot play the C3 of the
// bass, but the ear hears it from its harmonics.
func soft(t60 float64) []partial {
	return []partial{
		{1, 1, t60},
		{2, 0.35, t60 * 0.7},
		{3, 0.15, t60 * 0.5},
		{4, 0.06, t60 * 0.4},
	}
}

// draw: the plagal "amen" cadence, F major then C major, quiet and low —
// the game comes to rest without a winner's flourish. C4 is held through both
// chords; the upper voices step down (A4→G4, F4→E4) and the bass falls F3→C3.
func draw() track {
	t := newTrack(1.45)
	iv := []float64{174.61, 261.63, 349.23, 440.00}
	i := []float64{130.81, 261.63, 329.63, 392.00}
	for k, f := range iv {
		tone(t, note{at: 0, attack: 0.04, hold: 0.5, release: 0.1, freq: f, gain: 0.5, pan: -0.15 + 0.1*float64(k), width: 3}, soft(3))
	}
	for k, f := range i {
		tone(t, note{at: samples(0.5), attack: 0.05, freq: f, gain: 0.5, pan: -0.15 + 0.1*float64(k), width: 3}, soft(2.2))
	}
	return t
}

// click: a small wooden tick for buttons — a very short, light contact on a
// small, high-pitched piece of wood.
func click(rng *rng) track {
	t := newTrack(0.04)
	exc := halfSine(samples(0.0003))
	for i := range exc {
		exc[i] *= 1 + 0.1*(2*rng.Float64()-1)
	}
	strike(t.l, 0, exc, []mode{{950, 0.02, 0.4}, {1900, 0.018, 1}, {3300, 0.012, 0.5}}, 1)
	copy(t.r, t.l)
	return t
}
