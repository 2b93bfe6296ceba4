package title

import (
	"testing"

	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/internal/scenetest"
)

// A title whose timeline waits for the first picture (the browser's first
// title) draws its still layer at once without the card and the strip,
// draws it again with them in the next frame, without the card's picture,
// has the picture drawn in the background, and draws the layer again
// where the picture goes when it comes.
func TestTitlePictureLater(t *testing.T) {
	a := scenetest.FontsApp(t)
	s := New(a).(*Scene)
	s.timeline.PictureLater()
	d := scenetest.NewManager(a, s)
	screen := d.Screen(t, 1280, 800)
	if _, layers := d.Frame(t, &scenes.Input{}, screen); layers == 0 {
		t.Fatal("the first frame drew no layer")
	}
	if !s.timeline.Hidden() {
		t.Fatal("the first frame showed the timeline")
	}
	if _, layers := d.Frame(t, &scenes.Input{}, screen); layers == 0 || s.timeline.Hidden() {
		t.Fatalf("the second frame: %d layers drawn, the timeline hidden %v; want it drawn with the timeline", layers, s.timeline.Hidden())
	}
	// The picture is drawn on no clock of the test's; the frames wait for
	// it, well within the era's hold (eraHold), which would change it.
	for i := 0; s.timeline.waiting; i++ {
		if i > 300 {
			t.Fatal("the card's picture was never drawn")
		}
		s.timeline.pics.Wait()
		patched := d.App.Kit.Stats().LayerPixelsPatched
		_, layers := d.Frame(t, &scenes.Input{}, screen)
		patched = d.App.Kit.Stats().LayerPixelsPatched - patched
		switch {
		case s.timeline.waiting && layers+patched > 0:
			t.Fatalf("frame %d: a layer drawn while the picture was being drawn", i)
		case !s.timeline.waiting && layers > 0:
			t.Fatalf("frame %d: the picture came and the layer was drawn whole with it", i)
		case !s.timeline.waiting && patched == 0:
			t.Fatalf("frame %d: the picture came and the layer was not drawn with it", i)
		case !s.timeline.waiting && patched > 1280*800/2:
			t.Fatalf("frame %d: the picture came and %d pixels of the layer were drawn again, more than half the screen", i, patched)
		}
	}
	for i := range 30 {
		if _, layers := d.Frame(t, &scenes.Input{}, screen); layers > 0 {
			t.Fatalf("frame %d after the picture came: %d layers drawn", i, layers)
		}
	}
}
