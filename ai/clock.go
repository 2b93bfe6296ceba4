package ai

import "time"

// Clock is the time a search keeps: it reads it to end at its move time
// and to call Yield every few milliseconds, and reports from it. The real
// clock is the default (Options.Clock nil); a test passes a clock of its
// own, whose time moves as the test says, so that what a search does with
// its time does not depend on how fast the machine that runs it is.
type Clock interface {
	Now() time.Time
}

// realClock is the wall clock.
type realClock struct{}

func (realClock) Now() time.Time { return time.Now() }
