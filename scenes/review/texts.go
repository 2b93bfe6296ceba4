package review

import (
	"image/color"

	"github.com/ninemen/morris/scenes/board"
	"github.com/ninemen/morris/scenes/kit"
)

// colouredLabel is a label and the colour it is drawn in.
type colouredLabel struct {
	l   kit.Label
	clr color.Color
}

// statusLabels are the status's lines as drawn: where the board is, large,
// and under it what the engine says, each line shrunk to the status's
// width.
func (r *Scene) statusLabels() []colouredLabel {
	f := r.app.Kit
	st := r.pl.view.Status
	t := r.pl.text
	main, help := r.status()
	face := board.FitLine(f.Fonts, kit.Regular, t*1.25, t*0.7, main, st.W)
	y := st.Y + (st.H-t*2.9)/2
	out := []colouredLabel{{kit.Label{Text: main, Face: face, Box: kit.Rect{X: st.X, Y: y, W: st.W, H: t * 1.6}}, kit.ColorParchment}}
	// Two lines of help at most fit under the main line; a third
	// (the best move) shares the second.
	if len(help) > 2 {
		help = []string{help[0], r.app.Lang().T("review.status.join", "First", help[1], "Second", help[2])}
	}
	hy := y + t*1.6
	size := t * 0.88
	if len(help) > 1 {
		size = t * 0.78
	}
	for i, h := range help {
		hf := board.FitLine(f.Fonts, kit.Italic, size, t*0.55, h, st.W)
		clr := color.Color(kit.ColorDim)
		if i == 0 && len(help) > 1 && r.hasMark() {
			clr = kit.ColorWarn
		}
		out = append(out, colouredLabel{kit.Label{Text: h, Face: hf, Box: kit.Rect{X: st.X, Y: hy + float64(i)*size*1.2, W: st.W, H: size * 1.3}}, clr})
	}
	return out
}

// hasMark reports whether the turn shown is marked a mistake or blunder.
func (r *Scene) hasMark() bool {
	i := r.turnIndex(r.view.Ply())
	return i > 0 && r.marks[i] != noMark && !r.positionOver()
}

// Labels implements kit.Labeler.
func (r *Scene) Labels() []kit.Label {
	var out []kit.Label
	for _, lb := range r.statusLabels() {
		out = append(out, lb.l)
	}
	out = append(out, r.view.CardLabels()...)
	for _, b := range append(r.nav[:], r.outs[:]...) {
		out = append(out, b.Labels(r.app.Kit.Fonts, r.scale)...)
	}
	return out
}
