package lessons_test

import (
	"testing"
	"time"

	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
)

// drag carries the man on from to the point to with the mouse or a
// finger, in ten steps, and lets it go there.
func (r *rig) drag(from, to rules.Point, touch bool) {
	r.t.Helper()
	at := r.s.Targets()
	a, b := at["point:"+from.String()], at["point:"+to.String()]
	x0, y0, x1, y1 := float64(a.X), float64(a.Y), float64(b.X), float64(b.Y)
	// A finger carries its man above it: the finger is under the point.
	lift := 0.0
	if touch {
		lift = float64(at["point:d5"].Y-at["point:d6"].Y) / 4
	}
	r.step(&scenes.Input{Pointer: scenes.Pointer{X: x0, Y: y0, Present: true, Down: true, Pressed: true, Touch: touch}})
	for i := 1; i <= 10; i++ {
		f := float64(i) / 10
		r.step(&scenes.Input{Pointer: scenes.Pointer{X: x0 + (x1-x0)*f, Y: y0 + (y1-y0)*f + lift, Present: true, Down: true, Touch: touch}})
	}
	r.step(&scenes.Input{Pointer: scenes.Pointer{X: x1, Y: y1 + lift, Present: !touch, Released: true, Touch: touch}})
	r.step(&scenes.Input{})
}

// A man carried to its point by the mouse or a finger is the lesson's
// slide, as two clicks are.
func TestDragAManInALesson(t *testing.T) {
	for _, touch := range []bool{false, true} {
		r := newRig(t, 1280, 800)
		r.s.Open("moving")
		r.wait(300 * time.Millisecond)
		m := r.s.Run().Accepted()[0][0]
		if m.Kind() != rules.SlideMove {
			t.Fatalf("the moving lesson's first turn is %v, not a slide", m)
		}
		r.drag(m.From(), m.To(), touch)
		if main, _, _ := r.s.Status(); main != "Good!" {
			t.Errorf("touch %v: the slide carried says %q", touch, main)
		}
	}
}
