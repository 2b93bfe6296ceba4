package board

import (
	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
)

// StepCursor moves the keyboard cursor on the 24-point board (see
// StepCursorOn).
func StepCursor(from rules.Point, dx, dy int) rules.Point {
	return StepCursorOn(rules.BoardFor(false), from, dx, dy)
}

// StepCursorOn moves the keyboard cursor from a point of board b in a
// direction (dy up the ranks): to the point ahead that is nearest,
// counting sideways offset heavier than distance, so the cursor follows
// the lines of the board.
func StepCursorOn(b *rules.Board, from rules.Point, dx, dy int) rules.Point {
	best, bestCost := from, 1<<30
	for _, q := range b.Points().Points() {
		ax, ay := q.File()-from.File(), q.Rank()-from.Rank()
		along := ax*dx + ay*dy
		if along <= 0 {
			continue
		}
		side := ax*dy - ay*dx
		if side < 0 {
			side = -side
		}
		if cost := along*4 + side*10; cost < bestCost {
			best, bestCost = q, cost
		}
	}
	return best
}

// cursorSteps are the arrow keys' directions on the board.
var cursorSteps = []struct {
	a      scenes.Action
	dx, dy int
}{{scenes.ActUp, 0, 1}, {scenes.ActDown, 0, -1}, {scenes.ActLeft, -1, 0}, {scenes.ActRight, 1, 0}}

// CursorKeys applies the tick's arrow keys and Enter to the keyboard
// cursor at at on board b (nil for the 24-point board), shown or not: the
// first key only shows it, later arrows step it along the lines
// (StepCursorOn). It returns where the cursor is, whether a key changed
// what it shows (a frame to draw), and whether Enter chose its point,
// which the cursor then shows.
func CursorKeys(in *scenes.Input, b *rules.Board, at rules.Point, shown bool) (next rules.Point, changed, chosen bool) {
	if b == nil {
		b = rules.BoardFor(false)
	}
	if !b.Has(at) {
		at = nearestOn(b, at)
	}
	for _, d := range cursorSteps {
		if in.Just(d.a) {
			if shown {
				at = StepCursorOn(b, at, d.dx, d.dy)
			}
			shown, changed = true, true
		}
	}
	if in.Just(scenes.ActConfirm) {
		chosen, changed = shown, true
	}
	return at, changed, chosen
}

// nearestOn is the point of b nearest on the grid to p, which b lacks: the
// cursor's home on the 24-point board (d2) is d3 on the 9-point board.
func nearestOn(b *rules.Board, p rules.Point) rules.Point {
	best, bestD := p, 1<<30
	for _, q := range b.Points().Points() {
		df, dr := q.File()-p.File(), q.Rank()-p.Rank()
		if d := df*df + dr*dr; d < bestD {
			best, bestD = q, d
		}
	}
	return best
}
