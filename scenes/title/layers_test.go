package title

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/internal/scenetest"
)

// The title at rest draws nothing; while its card changes era a frame copies
// the pieces of the still layer under the card and the dots and draws them
// from images made once, so no frame of a change after its first draws a
// path or a layer, or the whole screen; nor does a crossfade to another
// scene draw a path or a layer.
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
				wasWhole, wasPart := d.Drawn()
				paths, layers := d.Frame(t, &scenes.Input{}, screen)
				if !s.timeline.Changing() {
					break
				}
				if paths+layers > 0 {
					t.Fatalf("%v: change %d, frame %d: %d paths, %d layers drawn", size, change, frames, paths, layers)
				}
				// It draws the card and the two dots, not the screen.
				if whole, part := d.Drawn(); whole != wasWhole || part != wasPart+1 {
					t.Fatalf("%v: change %d, frame %d drawn whole %d times and in part %d times, want a part", size, change, frames, whole-wasWhole, part-wasPart)
				}
				frames++
			}
			area := 0
			for _, r := range s.timeline.ChangeParts() {
				area += r.Dx() * r.Dy()
			}
			if area > size[0]*size[1]/2 {
				t.Errorf("%v: a frame of a change draws %d pixels, more than half the screen", size, area)
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
