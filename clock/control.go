// Package clock is the chess clock of a local game: a base time for each
// side and an increment added after each of a side's turns (Fischer),
// with a flag that falls when a side's time runs out. It reads no clock of
// its own: every call is given the time it happens at, so the game's tick
// clock (or a test's) drives it.
package clock

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"
)

// Control is a time control: each side's time at the start and the
// time added after each of its turns. The zero Control is no clock.
type Control struct {
	Base      time.Duration
	Increment time.Duration
}

// Presets are the time controls a player chooses from, shortest first:
// minutes each and seconds added per turn.
var Presets = []Control{
	{3 * time.Minute, 2 * time.Second},
	{5 * time.Minute, 3 * time.Second},
	{10 * time.Minute, 5 * time.Second},
	{15 * time.Minute, 10 * time.Second},
}

// Off reports whether c is no clock.
func (c Control) Off() bool { return c.Base <= 0 }

// String writes c as PGN's TimeControl tag does, seconds and increment
// ("300+3"), or "-" for no clock.
func (c Control) String() string {
	if c.Off() {
		return "-"
	}
	s := strconv.FormatFloat(c.Base.Seconds(), 'f', -1, 64)
	if c.Increment > 0 {
		s += "+" + strconv.FormatFloat(c.Increment.Seconds(), 'f', -1, 64)
	}
	return s
}

// The bounds of a control read from a file: beyond them it is damage.
const (
	maxBase      = 10 * time.Hour
	maxIncrement = 10 * time.Minute
)

// ErrControl is wrapped by ParseControl's errors.
var ErrControl = errors.New("time control")

// ParseControl reads a control as String writes it: PGN's "base+increment"
// in seconds ("300+3", "600"), or "-" (or nothing) for no clock. PGN's
// other forms (moves per period, sandclock) are not clocks this game
// keeps, and are errors.
func ParseControl(s string) (Control, error) {
	s = strings.TrimSpace(s)
	if s == "" || s == "-" {
		return Control{}, nil
	}
	base, inc, hasInc := strings.Cut(s, "+")
	b, err := seconds(base, maxBase)
	if err != nil || b <= 0 {
		return Control{}, fmt.Errorf("%w %q: want seconds and increment, as 300+3", ErrControl, s)
	}
	c := Control{Base: b}
	if hasInc {
		if c.Increment, err = seconds(inc, maxIncrement); err != nil {
			return Control{}, fmt.Errorf("%w %q: increment: want seconds, as 300+3", ErrControl, s)
		}
	}
	return c, nil
}

// seconds reads a count of seconds from 0 to most.
func seconds(s string, most time.Duration) (time.Duration, error) {
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || !(f >= 0) || f > most.Seconds() {
		return 0, ErrControl
	}
	return time.Duration(f * float64(time.Second)).Round(time.Millisecond), nil
}
