package board

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/ninemen/morris/lang"
	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes/app"
	"github.com/ninemen/morris/scenes/kit"
	"github.com/ninemen/morris/sprites"
)

// Marks are the signs laid over the board for the player.
type Marks struct {
	Selected  rules.Point
	Targets   rules.Bitboard
	Removable rules.Bitboard
	Cursor    rules.Point
	// Hint is a move suggested by the computer, drawn as a target.
	Hint rules.Move
	// Drag is a man carried by the pointer, drawn at (DragX, DragY) and
	// missing from its point.
	Drag         rules.Point
	DragX, DragY float64
	// Ghost is where the man to be placed would go, under the mouse.
	Ghost      rules.Point
	GhostColor rules.Color
	// Shake is a point a choice was refused at: its man is drawn ShakeDX
	// stones aside, or the empty point flashes (Flash, 1 to 0).
	Shake          rules.Point
	ShakeDX, Flash float64
}

// NoMarks are no marks at all.
func NoMarks() Marks {
	return Marks{Selected: rules.NoPoint, Cursor: rules.NoPoint, Drag: rules.NoPoint, Ghost: rules.NoPoint, Shake: rules.NoPoint}
}

// shadowOffset is how far a stone's shadow falls from it (away from the
// lamp at the top left), growing as the stone is lifted.
func shadowOffset(d, lift float64) (dx, dy float64) {
	return d * (0.05 + 0.22*lift), d * (0.08 + 0.32*lift)
}

// drawStone draws a man with its shadow at (x, y) on the board's plane,
// lifted by lift (0 resting, 1 well in the air, maxLift at the top of a
// long flight), k times its size.
func drawStone(dst canvas, art *Art, c rules.Color, x, y, lift, k, alpha float64) {
	drawStoneRaised(dst, art, c, x, y, 0, 0, lift, k, alpha)
}

// drawStoneRaised is drawStone with the stone drawn (rx, ry) pixels away
// from its place on the board, which keeps the shadow: a flying stone high
// above its path.
func drawStoneRaised(dst canvas, art *Art, c rules.Color, x, y, rx, ry, lift, k, alpha float64) {
	d := float64(art.key.stone) * k
	sx, sy := shadowOffset(d, lift)
	// The higher the stone, the larger and fainter its shadow: the hard
	// one gives way to the soft one, which spreads and pales.
	shadowK := k * (1 + 0.22*lift)
	if lift < 1 {
		drawCentered(dst, art.set.Shadows[0], x+sx, y+sy, shadowK, alpha*(1-lift))
	}
	if lift > 0 {
		// Strong enough to be seen on light wood at the top of a flight.
		soft := 0.95 * math.Min(1, lift) / (1 + 0.35*math.Max(0, lift-1))
		drawCentered(dst, art.set.Shadows[1], x+sx, y+sy, shadowK, alpha*soft)
	}
	// A lifted stone is nearer the eye: larger, and drawn up and to the
	// left of its shadow.
	drawCentered(dst, art.set.Stones[c], x+rx-d*0.04*lift, y+ry-d*0.1*lift, k*(1+0.22*lift), alpha)
}

// boardScale is how much the board's image is scaled to the layout's
// board: 1 but while the window is being resized, when the images are a
// little off size and stretched to fit.
func boardScale(art *Art, l *Layout) float64 {
	return l.Board.W / float64(art.set.Board.Bounds().Dx())
}

// stoneScale is how much the stone images are scaled to the layout's
// stones (1 but mid-resize).
func stoneScale(art *Art, l *Layout) float64 {
	return l.Stone() / float64(art.key.stone)
}

// drawBoardUnder draws the wood and the faint rings of the last move:
// what lies under the mills' glow.
func drawBoardUnder(dst *ebiten.Image, app *app.App, l *Layout, view *View) {
	art := ArtOf(app)
	art.Ready()
	if art.set == nil {
		return
	}
	boardK := boardScale(art, l)
	{
		op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
		op.GeoM.Scale(boardK, boardK)
		op.GeoM.Translate(l.Board.X, l.Board.Y)
		dst.DrawImage(art.set.Board, op)
	}
	drawCoords(dst, app, l)
	drawLastTurn(dst, app, l, view)
}

// glowOf is how brightly the mills just formed glow under the stones;
// while the mill's owner has a man to remove the glow stays.
func glowOf(view *View) float64 {
	glow := view.mill.glow()
	a := view.anim
	pos := view.Position()
	if len(view.MillLines) > 0 && pos.Action() == rules.ActRemove && a == nil {
		glow = math.Max(glow, 0.6)
	}
	if a == nil {
		glow = math.Max(glow, view.Hold)
	}
	return glow
}

// drawBoardGlow lights the mills just formed.
func drawBoardGlow(dst canvas, app *app.App, l *Layout, view *View) {
	art := ArtOf(app)
	if art.set == nil {
		return
	}
	boardK := boardScale(art, l)
	if glow := glowOf(view); glow > 0 {
		for _, line := range view.MillLines {
			img, geo := art.set.MillGlow(line)
			op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear, GeoM: geo}
			op.GeoM.Scale(boardK, boardK)
			op.GeoM.Translate(l.Board.X, l.Board.Y)
			op.ColorScale.ScaleAlpha(float32(glow))
			op.Blend = ebiten.BlendLighter
			dst.DrawImage(img, op)
		}
	}
}

// DrawMen draws the men at rest and the marks for the player: all
// but the man in motion and the one being dragged.
func DrawMen(dst canvas, app *app.App, l *Layout, view *View, marks Marks) {
	art := ArtOf(app)
	if art.set == nil {
		return
	}
	k := stoneScale(art, l)
	pos := view.Position()
	a := view.anim
	hidden := rules.NoPoint
	if a != nil && (a.kind == Sliding || a.kind == Flying || a.kind == Settling) {
		hidden = a.move.From()
	}
	if a != nil && a.kind == Removing {
		hidden = a.move.To()
	}
	for c := rules.White; c <= rules.Black; c++ {
		for _, pt := range pos.Men(c).Points() {
			if pt == hidden || pt == marks.Drag {
				continue
			}
			x, y := l.Point(pt)
			if pt == marks.Shake {
				x += marks.ShakeDX * l.Stone()
			}
			lift := 0.0
			if pt == marks.Selected {
				lift = 0.18
			}
			drawStone(dst, art, c, x, y, lift, k, 1)
		}
	}

	if marks.Ghost != rules.NoPoint {
		x, y := l.Point(marks.Ghost)
		drawCentered(dst, art.set.Stones[marks.GhostColor], x, y, k, 0.42)
	}
	mark := func(m sprites.Marker, pt rules.Point, alpha float64) {
		x, y := l.Point(pt)
		drawCentered(dst, art.set.Markers[m], x, y, k, alpha)
	}
	for _, pt := range marks.Removable.Points() {
		mark(sprites.Removable, pt, 1)
	}
	for _, pt := range marks.Targets.Points() {
		mark(sprites.Target, pt, 1)
	}
	if marks.Selected != rules.NoPoint && marks.Drag == rules.NoPoint {
		mark(sprites.Selected, marks.Selected, 1)
	}
	if marks.Hint != 0 {
		if from := marks.Hint.From(); from.Valid() {
			mark(sprites.Selected, from, 0.8)
		}
		if marks.Hint.Kind() == rules.RemoveMove {
			mark(sprites.Selected, marks.Hint.To(), 1)
		} else {
			mark(sprites.Target, marks.Hint.To(), 1)
			mark(sprites.Selected, marks.Hint.To(), 0.6)
		}
	}
	drawRefusal(dst, app, l, marks)
	if marks.Cursor != rules.NoPoint {
		mark(sprites.Cursor, marks.Cursor, 1)
	}
}

// drawBoardMoving draws the man in motion and the one being dragged.
func drawBoardMoving(dst canvas, app *app.App, l *Layout, view *View, marks Marks) {
	art := ArtOf(app)
	if art.set == nil {
		return
	}
	k := stoneScale(art, l)
	if a := view.anim; a != nil {
		drawMoving(dst, art, l, view, a, k)
	}
	if marks.Drag != rules.NoPoint {
		pos := view.Position()
		if c, ok := pos.At(marks.Drag); ok {
			drawStone(dst, art, c, marks.DragX, marks.DragY, 0.55, k, 1)
		}
	}
}

// drawMoving draws the stone of the ply being animated.
func drawMoving(dst canvas, art *Art, l *Layout, view *View, a *stoneAnim, k float64) {
	before := view.game.PositionAt(a.ply)
	var x0, y0, x1, y1 float64
	scale0, scale1 := 1.0, 1.0
	handK := l.handStone() / l.Stone()
	switch a.kind {
	case Placing:
		n := before.InHand(a.color)
		x0, y0 = l.handSlot(a.color, n-1, n, before.TakenBy(a.color))
		x1, y1 = l.Point(a.move.To())
		scale0 = handK
	case Removing:
		x0, y0 = l.Point(a.move.To())
		taker := a.color.Other()
		n := before.TakenBy(taker)
		x1, y1 = l.takenSlot(taker, n, n+1, before.InHand(taker) == 0)
		scale1 = handK * 0.8
	case Settling:
		x1, y1 = l.Point(a.move.To())
		x0, y0 = x1, y1
	default:
		x0, y0 = l.Point(a.move.From())
		x1, y1 = l.Point(a.move.To())
	}
	p := a.pose(x0, y0, x1, y1, l.Stone(), l.flightRoom())
	t := a.progress()
	sk := lerp(scale0, scale1, easeInOutCubic(math.Min(1, t*1.4)))
	if a.kind == Removing {
		sk = lerp(scale0, scale1, easeInOutCubic(math.Max(0, (t-0.2)/0.8)))
	}
	drawStoneRaised(dst, art, a.color, p.x, p.y, p.rx, p.ry, p.lift, k*sk, p.alpha)
}

// DrawCards draws the two players' cards: name, men in hand (counted down
// as they are placed), men taken. active is the side to move, or -1.
func DrawCards(dst *ebiten.Image, app *app.App, l *Layout, view *View, pos rules.Position, names [2]string, active int) {
	art := ArtOf(app)
	f := app.Kit
	a := view.anim
	var inHands, onBoards [2]int
	for c := rules.White; c <= rules.Black; c++ {
		inHands[c], onBoards[c] = pos.InHand(c), pos.OnBoard(c)
		if a != nil && a.kind == Placing && a.color == c {
			inHands[c]-- // the man is on its way
		}
	}
	texts := CardTexts(app.Lang(), f.Fonts, l, names, inHands, onBoards)
	for c := rules.White; c <= rules.Black; c++ {
		r := l.Cards[c]
		bg := color.NRGBA{0x30, 0x23, 0x19, 0xe0}
		app.Kit.FillRoundRect(dst, r, l.Text*0.6, bg)
		if int(c) == active {
			app.Kit.StrokeRoundRect(dst, r, l.Text*0.6, 2*l.S, kit.ColorAccent)
			drawTurnMark(dst, app, l, r)
		} else {
			app.Kit.StrokeRoundRect(dst, r, l.Text*0.6, 1*l.S, color.RGBA{0x5a, 0x44, 0x30, 0xff})
		}
		nameClr := color.Color(kit.ColorText)
		if int(c) == active {
			nameClr = kit.ColorParchment
		}
		inHand := inHands[c]
		taken := pos.TakenBy(c)
		texts[c][0].Draw(dst, nameClr)
		texts[c][1].Draw(dst, kit.ColorDim)
		if art.set == nil {
			continue
		}
		hk := l.handStone() / float64(art.key.hand)
		for i := 0; i < inHand; i++ {
			x, y := l.handSlot(c, i, pos.InHand(c), taken)
			d := l.handStone()
			drawCentered(dst, art.set.Shadows[0], x+d*0.04, y+d*0.07, l.handStone()/float64(art.key.stone), 0.8)
			drawCentered(dst, art.hand[c], x, y, hk, 1)
		}
		tk := l.handStone() * 0.8 / float64(art.taken[0].Bounds().Dx())
		for i := 0; i < taken; i++ {
			x, y := l.takenSlot(c, i, taken, pos.InHand(c) == 0)
			drawCentered(dst, art.taken[c.Other()], x, y, tk, 0.9)
		}
	}
}

// CardLabels are both cards' texts for pos, as DrawCards draws them at
// rest, for the layout checks, in words' language.
func CardLabels(words *lang.Lang, f *kit.Fonts, l *Layout, pos rules.Position, names [2]string) []kit.Label {
	var inHand, onBoard [2]int
	for c := rules.White; c <= rules.Black; c++ {
		inHand[c], onBoard[c] = pos.InHand(c), pos.OnBoard(c)
	}
	t := CardTexts(words, f, l, names, inHand, onBoard)
	return []kit.Label{t[0][0], t[0][1], t[1][0], t[1][1]}
}
