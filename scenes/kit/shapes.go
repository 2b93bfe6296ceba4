package kit

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/ninemen/morris/raster"
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
// The cache is the Kit's (kit.go). Scenes draw on one thread; the lock is
// for the images a background goroutine lets go.

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
	m      map[shapeKey]*shapeEntry
	pixels int
	// frame counts the manager's ticks (see TickStarted) and the spans it
	// marks within them (see mark): a shape used in the frame under way
	// is never let go by trim.
	frame uint64
	// snapshot is the span in which the scene coming in drew its
	// crossfade's snapshot (SnapshotStarted).
	snapshot uint64
}

// draw copies the shape of key to dst with its top-left pixel at (x0, y0)
// and a margin of pad pixels, drawing it first with paint if it is not
// cached; paint draws at (pad+fx, pad+fy) in the shape's image.
func (k *Kit) drawShape(dst *ebiten.Image, key shapeKey, x0, y0 int, pad int, paint func(img *ebiten.Image, ox, oy float32)) {
	img := k.shape(key, pad, paint)
	if img == nil {
		return
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(float64(x0-pad), float64(y0-pad))
	dst.DrawImage(img, op)
}

// shape returns the cached image of the shape of key, drawing it first
// with paint if it is not cached (see drawShape); nil for an empty shape.
func (k *Kit) shape(key shapeKey, pad int, paint func(img *ebiten.Image, ox, oy float32)) *ebiten.Image {
	k.mu.Lock()
	defer k.mu.Unlock()
	c := &k.shapes
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
		k.stats.ShapesDrawn++
		e = &shapeEntry{img: img}
		e.used = c.frame
		c.m[key] = e
		c.pixels += w * h
		k.trimShapes()
	}
	e.used = c.frame
	return e.img
}

// drawStretched draws a shape whose middle is the same all along each
// side, such as a rounded rectangle, filled or outlined: the curves and
// ends lie within corner pixels of its edges. It draws the shape a whole
// number of pixels narrower and shorter (so at the same fractions of a
// pixel, and the same pixels at its edges), and stretches its middle
// column and row to the full size. A large shape then costs a small path
// (a software renderer is slow on a large one), and shapes of one height
// and radius share one path.
// paint draws the shape of size w×h at (ox, oy).
func (k *Kit) drawStretched(dst *ebiten.Image, key shapeKey, x0, y0, pad, corner int, paint func(img *ebiten.Image, ox, oy, w, h float32)) {
	n, l := shrink(key.w, corner), shrink(key.h, corner)
	small := key
	small.w -= float32(n)
	small.h -= float32(l)
	img := k.shape(small, pad, func(img *ebiten.Image, ox, oy float32) { paint(img, ox, oy, small.w, small.h) })
	if img == nil {
		return
	}
	b := img.Bounds()
	cut := pad + corner + 1
	for _, col := range stretch(b.Dx(), cut, n) {
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

// trimShapes lets the least recently used shapes go while over budget,
// but never one used in the frame under way: while all are, the cache goes
// over. The caller holds the lock.
func (k *Kit) trimShapes() {
	c := &k.shapes
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
		k.doomed = append(k.doomed, found.img)
		delete(c.m, oldest)
	}
}

// largeShape is the size in pixels from which a shape gets a texture of
// its own (see shape) and is let go once the scenes that drew it are gone
// (see SwitchEnded).
const largeShape = 256 * 256

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
func (k *Kit) fillPlain(dst *ebiten.Image, r Rect, clr color.Color) {
	rect := image.Rect(int(r.X), int(r.Y), int(r.X+r.W), int(r.Y+r.H))
	k.fillPixels(dst, rect, clr)
}

// FillRectPlain fills, without anti-aliasing, the pixels whose centres lie
// in r, as a fill without anti-aliasing does.
func (k *Kit) FillRectPlain(dst *ebiten.Image, r Rect, clr color.Color) {
	edge := func(v float64) int { return int(math.Ceil(v - 0.5)) }
	k.fillPixels(dst, image.Rect(edge(r.X), edge(r.Y), edge(r.X+r.W), edge(r.Y+r.H)), clr)
}

func (k *Kit) fillPixels(dst *ebiten.Image, rect image.Rectangle, clr color.Color) {
	rect = rect.Intersect(dst.Bounds())
	if rect.Empty() {
		return
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Scale(float64(rect.Dx()), float64(rect.Dy()))
	op.GeoM.Translate(float64(rect.Min.X), float64(rect.Min.Y))
	op.ColorScale.ScaleWithColor(clr)
	dst.DrawImage(k.whitePixel(), op)
}

// whitePixel is a 1×1 white image, stretched to fill plain rectangles. It
// is cut from the middle of a larger one so that linear filtering at its
// edges finds white too.
func (k *Kit) whitePixel() *ebiten.Image {
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.white == nil {
		img := ebiten.NewImage(3, 3)
		img.Fill(color.White)
		k.white = img.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
	}
	return k.white
}

// whole reports whether v is a whole number of pixels.
func whole(v float64) bool { return v == math.Floor(v) }

// FillRoundRect fills a rectangle with rounded corners.
func (k *Kit) FillRoundRect(dst *ebiten.Image, r Rect, radius float64, clr color.Color) {
	if radius <= 0 && whole(r.X) && whole(r.Y) && whole(r.W) && whole(r.H) {
		k.fillPlain(dst, r, clr)
		return
	}
	x0, fx := origin(r.X)
	y0, fy := origin(r.Y)
	key := shapeKey{kind: shapeFillRound, w: float32(r.W), h: float32(r.H), r: float32(radius), fx: fx, fy: fy, clr: rgba64(clr)}
	corner := int(math.Ceil(radius)) + 1
	k.drawStretched(dst, key, x0, y0, 1, corner, func(img *ebiten.Image, ox, oy, w, h float32) {
		Rasterize(img, clr, func(p *raster.Pen) {
			p.Fill(raster.RoundRectOutline(float64(ox), float64(oy), float64(w), float64(h), radius))
		})
	})
}

// StrokeRoundRect outlines a rectangle with rounded corners.
func (k *Kit) StrokeRoundRect(dst *ebiten.Image, r Rect, radius, width float64, clr color.Color) {
	x0, fx := origin(r.X)
	y0, fy := origin(r.Y)
	pad := int(math.Ceil(width)) + 1
	key := shapeKey{kind: shapeStrokeRound, w: float32(r.W), h: float32(r.H), r: float32(radius), l: float32(width), fx: fx, fy: fy, clr: rgba64(clr)}
	corner := int(math.Ceil(radius+width)) + 1
	k.drawStretched(dst, key, x0, y0, pad, corner, func(img *ebiten.Image, ox, oy, w, h float32) {
		Rasterize(img, clr, func(p *raster.Pen) {
			p.Band(float64(ox), float64(oy), float64(w), float64(h), radius, width)
		})
	})
}

// FillCircle fills a circle of radius r centred at (x, y).
func (k *Kit) FillCircle(dst *ebiten.Image, x, y, r float64, clr color.Color) {
	x0, fx := origin(x - r)
	y0, fy := origin(y - r)
	key := shapeKey{kind: shapeFillCircle, w: float32(2 * r), h: float32(2 * r), r: float32(r), fx: fx, fy: fy, clr: rgba64(clr)}
	k.drawShape(dst, key, x0, y0, 1, func(img *ebiten.Image, ox, oy float32) {
		Rasterize(img, clr, func(p *raster.Pen) {
			p.Fill(raster.RoundRectOutline(float64(ox), float64(oy), 2*r, 2*r, r))
		})
	})
}

// StrokeCircle outlines a circle of radius r centred at (x, y) with a line
// width wide.
func (k *Kit) StrokeCircle(dst *ebiten.Image, x, y, r, width float64, clr color.Color) {
	x0, fx := origin(x - r)
	y0, fy := origin(y - r)
	pad := int(math.Ceil(width)) + 1
	key := shapeKey{kind: shapeStrokeCircle, w: float32(2 * r), h: float32(2 * r), r: float32(r), l: float32(width), fx: fx, fy: fy, clr: rgba64(clr)}
	k.drawShape(dst, key, x0, y0, pad, func(img *ebiten.Image, ox, oy float32) {
		Rasterize(img, clr, func(p *raster.Pen) {
			p.Band(float64(ox), float64(oy), 2*r, 2*r, r, width)
		})
	})
}

// StrokeHLine draws a horizontal line from x0 to x1 at y, width wide, with
// square ends.
func (k *Kit) StrokeHLine(dst *ebiten.Image, x0, x1, y, width float64, clr color.Color) {
	ix, fx := origin(x0)
	iy, fy := origin(y)
	pad := int(math.Ceil(width)) + 1
	key := shapeKey{kind: shapeLine, w: float32(x1 - x0), l: float32(width), fx: fx, fy: fy, clr: rgba64(clr)}
	k.drawStretched(dst, key, ix, iy, pad, pad, func(img *ebiten.Image, ox, oy, w, _ float32) {
		Rasterize(img, clr, func(p *raster.Pen) {
			p.Fill(raster.RoundRectOutline(float64(ox), float64(oy)-width/2, float64(w), width, 0))
		})
	})
}

// FillRect fills a rectangle, with its edges anti-aliased.
func (k *Kit) FillRect(dst *ebiten.Image, r Rect, clr color.Color) {
	k.FillRoundRect(dst, r, 0, clr)
}

// DrawShape draws, through the cache, a shape that paint draws with vector
// paths into a w×h box, with margin pixels to spare on every side, at the
// offset it is given. id tells apart the shapes of one package; with the
// box, a, b and clr it is the cache's key, so a and b carry whatever else
// the shape depends on. The box's top left corner goes to (x, y).
func (k *Kit) DrawShape(dst *ebiten.Image, id int, x, y, w, h, margin, a, b float64, clr color.Color, paint func(img *ebiten.Image, ox, oy float64)) {
	x0, fx := origin(x)
	y0, fy := origin(y)
	key := shapeKey{kind: shapeFigure + shapeKind(id), w: float32(w), h: float32(h), r: float32(a), l: float32(b), fx: fx, fy: fy, clr: rgba64(clr)}
	k.drawShape(dst, key, x0, y0, int(math.Ceil(margin)), func(img *ebiten.Image, ox, oy float32) {
		paint(img, float64(ox), float64(oy))
	})
}
