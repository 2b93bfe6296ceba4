package computer

import (
	"sync/atomic"
	"testing"
	"time"
)

// fakeFrames is a browser's clock and frames for the pacer: time moves
// only when the search works or sleeps, and a frame ticks whenever the
// clock passes the next one due, every gap apart.
type fakeFrames struct {
	t     time.Time
	next  time.Time
	gap   func() time.Duration
	ticks atomic.Int64
}

func (f *fakeFrames) advance(d time.Duration) {
	f.t = f.t.Add(d)
	for !f.t.Before(f.next) {
		f.ticks.Add(1)
		f.next = f.next.Add(f.gap())
	}
}

func (f *fakeFrames) pacer() *pacer {
	return &pacer{ticks: &f.ticks, now: func() time.Time { return f.t }, sleep: f.advance, slice: maxSlice, last: f.t}
}

// work runs the search for d in steps of 100 µs, yielding after each as
// the ai package does, and says how many slices the pacer ended.
func work(f *fakeFrames, p *pacer, d time.Duration, slices *[]time.Duration) {
	for end := f.t.Add(d); f.t.Before(end); {
		f.advance(100 * time.Microsecond)
		before := p.last
		p.yield()
		if p.last != before {
			*slices = append(*slices, p.slice)
		}
	}
}

func TestPacerAdaptsItsSliceToTheFrames(t *testing.T) {
	const frame = 16667 * time.Microsecond
	gap := frame
	f := &fakeFrames{t: time.Unix(0, 0), gap: func() time.Duration { return gap }}
	f.next = f.t.Add(gap)
	p := f.pacer()
	var slices []time.Duration

	// Frames on time: the search keeps its full slice, and most of the
	// thread, without a frame missed.
	work(f, p, time.Second, &slices)
	if p.slice != maxSlice {
		t.Fatalf("frames on time: slice %v, want %v", p.slice, maxSlice)
	}
	if n := len(slices); n < 55 || n > 61 {
		t.Errorf("frames on time: %d slices in a second, want one a frame (about 60)", n)
	}

	// A busy browser (frames 50 ms apart): the slice shrinks to the least.
	gap = 3 * frame
	slices = nil
	work(f, p, 500*time.Millisecond, &slices)
	if p.slice != minSlice {
		t.Errorf("late frames: slice %v, want %v (slices %v)", p.slice, minSlice, slices)
	}

	// Back on time: a millisecond back each frame, the full slice within
	// a few frames.
	gap = frame
	slices = nil
	work(f, p, 300*time.Millisecond, &slices)
	if p.slice != maxSlice {
		t.Errorf("frames on time again: slice %v, want %v", p.slice, maxSlice)
	}
	back := -1
	for i, s := range slices {
		if s == maxSlice {
			back = i
			break
		}
	}
	if want := int((maxSlice - minSlice) / time.Millisecond); back < 0 || back > want {
		t.Errorf("the full slice came back after %d frames, want %d at most (slices %v)", back+1, want+1, slices)
	}
}

func TestPacerGoesOnWithoutFrames(t *testing.T) {
	// A hidden tab has no frames: the search waits at most maxFrameWait
	// twice over (a frame that does not come counts as late), then goes on.
	f := &fakeFrames{t: time.Unix(0, 0), gap: func() time.Duration { return time.Hour }}
	f.next = f.t.Add(time.Hour)
	p := f.pacer()
	var slices []time.Duration
	start := f.t
	work(f, p, time.Second, &slices)
	if len(slices) == 0 {
		t.Fatal("the search never ended a slice")
	}
	perSlice := f.t.Sub(start) / time.Duration(len(slices))
	if perSlice > 2*maxFrameWait+maxSlice+time.Millisecond {
		t.Errorf("without frames a slice and its wait took %v, want at most %v", perSlice, 2*maxFrameWait+maxSlice)
	}
}
