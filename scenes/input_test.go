package scenes

import (
	"testing"
	"time"
)

// A notch of the wheel is one line of Input.Wheel in every build: the
// browser's 100 CSS pixels as much as the desktop's 1. The scenes scroll by
// Input.Wheel alone, so they scroll the same in both.
func TestWheelNotchIsOneLine(t *testing.T) {
	// Ebitengine's offset is positive upwards; Input.Wheel downwards.
	if got := wheelNotches(-wheelPixelsPerNotch); got != 1 {
		t.Errorf("a notch down is %v lines, want 1", got)
	}
	if got := wheelNotches(0.5 * wheelPixelsPerNotch); got != -0.5 {
		t.Errorf("half a notch up (a trackpad) is %v lines, want -0.5", got)
	}
}

func TestInputActiveIgnoresMotionAlone(t *testing.T) {
	rest := Pointer{X: 100, Y: 100, Present: true}
	moved := Pointer{X: 104, Y: 101, Present: true}
	held := Pointer{X: 100, Y: 100, Present: true, Down: true}
	heldMoved := Pointer{X: 130, Y: 100, Present: true, Down: true}
	key := Input{Pointer: rest}
	key.Press(ActDown)
	tests := []struct {
		name       string
		prev, this Input
		want       bool
	}{
		{"still", Input{Pointer: rest}, Input{Pointer: rest}, false},
		{"moved", Input{Pointer: rest}, Input{Pointer: moved}, false},
		{"moved with the button held", Input{Pointer: held}, Input{Pointer: heldMoved}, false},
		{"pressed", Input{Pointer: rest}, Input{Pointer: Pointer{X: 100, Y: 100, Present: true, Down: true, Pressed: true}}, true},
		{"released", Input{Pointer: held}, Input{Pointer: Pointer{X: 100, Y: 100, Present: true, Released: true}}, true},
		{"button changed", Input{Pointer: rest}, Input{Pointer: held}, true},
		{"came in", Input{}, Input{Pointer: rest}, true},
		{"left", Input{Pointer: rest}, Input{Pointer: Pointer{X: 100, Y: 100}}, true},
		{"wheel", Input{Pointer: rest}, Input{Pointer: moved, Wheel: 1}, false},
		{"key", Input{Pointer: rest}, key, true},
		{"text", Input{Pointer: rest}, Input{Pointer: rest, Typed: []rune("a")}, true},
	}
	for _, tc := range tests {
		if got := tc.this.Active(&tc.prev); got != tc.want {
			t.Errorf("%s: Active %v, want %v", tc.name, got, tc.want)
		}
	}
}

// A held arrow key repeats on the clock, whatever the loop's tick: once at
// the press, then after 0.4 s once every 60 ms.
func TestHeldKeyRepeatsOnTheClock(t *testing.T) {
	tests := []struct {
		held time.Duration
		want int
	}{
		{0, 1},
		{399 * time.Millisecond, 1},
		{400 * time.Millisecond, 1},
		{459 * time.Millisecond, 1},
		{460 * time.Millisecond, 2},
		{519 * time.Millisecond, 2},
		{520 * time.Millisecond, 3},
		{time.Second, 11},
	}
	for _, tc := range tests {
		if got := pressesAfter(tc.held); got != tc.want {
			t.Errorf("held %v: %d presses, want %d", tc.held, got, tc.want)
		}
	}
}
