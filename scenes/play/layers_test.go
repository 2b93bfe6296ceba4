package play

import (
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/board"
	"github.com/ninemen/morris/scenes/internal/scenetest"
)

// A frame costs what changed: at rest nothing is drawn again; while a man
// slides, flies, is placed or removed, each frame draws the pieces of the
// layers where the moving man was and is, and the man, and no frame fills
// or strokes a vector path.
func TestFramesDrawOnlyWhatMoves(t *testing.T) {
	d, p, screen := twoPlayers(t)
	rest := func(what string) {
		t.Helper()
		for range 3 {
			d.Frame(t, &scenes.Input{}, screen) // the last changes settle
		}
		for i := range 30 {
			if paths, layers := d.Frame(t, &scenes.Input{}, screen); paths+layers > 0 {
				t.Fatalf("%s, frame %d at rest: %d paths, %d layers drawn", what, i, paths, layers)
			}
		}
	}
	rest("the new game")
	// A button lit under the pointer is drawn over the layers (its lit
	// shape is drawn with a path the first time only).
	on, off := scenetest.MouseAt(p.buttons[btnMenu].Rect.Center()), scenetest.MouseAt(4, 4)
	d.Frame(t, on, screen)
	d.Frame(t, off, screen)
	for _, in := range []*scenes.Input{on, off} {
		if paths, layers := d.Frame(t, in, screen); paths+layers > 0 {
			t.Fatalf("the pointer on and off a button: %d paths, %d layers drawn", paths, layers)
		}
	}
	// A mill of White's on the top row (a7 d7 g7) and a removal, then
	// slides once the men are down.
	moves := []string{"a7", "a1", "d7", "d1", "g7", "xa1"}
	for _, s := range moves {
		clickMove(t, d, p, screen, s)
		// The motion starts in the frame of the click, which draws the
		// layers again where they change; the frames after copy them.
		if !p.board.Moving() {
			t.Fatalf("%s: the click's frame shows no motion", s)
		}
		// The made-up pointer leaves the window.
		d.Frame(t, &scenes.Input{}, screen)
		// The frame in which the motion ends draws the scene at rest.
		frames := 0
		// So does one in which a man lands, joining the men at rest, and
		// one in which what the layers show changes: a mill, once it has
		// lit up alone, marks the men to remove and asks for one.
		for {
			was, wasOver := p.layers, p.overKey(p.marks())
			wasAnim := p.board.MotionKey()
			wasWhole, wasPart := d.Drawn()
			paths, layers := d.Frame(t, &scenes.Input{}, screen)
			if glowing, _ := p.board.MillGlowing(); !p.animating() && !glowing {
				break
			}
			if p.board.MotionKey() != wasAnim || p.overKey(p.marks()) != wasOver {
				continue
			}
			if paths+layers > 0 {
				t.Fatalf("after %s, frame %d of the motion: %d paths, %d layers drawn", s, frames, paths, layers)
			}
			// Such a frame draws only where the moving parts were and are:
			// a man, or a mill's glow along a side of the board.
			if whole, part := d.Drawn(); whole != wasWhole || part != wasPart+1 {
				t.Fatalf("after %s, frame %d of the motion: drawn whole %d times and in part %d times, want a part", s, frames, whole-wasWhole, part-wasPart)
			}
			area := 0
			for _, r := range board.MergeRects(slices.Concat(was.Moved(), p.layers.Moved())) {
				area += r.Dx() * r.Dy()
			}
			if area > 1280*800/5 {
				t.Fatalf("after %s, frame %d of the motion: %d pixels drawn again, more than a fifth of the screen", s, frames, area)
			}
			if frames++; frames > 10*scenes.TPS {
				t.Fatal("the motion never ended")
			}
		}
		if frames == 0 {
			t.Fatalf("%s: no motion to check", s)
		}
		rest("after " + s)
	}
}

// A move changes the layers where it lands and where it left, the cards,
// the status line and the move list: the frames of the click that makes
// it, in which it starts, and in which it ends, and those in which a mill
// lights up and its men to take are marked, draw the layers again there
// alone and are not drawn whole.
func TestMovesDrawTheLayersWhereTheyChange(t *testing.T) {
	d, p, screen := twoPlayers(t)
	for range 60 {
		d.Frame(t, &scenes.Input{}, screen)
	}
	moves := []string{"a7", "a1", "d7", "d1", "g7", "xa1", "g1"}
	for _, s := range moves {
		// The click, and the made-up pointer leaving the window, are
		// input, drawn in part (scenes.InputPartDrawer).
		whole, part := d.Drawn()
		wasPixels := d.App.Kit.Stats().LayerPixelsPatched
		clickMove(t, d, p, screen, s)
		d.Frame(t, &scenes.Input{}, screen)
		if w, pt := d.Drawn(); w != whole || pt != part+2 {
			t.Fatalf("%s: the click's frame and the next drawn whole %d times and in part %d, want in part twice", s, w-whole, pt-part)
		}
		// The cards, the status line, the move list, Undo and the points
		// left and reached: some 220,000-260,000 pixels of the layers, of
		// the two layers' 2,048,000 a frame drawn whole makes again.
		if n := d.App.Kit.Stats().LayerPixelsPatched - wasPixels; n > 1280*800/3 {
			t.Errorf("%s: the click's frame and the next drew %d pixels of the layers again, more than a third of the screen", s, n)
		}
		changed := 0
		for i := 0; p.animating() || p.millGlowing() || i < 5; i++ {
			was := p.overKey(p.marks())
			wasPixels := d.App.Kit.Stats().LayerPixelsPatched
			d.Frame(t, &scenes.Input{}, screen)
			if w, _ := d.Drawn(); w != whole {
				t.Fatalf("after %s, frame %d: drawn whole", s, i)
			}
			if p.overKey(p.marks()) == was {
				continue
			}
			changed++
			if n := d.App.Kit.Stats().LayerPixelsPatched - wasPixels; n > 1280*800/5 {
				t.Errorf("after %s, frame %d: %d pixels of the layers drawn again, more than a fifth of the screen", s, i, n)
			}
			if i > 10*scenes.TPS {
				t.Fatal("the motion never ended")
			}
		}
		// The man landing at least; the placement started in the
		// click's frame.
		if changed == 0 {
			t.Errorf("after %s: the layers never changed", s)
		}
	}
}

// clickMove draws the frame of a click on the point the move written s
// goes to.
func clickMove(t *testing.T, d *scenetest.Driver, p *Scene, screen *ebiten.Image, s string) {
	t.Helper()
	m, err := rules.ParseMove(s)
	if err != nil {
		t.Fatal(err)
	}
	x, y := p.lay.Point(m.To())
	d.Frame(t, scenes.Click(x, y), screen)
}

// twoPlayers starts a game of two players on a 1280x800 screen.
func twoPlayers(t *testing.T) (*scenetest.Driver, *Scene, *ebiten.Image) {
	a := scenetest.FontsApp(t)
	d := scenetest.NewManager(a, New(a, &scenetest.Home{}, ModeTwoPlayers))
	return d, d.Current().(*Scene), d.Screen(t, 1280, 800)
}
