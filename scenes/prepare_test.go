package scenes

import (
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// preparingScene is ready after a number of Prepares (never, if negative)
// and counts its Updates and Draws.
type preparingScene struct {
	layoutScene
	left            int
	prepares, drawn int
	updates         int
}

func (s *preparingScene) Prepare() bool {
	s.prepares++
	if s.left == 0 {
		return true
	}
	s.left--
	return false
}

func (s *preparingScene) Update(ctx *Context) error {
	s.updates++
	return s.layoutScene.Update(ctx)
}

func (s *preparingScene) Draw(*ebiten.Image) { s.drawn++ }

// A scene that prepares is neither updated nor drawn until it is ready,
// laid out, and the crossfade waits for it, or for prepareTime at most.
func TestManagerWaitsForAScenePreparing(t *testing.T) {
	for _, tc := range []struct {
		name     string
		left     int
		prepares int
	}{
		{"ready after 5", 5, 6},
		{"never ready", -1, int(prepareTime/TickTime) + 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			next := &preparingScene{layoutScene: layoutScene{t: t}, left: tc.left}
			m := NewManager(&layoutScene{t: t})
			now := time.Unix(0, 0)
			m.SetClock(func() time.Time { return now })
			m.SetSize(800, 600, 1)
			screen := ebiten.NewImage(800, 600)
			defer screen.Deallocate()
			frame := func() {
				now = now.Add(TickTime)
				if err := m.Step(&Input{}); err != nil {
					t.Fatal(err)
				}
				m.Draw(screen)
			}
			frame()
			m.GoTo(next)
			for m.FadeLeft() == fadeTime {
				if next.prepares > 100 {
					t.Fatal("the crossfade never started")
				}
				frame()
			}
			if next.prepares != tc.prepares {
				t.Errorf("prepared %d times before the fade, want %d", next.prepares, tc.prepares)
			}
			// Updated on the tick it is ready and the one after the
			// snapshot, which starts the fade.
			if next.updates != 2 || next.drawn != 1 {
				t.Errorf("updated %d times before the fade, drawn %d times for its snapshot, want 2 and 1", next.updates, next.drawn)
			}
			for m.FadeLeft() > 0 {
				frame()
			}
			if next.updates == 0 || m.Current() != next {
				t.Error("the scene prepared was not shown")
			}
		})
	}
}

// countingPreparer is ready after a number of calls to Prepare.
type countingPreparer struct{ calls, readyAt int }

func (p *countingPreparer) Prepare() bool {
	p.calls++
	return p.calls >= p.readyAt
}

// A tick prepares as much as the sixtieths of a second it spans, so a
// machine whose frames come slowly prepares a scene in the same time, not
// in the same number of frames.
func TestPrepareCatchesUpWithSlowTicks(t *testing.T) {
	tests := []struct {
		name    string
		delta   time.Duration
		readyAt int
		calls   int
		ready   bool
	}{
		{"the first tick", 0, 10, 1, false},
		{"a tick at sixty a second", TickTime, 10, 1, false},
		{"a tick at thirty a second", 2 * TickTime, 10, 2, false},
		{"a tick at ten a second", 100 * time.Millisecond, 10, maxPrepares, false},
		{"ready on the way", 100 * time.Millisecond, 2, 2, true},
	}
	for _, tc := range tests {
		p := &countingPreparer{readyAt: tc.readyAt}
		if ready := prepare(p, tc.delta); ready != tc.ready || p.calls != tc.calls {
			t.Errorf("%s: %d calls, ready %v; want %d, %v", tc.name, p.calls, ready, tc.calls, tc.ready)
		}
	}
}
