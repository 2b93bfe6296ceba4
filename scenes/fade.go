package scenes

import (
	"image"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// fadeTime is the length of the crossfade between scenes.
const fadeTime = 350 * time.Millisecond

// crossfade is a switch of scenes under way: the scene coming in prepares
// (Preparer), then fades in over the scene going away.
type crossfade struct {
	next Scene
	// laidOut is the size next was last laid out for.
	laidOut screenSize
	// ready is whether next is ready to be shown (see Preparer);
	// preparing is how long it has been preparing.
	ready     bool
	preparing time.Duration
	// switched is when the switch was asked for, and then when next
	// showed; faded is how far the crossfade has run, counted from the
	// frame that took its snapshots (from and to), so a slow first frame
	// of the new scene does not eat the fade.
	switched time.Time
	faded    time.Duration
	snapped  bool
	from, to *ebiten.Image
	// shown is how far the frame on the screen had faded from the scene
	// going away to the snapshot to, or -1 when the screen holds
	// anything else: the next frame of the fade draws to over it, not both
	// again.
	shown float32
}

func newCrossfade(next Scene, now time.Time) *crossfade {
	_, prepares := next.(Preparer)
	return &crossfade{next: next, ready: !prepares, switched: now, shown: -1}
}

// draw draws a frame of the fade. It blends the scene going away into a
// snapshot of the one coming in, drawn once. It starts from the screen,
// which shows the scene going away when kept; a screen that does not (a
// message over it, a new size) has it drawn into a snapshot too (from). A
// resize mid-fade takes the snapshots again.
func (f *crossfade) draw(m *Manager, screen *ebiten.Image, kept bool) {
	size := screen.Bounds().Size()
	if !f.snapped || f.to.Bounds().Size() != size {
		f.to = f.fit(m, f.to, size)
		f.shown = 0
		if !kept || f.snapped {
			f.snapFrom(m, size)
			f.shown = -1
		}
		// From now on the scene going away is not drawn again: its layers
		// go back to be shared at once, for the scene coming in to take,
		// so that a switch holds the layers of one scene, not of two.
		release(m.current)
		f.to.Clear()
		if m.images != nil {
			m.images.SnapshotStarted()
		}
		f.next.Draw(f.to)
		f.snapped = true
	}
	t := min(1, float32(f.faded)/float32(fadeTime))
	a, both := fadeOver(f.shown, t)
	if both {
		if f.from == nil {
			// The screen held the scene going away, and no longer does:
			// it is drawn (rarely: a message shown over the fade).
			f.snapFrom(m, size)
		}
		screen.DrawImage(f.from, &ebiten.DrawImageOptions{Blend: ebiten.BlendCopy})
	}
	if a > 0 {
		op := &ebiten.DrawImageOptions{}
		op.ColorScale.ScaleAlpha(a)
		screen.DrawImage(f.to, op)
	}
	f.shown = t
}

// snapFrom draws the scene going away into its snapshot, from.
func (f *crossfade) snapFrom(m *Manager, size image.Point) {
	f.from = f.fit(m, f.from, size)
	f.from.Clear()
	m.current.Draw(f.from)
}

// fit returns img if it has the size, else an image of that size.
func (f *crossfade) fit(m *Manager, img *ebiten.Image, size image.Point) *ebiten.Image {
	if img != nil && img.Bounds().Size() == size {
		return img
	}
	m.discard(img)
	return m.takeImage(size)
}

// drop lets the snapshots go once the fade is over or given up: away, at
// the next tick, not to be shared (a switch is rare enough to make them
// again).
func (f *crossfade) drop(m *Manager) {
	m.discard(f.from)
	m.discard(f.to)
	f.from, f.to = nil, nil
}

// fadeOver says how to draw a crossfade's frame at f (the share of the
// snapshot faded to) over a screen showing its frame at shown, or holding
// something else (shown < 0): the alpha to draw the snapshot faded to at,
// and whether the snapshot left must be drawn first. Over a frame of the
// fade, one copy a frame does, not two: drawing to at a over from and to
// blended at s leaves (1-a)(1-s) of from, which is 1-f. Rounding to whole
// levels each frame strays by a level or two at most, and the last frame
// (f = 1) is the snapshot faded to alone.
func fadeOver(shown, f float32) (alpha float32, both bool) {
	if shown < 0 || shown >= 1 {
		return f, true
	}
	return max(0, 1-(1-f)/(1-shown)), false
}
