package history

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/sprites"
)

// PictureCache holds the eras' pictures at the one size the layout wants;
// they are drawn for that pixel size, so a new size means new pictures.
type PictureCache struct {
	w, h int
	imgs map[int]*ebiten.Image
	// drawing are the pictures of size w×h being drawn in the background
	// (Prepare), by era; each channel gives its picture once.
	drawing map[int]chan *image.RGBA
}

// NewPictureCache returns an empty cache.
func NewPictureCache() *PictureCache { return &PictureCache{imgs: map[int]*ebiten.Image{}} }

// vignette returns era i's picture.
func vignette(i int) sprites.Vignette {
	switch i {
	case EraKurna:
		return sprites.Kurna
	case EraMihintale:
		return sprites.Mihintale
	case EraGokstad:
		return sprites.Gokstad
	case eraRoman:
		return sprites.Pavement
	case eraCathedral:
		return sprites.ChoirSeat
	case EraGamesBox:
		return sprites.GamesBox
	case EraShakespeare:
		return sprites.Mud
	case EraSaffronWalden:
		return sprites.SaffronWalden
	}
	return sprites.Trencho
}

// resize forgets the pictures of another size than w×h.
func (c *PictureCache) resize(w, h int) {
	if w == c.w && h == c.h {
		return
	}
	c.Release()
	c.w, c.h = w, h
}

// get returns era i's picture w×h pixels, drawing it on first use, or
// waiting for it if it is being drawn in the background.
func (c *PictureCache) get(i, w, h int) *ebiten.Image {
	c.resize(w, h)
	if img, ok := c.imgs[i]; ok {
		return img
	}
	var rgba *image.RGBA
	if ch, ok := c.drawing[i]; ok {
		rgba = <-ch
		delete(c.drawing, i)
	} else {
		rgba = vignette(i).RGBA(w, h)
	}
	return c.keep(i, rgba)
}

// keep makes era i's picture an image.
func (c *PictureCache) keep(i int, rgba *image.RGBA) *ebiten.Image {
	img := ebiten.NewImageFromImageWithOptions(rgba, &ebiten.NewImageFromImageOptions{Unmanaged: true})
	c.imgs[i] = img
	return img
}

// Release lets the pictures go; they are drawn again when next wanted.
// Pictures being drawn are left to finish and be forgotten.
func (c *PictureCache) Release() {
	for k, img := range c.imgs {
		scenes.Discard(img)
		delete(c.imgs, k)
	}
	c.drawing = nil
}

// Prepare draws era i's picture for a size w×h ahead of its first Draw,
// so that the frame that first shows it need not: the first call starts
// drawing it in the background, where it takes a few hundred
// milliseconds of a core (in slices between frames in the browser, see
// picturePause), and a later call, once it is drawn, makes it an image.
// The caller calls it each tick until it reports the picture ready.
func (c *PictureCache) Prepare(i int, w, h float64) (ready bool) {
	pw, ph := int(w+0.5), int(h+0.5)
	if pw < 2 || ph < 2 || i < 0 || i >= NumEras {
		return false
	}
	c.resize(pw, ph)
	if _, ok := c.imgs[i]; ok {
		return true
	}
	ch, ok := c.drawing[i]
	if !ok {
		if c.drawing == nil {
			c.drawing = map[int]chan *image.RGBA{}
		}
		ch = make(chan *image.RGBA, 1)
		c.drawing[i] = ch
		go func(v sprites.Vignette) { ch <- v.RGBAPaced(pw, ph, picturePause()) }(vignette(i))
		return false
	}
	select {
	case rgba := <-ch:
		delete(c.drawing, i)
		c.keep(i, rgba)
		return true
	default:
		return false
	}
}

// Draw draws era i's picture w×h pixels at (x, y), faded to alpha.
func (c *PictureCache) Draw(dst *ebiten.Image, i int, x, y, w, h, alpha float64) {
	pw, ph := int(w+0.5), int(h+0.5)
	if pw < 2 || ph < 2 || i < 0 || i >= NumEras {
		return
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(x), math.Round(y))
	op.ColorScale.ScaleAlpha(float32(alpha))
	dst.DrawImage(c.get(i, pw, ph), op)
}

// PictureAspect is the pictures' width over their height.
const PictureAspect = 1.5

// DrawBoardFigure draws the morris board as a line figure, side pixels
// across, centred at (cx, cy) and turned by angle radians: the ornament of
// the title and the mark of the history chapters.
func DrawBoardFigure(dst *ebiten.Image, cx, cy, side, angle, width float64, clr color.Color) {
	// Drawn once into the shape cache; the box is the figure's square,
	// with room for a turn, the dots and the line's width.
	margin := side*(math.Sqrt2-1)/2 + width*3 + 2
	scenes.DrawShape(dst, 0, cx-side/2, cy-side/2, side, side, margin, angle, width, clr, func(img *ebiten.Image, ox, oy float64) {
		drawBoardFigure(img, ox+side/2, oy+side/2, side, angle, width, clr)
	})
}

// drawBoardFigure draws the figure with vector paths.
func drawBoardFigure(dst *ebiten.Image, cx, cy, side, angle, width float64, clr color.Color) {
	sin, cos := math.Sincos(angle)
	pt := func(x, y float64) (float32, float32) {
		x, y = x*side/6, y*side/6
		return float32(cx + x*cos - y*sin), float32(cy + x*sin + y*cos)
	}
	var p vector.Path
	for r := 1.0; r <= 3; r++ {
		x0, y0 := pt(-r, -r)
		p.MoveTo(x0, y0)
		for _, c := range [][2]float64{{r, -r}, {r, r}, {-r, r}} {
			x, y := pt(c[0], c[1])
			p.LineTo(x, y)
		}
		p.Close()
	}
	for _, d := range [][2]float64{{0, -1}, {0, 1}, {-1, 0}, {1, 0}} {
		x, y := pt(d[0], d[1])
		p.MoveTo(x, y)
		x, y = pt(3*d[0], 3*d[1])
		p.LineTo(x, y)
	}
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(clr)
	vector.StrokePath(dst, &p, &vector.StrokeOptions{Width: float32(width), LineJoin: vector.LineJoinRound, LineCap: vector.LineCapRound}, op)
	dot := width * 1.7
	for r := 1.0; r <= 3; r++ {
		for _, c := range [][2]float64{{-1, -1}, {0, -1}, {1, -1}, {1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}} {
			x, y := pt(c[0]*r, c[1]*r)
			vector.FillCircle(dst, x, y, float32(dot), clr, true)
		}
	}
}
