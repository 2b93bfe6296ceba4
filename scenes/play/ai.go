package play

import (
	"context"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ninemen/morris/ai"
	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes/app"
)

// aiAgent is the computer player: the ai package's engine searching in a
// goroutine, polled by the play scene. In the browser, where WebAssembly
// has one thread, the search takes a slice of each frame (see pacer).
type aiAgent struct {
	// engines lends the engine, taken at the first Start and given back
	// at Release once no search runs.
	engines  *enginePool
	level    ai.Level
	moveTime time.Duration
	threads  int // for the Master; see searchThreads
	// ticks counts the game's ticks (Tick), which pace the search.
	ticks atomic.Int64

	mu     sync.Mutex
	engine *ai.Engine
	gen    int // counts Starts, so a cancelled search's answer is dropped
	cancel context.CancelFunc
	move   rules.Move
	ready  bool
	// running counts the searches not yet returned; released is set by
	// Release, and the last search to return gives the engine back.
	running  int
	released bool
}

// hintLevel is the level asked for hints: the best move there is.
var hintLevel = ai.Master.String()

// tableMB is the size of the transposition table an engine gets for a
// level. The Master searches as deep as its time allows and fills a large
// table; the levels held to a shallow depth write a few thousand entries a
// move, so a large table would only be memory: an engine cleared for its
// next game writes zeros over all of its table, and every page of it
// stays in the process's memory from then on.
func tableMB(l ai.Level) int {
	switch l {
	case ai.Beginner, ai.Villager:
		return 1
	case ai.TavernPlayer:
		return 2
	}
	return 16
}

// enginePool keeps the engines of games gone by for the next ones: each
// holds a table of some megabytes (tableMB), and a new one for every game
// and every hint was that much garbage a game, which the process's heap
// grew by before the collector caught up. An engine is cleared when lent,
// so a game starts from an empty table as it did with a new engine.
type enginePool struct {
	mu   sync.Mutex
	free []spareEngine
}

// spareEngine is an engine in the pool with the size of its table.
type spareEngine struct {
	engine *ai.Engine
	mb     int
}

// maxSpareEngines is how many engines the pool keeps: a game's computer
// and its hints (two computers when the game plays itself).
const maxSpareEngines = 2

// take lends an engine with a table of mb megabytes, a new one if none is
// spare; a nil pool always makes one.
func (p *enginePool) take(mb int) *ai.Engine {
	if p != nil {
		p.mu.Lock()
		defer p.mu.Unlock()
		for i := len(p.free) - 1; i >= 0; i-- {
			if p.free[i].mb == mb {
				e := p.free[i].engine
				p.free = append(p.free[:i], p.free[i+1:]...)
				e.Clear()
				return e
			}
		}
	}
	return ai.NewEngine(mb)
}

// give takes back an engine with a table of mb megabytes. When the pool
// is full the engine spare the longest goes: the engines of a level no
// longer played are not kept beside those of the level played now.
func (p *enginePool) give(e *ai.Engine, mb int) {
	if p == nil || e == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if len(p.free) == maxSpareEngines {
		p.free = append(p.free[:0], p.free[1:]...)
	}
	p.free = append(p.free, spareEngine{e, mb})
}

// newAgent makes a computer player at the level in the settings.
func (p *enginePool) newAgent(v rules.Variant, s app.Settings) app.Agent {
	// The Master uses all the time the player gave it; the lower levels
	// use a share of it and stop sooner at their own depth.
	return &aiAgent{engines: p, level: app.LevelOf(s.Level), moveTime: s.Think.Duration(), threads: searchThreads()}
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
	if a.engine == nil {
		a.engine = a.engines.take(tableMB(a.level))
	}
	a.released = false
	a.running++
	engine := a.engine
	a.mu.Unlock()
	opt := ai.Options{Level: a.level, MoveTime: a.moveTime, Threads: a.threads}
	if runtime.GOOS == "js" {
		opt.Yield = newPacer(&a.ticks).yield
	}
	go func() {
		res, err := engine.Search(ctx, pos, hist, opt)
		a.mu.Lock()
		defer a.mu.Unlock()
		a.running--
		if a.released && a.running == 0 && a.engine != nil {
			a.engines.give(a.engine, tableMB(a.level))
			a.engine = nil
		}
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

// Release gives the engine back to the pool once no search runs (at
// once, or when the cancelled search returns): the scene that played is
// gone. A Start after it takes an engine again.
func (a *aiAgent) Release() {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.released = true
	if a.running == 0 && a.engine != nil {
		a.engines.give(a.engine, tableMB(a.level))
		a.engine = nil
	}
}

// UseComputer offers games against the computer: the ai package's engine
// plays them, at the levels it names, and the engines of one game serve
// the next.
func UseComputer(a *app.App) {
	a.NewAgent = new(enginePool).newAgent
	a.Levels = app.LevelNames()
}
