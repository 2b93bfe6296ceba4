package settings

import (
	"image/color"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/ninemen/morris/audio"
	"github.com/ninemen/morris/lang"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/app"
	"github.com/ninemen/morris/scenes/kit"
)

// languageChoices are the Language row's choices in order: "" follows
// the system (Automatic), then every language the game speaks.
func languageChoices() []string {
	out := []string{""}
	for _, l := range lang.All() {
		out = append(out, l.Code)
	}
	return out
}

// languageRow is the row of the language: left and right step through
// the choices, a tap or Enter opens the list of them (the picker).
func (s *Scene) languageRow() settingRow {
	l := s.lang
	return settingRow{
		label: l.T("settings.language.label"),
		list:  true,
		value: func(st app.Settings) string {
			// The language in use, in its own words: the one chosen, or
			// the system's.
			name := l.T("language.name")
			if !lang.Known(st.Language) {
				return l.T("settings.language.automatic_value", "Language", name)
			}
			return name
		},
		note: func(a *app.App) (string, bool) {
			if a.SystemLanguage().Traditional && a.Lang().CJK() {
				return l.T("language.traditional"), false
			}
			return l.T("settings.language.note"), false
		},
		change: func(st *app.Settings, dir int) {
			choices := languageChoices()
			i := max(0, slices.Index(choices, st.Language))
			st.Language = choices[(i+dir+len(choices))%len(choices)]
		},
	}
}

// picker is the list of languages over the settings: Automatic, then
// every language the game speaks, each named in itself, and Back. The
// keys move among them and Enter chooses, Escape goes back; a tap
// chooses.
type picker struct {
	// codes are the choices of the buttons (languageChoices), and cjk
	// marks those whose names are drawn in the Chinese face while the
	// game speaks a language in Latin letters.
	codes   []string
	buttons []kit.Button
	cjk     []bool
	back    kit.Button
	// focus is the button under the keys; len(buttons) is Back.
	focus int
	keys  bool
	cols  int
	panel kit.Rect
	title kit.Label
}

// openPicker opens the list of languages, the focus on the choice in
// use, in the language in use.
func (s *Scene) openPicker() {
	l := s.lang
	p := &picker{codes: languageChoices()}
	if s.picker != nil {
		p.focus, p.keys = s.picker.focus, s.picker.keys
	} else {
		p.focus = max(0, slices.Index(p.codes, s.app.Settings.Language))
		p.keys = s.keys
	}
	names := map[string]string{}
	for _, lg := range lang.All() {
		names[lg.Code] = lg.Name()
	}
	for _, code := range p.codes {
		b := kit.Button{Label: l.T("settings.language.automatic")}
		if code != "" {
			b.Label = names[code]
		}
		p.buttons = append(p.buttons, b)
		p.cjk = append(p.cjk, code == lang.Chinese && !l.CJK())
	}
	p.back.Label = l.T("settings.language.back")
	p.title.Text = l.T("settings.language.label")
	s.picker = p
	if s.w > 0 {
		p.layout(s.app, s.w, s.h, s.s, s.lay.text)
	}
}

// closePicker closes the list of languages.
func (s *Scene) closePicker(ctx *scenes.Context) {
	s.picker = nil
	for i := range s.rows {
		s.rows[i].hover, s.rows[i].held = false, false
	}
	ctx.Redraw()
}

// layout places the list in a panel in the middle of a w×h screen, in
// one column, or two where one would make the buttons too small for a
// finger; text is the settings' size of text.
func (p *picker) layout(a *app.App, w, h int, scale, text float64) {
	W, H := float64(w), float64(h)
	m := text
	pad := text * 0.9
	gap := text * 0.4
	titleH := text * 2.6
	n := len(p.buttons)
	var bh, colW float64
	for p.cols = 1; ; p.cols++ {
		rows := (n+p.cols-1)/p.cols + 1 // and Back
		room := H - 2*m - 2*pad - titleH
		bh = math.Min(math.Max(text*2.4, 44*scale), (room-gap*float64(rows-1))/float64(rows))
		colW = math.Min((W-2*m-2*pad-gap*float64(p.cols-1))/float64(p.cols), text*13)
		if bh >= 38*scale || p.cols == 2 {
			break
		}
	}
	rows := (n + p.cols - 1) / p.cols
	inner := colW*float64(p.cols) + gap*float64(p.cols-1)
	ph := 2*pad + titleH + float64(rows+1)*bh + float64(rows)*gap
	p.panel = kit.Rect{X: math.Floor((W - inner - 2*pad) / 2), Y: math.Floor(math.Max(0, (H-ph)/2)), W: inner + 2*pad, H: ph}
	x0, y0 := p.panel.X+pad, p.panel.Y+pad
	if a.Kit.Fonts != nil {
		face := a.Kit.Fonts.Fit(kit.SmallCaps, text*1.6, text, p.title.Text, inner)
		p.title.Face = face
	}
	p.title.Box = kit.Rect{X: x0, W: inner, H: text * 2}
	if p.title.Face != nil {
		p.title.Box.Y = kit.CenteredTop(p.title.Face, y0+titleH*0.42)
	}
	p.title.Align = kit.AlignCenter
	y0 += titleH
	for i := range p.buttons {
		r, c := i/p.cols, i%p.cols
		p.buttons[i].Rect = kit.Rect{X: x0 + float64(c)*(colW+gap), Y: y0 + float64(r)*(bh+gap), W: colW, H: bh}
	}
	p.back.Rect = kit.Rect{X: x0 + (inner-colW)/2, Y: y0 + float64(rows)*(bh+gap), W: colW, H: bh}
}

// label is button i's label as drawn: a language's name in its own
// face, which for Chinese among Latin letters is the Chinese one.
func (p *picker) label(a *app.App, i int, scale float64) kit.Label {
	b := &p.buttons[i]
	lb := b.Labels(a.Kit.Fonts, scale)[0]
	if !p.cjk[i] {
		return lb
	}
	if face := a.Kit.Fonts.CJK(lb.Face.Size); face != nil {
		lb.Face = face
		lb.Box.Y = kit.CenteredTop(face, b.Rect.Y+b.Rect.H/2)
	}
	return lb
}

// labels are the list's labels as drawn.
func (p *picker) labels(a *app.App, scale float64) []kit.Label {
	out := []kit.Label{p.title}
	for i := range p.buttons {
		out = append(out, p.label(a, i, scale))
	}
	return append(out, p.back.Labels(a.Kit.Fonts, scale)...)
}

// draw draws the list over the settings, which it dims.
func (p *picker) draw(dst *ebiten.Image, a *app.App, scale float64) {
	k := a.Kit
	b := dst.Bounds()
	k.FillRect(dst, kit.Rect{X: float64(b.Min.X), Y: float64(b.Min.Y), W: float64(b.Dx()), H: float64(b.Dy())}, color.NRGBA{0x10, 0x0b, 0x08, 0xb0})
	k.FillRoundRect(dst, p.panel, 10*scale, color.NRGBA{0x1c, 0x15, 0x10, 0xf8})
	k.StrokeRoundRect(dst, p.panel, 10*scale, 1.5*scale, color.NRGBA{0x8a, 0x6a, 0x48, 0xff})
	p.title.Draw(dst, kit.ColorParchment)
	for i := range p.buttons {
		// The button without its label, and the label in its face.
		bt := p.buttons[i]
		bt.Label = ""
		bt.Draw(dst, k, scale, p.keys && p.focus == i)
		p.label(a, i, scale).Draw(dst, kit.ColorText)
	}
	p.back.Draw(dst, k, scale, p.keys && p.focus == len(p.buttons))
}

// updatePicker moves the focus by the keys, chooses by Enter or a tap,
// and closes the list by Escape or Back.
func (s *Scene) updatePicker(ctx *scenes.Context) {
	p := s.picker
	in := ctx.Input
	n := len(p.buttons)
	move := func(to int) {
		p.focus, p.keys = to, true
		ctx.Redraw()
	}
	switch {
	case in.Just(scenes.ActBack):
		s.app.PlaySound(audio.Click)
		s.closePicker(ctx)
		return
	case in.Just(scenes.ActConfirm):
		if p.focus == n {
			s.app.PlaySound(audio.Click)
			s.closePicker(ctx)
			return
		}
		s.chooseLanguage(ctx, p.codes[p.focus])
		return
	case in.Just(scenes.ActDown):
		switch {
		case p.focus == n:
			move(0)
		case p.focus+p.cols < n:
			move(p.focus + p.cols)
		default:
			move(n)
		}
	case in.Just(scenes.ActUp):
		switch {
		case p.focus == n:
			move((n - 1) / p.cols * p.cols)
		case p.focus-p.cols >= 0:
			move(p.focus - p.cols)
		default:
			move(n)
		}
	case in.Just(scenes.ActRight), in.Just(scenes.ActNext):
		move((p.focus + 1) % (n + 1))
	case in.Just(scenes.ActLeft):
		move((p.focus + n) % (n + 1))
	}
	for i := range p.buttons {
		if p.buttons[i].Handle(ctx) {
			p.focus, p.keys = i, false
			s.chooseLanguage(ctx, p.codes[i])
			return
		}
	}
	if p.back.Handle(ctx) {
		s.app.PlaySound(audio.Click)
		s.closePicker(ctx)
	}
}

// chooseLanguage makes code the language of the settings, kept, and
// closes the list; the next Update builds the scene again in the
// language.
func (s *Scene) chooseLanguage(ctx *scenes.Context, code string) {
	st := s.app.Settings
	st.Language = code
	s.app.SetSettings(st)
	s.app.PlaySound(audio.Click)
	s.closePicker(ctx)
}
