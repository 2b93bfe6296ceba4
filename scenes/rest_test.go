package scenes_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/internal/scenetest"
)

// ticker asks for a redraw in every tick while drawing is set, and keeps
// the loop awake while awake is.
type ticker struct {
	scenetest.Stub
	drawing, awake bool
}

func (s *ticker) Update(ctx *scenes.Context) error {
	if s.drawing {
		ctx.Redraw()
	}
	if s.awake {
		ctx.KeepAwake()
	}
	return nil
}

func (*ticker) Draw(*ebiten.Image) {}

// The loop rests once the screen has stood still for a second, and the
// first tick with anything to show or any input wakes it.
func TestRestAndWake(t *testing.T) {
	still := scenetest.MouseAt(100, 100)
	moved := scenetest.MouseAt(101, 100)
	held := scenetest.MouseAt(100, 100)
	held.Pointer.Down = true
	key := scenes.Key(scenes.ActDown)
	tests := []struct {
		name string
		// then is the input of the tick after two seconds of a still
		// pointer; from it on the scene asks for a redraw each tick
		// (drawing) or keeps the loop awake (awake).
		then           *scenes.Input
		drawing, awake bool
		// want is the log of the pacer's rests from then on, over five
		// ticks with the pointer still again: none once woken.
		want string
	}{
		{"nothing", still, false, false, "rrrrrr"},
		{"the pointer moves", moved, false, false, ""},
		{"a key", key, false, false, ""},
		{"the wheel", &scenes.Input{Pointer: still.Pointer, Wheel: 1}, false, false, ""},
		{"a button held", held, false, false, ""},
		{"the scene draws", still, true, false, ""},
		{"the scene keeps it awake", still, false, true, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := &ticker{}
			d := scenetest.NewManager(scenetest.App(t), s)
			p := &scenetest.Pacer{Clock: d.Clock}
			d.SetPacer(p)
			step := func(in *scenes.Input) {
				t.Helper()
				if err := d.Step(in); err != nil {
					t.Fatal(err)
				}
				d.MarkDrawn()
			}
			for end := d.Clock.Now().Add(2 * time.Second); d.Clock.Now().Before(end); {
				step(still)
			}
			rested := p.Log.String()
			// A second of ticks at 60 a second, then rests of 50 ms, a
			// tick apart: 15 of them in the next second.
			if n := strings.Count(rested, "r"); !strings.HasPrefix(rested, "r") || n < 14 || n > 16 {
				t.Fatalf("over two still seconds: %q, want 15 rests after the first second", rested)
			}
			if p.Slept < 700*time.Millisecond {
				t.Fatalf("slept %v over the second still second", p.Slept)
			}
			p.Log.Reset()
			s.drawing, s.awake = tc.drawing, tc.awake
			step(tc.then)
			for range 5 {
				step(still)
			}
			if got := p.Log.String(); got != tc.want {
				t.Errorf("after %s: %q, want %q", tc.name, got, tc.want)
			}
		})
	}
}

// Resting waits a second from the last change, whatever the ticks.
func TestRestWaitsASecond(t *testing.T) {
	for _, tick := range []time.Duration{time.Second / 60, time.Second / 20, 300 * time.Millisecond} {
		t.Run(fmt.Sprint(tick), func(t *testing.T) {
			d := scenetest.NewManager(scenetest.App(t), &scenetest.Stub{})
			p := &scenetest.Pacer{Clock: d.Clock}
			d.SetPacer(p)
			start := d.Clock.Now()
			in := scenetest.MouseAt(10, 10)
			for p.Log.Len() == 0 {
				d.Clock.Advance(tick - scenes.TickTime)
				if err := d.Step(in); err != nil {
					t.Fatal(err)
				}
				d.MarkDrawn()
			}
			if waited := d.Clock.Now().Sub(start) - p.Slept; waited < time.Second || waited > time.Second+2*tick {
				t.Errorf("first rest after %v, want a second", waited)
			}
		})
	}
}
