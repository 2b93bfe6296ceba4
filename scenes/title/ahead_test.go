package title

import (
	"testing"

	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/history"
	"github.com/ninemen/morris/scenes/internal/scenetest"
)

// The pointer resting on History draws the history ahead, and clicking it
// then opens that very page, its crossfade starting in the tick of the
// click: no frame waits for the page to be drawn. A pointer that never
// comes near History draws nothing ahead.
func TestTitleDrawsTheHistoryAheadUnderThePointer(t *testing.T) {
	for _, size := range [][3]float64{{1280, 800, 1}, {430, 930, 3}} {
		r := newTitleRig(t, titleApp(t), int(size[0]*size[2]), int(size[1]*size[2]), size[2])
		x, y := r.button("Two players").Rect.Center()
		for range scenes.TPS {
			r.must(scenetest.MouseAt(x, y))
		}
		if r.title.ahead != nil {
			t.Fatal("the history was made with the pointer on another entry")
		}
		x, y = r.button("History").Rect.Center()
		for range scenes.TPS {
			r.must(scenetest.MouseAt(x, y))
		}
		ahead, ok := r.title.ahead.(*history.Scene)
		if !ok {
			t.Fatalf("a second on History: the history made ahead is %T", r.title.ahead)
		}
		// Its pictures are drawn in the background, on no clock of the
		// test's: the pointer stays until the page is whole.
		for i := 0; !ahead.Prepare(); i++ {
			if i > 20000 {
				t.Fatal("the history made ahead was never drawn whole")
			}
			ahead.WaitPictures()
			r.must(scenetest.MouseAt(x, y))
		}
		if err := r.press("History"); err != nil {
			t.Fatal(err)
		}
		if r.m.Current() != scenes.Scene(ahead) {
			t.Fatalf("History opened %T, not the page drawn ahead", r.m.Current())
		}
		full := r.m.FadeLeft()
		r.m.MarkDrawn() // the frame of the click takes the snapshots
		r.must(&scenes.Input{})
		if left := r.m.FadeLeft(); left == 0 || left >= full {
			t.Errorf("the tick after the click's frame: %v of the crossfade's %v left, want it under way", left, full)
		}
	}
}
