package play

import (
	"testing"

	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/internal/scenetest"
)

// Pointer motion alone used to draw the whole screen (Input.Active), so a
// mouse moving over the window cost a frame's drawing every tick, taken in
// the browser from the computer's thinking. Now a scene asks for a redraw
// when what it shows follows the pointer: these tests move the pointer over
// each scene and check that the manager is marked dirty exactly when
// something seen changed.

func TestPlayPointerRedraws(t *testing.T) {
	a := scenetest.FontsApp(t)
	p := New(a, &scenetest.Home{}, ModeTwoPlayers).(*Scene)
	m := scenetest.NewPointerManager(t, a, p)
	point := func(pt rules.Point) scenetest.XY { return func() (float64, float64) { return p.lay.Point(pt) } }
	empty := scenetest.At(4, 4)
	menu, undo := &p.buttons[btnMenu].Rect, &p.buttons[btnUndo].Rect
	if !p.buttons[btnUndo].Disabled {
		t.Fatal("the test needs Undo disabled")
	}
	scenetest.CheckMotions(t, m, []scenetest.Motion{
		{Name: "over empty space", From: empty, To: scenetest.At(9, 7), Redraw: false, Hand: false},
		{Name: "onto an empty point: the man's ghost", From: empty, To: point(rules.D6), Redraw: true, Hand: true},
		{Name: "within the point", From: point(rules.D6), To: scenetest.Off(point(rules.D6), 3, -2), Redraw: false, Hand: true},
		{Name: "from point to point", From: point(rules.D6), To: point(rules.D2), Redraw: true, Hand: true},
		{Name: "off the point", From: point(rules.D2), To: empty, Redraw: true, Hand: false},
		{Name: "between points", From: scenetest.Off(point(rules.A1), 0, -60), To: scenetest.Off(point(rules.A1), 0, -70), Redraw: false, Hand: false},
		{Name: "onto Menu", From: empty, To: scenetest.Centre(menu), Redraw: true, Hand: false},
		{Name: "off Menu", From: scenetest.Centre(menu), To: empty, Redraw: true, Hand: false},
		{Name: "onto Undo, disabled", From: empty, To: scenetest.Centre(undo), Redraw: false, Hand: false},
		{Name: "over the move list", From: scenetest.Centre(&p.lay.Moves), To: scenetest.Off(scenetest.Centre(&p.lay.Moves), 5, 12), Redraw: false, Hand: false},
	})

	// A man on d6: its point shows no ghost and cannot be chosen.
	h := &harness{t: t, app: a, m: m}
	h.clickPoint(rules.D6)
	h.settle()
	scenetest.CheckMotions(t, m, []scenetest.Motion{
		{Name: "onto a taken point", From: empty, To: point(rules.D6), Redraw: false, Hand: false},
	})

	// With the menu open the board takes no part.
	h.step(scenes.Key(scenes.ActBack))
	if p.menu == nil {
		t.Fatal("Esc did not open the menu")
	}
	r, rects := p.menuPanel()
	scenetest.CheckMotions(t, m, []scenetest.Motion{
		{Name: "menu: onto an empty point", From: empty, To: point(rules.A1), Redraw: false, Hand: false},
		{Name: "menu: onto Resume", From: scenetest.At(r.X+2, r.Y+2), To: scenetest.Centre(&rects[menuResume]), Redraw: true, Hand: false},
		{Name: "menu: within Resume", From: scenetest.Centre(&rects[menuResume]), To: scenetest.Off(scenetest.Centre(&rects[menuResume]), 4, 2), Redraw: false, Hand: false},
	})
}

// A man dragged follows the pointer, with the button held all the while:
// drawn at each move once it is a drag, not before; the frame that lifts
// it draws the layer of the men again where it stood, those that carry it
// only where it was and is. No frame of it is drawn whole, not the press
// that picks it up nor the release that drops it on its point.
func TestPlayDragRedraws(t *testing.T) {
	a := scenetest.FontsApp(t)
	p := playFrom(t, a, mustFEN(t, "a1 d1 b4 d7 g7 f4", "a7 b6 d6 d5 g1 e3", rules.White))
	m := scenetest.NewPointerManager(t, a, p)
	x0, y0 := p.lay.Point(rules.A1)
	x1, y1 := p.lay.Point(rules.A4)
	held := func(x, y float64) *scenes.Input {
		return &scenes.Input{Pointer: scenes.Pointer{X: x, Y: y, Present: true, Down: true}}
	}
	scenetest.Quiet(t, m, scenetest.MouseAt(x0, y0))
	if err := m.Step(&scenes.Input{Pointer: scenes.Pointer{X: x0, Y: y0, Present: true, Down: true, Pressed: true}}); err != nil {
		t.Fatal(err)
	}
	if whole, part := m.Pending(); whole || !part {
		t.Errorf("the press: drawn whole %v and in part %v, want in part", whole, part)
	}
	m.MarkDrawn()
	scenetest.Quiet(t, m, held(x0, y0))
	steps := []struct {
		name        string
		x, y        float64
		whole, part bool
	}{
		{"a tremble is not a drag", x0 + 1, y0 + 1, false, false},
		{"a drag", x0 + (x1-x0)*0.3, y0 + (y1-y0)*0.3, false, true},
		{"further", x0 + (x1-x0)*0.6, y0 + (y1-y0)*0.6, false, true},
		{"held still", x0 + (x1-x0)*0.6, y0 + (y1-y0)*0.6, false, false},
		{"over the point", x1, y1, false, true},
	}
	for _, s := range steps {
		if err := m.Step(held(s.x, s.y)); err != nil {
			t.Fatal(err)
		}
		if whole, part := m.Pending(); whole != s.whole || part != s.part {
			t.Errorf("%s: drawn whole %v and in part %v, want %v and %v", s.name, whole, part, s.whole, s.part)
		}
		m.MarkDrawn()
	}
	if err := m.Step(&scenes.Input{Pointer: scenes.Pointer{X: x1, Y: y1, Present: true, Released: true}}); err != nil {
		t.Fatal(err)
	}
	if got := p.game.Moves(); len(got) != 1 || got[0] != rules.Slide(rules.A1, rules.A4) {
		t.Fatalf("the drop made %v, want a1-a4", got)
	}
	if whole, part := m.Pending(); whole || !part {
		t.Errorf("the drop: drawn whole %v and in part %v, want in part", whole, part)
	}
}

func TestResultPointerRedraws(t *testing.T) {
	a := scenetest.FontsApp(t)
	r := newResult(a, &scenetest.Home{}, randomGame(rules.NineMensMorris(), 1, 40), 0, false, false).(*resultScene)
	m := scenetest.NewPointerManager(t, a, r)
	if !r.nav[3].Disabled || r.nav[1].Disabled {
		t.Fatal("the test needs the end shown: Last disabled, Back not")
	}
	empty := scenetest.At(4, 4)
	scenetest.CheckMotions(t, m, []scenetest.Motion{
		{Name: "over empty space", From: empty, To: scenetest.At(9, 7), Redraw: false, Hand: false},
		{Name: "onto Play again", From: empty, To: scenetest.Centre(&r.again.Rect), Redraw: true, Hand: false},
		{Name: "within Play again", From: scenetest.Centre(&r.again.Rect), To: scenetest.Off(scenetest.Centre(&r.again.Rect), 4, 3), Redraw: false, Hand: false},
		{Name: "from Play again to Title", From: scenetest.Centre(&r.again.Rect), To: scenetest.Centre(&r.title.Rect), Redraw: true, Hand: false},
		{Name: "onto Back", From: empty, To: scenetest.Centre(&r.nav[1].Rect), Redraw: true, Hand: false},
		{Name: "onto Last, disabled", From: empty, To: scenetest.Centre(&r.nav[3].Rect), Redraw: false, Hand: false},
		{Name: "over the board", From: scenetest.Centre(&r.lay.Board), To: scenetest.Off(scenetest.Centre(&r.lay.Board), 30, 0), Redraw: false, Hand: false},
	})
}
