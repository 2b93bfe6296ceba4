package scenes

import (
	"testing"

	"github.com/ninemen/morris/rules"
)

// A notch of the wheel is one line of Input.Wheel in every build: the
// browser's 100 CSS pixels as much as the desktop's 1. The scenes scroll by
// Input.Wheel alone, so they scroll the same in both.
func TestWheelNotchIsOneLine(t *testing.T) {
	// Ebitengine's offset is positive upwards; Input.Wheel downwards.
	if got := wheelNotches(-wheelPixelsPerNotch); got != 1 {
		t.Errorf("a notch down is %v lines, want 1", got)
	}
	if got := wheelNotches(0.5 * wheelPixelsPerNotch); got != -0.5 {
		t.Errorf("half a notch up (a trackpad) is %v lines, want -0.5", got)
	}
}

// In the play scene a notch moves the move list by one row.
func TestMoveListWheelScrollsARowANotch(t *testing.T) {
	app := testApp(t)
	h := newHarness(t, app, NewPlay(app, ModeTwoPlayers), 1280, 800)
	p := h.play()
	g := randomGame(rules.NineMensMorris(), 3, 120)
	for _, m := range g.Moves() {
		if p.game.Result().Over() {
			break
		}
		p.play(m)
	}
	p.board.snap(p.game.Ply())
	h.step(&Input{})
	p.moveList.refresh(p.game) // as Draw does
	top := p.moveList.top
	if top < 2 {
		t.Fatalf("the list is not long enough to scroll: top %v", top)
	}
	r := p.lay.moves
	x, y := r.Center()
	h.step(&Input{Pointer: Pointer{X: x, Y: y, Present: true}, Wheel: -1})
	if got := p.moveList.top; got != top-1 {
		t.Errorf("one notch up: top %v, want %v", got, top-1)
	}
}
