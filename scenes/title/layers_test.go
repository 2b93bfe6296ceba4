package title

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/internal/scenetest"
)

// The title at rest draws nothing; while its card changes era a frame copies
// the still layer and images made once, so no frame of a change after its
// first draws a path or a layer; nor does a crossfade to another scene.
func TestTitleFramesDrawOnlyWhatMoves(t *testing.T) {
	for _, size := range [][2]int{{1280, 800}, {390, 844}} {
		app := scenetest.FontsApp(t)
		s := New(app).(*Scene)
		d := scenetest.NewManager(app, s)
		d.SetSize(size[0], size[1], 1)
		screen := ebiten.NewImage(size[0], size[1])
		for range 3 {
			d.Frame(t, &scenes.Input{}, screen)
		}
		for i := range 60 {
			if paths, layers := d.Frame(t, &scenes.Input{}, screen); paths+layers > 0 {
				t.Fatalf("%v: frame %d at rest: %d paths, %d layers drawn", size, i, paths, layers)
			}
		}
		for change := range 2 {
			s.timeline.Step(1, eraHold)
			d.Frame(t, &scenes.Input{}, screen) // the still layer without the era
			d.Frame(t, &scenes.Input{}, screen) // the images of the era
			frames := 0
			for s.timeline.Changing() {
				paths, layers := d.Frame(t, &scenes.Input{}, screen)
				if s.timeline.Changing() && paths+layers > 0 {
					t.Fatalf("%v: change %d, frame %d: %d paths, %d layers drawn", size, change, frames, paths, layers)
				}
				frames++
			}
			if frames < 10 {
				t.Fatalf("%v: a change of %d frames", size, frames)
			}
		}
		// A crossfade blends two snapshots taken in its first frame.
		d.GoTo(&scenetest.Stub{})
		d.Frame(t, &scenes.Input{}, screen)
		for d.FadeLeft() > 0 {
			if paths, layers := d.Frame(t, &scenes.Input{}, screen); d.FadeLeft() > 0 && paths+layers > 0 {
				t.Fatalf("%v: a frame of the crossfade: %d paths, %d layers drawn", size, paths, layers)
			}
		}
		screen.Deallocate()
	}
}
