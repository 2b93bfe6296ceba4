package sprites

import (
	"image"
	"math"

	"github.com/ninemen/morris/rules"
)

// Marker is a sign laid over the board at a point. Each has its own shape,
// not only its own colour, so that players who do not tell red from green
// still read them: a solid ring, a dot, a notched ring with ticks, and
// corner brackets.
type Marker int

const (
	// Selected is a glowing golden ring around the man picked up.
	Selected Marker = iota
	// Target is a pale dot in an empty hole where the selected man may go.
	Target
	// Removable is a red-brown ring broken by four notches, with ticks
	// pointing in at the man: a man that may be taken.
	Removable
	// Cursor is four white corner brackets: the keyboard's point.
	Cursor
	numMarkers
)

// Markers returns every marker, in order.
func Markers() []Marker { return []Marker{Selected, Target, Removable, Cursor} }

// String names the marker.
func (m Marker) String() string {
	switch m {
	case Selected:
		return "selected"
	case Target:
		return "target"
	case Removable:
		return "removable"
	case Cursor:
		return "cursor"
	}
	return "marker?"
}

// MarkerSize is the side of the image a marker is drawn in for stones of
// the given diameter; the marker's centre is the image's centre.
func MarkerSize(diameter int) int {
	s := int(math.Ceil(float64(diameter) * 1.5))
	if (s-diameter)%2 != 0 {
		s++ // so that a stone centred on it lands on whole pixels
	}
	return s
}

var (
	ink      = rgb{34, 20, 10}
	gold     = rgb{255, 214, 102}
	goldCore = rgb{255, 246, 214}
	rust     = rgb{196, 58, 34}
	rustHi   = rgb{255, 150, 110}
	pale     = rgb{236, 250, 226}
	white    = rgb{255, 255, 250}
)

// ringCover is the coverage of a ring of radius r and width w at distance d
// from its centre, antialiased over a pixel.
func ringCover(d, r, w float64) float64 {
	return clamp01(w/2 - math.Abs(d-r) + 0.5)
}

// RGBA draws the marker for stones of the given diameter in a
// MarkerSize(diameter) square.
func (m Marker) RGBA(diameter int) *image.RGBA {
	size := MarkerSize(diameter)
	cv := newCanvas(size, size)
	c := float64(size) / 2
	D := float64(diameter)
	R := D / 2
	px := math.Max(1, D/48) // a hairline that scales with the stone
	all := func(f func(x, y, d float64) (rgb, float64)) {
		cv.paint(0, 0, float64(size), float64(size), func(x, y float64) (rgb, float64) {
			return f(x-c, y-c, math.Hypot(x-c, y-c))
		})
	}
	switch m {
	case Selected:
		r, w := R*1.09, math.Max(2, D*0.075)
		all(func(_, _, d float64) (rgb, float64) {
			// A warm halo fading outwards.
			return gold, 0.55 * math.Exp(-math.Pow(math.Max(0, d-r)/(D*0.1), 2)) * smoothstep(R*0.9, r, d)
		})
		all(func(_, _, d float64) (rgb, float64) { return ink, 0.7 * ringCover(d, r, w+2*px) })
		all(func(_, _, d float64) (rgb, float64) { return gold, ringCover(d, r, w) })
		all(func(_, _, d float64) (rgb, float64) { return goldCore, ringCover(d, r-w*0.12, w*0.35) })
	case Target:
		r := math.Max(2.5, D*0.15)
		all(func(_, _, d float64) (rgb, float64) {
			return pale, 0.45 * math.Exp(-math.Pow(math.Max(0, d-r)/(D*0.12), 2))
		})
		all(func(_, _, d float64) (rgb, float64) { return ink, 0.8 * clamp01(r+px-d+0.5) })
		all(func(x, y, d float64) (rgb, float64) {
			// Lit from the top left like everything else.
			k := 1 - 0.12*clamp01((x+y)/(2*r)+0.5)
			return pale.scale(k), clamp01(r - d + 0.5)
		})
	case Removable:
		r, w := R*1.1, math.Max(2, D*0.08)
		// Notches at the diagonals, where the ticks point in.
		gap := func(x, y, d float64) float64 {
			a := math.Mod(math.Atan2(y, x)+2*math.Pi, math.Pi/2) - math.Pi/4
			return clamp01((math.Abs(a)*d-(w*0.9))/1 + 0.5)
		}
		tick := func(x, y float64, width float64) float64 {
			// Distance to the nearest diagonal, limited to the tick's length.
			ax, ay := math.Abs(x), math.Abs(y)
			along := (ax + ay) / math.Sqrt2
			across := math.Abs(ax-ay) / math.Sqrt2
			in := clamp01(width/2 - across + 0.5)
			return in * clamp01(along-R*0.8+0.5) * clamp01(R*1.28-along+0.5)
		}
		all(func(x, y, d float64) (rgb, float64) {
			return rust, 0.35 * math.Exp(-math.Pow(math.Max(0, d-r)/(D*0.09), 2)) * smoothstep(R*0.95, r, d)
		})
		all(func(x, y, d float64) (rgb, float64) {
			return ink, 0.8 * math.Max(ringCover(d, r, w+2*px)*gap(x, y, d), tick(x, y, w*0.8+2*px))
		})
		all(func(x, y, d float64) (rgb, float64) {
			return rust, math.Max(ringCover(d, r, w)*gap(x, y, d), tick(x, y, w*0.8))
		})
		all(func(x, y, d float64) (rgb, float64) {
			return rustHi, 0.7 * ringCover(d, r-w*0.2, w*0.25) * gap(x, y, d)
		})
	case Cursor:
		h := R * 1.3 // half side of the bracketed square
		arm := R * 0.5
		w := math.Max(2, D*0.07)
		bracket := func(x, y, w float64) float64 {
			ax, ay := math.Abs(x), math.Abs(y)
			// Each corner: an L of two bars along the square's sides.
			onX := clamp01(w/2-math.Abs(ay-h)+0.5) * clamp01(ax-(h-arm)+0.5) * clamp01(h+w/2-ax+0.5)
			onY := clamp01(w/2-math.Abs(ax-h)+0.5) * clamp01(ay-(h-arm)+0.5) * clamp01(h+w/2-ay+0.5)
			return math.Max(onX, onY)
		}
		all(func(x, y, _ float64) (rgb, float64) { return ink, 0.85 * bracket(x, y, w+2*px) })
		all(func(x, y, _ float64) (rgb, float64) { return white, bracket(x, y, w) })
	default:
		panic("sprites: unknown marker")
	}
	return cv.rgba()
}

// MillGlow draws the light along a formed mill: a soft golden band with
// rounded ends, length pixels long and thick pixels across, lying
// horizontally. The scene rotates it onto the mill's line; Layout.Mill
// gives the size and the placement.
func MillGlow(length, thick int) *image.RGBA {
	cv := newCanvas(length, thick)
	L, T := float64(length), float64(thick)
	r := T / 2
	cv.paint(0, 0, L, T, func(x, y float64) (rgb, float64) {
		// Distance from the band's spine, a segment between the end circles.
		sx := math.Max(r, math.Min(L-r, x))
		d := math.Hypot(x-sx, y-r) / r
		a := math.Exp(-d*d*2.2) - math.Exp(-2.2)
		a = math.Max(0, a/(1-math.Exp(-2.2)))
		col := rgb{255, 190, 70}.mix(rgb{255, 232, 160}, math.Exp(-d*d*6))
		return col, 0.7 * a
	})
	return cv.rgba()
}

// MillPlacement says where the glow of a mill goes on the board image.
type MillPlacement struct {
	// CX, CY is the centre of the line, where the glow's centre goes.
	CX, CY float64
	// Angle is the line's direction in radians, clockwise from the x axis
	// (screen y points down), to rotate the horizontal glow by.
	Angle float64
	// Length and Thick are the size to ask MillGlow for.
	Length, Thick int
}

// Mill places the glow of a formed mill on line: it runs a little beyond
// the stones at both ends.
func (l Layout) Mill(line rules.Line) MillPlacement {
	x0, y0, x1, y1 := l.Line(line)
	span := math.Hypot(x1-x0, y1-y0)
	thick := int(math.Round(l.Stone * 1.4))
	return MillPlacement{
		CX: (x0 + x1) / 2, CY: (y0 + y1) / 2,
		Angle:  math.Atan2(y1-y0, x1-x0),
		Length: int(math.Round(span)) + thick,
		Thick:  thick,
	}
}
