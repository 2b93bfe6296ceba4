package review

import (
	"testing"

	"github.com/ninemen/morris/scenes/internal/scenetest"
)

// The mouse moving over the board or the panel draws nothing until it
// lights a button; over the graph and the moves, which a click goes to, it
// is a hand.
func TestPointerMotion(t *testing.T) {
	a := scenetest.FontsApp(t)
	g := scenetest.Record(t, "sanmill_export.pgn")
	r := newScene(a, g, &scenetest.Stub{}, &scenetest.Home{}, &fakeAnalyser{perTick: 100, score: func(p int) int { return p }})
	m := scenetest.NewPointerManager(t, a, r)
	board := scenetest.Centre(&r.pl.view.Board)
	graph := scenetest.Centre(&r.pl.graph)
	first := func() (float64, float64) {
		l := r.pl.list
		return l.X + l.W*0.45, l.Y + l.H - 4
	}
	scenetest.CheckMotions(t, m, []scenetest.Motion{
		{Name: "over the board", From: board, To: scenetest.Off(board, 30, 20), Redraw: false, Hand: false},
		{Name: "onto the graph", From: board, To: graph, Redraw: false, Hand: true},
		{Name: "along the graph", From: graph, To: scenetest.Off(graph, 25, 0), Redraw: false, Hand: true},
		{Name: "onto a move", From: board, To: first, Redraw: false, Hand: true},
		{Name: "onto Back", From: board, To: scenetest.Centre(&r.nav[1].Rect), Redraw: true, Hand: false},
		// Next is disabled at the end: it does not light up.
		{Name: "onto Next", From: board, To: scenetest.Centre(&r.nav[2].Rect), Redraw: false, Hand: false},
	})
	scenetest.MuteKey(t, a, newScene(a, g, &scenetest.Stub{}, &scenetest.Home{}, &fakeAnalyser{score: func(int) int { return 0 }}))
}
