package computer

import (
	"time"

	"github.com/ninemen/morris/rules"
)

// Agent is a computer player. The play scene drives it from Update, never
// waiting on it, so frames keep flowing while it thinks: Start when it is
// the agent's turn, Poll every tick until a move comes, Cancel when the
// game under it changes (undo, new game, leaving the scene).
//
// An agent answers one ply at a time, as rules counts them: after a move
// that forms a mill the scene calls Start again for the removal.
type Agent interface {
	// Start begins choosing a move for the side to move in g. It returns at
	// once and does not keep g: the scene goes on using the game, so the
	// agent copies what it needs (g.Position(), g.Moves()) before
	// returning. A Start while thinking abandons the earlier search.
	Start(g *rules.Game)
	// Poll returns the chosen move once it is ready, and ok false until
	// then. It never blocks.
	Poll() (m rules.Move, ok bool)
	// Cancel stops the search at once; Poll reports nothing until the next
	// Start.
	Cancel()
}

// Ticker is an Agent that wants to hear the game's ticks while it
// thinks: a search sharing the game's one thread (the browser's) paces
// itself by them, so that it leaves room for every frame.
type Ticker interface {
	Tick()
}

// Limiter is an Agent whose time on a move can be held below its own: on
// a clock, the play scene gives the computer its share of what it has
// left (see Turn.Limit).
type Limiter interface {
	// Limit holds the searches started from now on to at most d; 0
	// lifts the limit.
	Limit(d time.Duration)
}
