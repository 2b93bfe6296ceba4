package computer

import (
	"context"
	"math/rand/v2"
	"runtime"
	"sync"
	"time"

	"github.com/ninemen/morris/ai"
	"github.com/ninemen/morris/rules"
)

// Player is the computer player: the ai package's engine searching in the
// background (Search), polled by the play scene.
type Player struct {
	search Search
	// engines lends the engine, taken at the first Start and given back
	// at Release once no search runs.
	engines  *Engines
	level    ai.Level
	moveTime time.Duration
	limit    time.Duration // see Limit
	threads  int           // for the Master; see searchThreads
	// seed varies the computer's play among moves it judges equal, the
	// Master's too, so that no two games are the same; one per player,
	// that is per game.
	seed uint64
	// match is set for Match my strength (see NewMatchPlayer): each move
	// is played at a level drawn from it, the rating eased by the last
	// search's score.
	match *matching

	// engine, move and ready are the search's, under its lock.
	engine *ai.Engine
	move   rules.Move
	ready  bool
}

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

// Engines keeps the engines of games gone by for the next ones: each
// holds a table of some megabytes (tableMB), and a new one for every game
// and every hint would be that much garbage for the heap to grow by. An
// engine is cleared when lent, so a game starts from an empty table.
type Engines struct {
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
func (p *Engines) take(mb int) *ai.Engine {
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
func (p *Engines) give(e *ai.Engine, mb int) {
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

// NewPlayer makes a computer player at a level, thinking at most
// moveTime on a move, with an engine lent by p.
func (p *Engines) NewPlayer(level ai.Level, moveTime time.Duration) *Player {
	// The Master uses all the time the player gave it; the lower levels
	// use a share of it and stop sooner at their own depth.
	return &Player{engines: p, level: level, moveTime: moveTime, threads: searchThreads(), seed: rand.Uint64() | 1}
}

// NewMatchPlayer makes a computer player that plays at rating on the
// levels' scale (see ai.Strength), easing off a little while it stands
// clearly better and tightening while it stands worse (ai.Ease).
func (p *Engines) NewMatchPlayer(rating float64, moveTime time.Duration) *Player {
	m := &matching{rating: rating, rng: rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 0))}
	// The engine's table is sized for the stronger of the two levels.
	return &Player{engines: p, level: ai.Strength(rating).Upper, moveTime: moveTime, threads: searchThreads(), seed: rand.Uint64() | 1, match: m}
}

// matching is the state of a Match my strength player, under the
// search's lock once a search runs.
type matching struct {
	rating float64 // the game's target
	score  int     // the last search's score, from the computer's side
	rng    *rand.Rand
}

// Strength is the mix of levels the player plays its next move at, and
// false for a player at a fixed level.
func (a *Player) Strength() (m ai.Mix, ok bool) {
	if a.match == nil {
		return ai.Mix{}, false
	}
	a.search.Locked(func() { m = ai.Strength(ai.Ease(a.match.rating, a.match.score)) })
	return m, true
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
func (a *Player) Start(g *rules.Game) {
	pos, hist := g.Position(), ai.History(g)
	var engine *ai.Engine
	opt := ai.Options{Level: a.level, MoveTime: a.thinkTime(), Threads: a.threads, Seed: a.seed}
	reset := func() {
		if a.engine == nil {
			a.engine = a.engines.take(tableMB(a.level))
		}
		engine, a.ready = a.engine, false
		if m := a.match; m != nil {
			opt.Level = ai.Strength(ai.Ease(m.rating, m.score)).Level(m.rng.Float64())
		}
	}
	a.search.Start(reset, func(ctx context.Context, yield func(), deliver func(func()) bool) {
		opt.Yield = yield
		res, err := engine.Search(ctx, pos, hist, opt)
		if err != nil {
			return
		}
		deliver(func() {
			a.move, a.ready = res.Move, true
			if a.match != nil {
				a.match.score = res.Info.Score
			}
		})
	})
}

// Tick implements Ticker.
func (a *Player) Tick() { a.search.Tick() }

// Poll implements Agent.
func (a *Player) Poll() (m rules.Move, ok bool) {
	a.search.Locked(func() {
		m, ok = a.move, a.ready
		a.ready = false
	})
	return m, ok
}

// Cancel implements Agent.
func (a *Player) Cancel() {
	a.search.Cancel()
	a.search.Locked(func() { a.ready = false })
}

// Release gives the engine back to the pool once no search runs (at
// once, or when the cancelled search returns): the scene that played is
// gone. A Start after it takes an engine again.
func (a *Player) Release() {
	a.search.WhenIdle(func() {
		if a.engine != nil {
			a.engines.give(a.engine, tableMB(a.level))
			a.engine = nil
		}
	})
}

// MoveTime is the most the player thinks on a move.
func (a *Player) MoveTime() time.Duration { return a.moveTime }

// Limit implements Limiter.
func (a *Player) Limit(d time.Duration) { a.limit = max(d, 0) }

// thinkTime is the time the next search is given: the player's own,
// or less under a limit (its clock's share).
func (a *Player) thinkTime() time.Duration {
	if a.limit > 0 {
		return min(a.moveTime, a.limit)
	}
	return a.moveTime
}

// Idle returns a channel closed once no search of the player's runs.
func (a *Player) Idle() <-chan struct{} { return a.search.Idle() }
