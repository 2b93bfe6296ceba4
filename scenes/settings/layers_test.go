package settings

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/app"
	"github.com/ninemen/morris/scenes/internal/scenetest"
)

// The settings at rest are one layer: frames at rest, and frames that
// light a row or Done under the pointer or the keyboard, draw no path and
// no layer once each lit look has been drawn once; a changed value draws
// the layer again, once.
func TestSettingsFramesDrawOnlyWhatChanges(t *testing.T) {
	rest := &scenes.Input{}
	for _, size := range [][2]int{{1280, 800}, {390, 844}} {
		a := scenetest.FontsApp(t)
		a.Levels = app.LevelNames()
		s := New(a, &scenetest.Stub{}).(*Scene)
		d := scenetest.NewManager(a, s)
		d.SetSize(size[0], size[1], 1)
		screen := ebiten.NewImage(size[0], size[1])
		// frame steps and draws, and fails a frame that should have been
		// drawn but was not (then it would show nothing).
		frame := func(in *scenes.Input) (paths, layers int64) {
			t.Helper()
			p, l := d.App.Kit.Stats().ShapesDrawn, d.App.Kit.Stats().LayersDrawn
			if err := d.Step(in); err != nil {
				t.Fatal(err)
			}
			if whole, _ := d.Pending(); !whole && in != rest {
				t.Fatalf("%v: no redraw for %+v", size, in)
			}
			d.Draw(screen)
			return d.App.Kit.Stats().ShapesDrawn - p, d.App.Kit.Stats().LayersDrawn - l
		}
		frame(rest)
		if _, layers := frame(rest); layers != 0 {
			t.Fatalf("%v: a frame at rest drew %d layers", size, layers)
		}
		off := scenetest.MouseAt(2, 2)
		moves := []*scenes.Input{
			scenetest.MouseAt(s.rows[0].rect.Center()),
			off,
			scenetest.MouseAt(s.rows[2].rect.Center()),
			scenetest.MouseAt(s.done.Rect.Center()),
			off,
			scenes.Key(scenes.ActDown),
			scenes.Key(scenes.ActUp),
		}
		// The first round draws each lit look once (the shape cache's
		// paths); the second draws nothing new.
		for round := range 2 {
			for k, in := range moves {
				paths, layers := frame(in)
				if layers != 0 || round == 1 && paths != 0 {
					t.Fatalf("%v: round %d, move %d: %d paths, %d layers drawn", size, round, k, paths, layers)
				}
			}
		}
		x, y := s.rows[2].rect.Center()
		frame(scenetest.MouseAt(x, y))
		if _, layers := frame(scenes.Click(x+s.rows[2].rect.W/3, y)); layers != 1 {
			t.Errorf("%v: a changed value drew %d layers, want 1", size, layers)
		}
		if _, layers := frame(off); layers != 0 {
			t.Errorf("%v: the frame after the change drew %d layers", size, layers)
		}
		screen.Deallocate()
	}
}
