package kit

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
)

// Layer is a picture of part of a scene kept in an image of the screen's
// size: drawn again only when what it shows changes, which its key says,
// or the screen's size does. A frame copies it. A key is any comparable
// value holding everything the layer's drawing reads.
type Layer struct {
	kit *Kit
	img *ebiten.Image
	key any
}

// Image returns the layer for a screen of size, drawing it with build
// first if key differs from the one it was drawn for (or it was never
// drawn). build draws on a cleared image, which the layer takes from k.
func (l *Layer) Image(k *Kit, size image.Point, key any, build func(img *ebiten.Image)) *ebiten.Image {
	if l.img != nil && l.img.Bounds().Size() != size {
		l.Release()
	}
	if l.img == nil {
		l.kit = k
		l.img = k.TakeImage(size)
	} else if l.key == key {
		return l.img
	} else {
		l.img.Clear()
	}
	l.key = key
	build(l.img)
	l.kit.mu.Lock()
	l.kit.stats.LayersDrawn++
	l.kit.mu.Unlock()
	return l.img
}

// Key returns the key the layer was last drawn for, nil if it has not
// been drawn since it was made or let go.
func (l *Layer) Key() any { return l.key }

// Patch brings the layer up to date for key by drawing it again only in
// rects, where the caller knows the layer for its last key differs from
// one for key; anywhere else the two are the same. build draws the whole
// layer as Image's does, on a cleared sub-image of it for each rect, and
// must not take the sub-image's bounds for the layer's. A layer not drawn
// yet at size is drawn whole.
func (l *Layer) Patch(k *Kit, size image.Point, key any, rects []image.Rectangle, build func(img *ebiten.Image)) *ebiten.Image {
	if l.img == nil || l.img.Bounds().Size() != size || l.key == nil {
		return l.Image(k, size, key, build)
	}
	l.key = key
	for _, r := range rects {
		sub := l.img.SubImage(r).(*ebiten.Image)
		sub.Clear()
		build(sub)
	}
	l.kit.mu.Lock()
	for _, r := range rects {
		l.kit.stats.LayerPixelsPatched += int64(r.Dx() * r.Dy())
	}
	l.kit.mu.Unlock()
	return l.img
}

// Draw draws the layer over dst, which is the screen or of its size.
func (l *Layer) Draw(k *Kit, dst *ebiten.Image, key any, build func(img *ebiten.Image)) {
	dst.DrawImage(l.Image(k, dst.Bounds().Size(), key, build), nil)
}

// Release lets the layer's image go; the next Draw makes it again.
func (l *Layer) Release() {
	if l.img != nil {
		l.kit.giveImage(l.img)
	}
	l.img, l.key = nil, nil
}

// Images of the screen's size (layers, a crossfade's snapshots) are taken
// from a small pool and given back to it rather than made and let go each
// time a scene comes and goes. The pool keeps spare images up to
// poolPixels, the oldest going first, so images of a size the window no
// longer has go. It keeps few: on the GPU (and in a software renderer's
// memory) an image takes the next powers of two of its sides, and every
// spare is memory no scene uses. Images made and let go are given back to
// the system (see platform.TuneMemory), so a switch that makes one costs a
// little time, not memory.
const poolPixels = 2 << 20

// TakeImage implements scenes.Images: a clear image of size from the
// spare ones, or a new one.
func (k *Kit) TakeImage(size image.Point) *ebiten.Image {
	k.mu.Lock()
	defer k.mu.Unlock()
	for i, img := range k.pool {
		if img.Bounds().Size() == size {
			k.pool = append(k.pool[:i], k.pool[i+1:]...)
			img.Clear()
			return img
		}
	}
	return NewImageAt(image.Rectangle{Max: size})
}

// giveImage takes back an image of the screen's size to share.
func (k *Kit) giveImage(img *ebiten.Image) {
	k.mu.Lock()
	defer k.mu.Unlock()
	k.pool = append(k.pool, img)
	total := 0
	for _, p := range k.pool {
		b := p.Bounds()
		total += b.Dx() * b.Dy()
	}
	for total > poolPixels && len(k.pool) > 0 {
		b := k.pool[0].Bounds()
		total -= b.Dx() * b.Dy()
		k.doomed = append(k.doomed, k.pool[0])
		k.pool = k.pool[1:]
	}
}
