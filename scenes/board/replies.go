package board

import (
	"time"

	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
)

// ReplyPause is how long the board rests before a reply moves: the player
// sees their own man land first.
const ReplyPause = 450 * time.Millisecond

// Replies are turns waiting to be played on a board, each once the board
// has rested ReplyPause: the other side's answers in puzzles and lessons,
// or a solution shown turn by turn.
type Replies struct {
	turns  [][]rules.Move
	rested time.Duration
}

// Set makes turns the ones waiting, none for no turns, each to wait its
// whole pause.
func (r *Replies) Set(turns ...[]rules.Move) { r.turns, r.rested = turns, 0 }

// Waiting reports whether a turn waits to be played.
func (r *Replies) Waiting() bool { return len(r.turns) > 0 }

// Step counts a tick of rest and, once the board has rested ReplyPause,
// plays the next turn on g and sets view moving to it. It reports whether
// a turn waited this tick, and whether one was played.
func (r *Replies) Step(ctx *scenes.Context, g *rules.Game, view *View) (waiting, played bool) {
	if len(r.turns) == 0 {
		return false, false
	}
	if view.Animating() {
		return true, false
	}
	r.rested += ctx.Delta
	if r.rested < ReplyPause {
		return true, false
	}
	r.rested = 0
	t := r.turns[0]
	r.turns = r.turns[1:]
	for _, m := range t {
		if g.Play(m) != nil {
			break
		}
	}
	view.Target = g.Ply()
	view.CatchUp()
	ctx.RedrawPart()
	return true, true
}
