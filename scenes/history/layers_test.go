package history

import (
	"testing"

	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/internal/scenetest"
)

// A scroll copies bands of the page drawn once: no frame of it fills or
// strokes a path or draws a layer again, or the screen outside the view
// (but for a new chapter's name in the header), nor does the tick of a
// wheel's notch. The first pass over a part of the page draws its bands; the
// way back draws nothing new.
func TestScrollDrawsNoPathsAndNoLayers(t *testing.T) {
	a := scenetest.FontsApp(t)
	h := New(a, &scenetest.Stub{}).(*Scene)
	d := scenetest.NewManager(a, h)
	screen := d.Screen(t, 1280, 800)
	frames := func(in *scenes.Input) {
		t.Helper()
		label := h.drawnLabel
		wasWhole, _ := d.Drawn()
		d.Frame(t, in, screen)
		if whole, _ := d.Drawn(); in.Wheel != 0 && whole != wasWhole && h.drawnLabel == label {
			t.Fatalf("the wheel's tick at %.0f drawn whole, its header unchanged", h.scroll)
		}
		parts := int64(0)
		for range 60 {
			label := h.drawnLabel
			wasWhole, wasPart := d.Drawn()
			if paths, layers := d.Frame(t, &scenes.Input{}, screen); paths+layers > 0 {
				t.Fatalf("a frame of a scroll at %.0f: %d paths, %d layers drawn", h.scroll, paths, layers)
			}
			whole, part := d.Drawn()
			if whole != wasWhole && h.drawnLabel == label {
				t.Fatalf("a frame of a scroll at %.0f drawn whole, its header unchanged", h.scroll)
			}
			parts += part - wasPart
		}
		if parts == 0 {
			t.Fatalf("a scroll to %.0f drew no part of the screen", h.scroll)
		}
	}
	d.Frame(t, &scenes.Input{}, screen)
	for range 3 {
		d.Frame(t, scenes.Key(scenes.ActPageDown), screen)
		for range 60 {
			d.Frame(t, &scenes.Input{}, screen)
		}
	}
	if h.scroll == 0 {
		t.Fatal("the page did not scroll")
	}
	frames(&scenes.Input{Wheel: -4})
	for range 3 {
		frames(scenes.Key(scenes.ActPageUp))
	}
	if h.scroll != 0 {
		t.Fatalf("back at %.0f, want the top", h.scroll)
	}
}

// The bands the view borders on are drawn ahead while it rests, a piece a
// tick, so that a scroll into them copies them.
func TestBandsAheadOfTheView(t *testing.T) {
	a := scenetest.FontsApp(t)
	h := New(a, &scenetest.Stub{}).(*Scene)
	d := scenetest.NewManager(a, h)
	screen := d.Screen(t, 1280, 800)
	for range 2 * scenes.TPS {
		d.Frame(t, &scenes.Input{}, screen)
	}
	_, last := h.bandsInView()
	if _, ok := h.tiles[last+1]; !ok {
		t.Fatalf("band %d below the view (bands to %d) not drawn after two seconds at rest", last+1, last)
	}
}
