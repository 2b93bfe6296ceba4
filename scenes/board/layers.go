package board

import (
	"image"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/ninemen/morris/lang"
	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes/app"
	"github.com/ninemen/morris/scenes/kit"
	"github.com/ninemen/morris/sprites"
)

// Layers draws a scene over the board in cached layers, so that a
// frame costs what changed: it copies what lies under the mills' glow
// (under: the backdrop, the wood), lights the mills, copies what lies
// above (over: the men at rest, the marks, the cards and panels, on a
// clear image) and draws the man in motion or carried on top. At rest
// nothing is drawn until something changes. Once the screen holds a frame
// drawn from the layers, the frames after draw it again only where
// something changed (patch): where the moving parts were and are, and
// where the layers changed, which are drawn again there alone.
//
// Each layer is drawn again when its key changes: a key holds everything
// its drawing reads, so a draw step added to a layer adds what it reads to
// the key.
type Layers struct {
	under, over kit.Layer
	// back is the walnut backdrop the title draws too, under the board.
	back kit.Backdrop
	// layered is whether the screen holds a frame drawn by draw or patch,
	// from the layers under the keys underKey and overKey; moved is where
	// its moving parts lie on it.
	layered  bool
	underKey underKey
	overKey  any
	moved    []image.Rectangle
	// turn and men are the drawing of the last turn's marks in the layer
	// under the glow and of the men and marks in the layer over it, as
	// the layers hold them: where a new drawing differs is where they
	// change.
	turn, men drawCalls
}

// OverDamager is the key of a layer over the glow that can say where the
// layer drawn for it differs from one drawn for an older key, apart from
// the men and marks on the board (which boardLayers compares as drawn):
// ok is false when more changed than it can place.
type OverDamager interface {
	DamageSince(old any, l *Layout) (rects []image.Rectangle, ok bool)
}

// underKey is what the layer under the glow shows: the screen's size and
// scale, the board's images, the coordinates, and the marks of the last
// turn (shown while the board is at rest); and the language, which the
// layer over it shows.
type underKey struct {
	w, h, s float64
	art     artKey
	set     *sprites.Set
	shown   int
	resting bool
	// turn is the last turn's first move and last: the marks of the turn
	// (see drawLastTurn).
	turn   [2]rules.Move
	coords bool
	// words is the language of the words in the layer over the glow (the
	// cards, the scene's panel): another draws everything again.
	words *lang.Lang
}

func underKeyOf(app *app.App, l *Layout, view *View) underKey {
	art := ArtOf(app)
	k := underKey{w: l.W, h: l.H, s: l.S, art: art.key, set: art.set, shown: view.Shown, resting: view.anim == nil, coords: !app.Settings.HideCoordinates, words: app.Lang()}
	if t, ok := view.game.LastTurn(view.Shown); ok {
		moves := view.game.Moves()
		k.turn = [2]rules.Move{moves[t.Start], moves[view.Shown-1]}
	}
	return k
}

// animKey is what the layers show of a man in motion: which ply, and that
// it is not at its point.
type animKey struct {
	on    bool
	ply   int
	kind  Motion
	color rules.Color
}

func animKeyOf(view *View) animKey {
	if a := view.anim; a != nil {
		return animKey{on: true, ply: a.ply, kind: a.kind, color: a.color}
	}
	return animKey{}
}

// Key is what the men and marks above the glow show.
type Key struct {
	under underKey
	pos   rules.Position
	anim  animKey
	marks Marks
}

func KeyOf(app *app.App, l *Layout, view *View, marks Marks) Key {
	// The dragged man is drawn on top, where the pointer is: only which man
	// is carried matters to the layers.
	marks.DragX, marks.DragY = 0, 0
	return Key{under: underKeyOf(app, l, view), pos: view.Position(), anim: animKeyOf(view), marks: marks}
}

// surface is what of the layer under the glow is the same for every
// position: all but the marks of the last turn.
func (k underKey) surface() underKey {
	k.shown, k.resting, k.turn = 0, false, [2]rules.Move{}
	return k
}

// Draw draws a frame. over draws what lies above the glow (its key is
// overKey, which includes the under key).
func (b *Layers) Draw(dst *ebiten.Image, app *app.App, l *Layout, view *View, marks Marks, overKey any, over func(*ebiten.Image)) {
	uk := underKeyOf(app, l, view)
	screen := dst.Bounds()
	b.under.Draw(app.Kit, dst, uk, func(img *ebiten.Image) { b.drawUnder(img, screen, app, l, view) })
	drawBoardGlow(dst, app, l, view)
	b.over.Draw(app.Kit, dst, overKey, over)
	drawBoardMoving(dst, app, l, view, marks)
	b.layered = true
	b.underKey, b.overKey = uk, overKey
	b.moved = movingExtent(app, l, view, marks)
	b.turn, b.men = recordTurn(app, l, view), recordMen(app, l, view, marks)
}

// Patch brings a screen holding a frame drawn from the layers up to date
// by drawing again only where something changed: where the moving parts
// were and are, where the layers changed (drawn again there alone first)
// and the rects in extra, which the caller draws over. It returns those
// pieces of the screen, or false when it cannot: the screen holds no
// frame of the layers, or they changed more than Patch can place, and the
// whole scene must be drawn.
func (b *Layers) Patch(dst *ebiten.Image, app *app.App, l *Layout, view *View, marks Marks, overKey any, over func(*ebiten.Image), extra ...image.Rectangle) ([]image.Rectangle, bool) {
	if !b.layered {
		return nil, false
	}
	uk := underKeyOf(app, l, view)
	if uk.surface() != b.underKey.surface() {
		return nil, false
	}
	var underRects, overRects []image.Rectangle
	turn, men := b.turn, b.men
	if uk != b.underKey {
		turn = recordTurn(app, l, view)
		underRects = turn.changedSince(b.turn)
	}
	if overKey != b.overKey {
		d, ok := overKey.(OverDamager)
		if !ok {
			return nil, false
		}
		rects, ok := d.DamageSince(b.overKey, l)
		if !ok {
			return nil, false
		}
		men = recordMen(app, l, view, marks)
		overRects = append(rects, men.changedSince(b.men)...)
	}
	screen := dst.Bounds()
	size := screen.Size()
	underRects, overRects = clip(MergeRects(underRects), screen), clip(MergeRects(overRects), screen)
	underImg := b.under.Patch(app.Kit, size, uk, underRects, func(img *ebiten.Image) { b.drawUnder(img, screen, app, l, view) })
	overImg := b.over.Patch(app.Kit, size, overKey, overRects, over)
	now := movingExtent(app, l, view, marks)
	rects := slices.Concat(underRects, overRects, extra, now, b.moved)
	rects = clip(MergeRects(rects), screen)
	for _, r := range rects {
		sub := dst.SubImage(r).(*ebiten.Image)
		copyPiece(sub, underImg, r, ebiten.BlendCopy)
		drawBoardGlow(sub, app, l, view)
		copyPiece(sub, overImg, r, ebiten.BlendSourceOver)
		drawBoardMoving(sub, app, l, view, marks)
	}
	b.underKey, b.overKey, b.moved = uk, overKey, now
	b.turn, b.men = turn, men
	return rects, true
}

// drawUnder draws what lies under the mills' glow, the backdrop and the
// wood, on the layer of a screen of bounds screen or a piece of it.
func (b *Layers) drawUnder(img *ebiten.Image, screen image.Rectangle, app *app.App, l *Layout, view *View) {
	b.back.DrawOver(img, screen)
	drawBoardUnder(img, app, l, view)
}

// clip cuts rects to the screen's bounds, leaving out those outside it.
func clip(rects []image.Rectangle, screen image.Rectangle) []image.Rectangle {
	out := rects[:0]
	for _, r := range rects {
		if r = r.Intersect(screen); !r.Empty() {
			out = append(out, r)
		}
	}
	return out
}

// recordTurn is the drawing of the last turn's marks, as calls.
func recordTurn(app *app.App, l *Layout, view *View) drawCalls {
	var c drawCalls
	drawLastTurn(&c, app, l, view)
	return c
}

// recordMen is the drawing of the men at rest and the marks, as calls.
func recordMen(app *app.App, l *Layout, view *View, marks Marks) drawCalls {
	var c drawCalls
	DrawMen(&c, app, l, view, marks)
	return c
}

// copyPiece draws the piece r of a layer of the screen's size at its place.
func copyPiece(dst, layer *ebiten.Image, r image.Rectangle, blend ebiten.Blend) {
	op := &ebiten.DrawImageOptions{Blend: blend}
	op.GeoM.Translate(float64(r.Min.X), float64(r.Min.Y))
	dst.DrawImage(layer.SubImage(r).(*ebiten.Image), op)
}

// movingExtent is where the moving parts of a frame fall: the man in
// motion, the one carried and the glow of each mill just formed, apart (a
// man taken flies off the board while the mill that took it glows along
// a side of it: their union would be most of the screen).
func movingExtent(app *app.App, l *Layout, view *View, marks Marks) []image.Rectangle {
	var c drawCalls
	drawBoardGlow(&c, app, l, view)
	drawBoardMoving(&c, app, l, view, marks)
	rects := make([]image.Rectangle, len(c))
	for i, call := range c {
		rects[i] = call.at
	}
	return rects
}

// Release lets the layers' images go, when the scene is left.
func (b *Layers) Release() {
	b.under.Release()
	b.over.Release()
	b.layered = false
}

// SameSurface reports whether the layer under the glow is the same for
// both keys but for the marks of the last turn: the screen, the board's
// images and the coordinates.
func (k Key) SameSurface(o Key) bool { return k.under.surface() == o.under.surface() }

// Position is the position the men are drawn at.
func (k Key) Position() rules.Position { return k.pos }

// Placing reports whether a man of c is on its way from the hand.
func (k Key) Placing(c rules.Color) bool {
	return k.anim.on && k.anim.kind == Placing && k.anim.color == c
}

// Moved returns where the moving parts of the last frame drawn lie.
func (b *Layers) Moved() []image.Rectangle { return slices.Clone(b.moved) }
