package title

import (
	"testing"

	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/internal/scenetest"
)

// The pointer sweeping over the menu, on and off its buttons, draws no
// path and builds no layer once every button has been seen lit once, and
// draws the buttons it lights and leaves, not the whole screen; so too
// with the lessons offered over the card on the first start.
func TestTitleHoverDrawsNoPath(t *testing.T) {
	for _, first := range []bool{false, true} {
		hoverDrawsNoPath(t, first)
	}
}

func hoverDrawsNoPath(t *testing.T, first bool) {
	a := scenetest.FontsApp(t)
	a.FirstStart = first
	s := New(a).(*Scene)
	s.timeline.wait = 1 << 62 // never, in a test: a Duration, 1<<30 would be a second
	d := scenetest.NewManager(a, s)
	screen := d.Screen(t, 1280, 800)
	d.Frame(t, &scenes.Input{}, screen)
	var spots [][2]float64
	for _, b := range s.buttons {
		cx, cy := b.Rect.Center()
		spots = append(spots, [2]float64{cx, cy}, [2]float64{cx, b.Rect.Y + b.Rect.H + 2})
	}
	at := func(p [2]float64) *scenes.Input {
		return &scenes.Input{Pointer: scenes.Pointer{Present: true, X: p[0], Y: p[1]}}
	}
	for range 2 {
		for _, p := range spots {
			for range 40 {
				d.Frame(t, at(p), screen)
			}
		}
	}
	if s.offer.up != first {
		t.Fatalf("first start %v, the lessons offered %v", first, s.offer.up)
	}
	for i, p := range spots {
		wasWhole, _ := d.Drawn()
		for f := range 3 {
			if paths, layers := d.Frame(t, at(p), screen); paths+layers > 0 {
				t.Fatalf("spot %d %v, frame %d: %d paths, %d layers drawn", i, p, f, paths, layers)
			}
		}
		// A button lit or unlit draws itself, not the screen.
		if whole, _ := d.Drawn(); whole != wasWhole {
			t.Fatalf("spot %d %v: the screen drawn whole %d times", i, p, whole-wasWhole)
		}
	}
}
