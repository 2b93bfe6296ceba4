package scenes

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/ninemen/morris/audio"
)

// playMenu is the small menu Esc opens over the board.
type playMenu struct {
	buttons [4]Button
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

func (p *playScene) openMenu() {
	p.menu = &playMenu{}
	p.drag = dragState{}
	for i, label := range []string{"Resume", "New game", "Settings", "Title"} {
		p.menu.buttons[i].Label = label
	}
}

// menuPanel is the menu's rectangle and its buttons' rectangles.
func (p *playScene) menuPanel() (Rect, []Rect) {
	l := &p.lay
	bh := math.Round(clamp(l.text*2.3, 38*l.s, 56*l.s))
	w := math.Min(l.w*0.86, l.text*16)
	gap := bh * 0.3
	h := bh*4 + gap*3 + bh*2.2
	r := Rect{math.Floor((l.w - w) / 2), math.Floor((l.h - h) / 2), w, h}
	rects := make([]Rect, 4)
	for i := range rects {
		rects[i] = Rect{r.X + w*0.12, r.Y + bh*1.6 + float64(i)*(bh+gap), w * 0.76, bh}
	}
	return r, rects
}

// updateMenu runs the open menu; the game underneath stands still.
func (p *playScene) updateMenu(ctx *Context) error {
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
	case in.Just(ActBack):
		choice = menuResume
	case in.Just(ActUp):
		m.focus = (m.focus + 3) % 4
		m.keys = true
	case in.Just(ActDown), in.Just(ActNext):
		m.focus = (m.focus + 1) % 4
		m.keys = true
	case in.Just(ActConfirm):
		choice = m.focus
	}
	if choice < 0 {
		return nil
	}
	p.app.play(audio.Click)
	p.menu = nil
	ctx.Redraw()
	switch choice {
	case menuRestart:
		p.restart()
	case menuSettings:
		ctx.GoTo(NewSettingsScene(p.app, p))
	case menuTitle:
		p.cancelAgents()
		ctx.GoTo(toTitle(p.app))
	}
	return nil
}

// drawMenu draws the menu over a darkened board.
func (p *playScene) drawMenu(dst *ebiten.Image) {
	m := p.menu
	l := &p.lay
	FillRoundRect(dst, Rect{0, 0, l.w, l.h}, 0, color.NRGBA{0x10, 0x0b, 0x08, 0xb0})
	r, _ := p.menuPanel()
	FillRoundRect(dst, Rect{r.X + 4*l.s, r.Y + 6*l.s, r.W, r.H}, l.text*0.8, color.NRGBA{0, 0, 0, 0x60})
	FillRoundRect(dst, r, l.text*0.8, color.RGBA{0x3a, 0x2b, 0x1f, 0xfa})
	StrokeRoundRect(dst, r, l.text*0.8, 1.5*l.s, color.RGBA{0x8a, 0x6a, 0x48, 0xff})
	face := p.app.Fonts.Face(SmallCaps, l.text*1.35)
	DrawText(dst, "Paused", face, r.X+r.W/2, r.Y+l.text*0.9, AlignCenter, ColorParchment)
	for i := range m.buttons {
		m.buttons[i].Draw(dst, p.app.Fonts, l.s, m.keys && m.focus == i)
	}
}

// toTitle returns a new title scene, where the play and result scenes go
// back to.
func toTitle(app *App) Scene { return app.NewTitle(app) }
