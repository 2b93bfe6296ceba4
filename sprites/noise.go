package sprites

import "math"

// noise is seeded 2-D gradient (Perlin) noise. Each drawing makes its own
// from a fixed seed, so output is deterministic and nothing is shared.
type noise struct {
	perm [512]uint8
}

// rng is splitmix64: tiny, fast and good enough to shuffle tables and
// scatter details deterministically.
type rng struct{ s uint64 }

func (r *rng) next() uint64 {
	r.s += 0x9e3779b97f4a7c15
	z := r.s
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// float returns a number in [0, 1).
func (r *rng) float() float64 { return float64(r.next()>>11) / (1 << 53) }

// rangeF returns a number in [lo, hi).
func (r *rng) rangeF(lo, hi float64) float64 { return lo + (hi-lo)*r.float() }

func newNoise(seed uint64) *noise {
	n := &noise{}
	r := rng{seed}
	var p [256]uint8
	for i := range p {
		p[i] = uint8(i)
	}
	for i := 255; i > 0; i-- {
		j := int(r.next() % uint64(i+1))
		p[i], p[j] = p[j], p[i]
	}
	for i := range n.perm {
		n.perm[i] = p[i&255]
	}
	return n
}

// floorInt is math.Floor for the noise lattice, without the call.
func floorInt(x float64) int {
	i := int(x)
	if x < float64(i) {
		i--
	}
	return i
}

// grad2 is the dot product of one of eight gradient directions with (x, y).
func grad2(h uint8, x, y float64) float64 {
	switch h & 7 {
	case 0:
		return x + y
	case 1:
		return x - y
	case 2:
		return -x + y
	case 3:
		return -x - y
	case 4:
		return x
	case 5:
		return -x
	case 6:
		return y
	default:
		return -y
	}
}

// at returns noise in roughly [-1, 1] with features about one unit apart.
func (n *noise) at(x, y float64) float64 {
	xi, yi := floorInt(x), floorInt(y)
	xf, yf := x-float64(xi), y-float64(yi)
	X, Y := xi&255, yi&255
	u := xf * xf * xf * (xf*(xf*6-15) + 10)
	v := yf * yf * yf * (yf*(yf*6-15) + 10)
	a := int(n.perm[X]) + Y
	b := int(n.perm[X+1]) + Y
	g00 := grad2(n.perm[a], xf, yf)
	g10 := grad2(n.perm[b], xf-1, yf)
	g01 := grad2(n.perm[a+1], xf, yf-1)
	g11 := grad2(n.perm[b+1], xf-1, yf-1)
	x0 := g00 + u*(g10-g00)
	x1 := g01 + u*(g11-g01)
	return (x0 + v*(x1-x0)) * 0.9
}

// fbm sums octaves of noise, each twice the frequency and half the weight.
func (n *noise) fbm(x, y float64, octaves int) float64 {
	sum, amp, norm := 0.0, 1.0, 0.0
	for i := 0; i < octaves; i++ {
		sum += amp * n.at(x, y)
		norm += amp
		amp *= 0.5
		x, y = x*2+17.3, y*2-9.1
	}
	return sum / norm
}

func clamp01(x float64) float64 {
	if x < 0 {
		return 0
	}
	if x > 1 {
		return 1
	}
	return x
}

func smoothstep(e0, e1, x float64) float64 {
	t := clamp01((x - e0) / (e1 - e0))
	return t * t * (3 - 2*t)
}

func mix(a, b, t float64) float64 { return a + (b-a)*t }

// rgb is a colour with channels in 0–255 as floats, for blending.
type rgb struct{ r, g, b float64 }

func (c rgb) mix(d rgb, t float64) rgb {
	return rgb{mix(c.r, d.r, t), mix(c.g, d.g, t), mix(c.b, d.b, t)}
}

func (c rgb) scale(k float64) rgb { return rgb{c.r * k, c.g * k, c.b * k} }

func (c rgb) add(k float64) rgb { return rgb{c.r + k, c.g + k, c.b + k} }

func to8(x float64) uint8 {
	if x <= 0 {
		return 0
	}
	if x >= 255 {
		return 255
	}
	return uint8(x + 0.5)
}

// put stores c with straight alpha a (0–1) as premultiplied RGBA.
func put(pix []uint8, i int, c rgb, a float64) {
	a = clamp01(a)
	pix[i] = to8(c.r * a)
	pix[i+1] = to8(c.g * a)
	pix[i+2] = to8(c.b * a)
	pix[i+3] = to8(255 * a)
}

// hypot is math.Hypot without its overflow care, which costs in hot loops.
func hypot(x, y float64) float64 { return math.Sqrt(x*x + y*y) }

// noiseTable is gradient noise sampled once into a tiling table and read
// back with bilinear interpolation: several times cheaper than computing
// the noise, which matters in the browser, and smooth enough for fibres.
type noiseTable struct {
	v []float32
}

const (
	tablePeriod  = 64 // lattice units before the table repeats
	tableSamples = 4  // samples per lattice unit
	tableSize    = tablePeriod * tableSamples
	tableMask    = tableSize - 1
)

func newNoiseTable(seed uint64) *noiseTable {
	n := newNoise(seed)
	t := &noiseTable{v: make([]float32, tableSize*tableSize)}
	for j := 0; j < tableSize; j++ {
		for i := 0; i < tableSize; i++ {
			t.v[j*tableSize+i] = float32(n.periodic(float64(i)/tableSamples, float64(j)/tableSamples, tablePeriod))
		}
	}
	return t
}

// periodic is at with the lattice wrapped every period units, so that the
// table's edges meet.
func (n *noise) periodic(x, y float64, period int) float64 {
	xi, yi := floorInt(x), floorInt(y)
	xf, yf := x-float64(xi), y-float64(yi)
	m := period - 1
	X0, Y0 := xi&m, yi&m
	X1, Y1 := (xi+1)&m, (yi+1)&m
	u := xf * xf * xf * (xf*(xf*6-15) + 10)
	v := yf * yf * yf * (yf*(yf*6-15) + 10)
	h := func(X, Y int) uint8 { return n.perm[int(n.perm[X])+Y] }
	g00 := grad2(h(X0, Y0), xf, yf)
	g10 := grad2(h(X1, Y0), xf-1, yf)
	g01 := grad2(h(X0, Y1), xf, yf-1)
	g11 := grad2(h(X1, Y1), xf-1, yf-1)
	x0 := g00 + u*(g10-g00)
	x1 := g01 + u*(g11-g01)
	return (x0 + v*(x1-x0)) * 0.9
}

// at returns the noise at (x, y) in lattice units.
func (t *noiseTable) at(x, y float64) float64 {
	x *= tableSamples
	y *= tableSamples
	xi, yi := floorInt(x), floorInt(y)
	tx, ty := float32(x-float64(xi)), float32(y-float64(yi))
	i0, i1 := xi&tableMask, (xi+1)&tableMask
	j0, j1 := (yi&tableMask)*tableSize, ((yi+1)&tableMask)*tableSize
	a := t.v[j0+i0] + (t.v[j0+i1]-t.v[j0+i0])*tx
	b := t.v[j1+i0] + (t.v[j1+i1]-t.v[j1+i0])*tx
	return float64(a + (b-a)*ty)
}

// fbm sums octaves of the table's noise, like noise.fbm.
func (t *noiseTable) fbm(x, y float64, octaves int) float64 {
	sum, amp, norm := 0.0, 1.0, 0.0
	for i := 0; i < octaves; i++ {
		sum += amp * t.at(x, y)
		norm += amp
		amp *= 0.5
		x, y = x*2+17.3, y*2-9.1
	}
	return sum / norm
}
