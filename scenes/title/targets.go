package title

import (
	"github.com/ninemen/morris/lang"
	"github.com/ninemen/morris/scenes/app"
	"github.com/ninemen/morris/scenes/board"
)

// ScreenTargets returns where a player would press on a screen of w×h
// pixels at scale pixels per unit: the title menu's entries under
// "menu:<label>" with their English label whatever the language shown
// (for example "menu:Two players"), the middle of its
// timeline's card under "title:card" (when there is room for one), and the
// board's points in the play scene under "point:<name>" (for example
// "point:d6"). The end-to-end tests drive the real game with it, so they
// click where the scenes really put things rather than at guessed
// coordinates.
func ScreenTargets(app *app.App, w, h int, scale float64) map[string][2]float64 {
	out := map[string][2]float64{}
	t := New(app).(*Scene)
	t.Layout(w, h, scale)
	english := lang.New(lang.English)
	for i, b := range t.buttons {
		x, y := b.Rect.Center()
		out["menu:"+english.T(itemLabels[t.items[i]])] = [2]float64{x, y}
	}
	if t.lay.timeline {
		x, y := t.lay.card.Center()
		out["title:card"] = [2]float64{x, y}
	}
	for k, v := range board.PointTargets(w, h, scale) {
		out[k] = v
	}
	return out
}
