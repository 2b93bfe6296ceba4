package play

import (
	"image"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/ninemen/morris/ai"
	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes/board"
	"github.com/ninemen/morris/scenes/kit"
	"github.com/ninemen/morris/scenes/say"
)

// Draw implements Scene: in layers (see board.Layers), so that a frame
// draws only what changed.
func (p *Scene) Draw(dst *ebiten.Image) {
	marks, key := p.drawKey()
	p.drawnButtons = p.buttons
	p.layers.Draw(dst, p.app, &p.lay, &p.board, marks, key, p.overOf(marks))
	if p.buttonsOnTop() {
		p.drawButtons(dst)
	}
}

// drawKey readies what a frame draws from and returns the marks on the
// board and the key of the layer over the glow.
func (p *Scene) drawKey() (board.Marks, playKey) {
	board.ArtOf(p.app).Ready()
	p.moveList.Refresh(p.game)
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
		p.buttons[i].Draw(dst, p.app.Kit, p.lay.S, false)
	}
}

// playKey is everything the play scene's over layer shows (see
// board.Layers).
type playKey struct {
	board       board.Key
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
	clocks      [2]clockFace
	clockW      float64
}

// DamageSince implements board.OverDamager: the cards, the clocks, the
// status line and the move list where they changed. The menu, a notice, the buttons drawn in
// the layer, the names, the sound's note or the screen changing is more
// than it places.
func (k playKey) DamageSince(old any, l *board.Layout) ([]image.Rectangle, bool) {
	o, ok := old.(playKey)
	if !ok || !k.board.SameSurface(o.board) || k.names != o.names || k.sound != o.sound ||
		k.buttons != o.buttons || k.notice != o.notice || k.menuOpen != o.menuOpen || k.menu != o.menu || k.buttonCount != o.buttonCount ||
		k.clockW != o.clockW {
		return nil, false
	}
	// The men in hand and taken are drawn on the cards.
	var rects []image.Rectangle
	for c := rules.White; c <= rules.Black; c++ {
		if k.card(c) != o.card(c) {
			rects = append(rects, board.CardDamage(l, c))
		}
	}
	for c := rules.White; c <= rules.Black; c++ {
		if k.clocks[c] != o.clocks[c] {
			rects = append(rects, board.PixelRect(l.ClockRect(c)).Inset(-2))
		}
	}
	if k.main != o.main || k.help != o.help || k.refused != o.refused {
		rects = append(rects, board.PixelRect(l.Status).Inset(-2))
	}
	if k.listTop != o.listTop || k.listRows != o.listRows || k.ply != o.ply {
		rects = append(rects, board.PixelRect(l.Moves).Inset(-2))
	}
	return rects, true
}

// cardFacts is what c's card shows (board.DrawCards) but its name.
type cardFacts struct {
	lit                    bool
	inHand, onBoard, taken int
	placing                bool
}

func (k playKey) card(c rules.Color) cardFacts {
	pos := k.board.Position()
	return cardFacts{
		lit:     k.active == int(c),
		inHand:  pos.InHand(c),
		onBoard: pos.OnBoard(c),
		taken:   pos.TakenBy(c),
		placing: k.board.Placing(c),
	}
}

func (p *Scene) overKey(marks board.Marks) playKey {
	k := playKey{
		board:       board.KeyOf(p.app, &p.lay, &p.board, marks),
		names:       p.names(),
		active:      p.active(),
		sound:       p.app.Settings.Sound,
		listTop:     p.moveList.Top,
		listRows:    p.moveList.Size(),
		ply:         p.game.Ply(),
		notice:      p.notice,
		buttonCount: p.buttonCount(),
		clocks:      p.clockFaces(),
		clockW:      p.lay.ClockW,
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
func (p *Scene) overOf(marks board.Marks) func(*ebiten.Image) {
	return func(img *ebiten.Image) { p.drawOver(img, marks) }
}

// drawOver draws what lies above the mills' glow: the men at rest and the
// marks, the cards and their clocks, the status, the move list, the buttons, and a notice or
// the menu over them.
func (p *Scene) drawOver(dst *ebiten.Image, marks board.Marks) {
	l := &p.lay
	board.DrawMen(dst, p.app, l, &p.board, marks)
	board.DrawCards(dst, p.app, l, &p.board, p.board.Position(), p.names(), p.active())
	p.drawClocks(dst)
	p.drawStatus(dst)
	if l.Moves.H >= board.RowHeight(l.Text) {
		p.moveList.Draw(dst, p.app.Kit, p.app.Lang(), l.Moves, l.Text, p.game.Ply())
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
	pos := p.game.Position()
	return p.hand.Clickable(&pos, pt)
}

// marks are the signs for the person to move.
func (p *Scene) marks() board.Marks {
	m := board.NoMarks()
	if p.animating() || !p.humanTurn() || p.menu != nil {
		return m
	}
	pos := p.game.Position()
	if !p.millRising() {
		m.Removable = pos.Removable()
	}
	p.hand.Mark(&m, &pos)
	if p.hand.Selected == rules.NoPoint && p.hover != rules.NoPoint && pos.Action() == rules.ActPlace {
		// Where a man would go, under the mouse.
		if pos.IsLegal(rules.Place(p.hover)) {
			m.Ghost, m.GhostColor = p.hover, pos.SideToMove()
		}
	}
	m.Hint = p.hintMove
	if dx, flash := p.refused.shake(p.clock); dx != 0 || flash > 0 {
		m.Shake = p.refused.at
		if _, man := pos.At(m.Shake); man {
			m.ShakeDX = dx
		} else {
			m.Flash = flash
		}
	}
	return m
}

// status says whose turn it is and what to do, and a second line of help:
// while the computer thinks, that it does, with the cue's dots.
func (p *Scene) status() (main, help string) {
	words := p.app.Lang()
	if r := p.game.Result(); r.Over() {
		t, why := headline(words, r, p.computer, p.computerWhite)
		return t, why
	}
	pos := p.game.Position()
	side := pos.SideToMove()
	if a := p.agents[side]; a != nil {
		// Match my strength says what it plays like while it thinks:
		// the card may have no room for it.
		if mix, ok := p.strength(side); ok {
			level, rating := say.MatchLevel(words, mix)
			help = words.T("play.status.match", "Level", level, "Rating", rating)
		}
		return words.T(bySide(side, "play.status.thinking.white", "play.status.thinking.black"), "Dots", p.cue.text(a.Thinking())), help
	}
	if pos.Action() == rules.ActRemove && p.millRising() {
		return words.T(bySide(side, "play.status.closes_mill.white", "play.status.closes_mill.black")), ""
	}
	return say.Prompt(words, pos.Prompt(p.hand.Selected))
}

// hintLine says what the hint is, with the endgame tables' verdict where
// they know the position, or that it is coming.
func (p *Scene) hintLine() string {
	words := p.app.Lang()
	switch {
	case p.hintMove != 0:
		move := p.hintMove.String()
		v, ok := ai.TableVerdict(p.game.Position())
		switch {
		case !ok:
			return words.T("play.hint.move", "Move", move)
		case v.Draw:
			return words.T("play.hint.draw", "Move", move)
		}
		return words.N(bySide(v.Winner, "play.hint.wins.white", "play.hint.wins.black"), v.Turns, "Move", move)
	case p.hint != nil && p.hint.Thinking():
		return words.T("play.hint.looking")
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
		return p.app.Lang().T("play.sound.off") // no M key under a finger
	}
	return p.app.Lang().T("play.sound.off_key")
}

// drawNotice shows a message for the player over the top of the screen.
func (p *Scene) drawNotice(dst *ebiten.Image) {
	l := &p.lay
	f := p.app.Kit
	face := f.Face(kit.Regular, l.Text*0.9)
	w := math.Min(l.W*0.9, l.Text*34)
	lines := kit.Wrap(p.notice, face, w-l.Text*2)
	h := float64(len(lines))*l.Text*0.9*1.3 + l.Text*1.4
	r := kit.Rect{X: math.Floor((l.W - w) / 2), Y: l.Text * 0.6, W: w, H: h}
	p.app.Kit.FillRoundRect(dst, r, l.Text*0.5, color.RGBA{0x5a, 0x2a, 0x1c, 0xf4})
	p.app.Kit.StrokeRoundRect(dst, r, l.Text*0.5, 1.5*l.S, kit.ColorWarn)
	kit.DrawText(dst, strings.Join(lines, "\n"), face, r.X+l.Text, r.Y+l.Text*0.6, kit.AlignStart, kit.ColorText)
}

// Opaque implements scenes.Opaque: the backdrop covers the screen.
func (*Scene) Opaque() {}
