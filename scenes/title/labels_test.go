package title

import (
	"testing"
	"time"

	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/internal/scenetest"
)

// The title's name, subtitle and menu fit their boxes at every window
// size, with Continue's second line.
func TestTitleTextsFitEveryWindow(t *testing.T) {
	a := titleApp(t)
	g := rules.NewGame(rules.NineMensMorris())
	if err := g.Play(rules.Place(rules.D6)); err != nil {
		t.Fatal(err)
	}
	if err := a.SaveGame(g, true, false, time.Minute); err != nil {
		t.Fatal(err)
	}
	scenetest.LabelsFit(t, a, func() scenes.Scene { return New(a) }, func(m *scenes.Manager) {
		if b := m.Current().(*Scene).buttons[0]; b.Label != "Continue" || b.Hint == "" {
			t.Fatalf("first entry %q / %q, want Continue with its hint", b.Label, b.Hint)
		}
	})
}
