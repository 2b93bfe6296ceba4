package review

import (
	"testing"

	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/internal/scenetest"
)

// The review makes its buttons' labels again, fitted, in a language
// chosen while it is open, and draws itself again in it.
func TestReviewSpeaksTheLanguageChosen(t *testing.T) {
	g := scenetest.Record(t, "sanmill_export.pgn")
	h := newHarness(t, g, 1280, 800, 1, func(int) int { return 0 })
	r := h.r
	a := h.m.App
	before := a.Lang()
	if r.spoken != before {
		t.Fatal("the review did not keep the language it was made in")
	}
	s := a.Settings
	s.Language = "de"
	a.SetSettings(s)
	if _, layers := h.m.Frame(t, &scenes.Input{}, h.screen); layers == 0 {
		t.Error("the layers were not drawn again in the new language")
	}
	if r.spoken == before || r.spoken != a.Lang() {
		t.Fatal("the review's labels were not made again in the new language")
	}
	if got, want := r.outs[2].Label, a.Lang().T("review.button.close"); got != want || r.outs[2].Size == 0 {
		t.Errorf("Close reads %q at size %v, want %q fitted", got, r.outs[2].Size, want)
	}
}
