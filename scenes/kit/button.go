package kit

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/ninemen/morris/scenes"
)

// Rect is a rectangle in screen pixels.
type Rect struct{ X, Y, W, H float64 }

// Contains reports whether the point is inside.
func (r Rect) Contains(x, y float64) bool {
	return x >= r.X && x < r.X+r.W && y >= r.Y && y < r.Y+r.H
}

// Center returns the middle of the rectangle.
func (r Rect) Center() (float64, float64) { return r.X + r.W/2, r.Y + r.H/2 }

// Button is a labelled rectangle that reacts to the pointer and to the
// keyboard focus.
type Button struct {
	Label    string
	Rect     Rect
	Disabled bool
	// Hint is a second, smaller line under the label (for example "coming
	// soon" or the current value of a setting).
	Hint string
	// Size, when set, is the most the label's text may be (see FitAlike);
	// 0 lets it be as large as the button allows.
	Size float64

	Hover, held bool
}

// Update feeds the button this tick's input and reports whether it was
// clicked (pressed and released inside it). A disabled button is never
// clicked.
func (b *Button) Update(in *scenes.Input) bool {
	p := in.Pointer
	inside := p.Present && b.Rect.Contains(p.X, p.Y) || p.Released && b.Rect.Contains(p.X, p.Y)
	b.Hover = inside && !p.Touch
	if p.Pressed && inside {
		b.held = true
	}
	clicked := false
	if p.Released {
		clicked = b.held && inside && !b.Disabled
		b.held = false
	}
	if !p.Down && !p.Released {
		b.held = false
	}
	return clicked
}

// Handle is Update for a scene: it also asks for a redraw when the button
// looks different for the pointer (lit under it, pressed), since pointer
// motion alone draws nothing.
func (b *Button) Handle(ctx *scenes.Context) bool {
	was := b.look()
	clicked := b.Update(ctx.Input)
	if b.look() != was {
		ctx.Redraw()
	}
	return clicked
}

// HandlePart is Handle for a scene that draws a button again on its own
// (a PartDrawer): a change of look asks for a part of the screen to be
// drawn, not the whole, and is reported.
func (b *Button) HandlePart(ctx *scenes.Context) (clicked, changed bool) {
	was := b.look()
	clicked = b.Update(ctx.Input)
	if changed = b.look() != was; changed {
		ctx.RedrawPart()
	}
	return clicked, changed
}

// look is what of the pointer's state Draw shows: nothing on a disabled
// button.
func (b *Button) look() [2]bool {
	if b.Disabled {
		return [2]bool{}
	}
	return [2]bool{b.Hover, b.held}
}

// Lit reports whether the button shows otherwise than untouched: under the
// pointer, held, or focused (when the keyboard cursor is on it).
func (b *Button) Lit(focused bool) bool {
	return !b.Disabled && (b.Hover || b.held || focused)
}

// Unlit returns the button as it shows untouched, to draw in a picture of
// a scene at rest (a layer) while the pointer is on it.
func (b *Button) Unlit() Button {
	c := *b
	c.Hover, c.held = false, false
	return c
}

// Draw draws the button with k; focused is true when the keyboard cursor
// is on it.
func (b *Button) Draw(dst *ebiten.Image, k *Kit, scale float64, focused bool) {
	r := b.Rect
	bg := color.RGBA{0x4a, 0x36, 0x26, 0xe8}
	switch {
	case b.Disabled:
		bg = color.RGBA{0x33, 0x29, 0x21, 0xc0}
	case b.held:
		bg = color.RGBA{0x6b, 0x4c, 0x30, 0xf0}
	case b.Hover || focused:
		bg = color.RGBA{0x5c, 0x43, 0x2c, 0xf0}
	}
	k.FillRoundRect(dst, r, 8*scale, bg)
	edge := color.Color(color.RGBA{0x8a, 0x6a, 0x48, 0xff})
	if focused && !b.Disabled {
		edge = ColorAccent
	}
	k.StrokeRoundRect(dst, r, 8*scale, 1.5*scale, edge)
	fg := color.Color(ColorText)
	if b.Disabled {
		fg = ColorDim
	}
	ls := b.Labels(k.Fonts, scale)
	ls[0].Draw(dst, fg)
	if len(ls) > 1 {
		ls[1].Draw(dst, ColorDim)
	}
}

// Labels are the button's label and hint as Draw draws them: shrunk to fit
// inside the button's edges.
func (b *Button) Labels(fonts *Fonts, scale float64) []Label {
	r := b.Rect
	size := min(r.H*0.42, 22*scale)
	if b.Size > 0 {
		size = min(size, b.Size)
	}
	in := Rect{X: r.X + 6*scale, W: max(0, r.W-12*scale)}
	face := fonts.Fit(Regular, size, size*0.6, b.Label, in.W)
	_, cy := r.Center()
	if b.Hint == "" {
		in.Y = CenteredTop(face, cy)
		return []Label{{Text: b.Label, Face: face, Box: in, Align: AlignCenter}}
	}
	small := fonts.Fit(Italic, size*0.68, size*0.5, b.Hint, in.W)
	hint := in
	in.Y, hint.Y = cy-size*0.95, cy+size*0.12
	return []Label{{Text: b.Label, Face: face, Box: in, Align: AlignCenter}, {Text: b.Hint, Face: small, Box: hint, Align: AlignCenter}}
}

// CenteredTop is the y at which to draw one line of text (DrawText's top)
// so that it looks centred on cy: the middle of the lower-case letters and
// the capitals, not of the font's tall line box, sits on cy.
func CenteredTop(face *text.GoTextFace, cy float64) float64 {
	return cy - face.Metrics().HAscent + face.Size*0.34
}

// FitAlike gives the buttons of a row one size of label: the largest at
// which every label fits its button, so that a long label is not drawn
// smaller than its neighbours. Call it once the buttons have their labels
// and rectangles.
func FitAlike(fonts *Fonts, scale float64, buttons ...*Button) {
	size := math.Inf(1)
	for _, b := range buttons {
		b.Size = 0
		if b.Rect.W <= 0 || fonts == nil {
			continue
		}
		size = min(size, b.Labels(fonts, scale)[0].Face.Size)
	}
	if math.IsInf(size, 1) {
		return
	}
	for _, b := range buttons {
		b.Size = size
	}
}
