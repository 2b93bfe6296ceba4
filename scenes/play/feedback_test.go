package play

import (
	"strings"
	"testing"
	"time"

	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/internal/scenetest"
)

// Esc opens the menu with its buttons in place in the very frame it is
// drawn: natively, nothing else draws the screen until the mouse moves.
func TestEscMenuHasItsButtonsAtOnce(t *testing.T) {
	a := scenetest.FontsApp(t)
	h := newHarness(t, a, New(a, &scenetest.Home{}, ModeTwoPlayers), 1280, 800)
	p := h.play()
	if err := h.m.Step(scenes.Key(scenes.ActBack)); err != nil {
		t.Fatal(err)
	}
	if whole, _ := h.m.Pending(); !whole || p.menu == nil {
		t.Fatalf("Esc: redraw %v, menu %v", whole, p.menu != nil)
	}
	_, rects := p.menuPanel()
	for i, b := range p.menu.buttons {
		if b.Rect != rects[i] || b.Rect.W <= 0 {
			t.Errorf("menu button %q at %+v when drawn, want %+v", b.Label, b.Rect, rects[i])
		}
	}
}

// refusalRig is a two-player game in the moving phase with a fake clock:
// White's a1 is boxed in, d2 can move.
func refusalRig(t *testing.T) (*harness, *Scene, *scenetest.Clock) {
	t.Helper()
	a := scenetest.App(t)
	p := playFrom(t, a, mustFEN(t, "a1 a4 d2 g1 b6", "d1 d7 g7 g4 e3 c5", rules.White))
	h := newHarness(t, a, p, 1280, 800)
	return h, p, h.m.Clock
}

func TestWrongClicksSayWhyAndKeepTheSelection(t *testing.T) {
	tests := []struct {
		name     string
		selected rules.Point // chosen first, or NoPoint
		click    rules.Point
		want     string // a piece of the reason
		keep     rules.Point
		shakes   bool // a man shakes; otherwise the point flashes
	}{
		{"a boxed-in man", rules.NoPoint, rules.A1, "cannot move", rules.NoPoint, true},
		{"a boxed-in man with another chosen", rules.D2, rules.A1, "cannot move", rules.D2, true},
		{"a point not next to the chosen man", rules.D2, rules.B4, "b4 is not next to d2", rules.D2, false},
		{"an opponent's man with one chosen", rules.D2, rules.D7, "d7 is Black\u2019s man", rules.D2, true},
		{"an empty point with none chosen", rules.NoPoint, rules.F4, "Choose one of your white men first", rules.NoPoint, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			h, p, clk := refusalRig(t)
			if tc.selected != rules.NoPoint {
				h.clickPoint(tc.selected)
			}
			h.clickPoint(tc.click)
			if p.game.Ply() != 0 {
				t.Fatalf("the click made a move: %v", p.game.Moves())
			}
			if p.hand.Selected != tc.keep {
				t.Errorf("selected %v, want %v", p.hand.Selected, tc.keep)
			}
			_, help, refused := p.statusText()
			if !refused || !strings.Contains(help, tc.want) {
				t.Errorf("status help %q (refused %v), want it to say %q", help, refused, tc.want)
			}
			// The man shakes, or the point flashes, and settles.
			clk.Advance(shakeTime / 8)
			drawn := stepPending(h)
			m := p.marks()
			if m.Shake != tc.click || (m.ShakeDX != 0) != tc.shakes || (m.Flash > 0) == tc.shakes {
				t.Errorf("marks at %v: shake %v dx %.3f flash %.2f", shakeTime/8, m.Shake, m.ShakeDX, m.Flash)
			}
			if !drawn {
				t.Error("a shaking man is not drawn")
			}
			clk.Advance(shakeTime)
			stepPending(h)
			if m := p.marks(); m.Shake != rules.NoPoint {
				t.Errorf("still shaking after %v: %+v", shakeTime, m)
			}
			// The reason goes after a while, and the screen is drawn
			// without it.
			clk.Advance(reasonTime)
			drawn = stepPending(h)
			if _, _, refused := p.statusText(); refused {
				t.Error("the reason stays")
			}
			if !drawn {
				t.Error("the reason went without a drawing")
			}
		})
	}
}

// stepPending runs an empty tick and says whether it asks for a drawing,
// of the whole screen or a part.
func stepPending(h *harness) bool {
	h.t.Helper()
	if err := h.m.Step(&scenes.Input{}); err != nil {
		h.t.Fatal(err)
	}
	whole, part := h.m.Pending()
	h.m.MarkDrawn()
	return whole || part
}

func TestARightClickAfterAWrongOneMoves(t *testing.T) {
	h, p, _ := refusalRig(t)
	h.clickPoint(rules.D2)
	h.clickPoint(rules.B4) // not next to d2
	h.clickPoint(rules.B2)
	if got := p.game.Moves(); len(got) != 1 || got[0] != rules.Slide(rules.D2, rules.B2) {
		t.Fatalf("moves %v, want d2-b2", got)
	}
	if _, _, refused := p.statusText(); refused {
		t.Fatal("the reason outlives the move")
	}
}

func TestPressOnBareWoodSaysWhereToClick(t *testing.T) {
	h, p, _ := refusalRig(t)
	// Between a1 and d1 on the outer line, away from the points' reach.
	x0, y0 := p.lay.Point(rules.A1)
	x1, y1 := p.lay.Point(rules.B2)
	h.step(scenes.Click((x0+x1)/2, y0+(y1-y0)*0.25))
	if _, help, refused := p.statusText(); !refused || !strings.Contains(help, "where the lines meet") {
		t.Fatalf("help %q", help)
	}
}

func TestDropOnATakenPointSaysWhy(t *testing.T) {
	h, p, _ := refusalRig(t)
	x0, y0 := p.lay.Point(rules.D2)
	x1, y1 := p.lay.Point(rules.D1) // Black's man
	h.step(&scenes.Input{Pointer: scenes.Pointer{X: x0, Y: y0, Present: true, Down: true, Pressed: true}})
	h.step(&scenes.Input{Pointer: scenes.Pointer{X: (x0 + x1) / 2, Y: (y0 + y1) / 2, Present: true, Down: true}})
	h.step(&scenes.Input{Pointer: scenes.Pointer{X: x1, Y: y1, Present: true, Released: true}})
	if p.game.Ply() != 0 || p.hand.Selected != rules.D2 {
		t.Fatalf("ply %d, selected %v", p.game.Ply(), p.hand.Selected)
	}
	if _, help, refused := p.statusText(); !refused || !strings.Contains(help, "d1 is Black\u2019s man") {
		t.Fatalf("help %q", help)
	}
}

// The result counts moves as the list numbers them: White's and Black's
// turns make one move.
func TestResultCountsMovesAsTheListDoes(t *testing.T) {
	g := randomGame(rules.NineMensMorris(), 5, 60)
	if !kindsOf(g)["remove"] {
		t.Fatal("the game should take a man, so that removals could throw the numbers off")
	}
	// A removal is part of its move, never a number of its own (a FEN's
	// move number counts removals as plies).
	last := (rules.TurnCount(g.Moves()) + 1) / 2
	a := scenetest.App(t)
	r := newResult(a, &scenetest.Home{}, g, 90*time.Second, false, false).(*resultScene)
	if want := itoa(last) + " moves in 1 min 30 s"; r.summary() != want {
		t.Fatalf("summary %q, want %q", r.summary(), want)
	}
}

// A mill lights up before the removal is asked for: for a moment after the
// stone lands the board marks no man and the status names the mill.
func TestMillGlowsBeforeTheRemovalPrompt(t *testing.T) {
	a := scenetest.App(t)
	h := newHarness(t, a, New(a, &scenetest.Home{}, ModeTwoPlayers), 1280, 800)
	p := h.play()
	for _, pt := range []rules.Point{rules.A1, rules.B2, rules.D1, rules.D2} {
		h.playByClicks(rules.Place(pt))
	}
	h.clickPoint(rules.G1)
	for p.animating() {
		h.step(&scenes.Input{})
	}
	if glowing, _ := p.board.MillGlowing(); !glowing {
		t.Fatal("the mill does not light up")
	}
	if m := p.marks(); m.Removable != 0 {
		t.Errorf("men marked for removal as the mill lights up: %v", m.Removable.Points())
	}
	if main, _ := p.status(); main != "White closes a mill" {
		t.Errorf("status %q", main)
	}
	for range int(millRise / scenes.TickTime) {
		h.step(&scenes.Input{})
	}
	if m := p.marks(); m.Removable == 0 {
		t.Error("no man marked for removal once the mill has lit up")
	}
	if main, _ := p.status(); !strings.Contains(main, "remove a black man") {
		t.Errorf("status %q", main)
	}
}

// On a machine that takes seconds over a frame (a phone's browser drawing
// without a GPU), the reason is not gone before a frame has shown it.
func TestReasonOutlivesASlowFrame(t *testing.T) {
	h, p, clk := refusalRig(t)
	x, y := p.lay.Point(rules.D1)
	// The press and a few more ticks run back to back, catching up, with
	// no frame drawn between them.
	for i, in := range []*scenes.Input{scenes.Click(x, y), {}, {}} {
		if i == 1 {
			clk.Advance(2 * reasonTime)
		}
		if err := h.m.Step(in); err != nil {
			t.Fatal(err)
		}
	}
	if _, _, refused := p.statusText(); !refused {
		t.Fatal("the reason went before any frame showed it")
	}
	h.m.MarkDrawn() // the slow frame, with the reason
	h.step(&scenes.Input{})
	h.step(&scenes.Input{})
	if _, _, refused := p.statusText(); !refused {
		t.Fatal("the reason went as soon as a frame had shown it")
	}
	clk.Advance(reasonTime + time.Millisecond)
	h.step(&scenes.Input{})
	if _, _, refused := p.statusText(); refused {
		t.Fatal("the reason stays after its time on the screen")
	}
}
