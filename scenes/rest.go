package scenes

import "time"

// A game left alone still runs its loop sixty times a second: Ebitengine
// polls the window, runs Update and decides not to draw, which costs a few
// per cent of a core for a screen that does not change. Once nothing has
// changed for restAfter, the manager lets a Pacer slow the loop to about
// one tick in restTick. The first tick that sees the pointer move, a key or
// anything drawn wakes it; that tick comes at most restTick late, which a
// hand reaching for the mouse does not notice.
const (
	restAfter = time.Second
	restTick  = 50 * time.Millisecond
)

// Pacer slows the game's loop while it rests (see SetPacer).
type Pacer interface {
	// Rest is called at the end of each tick of a rest, and may block for
	// about tick: the loop then runs at that pace. The first tick that
	// is not a rest runs at the loop's own pace again.
	Rest(tick time.Duration)
}

// SetPacer lets the manager slow the loop through p while nothing changes
// on the screen; nil (the default) never slows it.
func (m *Manager) SetPacer(p Pacer) { m.pacer = p }

// pace counts how long the game has rested after a tick and tells the
// pacer. A tick rests when it asks for nothing to be drawn (which
// Input.Active would have), no scene is coming in or keeps the loop awake,
// the pointer has not moved, no button is held and the wheel has not
// turned (scenes answer it in parts).
func (m *Manager) pace(in, prev *Input, delta time.Duration) {
	if m.pacer == nil {
		return
	}
	p, q := in.Pointer, prev.Pointer
	busy := m.wholeDue || m.partDue || m.fade != nil || m.shell != nil && m.shell.Showing() || m.awake ||
		in.Wheel != 0 || p.Down || p.X != q.X || p.Y != q.Y
	if busy {
		m.rested = 0
		return
	}
	m.rested += delta
	if m.rested >= restAfter {
		m.pacer.Rest(restTick)
	}
}
