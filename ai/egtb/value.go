package egtb

import "fmt"

// Value is a position's worth with best play for the side to move: a
// draw, or a win or a loss with the number of turns to the end (a move
// with its removal is one turn; the winner takes the fewest, the loser
// the most). Stored as that number of turns plus one, zero for a draw.
type Value uint8

// Draw is the value of a drawn position.
const Draw Value = 0

// maxTurns is the longest game end a Value can hold.
const maxTurns = 254

// valueIn returns the value of a position that ends after n turns with
// best play: won by the side to move when n is odd (its own turn ends
// it), lost when n is even.
func valueIn(n int) Value { return Value(n + 1) }

// Turns is the number of turns of both sides to the end of the game, 0
// for a draw (and for a side to move that cannot move: lost now).
func (v Value) Turns() int {
	if v == Draw {
		return 0
	}
	return int(v) - 1
}

// Won reports whether the side to move wins.
func (v Value) Won() bool { return v != Draw && v.Turns()%2 == 1 }

// Lost reports whether the side to move loses.
func (v Value) Lost() bool { return v != Draw && v.Turns()%2 == 0 }

// Mate is the distance as UCI's "score mate" gives it: n > 0 when the
// side to move wins with its n-th turn from now, -n when it loses after
// the opponent's n-th turn, 0 for a draw (or a loss already on the
// board).
func (v Value) Mate() int {
	switch {
	case v.Won():
		return (v.Turns() + 1) / 2
	case v.Lost():
		return -v.Turns() / 2
	}
	return 0
}

// String says the value for the side to move: "win in 3", "loss in 2"
// (the opponent's turns), "draw".
func (v Value) String() string {
	switch {
	case v.Won():
		return fmt.Sprintf("win in %d", v.Mate())
	case v.Lost():
		return fmt.Sprintf("loss in %d", -v.Mate())
	}
	return "draw"
}
