package board

import (
	"image"
	"math"

	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes/kit"
)

// The pieces of a layer over the glow that scenes' keys say changed
// (OverDamager): where to draw again for them.

// CardDamage is where c's card is drawn, with room for the shadows of the
// men in hand and taken on it, which fall a little past its edge.
func CardDamage(l *Layout, c rules.Color) image.Rectangle {
	pad := int(math.Ceil(l.Stone()*0.2)) + 2
	return PixelRect(l.Cards[c]).Inset(-pad)
}

// ButtonDamage is where buttons drawn in a layer changed between two
// keys: a button lit, dimmed or relabelled in its place is drawn there
// again, with room for its edge; one that moved, came or went is more
// than it places (ok false).
func ButtonDamage(now, old []kit.Button, l *Layout) (rects []image.Rectangle, ok bool) {
	if len(now) != len(old) {
		return nil, false
	}
	for i := range now {
		if now[i] == old[i] {
			continue
		}
		if now[i].Rect != old[i].Rect {
			return nil, false
		}
		rects = append(rects, PixelRect(now[i].Rect).Inset(-int(math.Ceil(4*l.S))-2))
	}
	return rects, true
}
