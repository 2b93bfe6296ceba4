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

func TestPlayPointerRedraws(t *testing.T) {
	app := fontsApp(t)
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
	app := fontsApp(t)
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
		if whole, _ := m.Pending(); whole != s.redraw {
			t.Errorf("%s: redraw %v, want %v", s.name, whole, s.redraw)
		}
		m.MarkDrawn()
	}
}

func TestResultPointerRedraws(t *testing.T) {
	app := fontsApp(t)
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
