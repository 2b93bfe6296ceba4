// Package icons draws the game's icon from its own art, the wooden board
// of package sprites with a white and a black man on it, at each size the
// platforms ask for, and writes the containers they read (ICNS for macOS).
//
// Every picture is drawn for its pixel size, never scaled down from a large
// one: from 48 pixels up the board is the game's own, at the smaller sizes
// the figure's lines are laid on whole pixels, one pixel wide, so that a
// 16-pixel icon in a task bar still shows the three squares and not a blur.
package icons

import (
	"image"
	"image/color"
	"image/draw"
	"math"

	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/sprites"
)

// Sizes are the square sizes written as icon-<N>.png: the union of what
// Windows (16–256), macOS (16–1024), Linux's hicolor theme (16–512) and
// the browser's manifest and touch icons (180, 192, 512) want.
var Sizes = []int{16, 24, 32, 48, 64, 128, 180, 192, 256, 512, 1024}

// MaskableSizes are the sizes of the browser's maskable icons.
var MaskableSizes = []int{192, 512}

// smallBelow is the size under which the figure is laid on whole pixels:
// from 48 up the game's board reads well (its holes and lines are two
// pixels or more), under it they run together.
const smallBelow = 48

// background is the dark walnut the game's screens are drawn on
// (kit.ColorBackground), for the maskable icons' full bleed.
var background = color.RGBA{0x24, 0x1b, 0x14, 0xff}

// Icon draws the icon size pixels square: the board with its drop shadow,
// transparent around it.
func Icon(size int) *image.RGBA {
	if size <= 0 {
		panic("icons: size must be positive")
	}
	if size < smallBelow {
		return small(size)
	}
	img := sprites.Board(size, false)
	l := sprites.NewLayout(size)
	men(img, l)
	return img
}

// stoneScale is how much larger than on the game's board the men are
// drawn: at the icon's sizes the game's men would be specks.
const stoneScale = 1.45

// men lays two men, one of each side, on the middle square's corners of
// the board laid out by l: the board is still read at a glance, and the
// men say it is a game's. Under smallBelow they would hide the figure.
func men(img *image.RGBA, l sprites.Layout) {
	d := int(math.Round(l.Stone * stoneScale))
	for _, m := range []struct {
		c rules.Color
		p string
	}{{rules.White, "b6"}, {rules.Black, "f2"}} {
		p, err := rules.ParsePoint(m.p)
		if err != nil {
			panic(err)
		}
		x, y := l.Point(p)
		// The shadow falls down and to the right, as the game draws it.
		const blur = 0.08
		off := float64(d) * 0.06
		drawCentred(img, sprites.Shadow(d, blur), x+off, y+off*1.6)
		drawCentred(img, sprites.Stone(m.c, d), x, y)
	}
}

// drawCentred lays src over dst with its centre at (x, y), rounded to
// whole pixels so that nothing is resampled.
func drawCentred(dst *image.RGBA, src *image.RGBA, x, y float64) {
	b := src.Bounds()
	at := image.Pt(int(math.Round(x-float64(b.Dx())/2)), int(math.Round(y-float64(b.Dy())/2)))
	// draw.Over wraps around on a channel above its alpha, which a tiny
	// man's rounded edge pixels can have: clamp them first.
	for i := 0; i < len(src.Pix); i += 4 {
		a := src.Pix[i+3]
		src.Pix[i] = min(src.Pix[i], a)
		src.Pix[i+1] = min(src.Pix[i+1], a)
		src.Pix[i+2] = min(src.Pix[i+2], a)
	}
	draw.Draw(dst, b.Sub(b.Min).Add(at), src, b.Min, draw.Over)
}

// Maskable draws the browser's maskable icon size pixels square: the icon
// inside the safe zone, a centred circle of 80% of the side that every
// mask keeps, on the game's background to the edges, with no transparency.
func Maskable(size int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, size, size))
	draw.Draw(img, img.Bounds(), image.NewUniform(background), image.Point{}, draw.Src)
	// The board's square must fit in the circle: its side is the circle's
	// diameter over √2, a little more since its corners are rounded and
	// its shadow band is transparent.
	side := int(math.Round(float64(size) * 0.8 / math.Sqrt2 * 1.06))
	icon := Icon(side)
	drawCentred(img, icon, float64(size)/2, float64(size)/2)
	return img
}

// small draws the icon under smallBelow pixels: the game's board for its
// edge, bevel and shadow, its face smoothed to the wood's colour, and the
// figure laid on whole pixels, symmetric about a centre pixel, without men.
func small(size int) *image.RGBA {
	img := sprites.Board(size, false)
	face := woodFace(size)
	l := sprites.NewLayout(size)
	// The face ends where the bevel begins; round inwards.
	in := int(math.Ceil(l.Wood + float64(size)*0.024))
	for y := in; y < size-in; y++ {
		for x := in; x < size-in; x++ {
			img.SetRGBA(x, y, face.RGBAAt(x, y))
		}
	}
	// An odd span has a middle pixel for the midlines; for an even size
	// the figure sits half a pixel up and to the left, towards the lamp.
	c := (size - 1) / 2
	step := max(2, int(math.Round(l.Step)))
	ink := color.RGBA{0x48, 0x2c, 0x1c, 0xff} // the inlay's colour in sprites
	for ring := 1; ring <= 3; ring++ {
		r := ring * step
		hline(img, c-r, c+r, c-r, ink)
		hline(img, c-r, c+r, c+r, ink)
		vline(img, c-r, c-r, c+r, ink)
		vline(img, c+r, c-r, c+r, ink)
	}
	hline(img, c-3*step, c-step, c, ink)
	hline(img, c+step, c+3*step, c, ink)
	vline(img, c, c-3*step, c-step, ink)
	vline(img, c, c+step, c+3*step, ink)
	if step >= 4 {
		// Room for the points: a darker hole a pixel wider than the line.
		hole := color.RGBA{0x22, 0x14, 0x0b, 0xff}
		for ring := 1; ring <= 3; ring++ {
			r := ring * step
			for _, dy := range []int{-r, 0, r} {
				for _, dx := range []int{-r, 0, r} {
					if dx != 0 || dy != 0 {
						dot(img, c+dx, c+dy, hole)
					}
				}
			}
		}
	}
	return img
}

// woodFace returns the board's wood at size pixels without its lines and
// holes: the board drawn eight times larger, each pixel the mean of the
// light (wooden) pixels it covers.
func woodFace(size int) *image.RGBA {
	const k = 8
	big := sprites.Board(size*k, false)
	out := image.NewRGBA(image.Rect(0, 0, size, size))
	for y := 0; y < size; y++ {
		for x := 0; x < size; x++ {
			var r, g, b, n int
			for j := 0; j < k; j++ {
				for i := 0; i < k; i++ {
					p := big.RGBAAt(x*k+i, y*k+j)
					// The inlay and the holes are far darker than the wood.
					if p.A == 255 && int(p.R)+int(p.G)+int(p.B) > 300 {
						r, g, b, n = r+int(p.R), g+int(p.G), b+int(p.B), n+1
					}
				}
			}
			if n > 0 {
				out.SetRGBA(x, y, color.RGBA{uint8(r / n), uint8(g / n), uint8(b / n), 255})
			}
		}
	}
	return out
}

// hline draws a one-pixel line from (x0, y) to (x1, y), ends included.
func hline(img *image.RGBA, x0, x1, y int, c color.RGBA) {
	for x := x0; x <= x1; x++ {
		img.SetRGBA(x, y, c)
	}
}

// vline draws a one-pixel line from (x, y0) to (x, y1), ends included.
func vline(img *image.RGBA, x, y0, y1 int, c color.RGBA) {
	for y := y0; y <= y1; y++ {
		img.SetRGBA(x, y, c)
	}
}

// dot draws a hole three pixels across without its corners, centred on
// (x, y).
func dot(img *image.RGBA, x, y int, c color.RGBA) {
	for _, d := range [][2]int{{0, 0}, {-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
		img.SetRGBA(x+d[0], y+d[1], c)
	}
}

// Window draws the icons a window is given (ebiten.SetWindowIcon), the
// sizes task bars and window switchers pick from.
func Window() []image.Image {
	var out []image.Image
	for _, s := range []int{16, 32, 48, 64, 128} {
		out = append(out, Icon(s))
	}
	return out
}
