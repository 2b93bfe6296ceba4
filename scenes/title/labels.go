package title

import "github.com/ninemen/morris/scenes"

// Labels implements scenes.Labeler: the game's name, the subtitle and the
// menu's entries, from the layout Draw draws them from.
func (t *Scene) Labels() []scenes.Label {
	l := &t.lay
	out := []scenes.Label{{Text: scenes.GameName, Face: l.nameFace, Align: scenes.AlignCenter,
		Box: scenes.Rect{X: l.name.X, Y: l.name.Y + l.nameY, W: l.name.W, H: l.nameFace.Size * 1.3}}}
	y := l.name.Y + l.subY
	for _, line := range l.subLines {
		out = append(out, scenes.Label{Text: line, Face: l.subFace, Align: scenes.AlignCenter, Box: scenes.Rect{X: l.name.X, Y: y, W: l.name.W, H: l.subFace.Size * 1.3}})
		y += l.subFace.Size * 1.3
	}
	for i := range t.buttons {
		out = append(out, t.buttons[i].Labels(t.app.Fonts, t.scale)...)
	}
	return out
}
