package review

import (
	"image/color"

	"github.com/ninemen/morris/scenes"
)

// colouredLabel is a label and the colour it is drawn in.
type colouredLabel struct {
	l   scenes.Label
	clr color.Color
}

// statusLabels are the status's lines as drawn: where the board is, large,
// and under it what the engine says, each line shrunk to the status's
// width.
func (r *Scene) statusLabels() []colouredLabel {
	f := r.app.Fonts
	st := r.pl.view.Status
	t := r.pl.text
	main, help := r.status()
	face := f.Fit(scenes.Regular, t*1.25, t*0.7, main, st.W)
	y := st.Y + (st.H-t*2.9)/2
	out := []colouredLabel{{scenes.Label{Text: main, Face: face, Box: scenes.Rect{X: st.X, Y: y, W: st.W, H: t * 1.6}}, scenes.ColorParchment}}
	// Two lines of help at most fit under the main line; a third
	// (the best move) shares the second.
	if len(help) > 2 {
		help = []string{help[0], help[1] + " · " + help[2]}
	}
	hy := y + t*1.6
	size := t * 0.88
	if len(help) > 1 {
		size = t * 0.78
	}
	for i, h := range help {
		hf := f.Fit(scenes.Italic, size, t*0.55, h, st.W)
		clr := color.Color(scenes.ColorDim)
		if i == 0 && len(help) > 1 && r.hasMark() {
			clr = scenes.ColorWarn
		}
		out = append(out, colouredLabel{scenes.Label{Text: h, Face: hf, Box: scenes.Rect{X: st.X, Y: hy + float64(i)*size*1.2, W: st.W, H: size * 1.3}}, clr})
	}
	return out
}

// hasMark reports whether the turn shown is marked a mistake or blunder.
func (r *Scene) hasMark() bool {
	i := r.turnIndex(r.view.Ply())
	return i > 0 && r.marks[i] != noMark && !r.positionOver()
}

// Labels implements scenes.Labeler.
func (r *Scene) Labels() []scenes.Label {
	var out []scenes.Label
	for _, lb := range r.statusLabels() {
		out = append(out, lb.l)
	}
	out = append(out, r.view.CardLabels()...)
	for _, b := range append(r.nav[:], r.outs[:]...) {
		out = append(out, b.Labels(r.app.Fonts, r.scale)...)
	}
	return out
}
