package scenes

import "testing"

// mouseAt is the mouse resting at (x, y), no button held.
func mouseAt(x, y float64) *Input {
	return &Input{Pointer: Pointer{X: x, Y: y, Present: true}}
}

// xy is a place on the screen, found once the scene is laid out.
type xy func() (float64, float64)

func at(x, y float64) xy { return func() (float64, float64) { return x, y } }

func centre(r *Rect) xy { return func() (float64, float64) { return r.Center() } }

func off(p xy, dx, dy float64) xy {
	return func() (float64, float64) {
		x, y := p()
		return x + dx, y + dy
	}
}

// motion is the mouse moved from one place to another in one tick; redraw
// is whether that must draw the screen, hand whether the cursor is then a
// hand.
type motion struct {
	name     string
	from, to xy
	redraw   bool
	hand     bool
}

// quiet steps the manager with in until it has nothing to draw for a few
// ticks running, as if each frame were drawn.
func quiet(t *testing.T, m *Manager, in *Input) {
	t.Helper()
	still := 0
	for range 20 * TPS {
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

// checkMotions rests the mouse at each motion's start, moves it, and checks
// the one tick of the move.
func checkMotions(t *testing.T, m *Manager, motions []motion) {
	t.Helper()
	for _, mv := range motions {
		t.Run(mv.name, func(t *testing.T) {
			x0, y0 := mv.from()
			quiet(t, m, mouseAt(x0, y0))
			x1, y1 := mv.to()
			if err := m.Step(mouseAt(x1, y1)); err != nil {
				t.Fatal(err)
			}
			if whole, _ := m.Pending(); whole != mv.redraw {
				t.Errorf("(%.0f, %.0f) -> (%.0f, %.0f): redraw %v, want %v", x0, y0, x1, y1, whole, mv.redraw)
			}
			if m.Hand() != mv.hand {
				t.Errorf("(%.0f, %.0f) -> (%.0f, %.0f): hand %v, want %v", x0, y0, x1, y1, m.Hand(), mv.hand)
			}
			m.MarkDrawn()
		})
	}
}

// newPointerManager puts a scene on a manager of a 1280x800 screen, laid
// out.
func newPointerManager(t *testing.T, app *App, s Scene) *Manager {
	t.Helper()
	m := NewManager(app, s)
	m.SetSize(1280, 800, 1)
	quiet(t, m, mouseAt(4, 4))
	return m
}
