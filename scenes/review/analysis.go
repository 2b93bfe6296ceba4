package review

import (
	"context"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ninemen/morris/ai"
	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes/play"
)

// winScore is the score of a forced win in an Eval, and what every score
// is clamped to: ten men, far beyond what an evaluation reaches before a
// game is decided.
const winScore = 1000

// Eval is the engine's view of one position of the game.
type Eval struct {
	// Ply is the position's ply in the game.
	Ply int
	// Score is from White's side in hundredths of a man (+100 is White a
	// man ahead), clamped to ±winScore; a forced win is ±winScore, and a
	// game over is scored by its result.
	Score int
	// Best is the engine's turn in the position: its move, and the removal
	// the move earns if it closes a mill. Empty when the game is over.
	Best []rules.Move
	// Verdict is what the endgame tables say of the position, if Known.
	Verdict ai.Verdict
	Known   bool
}

// Analyser evaluates the positions of a game in the background, one after
// another, for the graph. The scene drives it from Update as the play
// scene drives its computer player (app.Agent): Start, then Poll and
// Tick every tick, and Cancel when the scene is left.
type Analyser interface {
	// Start begins evaluating the positions of g after each of plies, in
	// that order. It keeps a copy of g.
	Start(g *rules.Game, plies []int)
	// Poll returns the evaluations finished since the last Poll.
	Poll() []Eval
	// Tick tells the analysis a tick has passed: in the browser, whose one
	// thread draws the frames too, the search takes a slice of each.
	Tick()
	// Cancel stops the analysis at once.
	Cancel()
}

// analysisTime is the search time per position: natively a game of 40
// turns a side is analysed in about twelve seconds. On the Sanmill record
// in rules' test data, 150 ms and 800 ms a position agree on every turn
// that gave away a man or more (the same points jump on the graph). In
// the browser the search gets what the frames leave of the same time.
const analysisTime = 150 * time.Millisecond

// engineAnalyser is the Analyser over the ai package's engine, at the
// Master's level, on one thread: the game's loop keeps a core.
type engineAnalyser struct {
	engine *ai.Engine
	ticks  atomic.Int64

	mu     sync.Mutex
	out    []Eval
	cancel context.CancelFunc
}

func newEngineAnalyser() Analyser { return &engineAnalyser{engine: ai.NewEngine(16)} }

// Start implements Analyser.
func (a *engineAnalyser) Start(g *rules.Game, plies []int) {
	a.Cancel()
	g = g.Clone()
	ctx, cancel := context.WithCancel(context.Background())
	a.mu.Lock()
	a.cancel, a.out = cancel, nil
	a.mu.Unlock()
	opt := ai.Options{Level: ai.Master, MoveTime: analysisTime, Threads: 1, Seed: 1}
	if runtime.GOOS == "js" {
		opt.Yield = play.PacedYield(&a.ticks)
	}
	go func() {
		moves := g.Moves()
		prefix := rules.NewGameFrom(g.Start())
		for _, ply := range plies {
			for prefix.Ply() < ply {
				if prefix.Play(moves[prefix.Ply()]) != nil {
					return // a game's own moves: never
				}
			}
			e := evaluate(ctx, a.engine, prefix, opt)
			a.mu.Lock()
			// Cancel holds the lock: once it has run, nothing comes.
			done := ctx.Err() != nil
			if !done {
				a.out = append(a.out, e)
			}
			a.mu.Unlock()
			if done {
				return
			}
		}
	}()
}

// evaluate searches the position of g with its history.
func evaluate(ctx context.Context, engine *ai.Engine, g *rules.Game, opt ai.Options) Eval {
	e := Eval{Ply: g.Ply()}
	if res := g.Result(); res.Over() {
		if w, won := res.Winner(); won {
			e.Score = sideScore(w, winScore)
		}
		return e
	}
	pos := g.Position()
	e.Verdict, e.Known = ai.TableVerdict(pos)
	r, err := engine.Search(ctx, pos, ai.History(g), opt)
	if err != nil {
		return e
	}
	score := max(-winScore, min(winScore, r.Info.Score))
	switch {
	case r.Info.Mate > 0:
		score = winScore
	case r.Info.Mate < 0:
		score = -winScore
	}
	e.Score = sideScore(pos.SideToMove(), score)
	e.Best = turnOf(r.Info.PV, r.Move)
	return e
}

// sideScore is a score for side as White's.
func sideScore(side rules.Color, s int) int {
	if side == rules.Black {
		return -s
	}
	return s
}

// turnOf is the first turn of a line: its move and the removals after
// it.
func turnOf(pv []rules.Move, move rules.Move) []rules.Move {
	if len(pv) == 0 || pv[0] != move {
		return []rules.Move{move}
	}
	n := 1
	for n < len(pv) && pv[n].Kind() == rules.RemoveMove {
		n++
	}
	return append([]rules.Move(nil), pv[:n]...)
}

// Poll implements Analyser.
func (a *engineAnalyser) Poll() []Eval {
	a.mu.Lock()
	defer a.mu.Unlock()
	out := a.out
	a.out = nil
	return out
}

// Tick implements Analyser.
func (a *engineAnalyser) Tick() { a.ticks.Add(1) }

// Cancel implements Analyser.
func (a *engineAnalyser) Cancel() {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.cancel != nil {
		a.cancel()
		a.cancel = nil
	}
	a.out = nil
}
