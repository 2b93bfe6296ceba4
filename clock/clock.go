package clock

import (
	"time"

	"github.com/ninemen/morris/rules"
)

// Clock is the two sides' clocks of one game. At most one is on, the
// clock of the side whose turn it is; it runs unless the clocks are
// paused. Every method takes the time it is called at, which must not go
// backwards.
type Clock struct {
	control Control
	left    [2]time.Duration // by rules.Color; the running side's as of since
	side    rules.Color      // the side whose clock is on
	on      bool
	paused  bool
	since   time.Time // when the running clock last started
}

// New returns the clocks of a game under c, each side with c.Base, both
// off.
func New(c Control) *Clock {
	return &Clock{control: c, left: [2]time.Duration{c.Base, c.Base}}
}

// Resume returns clocks under c with the time each side has left, as a
// saved game kept them; both are off.
func Resume(c Control, white, black time.Duration) *Clock {
	return &Clock{control: c, left: [2]time.Duration{max(white, 0), max(black, 0)}}
}

// Control is the time control the clocks keep.
func (c *Clock) Control() Control { return c.control }

// ticking reports whether a clock runs.
func (c *Clock) ticking() bool { return c.on && !c.paused }

// Left is the time side has left at now, never below zero.
func (c *Clock) Left(side rules.Color, now time.Time) time.Duration {
	d := c.left[side]
	if c.ticking() && c.side == side {
		d -= now.Sub(c.since)
	}
	return max(d, 0)
}

// On returns the side whose clock is on, if one is: it runs unless the
// clocks are paused.
func (c *Clock) On() (rules.Color, bool) { return c.side, c.on }

// Flagged returns the side whose time has run out by now, if one has: the
// side whose clock is on (a clock off cannot run out).
func (c *Clock) Flagged(now time.Time) (rules.Color, bool) {
	return c.side, c.on && c.Left(c.side, now) <= 0
}

// Start turns side's clock on from now and the other's off, without an
// increment: the first turn, or a turn given back by an undo.
func (c *Clock) Start(side rules.Color, now time.Time) {
	c.book(now)
	c.side, c.on, c.since = side, true, now
}

// Moved ends side's turn at now: its clock stops, the increment is added
// to it unless its time ran out first, and next's clock starts.
func (c *Clock) Moved(side, next rules.Color, now time.Time) {
	c.book(now)
	if c.left[side] > 0 {
		c.left[side] += c.control.Increment
	}
	c.Start(next, now)
}

// Stop turns both clocks off (the game is over), keeping the time each
// has left.
func (c *Clock) Stop(now time.Time) {
	c.book(now)
	c.on = false
}

// book writes the running clock's time down as of now, and restarts its
// count from now.
func (c *Clock) book(now time.Time) {
	if c.ticking() {
		c.left[c.side] = c.Left(c.side, now)
	}
	c.since = now
}

// Pause stops the clock that runs until Resume; a clock turned on while
// paused waits for Resume too.
func (c *Clock) Pause(now time.Time) {
	c.book(now)
	c.paused = true
}

// Resume lets the clock that is on run again from now.
func (c *Clock) Resume(now time.Time) {
	c.book(now)
	c.paused = false
}

// Paused reports whether the clocks are paused.
func (c *Clock) Paused() bool { return c.paused }
