package scenes

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// layoutScene records its layouts, and fails an Update that finds it laid
// out for another screen.
type layoutScene struct {
	t       *testing.T
	layouts []screenSize
}

func (s *layoutScene) Layout(w, h int, scale float64) {
	s.layouts = append(s.layouts, screenSize{w, h, scale})
}

func (s *layoutScene) Update(ctx *Context) error {
	s.t.Helper()
	want := screenSize{ctx.Width, ctx.Height, ctx.Scale}
	if n := len(s.layouts); n == 0 || s.layouts[n-1] != want {
		s.t.Errorf("Update on a %v screen, laid out for %v", want, s.layouts)
	}
	return nil
}

func (s *layoutScene) Draw(*ebiten.Image) {}

// The manager lays a scene out before its first Update and again only when
// the screen's size or scale changes, for the scene on screen and for the
// one being faded to.
func TestManagerLaysOutOnResizeOnly(t *testing.T) {
	first, second := &layoutScene{t: t}, &layoutScene{t: t}
	m := NewManager(first)
	now := time.Unix(0, 0)
	m.SetClock(func() time.Time { return now })
	step := func(n int) {
		t.Helper()
		for range n {
			now = now.Add(TickTime)
			if err := m.Step(&Input{}); err != nil {
				t.Fatal(err)
			}
			m.MarkDrawn()
		}
	}
	m.SetSize(800, 600, 1)
	step(3)
	m.SetSize(800, 600, 1)
	step(1)
	m.SetSize(1024, 600, 1)
	step(2)
	m.SetSize(1024, 600, 2)
	step(1)
	m.GoTo(second)
	step(2)
	m.SetSize(640, 480, 2)
	step(int(fadeTime/TickTime) + 2)
	// The scene being left is not updated during the fade (Draw lays it
	// out for the frames it still shows in).
	want := []screenSize{{800, 600, 1}, {1024, 600, 1}, {1024, 600, 2}}
	if !slices.Equal(first.layouts, want) {
		t.Errorf("first scene laid out for %v, want %v", first.layouts, want)
	}
	want = []screenSize{{1024, 600, 2}, {640, 480, 2}}
	if !slices.Equal(second.layouts, want) {
		t.Errorf("second scene laid out for %v, want %v", second.layouts, want)
	}
}

// drawnFrames is a manager showing first on a w×h screen, on a clock that
// moves a tick a frame, the screen, and a frame of it: a step and its
// drawing. The first frame is already drawn.
func drawnFrames(t *testing.T, first Scene, w, h int) (*Manager, *ebiten.Image, func()) {
	t.Helper()
	m := NewManager(first)
	now := time.Unix(0, 0)
	m.SetClock(func() time.Time { return now })
	screen := ebiten.NewImage(w, h)
	t.Cleanup(screen.Deallocate)
	frame := func() {
		t.Helper()
		now = now.Add(TickTime)
		if err := m.Step(&Input{}); err != nil {
			t.Fatal(err)
		}
		m.Draw(screen)
	}
	m.SetSize(w, h, 1)
	frame()
	return m, screen, frame
}

// A crossfade draws both snapshots in its first frame and, over each frame
// of it after, the snapshot faded to alone: what the screen then shows of
// the snapshot left is 1-f at every step, however unevenly the frames come.
func TestFadeDrawsOverItsLastFrame(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for run := range 200 {
		var left float64 // the screen's share of the snapshot left
		shown := float32(-1)
		for f := float32(0); ; f = min(1, f+rng.Float32()*0.3) {
			a, both := fadeOver(shown, f)
			if both != (shown < 0) {
				t.Fatalf("run %d: at %v over %v, both snapshots drawn: %v", run, f, shown, both)
			}
			if both {
				left = 1
			}
			left *= 1 - float64(a)
			if math.Abs(left-(1-float64(f))) > 1e-5 {
				t.Fatalf("run %d: at %v the screen holds %v of the scene left, want %v", run, f, left, 1-f)
			}
			shown = f
			if f == 1 {
				break
			}
		}
	}
}

// A crossfade starts from the screen, which shows the scene going away:
// only the scene coming in is drawn into a snapshot. A screen with a toast
// over it does not show the scene alone, and the scene is drawn too.
func TestFadeStartsFromTheScreen(t *testing.T) {
	for _, toast := range []bool{false, true} {
		first, second := &drawCounter{}, &drawCounter{}
		m, _, frame := drawnFrames(t, first, 322, 124)
		if toast {
			m.shellOn = true // as drawShell leaves it
		}
		m.GoTo(second)
		frame()
		f := m.fade
		if got := f.from != nil; got != toast {
			t.Errorf("toast %v: the scene going away drawn into a snapshot: %v", toast, got)
		}
		if f.to == nil || f.shown < 0 {
			t.Errorf("toast %v: the first frame of the fade left the screen at %v", toast, f.shown)
		}
	}
}
