package board

import (
	"testing"

	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/app"
	"github.com/ninemen/morris/scenes/kit"
)

// Every kind of motion ends, at every speed, resting on its point.
func TestEveryMotionEnds(t *testing.T) {
	for _, k := range []Motion{Placing, Sliding, Flying, Removing, Settling} {
		for _, sp := range app.Speeds {
			a := newStoneAnim(k, rules.White, rules.Place(rules.D6), 0, sp)
			for i := 0; i < 5*scenes.TPS && !a.done(); i++ {
				a.advance(scenes.TickTime)
				pose := a.pose(0, 0, 100, 100, 30, kit.Rect{})
				if pose.lift < 0 || pose.lift > maxLift+0.01 || pose.alpha < 0 || pose.alpha > 1 {
					t.Fatalf("kind %d: pose %+v out of range", k, pose)
				}
			}
			if !a.done() || !a.touchedDown() {
				t.Fatalf("animation kind %d at speed %v never finished", k, sp)
			}
			if end := a.pose(0, 0, 100, 100, 30, kit.Rect{}); k != Removing && (end.x != 100 || end.y != 100 || end.rx != 0 || end.ry != 0 || end.lift > 0.01) {
				t.Fatalf("kind %d ends at %+v, want resting on (100, 100)", k, end)
			}
		}
	}
}
