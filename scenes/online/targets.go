package online

import (
	wire "github.com/ninemen/morris/online"
	"github.com/ninemen/morris/scenes/app"
)

// ScreenTargets are where the scene's buttons and points are on a screen
// of the given size, for the end-to-end tests to click, without a server:
// the menu's ("online:create", "online:tc:0"…), the board's during a
// game ("online:play:point:d6", "online:play:resign"…) and after it
// ("online:over:save", "online:over:review"…).
func ScreenTargets(a *app.App, w, h int, scale float64) map[string][2]float64 {
	out := map[string][2]float64{}
	add := func(prefix string, s *Scene) {
		s.Layout(w, h, scale)
		for k, v := range s.Targets() {
			out[prefix+k] = v
		}
		s.cancel()
		if s.viewer != nil {
			s.viewer.Release()
		}
	}
	menu := newScene(a, nil, nil)
	menu.phase = phaseMenu
	add("online:", menu)
	st := wire.State{You: wire.White, Variant: wire.SpecOf(a.Settings.VariantRules()), TC: timeControls[0], Guest: true, WhiteOn: true, BlackOn: true}
	playing := newScene(a, nil, nil)
	playing.takeState(&st)
	add("online:play:", playing)
	st.Result, st.Reason = "0-1", wire.ReasonResigned
	over := newScene(a, nil, nil)
	over.takeState(&st)
	add("online:over:", over)
	return out
}
