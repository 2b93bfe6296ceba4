package play

import (
	"testing"
	"time"

	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/app"
	"github.com/ninemen/morris/scenes/internal/scenetest"
)

// The result's Review opens the review (App.NewReview) on the finished
// game, going back to the result; without a review it is disabled.
func TestResultOpensTheReview(t *testing.T) {
	a := scenetest.App(t)
	var g *rules.Game
	for seed := uint64(1); g == nil; seed++ {
		if c := randomGame(rules.NineMensMorris(), seed, 400); c.Result().Over() {
			g = c
		}
	}
	if r := newResult(a, g, time.Minute, false, false).(*resultScene); !r.reviewBtn.Disabled {
		t.Fatal("Review is offered with no review scene")
	}
	var got *rules.Game
	var back scenes.Scene
	review := &scenetest.Stub{}
	a.NewReview = func(_ *app.App, g *rules.Game, b scenes.Scene) scenes.Scene {
		got, back = g, b
		return review
	}
	r := newResult(a, g, time.Minute, false, false).(*resultScene)
	m := scenetest.NewPointerManager(t, a, r)
	x, y := r.reviewBtn.Rect.Center()
	if err := m.Step(scenes.Click(x, y)); err != nil {
		t.Fatal(err)
	}
	if m.Current() != review || got != g || back != r {
		t.Fatalf("Review went to %T with game %p (want %p), back to %T", m.Current(), got, g, back)
	}
}
