package sprites

import (
	"image"
	"math"
	"runtime"
	"sync"

	"github.com/ninemen/morris/rules"
)

// BoardOptions says how to draw a board.
type BoardOptions struct {
	// Size is the side of the square image in pixels.
	Size int
	// Kind is the board: its points and lines (rules.BoardOf).
	Kind rules.BoardKind
	// Diagonals adds the board's diagonal lines.
	Diagonals bool
	// GrainScale, in (0, 1], computes the wood grain at that fraction of
	// the resolution and upsamples it smoothly: the cheap path for slow
	// machines and the browser. Lines, holes and edges stay sharp. Zero
	// means 1.
	GrainScale float64
}

// Board draws the wooden board size pixels square: grain, bevelled edge,
// drop shadow, inlaid lines and a hole at each point. Layout(size) says
// where the points are.
func Board(size int, diagonals bool) *image.RGBA {
	return BoardWith(BoardOptions{Size: size, Diagonals: diagonals})
}

// light is the direction towards the lamp: top left, fairly high.
var lightDir = norm3(-0.55, -0.62, 0.9)

func norm3(x, y, z float64) [3]float64 {
	l := math.Sqrt(x*x + y*y + z*z)
	return [3]float64{x / l, y / l, z / l}
}

// segment is a board line in pixels, with its direction unit vector.
type segment struct {
	ax, ay, bx, by float64
	minX, maxX     float64
	minY, maxY     float64
}

type boardPainter struct {
	l          Layout
	size       int
	wood       *wood
	inlay      *noise
	segs       []segment
	holes      [][2]float64
	half       float64 // half side of the wood's square
	corner     float64 // corner radius of the wood
	bevel      float64
	lineHalf   float64 // half width of the inlaid strip
	chamfer    float64 // width of the slope from the wood into a groove
	holeR      float64
	sinkR      float64 // outer radius of the countersink around a hole
	shadowOffX float64
	shadowOffY float64
	shadowBlur float64
	low        []rgb // grain at reduced resolution, when GrainScale < 1
	lowN       int
	sheenX     []float64 // the varnish's reflection across a row
	patina     float64   // how far in from the edge the wood is darkened
}

// BoardWith draws a board as o says.
func BoardWith(o BoardOptions) *image.RGBA {
	if o.Size <= 0 {
		panic("sprites: board size must be positive")
	}
	s := float64(o.Size)
	b := rules.BoardOf(o.Kind, o.Diagonals)
	if b == nil {
		panic("sprites: no such board")
	}
	l := NewBoardLayout(o.Size, b)
	bp := &boardPainter{
		l:          l,
		size:       o.Size,
		inlay:      newNoise(woodSeed + 9),
		half:       s/2 - l.Wood,
		corner:     s * cornerRadius,
		bevel:      s * bevelWidth,
		lineHalf:   math.Max(0.9, s*0.0042),
		chamfer:    math.Max(0.9, s*0.0024),
		holeR:      math.Max(2.5, s*0.0205),
		shadowOffX: s * 0.006,
		shadowOffY: s * 0.010,
		shadowBlur: s * 0.014,
		patina:     s * 0.09,
	}
	bp.sinkR = bp.holeR + math.Max(1, s*0.0055)
	for _, j := range joins(b) {
		x0, y0 := l.Point(j[0])
		x1, y1 := l.Point(j[1])
		pad := bp.lineHalf + bp.chamfer + 2
		bp.segs = append(bp.segs, segment{
			ax: x0, ay: y0, bx: x1, by: y1,
			minX: math.Min(x0, x1) - pad, maxX: math.Max(x0, x1) + pad,
			minY: math.Min(y0, y1) - pad, maxY: math.Max(y0, y1) + pad,
		})
	}
	for _, p := range b.Points().Points() {
		x, y := l.Point(p)
		bp.holes = append(bp.holes, [2]float64{x, y})
	}
	bp.sheenX = make([]float64, o.Size)
	for i := range bp.sheenX {
		u := (float64(i) + 0.5) / s
		bp.sheenX[i] = math.Exp(-(u - 0.3) * (u - 0.3) * 2.2 * 3)
	}
	gs := o.GrainScale
	if gs <= 0 || gs >= 1 {
		bp.wood = newWood(s)
	} else {
		bp.lowN = max(8, int(math.Ceil(s*gs)))
		bp.low = make([]rgb, bp.lowN*bp.lowN)
		n := bp.lowN
		// The grain must be filtered for the pixels it is computed at, not
		// the finer ones it is shown at.
		lw := newWood(float64(n))
		parallelRows(n, func(j int) {
			v := (float64(j) + 0.5) / float64(n)
			for i := 0; i < n; i++ {
				bp.low[j*n+i] = lw.at((float64(i)+0.5)/float64(n), v)
			}
		})
	}
	img := image.NewRGBA(image.Rect(0, 0, o.Size, o.Size))
	parallelRows(o.Size, func(y int) { bp.row(img, y) })
	return img
}

// joins are the straight strips inlaid in a board, each from one point to
// another: its lines, then the joins along which men slide that no line
// covers (the 16-point board's links between its squares).
func joins(b *rules.Board) [][2]rules.Point {
	var out [][2]rules.Point
	for _, line := range b.Lines() {
		out = append(out, [2]rules.Point{line[0], line[2]})
	}
	for _, p := range b.Points().Points() {
		for _, q := range b.Neighbors(p).Points() {
			if q < p || onALine(b, p, q) {
				continue
			}
			out = append(out, [2]rules.Point{p, q})
		}
	}
	return out
}

// onALine reports whether p and q are on one line of b.
func onALine(b *rules.Board, p, q rules.Point) bool {
	for _, line := range b.Lines() {
		if m := line.Mask(); m.Has(p) && m.Has(q) {
			return true
		}
	}
	return false
}

// parallelRows calls f for each row, spread over the available cores. In
// the browser there is one, and this is a plain loop.
func parallelRows(n int, f func(y int)) {
	workers := runtime.GOMAXPROCS(0)
	if workers < 2 || n < 64 {
		for y := 0; y < n; y++ {
			f(y)
		}
		return
	}
	var wg sync.WaitGroup
	var mu sync.Mutex
	next := 0
	const chunk = 16
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				mu.Lock()
				y0 := next
				next += chunk
				mu.Unlock()
				if y0 >= n {
					return
				}
				for y := y0; y < min(y0+chunk, n); y++ {
					f(y)
				}
			}
		}()
	}
	wg.Wait()
}

// grain returns the wood's colour at pixel centre (x, y).
func (bp *boardPainter) grain(x, y float64) rgb {
	s := float64(bp.size)
	if bp.low == nil {
		return bp.wood.at(x/s, y/s)
	}
	n := bp.lowN
	fx := x/s*float64(n) - 0.5
	fy := y/s*float64(n) - 0.5
	i, j := floorInt(fx), floorInt(fy)
	tx, ty := fx-float64(i), fy-float64(j)
	i0, i1 := min(max(i, 0), n-1), min(max(i+1, 0), n-1)
	j0, j1 := min(max(j, 0), n-1), min(max(j+1, 0), n-1)
	a := bp.low[j0*n+i0].mix(bp.low[j0*n+i1], tx)
	b := bp.low[j1*n+i0].mix(bp.low[j1*n+i1], tx)
	return a.mix(b, ty)
}

// roundRect returns the signed distance from (x, y), relative to the
// image's centre, to the wood's outline, and the outward unit normal.
func roundRect(x, y, half, r float64) (d, nx, ny float64) {
	qx, qy := math.Abs(x)-(half-r), math.Abs(y)-(half-r)
	sx, sy := math.Copysign(1, x), math.Copysign(1, y)
	if qx > 0 && qy > 0 {
		l := hypot(qx, qy)
		return l - r, sx * qx / l, sy * qy / l
	}
	if qx > qy {
		return qx - r, sx, 0
	}
	return qy - r, 0, sy
}

// shade turns a surface normal into a brightness factor: 1 for the flat
// top, more where the surface turns towards the lamp.
func shade(nx, ny, nz float64) float64 {
	const amb, dif = 0.42, 0.58
	flat := amb + dif*lightDir[2]
	d := nx*lightDir[0] + ny*lightDir[1] + nz*lightDir[2]
	if d < 0 {
		d = 0
	}
	return (amb + dif*d) / flat
}

// spec is a glossy varnish highlight for a tilted normal; zero when flat.
func spec(nx, ny, nz, power float64) float64 {
	hx, hy, hz := lightDir[0], lightDir[1], lightDir[2]+1
	hl := math.Sqrt(hx*hx + hy*hy + hz*hz)
	d := (nx*hx + ny*hy + nz*hz) / hl
	flat := hz / hl
	if d <= flat {
		return 0
	}
	return math.Pow((d-flat)/(1-flat), power)
}

// row paints row yi of the board. Long because it is the per-pixel loop:
// the lines and holes near the row are found once for all its pixels, and
// splitting the shading into functions would cost calls a pixel.
func (bp *boardPainter) row(img *image.RGBA, yi int) {
	s := float64(bp.size)
	y := float64(yi) + 0.5
	pix := img.Pix[yi*img.Stride:]
	// Only the lines and holes near this row can touch it.
	var segs [32]*segment
	ns := 0
	for i := range bp.segs {
		sg := &bp.segs[i]
		if y >= sg.minY && y <= sg.maxY {
			segs[ns] = sg
			ns++
		}
	}
	var holes [rules.MaxPoints][2]float64
	nh := 0
	for _, h := range bp.holes {
		if math.Abs(y-h[1]) < bp.sinkR+2 {
			holes[nh] = h
			nh++
		}
	}
	// The varnish reflects a broad soft window up and to the left; its
	// falloff is separable, so a row needs one exponential, not one a pixel.
	v := y / s
	sheenY := math.Exp(-(v - 0.22) * (v - 0.22) * 3.5 * 3)

	// Most pixels are open, flat wood: mark the spans where an edge, a line
	// or a hole may need the full treatment, and take a short path elsewhere.
	busy := make([]bool, bp.size)
	mark := func(x0, x1 float64) {
		for x := max(0, int(x0)); x < min(bp.size, int(x1)+1); x++ {
			busy[x] = true
		}
	}
	edge := s/2 - bp.half + bp.bevel + 2 // inside this, only the bevel and beyond
	if y < edge || y > s-edge {
		mark(0, s)
	} else {
		mark(0, edge)
		mark(s-edge, s)
	}
	for k := 0; k < ns; k++ {
		mark(segs[k].minX, segs[k].maxX)
	}
	for k := 0; k < nh; k++ {
		mark(holes[k][0]-bp.sinkR-2, holes[k][0]+bp.sinkR+2)
	}
	nearTop := y-(s/2-bp.half) < bp.patina || (s/2+bp.half)-y < bp.patina

	for xi := 0; xi < bp.size; xi++ {
		x := float64(xi) + 0.5
		if !busy[xi] {
			c := bp.grain(x, y)
			if nearTop || x-(s/2-bp.half) < bp.patina || (s/2+bp.half)-x < bp.patina {
				d, _, _ := roundRect(x-s/2, y-s/2, bp.half, bp.corner)
				c = c.scale(1 - 0.09*(1-smoothstep(0, bp.patina, -d)))
			}
			sheen := bp.sheenX[xi] * sheenY
			c = c.scale(1 + 0.09*sheen).add(12 * sheen)
			i := xi * 4
			pix[i] = to8(c.r)
			pix[i+1] = to8(c.g)
			pix[i+2] = to8(c.b)
			pix[i+3] = 255
			continue
		}
		d, gx, gy := roundRect(x-s/2, y-s/2, bp.half, bp.corner)
		// The drop shadow on the table, under everything.
		cover := clamp01(0.5 - d)
		shadowA := 0.0
		if cover < 1 {
			sd, _, _ := roundRect(x-s/2-bp.shadowOffX, y-s/2-bp.shadowOffY, bp.half, bp.corner)
			shadowA = 0.5 * (1 - smoothstep(-bp.shadowBlur, bp.shadowBlur, sd))
			shadowA += 0.25 * (1 - smoothstep(-1, s*0.003, d))
			shadowA = math.Min(shadowA, 0.75)
		}
		if cover <= 0 {
			put(pix, xi*4, rgb{}, shadowA)
			continue
		}
		c := bp.grain(x, y)
		nx, ny, nz := 0.0, 0.0, 1.0
		gloss := 0.0
		// Most of the board is flat open wood; only edges, lines and holes
		// need the lighting worked out.
		flat := true

		// The rounded-over edge: the normal turns outwards towards the rim.
		if e := -d; e < bp.bevel {
			t := clamp01(e / bp.bevel)
			k := 1 - t
			up := math.Sqrt(math.Max(0, 1-k*k))
			nx, ny, nz = gx*k*0.85, gy*k*0.85, up+0.08
			flat = false
			// End grain and the rounded edge take up more stain.
			c = c.scale(0.86 + 0.14*smoothstep(0, 0.8, t))
			gloss = 1
		}

		// Inlaid lines: a dark strip set a little below the face, reached by a
		// narrow slope that catches light on the side away from the lamp.
		inlay := 0.0
		var inlayC rgb
		ld, ldx, ldy := math.Inf(1), 0.0, 0.0
		for k := 0; k < ns; k++ {
			sg := segs[k]
			if x < sg.minX || x > sg.maxX {
				continue
			}
			if dd, dx, dy := segDist(x, y, sg); dd < ld {
				ld, ldx, ldy = dd, dx, dy
			}
		}
		if reach := bp.lineHalf + bp.chamfer; ld < reach+1 {
			if ld > bp.lineHalf {
				t := (ld - bp.lineHalf) / bp.chamfer
				slope := 0.9 * (1 - smoothstep(0.6, 1.2, t))
				nx, ny, nz = -ldx*slope, -ldy*slope, 1
				flat = false
			}
			inlay = clamp01(bp.lineHalf - ld + 0.5)
			if inlay > 0 {
				inlayC = bp.inlayAt(x, y, ldx, ldy, ld)
			}
		}

		// Holes: a countersink sloping in, then the dark drilled hole.
		hd, hdx, hdy := math.Inf(1), 0.0, 0.0
		for k := 0; k < nh; k++ {
			dx, dy := x-holes[k][0], y-holes[k][1]
			if dd := hypot(dx, dy); dd < hd {
				hd, hdx, hdy = dd, dx, dy
			}
		}
		hole := 0.0
		var holeC rgb
		if hd < bp.sinkR+1 {
			if hd > 0 {
				hdx, hdy = hdx/hd, hdy/hd
			}
			if hd > bp.holeR-1 {
				t := clamp01((hd - bp.holeR) / (bp.sinkR - bp.holeR))
				slope := 1.1 * (1 - smoothstep(0.5, 1, t))
				nx, ny, nz = -hdx*slope, -hdy*slope, 1
				flat = false
				inlay *= smoothstep(0.3, 1, t)
				gloss = 0.6
			}
			hole = clamp01(bp.holeR - hd + 0.5)
			if hole > 0 {
				holeC = bp.holeAt(hd, hdx, hdy)
			}
		}

		if !flat {
			nl := math.Sqrt(nx*nx + ny*ny + nz*nz)
			nx, ny, nz = nx/nl, ny/nl, nz/nl
			c = c.scale(shade(nx, ny, nz))
			c = c.add(150 * gloss * spec(nx, ny, nz, 6))
		}
		// The varnish: a broad soft reflection of a window up and to the left.
		// Hands and years darken the wood towards its edges.
		if -d < bp.patina {
			c = c.scale(1 - 0.09*(1-smoothstep(0, bp.patina, -d)))
		}
		sheen := bp.sheenX[xi] * sheenY
		c = c.scale(1 + 0.09*sheen).add(12 * sheen)
		if inlay > 0 {
			c = c.mix(inlayC, inlay)
		}
		if hole > 0 {
			c = c.mix(holeC, hole)
		}
		// Premultiplied "wood over shadow".
		a := cover + shadowA*(1-cover)
		i := xi * 4
		pix[i] = to8(c.r * cover)
		pix[i+1] = to8(c.g * cover)
		pix[i+2] = to8(c.b * cover)
		pix[i+3] = to8(255 * a)
	}
}

// segDist is the distance from (x, y) to the segment and the unit vector
// from the segment's nearest point towards (x, y).
func segDist(x, y float64, s *segment) (d, dx, dy float64) {
	ex, ey := s.bx-s.ax, s.by-s.ay
	t := clamp01(((x-s.ax)*ex + (y-s.ay)*ey) / (ex*ex + ey*ey))
	dx, dy = x-(s.ax+t*ex), y-(s.ay+t*ey)
	d = hypot(dx, dy)
	if d > 0 {
		dx, dy = dx/d, dy/d
	}
	return d, dx, dy
}

// inlayAt is the colour of the dark inlaid strip: dark walnut with fine
// grain running along the strip, in the shadow of its wall on the lamp's
// side.
func (bp *boardPainter) inlayAt(x, y, dx, dy, d float64) rgb {
	s := float64(bp.size)
	// Along the strip is perpendicular to (dx, dy).
	along := (x*dy - y*dx) / s
	across := (x*dx + y*dy) / s
	g := bp.inlay.at(along*14, across*900*fade(900/s))
	c := rgb{72, 44, 28}.scale(1 + 0.12*g)
	// The wall nearer the lamp shades the strip's edge on that side.
	toward := -(dx*lightDir[0] + dy*lightDir[1]) // >0 on the side away from lamp
	edge := smoothstep(bp.lineHalf*0.2, bp.lineHalf, d)
	if toward < 0 {
		c = c.scale(1 - 0.45*edge*(-toward))
	} else {
		c = c.scale(1 + 0.25*edge*toward)
	}
	return c
}

// holeAt is the colour inside a drilled hole at distance d from its centre
// in direction (dx, dy): the far wall, lit from across the hole, and the
// near wall and bottom in shadow.
func (bp *boardPainter) holeAt(d, dx, dy float64) rgb {
	r := bp.holeR
	t := d / r
	toward := -(dx*lightDir[0] + dy*lightDir[1]) / math.Hypot(lightDir[0], lightDir[1])
	bottom := rgb{34, 20, 11}
	wall := rgb{92, 58, 32}
	// The far wall shows as a crescent on the side away from the lamp.
	lit := smoothstep(0.45, 0.95, t) * smoothstep(-0.1, 0.8, toward)
	c := bottom.mix(wall, lit*0.9)
	// The near rim casts a soft shadow into the hole.
	c = c.scale(1 - 0.55*smoothstep(0.3, 1, t)*smoothstep(0, 0.9, -toward))
	return c
}
