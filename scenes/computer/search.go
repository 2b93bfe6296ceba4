package computer

import (
	"context"
	"runtime"
	"sync"
	"sync/atomic"
)

// Search runs the computer's searches in the background, one at a time,
// for the move, the hint and the review's analysis alike: the scene that
// drives it from its Update never waits on it, so the frames keep flowing.
// Start abandons the search under way, Cancel stops it, and what a search
// delivers after either is dropped. In the browser, where WebAssembly has
// one thread, a search takes a slice of each of the game's ticks (Tick,
// see pacer). The zero value is ready to use.
type Search struct {
	ticks atomic.Int64

	mu sync.Mutex
	// gen counts Starts and Cancels: a search delivers only while gen is
	// what it was when it started.
	gen    int
	cancel context.CancelFunc
	// running counts the searches not yet returned; idle is closed while
	// none runs, and whenIdle are called once none does.
	running  int
	idle     chan struct{}
	whenIdle []func()
}

// Work is a search run by Start. ctx is cancelled by Cancel or the next
// Start; yield is the search's ai.Options.Yield (nil natively); deliver
// runs keep under the Search's lock unless the search was abandoned, and
// reports whether it did.
type Work func(ctx context.Context, yield func(), deliver func(keep func()) bool)

// Start abandons the search under way, if any, and runs work in a
// goroutine. It returns at once. reset, if not nil, runs under the lock
// once the search before is abandoned and before work starts, to clear
// what that search delivered: done apart, the abandoned search could
// deliver between the clearing and the start.
func (s *Search) Start(reset func(), work Work) {
	ctx, cancel := context.WithCancel(context.Background())
	s.mu.Lock()
	if s.cancel != nil {
		s.cancel()
	}
	s.gen++
	gen := s.gen
	s.cancel = cancel
	if s.running == 0 {
		s.idle = make(chan struct{})
	}
	s.running++
	s.whenIdle = nil
	if reset != nil {
		reset()
	}
	s.mu.Unlock()
	var yield func()
	if runtime.GOOS == "js" {
		yield = newPacer(&s.ticks).yield
	}
	deliver := func(keep func()) bool {
		s.mu.Lock()
		defer s.mu.Unlock()
		if gen != s.gen || ctx.Err() != nil {
			return false
		}
		keep()
		return true
	}
	go func() {
		defer s.finished()
		work(ctx, yield, deliver)
	}()
}

// finished counts a search that returned, and does what waited for none
// to run.
func (s *Search) finished() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.running--
	if s.running > 0 {
		return
	}
	close(s.idle)
	for _, f := range s.whenIdle {
		f()
	}
	s.whenIdle = nil
}

// Cancel stops the search under way at once: it delivers nothing more.
func (s *Search) Cancel() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.gen++
	if s.cancel != nil {
		s.cancel()
		s.cancel = nil
	}
}

// Tick tells the search a tick of the game has passed: in the browser it
// takes its slice of each.
func (s *Search) Tick() { s.ticks.Add(1) }

// Locked runs f under the lock that deliver holds, to read what searches
// delivered.
func (s *Search) Locked(f func()) {
	s.mu.Lock()
	defer s.mu.Unlock()
	f()
}

// WhenIdle runs f, under the lock, once no search runs: at once if none
// does, else when the last returns, unless a Start comes first.
func (s *Search) WhenIdle(f func()) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.running == 0 {
		f()
		return
	}
	s.whenIdle = append(s.whenIdle, f)
}

// Idle returns a channel closed once no search runs (at once if none
// does): tests wait on it instead of on the clock.
func (s *Search) Idle() <-chan struct{} {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.running == 0 {
		done := make(chan struct{})
		close(done)
		return done
	}
	return s.idle
}
