package scenes

import (
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// drawCounter counts how the manager draws it: whole (Draw) or in part
// (DrawPart).
type drawCounter struct {
	whole, part int
}

func (*drawCounter) Layout(int, int, float64)      {}
func (*drawCounter) Update(*Context) error         { return nil }
func (c *drawCounter) Draw(*ebiten.Image)          { c.whole++ }
func (c *drawCounter) DrawPart(*ebiten.Image) bool { c.part++; return true }

// inputPartScene is a drawCounter that finds what input changed by itself.
type inputPartScene struct{ drawCounter }

func (*inputPartScene) DrawsInputInPart() {}

// A frame of input (a key, a press, a release, the pointer coming or going)
// draws a scene whole, but one that finds what input changed by itself
// (InputPartDrawer), which it draws in part; pointer motion alone draws
// neither.
func TestInputDrawsWholeButAnInputPartDrawer(t *testing.T) {
	press := &Input{Pointer: Pointer{X: 10, Y: 10, Present: true, Pressed: true, Down: true}}
	moved := &Input{Pointer: Pointer{X: 30, Y: 12, Present: true, Down: true}}
	release := &Input{Pointer: Pointer{X: 30, Y: 12, Present: true, Released: true}}
	gone := &Input{}
	inputs := []struct {
		name  string
		in    *Input
		drawn bool // the frame is drawn, whole or in part
	}{
		{"a press", press, true},
		{"the pointer moved, held", moved, false},
		{"a release", release, true},
		{"the pointer gone", gone, true},
		{"a key", Key(ActConfirm), true},
		{"nothing", &Input{}, false},
	}
	for _, sc := range []struct {
		name  string
		scene interface {
			Scene
			counts() drawCounter
		}
		partly bool
	}{
		{"a PartDrawer", &plainPartScene{}, false},
		{"an InputPartDrawer", &inputPartScene{}, true},
	} {
		m := NewManager(sc.scene)
		now := time.Unix(0, 0)
		m.SetClock(func() time.Time { return now })
		m.SetSize(320, 240, 1)
		screen := ebiten.NewImage(320, 240)
		frame := func(in *Input) {
			now = now.Add(TickTime)
			if err := m.Step(in); err != nil {
				t.Fatal(err)
			}
			m.Draw(screen)
		}
		frame(&Input{})
		frame(&Input{})
		for _, tc := range inputs {
			was := sc.scene.counts()
			frame(tc.in)
			got := sc.scene.counts()
			whole, part := got.whole-was.whole, got.part-was.part
			wantWhole, wantPart := 0, 0
			if tc.drawn && sc.partly {
				wantPart = 1
			} else if tc.drawn {
				wantWhole = 1
			}
			if whole != wantWhole || part != wantPart {
				t.Errorf("%s, %s: drawn whole %d times and in part %d, want %d and %d", sc.name, tc.name, whole, part, wantWhole, wantPart)
			}
		}
	}
}

// plainPartScene is a drawCounter that leaves input to the manager.
type plainPartScene struct{ drawCounter }

func (c *drawCounter) counts() drawCounter { return *c }
