package lessons_test

import (
	"testing"
	"time"
)

// A step taken, its praise and the next step set up are drawn in parts,
// as play draws a move: the words and the men where they changed, never
// the whole screen.
func TestALessonStepIsDrawnInParts(t *testing.T) {
	r := newRig(t, 1280, 800)
	r.s.Open("placing")
	r.wait(time.Second)
	before, _ := r.d.Drawn()
	r.play(r.s.Run().Accepted()[0])
	r.wait(3 * time.Second)
	if r.s.Run().Index() != 1 {
		t.Fatalf("step %d after the first turn", r.s.Run().Index())
	}
	if whole, _ := r.d.Drawn(); whole != before {
		t.Errorf("the step, its praise and the next step drew the whole screen %d times", whole-before)
	}
}
