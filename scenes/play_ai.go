package scenes

import (
	"context"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ninemen/morris/ai"
	"github.com/ninemen/morris/rules"
)

// aiAgent is the computer player: the ai package's engine searching in a
// goroutine, polled by the play scene. In the browser, where WebAssembly
// has one thread, the search takes a slice of each frame (see pace).
type aiAgent struct {
	engine   *ai.Engine
	level    ai.Level
	moveTime time.Duration
	// ticks counts the game's ticks (Tick), which pace the search.
	ticks atomic.Int64

	mu     sync.Mutex
	gen    int // counts Starts, so a cancelled search's answer is dropped
	cancel context.CancelFunc
	move   rules.Move
	ready  bool
}

// hintLevel is the level asked for hints: the best move there is.
var hintLevel = ai.Master.String()

// levelNames are the computer's levels for the settings, weakest first.
func levelNames() []string {
	var out []string
	for _, l := range ai.Levels() {
		out = append(out, l.String())
	}
	return out
}

// levelOf reads a level name from the settings; an unknown name is the
// default level.
func levelOf(name string) ai.Level {
	if l, err := ai.ParseLevel(name); err == nil {
		return l
	}
	return defaultLevel
}

// defaultLevel is a fair opponent for someone who has just learned.
const defaultLevel = ai.Villager

// newAIAgent makes a computer player at the level in the settings.
func newAIAgent(v rules.Variant, s Settings) Agent {
	// The Master uses all the time the player gave it; the lower levels
	// use a share of it and stop sooner at their own depth.
	return &aiAgent{engine: ai.NewEngine(16), level: levelOf(s.Level), moveTime: s.Think.Duration()}
}

// Start implements Agent.
func (a *aiAgent) Start(g *rules.Game) {
	pos, hist := g.Position(), ai.History(g)
	ctx, cancel := context.WithCancel(context.Background())
	a.mu.Lock()
	if a.cancel != nil {
		a.cancel()
	}
	a.gen++
	gen := a.gen
	a.cancel, a.ready = cancel, false
	a.mu.Unlock()
	opt := ai.Options{Level: a.level, MoveTime: a.moveTime}
	if runtime.GOOS == "js" {
		opt.Yield = a.pace(searchSlice, maxFrameWait)
	}
	go func() {
		res, err := a.engine.Search(ctx, pos, hist, opt)
		a.mu.Lock()
		defer a.mu.Unlock()
		if gen != a.gen || err != nil || ctx.Err() != nil {
			return
		}
		a.move, a.ready = res.Move, true
	}()
}

// Tick implements Ticker.
func (a *aiAgent) Tick() { a.ticks.Add(1) }

// searchSlice is how long the search runs between frames in the browser,
// and maxFrameWait how long it waits for a frame at most (frames stop in a
// hidden tab, and the move must still come).
const (
	searchSlice  = 10 * time.Millisecond
	maxFrameWait = 50 * time.Millisecond
	lateFrame    = 25 * time.Millisecond
)

// pace returns the search's Yield function for a single thread: the search
// runs for a slice, then sleeps until the game has had its next tick (a
// frame), so each frame gets its turn and the search the rest. When that
// frame came late, the browser is busy putting a drawing on the screen,
// and the search leaves it the next frame too. The ai package calls Yield
// every few milliseconds; most calls return at once.
//
// A plain sleep of a millisecond at every call, as before, gave frames 33
// ms apart and more in headless Chromium: a sleep there lasts 4 ms or more
// (the browser's floor for nested timers), and the frame's turn came only
// when a sleep happened to span the display's refresh. Waiting for the tick
// lines the slices up with the frames instead: frames 17 ms apart, and
// the search gets more of the thread, 3.2 to 3.5 million positions in a
// 2.5 s Master move where it had 1.4 to 1.9 million. Slices of 14 ms
// began to miss frames.
func (a *aiAgent) pace(slice, wait time.Duration) func() {
	last := time.Now()
	nextTick := func() time.Duration {
		start, seen := time.Now(), a.ticks.Load()
		for a.ticks.Load() == seen && time.Since(start) < wait {
			time.Sleep(time.Millisecond)
		}
		return time.Since(start)
	}
	return func() {
		if time.Since(last) < slice {
			return
		}
		if nextTick() > lateFrame {
			nextTick()
		}
		last = time.Now()
	}
}

// Poll implements Agent.
func (a *aiAgent) Poll() (rules.Move, bool) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if !a.ready {
		return 0, false
	}
	a.ready = false
	return a.move, true
}

// Cancel implements Agent.
func (a *aiAgent) Cancel() {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.gen++
	a.ready = false
	if a.cancel != nil {
		a.cancel()
		a.cancel = nil
	}
}
