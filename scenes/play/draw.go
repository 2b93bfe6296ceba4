package play

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/ninemen/morris/ai"
	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes/app"
	"github.com/ninemen/morris/scenes/kit"
	"github.com/ninemen/morris/sprites"
)

// boardMarks are the signs laid over the board for the player.
type boardMarks struct {
	selected  rules.Point
	targets   rules.Bitboard
	removable rules.Bitboard
	cursor    rules.Point
	// hint is a move suggested by the computer, drawn as a target.
	hint rules.Move
	// drag is a man carried by the pointer, drawn at (dragX, dragY) and
	// missing from its point.
	drag         rules.Point
	dragX, dragY float64
	// ghost is where the man to be placed would go, under the mouse.
	ghost      rules.Point
	ghostColor rules.Color
	// shake is a point a choice was refused at (feedback.go): its man is
	// drawn shakeDX stones aside, or the empty point flashes.
	shake          rules.Point
	shakeDX, flash float64
}

func noMarks() boardMarks {
	return boardMarks{selected: rules.NoPoint, cursor: rules.NoPoint, drag: rules.NoPoint, ghost: rules.NoPoint, shake: rules.NoPoint}
}

// shadowOffset is how far a stone's shadow falls from it (away from the
// lamp at the top left), growing as the stone is lifted.
func shadowOffset(d, lift float64) (dx, dy float64) {
	return d * (0.05 + 0.22*lift), d * (0.08 + 0.32*lift)
}

// drawStone draws a man with its shadow at (x, y) on the board's plane,
// lifted by lift (0 resting, 1 well in the air, maxLift at the top of a
// long flight), k times its size.
func drawStone(dst canvas, art *boardArt, c rules.Color, x, y, lift, k, alpha float64) {
	drawStoneRaised(dst, art, c, x, y, 0, 0, lift, k, alpha)
}

// drawStoneRaised is drawStone with the stone drawn (rx, ry) pixels away
// from its place on the board, which keeps the shadow: a flying stone high
// above its path.
func drawStoneRaised(dst canvas, art *boardArt, c rules.Color, x, y, rx, ry, lift, k, alpha float64) {
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
func boardScale(art *boardArt, l *playLayout) float64 {
	return l.board.W / float64(art.set.Board.Bounds().Dx())
}

// stoneScale is how much the stone images are scaled to the layout's
// stones (1 but mid-resize).
func stoneScale(art *boardArt, l *playLayout) float64 {
	return l.stone() / float64(art.key.stone)
}

// drawBoardUnder draws the wood and the faint rings of the last move:
// what lies under the mills' glow.
func drawBoardUnder(dst *ebiten.Image, app *app.App, l *playLayout, view *boardView) {
	art := artOf(app)
	art.ready()
	if art.set == nil {
		return
	}
	boardK := boardScale(art, l)
	{
		op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
		op.GeoM.Scale(boardK, boardK)
		op.GeoM.Translate(l.board.X, l.board.Y)
		dst.DrawImage(art.set.Board, op)
	}
	drawCoords(dst, app, l)
	drawLastTurn(dst, app, l, view)
}

// glowOf is how brightly the mills just formed glow under the stones;
// while the mill's owner has a man to remove the glow stays.
func glowOf(view *boardView) float64 {
	glow := view.mill.glow()
	a := view.anim
	pos := view.position()
	if len(view.millLines) > 0 && pos.Action() == rules.ActRemove && a == nil {
		glow = math.Max(glow, 0.6)
	}
	if a == nil {
		glow = math.Max(glow, view.hold)
	}
	return glow
}

// drawBoardGlow lights the mills just formed.
func drawBoardGlow(dst canvas, app *app.App, l *playLayout, view *boardView) {
	art := artOf(app)
	if art.set == nil {
		return
	}
	boardK := boardScale(art, l)
	if glow := glowOf(view); glow > 0 {
		for _, line := range view.millLines {
			img, geo := art.set.MillGlow(line)
			op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear, GeoM: geo}
			op.GeoM.Scale(boardK, boardK)
			op.GeoM.Translate(l.board.X, l.board.Y)
			op.ColorScale.ScaleAlpha(float32(glow))
			op.Blend = ebiten.BlendLighter
			dst.DrawImage(img, op)
		}
	}
}

// drawBoardMen draws the men at rest and the marks for the player: all
// but the man in motion and the one being dragged.
func drawBoardMen(dst canvas, app *app.App, l *playLayout, view *boardView, marks boardMarks) {
	art := artOf(app)
	if art.set == nil {
		return
	}
	k := stoneScale(art, l)
	pos := view.position()
	a := view.anim
	hidden := rules.NoPoint
	if a != nil && (a.kind == animSlide || a.kind == animFly || a.kind == animSettle) {
		hidden = a.move.From()
	}
	if a != nil && a.kind == animRemove {
		hidden = a.move.To()
	}
	for c := rules.White; c <= rules.Black; c++ {
		for _, pt := range pos.Men(c).Points() {
			if pt == hidden || pt == marks.drag {
				continue
			}
			x, y := l.point(pt)
			if pt == marks.shake {
				x += marks.shakeDX * l.stone()
			}
			lift := 0.0
			if pt == marks.selected {
				lift = 0.18
			}
			drawStone(dst, art, c, x, y, lift, k, 1)
		}
	}

	if marks.ghost != rules.NoPoint {
		x, y := l.point(marks.ghost)
		drawCentered(dst, art.set.Stones[marks.ghostColor], x, y, k, 0.42)
	}
	mark := func(m sprites.Marker, pt rules.Point, alpha float64) {
		x, y := l.point(pt)
		drawCentered(dst, art.set.Markers[m], x, y, k, alpha)
	}
	for _, pt := range marks.removable.Points() {
		mark(sprites.Removable, pt, 1)
	}
	for _, pt := range marks.targets.Points() {
		mark(sprites.Target, pt, 1)
	}
	if marks.selected != rules.NoPoint && marks.drag == rules.NoPoint {
		mark(sprites.Selected, marks.selected, 1)
	}
	if marks.hint != 0 {
		if from := marks.hint.From(); from.Valid() {
			mark(sprites.Selected, from, 0.8)
		}
		if marks.hint.Kind() == rules.RemoveMove {
			mark(sprites.Selected, marks.hint.To(), 1)
		} else {
			mark(sprites.Target, marks.hint.To(), 1)
			mark(sprites.Selected, marks.hint.To(), 0.6)
		}
	}
	drawRefusal(dst, app, l, marks)
	if marks.cursor != rules.NoPoint {
		mark(sprites.Cursor, marks.cursor, 1)
	}
}

// drawBoardMoving draws the man in motion and the one being dragged.
func drawBoardMoving(dst canvas, app *app.App, l *playLayout, view *boardView, marks boardMarks) {
	art := artOf(app)
	if art.set == nil {
		return
	}
	k := stoneScale(art, l)
	if a := view.anim; a != nil {
		drawMoving(dst, art, l, view, a, k)
	}
	if marks.drag != rules.NoPoint {
		pos := view.position()
		if c, ok := pos.At(marks.drag); ok {
			drawStone(dst, art, c, marks.dragX, marks.dragY, 0.55, k, 1)
		}
	}
}

// drawMoving draws the stone of the ply being animated.
func drawMoving(dst canvas, art *boardArt, l *playLayout, view *boardView, a *stoneAnim, k float64) {
	before := view.game.PositionAt(a.ply)
	var x0, y0, x1, y1 float64
	scale0, scale1 := 1.0, 1.0
	handK := l.handStone() / l.stone()
	switch a.kind {
	case animPlace:
		n := before.InHand(a.color)
		x0, y0 = l.handSlot(a.color, n-1, n, before.TakenBy(a.color))
		x1, y1 = l.point(a.move.To())
		scale0 = handK
	case animRemove:
		x0, y0 = l.point(a.move.To())
		taker := a.color.Other()
		n := before.TakenBy(taker)
		x1, y1 = l.takenSlot(taker, n, n+1, before.InHand(taker) == 0)
		scale1 = handK * 0.8
	case animSettle:
		x1, y1 = l.point(a.move.To())
		x0, y0 = x1, y1
	default:
		x0, y0 = l.point(a.move.From())
		x1, y1 = l.point(a.move.To())
	}
	p := a.pose(x0, y0, x1, y1, l.stone(), l.flightRoom())
	t := a.progress()
	sk := lerp(scale0, scale1, easeInOutCubic(math.Min(1, t*1.4)))
	if a.kind == animRemove {
		sk = lerp(scale0, scale1, easeInOutCubic(math.Max(0, (t-0.2)/0.8)))
	}
	drawStoneRaised(dst, art, a.color, p.x, p.y, p.rx, p.ry, p.lift, k*sk, p.alpha)
}

// drawCards draws the two players' cards: name, men in hand (counted down
// as they are placed), men taken. active is the side to move, or -1.
func drawCards(dst *ebiten.Image, app *app.App, l *playLayout, view *boardView, pos rules.Position, names [2]string, active int) {
	art := artOf(app)
	f := app.Kit
	a := view.anim
	for c := rules.White; c <= rules.Black; c++ {
		r := l.cards[c]
		bg := color.NRGBA{0x30, 0x23, 0x19, 0xe0}
		app.Kit.FillRoundRect(dst, r, l.text*0.6, bg)
		if int(c) == active {
			app.Kit.StrokeRoundRect(dst, r, l.text*0.6, 2*l.s, kit.ColorAccent)
			drawTurnMark(dst, app, l, r)
		} else {
			app.Kit.StrokeRoundRect(dst, r, l.text*0.6, 1*l.s, color.RGBA{0x5a, 0x44, 0x30, 0xff})
		}
		nameClr := color.Color(kit.ColorText)
		if int(c) == active {
			nameClr = kit.ColorParchment
		}
		inHand := pos.InHand(c)
		if a != nil && a.kind == animPlace && a.color == c {
			inHand-- // the man is on its way
		}
		taken := pos.TakenBy(c)
		nameL, factsL := cardTexts(f.Fonts, l, c, names[c], inHand, pos.OnBoard(c))
		nameL.Draw(dst, nameClr)
		factsL.Draw(dst, kit.ColorDim)
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

// Draw implements Scene: in layers (see boardLayers), so that a frame
// draws only what changed.
func (p *Scene) Draw(dst *ebiten.Image) {
	marks, key := p.drawKey()
	p.drawnButtons = p.buttons
	p.layers.draw(dst, p.app, &p.lay, &p.board, marks, key, p.overOf(marks))
	if p.buttonsOnTop() {
		p.drawButtons(dst)
	}
}

// drawKey readies what a frame draws from and returns the marks on the
// board and the key of the layer over the glow.
func (p *Scene) drawKey() (boardMarks, playKey) {
	artOf(p.app).ready()
	p.moveList.refresh(p.game)
	marks := p.marks()
	return marks, p.overKey(marks)
}

// buttonsOnTop reports whether the buttons are drawn over the layers, each
// frame, rather than in them: a button lit under the pointer then costs
// its own drawing, not the scene's. A notice or the menu, which lie over
// the buttons, keep them in the layers.
func (p *Scene) buttonsOnTop() bool { return p.notice == "" && p.menu == nil }

func (p *Scene) drawButtons(dst *ebiten.Image) {
	for i := range p.buttons[:p.buttonCount()] {
		p.buttons[i].Draw(dst, p.app.Kit, p.lay.s, false)
	}
}

// playKey is everything the play scene's over layer shows (see
// boardLayers).
type playKey struct {
	board       boardKey
	names       [2]string
	active      int
	main, help  string
	refused     bool
	sound       bool
	listTop     float64
	listRows    int
	ply         int
	buttons     [4]kit.Button
	notice      string
	menuOpen    bool
	menu        playMenu
	buttonCount int
}

// damageSince implements overDamager: the cards, the status line and the
// move list where they changed. The menu, a notice, the buttons drawn in
// the layer, the names, the sound's note or the screen changing is more
// than it places.
func (k playKey) damageSince(old any, l *playLayout) ([]image.Rectangle, bool) {
	o, ok := old.(playKey)
	if !ok || k.board.under.surface() != o.board.under.surface() || k.names != o.names || k.sound != o.sound ||
		k.buttons != o.buttons || k.notice != o.notice || k.menuOpen != o.menuOpen || k.menu != o.menu || k.buttonCount != o.buttonCount {
		return nil, false
	}
	// The men in hand and taken are drawn on the cards; a man's shadow
	// may fall a little past a card's edge.
	pad := int(math.Ceil(l.stone()*0.2)) + 2
	var rects []image.Rectangle
	for c := rules.White; c <= rules.Black; c++ {
		if k.card(c) != o.card(c) {
			rects = append(rects, pixelRect(l.cards[c]).Inset(-pad))
		}
	}
	if k.main != o.main || k.help != o.help || k.refused != o.refused {
		rects = append(rects, pixelRect(l.status).Inset(-2))
	}
	if k.listTop != o.listTop || k.listRows != o.listRows || k.ply != o.ply {
		rects = append(rects, pixelRect(l.moves).Inset(-2))
	}
	return rects, true
}

// cardFacts is what c's card shows (drawCards) but its name.
type cardFacts struct {
	lit                    bool
	inHand, onBoard, taken int
	placing                bool
}

func (k playKey) card(c rules.Color) cardFacts {
	pos, a := k.board.pos, k.board.anim
	return cardFacts{
		lit:     k.active == int(c),
		inHand:  pos.InHand(c),
		onBoard: pos.OnBoard(c),
		taken:   pos.TakenBy(c),
		placing: a.on && a.kind == animPlace && a.color == c,
	}
}

func (p *Scene) overKey(marks boardMarks) playKey {
	k := playKey{
		board:       boardKeyOf(p.app, &p.lay, &p.board, marks),
		names:       p.names(),
		active:      p.active(),
		sound:       p.app.Settings.Sound,
		listTop:     p.moveList.top,
		listRows:    len(p.moveList.rows),
		ply:         p.game.Ply(),
		notice:      p.notice,
		buttonCount: p.buttonCount(),
	}
	k.main, k.help, k.refused = p.statusText()
	if !p.buttonsOnTop() {
		k.buttons = p.buttons
	}
	if p.menu != nil {
		k.menuOpen, k.menu = true, *p.menu
	}
	return k
}

// active is the side whose card is lit, or -1.
func (p *Scene) active() int {
	if !p.game.Result().Over() && !p.animating() {
		return int(p.toMove())
	}
	return -1
}

// overOf returns the drawing of the layer over the glow, with marks.
func (p *Scene) overOf(marks boardMarks) func(*ebiten.Image) {
	return func(img *ebiten.Image) { p.drawOver(img, marks) }
}

// drawOver draws what lies above the mills' glow: the men at rest and the
// marks, the cards, the status, the move list, the buttons, and a notice or
// the menu over them.
func (p *Scene) drawOver(dst *ebiten.Image, marks boardMarks) {
	l := &p.lay
	drawBoardMen(dst, p.app, l, &p.board, marks)
	drawCards(dst, p.app, l, &p.board, p.board.position(), p.names(), p.active())
	p.drawStatus(dst)
	if l.moves.H >= rowHeight(l.text) {
		p.moveList.draw(dst, p.app.Kit, l.moves, l.text, p.game.Ply())
	}
	if !p.buttonsOnTop() {
		p.drawButtons(dst)
	}
	if p.notice != "" {
		p.drawNotice(dst)
	}
	if p.menu != nil {
		p.drawMenu(dst)
	}
}

// clickable reports whether choosing pt would do something now.
func (p *Scene) clickable(pt rules.Point) bool {
	for _, m := range p.game.LegalMoves() {
		if m.To() == pt && (m.Kind() != rules.SlideMove || m.From() == p.selected) || m.From() == pt {
			return true
		}
	}
	return false
}

// marks are the signs for the person to move.
func (p *Scene) marks() boardMarks {
	m := noMarks()
	if p.animating() || !p.humanTurn() || p.menu != nil {
		return m
	}
	pos := p.game.Position()
	if !p.millRising() {
		m.removable = pos.Removable()
	}
	m.selected = p.selected
	if p.selected != rules.NoPoint {
		for _, mv := range legalFrom(p.game.LegalMoves(), p.selected) {
			m.targets |= rules.Bit(mv.To())
		}
	} else if p.hover != rules.NoPoint && pos.Action() == rules.ActPlace {
		// Where a man would go, under the mouse.
		if pos.IsLegal(rules.Place(p.hover)) {
			m.ghost, m.ghostColor = p.hover, pos.SideToMove()
		}
	}
	if p.cursorVisible {
		m.cursor = p.cursor
	}
	if p.drag.active {
		m.drag, m.dragX, m.dragY = p.drag.from, p.drag.x, p.drag.y
	}
	m.hint = p.hintMove
	if dx, flash := p.refused.shake(p.clock); dx != 0 || flash > 0 {
		m.shake = p.refused.at
		if _, man := pos.At(m.shake); man {
			m.shakeDX = dx
		} else {
			m.flash = flash
		}
	}
	return m
}

// status says whose turn it is and what to do, and a second line of help.
func (p *Scene) status() (main, help string) {
	if r := p.game.Result(); r.Over() {
		t, why := headline(r, p.computer, p.computerWhite)
		return t, why
	}
	pos := p.game.Position()
	side := pos.SideToMove()
	if a := p.agents[side]; a != nil {
		return side.String() + " is thinking", ""
	}
	v := pos.Variant()
	switch pos.Action() {
	case rules.ActRemove:
		if p.millRising() {
			return fmt.Sprintf("%v closes a mill", side), ""
		}
		help = "Choose one of the marked men."
		if v.Removal == rules.RemoveOutsideMillsFirst && pos.Removable() != pos.Men(side.Other()) {
			help = "Men standing in a mill are safe while others are not."
		}
		return fmt.Sprintf("%v: remove a %s man", side, strings.ToLower(side.Other().String())), help
	case rules.ActPlace:
		n := pos.InHand(side)
		main = fmt.Sprintf("%v to place — %d in hand", side, n)
		if n == 1 {
			main = fmt.Sprintf("%v to place — the last man", side)
		}
		help = "Choose an empty point."
		if v.MoveInPlacing {
			help = "Choose an empty point, or a man to move."
		}
		return main, help
	case rules.ActFly:
		main = fmt.Sprintf("%v flies", side)
		help = "With three men left, a man may go to any point."
	default:
		main = fmt.Sprintf("%v to move", side)
		help = "Choose a man, then the point next to it."
	}
	if p.selected != rules.NoPoint {
		help = "Choose where it goes, or another man."
	}
	return main, help
}

// hintLine says what the hint is, with the endgame tables' verdict where
// they know the position, or that it is coming.
func (p *Scene) hintLine() string {
	switch {
	case p.hintMove != 0:
		if v, ok := ai.TableVerdict(p.game.Position()); ok {
			return "Hint: " + p.hintMove.String() + " — " + v.String()
		}
		return "Hint: " + p.hintMove.String()
	case p.hint != nil && p.hint.thinking:
		return "Looking for a good move…"
	}
	return ""
}

// statusText is the status's two lines: whose turn and what to do, and
// the help under it, which a refused choice's reason or the hint replaces;
// refused says it is a reason.
func (p *Scene) statusText() (main, help string, refused bool) {
	main, help = p.status()
	if h := p.hintLine(); h != "" && p.humanTurn() {
		help = h
	}
	if r := p.reason(); r != "" && p.humanTurn() {
		help, refused = r, true
	}
	if a := p.agents[p.toMove()]; a != nil {
		main += p.cue.text(a.thinking)
	}
	return main, help, refused
}

// drawStatus draws the status in its place, and the sound's note over
// its right end.
func (p *Scene) drawStatus(dst *ebiten.Image) {
	main, help, refused := p.statusText()
	off := p.soundNote()
	labels := statusLabels(p.app.Kit.Fonts, &p.lay, main, help, off)
	for i, lb := range labels {
		clr := color.Color(kit.ColorDim)
		switch {
		case i == 0:
			clr = kit.ColorParchment
		case off != "" && i == len(labels)-1:
		case refused:
			clr = kit.ColorWarn
		}
		lb.Draw(dst, clr)
	}
}

// soundNote is the note that the sound is off, "" while it is on.
func (p *Scene) soundNote() string {
	switch {
	case p.app.Settings.Sound:
		return ""
	case p.app.Fingers:
		return "Sound off" // no M key under a finger
	}
	return "Sound off (M)"
}

// drawNotice shows a message for the player over the top of the screen.
func (p *Scene) drawNotice(dst *ebiten.Image) {
	l := &p.lay
	f := p.app.Kit
	face := f.Face(kit.Regular, l.text*0.9)
	w := math.Min(l.w*0.9, l.text*34)
	lines := kit.Wrap(p.notice, face, w-l.text*2)
	h := float64(len(lines))*l.text*0.9*1.3 + l.text*1.4
	r := kit.Rect{X: math.Floor((l.w - w) / 2), Y: l.text * 0.6, W: w, H: h}
	p.app.Kit.FillRoundRect(dst, r, l.text*0.5, color.RGBA{0x5a, 0x2a, 0x1c, 0xf4})
	p.app.Kit.StrokeRoundRect(dst, r, l.text*0.5, 1.5*l.s, kit.ColorWarn)
	kit.DrawText(dst, strings.Join(lines, "\n"), face, r.X+l.text, r.Y+l.text*0.6, kit.AlignStart, kit.ColorText)
}

// Opaque implements scenes.Opaque: the backdrop covers the screen.
func (*Scene) Opaque() {}
