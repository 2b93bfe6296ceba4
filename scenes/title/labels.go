package title

import (
	"github.com/ninemen/morris/scenes/kit"
)

// Labels implements kit.Labeler: the game's name, the subtitle and the
// menu's entries, from the layout Draw draws them from.
func (t *Scene) Labels() []kit.Label {
	l := &t.lay
	out := []kit.Label{{Text: l.nameText, Face: l.nameFace, Align: kit.AlignCenter,
		Box: kit.Rect{X: l.name.X, Y: l.name.Y + l.nameY, W: l.name.W, H: l.nameFace.Size * 1.3}}}
	y := l.name.Y + l.subY
	for _, line := range l.subLines {
		out = append(out, kit.Label{Text: line, Face: l.subFace, Align: kit.AlignCenter, Box: kit.Rect{X: l.name.X, Y: y, W: l.name.W, H: l.subFace.Size * 1.3}})
		y += l.subFace.Size * 1.3
	}
	for i := range t.buttons {
		out = append(out, t.buttons[i].Labels(t.app.Kit.Fonts, t.scale)...)
	}
	return append(out, t.offerLabels()...)
}
