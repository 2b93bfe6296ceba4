package lessons

import "fmt"

// announce tells the end-to-end tests where the lesson on the board is, a
// line each time that changes: "lessons: <id> step <n> to play" (the
// player's turn, the board at rest), "… step <n> wrong" (a turn refused),
// "… step <n> right", "… step <n> note", "… game", "… game over" and
// "… done". They wait on these lines rather than on the clock, natively
// on stdout and in the browser on the console.
func (b *board) announce() {
	if !announcing {
		return
	}
	n := b.run.Index() + 1
	var st string
	switch {
	case b.stage == finished:
		st = "done"
	case b.stage == over:
		st = "game over"
	case b.stage == gaming:
		st = "game"
	case b.stage == reading:
		st = fmt.Sprintf("step %d note", n)
	case b.stage == praised:
		st = fmt.Sprintf("step %d right", n)
	case b.fb == refusal && b.playerTurn():
		st = fmt.Sprintf("step %d wrong", n)
	case b.playerTurn():
		st = fmt.Sprintf("step %d to play", n)
	default:
		return
	}
	if st == b.announced {
		return
	}
	b.announced = st
	announceLine("lessons: " + b.run.Lesson().ID + " " + st)
}
