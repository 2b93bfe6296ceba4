package scenes

import (
	"testing"

	"github.com/ninemen/morris/rules"
)

// fadeIntoPlay starts on a stand-in scene and switches to a new two-player
// game, as the title does, leaving the manager at the start of the fade.
func fadeIntoPlay(t *testing.T) (*harness, *playScene) {
	t.Helper()
	app := testApp(t)
	h := newHarness(t, app, &stubScene{}, 1280, 800)
	p := NewPlay(app, ModeTwoPlayers).(*playScene)
	h.m.GoTo(p)
	return h, p
}

// The first click on the board after entering a game was lost: the
// manager gave the incoming scene no input during the crossfade, and the
// crossfade's first frames, which build the board's images, can last a
// second or more. A click while the board fades in must count.
func TestClickDuringTheFadeIsNotLost(t *testing.T) {
	h, p := fadeIntoPlay(t)
	for range fadeDeafTicks {
		h.step(&Input{})
	}
	if h.m.next == nil {
		t.Fatal("the fade is over already; the test needs a click during it")
	}
	x, y := p.lay.point(rules.D6)
	h.step(Click(x, y))
	h.settle()
	if got := p.game.Moves(); len(got) != 1 || got[0] != rules.Place(rules.D6) {
		t.Fatalf("moves %v after clicking d6 during the fade, want [d6]", got)
	}
}

// A press during the fade and its release after it: the press is what
// places a man, and it must not be lost either.
func TestPressDuringTheFadeReleaseAfter(t *testing.T) {
	h, p := fadeIntoPlay(t)
	for h.m.next != nil && fadeTicks-h.m.fade < fadeTicks-2 {
		h.step(&Input{})
	}
	x, y := p.lay.point(rules.A1)
	h.step(&Input{Pointer: Pointer{X: x, Y: y, Present: true, Down: true, Pressed: true}})
	for range 3 {
		h.step(&Input{Pointer: Pointer{X: x, Y: y, Present: true, Down: true}})
	}
	if h.m.next != nil {
		t.Fatal("still fading; the release must come after the fade")
	}
	h.step(&Input{Pointer: Pointer{X: x, Y: y, Present: true, Released: true}})
	h.settle()
	if got := p.game.Moves(); len(got) != 1 || got[0] != rules.Place(rules.A1) {
		t.Fatalf("moves %v, want [a1]", got)
	}
}

// A second click right after the one that switched scenes is the end of a
// double click on the menu, not a move.
func TestDoubleClickTailIsNotAMove(t *testing.T) {
	h, p := fadeIntoPlay(t)
	h.step(&Input{})
	x, y := p.lay.point(rules.D2)
	h.step(Click(x, y))
	for h.m.next != nil {
		h.step(&Input{})
	}
	h.settle()
	if n := len(p.game.Moves()); n != 0 {
		t.Fatalf("%d moves from a click %d ticks after the switch", n, 2)
	}
}

// M did nothing on the title and the history page: each scene handled it
// on its own, and two did not. The manager handles it once for all, and
// the switch's new state is shown for a moment whatever the scene.
func TestMuteKeyWorksInEveryScene(t *testing.T) {
	scenes := []struct {
		name string
		make func(app *App) Scene
	}{
		{"title", NewTitle},
		{"history", func(app *App) Scene { return NewHistory(app, &stubScene{}) }},
		{"play", func(app *App) Scene { return NewPlay(app, ModeTwoPlayers) }},
		{"result", func(app *App) Scene {
			return newResult(app, randomGame(rules.NineMensMorris(), 1, 40), 0, false, false)
		}},
		{"settings", func(app *App) Scene { return NewSettingsScene(app, &stubScene{}) }},
	}
	for _, sc := range scenes {
		t.Run(sc.name, func(t *testing.T) {
			app := titleApp(t)
			h := newHarness(t, app, sc.make(app), 1280, 800)
			for i, want := range []bool{false, true} {
				h.step(Key(ActMute))
				if app.Settings.Sound != want {
					t.Fatalf("after %d presses of M: sound %v, want %v", i+1, app.Settings.Sound, want)
				}
				if h.m.toast == 0 || h.m.toastText() != map[bool]string{false: "Sound off", true: "Sound on"}[want] {
					t.Fatalf("after %d presses of M: toast %d %q", i+1, h.m.toast, h.m.toastText())
				}
			}
			for range toastTicks {
				h.step(&Input{})
			}
			if h.m.toast != 0 {
				t.Fatal("the toast stays up")
			}
		})
	}
}
