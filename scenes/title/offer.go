package title

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/ninemen/morris/audio"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/kit"
	"github.com/ninemen/morris/scenes/lessons"
)

// offer is the lessons offered over the title on the very first start: a
// line and two buttons along the bottom, which leave the menu as it is.
// It is made once: shown, it is kept in the settings as made, and it
// goes at the player's first choice, whichever it is.
type offer struct {
	// due is set on the first start until the title's first Update puts
	// the offer up: a title made only to be measured offers nothing.
	due     bool
	up      bool
	buttons [2]kit.Button // Learn to play, Not now
	text    []string
	box     kit.Rect
	face    *text.GoTextFace
}

// offerLessons reports whether the title is to offer the lessons: on the
// very first start, to a player who has not met them.
func (t *Scene) offerLessons() bool {
	a := t.app
	return a.FirstStart && !a.Settings.LessonsOffered && !lessons.Started(a.Store)
}

// showOffer puts the offer up and keeps that it was made.
func (t *Scene) showOffer() {
	t.offer.due, t.offer.up = false, true
	t.layOffer()
	s := t.app.Settings
	s.LessonsOffered = true
	t.app.SetSettings(s)
}

// layOffer places the offer's box at the foot of the timeline's card,
// clear of the menu, or at the top of a screen with no card.
func (t *Scene) layOffer() {
	o := &t.offer
	if !o.up || t.app.Kit == nil || t.app.Kit.Fonts == nil {
		return
	}
	l := t.app.Lang()
	W, H, s := float64(t.w), float64(t.h), t.scale
	o.face = t.app.Kit.Face(kit.Italic, math.Max(16*s, H*0.022))
	pad := o.face.Size
	w := math.Min(W*0.94, 640*s)
	if t.lay.timeline {
		w = math.Min(w, t.lay.card.W)
	}
	o.text = kit.Wrap(l.T("title.offer.text"), o.face, w-2*pad)
	btnH := math.Round(math.Max(36*s, o.face.Size*2.2))
	lh := o.face.Size * 1.35
	h := float64(len(o.text))*lh + btnH + pad*2
	o.box = kit.Rect{X: (W - w) / 2, Y: pad * 0.6, W: w, H: h}
	if c := t.lay.card; t.lay.timeline {
		o.box.X, o.box.Y = c.X+(c.W-w)/2, c.Y+c.H-h-pad*0.4
	}
	bw := (w - 3*pad) / 2
	y := o.box.Y + pad*0.7 + float64(len(o.text))*lh + pad*0.3
	o.buttons[0] = kit.Button{Label: l.T("title.offer.yes"), Rect: kit.Rect{X: o.box.X + pad, Y: y, W: bw, H: btnH}}
	o.buttons[1] = kit.Button{Label: l.T("title.offer.no"), Rect: kit.Rect{X: o.box.X + 2*pad + bw, Y: y, W: bw, H: btnH}}
	kit.FitAlike(t.app.Kit.Fonts, s, &o.buttons[0], &o.buttons[1])
}

// updateOffer runs the offer's buttons; Escape says Not now. It reports
// whether the tick's input was the offer's.
func (t *Scene) updateOffer(ctx *scenes.Context) bool {
	o := &t.offer
	if o.due {
		t.showOffer()
		ctx.Redraw()
	}
	if !o.up {
		return false
	}
	yes, no := o.buttons[0].Handle(ctx), o.buttons[1].Handle(ctx)
	for _, b := range o.buttons {
		if b.Hover {
			ctx.ShowHand()
		}
	}
	no = no || ctx.Input.Just(scenes.ActBack)
	if !yes && !no {
		if ctx.Input.Pointer.Pressed && !o.box.Contains(ctx.Input.Pointer.X, ctx.Input.Pointer.Y) {
			// A choice on the menu is an answer too.
			o.up = false
			ctx.Redraw()
		}
		return false
	}
	t.app.PlaySound(audio.Click)
	o.up = false
	ctx.Redraw()
	if yes {
		if s := t.open(itemLearn); s != nil {
			ctx.GoTo(s)
		}
	}
	return true
}

// drawOffer draws the offer's box, its line and its buttons.
func (t *Scene) drawOffer(dst *ebiten.Image) {
	o := &t.offer
	if !o.up || o.face == nil {
		return
	}
	k := t.app.Kit
	k.FillRoundRect(dst, o.box, 8*t.scale, color.RGBA{0x1a, 0x12, 0x0c, 0xf4})
	k.StrokeRoundRect(dst, o.box, 8*t.scale, 1.2*t.scale, kit.ColorAccent)
	y := o.box.Y + o.face.Size*0.7
	for _, l := range o.text {
		kit.DrawText(dst, l, o.face, o.box.X+o.box.W/2, y, kit.AlignCenter, kit.ColorText)
		y += o.face.Size * 1.35
	}
	for i := range o.buttons {
		o.buttons[i].Draw(dst, k, t.scale, false)
	}
}

// offerLabels are the offer's texts as drawn, for the tests of fit.
func (t *Scene) offerLabels() []kit.Label {
	o := &t.offer
	if !o.up || o.face == nil {
		return nil
	}
	var out []kit.Label
	lh := o.face.Size * 1.35
	for i, l := range o.text {
		out = append(out, kit.Label{Text: l, Face: o.face, Box: kit.Rect{X: o.box.X, Y: o.box.Y + o.face.Size*0.7 + float64(i)*lh, W: o.box.W, H: lh}, Align: kit.AlignCenter})
	}
	for i := range o.buttons {
		out = append(out, o.buttons[i].Labels(t.app.Kit.Fonts, t.scale)...)
	}
	return out
}
