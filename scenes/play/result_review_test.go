package play

import (
	"slices"
	"testing"
	"time"

	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/internal/scenetest"
	"github.com/ninemen/morris/scenes/review"
)

// The result's Review opens the review on the finished game, going back
// to the result.
func TestResultOpensTheReview(t *testing.T) {
	a := scenetest.App(t)
	var g *rules.Game
	for seed := uint64(1); g == nil; seed++ {
		if c := randomGame(rules.NineMensMorris(), seed, 400); c.Result().Over() {
			g = c
		}
	}
	r := newResult(a, &scenetest.Home{}, g, time.Minute, false, false).(*resultScene)
	m := scenetest.NewPointerManager(t, a, r)
	x, y := r.reviewBtn.Rect.Center()
	if err := m.Step(scenes.Click(x, y)); err != nil {
		t.Fatal(err)
	}
	rs, ok := m.Current().(*review.Scene)
	if !ok || !slices.Equal(rs.Game().Moves(), g.Moves()) || rs.Back() != r {
		t.Fatalf("Review went to %T, want the review of the game going back to the result", m.Current())
	}
}
