package scenes

import "github.com/ninemen/morris/rules"

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

// agentTurn tracks one side's agent through a turn.
type agentTurn struct {
	agent    Agent
	thinking bool
	// since counts ticks since Start, so that a fast answer still waits a
	// moment and the computer's move does not feel like teleporting.
	since int
	// ply is the game's ply when the agent was started; a move for another
	// ply is stale.
	ply int
}

// minThinkTicks is the shortest pause before the computer's move shows.
var minThinkTicks = Ticks(0.45)

// cancel stops the agent if it is thinking.
func (t *agentTurn) cancel() {
	if t.agent != nil && t.thinking {
		t.agent.Cancel()
	}
	t.thinking = false
}

// step runs one tick for the agent whose turn it is in g: it starts the
// search if needed and returns the move once the agent has one and the
// pause is over. A move the rules reject is dropped and the agent asked
// again, so a faulty agent cannot break the game.
func (t *agentTurn) step(g *rules.Game) (rules.Move, bool) {
	if !t.thinking || t.ply != g.Ply() {
		t.agent.Start(g)
		t.thinking, t.since, t.ply = true, 0, g.Ply()
		return 0, false
	}
	if tk, ok := t.agent.(Ticker); ok {
		tk.Tick()
	}
	t.since++
	if t.since < minThinkTicks {
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
