package audio

import "math"

// The building blocks of the sounds: resonators, filters, damped
// oscillators and envelopes, all in float64 at SampleRate. Everything here
// is written as plain loops over slices, without calling math.Sin or
// math.Exp per sample, because the whole bank must render in a few
// milliseconds and WebAssembly is several times slower than native code.

// ln1000 is the natural log of 1000: a decay of 60 dB.
const ln1000 = 6.907755278982137

// samples converts seconds to a whole number of frames.
func samples(seconds float64) int { return int(math.Round(seconds * SampleRate)) }

// decayPerSample is the factor that, applied every frame, lowers a level by
// 60 dB in t60 seconds.
func decayPerSample(t60 float64) float64 { return math.Exp(-ln1000 / (t60 * SampleRate)) }

// track is a stereo signal being built.
type track struct{ l, r []float64 }

func newTrack(seconds float64) track {
	n := samples(seconds)
	return track{l: make([]float64, n), r: make([]float64, n)}
}

func (t track) len() int { return len(t.l) }

// addMono mixes a mono signal into both channels from frame at, with a
// linear balance: pan -1 is left only, 0 both equally, +1 right only.
func (t track) addMono(at int, x []float64, gain, pan float64) {
	gl := gain * math.Min(1, 1-pan)
	gr := gain * math.Min(1, 1+pan)
	for i, v := range x {
		j := at + i
		if j < 0 {
			continue
		}
		if j >= len(t.l) {
			break
		}
		t.l[j] += gl * v
		t.r[j] += gr * v
	}
}

// curve samples f, a smooth function of the fraction 0…1 of the way
// through, into n frames. It evaluates f only every 32 frames and
// interpolates in between: envelopes are far smoother than that, and a
// math.Pow per frame would be most of the synthesis time.
func curve(n int, f func(p float64) float64) []float64 {
	const step = 32
	y := make([]float64, n)
	if n == 0 {
		return y
	}
	prev := f(0)
	for s := 0; s < n; s += step {
		e := min(s+step, n)
		next := f(float64(e) / float64(n))
		for i := s; i < e; i++ {
			y[i] = prev + (next-prev)*float64(i-s)/float64(e-s)
		}
		prev = next
	}
	return y
}

// rng is a small xorshift64* generator for the noise in the sounds.
// math/rand/v2's PCG needs a 128-bit multiply, which WebAssembly lacks and
// emulates slowly, and noise has no use for its statistical quality.
type rng struct{ s uint64 }

// newRNG seeds a generator from seed and stream through splitmix64, so that
// neighbouring seeds give unrelated noise and the state is never zero.
func newRNG(seed, stream uint64) *rng {
	z := seed + stream*0x9e3779b97f4a7c15 + 0x9e3779b97f4a7c15
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	z ^= z >> 31
	if z == 0 {
		z = 1
	}
	return &rng{s: z}
}

// Float64 returns a number in [0, 1).
func (r *rng) Float64() float64 {
	r.s ^= r.s >> 12
	r.s ^= r.s << 25
	r.s ^= r.s >> 27
	return float64((r.s*0x2545f4914f6cdd1d)>>11) / (1 << 53)
}

// noise returns n frames of white noise in [-1, 1).
func noise(rng *rng, n int) []float64 {
	x := make([]float64, n)
	for i := range x {
		x[i] = 2*rng.Float64() - 1
	}
	return x
}

// halfSine is the force of a hard, brief contact — a stone meeting wood —
// lasting n frames. A shorter contact holds more high frequencies: the
// first null of its spectrum is at about 1.5/duration.
func halfSine(n int) []float64 {
	x := make([]float64, n+1)
	for i := range x {
		x[i] = math.Sin(math.Pi * float64(i) / float64(n))
	}
	return x
}

// mode is one resonance of a struck body: its frequency in Hz, the seconds
// it takes to fall by 60 dB, and its share of the sound.
type mode struct{ f, t60, gain float64 }

// resonator is a two-pole bandpass that rings at one frequency. Its impulse
// response is a unit cosine decaying by 60 dB in t60 seconds, so a set of
// them driven by a contact force is modal synthesis of a struck object. The
// zeros at 0 Hz and Nyquist matter: without them a low mode also passes the
// force's own slow push, a thud far below the wood's voice.
type resonator struct{ a1, a2 float64 }

func newResonator(f, t60 float64) resonator {
	w := 2 * math.Pi * f / SampleRate
	r := decayPerSample(t60)
	return resonator{a1: 2 * r * math.Cos(w), a2: r * r}
}

// strike adds to dst, from frame at, the ring of the modes driven by the
// contact force exc, each scaled by scale.
func strike(dst []float64, at int, exc []float64, modes []mode, scale float64) {
	for _, m := range modes {
		if m.f >= 0.45*SampleRate {
			continue
		}
		q := newResonator(m.f, m.t60)
		// Past 1.2 × t60 a mode is 72 dB down: inaudible, and not worth the time.
		n := min(len(dst)-at, len(exc)+samples(1.2*m.t60))
		g := 0.5 * m.gain * scale
		x1, x2, y1, y2 := 0.0, 0.0, 0.0, 0.0
		for i := range n {
			x := 0.0
			if i < len(exc) {
				x = exc[i]
			}
			y := x - x2 + q.a1*y1 - q.a2*y2
			x2, x1 = x1, x
			y2, y1 = y1, y
			dst[at+i] += g * y
		}
	}
}

// biquad is a second-order filter from Robert Bristow-Johnson's audio EQ
// cookbook, for fixed lowpass, highpass and bandpass shaping.
type biquad struct{ b0, b1, b2, a1, a2, x1, x2, y1, y2 float64 }

func newBiquad(b0, b1, b2, a0, a1, a2 float64) biquad {
	return biquad{b0: b0 / a0, b1: b1 / a0, b2: b2 / a0, a1: a1 / a0, a2: a2 / a0}
}

func lowpass(f, q float64) biquad {
	w := 2 * math.Pi * f / SampleRate
	c, alpha := math.Cos(w), math.Sin(w)/(2*q)
	return newBiquad((1-c)/2, 1-c, (1-c)/2, 1+alpha, -2*c, 1-alpha)
}

func highpass(f, q float64) biquad {
	w := 2 * math.Pi * f / SampleRate
	c, alpha := math.Cos(w), math.Sin(w)/(2*q)
	return newBiquad((1+c)/2, -(1 + c), (1+c)/2, 1+alpha, -2*c, 1-alpha)
}

// bandpass has a gain of 1 at its centre frequency f.
func bandpass(f, q float64) biquad {
	w := 2 * math.Pi * f / SampleRate
	c, alpha := math.Cos(w), math.Sin(w)/(2*q)
	return newBiquad(alpha, 0, -alpha, 1+alpha, -2*c, 1-alpha)
}

func (b *biquad) step(x float64) float64 {
	y := b.b0*x + b.b1*b.x1 + b.b2*b.x2 - b.a1*b.y1 - b.a2*b.y2
	b.x2, b.x1 = b.x1, x
	b.y2, b.y1 = b.y1, y
	return y
}

// filter runs x through b in place and returns it.
func (b *biquad) filter(x []float64) []float64 {
	for i, v := range x {
		x[i] = b.step(v)
	}
	return x
}

// svf is a state-variable filter in Zavalishin's topology-preserving form.
// Unlike a biquad it stays well-behaved while its frequency moves every
// frame, which is what a whoosh needs.
type svf struct{ ic1, ic2 float64 }

// band filters one frame with a bandpass of unit peak gain; g is
// tan(π·f/SampleRate) and k is 1/Q.
func (s *svf) band(x, g, k float64) float64 {
	a1 := 1 / (1 + g*(g+k))
	a2 := g * a1
	a3 := g * a2
	v3 := x - s.ic2
	v1 := a1*s.ic1 + a2*v3
	v2 := s.ic2 + a2*s.ic1 + a3*v3
	s.ic1 = 2*v1 - s.ic1
	s.ic2 = 2*v2 - s.ic2
	return k * v1
}

// sweep filters x through a bandpass whose centre follows freq (Hz, as a
// function of the fraction 0…1 of the way through x), and returns a new
// slice. The centre is recomputed every 16 frames: often enough to be
// smooth, seldom enough that tan costs nothing.
func sweep(x []float64, q float64, freq func(pos float64) float64) []float64 {
	y := make([]float64, len(x))
	var s svf
	k := 1 / q
	g := 0.0
	for i, v := range x {
		if i%16 == 0 {
			f := math.Min(freq(float64(i)/float64(len(x))), 0.45*SampleRate)
			g = math.Tan(math.Pi * f / SampleRate)
		}
		y[i] = s.band(v, g, k)
	}
	return y
}

// partial is one sine component of a tone: its frequency as a multiple of
// the tone's, its level, and the seconds it takes to fall by 60 dB.
type partial struct{ ratio, amp, t60 float64 }

// note says when and how a tone sounds: it starts at frame at, rises over
// attack seconds, and, if hold is positive, is released hold seconds after
// the start over release seconds; otherwise it rings until its partials die.
type note struct {
	at                     int
	attack, hold, release  float64
	freq, gain, pan, width float64
}

// tone adds a tone made of parts to t. width detunes the left channel down
// and the right channel up by that many cents, which gives a sustained chord
// a slow, warm shimmer and some stereo breadth. Only the two lowest partials
// are detuned: they carry the effect, and the rest are rendered once.
func tone(t track, n note, parts []partial) {
	gl := n.gain * math.Min(1, 1-n.pan)
	gr := n.gain * math.Min(1, 1+n.pan)
	l, r := t.l[n.at:], t.r[n.at:]
	if n.width == 0 {
		partials(l, r, gl, gr, n, n.freq, parts)
		return
	}
	var low, high []partial
	for _, p := range parts {
		if p.ratio <= 2.5 {
			low = append(low, p)
		} else {
			high = append(high, p)
		}
	}
	partials(l, r, gl, gr, n, n.freq, high)
	detune := math.Exp2(n.width / 2400)
	partials(l, nil, gl, 0, n, n.freq/detune, low)
	partials(r, nil, gr, 0, n, n.freq*detune, low)
}

// partials adds the damped sines of parts at base frequency f, under n's
// attack and release, to l scaled by gl and, unless it is nil, to r scaled
// by gr. Each sine is a phasor turned and shrunk by one complex
// multiplication per frame, which is exact to far below hearing over a few
// seconds and much cheaper than calling math.Sin.
func partials(l, r []float64, gl, gr float64, n note, f float64, parts []partial) {
	end := len(l)
	// The attack and release are the same for every partial: shape them once.
	attack := raisedCosine(max(1, samples(n.attack)), false)
	relStart, release := end, []float64(nil)
	if n.hold > 0 {
		// A release never starts inside the attack.
		relStart = min(end, max(samples(n.hold), len(attack)))
		release = raisedCosine(max(1, samples(n.release)), true)
		end = min(end, relStart+len(release))
	}
	for _, p := range parts {
		pf := f * p.ratio
		if pf >= 0.45*SampleRate {
			continue
		}
		w := 2 * math.Pi * pf / SampleRate
		d := decayPerSample(p.t60)
		cr, ci := d*math.Cos(w), d*math.Sin(w)
		re, im := p.amp, 0.0
		m := min(end, samples(1.33*p.t60)) // 80 dB down by then
		// Three runs — attack, steady, release — so that the inner loops,
		// where all the time goes, have no branches.
		for i := 0; i < m; {
			seg, env := m, []float64(nil)
			switch {
			case i < len(attack):
				seg, env = min(m, len(attack)), attack[i:]
			case i >= relStart:
				env = release[i-relStart:]
			default:
				seg = min(m, relStart)
			}
			re, im = rotate(l[i:seg], r, i, gl, gr, env, re, im, cr, ci)
			i = seg
		}
	}
}

// rotate adds n = len(l) frames of a turning phasor's imaginary part, times
// env if it is not nil, to l scaled by gl and to r[off:] scaled by gr unless
// r is nil, and returns the phasor where it stopped.
func rotate(l, r []float64, off int, gl, gr float64, env []float64, re, im, cr, ci float64) (float64, float64) {
	switch {
	case env == nil:
		// Two phasors, one for the even frames and one for the odd, each
		// turned by the square of the step: two independent chains of
		// multiplications keep the processor busy where a single chain
		// waits on its own results. It halves the time of the long chords.
		c2r, c2i := cr*cr-ci*ci, 2*cr*ci
		ar, ai := re*cr-im*ci, re*ci+im*cr // frame 0
		br, bi := ar*cr-ai*ci, ar*ci+ai*cr // frame 1
		n := len(l) &^ 1
		if r == nil {
			for i := 0; i < n; i += 2 {
				l[i] += gl * ai
				l[i+1] += gl * bi
				ar, ai = ar*c2r-ai*c2i, ar*c2i+ai*c2r
				br, bi = br*c2r-bi*c2i, br*c2i+bi*c2r
			}
		} else {
			rr := r[off : off+n]
			for i := 0; i < n; i += 2 {
				l[i] += gl * ai
				l[i+1] += gl * bi
				rr[i] += gr * ai
				rr[i+1] += gr * bi
				ar, ai = ar*c2r-ai*c2i, ar*c2i+ai*c2r
				br, bi = br*c2r-bi*c2i, br*c2i+bi*c2r
			}
		}
		if n < len(l) {
			l[n] += gl * ai
			if r != nil {
				r[off+n] += gr * ai
			}
			return ar, ai
		}
		// a is one frame past the end: turn it back by one step.
		m := cr*cr + ci*ci
		return (ar*cr + ai*ci) / m, (ai*cr - ar*ci) / m
	default:
		env = env[:len(l)]
		for i := range l {
			re, im = re*cr-im*ci, re*ci+im*cr
			v := im * env[i]
			l[i] += gl * v
			if r != nil {
				r[off+i] += gr * v
			}
		}
	}
	return re, im
}

// raisedCosine is half a cosine over n frames, rising from 0 to 1, or
// falling from 1 to 0 if down.
func raisedCosine(n int, down bool) []float64 {
	y := make([]float64, n)
	sign := -0.5
	if down {
		sign = 0.5
	}
	cr, ci := math.Cos(math.Pi/float64(n)), math.Sin(math.Pi/float64(n))
	re, im := 1.0, 0.0
	for i := range y {
		y[i] = 0.5 + sign*re
		re, im = re*cr-im*ci, re*ci+im*cr
	}
	return y
}

// peakOf is the largest magnitude in x. (math.Max and math.Abs, with their
// care for NaN and signed zeros, cost more here than all the filtering.)
func peakOf(x []float64) float64 {
	top := 0.0
	for _, v := range x {
		if v > top {
			top = v
		} else if -v > top {
			top = -v
		}
	}
	return top
}

// normalize scales x so that its largest magnitude is peak, and returns it.
func normalize(x []float64, peak float64) []float64 {
	top := peakOf(x)
	if top > 0 {
		for i := range x {
			x[i] *= peak / top
		}
	}
	return x
}

// fadeIn and fadeOut shape the ends of x with half a raised cosine, so every
// sound starts and stops at exactly zero and never clicks.
func fadeIn(x []float64, seconds float64) {
	n := min(len(x), samples(seconds))
	for i := range n {
		x[i] *= 0.5 - 0.5*math.Cos(math.Pi*float64(i)/float64(n))
	}
}

func fadeOut(x []float64, seconds float64) {
	n := min(len(x), samples(seconds))
	for i := range n {
		x[len(x)-1-i] *= 0.5 - 0.5*math.Cos(math.Pi*float64(i)/float64(n))
	}
}

// removeDC subtracts the mean of x, weighted by a Hann window so that the
// ends stay at zero. An offset wastes headroom and thumps when a sound
// starts and stops in a mix.
func removeDC(x []float64) {
	if len(x) < 3 {
		return
	}
	var sum float64
	for _, v := range x {
		sum += v
	}
	// The Hann window over frames 0…n sums to n/2.
	n := float64(len(x) - 1)
	k := 2 * sum / n
	// The window's cosine, turned by a phasor rather than computed per frame.
	w := 2 * math.Pi / n
	cr, ci := math.Cos(w), math.Sin(w)
	re, im := 1.0, 0.0
	for i := range x {
		x[i] -= k * (0.5 - 0.5*re)
		re, im = re*cr-im*ci, re*ci+im*cr
	}
	// The window is zero at both ends; rounding in the phasor is not.
	x[0], x[len(x)-1] = 0, 0
}

// master finishes a track: ends faded, offset removed, peak set to peak
// (a fraction of full scale), and frames interleaved as float32.
func master(t track, fadeInSec, fadeOutSec, peak float64) []float32 {
	for _, ch := range [][]float64{t.l, t.r} {
		fadeIn(ch, fadeInSec)
		fadeOut(ch, fadeOutSec)
		removeDC(ch)
	}
	top := max(peakOf(t.l), peakOf(t.r))
	g := 0.0
	if top > 0 {
		g = peak / top
	}
	out := make([]float32, 2*t.len())
	for i := range t.l {
		out[2*i] = float32(g * t.l[i])
		out[2*i+1] = float32(g * t.r[i])
	}
	return out
}
