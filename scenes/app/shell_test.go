package app

import (
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/ninemen/morris/scenes"
)

// shellScene asks for a toast on its first Update, if it has a message.
type shellScene struct {
	msg  string
	done bool
}

func (s *shellScene) Layout(int, int, float64) {}
func (s *shellScene) Draw(*ebiten.Image)       {}
func (s *shellScene) Update(ctx *scenes.Context) error {
	if !s.done && s.msg != "" {
		s.done = true
		ctx.Toast(s.msg)
	}
	return nil
}

// shellManager is a manager showing s with the shell of app, on a clock
// that moves a tick a step.
func shellManager(t *testing.T, app *App, s scenes.Scene) (*Shell, func(in *scenes.Input)) {
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	m := scenes.NewManager(s)
	shell := NewShell(app)
	m.SetShell(shell)
	m.SetClock(func() time.Time { return now })
	m.SetSize(800, 600, 1)
	return shell, func(in *scenes.Input) {
		t.Helper()
		now = now.Add(scenes.TickTime)
		if err := m.Step(in); err != nil {
			t.Fatal(err)
		}
	}
}

// TestToastMessage: a scene's message shows for messageTime on the clock,
// and M shows the sound switch in its place.
func TestToastMessage(t *testing.T) {
	shell, step := shellManager(t, NewAppWith(nil, nil), &shellScene{msg: "Record saved to /x/y.pgn"})
	step(&scenes.Input{})
	if text, left := shell.Toast(); text != "Record saved to /x/y.pgn" || left != messageTime {
		t.Fatalf("toast %q for %v, want the message for %v", text, left, messageTime)
	}
	for range int(messageTime/scenes.TickTime) + 1 {
		step(&scenes.Input{})
	}
	if text, _ := shell.Toast(); text != "" {
		t.Fatalf("after %v the toast still says %q", messageTime, text)
	}
	shell, step = shellManager(t, NewAppWith(nil, nil), &shellScene{msg: "Saved"})
	step(&scenes.Input{})
	step(scenes.Key(scenes.ActMute))
	if text, _ := shell.Toast(); text != "Sound off" {
		t.Errorf("after M the toast says %q, want the sound switch", text)
	}
}

func TestAppFollowsFingersMouseAndKeys(t *testing.T) {
	tap := &scenes.Input{Pointer: scenes.Pointer{X: 5, Y: 5, Present: true, Pressed: true, Down: true, Touch: true}}
	lift := &scenes.Input{Pointer: scenes.Pointer{X: 5, Y: 5, Released: true, Touch: true}}
	steps := []struct {
		name string
		in   *scenes.Input
		want bool
	}{
		{"a tap", tap, true},
		{"the finger lifted", lift, true},
		{"the mouse resting", &scenes.Input{Pointer: scenes.Pointer{X: 9, Y: 9, Present: true}}, true},
		{"a click", scenes.Click(9, 9), false},
		{"a tap again", tap, true},
		{"a key", scenes.Key(scenes.ActDown), false},
	}
	app := NewApp(nil, nil)
	_, step := shellManager(t, app, &shellScene{})
	for _, s := range steps {
		step(s.in)
		if app.Fingers != s.want {
			t.Fatalf("after %s: Fingers %v", s.name, app.Fingers)
		}
	}
}
