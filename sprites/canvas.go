package sprites

import (
	"image"
	"math"
)

// canvas is a float RGBA picture with premultiplied alpha, for layering
// soft shapes without the rounding of 8-bit channels at each step.
type canvas struct {
	w, h int
	pix  []float32 // r, g, b, a per pixel; colour in 0–255, alpha in 0–1
	clip image.Rectangle
	// pause, when set, is called every pauseEvery pixels laid (see
	// Vignette.RGBAPaced); laid counts them.
	pause func()
	laid  int
}

// pauseEvery is how many pixels a paced canvas lays between two calls of
// its pause: a fraction of a millisecond of work.
const pauseEvery = 4096

func newCanvas(w, h int) *canvas {
	return &canvas{w: w, h: h, pix: make([]float32, 4*w*h), clip: image.Rect(0, 0, w, h)}
}

// over lays colour col with coverage a on pixel (x, y).
func (c *canvas) over(x, y int, col rgb, a float64) {
	if c.pause != nil {
		if c.laid++; c.laid >= pauseEvery {
			c.laid = 0
			c.pause()
		}
	}
	if a <= 0 || x < c.clip.Min.X || y < c.clip.Min.Y || x >= c.clip.Max.X || y >= c.clip.Max.Y {
		return
	}
	if a > 1 {
		a = 1
	}
	i := 4 * (y*c.w + x)
	k := float32(1 - a)
	p := c.pix[i : i+4 : i+4]
	p[0] = float32(col.r*a) + p[0]*k
	p[1] = float32(col.g*a) + p[1]*k
	p[2] = float32(col.b*a) + p[2]*k
	p[3] = float32(a) + p[3]*k
}

// paint calls f for every pixel centre within the rectangle (clipped to
// the canvas) and lays the colour and coverage it returns.
func (c *canvas) paint(x0, y0, x1, y1 float64, f func(x, y float64) (rgb, float64)) {
	i0, j0 := max(0, int(math.Floor(x0))), max(0, int(math.Floor(y0)))
	i1, j1 := min(c.w, int(math.Ceil(x1))), min(c.h, int(math.Ceil(y1)))
	for j := j0; j < j1; j++ {
		for i := i0; i < i1; i++ {
			col, a := f(float64(i)+0.5, float64(j)+0.5)
			c.over(i, j, col, a)
		}
	}
}

// rgba converts to premultiplied 8-bit RGBA.
func (c *canvas) rgba() *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, c.w, c.h))
	for i := 0; i < c.w*c.h; i++ {
		p := c.pix[4*i : 4*i+4]
		img.Pix[4*i] = to8(float64(p[0]))
		img.Pix[4*i+1] = to8(float64(p[1]))
		img.Pix[4*i+2] = to8(float64(p[2]))
		img.Pix[4*i+3] = to8(float64(p[3]) * 255)
	}
	return img
}
