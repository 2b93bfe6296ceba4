// Package kit is the drawing kit the scenes draw with: rectangles and
// their geometry, the palette, the typefaces and text (Label, Wrap, Fit),
// shapes rasterized once and copied (rounded rectangles, circles, lines,
// figures), layers of a scene kept as images, the walnut backdrop and
// buttons. A Kit holds what these share for one game: the typefaces, the
// cache of shapes, the images of the screen's size that scenes pass on to
// each other, and the counts that tests and the benchmark read.
package kit

import (
	"image"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
)

// Kit is one game's drawing kit. It implements scenes.Images, so that the
// crossfade's snapshots share the scenes' images.
type Kit struct {
	// Fonts are the typefaces; nil in tests that draw no text.
	*Fonts

	mu     sync.Mutex
	shapes shapeCache
	// pool holds spare images of a screen's size (see TakeImage).
	pool []*ebiten.Image
	// doomed are images let go, freed at the next tick: a draw from them
	// may still be queued in the frame under way, and an image freed
	// before the frame is flushed draws nothing there (the shapes of a
	// phone's screen at 2x went missing so).
	doomed []*ebiten.Image
	white  *ebiten.Image
	stats  Stats
}

// Stats counts the drawing the kit has done, for tests that check a frame
// draws only what changed and for the frame benchmark.
type Stats struct {
	// ShapesDrawn counts the shapes rasterized into the cache (each a
	// cache miss): frames in motion add none.
	ShapesDrawn int64
	// LayersDrawn counts the layers drawn whole (Layer.Image), and
	// LayerPixelsPatched the pixels of layers drawn again in part
	// (Layer.Patch).
	LayersDrawn, LayerPixelsPatched int64
	// TextsMeasured counts the texts measured (Measure, and so Wrap and
	// Fit) by every kit.
	TextsMeasured int64
}

// New returns a kit drawing text in fonts (nil for none).
func New(fonts *Fonts) *Kit {
	return &Kit{Fonts: fonts, shapes: shapeCache{m: map[shapeKey]*shapeEntry{}}}
}

// Stats returns the counts so far.
func (k *Kit) Stats() Stats {
	k.mu.Lock()
	defer k.mu.Unlock()
	st := k.stats
	st.TextsMeasured = measured.Load()
	return st
}

// Discard implements scenes.Images: img is freed at the next tick, since
// a draw from it may still be queued in the frame under way.
func (k *Kit) Discard(img *ebiten.Image) {
	k.mu.Lock()
	defer k.mu.Unlock()
	k.doomed = append(k.doomed, img)
}

// TickStarted implements scenes.Images: the images let go in the last
// tick are freed, now that what was drawn from them has been drawn.
func (k *Kit) TickStarted() {
	k.mu.Lock()
	defer k.mu.Unlock()
	for _, img := range k.doomed {
		img.Deallocate()
	}
	k.doomed = k.doomed[:0]
	k.shapes.frame++
}

// SnapshotStarted implements scenes.Images: shapes drawn from now on are
// the scene coming in's, told from those of the scene it replaces.
func (k *Kit) SnapshotStarted() {
	k.mu.Lock()
	defer k.mu.Unlock()
	k.shapes.frame++
	k.shapes.snapshot = k.shapes.frame
}

// SwitchEnded implements scenes.Images: the large shapes (a card, a sheet
// of parchment) not used since the snapshot of the scene faded to are let
// go. Each takes megabytes (its sides go to the next powers of two), and
// the budget alone would keep the title's card shapes through any number
// of games; a scene that shows them again draws them again, once, into
// its layers.
func (k *Kit) SwitchEnded() {
	k.mu.Lock()
	defer k.mu.Unlock()
	c := &k.shapes
	if c.snapshot == 0 {
		return
	}
	for key, e := range c.m {
		b := e.img.Bounds()
		if e.used < c.snapshot && b.Dx()*b.Dy() >= largeShape {
			c.pixels -= b.Dx() * b.Dy()
			k.doomed = append(k.doomed, e.img)
			delete(c.m, key)
		}
	}
}

// NewImageAt returns a new image with the given bounds for a picture of
// some size that lives until the scene or the size changes: a layer, a
// snapshot, a band of a page. It is unmanaged, on a texture of its own:
// on Ebitengine's shared atlas such images, made and let go as scenes
// come and go, leave pages of the atlas part used and the process grows
// game after game.
func NewImageAt(r image.Rectangle) *ebiten.Image {
	return ebiten.NewImageWithOptions(r, &ebiten.NewImageOptions{Unmanaged: true})
}
