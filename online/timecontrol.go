package online

import (
	"fmt"
	"time"
)

// TimeKind is a kind of time control.
type TimeKind string

// The time controls.
const (
	// Untimed: no clocks.
	Untimed TimeKind = "untimed"
	// Rapid: a base time each and an increment per turn (Fischer).
	Rapid TimeKind = "rapid"
	// Correspondence: a number of days for each turn; the time left is
	// reset to it after every turn.
	Correspondence TimeKind = "correspondence"
)

// TimeControl is a room's time control.
type TimeControl struct {
	Kind TimeKind `json:"kind"`
	// Base is each side's time in seconds, Rapid only.
	Base int `json:"base,omitempty"`
	// Inc is the seconds added after each of a side's turns, Rapid only.
	Inc int `json:"inc,omitempty"`
	// Days is the time for one turn, Correspondence only.
	Days int `json:"days,omitempty"`
}

// The bounds of a time control: beyond them a clock is a mistake.
const (
	maxBase = 3 * 60 * 60
	maxInc  = 60
	maxDays = 30
)

// Validate checks the kind and that only its own fields are set and in
// range.
func (tc TimeControl) Validate() error {
	switch tc.Kind {
	case Untimed:
		if tc.Base != 0 || tc.Inc != 0 || tc.Days != 0 {
			return fmt.Errorf("untimed takes no base, increment or days")
		}
	case Rapid:
		if tc.Base < 10 || tc.Base > maxBase {
			return fmt.Errorf("rapid base %d s: want 10 to %d", tc.Base, maxBase)
		}
		if tc.Inc < 0 || tc.Inc > maxInc {
			return fmt.Errorf("rapid increment %d s: want 0 to %d", tc.Inc, maxInc)
		}
		if tc.Days != 0 {
			return fmt.Errorf("rapid takes no days")
		}
	case Correspondence:
		if tc.Days < 1 || tc.Days > maxDays {
			return fmt.Errorf("correspondence %d days: want 1 to %d", tc.Days, maxDays)
		}
		if tc.Base != 0 || tc.Inc != 0 {
			return fmt.Errorf("correspondence takes no base or increment")
		}
	default:
		return fmt.Errorf("time control %q unknown", tc.Kind)
	}
	return nil
}

// start is the time a side has at the start of the game and,
// for correspondence, after each turn.
func (tc TimeControl) start() time.Duration {
	switch tc.Kind {
	case Rapid:
		return time.Duration(tc.Base) * time.Second
	case Correspondence:
		return time.Duration(tc.Days) * 24 * time.Hour
	}
	return 0
}

// ClockState is both clocks as of the server's time At (Unix
// milliseconds): the running side's time goes down from then on. A client
// shows White - (its now - At), corrected by its offset to the server's
// clock, so the server's time is the only one that counts.
type ClockState struct {
	White   int64 `json:"white"` // milliseconds left
	Black   int64 `json:"black"`
	Running Color `json:"running,omitempty"` // empty while stopped
	At      int64 `json:"at"`
}

// clocks is a game's two clocks on the server.
type clocks struct {
	tc      TimeControl
	left    [2]time.Duration // by rules.Color
	running int              // -1 stopped, else the rules.Color running
	since   time.Time        // when the running clock last started
}

func newClocks(tc TimeControl) clocks {
	d := tc.start()
	return clocks{tc: tc, left: [2]time.Duration{d, d}, running: -1}
}

func (c *clocks) timed() bool { return c.tc.Kind != Untimed }

// leftAt is the time c has left at now.
func (c *clocks) leftAt(side int, now time.Time) time.Duration {
	d := c.left[side]
	if c.running == side {
		d -= now.Sub(c.since)
	}
	return max(d, 0)
}

// flagged returns the side whose time has run out at now, if one has.
func (c *clocks) flagged(now time.Time) (int, bool) {
	if !c.timed() || c.running < 0 {
		return 0, false
	}
	return c.running, c.leftAt(c.running, now) <= 0
}

// deadline is when the running clock runs out.
func (c *clocks) deadline() (time.Time, bool) {
	if !c.timed() || c.running < 0 {
		return time.Time{}, false
	}
	return c.since.Add(c.left[c.running]), true
}

// turnDone stops side's clock after its turn, adds the increment (or for
// correspondence resets its time), and starts next's (or none, -1).
func (c *clocks) turnDone(side, next int, now time.Time) {
	if !c.timed() {
		return
	}
	if c.running == side {
		c.left[side] = c.leftAt(side, now)
		c.running = -1
	}
	switch c.tc.Kind {
	case Rapid:
		c.left[side] += time.Duration(c.tc.Inc) * time.Second
	case Correspondence:
		c.left[side] = c.tc.start()
	}
	c.start(next, now)
}

// start runs side's clock from now (-1 stops both).
func (c *clocks) start(side int, now time.Time) {
	if c.running >= 0 {
		c.left[c.running] = c.leftAt(c.running, now)
	}
	c.running, c.since = side, now
}

// state is the clocks on the wire, nil when untimed.
func (c *clocks) state(now time.Time) *ClockState {
	if !c.timed() {
		return nil
	}
	s := &ClockState{
		White: c.leftAt(0, now).Milliseconds(), Black: c.leftAt(1, now).Milliseconds(),
		At: now.UnixMilli(),
	}
	if c.running >= 0 {
		s.Running = colorOf(c.running)
	}
	return s
}
