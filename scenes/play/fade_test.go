package play

import (
	"testing"

	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/internal/scenetest"
)

// fadeIntoPlay starts on a stand-in scene and switches to a new two-player
// game, as the title does, leaving the manager at the start of the fade.
func fadeIntoPlay(t *testing.T) (*harness, *Scene) {
	t.Helper()
	a := scenetest.App(t)
	h := newHarness(t, a, &scenetest.Stub{}, 1280, 800)
	p := New(a, &scenetest.Home{}, ModeTwoPlayers).(*Scene)
	h.m.GoTo(p)
	return h, p
}

// The first click on the board after entering a game was lost: the
// manager gave the incoming scene no input during the crossfade, and the
// crossfade's first frames, which build the board's images, can last a
// second or more. A click while the board fades in must count.
func TestClickDuringTheFadeIsNotLost(t *testing.T) {
	h, p := fadeIntoPlay(t)
	for range int(scenes.DeafAfterSwitch / scenes.TickTime) {
		h.step(&scenes.Input{})
	}
	if h.m.FadeLeft() == 0 {
		t.Fatal("the fade is over already; the test needs a click during it")
	}
	x, y := p.lay.Point(rules.D6)
	h.step(scenes.Click(x, y))
	h.settle()
	if got := p.game.Moves(); len(got) != 1 || got[0] != rules.Place(rules.D6) {
		t.Fatalf("moves %v after clicking d6 during the fade, want [d6]", got)
	}
}

// A press during the fade and its release after it: the press is what
// places a man, and it must not be lost either.
func TestPressDuringTheFadeReleaseAfter(t *testing.T) {
	h, p := fadeIntoPlay(t)
	for h.m.FadeLeft() > 2*scenes.TickTime {
		h.step(&scenes.Input{})
	}
	x, y := p.lay.Point(rules.A1)
	h.step(&scenes.Input{Pointer: scenes.Pointer{X: x, Y: y, Present: true, Down: true, Pressed: true}})
	for range 3 {
		h.step(&scenes.Input{Pointer: scenes.Pointer{X: x, Y: y, Present: true, Down: true}})
	}
	if h.m.FadeLeft() > 0 {
		t.Fatal("still fading; the release must come after the fade")
	}
	h.step(&scenes.Input{Pointer: scenes.Pointer{X: x, Y: y, Present: true, Released: true}})
	h.settle()
	if got := p.game.Moves(); len(got) != 1 || got[0] != rules.Place(rules.A1) {
		t.Fatalf("moves %v, want [a1]", got)
	}
}

// A second click right after the one that switched scenes is the end of a
// double click on the menu, not a move.
func TestDoubleClickTailIsNotAMove(t *testing.T) {
	h, p := fadeIntoPlay(t)
	h.step(&scenes.Input{})
	x, y := p.lay.Point(rules.D2)
	h.step(scenes.Click(x, y))
	for h.m.FadeLeft() > 0 {
		h.step(&scenes.Input{})
	}
	h.settle()
	if n := len(p.game.Moves()); n != 0 {
		t.Fatalf("%d moves from a click %d ticks after the switch", n, 2)
	}
}
