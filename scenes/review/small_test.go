package review

import (
	"testing"

	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/internal/scenetest"
)

// A game on a small board is reviewed on its board, and the engine is
// asked to analyse it as any other.
func TestReviewOfASmallBoard(t *testing.T) {
	a := scenetest.App(t)
	g := rules.NewGame(rules.ThreeMensMorris())
	for _, w := range []string{"c3", "e5", "d5", "d3", "e4", "c5", "d5-d4", "e5-d5", "e4-e5"} {
		if err := g.PlayTurn(w); err != nil {
			t.Fatal(err)
		}
	}
	r := New(a, g, &scenetest.Stub{}, &scenetest.Home{}).(*Scene)
	m := scenetest.NewManager(a, r)
	m.SetSize(1280, 800, 1)
	for i := 0; i < 2*scenes.TPS; i++ {
		if err := m.Step(&scenes.Input{}); err != nil {
			t.Fatal(err)
		}
	}
	if err := m.Step(scenes.Key(scenes.ActLeft)); err != nil {
		t.Fatal(err)
	}
	if !r.started {
		t.Error("the engine was not asked to analyse a game of Three Men's Morris")
	}
}
