package computer

import (
	"sync/atomic"
	"time"
)

// The search's share of the browser's one thread. It runs for a slice,
// then waits for the game's next tick (a frame), so each frame gets its
// turn and the search the rest. A plain sleep would not do: the browser
// rounds short sleeps up, and the frames would come only by chance.
//
// 10 ms: longer slices began to miss frames. A frame that comes late
// (input to handle, or drawing on the same cores) halves the slice, down
// to minSlice; each frame on time gives a millisecond back.
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
