package computer

import (
	"context"
	"time"

	"github.com/ninemen/morris/ai"
	"github.com/ninemen/morris/rules"
)

// WinScore is the score of a forced win in an Eval, and what every score
// is clamped to: ten men, far beyond what an evaluation reaches before a
// game is decided.
const WinScore = 1000

// Eval is the engine's view of one position of the game.
type Eval struct {
	// Ply is the position's ply in the game.
	Ply int
	// Score is from White's side in hundredths of a man (+100 is White a
	// man ahead), clamped to ±WinScore; a forced win is ±WinScore, and a
	// game over is scored by its result.
	Score int
	// Best is the engine's turn in the position: its move, and the removal
	// the move earns if it closes a mill. Empty when the game is over.
	Best []rules.Move
	// Line is the engine's principal variation from the position, Best
	// its start, and Depth the turns its search completed: the review
	// makes puzzles of the player's mistakes from them.
	Line  []rules.Move
	Depth int
	// Verdict is what the endgame tables say of the position, if Known.
	Verdict ai.Verdict
	Known   bool
}

// analysisTime is the search time per position: longer searches mark
// the same turns as costly on the graph, and a whole game is analysed in
// seconds. In the browser the search gets what the frames leave of it.
const analysisTime = 150 * time.Millisecond

// Analyser evaluates the positions of a game in the background, one after
// another, for the review's graph: the ai package's engine at the
// Master's level, on one thread (the game's loop keeps a core). The scene
// drives it from Update as the play scene drives its computer player:
// Start, then Poll and Tick every tick, and Cancel when the scene is left.
type Analyser struct {
	search Search
	engine *ai.Engine
	out    []Eval // under the search's lock
}

// NewAnalyser returns an analyser with an engine of its own.
func NewAnalyser() *Analyser { return &Analyser{engine: ai.NewEngine(16)} }

// Start begins evaluating the positions of g after each of plies, in that
// order, abandoning what it was doing. It keeps a copy of g.
func (a *Analyser) Start(g *rules.Game, plies []int) {
	g = g.Clone()
	// No seed: the review shows the Master's first best move, not one it
	// would vary to.
	opt := ai.Options{Level: ai.Master, MoveTime: analysisTime, Threads: 1}
	a.search.Start(func() { a.out = nil }, func(ctx context.Context, yield func(), deliver func(func()) bool) {
		opt.Yield = yield
		moves := g.Moves()
		prefix := rules.NewGameFrom(g.Start())
		for _, ply := range plies {
			for prefix.Ply() < ply {
				if prefix.Play(moves[prefix.Ply()]) != nil {
					return // a game's own moves: never
				}
			}
			e := evaluate(ctx, a.engine, prefix, opt)
			if !deliver(func() { a.out = append(a.out, e) }) {
				return
			}
		}
	})
}

// Poll returns the evaluations finished since the last Poll.
func (a *Analyser) Poll() (out []Eval) {
	a.search.Locked(func() { out, a.out = a.out, nil })
	return out
}

// Idle returns a channel closed once the analysis has stopped: it came
// to its end or was cancelled.
func (a *Analyser) Idle() <-chan struct{} { return a.search.Idle() }

// Tick tells the analysis a tick has passed: in the browser, whose one
// thread draws the frames too, the search takes a slice of each.
func (a *Analyser) Tick() { a.search.Tick() }

// Cancel stops the analysis at once: nothing more comes.
func (a *Analyser) Cancel() {
	a.search.Cancel()
	a.search.Locked(func() { a.out = nil })
}

// evaluate searches the position of g with its history.
func evaluate(ctx context.Context, engine *ai.Engine, g *rules.Game, opt ai.Options) Eval {
	e := Eval{Ply: g.Ply()}
	if res := g.Result(); res.Over() {
		if w, won := res.Winner(); won {
			e.Score = SideScore(w, WinScore)
		}
		return e
	}
	pos := g.Position()
	e.Verdict, e.Known = ai.TableVerdict(pos)
	r, err := engine.Search(ctx, pos, ai.History(g), opt)
	if err != nil {
		return e
	}
	score := max(-WinScore, min(WinScore, r.Info.Score))
	switch {
	case r.Info.Mate > 0:
		score = WinScore
	case r.Info.Mate < 0:
		score = -WinScore
	}
	e.Score = SideScore(pos.SideToMove(), score)
	e.Best = turnOf(r.Info.PV, r.Move)
	e.Line, e.Depth = r.Info.PV, r.Info.Depth
	return e
}

// SideScore is a score for side as White's, or White's as side's: the
// same sign change both ways.
func SideScore(side rules.Color, s int) int {
	if side == rules.Black {
		return -s
	}
	return s
}

// turnOf is the first turn of a line whose first move is move: the move
// and the removals after it.
func turnOf(pv []rules.Move, move rules.Move) []rules.Move {
	if len(pv) == 0 || pv[0] != move {
		return []rules.Move{move}
	}
	return rules.FirstTurn(pv)
}
