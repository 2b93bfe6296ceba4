package scenes

import (
	"testing"

	"github.com/ninemen/morris/rules"
)

// Pointer motion alone used to draw the whole screen (Input.Active), so a
// mouse moving over the window cost a frame's drawing every tick, taken in
// the browser from the computer's thinking. Now a scene asks for a redraw
// when what it shows follows the pointer: these tests move the pointer over
// each scene and check that the manager is marked dirty exactly when
// something seen changed.

// mouseAt is the mouse resting at (x, y), no button held.
func mouseAt(x, y float64) *Input {
	return &Input{Pointer: Pointer{X: x, Y: y, Present: true}}
}

// xy is a place on the screen, found once the scene is laid out.
type xy func() (float64, float64)

func at(x, y float64) xy { return func() (float64, float64) { return x, y } }

func centre(r *Rect) xy { return func() (float64, float64) { return r.Center() } }

func off(p xy, dx, dy float64) xy {
	return func() (float64, float64) {
		x, y := p()
		return x + dx, y + dy
	}
}

// motion is the mouse moved from one place to another in one tick; redraw
// is whether that must draw the screen, hand whether the cursor is then a
// hand.
type motion struct {
	name     string
	from, to xy
	redraw   bool
	hand     bool
}

// quiet steps the manager with in until it has nothing to draw for a few
// ticks running, as if each frame were drawn.
func quiet(t *testing.T, m *Manager, in *Input) {
	t.Helper()
	still := 0
	for range 20 * TPS {
		if err := m.Step(in); err != nil {
			t.Fatal(err)
		}
		busy := m.dirty || m.part
		m.markDrawn()
		if still++; busy {
			still = 0
		}
		if still == 3 {
			return
		}
	}
	t.Fatal("the scene never stopped drawing with the mouse at rest")
}

// checkMotions rests the mouse at each motion's start, moves it, and checks
// the one tick of the move.
func checkMotions(t *testing.T, m *Manager, motions []motion) {
	t.Helper()
	for _, mv := range motions {
		t.Run(mv.name, func(t *testing.T) {
			x0, y0 := mv.from()
			quiet(t, m, mouseAt(x0, y0))
			x1, y1 := mv.to()
			if err := m.Step(mouseAt(x1, y1)); err != nil {
				t.Fatal(err)
			}
			if m.dirty != mv.redraw {
				t.Errorf("(%.0f, %.0f) -> (%.0f, %.0f): redraw %v, want %v", x0, y0, x1, y1, m.dirty, mv.redraw)
			}
			if m.hand != mv.hand {
				t.Errorf("(%.0f, %.0f) -> (%.0f, %.0f): hand %v, want %v", x0, y0, x1, y1, m.hand, mv.hand)
			}
			m.markDrawn()
		})
	}
}

// newPointerManager puts a scene on a manager of a 1280x800 screen, laid
// out.
func newPointerManager(t *testing.T, app *App, s Scene) *Manager {
	t.Helper()
	m := NewManager(app, s)
	m.SetSize(1280, 800, 1)
	quiet(t, m, mouseAt(4, 4))
	return m
}

func TestInputActiveIgnoresMotionAlone(t *testing.T) {
	rest := Pointer{X: 100, Y: 100, Present: true}
	moved := Pointer{X: 104, Y: 101, Present: true}
	held := Pointer{X: 100, Y: 100, Present: true, Down: true}
	heldMoved := Pointer{X: 130, Y: 100, Present: true, Down: true}
	key := Input{Pointer: rest}
	key.Press(ActDown)
	tests := []struct {
		name       string
		prev, this Input
		want       bool
	}{
		{"still", Input{Pointer: rest}, Input{Pointer: rest}, false},
		{"moved", Input{Pointer: rest}, Input{Pointer: moved}, false},
		{"moved with the button held", Input{Pointer: held}, Input{Pointer: heldMoved}, false},
		{"pressed", Input{Pointer: rest}, Input{Pointer: Pointer{X: 100, Y: 100, Present: true, Down: true, Pressed: true}}, true},
		{"released", Input{Pointer: held}, Input{Pointer: Pointer{X: 100, Y: 100, Present: true, Released: true}}, true},
		{"button changed", Input{Pointer: rest}, Input{Pointer: held}, true},
		{"came in", Input{}, Input{Pointer: rest}, true},
		{"left", Input{Pointer: rest}, Input{Pointer: Pointer{X: 100, Y: 100}}, true},
		{"wheel", Input{Pointer: rest}, Input{Pointer: moved, Wheel: 1}, true},
		{"key", Input{Pointer: rest}, key, true},
		{"text", Input{Pointer: rest}, Input{Pointer: rest, Typed: []rune("a")}, true},
	}
	for _, tc := range tests {
		if got := tc.this.Active(&tc.prev); got != tc.want {
			t.Errorf("%s: Active %v, want %v", tc.name, got, tc.want)
		}
	}
}

func TestTitlePointerRedraws(t *testing.T) {
	app := titleApp(t)
	title := NewTitle(app).(*Title)
	m := newPointerManager(t, app, title)
	// The timeline turns by itself; held, it draws only when asked.
	title.timeline.wait = 1 << 30
	btn := func(label string) *Rect {
		for i := range title.buttons {
			if title.buttons[i].Label == label {
				return &title.buttons[i].Rect
			}
		}
		t.Fatalf("no button %q", label)
		return nil
	}
	two, hist := btn("Two players"), btn("History")
	computer := btn("Play against the computer")
	if app.NewAgent != nil {
		t.Fatal("the test needs the computer's entry disabled")
	}
	empty := at(4, 4)
	checkMotions(t, m, []motion{
		{"over empty space", empty, at(9, 7), false, false},
		{"onto a button", empty, centre(two), true, true},
		{"within a button", centre(two), off(centre(two), 6, 3), false, true},
		{"from button to button", centre(two), centre(hist), true, true},
		{"off a button", centre(hist), empty, true, false},
		{"onto the disabled entry", empty, centre(computer), false, false},
		{"onto the timeline's card", empty, centre(&title.lay.card), false, true},
		{"within the card", centre(&title.lay.card), off(centre(&title.lay.card), -20, 10), false, true},
	})
}

func TestPlayPointerRedraws(t *testing.T) {
	app := titleApp(t)
	p := NewPlay(app, ModeTwoPlayers).(*playScene)
	m := newPointerManager(t, app, p)
	point := func(pt rules.Point) xy { return func() (float64, float64) { return p.lay.point(pt) } }
	empty := at(4, 4)
	menu, undo := &p.buttons[btnMenu].Rect, &p.buttons[btnUndo].Rect
	if !p.buttons[btnUndo].Disabled {
		t.Fatal("the test needs Undo disabled")
	}
	checkMotions(t, m, []motion{
		{"over empty space", empty, at(9, 7), false, false},
		{"onto an empty point: the man's ghost", empty, point(rules.D6), true, true},
		{"within the point", point(rules.D6), off(point(rules.D6), 3, -2), false, true},
		{"from point to point", point(rules.D6), point(rules.D2), true, true},
		{"off the point", point(rules.D2), empty, true, false},
		{"between points", off(point(rules.A1), 0, -60), off(point(rules.A1), 0, -70), false, false},
		{"onto Menu", empty, centre(menu), true, false},
		{"off Menu", centre(menu), empty, true, false},
		{"onto Undo, disabled", empty, centre(undo), false, false},
		{"over the move list", centre(&p.lay.moves), off(centre(&p.lay.moves), 5, 12), false, false},
	})

	// A man on d6: its point shows no ghost and cannot be chosen.
	h := &harness{t: t, app: app, m: m}
	h.clickPoint(rules.D6)
	h.settle()
	checkMotions(t, m, []motion{
		{"onto a taken point", empty, point(rules.D6), false, false},
	})

	// With the menu open the board takes no part.
	h.step(Key(ActBack))
	if p.menu == nil {
		t.Fatal("Esc did not open the menu")
	}
	r, rects := p.menuPanel()
	checkMotions(t, m, []motion{
		{"menu: onto an empty point", empty, point(rules.A1), false, false},
		{"menu: onto Resume", at(r.X+2, r.Y+2), centre(&rects[menuResume]), true, false},
		{"menu: within Resume", centre(&rects[menuResume]), off(centre(&rects[menuResume]), 4, 2), false, false},
	})
}

// A man dragged follows the pointer, with the button held all the while:
// drawn at each move once it is a drag, not before.
func TestPlayDragRedraws(t *testing.T) {
	app := titleApp(t)
	p := playFrom(t, app, mustFEN(t, "a1 d1 b4 d7 g7 f4", "a7 b6 d6 d5 g1 e3", rules.White))
	m := newPointerManager(t, app, p)
	x0, y0 := p.lay.point(rules.A1)
	x1, y1 := p.lay.point(rules.A4)
	held := func(x, y float64) *Input { return &Input{Pointer: Pointer{X: x, Y: y, Present: true, Down: true}} }
	quiet(t, m, mouseAt(x0, y0))
	if err := m.Step(&Input{Pointer: Pointer{X: x0, Y: y0, Present: true, Down: true, Pressed: true}}); err != nil {
		t.Fatal(err)
	}
	quiet(t, m, held(x0, y0))
	steps := []struct {
		name   string
		x, y   float64
		redraw bool
	}{
		{"a tremble is not a drag", x0 + 1, y0 + 1, false},
		{"a drag", x0 + (x1-x0)*0.3, y0 + (y1-y0)*0.3, true},
		{"further", x0 + (x1-x0)*0.6, y0 + (y1-y0)*0.6, true},
		{"held still", x0 + (x1-x0)*0.6, y0 + (y1-y0)*0.6, false},
		{"over the point", x1, y1, true},
	}
	for _, s := range steps {
		if err := m.Step(held(s.x, s.y)); err != nil {
			t.Fatal(err)
		}
		if m.dirty != s.redraw {
			t.Errorf("%s: redraw %v, want %v", s.name, m.dirty, s.redraw)
		}
		m.markDrawn()
	}
}

func TestHistoryPointerRedraws(t *testing.T) {
	app := &App{Fonts: fontsForTest(t)}
	hs := NewHistory(app, NewTitle(app)).(*History)
	m := newPointerManager(t, app, hs)
	back := &hs.backBtn.Rect
	// A place on the page with no line of the contents under it, nor
	// 5 px further.
	text := func() (float64, float64) {
		x := hs.view.X + hs.view.W/2
		for y := hs.view.Y + hs.view.H - 10; y > hs.view.Y; y -= 10 {
			if !hs.overLink(Pointer{X: x, Y: y, Present: true}) && !hs.overLink(Pointer{X: x + 5, Y: y + 5, Present: true}) {
				return x, y
			}
		}
		t.Fatal("the whole page is links")
		return 0, 0
	}
	link := func() (float64, float64) {
		x, y := hs.doc.Links[3].R.Center()
		return x + hs.view.X, y + hs.view.Y - hs.scroll
	}
	checkMotions(t, m, []motion{
		{"over the text", text, off(text, 5, 5), false, false},
		{"onto Back", text, centre(back), true, true},
		{"within Back", centre(back), off(centre(back), 3, 2), false, true},
		{"off Back", centre(back), text, true, false},
		{"onto a line of the contents", text, link, false, true},
	})

	// The page follows a mouse dragging it, its button held.
	x, y := text()
	quiet(t, m, mouseAt(x, y))
	if err := m.Step(&Input{Pointer: Pointer{X: x, Y: y, Present: true, Down: true, Pressed: true}}); err != nil {
		t.Fatal(err)
	}
	m.markDrawn()
	if err := m.Step(&Input{Pointer: Pointer{X: x, Y: y - 60, Present: true, Down: true}}); err != nil {
		t.Fatal(err)
	}
	if !m.dirty || hs.scroll == 0 {
		t.Errorf("a drag of 60 px: redraw %v, scroll %v", m.dirty, hs.scroll)
	}
}

func TestResultPointerRedraws(t *testing.T) {
	app := titleApp(t)
	r := newResult(app, randomGame(rules.NineMensMorris(), 1, 40), 0, false, false).(*resultScene)
	m := newPointerManager(t, app, r)
	if !r.nav[3].Disabled || r.nav[1].Disabled {
		t.Fatal("the test needs the end shown: Last disabled, Back not")
	}
	empty := at(4, 4)
	checkMotions(t, m, []motion{
		{"over empty space", empty, at(9, 7), false, false},
		{"onto Play again", empty, centre(&r.again.Rect), true, false},
		{"within Play again", centre(&r.again.Rect), off(centre(&r.again.Rect), 4, 3), false, false},
		{"from Play again to Title", centre(&r.again.Rect), centre(&r.title.Rect), true, false},
		{"onto Back", empty, centre(&r.nav[1].Rect), true, false},
		{"onto Last, disabled", empty, centre(&r.nav[3].Rect), false, false},
		{"over the board", centre(&r.lay.board), off(centre(&r.lay.board), 30, 0), false, false},
	})
}

func TestSettingsPointerRedraws(t *testing.T) {
	app := titleApp(t)
	s := NewSettingsScene(app, &stubScene{}).(*settingsScene)
	m := newPointerManager(t, app, s)
	empty := at(4, 4)
	row := &s.rows[0].rect
	checkMotions(t, m, []motion{
		{"over empty space", empty, at(9, 7), false, false},
		{"onto a row", empty, centre(row), true, false},
		{"within a row", centre(row), off(centre(row), 40, 2), false, false},
		{"from row to row", centre(row), centre(&s.rows[1].rect), true, false},
		{"onto Done", empty, centre(&s.done.Rect), true, false},
		{"off Done", centre(&s.done.Rect), empty, true, false},
	})
}
