package history

import (
	"testing"

	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/app"
	"github.com/ninemen/morris/scenes/internal/scenetest"
)

// The links after the text that tells of the game's relatives start a
// game of the one they name, for two players, from the scene the book was
// opened from.
func TestHistoryPlayThisBoard(t *testing.T) {
	for _, want := range []rules.Variant{rules.ThreeMensMorris(), rules.SixMensMorris(), rules.TwelveMensMorris(), rules.Morabaraba()} {
		a := app.NewAppWith(scenetest.Fonts(t), nil)
		home := &scenetest.Home{}
		h := New(a, home).(*Scene)
		r := &historyRig{t: t, m: scenetest.NewManager(a, h), h: h}
		r.m.SetSize(1280, 800, 1)
		r.step(&scenes.Input{})
		var link *linkOp
		for i := range h.doc.Links {
			if h.doc.Links[i].Play == want.Name {
				link = &h.doc.Links[i]
				break
			}
		}
		if link == nil {
			t.Fatalf("no link to play %s", want.Name)
		}
		h.scrollTo(link.R.Y - h.view.H/2)
		r.settle()
		x, y := link.R.Center()
		sx, sy := x+h.view.X, y+h.view.Y-h.scroll
		if !h.overLink(scenes.Pointer{X: sx, Y: sy, Present: true}) {
			t.Fatalf("%s: no hand over the link", want.Name)
		}
		r.step(&scenes.Input{Pointer: scenes.Pointer{X: sx, Y: sy, Present: true, Down: true, Pressed: true}})
		r.step(&scenes.Input{Pointer: scenes.Pointer{X: sx, Y: sy, Present: true, Released: true}})
		if len(home.Asked) != 1 {
			t.Fatalf("%s: %d games asked for, want 1", want.Name, len(home.Asked))
		}
		g := home.Asked[0]
		if g.Variant() != want || g.Ply() != 0 || home.Computer[0] {
			t.Errorf("asked for %q at ply %d (computer %v), want a new two-player %q", g.Variant().Name, g.Ply(), home.Computer[0], want.Name)
		}
	}
}
