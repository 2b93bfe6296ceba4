package history

import "github.com/ninemen/morris/scenes/kit"

// Labels implements kit.Labeler: the header's chapter name and Back, and
// every line of the page, each in a box from where it starts to the right
// edge of the page's view (the page scrolls; its lines must not run past
// the sheet).
func (h *Scene) Labels() []kit.Label {
	h.finishTypeset()
	out := append([]kit.Label{h.headerLabel()}, h.backBtn.Labels(h.app.Kit.Fonts, h.scale)...)
	for _, t := range h.doc.Texts {
		x := h.view.X + t.X
		out = append(out, kit.Label{Text: t.S, Face: t.Face, Box: kit.Rect{X: x, Y: h.view.Y, W: h.view.X + h.view.W - x, H: t.Face.Size * 1.3}})
	}
	return out
}
