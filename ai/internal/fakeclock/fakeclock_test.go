package fakeclock_test

import (
	"testing"
	"time"

	"github.com/ninemen/morris/ai/internal/fakeclock"
)

func TestReadsAdvanceAndTimersFire(t *testing.T) {
	c := fakeclock.New(time.Millisecond)
	t0 := c.Peek()
	var fired []string
	c.AfterFunc(3*time.Millisecond, func() { fired = append(fired, "3ms") })
	stop := c.AfterFunc(2*time.Millisecond, func() { fired = append(fired, "stopped") })
	if !stop() || stop() {
		t.Fatal("stop: want true once, then false")
	}
	if got := c.Now().Sub(t0); got != time.Millisecond {
		t.Errorf("first read at %v, want 1ms", got)
	}
	c.Now()
	if len(fired) != 0 {
		t.Fatalf("fired %v at 2ms", fired)
	}
	c.Now()
	if len(fired) != 1 || fired[0] != "3ms" {
		t.Fatalf("fired %v at 3ms, want the 3ms timer alone", fired)
	}
	c.Sleep(time.Second)
	if got := c.Peek().Sub(t0); got != time.Second+3*time.Millisecond || c.Reads() != 3 {
		t.Errorf("at %v after %d reads, want 1.003s after 3", got, c.Reads())
	}
	// A timer may set another, or read the clock, as it fires.
	c.AfterFunc(0, func() { c.AfterFunc(time.Millisecond, func() { fired = append(fired, "nested") }); c.Now() })
	c.Advance(0)
	if len(fired) != 2 || fired[1] != "nested" {
		t.Errorf("fired %v, want the nested timer after the read", fired)
	}
}
