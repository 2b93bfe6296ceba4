package clock

import "time"

// The computer's share of its clock (Allot).
const (
	// turnsToGo is how many more turns a side is taken to have to play:
	// a game of mill runs to 20 to 50 turns a side, and a side that
	// plans for 20 has time in hand for a long endgame, as its share
	// shrinks with what is left.
	turnsToGo = 20
	// overhead is what a turn costs besides the search: the pause before
	// the move shows, the moves' flights, a removal's second search. It
	// is kept back from the time left before sharing it.
	overhead = time.Second
	// minAllot is the least a move is given, for a search to answer.
	minAllot = 50 * time.Millisecond
)

// Allot is how long the computer may think on a move with left on its
// clock and inc added after each turn: a share of what is left for the
// turns to go, most of the increment, and never more than half of what
// is left after a turn's overhead, so that a side with little time does
// not spend it on one move.
func Allot(left, inc time.Duration) time.Duration {
	d := left/turnsToGo + inc*3/4
	d = min(d, (left-overhead)/2)
	return max(d, minAllot)
}
