package board

import "github.com/ninemen/morris/rules"

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
