package play

import (
	"testing"

	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/internal/scenetest"
)

// In the play scene a notch moves the move list by one row.
func TestMoveListWheelScrollsARowANotch(t *testing.T) {
	a := scenetest.App(t)
	h := newHarness(t, a, New(a, &scenetest.Home{}, ModeTwoPlayers), 1280, 800)
	p := h.play()
	g := randomGame(rules.NineMensMorris(), 3, 120)
	for _, m := range g.Moves() {
		if p.game.Result().Over() {
			break
		}
		p.play(m)
	}
	p.board.Snap(p.game.Ply())
	h.step(&scenes.Input{})
	p.moveList.Refresh(p.game) // as Draw does
	top := p.moveList.Top
	if top < 2 {
		t.Fatalf("the list is not long enough to scroll: top %v", top)
	}
	r := p.lay.Moves
	x, y := r.Center()
	h.step(&scenes.Input{Pointer: scenes.Pointer{X: x, Y: y, Present: true}, Wheel: -1})
	if got := p.moveList.Top; got != top-1 {
		t.Errorf("one notch up: top %v, want %v", got, top-1)
	}
}
