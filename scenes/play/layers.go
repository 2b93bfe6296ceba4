package play

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/sprites"
)

// boardLayers draws a scene over the board in cached layers, so that a
// frame costs what changed: it copies what lies under the mills' glow
// (under: the backdrop, the wood), lights the mills, copies what lies
// above (over: the men at rest, the marks, the cards and panels, on a
// clear image) and draws the man in motion or carried on top. At rest
// nothing is drawn until something changes. While something moves (a man
// in motion or dragged, a mill's glow rising and fading), once the screen
// holds a frame of it, the frames after draw it again only where the
// moving parts were and are (patch).
//
// Each layer is drawn again when its key changes: a key holds everything
// its drawing reads, so a draw step added to a layer adds what it reads to
// the key.
type boardLayers struct {
	under, over scenes.Layer
	// layered is whether the screen holds a frame of motion drawn by draw
	// or patch, from the layers under the keys underKey and overKey;
	// moved is where its moving parts lie on it.
	layered  bool
	underKey underKey
	overKey  any
	moved    image.Rectangle
}

// underKey is what the layer under the glow shows: the screen's size and
// scale, the board's images, the coordinates, and the marks of the last
// turn (shown while the board is at rest).
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
}

func underKeyOf(app *scenes.App, l *playLayout, view *boardView) underKey {
	art := artOf(app)
	k := underKey{w: l.w, h: l.h, s: l.s, art: art.key, set: art.set, shown: view.shown, resting: view.anim == nil, coords: !app.Settings.HideCoordinates}
	if first, ok := lastTurn(view.game, view.shown); ok {
		moves := view.game.Moves()
		k.turn = [2]rules.Move{moves[first], moves[view.shown-1]}
	}
	return k
}

// animKey is what the layers show of a man in motion: which ply, and that
// it is not at its point.
type animKey struct {
	on    bool
	ply   int
	kind  animKind
	color rules.Color
}

func animKeyOf(view *boardView) animKey {
	if a := view.anim; a != nil {
		return animKey{on: true, ply: a.ply, kind: a.kind, color: a.color}
	}
	return animKey{}
}

// boardKey is what the men and marks above the glow show.
type boardKey struct {
	under underKey
	pos   rules.Position
	anim  animKey
	marks boardMarks
}

func boardKeyOf(app *scenes.App, l *playLayout, view *boardView, marks boardMarks) boardKey {
	// The dragged man is drawn on top, where the pointer is: only which man
	// is carried matters to the layers.
	marks.dragX, marks.dragY = 0, 0
	return boardKey{under: underKeyOf(app, l, view), pos: view.position(), anim: animKeyOf(view), marks: marks}
}

// moving reports whether a frame of the view shows motion.
func moving(view *boardView, marks boardMarks) bool {
	return view.anim != nil || marks.drag != rules.NoPoint || view.mill.active()
}

// draw draws a frame. under draws the backdrop and the wood, over what
// lies above the glow (its key is overKey, which includes the under key).
func (b *boardLayers) draw(dst *ebiten.Image, app *scenes.App, l *playLayout, view *boardView, marks boardMarks, overKey any, under, over func(*ebiten.Image)) {
	uk := underKeyOf(app, l, view)
	b.under.Draw(dst, uk, under)
	drawBoardGlow(dst, app, l, view)
	b.over.Draw(dst, overKey, over)
	b.layered = moving(view, marks)
	if b.layered {
		drawBoardMoving(dst, app, l, view, marks)
		b.underKey, b.overKey = uk, overKey
		b.moved = movingExtent(app, l, view, marks)
	}
}

// patch brings a screen holding a frame of motion up to date by drawing
// again only where the moving parts were and are: the layers' pieces
// there, the glow and the moving men. It returns that region, or false
// when it cannot: the screen holds no frame of motion, or one of the
// layers shows something else now, and the whole scene must be drawn.
func (b *boardLayers) patch(dst *ebiten.Image, app *scenes.App, l *playLayout, view *boardView, marks boardMarks, overKey any) (image.Rectangle, bool) {
	if !b.layered || !moving(view, marks) {
		return image.Rectangle{}, false
	}
	uk := underKeyOf(app, l, view)
	if uk != b.underKey || overKey != b.overKey {
		return image.Rectangle{}, false
	}
	now := movingExtent(app, l, view, marks)
	r := now.Union(b.moved).Intersect(dst.Bounds())
	b.moved = now
	if r.Empty() {
		return r, true
	}
	size := dst.Bounds().Size()
	sub := dst.SubImage(r).(*ebiten.Image)
	copyPiece(sub, b.under.Image(size, uk, nil), r, ebiten.BlendCopy)
	drawBoardGlow(sub, app, l, view)
	copyPiece(sub, b.over.Image(size, overKey, nil), r, ebiten.BlendSourceOver)
	drawBoardMoving(sub, app, l, view, marks)
	return r, true
}

// copyPiece draws the piece r of a layer of the screen's size at its place.
func copyPiece(dst, layer *ebiten.Image, r image.Rectangle, blend ebiten.Blend) {
	op := &ebiten.DrawImageOptions{Blend: blend}
	op.GeoM.Translate(float64(r.Min.X), float64(r.Min.Y))
	dst.DrawImage(layer.SubImage(r).(*ebiten.Image), op)
}

// movingExtent is where the moving parts of a frame fall: the man in
// motion, the one carried and the glow of the mills just formed.
func movingExtent(app *scenes.App, l *playLayout, view *boardView, marks boardMarks) image.Rectangle {
	var e extent
	drawBoardGlow(&e, app, l, view)
	drawBoardMoving(&e, app, l, view, marks)
	return e.r
}

// release lets the layers' images go, when the scene is left.
func (b *boardLayers) release() {
	b.under.Release()
	b.over.Release()
	b.layered = false
}
