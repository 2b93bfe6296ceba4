package online

import (
	"image/color"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/ninemen/morris/audio"
	"github.com/ninemen/morris/lang"
	wire "github.com/ninemen/morris/online"
	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes/kit"
	"github.com/ninemen/morris/scenes/say"
)

// overSound is the sound of a game's end.
func overSound(result string) audio.Sound {
	if result == "1/2-1/2" {
		return audio.Draw
	}
	return audio.Win
}

// textLine is a line of text as the page places it.
type textLine struct {
	s     string
	face  *text.GoTextFace
	x, y  float64
	align kit.Align
	clr   color.Color
}

// page is what the scene shows: its lines and its buttons.
type page struct {
	lines   []textLine
	boxes   []kit.Rect // fields to type in
	buttons []button
}

// Layout implements scenes.Scene.
func (s *Scene) Layout(w, h int, scale float64) {
	s.w, s.h, s.s = w, h, scale
	if s.viewer != nil {
		s.viewer.Layout(w, h, scale)
	}
	s.buttons, s.built = nil, nil
}

// buttonKey is everything the buttons' places and labels hang on: the
// buttons are made again only when it changes, so that a press and its
// release meet the same button.
type buttonKey struct {
	phase            phase
	tc               int
	w, h             int
	s                float64
	lang             *lang.Lang
	typed, invite    bool
	finished, resign bool
	offered, asked   bool
	watching         bool
	viewer           bool
}

func (s *Scene) buttonKey() buttonKey {
	k := buttonKey{phase: s.phase, tc: s.tc, w: s.w, h: s.h, s: s.s, lang: s.app.Lang(),
		typed: s.typed != "", invite: s.invite != "", resign: s.resign, viewer: s.viewer != nil}
	if m := s.match; m != nil {
		k.finished, k.watching = m.finished(), m.spectator
		k.offered = m.drawOffer != "" && colorOf(m.drawOffer) != m.you
		k.asked = m.rematch != "" && colorOf(m.rematch) == m.you
	}
	return k
}

// layoutButtons makes the buttons again when what they show changed,
// keeping the pointer's hold on the one of the same use.
func (s *Scene) layoutButtons() {
	k := s.buttonKey()
	if s.built != nil && *s.built == k {
		return
	}
	s.built = &k
	old := s.buttons
	s.buttons = s.page().buttons
	for i := range s.buttons {
		for _, o := range old {
			if o.act == s.buttons[i].act && o.arg == s.buttons[i].arg {
				b := &s.buttons[i]
				lbl, hint, r, dis := b.Label, b.Hint, b.Rect, b.Disabled
				b.Button = o.Button
				b.Label, b.Hint, b.Rect, b.Disabled = lbl, hint, r, dis
			}
		}
	}
}

// drawKey is what the screen shows: Update draws again when it changes
// (a clock's second, a button lit).
type drawKey struct {
	buttons buttonKey
	lit     [8]bool
	clocks  [2]string
	status  string
	on      [2]bool
	online  bool
	plies   int
	typed   string
	problem string
	focus   int
	keys    bool
}

func (s *Scene) look() drawKey {
	k := drawKey{buttons: s.buttonKey(), typed: s.typed, problem: s.problem, online: s.online, focus: s.focus, keys: s.keys}
	for i := range min(len(s.buttons), len(k.lit)) {
		k.lit[i] = s.buttons[i].Lit(false)
	}
	if m := s.match; m != nil {
		k.on, k.plies = m.on, m.game.Ply()
		k.clocks = s.clockTexts()
		k.status, _ = s.status()
	}
	return k
}

// clockTexts are both clocks as they read now, "" untimed.
func (s *Scene) clockTexts() (out [2]string) {
	m := s.match
	if m == nil || m.clock == nil || m.tc.Kind == wire.Untimed {
		return out
	}
	left := [2]time.Duration{time.Duration(m.clock.White) * time.Millisecond, time.Duration(m.clock.Black) * time.Millisecond}
	if m.clock.Running != "" && !m.finished() {
		// The server's values held when they arrived: the running clock
		// has run since, on this machine's clock, which needs no
		// agreement with the server's.
		left[colorOf(m.clock.Running)] -= s.now.Sub(s.clockAt)
	}
	l := s.app.Lang()
	for c := range out {
		out[c] = clockText(l, m.tc.Kind, left[c])
	}
	return out
}

// status is the play's two lines: whose turn or the result, and the
// friend's presence, a draw offer or the connection.
func (s *Scene) status() (head, sub string) {
	m, l := s.match, s.app.Lang()
	if m.finished() {
		head, sub = reasonText(l, m)
		switch {
		case m.rematch != "" && colorOf(m.rematch) == m.you && !m.spectator:
			sub = l.T("online.rematch.asked")
		case m.rematch != "" && !m.spectator:
			sub = l.T("online.rematch.offered")
		}
		return head, sub
	}
	pos := m.game.Position()
	switch {
	case m.spectator:
		head = l.T("online.turn.white")
		if pos.SideToMove() == rules.Black {
			head = l.T("online.turn.black")
		}
	case m.local > 0 && pos.PendingRemovals() == 0:
		head = l.T("online.turn.sending")
	case pos.Owes(m.you):
		head = l.T("online.turn.remove")
	case pos.SideToMove() == m.you:
		head = l.T("online.turn.yours")
	default:
		head = l.T("online.turn.friend")
	}
	switch {
	case !s.online:
		sub = l.T("online.presence.reconnecting")
	case m.drawOffer != "" && colorOf(m.drawOffer) != m.you && !m.spectator:
		sub = l.T("online.draw.offered")
	case m.drawOffer != "" && !m.spectator:
		sub = l.T("online.draw.sent")
	case !m.spectator && !m.on[m.you.Other()]:
		sub = l.T("online.presence.away")
	case !m.spectator:
		sub = l.T("online.presence.here")
	}
	if s.resign {
		sub = l.T("online.resign.confirm")
	}
	return head, sub
}

// page lays out what the phase shows.
func (s *Scene) page() page {
	if s.phase == phasePlaying && s.viewer != nil {
		return s.playPage()
	}
	return s.columnPage()
}

// column places lines and buttons down a column in the middle of the
// screen.
type column struct {
	s       *Scene
	x, w, y float64
	// k shrinks the text and the buttons on a screen too short for them
	// (a phone held sideways).
	k float64
	p page
}

func (c *column) text(str string, style kit.Style, px float64, clr color.Color) {
	f := c.s.app.Kit.Fonts.Face(style, px*c.k*c.s.s)
	for _, ln := range breakLong(kit.Wrap(str, f, c.w), f, c.w) {
		c.p.lines = append(c.p.lines, textLine{s: ln, face: f, x: c.x + c.w/2, y: c.y, align: kit.AlignCenter, clr: clr})
		c.y += f.Size * 1.3
	}
	c.y += f.Size * 0.5
}

// code places a room's short code on a line of its own, big, with lining
// figures: EB Garamond's old-style 9 and 6 hang and rise like letters,
// where the code must read at a glance.
func (c *column) code(str string, px float64, clr color.Color) {
	f := c.s.app.Kit.Fonts.Lining(kit.Regular, px*c.k*c.s.s)
	c.p.lines = append(c.p.lines, textLine{s: str, face: f, x: c.x + c.w/2, y: c.y, align: kit.AlignCenter, clr: clr})
	c.y += f.Size * 1.8
}

// field places a line of typed text in a box.
func (c *column) field(str string, clr color.Color) {
	f := c.s.app.Kit.Fonts.Face(kit.Italic, 15*c.k*c.s.s)
	lines := breakLong([]string{str}, f, c.w-16*c.s.s)
	str = lines[len(lines)-1] // the end of a long link, where the typing is
	h := f.Size * 2
	c.p.boxes = append(c.p.boxes, kit.Rect{X: c.x, Y: c.y, W: c.w, H: h})
	c.p.lines = append(c.p.lines, textLine{s: str, face: f, x: c.x + c.w/2, y: c.y + (h-f.Size*1.3)/2, align: kit.AlignCenter, clr: clr})
	c.y += h + 10*c.s.s
}

// breakLong breaks the lines wider than w that have no space to wrap at
// (a link) between any two characters.
func breakLong(lines []string, f *text.GoTextFace, w float64) []string {
	var out []string
	for _, ln := range lines {
		for kit.TextWidth(ln, f) > w {
			r := []rune(ln)
			n := len(r) - 1
			for n > 1 && kit.TextWidth(string(r[:n]), f) > w {
				n--
			}
			out, ln = append(out, string(r[:n])), string(r[n:])
		}
		out = append(out, ln)
	}
	return out
}

// row places buttons side by side, each the same width.
func (c *column) row(bs ...button) {
	gap := 10 * c.k * c.s.s
	h := 46 * c.k * c.s.s
	w := (c.w - gap*float64(len(bs)-1)) / float64(len(bs))
	for i, b := range bs {
		b.Rect = kit.Rect{X: c.x + float64(i)*(w+gap), Y: c.y, W: w, H: h}
		c.p.buttons = append(c.p.buttons, b)
	}
	c.y += h + gap
}

func btn(label string, a act, arg int) button {
	return button{Button: kit.Button{Label: label}, act: a, arg: arg}
}

func (s *Scene) columnPage() page {
	c := s.column(1)
	if c.y > float64(s.h) {
		c = s.column(max(0.7, float64(s.h)/c.y))
	}
	return c.p
}

// column lays the phase's page out at k times its size.
func (s *Scene) column(k float64) *column {
	l := s.app.Lang()
	pad := 20 * s.s
	w := min(float64(s.w)-2*pad, 600*s.s)
	c := &column{s: s, x: (float64(s.w) - w) / 2, w: w, y: (pad + 10*s.s) * k, k: k}
	head := 28.0
	if float64(s.h) < 560*s.s {
		head = 22
	}
	c.text(l.T("online.title"), kit.Regular, head, kit.ColorAccent)
	back := btn(l.T("online.button.back"), actBack, 0)
	switch s.phase {
	case phaseNoServer:
		c.text(s.problem, kit.Regular, 18, kit.ColorText)
		c.row(back)
	case phaseFailed:
		c.text(s.problem, kit.Regular, 18, kit.ColorText)
		c.row(btn(l.T("online.button.retry"), actRetry, 0), back)
	case phaseProbing, phaseConnecting:
		c.text(l.T("online.connecting"), kit.Italic, 18, kit.ColorDim)
		c.row(back)
	case phaseMenu:
		c.text(l.T("online.create.rules", "Rules", say.Preset(l, s.app.Settings.Variant)), kit.Regular, 17, kit.ColorText)
		c.text(l.T("online.create.time"), kit.Regular, 17, kit.ColorDim)
		for i := 0; i < len(timeControls); i += 2 {
			a, b := btn(tcName(l, timeControls[i]), actTC, i), btn(tcName(l, timeControls[i+1]), actTC, i+1)
			c.row(a, b)
		}
		c.row(btn(l.T("online.create.button"), actCreate, 0))
		c.text(l.T("online.join.how"), kit.Regular, 16, kit.ColorDim)
		if s.typed == "" {
			c.field(l.T("online.join.placeholder"), kit.ColorDim)
		} else {
			c.field(s.typed, kit.ColorText)
		}
		join := btn(l.T("online.join.button"), actJoin, 0)
		join.Disabled = s.typed == ""
		c.row(join, back)
	case phaseWaiting:
		c.text(l.T("online.invite.send"), kit.Regular, 18, kit.ColorText)
		c.text(s.invite, kit.Regular, 14, kit.ColorAccent)
		if s.code != "" {
			c.text(l.T("online.invite.code"), kit.Regular, 16, kit.ColorDim)
			c.code(s.code, 40, kit.ColorText)
		}
		if s.match != nil {
			c.text(l.T("online.invite.room", "Rules", say.Preset(l, s.match.variant.Name), "Time", tcName(l, s.match.tc)), kit.Regular, 16, kit.ColorDim)
		}
		c.text(l.T("online.invite.waiting"), kit.Italic, 17, kit.ColorDim)
		// The copies on a row of their own: four buttons would not fit
		// a phone's width.
		var copies []button
		if s.app.Browser && s.invite != "" {
			copies = append(copies, btn(l.T("online.invite.copy"), actCopy, 0))
		}
		if s.app.Browser && s.code != "" {
			copies = append(copies, btn(l.T("online.invite.copy_code"), actCopyCode, 0))
		}
		if len(copies) > 0 {
			c.row(copies...)
		}
		c.row(btn(l.T("online.invite.leave"), actLeave, 0), back)
	}
	return c
}

// playPage puts the status, the clocks and the buttons in the places of
// the play layout around the board.
func (s *Scene) playPage() page {
	var p page
	l, m := s.app.Lang(), s.match
	pl := s.viewer.Places()
	head, sub := s.status()
	big := s.app.Kit.Fonts.Face(kit.Regular, pl.Text*1.1)
	small := s.app.Kit.Fonts.Face(kit.Italic, pl.Text*0.85)
	st := pl.Status
	p.lines = append(p.lines,
		textLine{s: head, face: big, x: st.X + st.W/2, y: st.Y, align: kit.AlignCenter, clr: kit.ColorText},
		textLine{s: sub, face: small, x: st.X + st.W/2, y: st.Y + big.Size*1.35, align: kit.AlignCenter, clr: kit.ColorDim})
	if clocks := s.clockTexts(); clocks[0] != "" {
		face := s.app.Kit.Fonts.Lining(kit.Regular, pl.Text)
		y := pl.Panel.Y + pl.Text*0.3
		if pl.Panel.H < face.Size*3 {
			y = st.Y + big.Size*1.35 + small.Size*1.4
		}
		for i, c := range []rules.Color{rules.White, rules.Black} {
			name := l.T("online.clock.white", "Time", clocks[c])
			if c == rules.Black {
				name = l.T("online.clock.black", "Time", clocks[c])
			}
			clr := color.Color(kit.ColorDim)
			if m.clock.Running != "" && colorOf(m.clock.Running) == c && !m.finished() {
				clr = kit.ColorAccent
			}
			x := pl.Panel.X + pl.Panel.W*(0.25+0.5*float64(i))
			p.lines = append(p.lines, textLine{s: name, face: face, x: x, y: y, align: kit.AlignCenter, clr: clr})
		}
	}
	var bs []button
	switch {
	case m.spectator:
	case m.finished():
		rematch := btn(l.T("online.button.rematch"), actRematch, 0)
		rematch.Disabled = m.rematch != "" && colorOf(m.rematch) == m.you
		bs = append(bs, rematch, btn(l.T("play.result.button.review"), actReview, 0), btn(l.T("play.result.button.save"), actSave, 0))
	case m.drawOffer != "" && colorOf(m.drawOffer) != m.you:
		bs = append(bs, btn(l.T("online.button.accept"), actAccept, 0), btn(l.T("online.button.decline"), actDecline, 0))
	default:
		draw := btn(l.T("online.button.draw"), actDraw, 0)
		draw.Disabled = m.drawOffer != "" || !m.guest
		resign := btn(l.T("online.button.resign"), actResign, 0)
		if s.resign {
			resign.Label = l.T("online.button.resign_sure")
		}
		bs = append(bs, draw, resign)
	}
	bs = append(bs, btn(l.T("online.button.title"), actBack, 0))
	r := pl.Buttons
	gap := 8 * s.s
	w := (r.W - gap*float64(len(bs)-1)) / float64(len(bs))
	for i := range bs {
		bs[i].Rect = kit.Rect{X: r.X + float64(i)*(w+gap), Y: r.Y, W: w, H: r.H}
	}
	ptrs := make([]*kit.Button, len(bs))
	for i := range bs {
		ptrs[i] = &bs[i].Button
	}
	kit.FitAlike(s.app.Kit.Fonts, s.s, ptrs...)
	p.buttons = bs
	return p
}

// Draw implements scenes.Scene.
func (s *Scene) Draw(screen *ebiten.Image) {
	s.drawn = s.look()
	p := s.page()
	over := func(dst *ebiten.Image) {
		for _, r := range p.boxes {
			s.app.Kit.StrokeRoundRect(dst, r, 6*s.s, 1.5*s.s, kit.ColorDim)
		}
		for _, ln := range p.lines {
			kit.DrawText(dst, ln.s, ln.face, ln.x, ln.y, ln.align, ln.clr)
		}
		for i := range s.buttons {
			b := s.buttons[i].Button
			b.Draw(dst, s.app.Kit, s.s, s.selected(i))
		}
	}
	if s.phase == phasePlaying && s.viewer != nil {
		s.viewer.Draw(screen, s.drawn, over)
		return
	}
	s.backdrop.Draw(screen)
	over(screen)
}

// selected reports whether a button shows lit: the one the keyboard is
// on, and the time control the room will have.
func (s *Scene) selected(i int) bool {
	b := s.buttons[i]
	if s.keys && i == s.focus && s.phase != phasePlaying {
		return true
	}
	return s.phase == phaseMenu && b.act == actTC && b.arg == s.tc
}

// Opaque implements scenes.Opaque: the backdrop or the board covers the
// screen.
func (*Scene) Opaque() {}
