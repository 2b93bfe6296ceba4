package play

import (
	"context"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ninemen/morris/ai"
	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
)

// aiAgent is the computer player: the ai package's engine searching in a
// goroutine, polled by the play scene. In the browser, where WebAssembly
// has one thread, the search takes a slice of each frame (see pacer).
type aiAgent struct {
	engine   *ai.Engine
	level    ai.Level
	moveTime time.Duration
	threads  int // for the Master; see searchThreads
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

// newAIAgent makes a computer player at the level in the settings.
func newAIAgent(v rules.Variant, s scenes.Settings) scenes.Agent {
	// The Master uses all the time the player gave it; the lower levels
	// use a share of it and stop sooner at their own depth.
	return &aiAgent{engine: ai.NewEngine(16), level: scenes.LevelOf(s.Level), moveTime: s.Think.Duration(), threads: searchThreads()}
}

// searchThreads is how many threads the Master thinks with (its moves and
// the hints; the lower levels always use one): one per core but one, which
// the game's own loop keeps. When every processor Go runs goroutines on is
// busy searching, the loop waits for the scheduler to preempt a search
// (up to 10 ms) before it can run a frame. In the browser, WebAssembly has
// one thread.
func searchThreads() int {
	if runtime.GOOS == "js" {
		return 1
	}
	return max(1, min(runtime.NumCPU(), runtime.GOMAXPROCS(0))-1)
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
	opt := ai.Options{Level: a.level, MoveTime: a.moveTime, Threads: a.threads}
	if runtime.GOOS == "js" {
		opt.Yield = newPacer(&a.ticks).yield
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

// UseComputer offers games against the computer: the ai package's engine
// plays them, at the levels it names.
func UseComputer(a *scenes.App) {
	a.NewAgent = newAIAgent
	a.Levels = scenes.LevelNames()
}
