package scenetest

import (
	"testing"
	"time"

	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/app"
)

// MuteKey presses M twice with s on the screen and checks that the sound
// switches off and on again, shown each time, and that what is shown goes
// away: the manager handles M for every scene.
func MuteKey(t *testing.T, a *app.App, s scenes.Scene) {
	t.Helper()
	m := NewManager(a, s)
	m.SetSize(1280, 800, 1)
	step := func(in *scenes.Input) {
		t.Helper()
		if err := m.Step(in); err != nil {
			t.Fatal(err)
		}
		m.MarkDrawn()
	}
	step(&scenes.Input{}) // lay out
	var left time.Duration
	for i, want := range []bool{false, true} {
		step(scenes.Key(scenes.ActMute))
		if a.Settings.Sound != want {
			t.Fatalf("after %d presses of M: sound %v, want %v", i+1, a.Settings.Sound, want)
		}
		var text string
		if text, left = a.Toast(); text != map[bool]string{false: "Sound off", true: "Sound on"}[want] {
			t.Fatalf("after %d presses of M: toast %v %q", i+1, left, text)
		}
	}
	// The toast goes on the clock: after its time it is gone.
	for range int(left/scenes.TickTime) + 1 {
		step(&scenes.Input{})
	}
	if text, _ := a.Toast(); text != "" {
		t.Fatal("the toast stays up")
	}
}
