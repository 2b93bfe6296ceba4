package title

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/internal/scenetest"
)

// The title at rest draws nothing; while its card changes era a frame copies
// the pieces of the still layer under the card and the dots and draws them
// from images made once, so no frame of a change draws a path or a layer
// (but the first change's first, the card without an era, and one that
// interrupts a change, its images not made ahead), or the whole
// screen: not its first, nor its last, which draws the still layer again
// under the card and the dots only, nor that of a change interrupted by
// another, nor the card paused under the pointer; nor does a crossfade to
// another scene draw a path or a layer.
func TestTitleFramesDrawOnlyWhatMoves(t *testing.T) {
	for _, size := range [][2]int{{1280, 800}, {390, 844}} {
		a := scenetest.FontsApp(t)
		s := New(a).(*Scene)
		d := scenetest.NewManager(a, s)
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
		// frame draws one frame with in and fails if it drew more than
		// it should; the frame of a change or a pause draws less than
		// half the screen, when it draws at all.
		frame := func(what string, in *scenes.Input, making bool) {
			t.Helper()
			whole, _ := d.Drawn()
			patched := d.App.Kit.Stats().LayerPixelsPatched
			paths, layers := d.Frame(t, in, screen)
			nowWhole, _ := d.Drawn()
			whole, patched = nowWhole-whole, d.App.Kit.Stats().LayerPixelsPatched-patched
			switch {
			case paths+layers > 0 && !making:
				t.Fatalf("%v: %s: %d paths, %d layers drawn", size, what, paths, layers)
			case whole > 0:
				t.Fatalf("%v: %s: the screen drawn whole", size, what)
			case patched > int64(size[0]*size[1]/2):
				t.Fatalf("%v: %s: %d pixels of the still layer drawn again, more than half the screen", size, what, patched)
			}
		}
		for change := range 3 {
			// The title rests between changes, and makes the next one's
			// images meanwhile, off the screen, which has their frames
			// shown (scenes.Context.DrewAside).
			aside := d.ShownOffscreen()
			for range 3 * 60 {
				d.Frame(t, &scenes.Input{}, screen)
			}
			if d.ShownOffscreen() == aside {
				t.Fatalf("%v: before change %d: the images made ahead had no frame shown", size, change)
			}
			s.timeline.Step(1, eraHold)
			frames := 0
			for first := true; first || s.timeline.Changing(); first = false {
				interrupted := change == 2 && frames == 8
				if interrupted {
					// A change interrupted: the dot going out must not
					// stay half lit, and the images of the era coming,
					// not made ahead, are made at once.
					s.timeline.Step(1, eraHold)
				}
				frame(fmt.Sprintf("change %d, frame %d", change, frames), &scenes.Input{}, change == 0 && frames == 0 || interrupted)
				frames++
			}
			area := 0
			// A frame of a change draws over the still layer the inside
			// of the card and the two dots that dim and light.
			for _, r := range s.timeline.Parts(s.timeline.prev, s.timeline.cur) {
				area += r.Dx() * r.Dy()
			}
			if area > size[0]*size[1]/2 {
				t.Errorf("%v: a frame of a change draws %d pixels, more than half the screen", size, area)
			}
			if frames < 10 {
				t.Fatalf("%v: a change of %d frames", size, frames)
			}
		}
		// The pointer coming to rest on the card pauses it, which the card
		// says, and leaving it lets it go on. (The pointer coming into the
		// window draws the whole screen, as a press does.)
		d.Frame(t, scenetest.MouseAt(2, 2), screen)
		on := scenetest.MouseAt(s.timeline.card.Center())
		frame("the pointer coming onto the card", on, false)
		if !s.timeline.Paused() {
			t.Fatalf("%v: the card is not paused under the pointer", size)
		}
		frame("the pointer on the card", on, false)
		frame("the pointer leaving the card", scenetest.MouseAt(2, 2), false)
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
