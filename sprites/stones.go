package sprites

import (
	"image"
	"math"

	"github.com/ninemen/morris/rules"
)

// stoneLook is what tells the two sides apart besides their colour: the
// white men are polished pale stone with faint veins, the black men dark
// polished stone with a cooler sheen.
type stoneLook struct {
	base, vein rgb
	veins      float64 // how much the veins show
	gloss      float64 // strength of the specular highlight
	sharp      float64 // its sharpness
	amb, dif   float64 // light from all around and from the lamp
	seed       uint64
}

var stoneLooks = [2]stoneLook{
	rules.White: {base: rgb{238, 230, 214}, vein: rgb{200, 184, 164}, veins: 0.4, gloss: 0.8, sharp: 60, amb: 0.38, dif: 0.74, seed: 11},
	rules.Black: {base: rgb{44, 42, 46}, vein: rgb{84, 84, 94}, veins: 0.28, gloss: 1.0, sharp: 80, amb: 0.5, dif: 0.62, seed: 12},
}

// stoneHeight is the turned profile of a man as a function of the distance
// from its centre (0–1 of the radius): a low dome, a fine turned groove, a
// raised bead at the rim and a rounded edge. It returns the height and its
// slope.
func stoneHeight(r float64) (h, dh float64) {
	switch {
	case r < 0.7:
		// The dome.
		h, dh = 0.2*(1-r*r/0.49), -0.4*r/0.49
	case r < 0.78:
		// The groove between dome and bead.
		t := (r - 0.7) / 0.08
		h, dh = 0.0-0.025*math.Sin(t*math.Pi), -0.025*math.Pi/0.08*math.Cos(t*math.Pi)
	case r < 0.86:
		// The bead.
		t := (r - 0.78) / 0.08
		h, dh = 0.03*math.Sin(t*math.Pi), 0.03*math.Pi/0.08*math.Cos(t*math.Pi)
	default:
		// The rounded edge down to the board.
		t := (r - 0.86) / 0.14
		q := math.Sqrt(math.Max(1e-4, 1-t*t))
		h, dh = -0.14*(1-q), -0.14*t/q/0.14
	}
	return
}

// Stone draws a man of colour c, diameter pixels across: domed, with a
// turned groove, a rim, a highlight from the top left and a faint texture.
// Outside the disc the image is transparent; the shadow is a separate
// image (Shadow), so that the scene can move it when the man is lifted.
func Stone(c rules.Color, diameter int) *image.RGBA {
	if diameter <= 0 {
		panic("sprites: stone diameter must be positive")
	}
	look := stoneLooks[c&1]
	n := newNoise(look.seed)
	d := float64(diameter)
	R := d / 2
	cv := newCanvas(diameter, diameter)
	hx, hy, hz := lightDir[0], lightDir[1], lightDir[2]+1
	hl := math.Sqrt(hx*hx + hy*hy + hz*hz)
	hx, hy, hz = hx/hl, hy/hl, hz/hl
	cv.paint(0, 0, d, d, func(x, y float64) (rgb, float64) {
		dx, dy := (x-R)/R, (y-R)/R
		r := math.Sqrt(dx*dx + dy*dy)
		cover := clamp01((1-r)*R + 0.5)
		if cover <= 0 {
			return rgb{}, 0
		}
		_, slope := stoneHeight(math.Min(r, 0.999))
		ux, uy := 0.0, 0.0
		if r > 0 {
			ux, uy = dx/r, dy/r
		}
		nx, ny, nz := -slope*ux, -slope*uy, 1.0
		nl := math.Sqrt(nx*nx + ny*ny + nz*nz)
		nx, ny, nz = nx/nl, ny/nl, nz/nl

		// Veins: warped noise folded into thin lines.
		wx := dx*1.3 + 0.6*n.fbm(dx*1.5, dy*1.5, 3)
		wy := dy*1.3 + 0.6*n.fbm(dx*1.5+5, dy*1.5+3, 3)
		v := 1 - math.Abs(n.fbm(wx*1.8, wy*1.8, 4))*3.2
		v = clamp01(v) * clamp01(v) * look.veins
		speck := n.at(dx*40, dy*40) * 0.03 * fade(20/R)
		col := look.base.mix(look.vein, v).scale(1 + speck)

		diff := nx*lightDir[0] + ny*lightDir[1] + nz*lightDir[2]
		col = col.scale(look.amb + look.dif*math.Max(0, diff))
		// The fine groove and the foot gather shadow.
		if r > 0.66 && r < 0.8 {
			col = col.scale(1 - 0.18*math.Sin((r-0.66)/0.14*math.Pi))
		}
		// Warm light bounced up from the wood onto the lower edge.
		bounce := math.Max(0, ny) * smoothstep(0.8, 1, r)
		col.r += 40 * bounce
		col.g += 22 * bounce
		col.b += 8 * bounce
		// Polish: a sharp highlight plus a broad soft one, and a glint of
		// the room along the rim facing the lamp.
		hd := math.Max(0, nx*hx+ny*hy+nz*hz)
		spec := look.gloss * (math.Pow(hd, look.sharp)*235 + math.Pow(hd, 8)*35)
		fres := math.Pow(1-nz, 3) * 60 * math.Max(0, -(ux*0.7+uy*0.7))
		col = col.add(spec + fres)
		return col, cover
	})
	return cv.rgba()
}

// ShadowSize is the side of the image Shadow returns for a stone of the
// given diameter: the soft edge needs room beyond the stone.
func ShadowSize(diameter int, blur float64) int {
	pad := int(math.Ceil(float64(diameter) * (0.05 + 2.2*blur)))
	return diameter + 2*pad
}

// Shadow draws the soft shadow of a stone of the given diameter: a black
// disc blurred by blur times the diameter (about 0.08 for a man resting on
// the board, 0.25 for one in flight). Its centre is the image's centre; the
// scene draws it under the stone, offset away from the lamp (down and to
// the right) and, for a lifted stone, larger and fainter.
func Shadow(diameter int, blur float64) *image.RGBA {
	size := ShadowSize(diameter, blur)
	cv := newCanvas(size, size)
	c := float64(size) / 2
	R := float64(diameter) / 2 * 0.97
	sigma := math.Max(0.6, blur*float64(diameter))
	cv.paint(0, 0, float64(size), float64(size), func(x, y float64) (rgb, float64) {
		r := math.Hypot(x-c, y-c)
		// A blurred disc is close to this for sigma well under the radius.
		a := 0.5 * math.Erfc((r-R)/(sigma*math.Sqrt2))
		// Contact: darkest right under the man.
		return rgb{12, 6, 2}, 0.62 * a * (1 - 0.25*smoothstep(0, R, r))
	})
	return cv.rgba()
}
