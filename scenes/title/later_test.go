package title

import (
	"testing"
	"time"

	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/internal/scenetest"
)

// A title whose timeline waits for the first picture (the browser's first
// title) draws its still layer at once without the card and the strip,
// draws it again with them in the next frame, without the card's picture,
// has the picture drawn in the background, and draws the layer once more
// when it comes, with it.
func TestTitlePictureLater(t *testing.T) {
	app := scenetest.FontsApp(t)
	s := New(app).(*Scene)
	s.timeline.PictureLater()
	d := scenetest.NewManager(app, s)
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
		time.Sleep(5 * time.Millisecond)
		_, layers := d.Frame(t, &scenes.Input{}, screen)
		switch {
		case s.timeline.waiting && layers > 0:
			t.Fatalf("frame %d: a layer drawn while the picture was being drawn", i)
		case !s.timeline.waiting && layers == 0:
			t.Fatalf("frame %d: the picture came and no layer was drawn with it", i)
		}
	}
	for i := range 30 {
		if _, layers := d.Frame(t, &scenes.Input{}, screen); layers > 0 {
			t.Fatalf("frame %d after the picture came: %d layers drawn", i, layers)
		}
	}
}
