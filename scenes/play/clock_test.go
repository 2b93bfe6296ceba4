package play

import (
	"testing"
	"time"

	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/app"
	"github.com/ninemen/morris/scenes/board"
	"github.com/ninemen/morris/scenes/internal/scenetest"
)

// On a machine that draws ten frames a second a placement takes its time
// on the clock, not 0.42 s worth of frames (which would stretch it to
// four seconds), and the time played is the time on the clock.
func TestAnimationsAndTimePlayedRunOnTheClock(t *testing.T) {
	a := scenetest.App(t)
	h := newHarness(t, a, New(a, &scenetest.Home{}, ModeTwoPlayers), 1280, 800)
	p := h.play()
	h.settle()
	played := p.playedTime()
	slow := 100 * time.Millisecond
	x, y := p.lay.Point(rules.D6)
	h.m.Clock.Advance(slow - scenes.TickTime)
	h.step(scenes.Click(x, y))
	frames := 1
	for p.animating() {
		h.m.Clock.Advance(slow - scenes.TickTime)
		h.step(&scenes.Input{})
		frames++
		if frames > 100 {
			t.Fatal("the placement never ended")
		}
	}
	// The animation starts in the frame of the click and advances from the
	// next one.
	want := 1 + int((board.Length(board.Placing, app.SpeedNormal)+slow-1)/slow)
	if frames != want {
		t.Errorf("the placement took %d frames of %v, want %d", frames, slow, want)
	}
	if got := p.playedTime() - played; got != time.Duration(frames)*slow {
		t.Errorf("%v played over %d frames of %v", got, frames, slow)
	}
}
