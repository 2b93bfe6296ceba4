package scenes

import (
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// toastScene asks for a toast on its first Update.
type toastScene struct {
	msg  string
	done bool
}

func (s *toastScene) Layout(int, int, float64) {}
func (s *toastScene) Draw(*ebiten.Image)       {}
func (s *toastScene) Update(ctx *Context) error {
	if !s.done {
		s.done = true
		ctx.Toast(s.msg)
	}
	return nil
}

// TestToastMessage: a scene's message shows for messageTime on the clock,
// and M shows the sound switch in its place.
func TestToastMessage(t *testing.T) {
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	m := NewManager(NewAppWith(nil, nil), &toastScene{msg: "Record saved to /x/y.pgn"})
	m.SetClock(func() time.Time { return now })
	step := func(in *Input) {
		t.Helper()
		now = now.Add(TickTime)
		if err := m.Step(in); err != nil {
			t.Fatal(err)
		}
	}
	step(&Input{})
	if text, left := m.Toast(); text != "Record saved to /x/y.pgn" || left != messageTime {
		t.Fatalf("toast %q for %v, want the message for %v", text, left, messageTime)
	}
	for range int(messageTime/TickTime) + 1 {
		step(&Input{})
	}
	if text, _ := m.Toast(); text != "" {
		t.Fatalf("after %v the toast still says %q", messageTime, text)
	}
	m = NewManager(NewAppWith(nil, nil), &toastScene{msg: "Saved"})
	m.SetClock(func() time.Time { return now })
	step(&Input{})
	step(Key(ActMute))
	if text, _ := m.Toast(); text != "Sound off" {
		t.Errorf("after M the toast says %q, want the sound switch", text)
	}
}
