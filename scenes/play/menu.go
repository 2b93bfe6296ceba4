package play

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/ninemen/morris/audio"
	"github.com/ninemen/morris/lang"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/board"
	"github.com/ninemen/morris/scenes/kit"
	"github.com/ninemen/morris/scenes/settings"
)

// playMenu is the small menu Esc opens over the board.
type playMenu struct {
	buttons [4]kit.Button
	focus   int
	// keys is true once the menu was used from the keyboard, to show the
	// focus.
	keys bool
}

// Menu entries in order.
const (
	menuResume = iota
	menuRestart
	menuSettings
	menuTitle
)

func (p *Scene) openMenu() {
	p.menu = &playMenu{}
	p.hand.CancelDrag()
	// The buttons have their places now, not at the next Update: the
	// menu is drawn before then, and Esc causes no other drawing.
	_, rects := p.menuPanel()
	for i := range p.menu.buttons {
		p.menu.buttons[i].Rect = rects[i]
	}
	p.menu.label(p.app.Lang())
}

// label gives the menu's buttons their words.
func (m *playMenu) label(words *lang.Lang) {
	for i, label := range []string{words.T("play.menu.resume"), words.T("play.menu.new_game"), words.T("play.menu.settings"), words.T("play.menu.title")} {
		m.buttons[i].Label = label
	}
}

// menuPanel is the menu's rectangle and its buttons' rectangles.
func (p *Scene) menuPanel() (kit.Rect, []kit.Rect) {
	l := &p.lay
	bh := math.Round(kit.Clamp(l.Text*2.3, 38*l.S, 56*l.S))
	w := math.Min(l.W*0.86, l.Text*16)
	gap := bh * 0.3
	h := bh*4 + gap*3 + bh*2.2
	r := kit.Rect{X: math.Floor((l.W - w) / 2), Y: math.Floor((l.H - h) / 2), W: w, H: h}
	rects := make([]kit.Rect, 4)
	for i := range rects {
		rects[i] = kit.Rect{X: r.X + w*0.12, Y: r.Y + bh*1.6 + float64(i)*(bh+gap), W: w * 0.76, H: bh}
	}
	return r, rects
}

// updateMenu runs the open menu; the game underneath stands still.
func (p *Scene) updateMenu(ctx *scenes.Context) error {
	m := p.menu
	in := ctx.Input
	_, rects := p.menuPanel()
	choice := -1
	for i := range m.buttons {
		b := &m.buttons[i]
		b.Rect = rects[i]
		if b.Handle(ctx) {
			choice = i
		}
	}
	switch {
	case in.Just(scenes.ActBack):
		choice = menuResume
	case in.Just(scenes.ActUp):
		m.focus = (m.focus + 3) % 4
		m.keys = true
	case in.Just(scenes.ActDown), in.Just(scenes.ActNext):
		m.focus = (m.focus + 1) % 4
		m.keys = true
	case in.Just(scenes.ActConfirm):
		choice = m.focus
	}
	if choice < 0 {
		return nil
	}
	p.app.PlaySound(audio.Click)
	p.menu = nil
	ctx.Redraw()
	switch choice {
	case menuRestart:
		p.restart()
	case menuSettings:
		ctx.GoTo(settings.New(p.app, p))
	case menuTitle:
		p.cancelAgents()
		ctx.GoTo(p.home)
	}
	return nil
}

// drawMenu draws the menu over a darkened board.
func (p *Scene) drawMenu(dst *ebiten.Image) {
	m := p.menu
	l := &p.lay
	p.app.Kit.FillRoundRect(dst, kit.Rect{X: 0, Y: 0, W: l.W, H: l.H}, 0, color.NRGBA{0x10, 0x0b, 0x08, 0xb0})
	r, _ := p.menuPanel()
	p.app.Kit.FillRoundRect(dst, kit.Rect{X: r.X + 4*l.S, Y: r.Y + 6*l.S, W: r.W, H: r.H}, l.Text*0.8, color.NRGBA{0, 0, 0, 0x60})
	p.app.Kit.FillRoundRect(dst, r, l.Text*0.8, color.RGBA{0x3a, 0x2b, 0x1f, 0xfa})
	p.app.Kit.StrokeRoundRect(dst, r, l.Text*0.8, 1.5*l.S, color.RGBA{0x8a, 0x6a, 0x48, 0xff})
	paused := p.app.Lang().T("play.menu.paused")
	face := board.FitLine(p.app.Kit.Fonts, kit.SmallCaps, l.Text*1.35, l.Text*1.35, paused, r.W-l.Text*2)
	kit.DrawText(dst, paused, face, r.X+r.W/2, r.Y+l.Text*0.9, kit.AlignCenter, kit.ColorParchment)
	for i := range m.buttons {
		m.buttons[i].Draw(dst, p.app.Kit, l.S, m.keys && m.focus == i)
	}
}
