package board

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/app"
	"github.com/ninemen/morris/scenes/kit"
	"github.com/ninemen/morris/sprites"
)

// Viewer is a game's board as play and result show it (the wood, the men
// and the players' cards, each ply animated in turn, drawn in cached
// layers) for a scene of another package that steps through a game: the
// review. The scene lays it out, moves it from ply to ply and draws its
// own panel over it.
type Viewer struct {
	app    *app.App
	board  View
	lay    Layout
	layers Layers
	// Names are the names on the players' cards ("" for the colour alone).
	Names [2]string
	// Marks, when set, are drawn over the board: the hand of a scene
	// where a person moves on the viewer's board (online play).
	Marks *Marks
}

// NewViewer shows g at ply shown. It reads g and never changes it.
func NewViewer(app *app.App, g *rules.Game, shown int) *Viewer {
	return &Viewer{app: app, board: NewView(app, g, shown)}
}

// Places is where the play layout puts the parts of the screen: the
// board, the players' cards, the status (two lines of text), the button
// row and the panel under or beside them that play gives its move list.
// Text is the size of the layout's text.
type Places struct {
	Board, Status, Buttons, Panel kit.Rect
	Cards                         [2]kit.Rect
	Text                          float64
	// Portrait stacks the parts: the button row and the panel come under
	// the board.
	Portrait bool
}

// Layout lays the board out for a screen of w×h pixels (the scene may
// give it less than the whole screen and use the rest) and says where the
// parts went.
func (v *Viewer) Layout(w, h int, scale float64) Places {
	return v.layout(NewLayout(w, h, scale))
}

// LayoutUpright is Layout with the board above the button row and the
// panel whatever the window's shape, for a scene that puts more of its own
// under them.
func (v *Viewer) LayoutUpright(w, h int, scale float64) Places {
	return v.layout(layoutAmong(w, h, scale, (*Layout).layoutPortrait, (*Layout).layoutCompact))
}

func (v *Viewer) layout(l Layout) Places {
	first := v.lay.W == 0
	v.lay = l.OnBoard(v.board.game.Variant().Board())
	if first {
		// A scene being faded to is drawn before its first Update, which
		// asks for the board's images at this size every tick.
		art := ArtOf(v.app)
		art.Request(ArtKeyFor(&v.lay, v.board.game.Variant()), art.now)
	}
	return v.Places()
}

// Places says where the last Layout put the parts.
func (v *Viewer) Places() Places {
	l := &v.lay
	return Places{Board: l.Board, Status: l.Status, Buttons: l.Buttons, Panel: l.Moves, Cards: l.Cards, Text: l.Text, Portrait: l.Portrait}
}

// Update runs the animations on the clock and asks for the frames they
// need; the game's last position shows the mill that won.
func (v *Viewer) Update(ctx *scenes.Context) {
	if ArtOf(v.app).Request(ArtKeyFor(&v.lay, v.board.game.Variant()), ctx.Now) {
		ctx.Redraw()
	}
	v.board.StepFinished(ctx)
}

// Ply is the ply the board shows, or is on its way to.
func (v *Viewer) Ply() int { return v.board.Target }

// Animating reports whether a stone is still on its way.
func (v *Viewer) Animating() bool { return v.board.Animating() }

// Go takes the board to ply n: the next turn animates, its stones sliding
// or flying and the men taken going; any other jump is immediate.
func (v *Viewer) Go(n int) {
	n = max(0, min(n, v.board.game.Ply()))
	if n == v.board.Target {
		return
	}
	if n != v.board.game.StepTurns(v.board.Target, 1) || v.board.anim != nil {
		v.board.Snap(n)
	}
	v.board.Target = n
}

// Point is where a point of the board is on the screen.
func (v *Viewer) Point(pt rules.Point) (x, y float64) { return v.lay.Point(pt) }

// Stone is the diameter of a man on the board.
func (v *Viewer) Stone() float64 { return v.lay.Stone() }

// CardLabels are the cards' texts as Draw draws them.
func (v *Viewer) CardLabels() []kit.Label {
	return CardLabels(v.app.Lang(), v.app.Kit.Fonts, &v.lay, v.board.Position(), v.Names)
}

// viewerKey is what the viewer's over layer shows: the board's and the
// scene's (see boardLayers).
type viewerKey struct {
	board Key
	names [2]string
	scene any
}

// Draw draws the backdrop, the board and the cards in layers, with over
// drawn on top of them in the layer at rest: key holds everything over
// reads, so the layer is drawn again when it changes.
func (v *Viewer) Draw(dst *ebiten.Image, key any, over func(dst *ebiten.Image)) {
	ArtOf(v.app).Ready()
	v.layers.Draw(dst, v.app, &v.lay, &v.board, v.marks(), v.key(key), v.overOf(over))
}

// overOf returns the drawing of the layer over the glow: the men, the
// cards and the scene's own over.
func (v *Viewer) overOf(over func(dst *ebiten.Image)) func(*ebiten.Image) {
	return func(img *ebiten.Image) {
		DrawMen(img, v.app, &v.lay, &v.board, v.marks())
		DrawCards(img, v.app, &v.lay, &v.board, v.board.Position(), v.Names, v.active())
		over(img)
	}
}

// Patch draws, over a frame that Draw or Patch left on dst, what changed
// since (see boardLayers.patch), and returns where; false when the whole
// must be drawn (Draw). over is as Draw's.
func (v *Viewer) Patch(dst *ebiten.Image, key any, over func(dst *ebiten.Image)) ([]image.Rectangle, bool) {
	ArtOf(v.app).Ready()
	return v.layers.Patch(dst, v.app, &v.lay, &v.board, v.marks(), v.key(key), v.overOf(over))
}

// key is the key of the layer over the glow, for a scene whose part of it
// has the key scene.
func (v *Viewer) key(scene any) viewerKey {
	return viewerKey{board: KeyOf(v.app, &v.lay, &v.board, v.marks()), names: v.Names, scene: scene}
}

// active is the side whose card is lit: the side to move in the position
// at rest, or -1 while a stone moves and once the game is over.
func (v *Viewer) active() int {
	pos := v.board.Position()
	if v.board.Animating() || pos.Result().Over() || v.board.Shown == v.board.game.Ply() && v.board.game.Result().Over() {
		return -1
	}
	return int(pos.SideToMove())
}

// marks are the marks to draw: none unless the scene gave some.
func (v *Viewer) marks() Marks {
	if v.Marks == nil {
		return NoMarks()
	}
	return *v.Marks
}

// Hand feeds a tick's input to a player's hand on the viewer's board, to
// move in pos (the game's last position, while the board may still show
// the stone before it landing): the Chooser needs the board's layout.
func (v *Viewer) Hand(c *Chooser, in *scenes.Input, pos *rules.Position) Choice {
	return c.Update(in, &v.lay, pos)
}

// Release lets the layers' images go.
func (v *Viewer) Release() { v.layers.Release() }

// DrawMove marks a move on the board, as the best move is shown: an arrow
// from the man to its point for a slide or a flight, rings on the point of
// a placement, a cross on a man to take.
func (v *Viewer) DrawMove(dst *ebiten.Image, m rules.Move, c color.NRGBA) {
	l := &v.lay
	d := l.Stone()
	mk := marksFor(v.app, d)
	art := ArtOf(v.app)
	k := d / float64(mk.stone)
	x1, y1 := l.Point(m.To())
	switch m.Kind() {
	case rules.RemoveMove:
		r := d * 0.3
		bar(dst, mk, x1-r, y1-r, x1+r, y1+r, d*0.12, c, 0.95)
		bar(dst, mk, x1-r, y1+r, x1+r, y1-r, d*0.12, c, 0.95)
		return
	case rules.PlaceMove:
		tinted(dst, mk.ring, x1, y1, k*1.1, c, 0.95)
		if art.set != nil {
			drawCentered(dst, art.set.Markers[sprites.Target], x1, y1, stoneScale(art, l), 1)
		}
		return
	}
	x0, y0 := l.Point(m.From())
	dx, dy := x1-x0, y1-y0
	n := math.Hypot(dx, dy)
	if n == 0 {
		return
	}
	ux, uy := dx/n, dy/n
	// The shaft leaves the man's edge and stops short of the point, under
	// the head.
	w := d * 0.13
	sx, sy := x0+ux*d*0.45, y0+uy*d*0.45
	hx, hy := x1-ux*d*0.38, y1-uy*d*0.38
	bar(dst, mk, sx, sy, hx-ux*w*0.5, hy-uy*w*0.5, w, c, 0.9)
	head := d * 0.42
	for _, a := range []float64{math.Pi * 0.8, -math.Pi * 0.8} {
		ca, sa := math.Cos(a), math.Sin(a)
		ex, ey := hx+(ux*ca-uy*sa)*head, hy+(ux*sa+uy*ca)*head
		bar(dst, mk, ex, ey, hx+ux*w*0.3, hy+uy*w*0.3, w, c, 0.9)
	}
	tinted(dst, mk.ring, x1, y1, k*1.05, c, 0.9)
}
