package open

import (
	"github.com/ninemen/morris/lang"
	"github.com/ninemen/morris/scenes/app"
	"github.com/ninemen/morris/scenes/kit"
)

// ScreenTargets returns where the open scene's buttons are on a screen of
// w×h pixels at scale, by English label whatever the language shown
// ("open:Choose a file", "open:Paste", "open:Back") and, in the browser, the middle of the drop zone
// ("open:drop"), for the end-to-end tests to click as a player would; the
// file list (natively) is not among them.
func ScreenTargets(app *app.App, w, h int, scale float64) map[string][2]float64 {
	s := newScene(app, nil, nil, !app.Browser)
	s.Layout(w, h, scale)
	out := map[string][2]float64{}
	english := lang.New(lang.English)
	buttons := map[string]*kit.Button{english.T("open.back"): &s.backButton}
	if !s.list {
		buttons[english.T("open.choose")] = &s.choose
		buttons[english.T("open.paste")] = &s.paste
	}
	for label, b := range buttons {
		x, y := b.Rect.Center()
		out["open:"+label] = [2]float64{x, y}
	}
	if s.lay.drop.W > 0 {
		x, y := s.lay.drop.Center()
		out["open:drop"] = [2]float64{x, y}
	}
	return out
}
