package review

import (
	"fmt"
	"testing"

	"github.com/ninemen/morris/scenes/board"
	"github.com/ninemen/morris/scenes/internal/scenetest"
	"github.com/ninemen/morris/scenes/kit"
)

// At every window size the review's parts are on the screen, apart from
// each other and from the board and cards, and the graph has room to read.
func TestPlacesApartOnEveryWindow(t *testing.T) {
	a := scenetest.App(t)
	g := scenetest.Record(t, "sanmill_export.pgn")
	v := board.NewViewer(a, g, g.Ply())
	cross := func(a, b kit.Rect) bool {
		return a.X < b.X+b.W-0.5 && b.X < a.X+a.W-0.5 && a.Y < b.Y+b.H-0.5 && b.Y < a.Y+a.H-0.5
	}
	sizes := append([]scenetest.Screen{{W: 320, H: 400, Scale: 1}, {W: 390 * 3, H: 844 * 3, Scale: 3}}, scenetest.Screens...)
	for _, sc := range sizes {
		p := layout(v, sc.W, sc.H, sc.Scale)
		parts := map[string]kit.Rect{"graph": p.graph, "status": p.view.Status, "white card": p.view.Cards[0], "black card": p.view.Cards[1]}
		if p.list.H > 0 {
			parts["list"] = p.list
		}
		for i, r := range p.nav {
			parts[fmt.Sprint("nav ", i)] = r
		}
		for i, r := range p.outs {
			parts[fmt.Sprint("out ", i)] = r
		}
		if p.graph.H < p.text*2.4 {
			t.Errorf("%v: the graph is %.0f px high", sc, p.graph.H)
		}
		for name, r := range parts {
			if r.W <= 0 || r.H <= 0 || r.X < 0 || r.Y < 0 || r.X+r.W > float64(sc.W)+0.5 || r.Y+r.H > float64(sc.H)+0.5 {
				t.Errorf("%v: %s at %+v is not on the screen", sc, name, r)
			}
			// The board's image has a shadow margin the cards reach into.
			in := p.view.Board
			m := in.W * 0.03
			in = kit.Rect{X: in.X + m, Y: in.Y + m, W: in.W - 2*m, H: in.H - 2*m}
			if cross(r, in) {
				t.Errorf("%v: %s at %+v is on the board %+v", sc, name, r, in)
			}
			for other, o := range parts {
				if other < name && cross(r, o) {
					t.Errorf("%v: %s %+v and %s %+v overlap", sc, name, r, other, o)
				}
			}
		}
	}
}
