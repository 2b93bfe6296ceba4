package kit

import (
	"image/color"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/ninemen/morris/scenes"
)

// layeredScene draws one layer and lets it go when released.
type layeredScene struct {
	kit      *Kit
	layer    Layer
	img      *ebiten.Image // the layer's image when last drawn
	releases int
}

func (s *layeredScene) Layout(int, int, float64)     {}
func (s *layeredScene) Update(*scenes.Context) error { return nil }
func (s *layeredScene) Release()                     { s.layer.Release(); s.releases++ }
func (s *layeredScene) Draw(screen *ebiten.Image) {
	s.img = s.layer.Image(s.kit, screen.Bounds().Size(), 1, func(*ebiten.Image) {})
}

// drawnFrames is a manager showing first on a w×h screen, on a clock that
// moves a tick a frame, the screen, and a frame of it: a step and its
// drawing. The first frame is already drawn.
func drawnFrames(t *testing.T, k *Kit, first scenes.Scene, w, h int) (*scenes.Manager, *ebiten.Image, func()) {
	t.Helper()
	m := scenes.NewManager(first)
	m.SetImages(k)
	now := time.Unix(0, 0)
	m.SetClock(func() time.Time { return now })
	screen := ebiten.NewImage(w, h)
	t.Cleanup(screen.Deallocate)
	frame := func() {
		t.Helper()
		now = now.Add(scenes.TickTime)
		if err := m.Step(&scenes.Input{}); err != nil {
			t.Fatal(err)
		}
		m.Draw(screen)
	}
	m.SetSize(w, h, 1)
	frame()
	return m, screen, frame
}

// A crossfade's first frame snapshots the scene going away and lets its
// layers go at once, before the scene coming in is drawn: the scene coming
// in takes the same images, and a switch holds one scene's layers.
func TestFadeReleasesTheSceneLeftAtItsSnapshot(t *testing.T) {
	k := New(nil)
	first, second := &layeredScene{kit: k}, &layeredScene{kit: k}
	m, _, frame := drawnFrames(t, k, first, 321, 123)
	held := first.img
	m.GoTo(second)
	frame()
	if first.releases != 1 {
		t.Fatalf("the scene left was released %d times in the fade's first frame, want 1", first.releases)
	}
	if second.img != held {
		t.Errorf("the scene coming in drew on a new image, not the one the scene left gave back")
	}
	for m.FadeLeft() > 0 {
		frame()
	}
	frame()
	if second.releases != 0 {
		t.Errorf("the scene on screen was released")
	}
}

// shapeScene draws discs of the given radii straight on the screen, as
// layers draw their shapes.
type shapeScene struct {
	kit   *Kit
	radii []float64
}

func (s *shapeScene) Layout(int, int, float64)     {}
func (s *shapeScene) Update(*scenes.Context) error { return nil }
func (s *shapeScene) Draw(screen *ebiten.Image) {
	for _, r := range s.radii {
		drawDisc(s.kit, screen, r)
	}
}

func drawDisc(k *Kit, screen *ebiten.Image, r float64) {
	k.FillCircle(screen, 160.25, 150, r, color.RGBA{0x31, 0x41, 0x59, 0xff})
}

// Once a crossfade is over, the large shapes only the scene left drew are
// let go (a card's picture can be megabytes); its small shapes, and the
// large ones the scene coming in draws too, are kept. (Rounded rectangles,
// however large, are drawn from small shapes: see drawStretched.)
func TestFadeLetsTheLargeShapesOfTheSceneLeftGo(t *testing.T) {
	small, large, shared := 20.125, 150.125, 149.625
	k := New(nil)
	first := &shapeScene{k, []float64{small, large, shared}}
	second := &shapeScene{k, []float64{shared}}
	m, screen, frame := drawnFrames(t, k, first, 320, 300)
	m.GoTo(second)
	for frame(); m.FadeLeft() > 0; frame() {
	}
	frame()
	for _, c := range []struct {
		name  string
		r     float64
		paths int64
	}{
		{"the large shape of the scene left", large, 1},
		{"the small shape of the scene left", small, 0},
		{"the large shape both scenes draw", shared, 0},
	} {
		before := k.Stats().ShapesDrawn
		drawDisc(k, screen, c.r)
		if got := k.Stats().ShapesDrawn - before; got != c.paths {
			t.Errorf("%s drawn again: %d paths, want %d", c.name, got, c.paths)
		}
	}
}
