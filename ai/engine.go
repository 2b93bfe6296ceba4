// Package ai is the computer opponent: an iterative-deepening alpha-beta
// search over package rules, with a transposition table, an evaluation by
// phase, and levels from Beginner to Master.
//
// An Engine keeps its transposition table from move to move; keep one per
// game (or per protocol session) and call Search for each move. A search
// runs until its depth, its time or its context ends, calling
// Options.Yield now and then so that a single-threaded host (WebAssembly)
// can draw frames meanwhile.
//
// The Master plays the endgames with at most eight men on the board and
// none in hand perfectly, from the tables of package egtb (see
// tables.go), and its search takes their values at its leaves.
package ai

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"sync"
	"time"

	"github.com/ninemen/morris/ai/book"
	"github.com/ninemen/morris/rules"
)

// Options say how to search.
type Options struct {
	// Level is how well to play; zero means Master.
	Level Level
	// MoveTime is the wall-clock time the search may take. Zero means no
	// limit (stop it with the context, or with Depth). Levels below Master
	// use a share of it.
	MoveTime time.Duration
	// Depth limits the search to this many turns (a mill's removal is part
	// of the turn that made it). Zero means the level's own limit, for
	// Master none.
	Depth int
	// Seed varies the choices among the moves a level judges good enough
	// (see vary.go): the same seed gives the same choice in the same
	// position, so a game between seeded players can be played again.
	// Zero picks a fresh seed for each search of a lower level, and lets
	// the Master play its first best move, the same every time at a fixed
	// Depth; a game gives the Master a seed to vary its play.
	Seed uint64
	// Info, if set, receives a report after each completed iteration, on
	// the goroutine that runs the search.
	Info func(Info)
	// Yield, if set, is called at least every few milliseconds of
	// searching so that a single-threaded host can run other goroutines;
	// pass a function that sleeps (time.Sleep(time.Millisecond)). The time
	// spent in it does not count in the nodes-per-second figure.
	Yield func()
	// Threads is how many goroutines the Master searches with (Lazy SMP:
	// they share the transposition table, and the first decides the move
	// and calls Info and Yield). Zero or one is one thread, the only case
	// in which a fixed Depth gives the same move every time. Levels below
	// Master and the js/wasm build always search on one thread.
	Threads int
	// Clock is the time MoveTime, Yield's interval and Info.Time are
	// counted in; nil is the real clock.
	Clock Clock
}

// Info reports the progress of a search, with scores from the point of view
// of the side to move at the root.
type Info struct {
	// Depth is the last completed iteration, in turns.
	Depth int
	// Score is in hundredths of a man: +100 is a man ahead.
	Score int
	// Mate, when not zero, is a forced result counted as UCI counts it:
	// Mate n > 0, the side to move wins with its n-th turn from now; -n,
	// it loses after the opponent's n-th turn (a removal is part of the
	// turn that earned it). In a position of the endgame tables it is
	// exactly the tables' distance.
	Mate int
	// Nodes is the number of positions searched, by all threads.
	Nodes uint64
	// NPS is nodes per second of searching (time spent in Yield excluded),
	// by all threads.
	NPS uint64
	// Time is the wall-clock time since the search began.
	Time time.Duration
	// PV is the line the engine expects, starting with its move.
	PV []rules.Move
}

// Result is the outcome of a search: the move to play and what the search
// knew when it chose it.
type Result struct {
	Move rules.Move
	Info Info
}

// ErrNoMove is returned when the position has no move to search: the game
// is over.
var ErrNoMove = errors.New("ai: the game is over, there is no move to search")

// Engine is a searcher that keeps a transposition table between searches.
// Its methods may be called from several goroutines; searches take turns.
type Engine struct {
	mu sync.Mutex
	tt *table
	// w, when set, replaces the evaluation's weights (tuning runs only).
	w *weights
	// lmr, when set, replaces the late-move reduction divisor (tuning).
	lmr float64
	// noTables searches without the endgame tables (tests that hold the
	// tables and the search to each other).
	noTables bool
	// noBook searches the opening too (tests of the search itself).
	noBook bool
	// style, when set, replaces the level's style (tests of its parts).
	style *style
}

// defaultLMR is the divisor of the late-move reduction formula (see
// searcher.reduction); smaller reduces more.
const defaultLMR = 2.0

// DefaultTableMB is the transposition table size the convenience functions
// use: big enough for a few seconds of search, small enough for a browser.
const DefaultTableMB = 32

// NewEngine returns an engine with a transposition table of about
// ttSizeMB megabytes (at least 1).
func NewEngine(ttSizeMB int) *Engine {
	return &Engine{tt: newTable(ttSizeMB)}
}

// Clear forgets everything learned in earlier searches, as before a new
// game.
func (e *Engine) Clear() {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.tt.clear()
}

// History returns the positions of g before the current one that a later
// position could repeat and that the repetition rule counts (see
// rules.Position.CountsForRepetition): those since the last placement or
// removal, without the game's start unless the variant counts it. Oldest
// first. Take it together with g.Position() before handing a search to
// another goroutine, so the game may change while the engine thinks.
func History(g *rules.Game) []rules.Position {
	n := g.Ply()
	cur := g.Position()
	from := max(n-cur.Rule50(), 0)
	if from == 0 && !g.Variant().RepetitionCountsProgress {
		from = min(1, n) // the start was reached by no slide
	}
	out := make([]rules.Position, 0, n-from)
	for i := from; i < n; i++ {
		out = append(out, g.PositionAt(i))
	}
	return out
}

// SearchGame searches the current position of g, its history included. It
// reads g before it returns; the caller must not change g meanwhile (or
// should use Search with a copy from History).
func (e *Engine) SearchGame(ctx context.Context, g *rules.Game, opt Options) (Result, error) {
	if g.Result().Over() {
		return Result{}, ErrNoMove
	}
	return e.Search(ctx, g.Position(), History(g), opt)
}

// Search finds a move for the side to move in pos. history holds the
// positions that came before it, oldest first: those History gives, or
// more of the game (only those since the last placement or removal
// matter), but not a game's start position that the rules do not count
// (see History). The search uses them to see draws by repetition.
//
// In the opening of the standard game, the Master given a MoveTime and
// no Depth plays the move of its book (package book) at once.
//
// The search ends at the first of: the context's cancellation, the move
// time, the depth, a proven result (a forced win or loss), or a depth of
// 100 turns. With neither MoveTime nor Depth it thinks until cancelled (or
// proven), which is how an "infinite" analysis is built. Cancelling ctx
// stops the search within a millisecond; Search then returns the best move
// found so far with a nil error. The error is ErrNoMove when the game is
// already over, or describes bad options.
func (e *Engine) Search(ctx context.Context, pos rules.Position, history []rules.Position, opt Options) (Result, error) {
	if !opt.Level.Valid() {
		return Result{}, fmt.Errorf("ai: level %d: want 1 to %d", int(opt.Level), int(Master))
	}
	if opt.MoveTime < 0 || opt.Depth < 0 || opt.Threads < 0 {
		return Result{}, fmt.Errorf("ai: negative move time, depth or threads")
	}
	e.mu.Lock()
	defer e.mu.Unlock()

	clock := opt.Clock
	if clock == nil {
		clock = realClock{}
	}
	start := clock.Now()
	v := pos.Variant()
	s := newSearcher(e.tt, &pos)
	s.done = ctx.Done()
	s.yield = opt.Yield
	s.clock = clock
	s.start, s.lastYield = start, start
	if e.w != nil {
		s.w = *e.w
	}
	if e.lmr != 0 {
		s.lmr = e.lmr
	}
	st := opt.Level.style()
	if e.style != nil {
		st = *e.style
	}
	st = st.on(pos.Board()).at(&pos)
	s.quiet = st.quiet
	s.freeBlocks = st.full
	s.futility = st.full
	s.w.onlyMaterial = st.material
	if opt.MoveTime > 0 {
		s.hasDeadline = true
		s.deadline = start.Add(time.Duration(float64(opt.MoveTime) * st.timeFrac))
	}
	// The Master plays the solved endgames perfectly; the other levels
	// keep their human mistakes. A game down to a few men asks for the
	// tables early, so they are ready by the time the leaves get there
	// (natively the search waits for them; see tablesFor).
	if st.full && !e.noTables && pos.Total(rules.White)+pos.Total(rules.Black) <= tableMen {
		s.tb = tablesFor(v, true, opt.Depth > 0)
	}
	if st.full && !e.noTables {
		s.solved = solvedFor(v, true)
	}
	s.setHistory(pos, history)
	if s.gameOver(&pos) {
		return Result{}, ErrNoMove
	}
	// A game move of the Master's in the opening comes from the book,
	// searched longer than a game move usually is. An analysis (no move
	// time) or a search to a given depth searches.
	seed := opt.Seed
	if seed == 0 {
		seed = uint64(time.Now().UnixNano())
	}
	// Seeds that differ by one, as a test's or a match's do, must not
	// give related choices: the generator takes its state as given.
	rng := rand.New(rand.NewPCG(splitmix(seed), splitmix(seed^pos.Hash())))
	s.vary = noVariety
	if st.full && opt.Seed != 0 {
		s.vary = masterMargin
	}
	if st.full && opt.MoveTime > 0 && opt.Depth == 0 && !e.noBook {
		if b, ok := book.Standard(opt.Yield).Lookup(&pos); ok {
			pv := []rules.Move{b.Move}
			if s.vary != noVariety {
				pv = twin(&pos, pv, rng)
			}
			info := Info{Depth: b.Depth, Score: b.Score, Time: clock.Now().Sub(start), PV: pv}
			if opt.Info != nil {
				opt.Info(info)
			}
			return Result{Move: pv[0], Info: info}, nil
		}
	}
	depth := st.depth
	if opt.Depth > 0 && (depth == 0 || opt.Depth < depth) {
		depth = opt.Depth
	}
	if depth == 0 {
		depth = maxDepth
	}
	e.tt.newSearch()
	if s.tb != nil {
		_, s.rootInTables = s.probeTables(&pos, 0)
	}
	if s.solved != nil && !s.rootInTables {
		_, s.rootInTables = s.probeSolved(&pos, 0)
	}

	if n := threadsFor(opt, st); n > 1 {
		s.startHelpers(ctx, pos, depth, n)
	}
	r := s.iterate(&pos, depth, st, rng, opt)
	if !st.full || s.vary != noVariety {
		r.Info.PV = twin(&pos, r.Info.PV, rng)
		r.Move = r.Info.PV[0]
	}
	return r, nil
}

// newSearcher returns a searcher with the table tt for the rules of pos's
// variant and the default weights, before its limits and history are set.
func newSearcher(tt *table, pos *rules.Position) *searcher {
	v := pos.Variant()
	return &searcher{
		tt:            tt,
		geo:           newGeometry(pos.Board()),
		w:             weightsFor(v),
		lmr:           defaultLMR,
		vary:          noVariety,
		salt:          variantSalt(v),
		moveInPlacing: v.MoveInPlacing,
		restrictMills: v.RestrictRepeatedMills,
		blockedPasses: v.Blocked == rules.BlockedPasses,
		threefold:     v.ThreefoldRepetition,
		tableReach:    tableReach(v),
	}
}

// setHistory loads the keys of the positions before the root that a
// position in the tree could repeat, and marks those that repeating would
// make a third time as the rules count.
func (s *searcher) setHistory(pos rules.Position, history []rules.Position) {
	n := min(len(history), pos.Rule50())
	hist := history[len(history)-n:]
	s.root = len(hist)
	s.keys = make([]uint64, s.root+maxPly+2)
	s.twice = make([]bool, s.root)
	for i := range hist {
		s.keys[i] = hist[i].Hash()
	}
	for i := range hist {
		if !hist[i].CountsForRepetition() {
			continue
		}
		c := 0
		for j := range i {
			if s.keys[j] == s.keys[i] && hist[j].CountsForRepetition() {
				c++
			}
		}
		s.twice[i] = c >= 1 // with itself, counted twice before the root
	}
	s.keys[s.root] = pos.Hash()
}

// gameOver reports whether the root position ends the game, by itself or
// by the draws of the game's history, as rules.Game decides.
func (s *searcher) gameOver(p *rules.Position) bool {
	if p.Result().Over() || p.MoveLimitReached() {
		return true
	}
	if !s.threefold || !p.CountsForRepetition() {
		return false
	}
	for j := range s.root {
		if s.twice[j] && s.keys[j] == p.Hash() {
			return true // counted twice before, so a third time now
		}
	}
	return false
}

// variantSalt keys the table by the rules as well, so an engine kept across
// games of different variants never trusts a score from the wrong game.
func variantSalt(v rules.Variant) uint64 {
	b := func(x bool) uint64 {
		if x {
			return 1
		}
		return 0
	}
	x := uint64(v.Men) | uint64(v.FlyAt)<<4 | b(v.MayFly)<<8 | b(v.BothFly)<<9 | b(v.Diagonals)<<10 |
		b(v.RemoveMultiple)<<11 | uint64(v.Removal)<<12 | b(v.MoveInPlacing)<<14 | uint64(v.Blocked)<<15 |
		b(v.ThreefoldRepetition)<<16 | uint64(v.NMoveRule)<<17 | b(v.RepetitionCountsProgress)<<31 |
		b(v.MoveLimitAfterRemoval)<<32 | uint64(v.BoardKind)<<33 | b(v.MillWins)<<35 |
		uint64(v.EndgameNMoveRule)<<36 | b(v.RestrictRepeatedMills)<<50 | b(v.OneTimeMill)<<51
	return splitmix(x)
}

// splitmix is the splitmix64 finaliser: every bit of x stirs every bit of
// the result.
func splitmix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}

type rootMove struct {
	move  rules.Move
	score int // from the last iteration that searched it; a bound unless it was best
	pv    []rules.Move
	// For the Master's variety (vary.go): lo is a lower bound on the
	// score that the pass under way proved within the margin of its best,
	// -infinity if none; near is lo of the last completed iteration;
	// mirror, that the move is the mirror image of a smaller one, which
	// twin stands for; images counts the move's mirror images, itself
	// included (markMirrors).
	lo, near, images int
	mirror           bool
}

// rootMoves lists the root's moves, ordered for the first iteration by
// the same keys the tree uses.
func (s *searcher) rootMoves(p *rules.Position) []rootMove {
	var buf [rules.MaxMoves]rules.Move
	moves := s.generate(p, buf[:0])
	// Order the first iteration by the same keys the tree uses.
	var keys [rules.MaxMoves]int32
	var tac [rules.MaxMoves]bool
	var ttMove rules.Move
	if e, ok := s.tt.probe(p.Hash() ^ s.salt); ok {
		ttMove = e.move
	}
	s.scoreMoves(p, moves, keys[:], tac[:], ttMove, 0)
	roots := make([]rootMove, len(moves))
	for i := range moves {
		pick(moves, keys[:len(moves)], tac[:len(moves)], i)
		roots[i] = rootMove{move: moves[i], score: -infinity, lo: -infinity, near: -infinity, images: 1}
	}
	return roots
}

// iterate runs the iterative deepening and picks the move. Helper threads,
// if any, run until it has picked it.
func (s *searcher) iterate(p *rules.Position, maxD int, st style, rng *rand.Rand, opt Options) Result {
	roots := s.rootMoves(p)
	if s.vary != noVariety {
		markMirrors(p, roots)
	}
	res := Result{Move: roots[0].move}
	info := Info{PV: []rules.Move{roots[0].move}}
	if len(roots) == 1 && st.full && opt.MoveTime > 0 {
		// Nothing to choose: search only long enough to report a score,
		// and leave the caller's clock for the moves that need it.
		s.deadline = s.start.Add(opt.MoveTime / 20)
	}

	prevScore := 0
	completed := 0
	changed := false // an unfinished iteration found a better move
	for depth := 1; depth <= maxD; depth++ {
		var score int
		if st.full {
			score = s.aspirate(p, roots, depth, prevScore)
		} else {
			score = s.rootMulti(p, roots, depth, st.margin)
		}
		if s.stopped {
			// A move that beat the previous best in the unfinished
			// iteration was searched in full and is better; take it,
			// with the depth its score comes from, which the last
			// completed iteration's score may not match.
			if st.full && roots[0].move != res.Move && roots[0].score > -infinity {
				changed = true
				res.Move = roots[0].move
				info = s.info(completed+1, roots[0].score, roots[0].pv)
			}
			break
		}
		completed = depth
		prevScore = score
		commitPass(roots)
		res.Move = roots[0].move
		info = s.info(depth, score, roots[0].pv)
		if opt.Info != nil {
			opt.Info(info)
		}
		// A fixed time per move is used to the end: an unfinished iteration
		// still counts, since a move that beats the last best there has been
		// searched in full.
		if abs(score) > winBound && depth >= winScore-abs(score) {
			break
		}
	}
	if st.full && s.vary != noVariety && completed > 0 && !changed {
		if rm, ok := s.chooseNear(roots, prevScore, s.stopped && s.passTesting, rng); ok && rm.move != res.Move {
			res.Move = rm.move
			info = s.info(completed, rm.near, []rules.Move{rm.move})
		}
	}
	if !st.full && completed > 0 {
		open := s.overlook(p, roots, st.blind, rng)
		res.Move = s.choose(p, roots, st, open, rng)
		for _, r := range roots {
			if r.move == res.Move {
				info = s.info(completed, r.score, r.pv)
			}
		}
	}
	if s.stopHelpers != nil {
		s.stopHelpers()
	}
	info.Nodes = s.totalNodes()
	info.Time = s.clock.Now().Sub(s.start)
	info.NPS = s.nps()
	res.Info = info
	if len(res.Info.PV) == 0 || res.Info.PV[0] != res.Move {
		res.Info.PV = []rules.Move{res.Move}
	}
	return res
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func (s *searcher) nps() uint64 {
	busy := s.clock.Now().Sub(s.start) - s.yielded
	if busy <= 0 {
		return 0
	}
	return uint64(float64(s.totalNodes()) / busy.Seconds())
}

func (s *searcher) info(depth, score int, pv []rules.Move) Info {
	in := Info{
		Depth: depth,
		Score: score,
		Nodes: s.totalNodes(),
		NPS:   s.nps(),
		Time:  s.clock.Now().Sub(s.start),
		PV:    slices.Clone(pv),
	}
	// Scores count the turns of both sides to the end: odd for a win on
	// our own turn, even for a loss after theirs.
	if score > winBound {
		in.Mate = (winScore - score + 1) / 2
	} else if score < -winBound {
		in.Mate = -(winScore + score) / 2
	}
	return in
}

// aspirate searches the root in a narrow window around the last score,
// widening it when the score falls outside.
func (s *searcher) aspirate(p *rules.Position, roots []rootMove, depth, prev int) int {
	if depth < 4 || abs(prev) > winBound {
		return s.rootSearch(p, roots, depth, -infinity, infinity)
	}
	delta := 35
	alpha, beta := prev-delta, prev+delta
	for {
		score := s.rootSearch(p, roots, depth, alpha, beta)
		if s.stopped {
			return score
		}
		switch {
		case score <= alpha:
			alpha = max(alpha-delta*3, -infinity)
		case score >= beta:
			beta = min(beta+delta*3, infinity)
		default:
			return score
		}
		delta *= 3
		if delta > 400 {
			alpha, beta = -infinity, infinity
		}
	}
}

// rootSearch searches every root move and keeps the best at roots[0].
func (s *searcher) rootSearch(p *rules.Position, roots []rootMove, depth, alpha, beta int) int {
	best := -infinity
	alpha0 := alpha
	vary := s.vary != noVariety
	s.passTesting = false
	if vary {
		startPass(roots)
	}
	for i := range roots {
		rm := &roots[i]
		c, same, nd := playRoot(p, rm.move, depth)
		var sc int
		if i == 0 {
			sc = s.child(c, same, nd, alpha, beta, 0)
		} else {
			s.passTesting = vary && best > alpha0
			sc = s.nullRoot(rm, c, same, nd, alpha, s.passTesting && !rm.mirror)
			if sc > alpha && sc < beta && !s.stopped {
				sc = s.child(c, same, nd, alpha, beta, 0)
			}
		}
		if s.stopped {
			break
		}
		rm.score = sc
		if sc > best {
			best = sc
		}
		if sc > alpha {
			alpha = sc
			rm.lo = sc
			s.keepPV(rm)
			// The new best goes first, where the next iteration and an
			// interrupted search look for it.
			moved := *rm
			copy(roots[1:i+1], roots[:i])
			roots[0] = moved
			if sc >= beta {
				break
			}
		} else if i == 0 {
			// Fail low on the first move: keep its (bound) score only.
			rm.pv = rm.pv[:0:0]
		}
	}
	if !s.stopped {
		// Order the rest by how well they did, for the next iteration.
		slices.SortStableFunc(roots[1:], func(a, b rootMove) int { return b.score - a.score })
	}
	return best
}

// rootMulti gives every move within margin of the best an exact score, for
// the levels that choose among near-equal moves.
func (s *searcher) rootMulti(p *rules.Position, roots []rootMove, depth, margin int) int {
	best := -infinity
	for i := range roots {
		rm := &roots[i]
		c, same, nd := playRoot(p, rm.move, depth)
		floor := -infinity
		if best > -infinity {
			floor = max(best-margin-1, -infinity)
		}
		sc := s.child(c, same, nd, floor, infinity, 0)
		if s.stopped {
			return best
		}
		rm.score = sc
		if sc > floor {
			s.keepPV(rm)
		} else {
			rm.score = min(sc, floor) - 1
		}
		best = max(best, sc)
	}
	slices.SortStableFunc(roots, func(a, b rootMove) int { return b.score - a.score })
	return best
}

// playRoot plays the root move m for rootSearch and rootMulti: the
// position after it, whether the side to move stays (a removal owed), and
// the depth left, which a removal does not spend, as in search.
func playRoot(p *rules.Position, m rules.Move, depth int) (c rules.Position, same bool, nd int) {
	c = *p
	c.Play(m)
	same = c.SideToMove() == p.SideToMove()
	nd = depth - 1
	if p.PendingRemovals() > 0 {
		nd = depth
	}
	return c, same, nd
}

// keepPV records rm's line, just searched from the root: the move and the
// PV its child left at ply 1. The copy outlives the next child's search.
func (s *searcher) keepPV(rm *rootMove) {
	s.updatePV(0, rm.move)
	rm.pv = slices.Clone(s.pv[0][:s.pvLen[0]])
}

// choose picks a lower level's move among those it believes near the
// best: the best after a little noise, or in its opening any sound one
// alike (open are the blind spots open on this move).
func (s *searcher) choose(p *rules.Position, roots []rootMove, st style, open [numBlindSpots]bool, rng *rand.Rand) rules.Move {
	best := roots[0].score
	var cands []rootMove
	for _, r := range roots {
		if r.score >= best-st.margin {
			cands = append(cands, r)
		}
	}
	if len(cands) == 1 {
		return cands[0].move
	}
	if abs(best) > winBound {
		// A forced result: any move of the same distance, none slower.
		n := 0
		for _, c := range cands {
			if c.score == best {
				n++
			}
		}
		return cands[rng.IntN(n)].move
	}
	if st.uniform {
		cands = sound(p, cands, open)
		return cands[rng.IntN(len(cands))].move
	}
	pick, top := cands[0].move, -infinity
	for _, c := range cands {
		v := c.score + rng.IntN(2*st.noise+1) - st.noise
		if v > top {
			pick, top = c.move, v
		}
	}
	return pick
}
