package computer

import (
	"sync/atomic"
	"time"
)

// The search's share of the browser's one thread. It runs for a slice,
// then sleeps until the game has had its next tick (a frame), so each
// frame gets its turn and the search the rest.
//
// A plain sleep of a millisecond at every call, as at first, gave frames
// 33 ms apart and more in headless Chromium: a sleep there lasts 4 ms or
// more (the browser's floor for nested timers), and the frame's turn came
// only when a sleep happened to span the display's refresh. Waiting for
// the tick lines the slices up with the frames instead: frames 17 ms
// apart, and the search gets more of the thread, 3.2 to 3.5 million
// positions in a 2.5 s Master move where it had 1.4 to 1.9 million.
// Slices of 14 ms began to miss frames.
//
// A fixed 10 ms slice still let a frame wait 67 to 83 ms now and then
// while the pointer moved (the browser has input to handle then, and a
// machine without a GPU draws on the same cores): so a frame that comes
// late halves the slice, down to minSlice, and each frame on time gives a
// millisecond back.
const (
	maxSlice     = 10 * time.Millisecond
	minSlice     = 3 * time.Millisecond
	maxFrameWait = 50 * time.Millisecond // frames stop in a hidden tab; the move must still come
	lateFrame    = 25 * time.Millisecond
)

// pacer is the search's Yield function for a single thread (see above).
// The ai package calls it every few milliseconds; most calls return at
// once.
type pacer struct {
	ticks *atomic.Int64 // the game's ticks, counted by the agent
	now   func() time.Time
	sleep func(time.Duration)

	slice time.Duration // the search's current slice
	last  time.Time     // when the current slice began
}

// newPacer returns a pacer for the ticks counted in ticks, its first slice
// starting now.
func newPacer(ticks *atomic.Int64) *pacer {
	return &pacer{ticks: ticks, now: time.Now, sleep: time.Sleep, slice: maxSlice, last: time.Now()}
}

// nextTick sleeps until the game has ticked again, or maxFrameWait has
// passed, and says how long that took.
func (p *pacer) nextTick() time.Duration {
	start, seen := p.now(), p.ticks.Load()
	for p.ticks.Load() == seen && p.now().Sub(start) < maxFrameWait {
		p.sleep(time.Millisecond)
	}
	return p.now().Sub(start)
}

// yield ends the slice once it has run its time: it waits for a frame,
// and when that frame came late, the browser is busy putting a drawing on
// the screen or handling input, so the search leaves it the next frame
// too and takes a shorter slice.
func (p *pacer) yield() {
	if p.now().Sub(p.last) < p.slice {
		return
	}
	if p.nextTick() > lateFrame {
		p.slice = max(p.slice/2, minSlice)
		p.nextTick()
	} else if p.slice < maxSlice {
		p.slice = min(p.slice+time.Millisecond, maxSlice)
	}
	p.last = p.now()
}
