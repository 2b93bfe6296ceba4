package puzzles_test

import (
	"testing"
	"time"

	"github.com/ninemen/morris/learn"
)

// A turn of a puzzle that goes on, its reply and the word on it are drawn
// in parts, as play draws a move: the status and the cards where they
// changed and the men where they move, never the whole screen.
func TestAPuzzleTurnIsDrawnInParts(t *testing.T) {
	tables(t)
	p := find(t, func(p *learn.Puzzle) bool { return p.Source.Tables() && len(p.Solution) >= 3 })
	r := newRig(t)
	r.s.Open(p)
	r.wait(time.Second)
	before, _ := r.d.Drawn()
	r.play(p.Solution[0])
	r.wait(3 * time.Second)
	if g := r.s.Game(); g.Ply() <= len(p.Solution[0]) {
		t.Fatalf("no reply after the solution's first turn: %v", g.Moves())
	}
	if whole, _ := r.d.Drawn(); whole != before {
		t.Errorf("the turn and its reply drew the whole screen %d times", whole-before)
	}
}
