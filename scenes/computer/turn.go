package computer

import (
	"time"

	"github.com/ninemen/morris/rules"
)

// Turn drives an agent through the turns of one side (or the hints): it
// starts the search, waits for its answer and a short pause, and checks
// the move with the rules.
type Turn struct {
	// Agent is the computer player.
	Agent Agent
	// Limit is the most the agent may think on the move it starts next,
	// if it is a Limiter; 0 for the time it has of its own. The play
	// scene sets it from the computer's clock.
	Limit    time.Duration
	thinking bool
	// since is the time since Start, so that a fast answer still waits a
	// moment and the computer's move does not feel like teleporting.
	since time.Duration
	// ply is the game's ply when the agent was started; a move for another
	// ply is stale.
	ply int
}

// minThink is the shortest pause before the computer's move shows.
const minThink = 450 * time.Millisecond

// pause is the shortest time before the move shows: minThink, or on a
// clock with little time left (a short Limit) half the limit, so that
// the pause does not cost the computer the game.
func (t *Turn) pause() time.Duration {
	if t.Limit > 0 {
		return min(minThink, t.Limit/2)
	}
	return minThink
}

// Thinking reports whether the agent has been started on a move and not
// yet answered.
func (t *Turn) Thinking() bool { return t.thinking }

// Cancel stops the agent if it is thinking.
func (t *Turn) Cancel() {
	if t.Agent != nil && t.thinking {
		t.Agent.Cancel()
	}
	t.thinking = false
}

// Release lets the agent give back what it holds (an engine, to serve the
// next game), if it holds anything.
func (t *Turn) Release() {
	if r, ok := t.Agent.(interface{ Release() }); ok {
		r.Release()
	}
}

// Step runs one tick of d for the agent whose turn it is in g: it starts the
// search if needed and returns the move once the agent has one and the
// pause is over. A move the rules reject is dropped and the agent asked
// again, so a faulty agent cannot break the game.
func (t *Turn) Step(g *rules.Game, d time.Duration) (rules.Move, bool) {
	if !t.thinking || t.ply != g.Ply() {
		if l, ok := t.Agent.(Limiter); ok {
			l.Limit(t.Limit)
		}
		t.Agent.Start(g)
		t.thinking, t.since, t.ply = true, 0, g.Ply()
		return 0, false
	}
	if tk, ok := t.Agent.(Ticker); ok {
		tk.Tick()
	}
	t.since += d
	if t.since < t.pause() {
		return 0, false
	}
	m, ok := t.Agent.Poll()
	if !ok {
		return 0, false
	}
	t.thinking = false
	pos := g.Position()
	if !pos.IsLegal(m) {
		return 0, false
	}
	return m, true
}
