package board

import (
	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
)

// StepCursor moves the keyboard cursor from a point in a direction (dy up
// the ranks): to the point ahead that is nearest, counting sideways offset
// heavier than distance, so the cursor follows the lines of the board.
func StepCursor(from rules.Point, dx, dy int) rules.Point {
	best, bestCost := from, 1<<30
	for q := rules.Point(0); q < rules.NumPoints; q++ {
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
// cursor at at, shown or not: the first key only shows it, later arrows
// step it along the lines (StepCursor). It returns where the cursor is,
// whether a key changed what it shows (a frame to draw), and whether
// Enter chose its point, which the cursor then shows.
func CursorKeys(in *scenes.Input, at rules.Point, shown bool) (next rules.Point, changed, chosen bool) {
	for _, d := range cursorSteps {
		if in.Just(d.a) {
			if shown {
				at = StepCursor(at, d.dx, d.dy)
			}
			shown, changed = true, true
		}
	}
	if in.Just(scenes.ActConfirm) {
		chosen, changed = shown, true
	}
	return at, changed, chosen
}
