package puzzles

import "fmt"

// announce tells the end-to-end tests where the puzzle on the board is,
// a line each time that changes (see announceLine): "puzzles: <id>
// loading", "… to play at ply <n>" (the player's turn, the board at
// rest), "… checking", "… wrong" (the refutation shown), "… showing",
// "… solved, rating <before> to <after>" (a puzzle of the set solved at
// the first try, with the rating the status shows before and after it),
// "… solved" (a card of the player's mistakes) or "… solved as
// practice". They wait on these lines rather than on the clock, natively
// on stdout and in the browser on the console.
func (b *board) announce() {
	if !announcing {
		return
	}
	var st string
	resting := !b.replies.Waiting() && !b.view.Animating()
	switch {
	case b.loading():
		st = "loading"
	case b.stage == checking:
		st = "checking"
	case b.stage == wrong && resting:
		st = "wrong"
	case b.stage == showing:
		st = "showing"
	case b.stage == solved && resting && b.scored && b.card == "":
		st = fmt.Sprintf("solved, rating %d to %d", b.before, b.before+b.change)
	case b.stage == solved && resting && b.scored:
		st = "solved"
	case b.stage == solved && resting:
		st = "solved as practice"
	case b.solverTurn():
		st = fmt.Sprintf("to play at ply %d", b.game.Ply())
	default:
		return
	}
	if st == b.said {
		return
	}
	b.said = st
	announceLine("puzzles: " + b.p.ID + " " + st)
}
