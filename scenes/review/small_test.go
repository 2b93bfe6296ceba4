package review

import (
	"slices"
	"testing"

	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/internal/scenetest"
)

// A game on a board the engine does not play is reviewed move by move,
// on its board, without asking the engine or saying it is analysing.
func TestReviewOfABoardTheEngineDoesNotPlay(t *testing.T) {
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
	if r.started {
		t.Error("the engine was asked to analyse a board it does not play")
	}
	if _, help := r.status(); slices.Contains(help, a.Lang().T("review.status.analysing")) {
		t.Errorf("the status says %q", help)
	}
}
