package kit

import (
	"image/color"
	"math"
)

// The palette: parchment, ink and the warm browns of the board.
var (
	ColorBackground = color.RGBA{0x24, 0x1b, 0x14, 0xff} // dark walnut
	ColorPanel      = color.RGBA{0x3a, 0x2b, 0x1f, 0xf0}
	ColorParchment  = color.RGBA{0xf1, 0xe6, 0xcf, 0xff}
	ColorInk        = color.RGBA{0x2b, 0x21, 0x18, 0xff}
	ColorText       = color.RGBA{0xf3, 0xe9, 0xd6, 0xff}
	ColorDim        = color.RGBA{0xb9, 0xa7, 0x8a, 0xff}
	ColorAccent     = color.RGBA{0xe0, 0xa8, 0x4f, 0xff} // brass
	ColorWarn       = color.RGBA{0xd9, 0x6a, 0x4a, 0xff}
)

// Inks on parchment: a rubricator's red-brown for dates and headings, a
// faded brown for places and captions, and the pale rule of the frames.
var (
	ColorInkAccent = color.RGBA{0x8a, 0x4b, 0x1c, 0xff}
	ColorInkSoft   = color.RGBA{0x5b, 0x4a, 0x39, 0xff}
	ColorCardRule  = color.RGBA{0xb8, 0x9f, 0x78, 0xff}
)

// Smoothstep eases t in [0, 1] in and out.
func Smoothstep(t float64) float64 {
	t = math.Max(0, math.Min(1, t))
	return t * t * (3 - 2*t)
}

// Fade returns c with its alpha scaled, premultiplied as Ebitengine wants.
func Fade(c color.RGBA, a float64) color.RGBA {
	a = math.Max(0, math.Min(1, a))
	return color.RGBA{uint8(float64(c.R) * a), uint8(float64(c.G) * a), uint8(float64(c.B) * a), uint8(float64(c.A) * a)}
}

// MixRGBA blends from a to b by w.
func MixRGBA(a, b color.RGBA, w float64) color.RGBA {
	l := func(x, y uint8) uint8 { return uint8(float64(x) + (float64(y)-float64(x))*w + 0.5) }
	return color.RGBA{l(a.R, b.R), l(a.G, b.G), l(a.B, b.B), l(a.A, b.A)}
}

// Mix is MixRGBA as a color.Color.
func Mix(a, b color.RGBA, w float64) color.Color { return MixRGBA(a, b, w) }
