// Package fakeclock is a clock for tests of code that keeps time: its time
// moves only when the code reads it (by a fixed step a read, standing for
// the work done between two reads) or when the test advances it. A search
// given one stops after the same number of reads on any machine, however
// slow or busy, and a test asserts on what the code did with its time
// rather than on how long the machine took.
package fakeclock

import (
	"sync"
	"time"
)

// Clock is a fake clock, safe for concurrent use.
type Clock struct {
	mu     sync.Mutex
	now    time.Time
	step   time.Duration
	reads  int
	timers []*timer
}

type timer struct {
	at time.Time
	f  func()
}

// New returns a clock at a fixed instant that moves on by step at each
// read (Now); a step of zero leaves its time to Advance alone.
func New(step time.Duration) *Clock {
	return &Clock{now: time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC), step: step}
}

// Now moves the clock on by its step and returns the time.
func (c *Clock) Now() time.Time {
	c.mu.Lock()
	c.reads++
	return c.moveLocked(c.step)
}

// Peek returns the time without moving the clock or counting a read.
func (c *Clock) Peek() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

// Reads is how many times Now was called.
func (c *Clock) Reads() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.reads
}

// Advance moves the clock on by d, running the timers that fall due.
func (c *Clock) Advance(d time.Duration) {
	c.mu.Lock()
	c.moveLocked(d)
}

// Sleep is Advance: time spent asleep passes at once.
func (c *Clock) Sleep(d time.Duration) { c.Advance(d) }

// AfterFunc calls f, on the goroutine that moves the clock, once the
// clock has moved d past now; the function it returns cancels that, and
// reports whether it did.
func (c *Clock) AfterFunc(d time.Duration, f func()) (stop func() bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	t := &timer{at: c.now.Add(d), f: f}
	c.timers = append(c.timers, t)
	return func() bool {
		c.mu.Lock()
		defer c.mu.Unlock()
		for i, u := range c.timers {
			if u == t {
				c.timers = append(c.timers[:i], c.timers[i+1:]...)
				return true
			}
		}
		return false
	}
}

// moveLocked moves the clock on by d, unlocks it, runs the timers that
// fell due, and returns the new time.
func (c *Clock) moveLocked(d time.Duration) time.Time {
	c.now = c.now.Add(d)
	now := c.now
	var due []func()
	keep := c.timers[:0]
	for _, t := range c.timers {
		if now.Before(t.at) {
			keep = append(keep, t)
		} else {
			due = append(due, t.f)
		}
	}
	clear(c.timers[len(keep):])
	c.timers = keep
	c.mu.Unlock()
	for _, f := range due {
		f()
	}
	return now
}
