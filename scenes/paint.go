package scenes

import (
	"image"
	"image/color"
	"math"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
)

// Every shape of the game (a rounded rectangle, a circle, a line) is drawn
// here, once, into a small image kept in a cache: a frame that shows the
// shape again copies the image. They are rasterized in Go (raster.go), as
// are the figures a package paints into the cache itself (DrawShape,
// Rasterize); even so a shape drawn costs a pixel upload, so none is
// drawn while anything moves.
//
// A shape is drawn at the same fraction of a pixel as it would be on the
// screen, so the copy lands on the same pixels as the path would have.
//
// The cache is the process's, as Ebitengine's glyph cache is: shapes are
// drawn from widgets and layouts that know no App. Scenes draw on one
// thread; the lock is for tests that run in parallel.

// shapeKind is what a cached shape is.
type shapeKind uint8

const (
	shapeFillRound shapeKind = iota
	shapeStrokeRound
	shapeFillCircle
	shapeStrokeCircle
	shapeLine
	shapeFigure
)

// shapeKey is everything a shape's pixels depend on: its kind, its sizes,
// the fractions of a pixel at which it starts, and its colour.
type shapeKey struct {
	kind       shapeKind
	w, h, r, l float32
	fx, fy     float32
	clr        color.RGBA64
}

type shapeEntry struct {
	img  *ebiten.Image
	used uint64
}

// shapeBudget bounds the pixels the cache holds; the least recently used
// shapes go first, so the shapes of a size the window no longer has go.
const shapeBudget = 6 << 20

type shapeCache struct {
	mu     sync.Mutex
	m      map[shapeKey]*shapeEntry
	pixels int
	// frame counts the manager's ticks (see nextFrame) and the spans it
	// marks within them (see mark): a shape used in the frame under way
	// is never let go by trim.
	frame uint64
	// doomed are images let go, deallocated at the next tick: a draw
	// from them may still be queued in the frame under way, and an image
	// deallocated before the frame is flushed draws nothing there (the
	// shapes of a phone's screen at 2x went missing so).
	doomed []*ebiten.Image
	paths  int64
	layers int64
	// patched counts the pixels of layers drawn again in part (Patch),
	// and wholes the scenes drawn over the whole screen (DrawWhole).
	patched int64
	wholes  int64
	white   *ebiten.Image
	// pool holds spare images of a screen's size (see takeImage).
	pool []*ebiten.Image
}

var shapes = shapeCache{m: map[shapeKey]*shapeEntry{}}

// PathsDrawn returns the number of shapes drawn into the cache so far in
// the process (each a cache miss). Tests check that a scene's frames
// add none.
func PathsDrawn() int64 {
	shapes.mu.Lock()
	defer shapes.mu.Unlock()
	return shapes.paths
}

// draw copies the shape of key to dst with its top-left pixel at (x0, y0)
// and a margin of pad pixels, drawing it first with paint if it is not
// cached; paint draws at (pad+fx, pad+fy) in the shape's image.
func (c *shapeCache) draw(dst *ebiten.Image, key shapeKey, x0, y0 int, pad int, paint func(img *ebiten.Image, ox, oy float32)) {
	img := c.image(key, pad, paint)
	if img == nil {
		return
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(float64(x0-pad), float64(y0-pad))
	dst.DrawImage(img, op)
}

// image returns the cached image of the shape of key, drawing it first
// with paint if it is not cached (see draw); nil for an empty shape.
func (c *shapeCache) image(key shapeKey, pad int, paint func(img *ebiten.Image, ox, oy float32)) *ebiten.Image {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.m[key]
	if !ok {
		w := int(math.Ceil(float64(key.w+key.fx))) + 2*pad
		h := int(math.Ceil(float64(key.h+key.fy))) + 2*pad
		if w <= 0 || h <= 0 {
			return nil
		}
		// Large shapes (a card, a sheet of parchment) get textures of
		// their own, as layers do (see NewImageAt).
		var img *ebiten.Image
		if w*h >= largeShape {
			img = NewImageAt(image.Rect(0, 0, w, h))
		} else {
			img = ebiten.NewImage(w, h)
		}
		paint(img, float32(pad)+key.fx, float32(pad)+key.fy)
		c.paths++
		e = &shapeEntry{img: img}
		e.used = c.frame
		c.m[key] = e
		c.pixels += w * h
		c.trim()
	}
	e.used = c.frame
	return e.img
}

// drawStretched draws a shape whose middle is the same all along each
// side, such as a rounded rectangle, filled or outlined: the curves and
// ends lie within corner pixels of its edges. It draws the shape a whole
// number of pixels narrower and shorter (so at the same fractions of a
// pixel, and the same pixels at its edges), and stretches its middle
// column and row to the full size. A large shape then costs a small path:
// a path across a sheet of parchment held a software renderer for a tenth
// of a second, and shapes of one height and radius share one path.
// paint draws the shape of size w×h at (ox, oy).
func (c *shapeCache) drawStretched(dst *ebiten.Image, key shapeKey, x0, y0, pad, corner int, paint func(img *ebiten.Image, ox, oy, w, h float32)) {
	k, l := shrink(key.w, corner), shrink(key.h, corner)
	small := key
	small.w -= float32(k)
	small.h -= float32(l)
	img := c.image(small, pad, func(img *ebiten.Image, ox, oy float32) { paint(img, ox, oy, small.w, small.h) })
	if img == nil {
		return
	}
	b := img.Bounds()
	cut := pad + corner + 1
	for _, col := range stretch(b.Dx(), cut, k) {
		for _, row := range stretch(b.Dy(), cut, l) {
			src := image.Rect(col.from, row.from, col.to, row.to)
			op := &ebiten.DrawImageOptions{}
			op.GeoM.Scale(float64(col.times), float64(row.times))
			op.GeoM.Translate(float64(x0-pad+col.at), float64(y0-pad+row.at))
			dst.DrawImage(img.SubImage(src).(*ebiten.Image), op)
		}
	}
}

// shrink is by how many whole pixels a side of size pixels can be drawn
// shorter and still hold its two ends of corner pixels and a middle (see
// drawStretched).
func shrink(size float32, corner int) int {
	return max(0, int(math.Floor(float64(size)))-(2*corner+2))
}

// span is a run of an image's columns (or rows), from to to, drawn at at
// and stretched times over.
type span struct{ from, to, at, times int }

// stretch splits n columns into the spans that draw them k wider: those
// before cut as they are, the column cut k+1 times over, the rest k
// further on; all of them as they are when k is 0.
func stretch(n, cut, k int) []span {
	if k == 0 {
		return []span{{0, n, 0, 1}}
	}
	return []span{{0, cut, 0, 1}, {cut, cut + 1, cut, k + 1}, {cut + 1, n, cut + 1 + k, 1}}
}

// trim lets the least recently used shapes go while over budget, but never
// one used in the frame under way: while all are, the cache goes over.
func (c *shapeCache) trim() {
	for c.pixels > shapeBudget {
		var oldest shapeKey
		var found *shapeEntry
		for k, e := range c.m {
			if e.used < c.frame && (found == nil || e.used < found.used) {
				oldest, found = k, e
			}
		}
		if found == nil {
			return
		}
		b := found.img.Bounds()
		c.pixels -= b.Dx() * b.Dy()
		c.doomed = append(c.doomed, found.img)
		delete(c.m, oldest)
	}
}

// largeShape is the size in pixels from which a shape gets a texture of
// its own (see shapeCache.draw) and is let go once the scenes that drew
// it are gone (see dropLarge).
const largeShape = 256 * 256

// mark starts a new span of use within the frame under way and returns
// it: shapes drawn from now on count as used at it or later. The
// manager marks the moment the scene coming in draws its snapshot, so
// that the shapes of the scene left are told from its own.
func (c *shapeCache) mark() uint64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.frame++
	return c.frame
}

// dropLarge lets go the large shapes (a card, a sheet of parchment) not
// used since the span since began (see mark). Each takes megabytes (its
// sides go to the next powers of two), and the budget alone would keep
// the title's card shapes through any number of games; a scene that
// shows them again draws them again, once, into its layers.
func (c *shapeCache) dropLarge(since uint64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for k, e := range c.m {
		b := e.img.Bounds()
		if e.used < since && b.Dx()*b.Dy() >= largeShape {
			c.pixels -= b.Dx() * b.Dy()
			c.doomed = append(c.doomed, e.img)
			delete(c.m, k)
		}
	}
}

// nextFrame starts a frame: the images let go in the last one are
// deallocated, now that what was drawn from them has been drawn. The
// manager calls it at the start of every tick.
func nextFrame() {
	shapes.mu.Lock()
	defer shapes.mu.Unlock()
	for _, img := range shapes.doomed {
		img.Deallocate()
	}
	shapes.doomed = shapes.doomed[:0]
	shapes.frame++
}

// Discard lets an image go at the next tick: a draw from it may still be
// queued in the frame under way (a crossfade's snapshot of the scene that
// lets it go), and an image deallocated before the frame is flushed draws
// nothing there (see shapeCache.doomed).
func Discard(img *ebiten.Image) {
	shapes.mu.Lock()
	defer shapes.mu.Unlock()
	shapes.doomed = append(shapes.doomed, img)
}

// origin splits a coordinate into its whole pixel and the fraction.
func origin(v float64) (int, float32) {
	f := math.Floor(v)
	return int(f), float32(v - f)
}

func rgba64(clr color.Color) color.RGBA64 {
	r, g, b, a := clr.RGBA()
	return color.RGBA64{uint16(r), uint16(g), uint16(b), uint16(a)}
}

// fillPlain fills a rectangle on whole pixels without a path.
func fillPlain(dst *ebiten.Image, r Rect, clr color.Color) {
	rect := image.Rect(int(r.X), int(r.Y), int(r.X+r.W), int(r.Y+r.H))
	fillPixels(dst, rect, clr)
}

// FillRectPlain fills, without anti-aliasing, the pixels whose centres lie
// in r, as a fill without anti-aliasing does.
func FillRectPlain(dst *ebiten.Image, r Rect, clr color.Color) {
	edge := func(v float64) int { return int(math.Ceil(v - 0.5)) }
	fillPixels(dst, image.Rect(edge(r.X), edge(r.Y), edge(r.X+r.W), edge(r.Y+r.H)), clr)
}

func fillPixels(dst *ebiten.Image, rect image.Rectangle, clr color.Color) {
	rect = rect.Intersect(dst.Bounds())
	if rect.Empty() {
		return
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Scale(float64(rect.Dx()), float64(rect.Dy()))
	op.GeoM.Translate(float64(rect.Min.X), float64(rect.Min.Y))
	op.ColorScale.ScaleWithColor(clr)
	dst.DrawImage(shapes.whitePixel(), op)
}

// whitePixel is a 1×1 white image, stretched to fill plain rectangles. It
// is cut from the middle of a larger one so that linear filtering at its
// edges finds white too.
func (c *shapeCache) whitePixel() *ebiten.Image {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.white == nil {
		img := ebiten.NewImage(3, 3)
		img.Fill(color.White)
		c.white = img.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
	}
	return c.white
}

// whole reports whether v is a whole number of pixels.
func whole(v float64) bool { return v == math.Floor(v) }

// FillRoundRect fills a rectangle with rounded corners.
func FillRoundRect(dst *ebiten.Image, r Rect, radius float64, clr color.Color) {
	if radius <= 0 && whole(r.X) && whole(r.Y) && whole(r.W) && whole(r.H) {
		fillPlain(dst, r, clr)
		return
	}
	x0, fx := origin(r.X)
	y0, fy := origin(r.Y)
	key := shapeKey{kind: shapeFillRound, w: float32(r.W), h: float32(r.H), r: float32(radius), fx: fx, fy: fy, clr: rgba64(clr)}
	corner := int(math.Ceil(radius)) + 1
	shapes.drawStretched(dst, key, x0, y0, 1, corner, func(img *ebiten.Image, ox, oy, w, h float32) {
		Rasterize(img, clr, func(p *Pen) {
			p.Fill(RoundRectOutline(float64(ox), float64(oy), float64(w), float64(h), radius))
		})
	})
}

// StrokeRoundRect outlines a rectangle with rounded corners.
func StrokeRoundRect(dst *ebiten.Image, r Rect, radius, width float64, clr color.Color) {
	x0, fx := origin(r.X)
	y0, fy := origin(r.Y)
	pad := int(math.Ceil(width)) + 1
	key := shapeKey{kind: shapeStrokeRound, w: float32(r.W), h: float32(r.H), r: float32(radius), l: float32(width), fx: fx, fy: fy, clr: rgba64(clr)}
	corner := int(math.Ceil(radius+width)) + 1
	shapes.drawStretched(dst, key, x0, y0, pad, corner, func(img *ebiten.Image, ox, oy, w, h float32) {
		Rasterize(img, clr, func(p *Pen) {
			p.strokeRoundRect(float64(ox), float64(oy), float64(w), float64(h), radius, width)
		})
	})
}

// FillCircle fills a circle of radius r centred at (x, y).
func FillCircle(dst *ebiten.Image, x, y, r float64, clr color.Color) {
	x0, fx := origin(x - r)
	y0, fy := origin(y - r)
	key := shapeKey{kind: shapeFillCircle, w: float32(2 * r), h: float32(2 * r), r: float32(r), fx: fx, fy: fy, clr: rgba64(clr)}
	shapes.draw(dst, key, x0, y0, 1, func(img *ebiten.Image, ox, oy float32) {
		Rasterize(img, clr, func(p *Pen) {
			p.Fill(RoundRectOutline(float64(ox), float64(oy), 2*r, 2*r, r))
		})
	})
}

// StrokeCircle outlines a circle of radius r centred at (x, y) with a line
// width wide.
func StrokeCircle(dst *ebiten.Image, x, y, r, width float64, clr color.Color) {
	x0, fx := origin(x - r)
	y0, fy := origin(y - r)
	pad := int(math.Ceil(width)) + 1
	key := shapeKey{kind: shapeStrokeCircle, w: float32(2 * r), h: float32(2 * r), r: float32(r), l: float32(width), fx: fx, fy: fy, clr: rgba64(clr)}
	shapes.draw(dst, key, x0, y0, pad, func(img *ebiten.Image, ox, oy float32) {
		Rasterize(img, clr, func(p *Pen) {
			p.strokeRoundRect(float64(ox), float64(oy), 2*r, 2*r, r, width)
		})
	})
}

// StrokeHLine draws a horizontal line from x0 to x1 at y, width wide, with
// square ends.
func StrokeHLine(dst *ebiten.Image, x0, x1, y, width float64, clr color.Color) {
	ix, fx := origin(x0)
	iy, fy := origin(y)
	pad := int(math.Ceil(width)) + 1
	key := shapeKey{kind: shapeLine, w: float32(x1 - x0), l: float32(width), fx: fx, fy: fy, clr: rgba64(clr)}
	shapes.drawStretched(dst, key, ix, iy, pad, pad, func(img *ebiten.Image, ox, oy, w, _ float32) {
		Rasterize(img, clr, func(p *Pen) {
			p.Fill(RoundRectOutline(float64(ox), float64(oy)-width/2, float64(w), width, 0))
		})
	})
}

// FillRect fills a rectangle, with its edges anti-aliased.
func FillRect(dst *ebiten.Image, r Rect, clr color.Color) {
	FillRoundRect(dst, r, 0, clr)
}

// DrawShape draws, through the cache, a shape that paint draws with vector
// paths into a w×h box, with margin pixels to spare on every side, at the
// offset it is given. id tells apart the shapes of one package; with the
// box, a, b and clr it is the cache's key, so a and b carry whatever else
// the shape depends on. The box's top left corner goes to (x, y).
func DrawShape(dst *ebiten.Image, id int, x, y, w, h, margin, a, b float64, clr color.Color, paint func(img *ebiten.Image, ox, oy float64)) {
	x0, fx := origin(x)
	y0, fy := origin(y)
	key := shapeKey{kind: shapeFigure + shapeKind(id), w: float32(w), h: float32(h), r: float32(a), l: float32(b), fx: fx, fy: fy, clr: rgba64(clr)}
	shapes.draw(dst, key, x0, y0, int(math.Ceil(margin)), func(img *ebiten.Image, ox, oy float32) {
		paint(img, float64(ox), float64(oy))
	})
}
