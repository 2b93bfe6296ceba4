package play

import (
	"time"

	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes/app"
)

// agentTurn tracks one side's agent through a turn.
type agentTurn struct {
	agent    app.Agent
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

// cancel stops the agent if it is thinking.
func (t *agentTurn) cancel() {
	if t.agent != nil && t.thinking {
		t.agent.Cancel()
	}
	t.thinking = false
}

// step runs one tick of d for the agent whose turn it is in g: it starts the
// search if needed and returns the move once the agent has one and the
// pause is over. A move the rules reject is dropped and the agent asked
// again, so a faulty agent cannot break the game.
func (t *agentTurn) step(g *rules.Game, d time.Duration) (rules.Move, bool) {
	if !t.thinking || t.ply != g.Ply() {
		t.agent.Start(g)
		t.thinking, t.since, t.ply = true, 0, g.Ply()
		return 0, false
	}
	if tk, ok := t.agent.(app.Ticker); ok {
		tk.Tick()
	}
	t.since += d
	if t.since < minThink {
		return 0, false
	}
	m, ok := t.agent.Poll()
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
