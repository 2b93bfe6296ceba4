package scenetest

import (
	"fmt"
	"testing"

	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/app"
	"github.com/ninemen/morris/scenes/kit"
)

// Screen is a window size in pixels at a device scale.
type Screen struct {
	W, H  int
	Scale float64
}

func (s Screen) String() string { return fmt.Sprintf("%dx%d@%g", s.W, s.H, s.Scale) }

// Screens are the windows every scene must fit its text into: from a
// small phone (360x640 CSS pixels) to a 2560x1440 desktop, upright and on
// its side, at the scales phones and HiDPI screens use.
var Screens = []Screen{
	{360, 640, 1}, {1080, 1920, 3}, {1170, 2532, 3}, {412 * 2, 915 * 2, 2},
	{640, 360, 1}, {2532, 1170, 3}, {768, 1024, 1}, {1536, 2048, 2},
	{800, 600, 1}, {1024, 768, 1}, {1200, 780, 1}, {1280, 800, 1},
	{1366, 768, 1}, {1920, 1080, 1}, {2560, 1440, 1}, {2560, 1440, 2},
}

// LabelsFit lays out the scene made by mk at every one of Screens, runs
// setup on it (to open a menu, play to some position), and fails for each
// label whose measured width passes its box or whose box leaves the
// screen. The scene must be a kit.Labeler; the app needs typefaces
// (FontsApp).
func LabelsFit(t *testing.T, a *app.App, mk func() scenes.Scene, setup func(*scenes.Manager)) {
	t.Helper()
	for _, sc := range Screens {
		m := app.NewManager(a, mk())
		m.SetSize(sc.W, sc.H, sc.Scale)
		for range 3 {
			if err := m.Step(&scenes.Input{}); err != nil {
				t.Fatal(err)
			}
			m.MarkDrawn()
		}
		if setup != nil {
			setup(m)
		}
		l, ok := m.Current().(kit.Labeler)
		if !ok {
			t.Fatalf("%T lists no labels", m.Current())
		}
		labels := l.Labels()
		if len(labels) == 0 {
			t.Fatalf("%v: %T lists no labels", sc, m.Current())
		}
		for _, lb := range labels {
			if why := lb.Overflow(float64(sc.W), float64(sc.H)); why != "" {
				t.Errorf("%v: %T: %s", sc, m.Current(), why)
			}
		}
	}
}
