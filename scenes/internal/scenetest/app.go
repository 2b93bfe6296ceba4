// Package scenetest helps the scene packages' tests drive a scene through a
// scenes.Manager as a player would, with made-up input and no window: apps
// and stand-in scenes, a store that cannot set files aside, and the pointer
// and mute-key checks that every scene must pass.
package scenetest

import (
	"errors"
	"os"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/app"
	"github.com/ninemen/morris/scenes/kit"
	"github.com/ninemen/morris/storage"
)

// Fonts parses the embedded typefaces once per test.
func Fonts(t testing.TB) *kit.Fonts {
	t.Helper()
	f, err := kit.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// Home stands in for the title (app.Home): the scene others go back to. It
// records the games it is asked to start from a position and starts a
// stand-in for each.
type Home struct {
	Stub
	// Asked are the games asked for by PlayFrom, with whether against the
	// computer.
	Asked    []*rules.Game
	Computer []bool
}

// PlayFrom implements app.Home.
func (h *Home) PlayFrom(g *rules.Game, computer bool) scenes.Scene {
	h.Asked = append(h.Asked, g)
	h.Computer = append(h.Computer, computer)
	return &Stub{}
}

// Stub stands in for the scene an entry leads to.
type Stub struct{}

// Layout implements scenes.Scene.
func (*Stub) Layout(int, int, float64) {}

// Update implements scenes.Scene.
func (*Stub) Update(*scenes.Context) error { return nil }

// Draw implements scenes.Scene.
func (*Stub) Draw(*ebiten.Image) {}

// App is an App without typefaces that keeps its files in a folder of
// the test: a returning player's, whom the title does not offer the
// lessons.
func App(t *testing.T) *app.App {
	t.Helper()
	a := app.NewApp(nil, storage.At(t.TempDir()))
	a.FirstStart = false
	return a
}

// StuckStore is a store on disk that cannot move a file aside (a folder it
// may write files in but not rename them, say), until unstuck.
type StuckStore struct {
	*storage.Store
	Stuck bool
}

// SetAside fails while the store is stuck.
func (s *StuckStore) SetAside(name string) (string, error) {
	if s.Stuck {
		return "", errors.New("rename: operation not permitted")
	}
	return s.Store.SetAside(name)
}

// FontsApp is an App with the typefaces, for scenes that draw text, and a
// and no title: tests give scenes a Home.
func FontsApp(t testing.TB) *app.App {
	t.Helper()
	a := app.NewApp(Fonts(t), storage.At(t.TempDir()))
	a.FirstStart = false // a returning player's, as App's
	return a
}

// Clock is a fake clock for a Manager (Manager.SetClock): it stands still
// until the test advances it, so nothing a test checks depends on how fast
// the machine runs it.
type Clock struct{ t time.Time }

// NewClock returns a clock at an arbitrary fixed time.
func NewClock() *Clock { return &Clock{t: time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)} }

// Now reads the clock.
func (c *Clock) Now() time.Time { return c.t }

// Advance moves the clock on by d.
func (c *Clock) Advance(d time.Duration) { c.t = c.t.Add(d) }

// Driver is a Manager on a fake clock: its Step advances the clock by a
// tick (scenes.TickTime) and then steps the manager, as if the machine kept
// up with 60 ticks a second. Tests that want a slow machine advance the
// clock further themselves.
type Driver struct {
	*scenes.Manager
	Clock *Clock
	App   *app.App
}

// NewManager returns a Driver for a new Manager on first.
func NewManager(a *app.App, first scenes.Scene) *Driver {
	c := NewClock()
	m := app.NewManager(a, first)
	m.SetClock(c.Now)
	return &Driver{Manager: m, Clock: c, App: a}
}

// Screen gives the driver's manager a w×h screen at scale 1 and returns
// an image of that size to draw its frames on, let go when the test ends.
func (d *Driver) Screen(t testing.TB, w, h int) *ebiten.Image {
	d.SetSize(w, h, 1)
	img := ebiten.NewImage(w, h)
	t.Cleanup(img.Deallocate)
	return img
}

// Frame steps with in and draws the frame on screen, as Ebitengine does,
// and reports the vector paths and layers drawn for it.
func (d *Driver) Frame(t *testing.T, in *scenes.Input, screen *ebiten.Image) (paths, layers int64) {
	t.Helper()
	st := d.App.Kit.Stats()
	p, l := st.ShapesDrawn, st.LayersDrawn
	if err := d.Step(in); err != nil {
		t.Fatal(err)
	}
	d.Draw(screen)
	st = d.App.Kit.Stats()
	return st.ShapesDrawn - p, st.LayersDrawn - l
}

// Step advances the clock by a tick and steps the manager with in.
func (d *Driver) Step(in *scenes.Input) error {
	d.Clock.Advance(scenes.TickTime)
	return d.Manager.Step(in)
}

// FileNames lists the names of the files in dir, sorted, as a test that
// checks what a scene wrote there compares them.
func FileNames(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return names
}

// Record reads a game record from rules' test data, by the path from a
// package two folders below the module's root (scenes/review, say).
func Record(t *testing.T, name string) *rules.Game {
	t.Helper()
	data, err := os.ReadFile("../../rules/testdata/records/" + name)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := rules.ParseRecord(string(data))
	if err != nil {
		t.Fatal(err)
	}
	return rec.Game
}
