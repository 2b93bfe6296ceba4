package history

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/internal/scenetest"
)

// Opening the history draws the page it opens on a piece at a time while
// the scene being left stays up: no tick draws more than a budget of it,
// the crossfade starts once the bands in view are whole, and no frame of
// the fade draws a band.
func TestOpeningDrawsThePageAheadInPieces(t *testing.T) {
	a := scenetest.FontsApp(t)
	for _, size := range []scenetest.Screen{{W: 1280, H: 800, Scale: 1}, {W: 390, H: 844, Scale: 2}} {
		t.Run(size.String(), func(t *testing.T) {
			h := New(a, &scenetest.Stub{}).(*Scene)
			d := scenetest.NewManager(a, &scenetest.Stub{})
			d.SetSize(size.W, size.H, size.Scale)
			screen := ebiten.NewImage(size.W, size.H)
			defer screen.Deallocate()
			d.Frame(t, &scenes.Input{}, screen)
			d.GoTo(h)
			fade := d.FadeLeft()
			// pieces is how many pieces of the bands in view are drawn.
			pieces := func() (n, cost int) {
				first, last := h.bandsInView()
				for k := first; k <= last; k++ {
					switch {
					case h.band != nil && h.band.k == k:
						for _, p := range h.band.pieces[:h.band.done] {
							n, cost = n+1, cost+p.cost
						}
					case h.tiles[k] != nil:
						b := h.newBand(k)
						for _, p := range b.pieces {
							n, cost = n+1, cost+p.cost
						}
						b.img.Deallocate()
					}
				}
				return n, cost
			}
			ticks := 0
			for d.FadeLeft() == fade {
				ticks++
				if ticks > 200 {
					t.Fatal("the crossfade never started")
				}
				n0, c0 := pieces()
				d.Frame(t, &scenes.Input{}, screen)
				n1, c1 := pieces()
				// The last piece of a tick may go over what is left of
				// the budget.
				if c1-c0 > bandBudget-1+pictureCost {
					t.Fatalf("tick %d drew %d pieces costing %d, over the budget of %d", ticks, n1-n0, c1-c0, bandBudget)
				}
			}
			if ticks < 3 {
				t.Errorf("the page was drawn in %d ticks: not in pieces", ticks)
			}
			first, last := h.bandsInView()
			drawn := map[int]*ebiten.Image{}
			for k := first; k <= last; k++ {
				if h.tiles[k] == nil {
					t.Fatalf("the fade started without band %d", k)
				}
				drawn[k] = h.tiles[k]
			}
			for d.FadeLeft() > 0 {
				d.Frame(t, &scenes.Input{}, screen)
			}
			for k, img := range drawn {
				if h.tiles[k] != img {
					t.Errorf("band %d was drawn again during the fade", k)
				}
			}
		})
	}
}
