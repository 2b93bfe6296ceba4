package history

import (
	"image"
	"image/color"
	"math"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/ninemen/morris/raster"
	"github.com/ninemen/morris/scenes/kit"
	"github.com/ninemen/morris/sprites"
)

// PictureCache holds the eras' pictures at the one size the layout wants;
// they are drawn for that pixel size, so a new size means new pictures.
type PictureCache struct {
	kit  *kit.Kit
	w, h int
	imgs map[int]*ebiten.Image
	// drawing are the pictures of size w×h being drawn in the background
	// (Prepare), by era; each channel gives its picture once. busy counts
	// the goroutines drawing them (Wait).
	drawing map[int]chan *image.RGBA
	busy    sync.WaitGroup
}

// Wait blocks until the pictures being drawn in the background are done:
// tests wait on it rather than on the clock.
func (c *PictureCache) Wait() { c.busy.Wait() }

// NewPictureCache returns an empty cache of pictures drawn with k.
func NewPictureCache(k *kit.Kit) *PictureCache {
	return &PictureCache{kit: k, imgs: map[int]*ebiten.Image{}}
}

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
		c.kit.Discard(img)
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
		c.busy.Add(1)
		go func(v sprites.Vignette) {
			defer c.busy.Done()
			ch <- v.RGBAPaced(pw, ph, picturePause())
		}(vignette(i))
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
func DrawBoardFigure(dst *ebiten.Image, k *kit.Kit, cx, cy, side, angle, width float64, clr color.Color) {
	// Drawn once into the shape cache; the box is the figure's square,
	// with room for a turn, the dots and the line's width.
	margin := side*(math.Sqrt2-1)/2 + width*3 + 2
	k.DrawShape(dst, 0, cx-side/2, cy-side/2, side, side, margin, angle, width, clr, func(img *ebiten.Image, ox, oy float64) {
		drawBoardFigure(img, ox+side/2, oy+side/2, side, angle, width, clr)
	})
}

// drawBoardFigure draws the figure: three squares and the four lines
// across them, with round joins and ends, and a dot on each point.
func drawBoardFigure(dst *ebiten.Image, cx, cy, side, angle, width float64, clr color.Color) {
	sin, cos := math.Sincos(angle)
	u := side / 6
	// turned places an outline drawn round the figure's centre.
	turned := func(pts raster.Outline) raster.Outline {
		for i, p := range pts {
			pts[i] = [2]float64{cx + p[0]*cos - p[1]*sin, cy + p[0]*sin + p[1]*cos}
		}
		return pts
	}
	kit.Rasterize(dst, clr, func(p *raster.Pen) {
		for r := 1.0; r <= 3; r++ {
			s := r * u
			// A square's line: round at its outer corners, sharp inside.
			outer, inner := raster.BandOutlines(-s, -s, 2*s, 2*s, 0, width)
			p.Fill(turned(outer))
			p.Cut(turned(inner))
		}
		for _, d := range [][2]float64{{0, -1}, {0, 1}, {-1, 0}, {1, 0}} {
			p.Fill(turned(raster.LineOutline(d[0]*u, d[1]*u, 3*d[0]*u, 3*d[1]*u, width)))
		}
		dot := width * 1.7
		for r := 1.0; r <= 3; r++ {
			for _, c := range [][2]float64{{-1, -1}, {0, -1}, {1, -1}, {1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}} {
				p.Fill(turned(raster.CircleOutline(c[0]*r*u, c[1]*r*u, dot)))
			}
		}
	})
}
