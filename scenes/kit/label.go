package kit

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// Label is one line of text as a scene draws it: the text, its face and
// the box it must stay inside. Scenes that list their labels (Labeler)
// draw from the same list, so a check of the list is a check of the
// screen: every headline, name and button label fits its box at every
// window size, shrunk or wrapped, never clipped.
type Label struct {
	Text  string
	Face  *text.GoTextFace
	Box   Rect
	Align Align
}

// Labeler is a scene that lists the labels it would draw now.
type Labeler interface {
	Labels() []Label
}

// Overflow says how a label passes its box, or "" when it fits: wider
// than the box, or a box that leaves the screen of w×h pixels.
func (l Label) Overflow(w, h float64) string {
	if l.Text == "" {
		return ""
	}
	tw := TextWidth(l.Text, l.Face)
	b := l.Box
	switch {
	case tw > b.W+0.5:
		return fmt.Sprintf("%q is %.0f px wide in a box of %.0f", l.Text, tw, b.W)
	case b.X < -0.5 || b.X+b.W > w+0.5 || b.Y < -0.5 || b.Y > h:
		return fmt.Sprintf("%q has its box %+v off a %.0fx%.0f screen", l.Text, b, w, h)
	}
	return ""
}

// Draw draws the label in clr, its top at the box's.
func (l Label) Draw(dst *ebiten.Image, clr color.Color) {
	if l.Text == "" || l.Face == nil {
		return
	}
	x := l.Box.X
	switch l.Align {
	case AlignCenter:
		x += l.Box.W / 2
	case AlignEnd:
		x += l.Box.W
	}
	DrawText(dst, l.Text, l.Face, x, l.Box.Y, l.Align, clr)
}

// Fit is the face of style at size, shrunk in small steps down to minSize
// until s fits in width: at minSize it is returned whether it fits or not,
// for the caller to wrap or shorten.
func (f *Fonts) Fit(style Style, size, minSize float64, s string, width float64) *text.GoTextFace {
	face := f.Face(style, size)
	for size > minSize && TextWidth(s, face) > width {
		size = max(minSize, size*0.94)
		face = f.Face(style, size)
	}
	return face
}

// Fits reports whether s is no wider than width in face.
func Fits(s string, face *text.GoTextFace, width float64) bool {
	return TextWidth(s, face) <= width+0.5
}
