package puzzles_test

import (
	"testing"
	"time"

	"github.com/ninemen/morris/learn"
	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
)

// slidePuzzle is a table puzzle whose solution starts with a man slid
// or flown, which a player may carry to its point.
func slidePuzzle(t *testing.T) *learn.Puzzle {
	t.Helper()
	tables(t)
	return find(t, func(p *learn.Puzzle) bool {
		return p.Source.Tables() && p.Solution[0][0].Kind() == rules.SlideMove
	})
}

// drag carries the man on from to the point to with the mouse or a
// finger, in ten steps, and lets it go there; it returns the whole
// frames drawn while the man was carried.
func (r *rig) drag(from, to rules.Point, touch bool) (whole int64) {
	r.t.Helper()
	at := r.s.Targets()
	a, b := at["point:"+from.String()], at["point:"+to.String()]
	x0, y0, x1, y1 := float64(a.X), float64(a.Y), float64(b.X), float64(b.Y)
	r.step(&scenes.Input{Pointer: scenes.Pointer{X: x0, Y: y0, Present: true, Down: true, Pressed: true, Touch: touch}})
	before, _ := r.d.Drawn()
	for i := 1; i <= 10; i++ {
		f := float64(i) / 10
		r.step(&scenes.Input{Pointer: scenes.Pointer{X: x0 + (x1-x0)*f, Y: y0 + (y1-y0)*f + r.lift(touch), Present: true, Down: true, Touch: touch}})
	}
	after, _ := r.d.Drawn()
	r.step(&scenes.Input{Pointer: scenes.Pointer{X: x1, Y: y1 + r.lift(touch), Present: !touch, Released: true, Touch: touch}})
	r.step(&scenes.Input{})
	return after - before
}

// stone is the width of a man on the board: the distance of the two
// nearest points of the inner square is two of them.
func (r *rig) stone() float64 {
	at := r.s.Targets()
	return float64(at["point:d5"].Y-at["point:d6"].Y) / 2
}

// lift is how far below the point a finger carries its man there: the
// man rides above the finger.
func (r *rig) lift(touch bool) float64 {
	if touch {
		return r.stone() * 0.5
	}
	return 0
}

// A man carried to its point by the mouse or a finger plays the
// solution's first move, and the frames of the drag are drawn in part.
func TestDragAManInAPuzzle(t *testing.T) {
	p := slidePuzzle(t)
	first := p.Solution[0][0]
	for _, touch := range []bool{false, true} {
		r := newRig(t)
		r.s.Open(p)
		r.wait(time.Second)
		if whole := r.drag(first.From(), first.To(), touch); whole != 0 {
			t.Errorf("touch %v: %d whole frames drawn while the man was carried", touch, whole)
		}
		if g := r.s.Game(); g.Ply() == 0 || g.Moves()[0] != first {
			t.Fatalf("touch %v: the drag played %v, want %v", touch, g.Moves(), first)
		}
		for _, m := range p.Solution[0][1:] {
			r.click("point:" + m.To().String())
		}
		r.wait(3 * time.Second)
		if main, _ := r.s.Status(); main == "That is not the solution." {
			t.Errorf("touch %v: the solution's move carried was refused", touch)
		}
	}
}

// A man carried where it may not go goes back, still chosen, and the
// status says why; nothing is played or counted.
func TestDragAManWhereItMayNotGo(t *testing.T) {
	p := slidePuzzle(t)
	first := p.Solution[0][0]
	pos := p.Position
	var bad rules.Point = rules.NoPoint
	for q := rules.Point(0); q < rules.NumPoints; q++ {
		if _, man := pos.At(q); man && q != first.From() && !pos.IsLegal(rules.Slide(first.From(), q)) {
			bad = q
			break
		}
	}
	if bad == rules.NoPoint {
		t.Skip("no man to carry onto")
	}
	r := newRig(t)
	r.s.Open(p)
	r.wait(time.Second)
	main0, _ := r.s.Status()
	r.drag(first.From(), bad, false)
	r.wait(500 * time.Millisecond)
	if g := r.s.Game(); g.Ply() != 0 {
		t.Fatalf("a man carried onto %v played %v", bad, g.Moves())
	}
	if main, _ := r.s.Status(); main == main0 || main == "" {
		t.Errorf("status %q: no reason given for the man gone back", main)
	}
	if pr := r.s.Progress(); len(pr.Tried) != 0 {
		t.Errorf("a refused drag counted: %+v", pr.Tried)
	}
}
