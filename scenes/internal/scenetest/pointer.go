package scenetest

import (
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/app"
	"github.com/ninemen/morris/scenes/kit"
	"testing"
)

// MouseAt is the mouse resting at (x, y), no button held.
func MouseAt(x, y float64) *scenes.Input {
	return &scenes.Input{Pointer: scenes.Pointer{X: x, Y: y, Present: true}}
}

// XY is a place on the screen, found once the scene is laid out.
type XY func() (float64, float64)

// At is the fixed place (x, y).
func At(x, y float64) XY { return func() (float64, float64) { return x, y } }

// Centre is the middle of r, wherever the layout has put it by then.
func Centre(r *kit.Rect) XY { return func() (float64, float64) { return r.Center() } }

// Off is p moved by (dx, dy).
func Off(p XY, dx, dy float64) XY {
	return func() (float64, float64) {
		x, y := p()
		return x + dx, y + dy
	}
}

// Motion is the mouse moved from one place to another in one tick; redraw
// is whether that must draw the screen, whole or in part, hand whether
// the cursor is then a hand.
type Motion struct {
	Name     string
	From, To XY
	Redraw   bool
	Hand     bool
}

// Quiet steps the manager with in until it has nothing to draw for a few
// ticks running, as if each frame were drawn.
func Quiet(t *testing.T, m *Driver, in *scenes.Input) {
	t.Helper()
	still := 0
	for range 20 * scenes.TPS {
		if err := m.Step(in); err != nil {
			t.Fatal(err)
		}
		whole, part := m.Pending()
		busy := whole || part
		m.MarkDrawn()
		if still++; busy {
			still = 0
		}
		if still == 3 {
			return
		}
	}
	t.Fatal("the scene never stopped drawing with the mouse at rest")
}

// CheckMotions rests the mouse at each motion's start, moves it, and checks
// the one tick of the move.
func CheckMotions(t *testing.T, m *Driver, motions []Motion) {
	t.Helper()
	for _, mv := range motions {
		t.Run(mv.Name, func(t *testing.T) {
			x0, y0 := mv.From()
			Quiet(t, m, MouseAt(x0, y0))
			x1, y1 := mv.To()
			if err := m.Step(MouseAt(x1, y1)); err != nil {
				t.Fatal(err)
			}
			if whole, part := m.Pending(); (whole || part) != mv.Redraw {
				t.Errorf("(%.0f, %.0f) -> (%.0f, %.0f): redraw %v, want %v", x0, y0, x1, y1, whole, mv.Redraw)
			}
			if m.Hand() != mv.Hand {
				t.Errorf("(%.0f, %.0f) -> (%.0f, %.0f): hand %v, want %v", x0, y0, x1, y1, m.Hand(), mv.Hand)
			}
			m.MarkDrawn()
		})
	}
}

// NewPointerManager puts a scene on a manager of a 1280x800 screen, laid
// out.
func NewPointerManager(t *testing.T, a *app.App, s scenes.Scene) *Driver {
	t.Helper()
	m := NewManager(a, s)
	m.SetSize(1280, 800, 1)
	Quiet(t, m, MouseAt(4, 4))
	return m
}
