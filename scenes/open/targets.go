package open

import (
	"github.com/ninemen/morris/scenes/app"
	"github.com/ninemen/morris/scenes/kit"
)

// ScreenTargets returns where the open scene's buttons are on a screen of
// w×h pixels at scale, by label ("open:Choose a file", "open:Paste",
// "open:Back") and, in the browser, the middle of the drop zone
// ("open:drop"), for the end-to-end tests to click as a player would; the
// file list (natively) is not among them.
func ScreenTargets(app *app.App, w, h int, scale float64) map[string][2]float64 {
	s := newScene(app, nil, nil, !app.Browser)
	s.Layout(w, h, scale)
	out := map[string][2]float64{}
	buttons := []*kit.Button{&s.backButton}
	if !s.list {
		buttons = append(buttons, &s.choose, &s.paste)
	}
	for _, b := range buttons {
		x, y := b.Rect.Center()
		out["open:"+b.Label] = [2]float64{x, y}
	}
	if s.lay.drop.W > 0 {
		x, y := s.lay.drop.Center()
		out["open:drop"] = [2]float64{x, y}
	}
	return out
}
