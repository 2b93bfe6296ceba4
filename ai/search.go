package ai

import (
	"math"
	"sync/atomic"
	"time"

	"github.com/ninemen/morris/ai/egtb"
	"github.com/ninemen/morris/rules"
)

// maxPly bounds the distance from the root, quiescence included.
const maxPly = 128

// maxDepth is the deepest iteration; an unbounded search stops there.
const maxDepth = 100

// pollEvery: the search looks at the clock, the context and the yield
// function once per this many nodes (a power of two), a few dozen
// microseconds at the engine's speed.
const pollEvery = 256

// yieldEvery is the search time between calls of Options.Yield, well under
// the 5 ms a browser frame can spare.
const yieldEvery = 3 * time.Millisecond

// searcher is the state of one search: limits, counters, the path from the
// root and the ordering tables. The transposition table is the Engine's.
type searcher struct {
	tt    *table
	geo   *geometry
	w     weights
	salt  uint64
	quiet bool         // no quiescence search (the Beginner's short sight)
	tb    *egtb.Tables // the endgame tables, when they apply and are ready
	// solved is the whole game's solution, for the Master in Three and
	// Six Men's Morris.
	solved solution
	lmr    float64 // divisor of the late-move reduction formula
	// vary is the Master's margin of equal moves (vary.go), or noVariety;
	// rootInTables, that the tables score the root exactly; passTesting,
	// that the pass over the root under way tests for near moves, its
	// first move searched (vary.go).
	vary         int
	rootInTables bool
	passTesting  bool

	// freeBlocks: a forced block in the placing phase costs no depth
	// (forcedBlock). The Master's alone: the levels below it are
	// calibrated to miss threat lines as people do (docs/levels.md).
	freeBlocks bool
	// futility: reverse futility pruning near the leaves (staticCut),
	// the Master's alone for the same reason.
	futility bool

	moveInPlacing bool
	// restrictMills: the rules may ban one slide (see
	// rules.Position.BannedSlide), which generate leaves out.
	restrictMills bool
	blockedPasses bool
	threefold     bool
	// tableReach bounds an endgame table's win or loss under the n-move
	// rule (see tableReach in tables.go).
	tableReach int

	done        <-chan struct{}
	deadline    time.Time
	hasDeadline bool
	yield       func()
	clock       Clock
	start       time.Time
	lastYield   time.Time
	yielded     time.Duration
	stopped     bool
	nodes       uint64

	// Lazy SMP (see smp.go). A helper publishes its node count in
	// published as it polls; the main thread reads the helpers' counts
	// from helperNodes and stops them with stopHelpers. All nil for a
	// search on one thread.
	published   *atomic.Uint64
	helperNodes []nodeCount
	stopHelpers func()

	// keys holds the hashes of the positions since the last irreversible
	// move before the root, then the path from the root: keys[root+ply].
	keys []uint64
	// twice marks the positions before the root that the repetition rule
	// has counted twice by then, so reaching them again is the third time.
	twice []bool
	root  int

	// stack holds each ply's move list, so a node allocates and clears
	// nothing.
	stack [maxPly + 1]plyBuf

	killers [maxPly][2]rules.Move
	history [2][rules.MaxPoints + 2][rules.MaxPoints]int32
	pv      [maxPly + 1][maxPly + 1]rules.Move
	pvLen   [maxPly + 1]int
	// turn counts the turns from the root to each ply (a removal is part
	// of its turn): a won or lost game scores by turns, as the tables
	// and "score mate" count.
	turn [maxPly + 1]int
}

type plyBuf struct {
	moves [rules.MaxMoves]rules.Move
	keys  [rules.MaxMoves]int32
	tac   [rules.MaxMoves]bool
}

func (s *searcher) poll() {
	if s.published != nil {
		s.published.Store(s.nodes)
	}
	select {
	case <-s.done:
		s.stopped = true
		return
	default:
	}
	if !s.hasDeadline && s.yield == nil {
		return
	}
	now := s.clock.Now()
	if s.hasDeadline && !now.Before(s.deadline) {
		s.stopped = true
		return
	}
	if s.yield != nil && now.Sub(s.lastYield) >= yieldEvery {
		s.yield()
		after := s.clock.Now()
		s.yielded += after.Sub(now)
		s.lastYield = after
		if s.hasDeadline && !after.Before(s.deadline) {
			s.stopped = true
		}
	}
}

// count adds a node and polls now and then; it reports whether to stop.
func (s *searcher) count() bool {
	s.nodes++
	if s.nodes%pollEvery == 0 {
		s.poll()
	}
	return s.stopped
}

// terminal scores a finished game for the side to move, turns from the
// root.
func terminal(p *rules.Position, r rules.Result, turns int) int {
	w, ok := r.Winner()
	if !ok {
		return 0
	}
	if w == p.SideToMove() {
		return winScore - turns
	}
	return -winScore + turns
}

// drawn reports whether a position inside the tree is drawn by history:
// by the n-move rule, or by a repetition of a position on the path from
// the root (a second time is scored a draw, since the sides could keep
// going round) or of one the game has counted twice before the root. A
// position reached by a placement or a removal has nothing before it to
// repeat (Rule50 is 0), and one owing a removal is the last of its run.
func (s *searcher) drawn(p *rules.Position, ply int) bool {
	if p.MoveLimitReached() {
		return true
	}
	if !s.threefold || p.PendingRemovals() > 0 {
		return false
	}
	h := p.Hash()
	idx := s.root + ply
	lim := max(idx-p.Rule50(), 0)
	for j := idx - 2; j >= lim; j-- {
		if s.keys[j] == h && (j >= s.root || s.twice[j]) {
			return true
		}
	}
	return false
}

func toTT(score, turns int) int {
	switch {
	case score > winBound:
		return score + turns
	case score < -winBound:
		return score - turns
	}
	return score
}

func fromTT(score, turns int) int {
	switch {
	case score > winBound:
		return score - turns
	case score < -winBound:
		return score + turns
	}
	return score
}

// child searches a position reached by one move and returns its score for
// the side that moved: negated when the turn passed, as it is when the
// mover still owes a removal and so moves again.
func (s *searcher) child(c rules.Position, same bool, depth, alpha, beta, ply int) int {
	s.setTurn(same, ply)
	if same {
		return s.search(c, depth, alpha, beta, ply+1)
	}
	return -s.search(c, depth, -beta, -alpha, ply+1)
}

// setTurn counts the turns to the child at ply+1: one more unless the
// side to move stays (a removal owed).
func (s *searcher) setTurn(same bool, ply int) {
	s.turn[ply+1] = s.turn[ply]
	if !same {
		s.turn[ply+1]++
	}
}

// search is the alpha-beta (principal variation) search. depth counts
// turns: a removal is a ply that costs no depth, so a mill and the man it
// takes are always seen together. Long because it is the alpha-beta
// recursion: its steps share the node's bounds, and calls cost every node.
func (s *searcher) search(pos rules.Position, depth, alpha, beta, ply int) int {
	p := &pos
	s.pvLen[ply] = ply
	if s.count() {
		return 0
	}
	if r := p.Result(); r.Over() {
		return terminal(p, r, s.turn[ply])
	}
	if ply > 0 && s.drawn(p, ply) {
		return 0
	}
	s.keys[s.root+ply] = p.Hash()
	if s.tb != nil {
		if sc, ok := s.probeTables(p, ply); ok {
			return sc
		}
	}
	if s.solved != nil {
		if sc, ok := s.probeSolved(p, ply); ok {
			return sc
		}
	}
	if ply >= maxPly-1 {
		return s.evaluate(p)
	}
	// No line from here can win faster than a win already in hand.
	alpha = max(alpha, -winScore+s.turn[ply])
	beta = min(beta, winScore-s.turn[ply])
	if alpha >= beta {
		return alpha
	}
	// In a solved game a removal owed at the horizon is played out here,
	// at no depth, so that each removal's position takes the solution's
	// value rather than quiescence's guess.
	if depth <= 0 && (s.solved == nil || p.PendingRemovals() == 0) {
		return s.quiesce(pos, alpha, beta, ply, 0)
	}

	pvNode := beta-alpha > 1
	key := p.Hash() ^ s.salt
	var ttMove rules.Move
	if e, ok := s.tt.probe(key); ok {
		ttMove = e.move
		if !pvNode && int(e.depth) >= depth {
			sc := fromTT(int(e.score), s.turn[ply])
			switch e.bound() {
			case boundExact:
				return sc
			case boundLower:
				if sc >= beta {
					return sc
				}
			case boundUpper:
				if sc <= alpha {
					return sc
				}
			}
		}
	}

	if sc, ok := s.staticCut(p, depth, beta, pvNode); ok {
		return sc
	}

	b := &s.stack[ply]
	moves := s.generate(p, b.moves[:0])
	keys, tac := b.keys[:len(moves)], b.tac[:len(moves)]
	theirOpen := s.scoreMoves(p, moves, keys, tac, ttMove, ply)
	us := p.SideToMove()
	removing := p.PendingRemovals() > 0
	forced := s.forcedBlock(p, us, removing, theirOpen)

	best, bestMove := -infinity, rules.Move(0)
	origAlpha := alpha
	for i := range moves {
		pick(moves, keys, tac, i)
		m := moves[i]
		c := *p
		c.Play(m)
		same := c.SideToMove() == us
		nd := depth - 1
		if removing || forced != 0 && m.Kind() == rules.PlaceMove && forced.Has(m.To()) {
			nd = depth
		}
		var sc int
		if i == 0 {
			sc = s.child(c, same, nd, alpha, beta, ply)
		} else {
			// Late quiet moves are searched shallower first; one that
			// surprises is searched again at full depth.
			r := 0
			if depth >= 3 && i >= 3 && !tac[i] && !removing && keys[i] < orderKiller2 {
				r = s.reduction(depth, i, pvNode)
			}
			sc = s.child(c, same, nd-r, alpha, alpha+1, ply)
			if r > 0 && sc > alpha {
				sc = s.child(c, same, nd, alpha, alpha+1, ply)
			}
			if sc > alpha && sc < beta {
				sc = s.child(c, same, nd, alpha, beta, ply)
			}
		}
		if s.stopped {
			return 0
		}
		if sc > best {
			best, bestMove = sc, m
			if sc > alpha {
				alpha = sc
				s.updatePV(ply, m)
				if sc >= beta {
					if !tac[i] {
						s.goodQuiet(us, m, depth, ply)
					}
					break
				}
			}
		}
	}

	bound := boundUpper
	switch {
	case best >= beta:
		bound = boundLower
	case best > origAlpha:
		bound = boundExact
	}
	s.tt.store(key, bestMove, toTT(best, s.turn[ply]), depth, bound)
	return best
}

// staticCut is reverse futility pruning: near the leaves, off the
// principal variation, a side whose evaluation beats beta by more than
// any turn or two of play is likely to take back is not searched on. It
// returns the score to fail high with. The Master's alone, like
// freeBlocks. Skipped where a removal is owed (the evaluation takes a
// quiet position) and near a won or lost score.
func (s *searcher) staticCut(p *rules.Position, depth, beta int, pvNode bool) (int, bool) {
	if !s.futility || pvNode || depth > futilityDepth || p.PendingRemovals() > 0 || abs(beta) >= winBound {
		return 0, false
	}
	ev := s.evaluate(p)
	if ev-futilityMargin*depth >= beta {
		return ev - futilityMargin*depth, true
	}
	return 0, false
}

// futilityDepth and futilityMargin bound staticCut: the depths it acts
// at and, per turn of depth, how far the evaluation must beat beta.
const (
	futilityDepth  = 3
	futilityMargin = 120
)

// forcedBlock is the point where the side to move must place a man to
// stop the other side's one mill threat, when it has no mill of its own
// to close: a reply as forced as a chess player's answer to check, so it
// costs no depth, and a line of threats in the placing phase is seen to
// its end. theirOpen is the other side's open points (openPoints). It is
// 0 where no such point is.
func (s *searcher) forcedBlock(p *rules.Position, us rules.Color, removing bool, theirOpen rules.Bitboard) rules.Bitboard {
	if !s.freeBlocks || removing || s.moveInPlacing || p.InHand(us) == 0 {
		return 0
	}
	if theirOpen.Count() != 1 || s.openPoints(p, us) != 0 {
		return 0
	}
	return theirOpen
}

// reduction is how much shallower a late quiet move is searched first:
// more the deeper the node and the later the move, less on the principal
// variation. It beats a flat one-ply reduction, and reaches a depth in
// fewer nodes.
func (s *searcher) reduction(depth, i int, pvNode bool) int {
	div := s.lmr
	if div <= 0 {
		div = defaultLMR
	}
	r := int(0.5 + math.Log(float64(depth))*math.Log(float64(i))/div)
	if pvNode {
		r--
	}
	return max(1, min(r, depth-2))
}

func (s *searcher) updatePV(ply int, m rules.Move) {
	s.pv[ply][ply] = m
	n := s.pvLen[ply+1]
	if n < ply+1 {
		n = ply + 1
	}
	copy(s.pv[ply][ply+1:n], s.pv[ply+1][ply+1:n])
	s.pvLen[ply] = n
}

// maxQuiesce bounds the quiescence plies; mills take men, so it is rarely
// reached.
const maxQuiesce = 24

// quiesce settles the mills the side to move can close before the
// evaluation is trusted, as a chess engine settles captures.
func (s *searcher) quiesce(pos rules.Position, alpha, beta, ply, qply int) int {
	p := &pos
	s.pvLen[ply] = ply
	if qply > 0 {
		if s.count() {
			return 0
		}
		if r := p.Result(); r.Over() {
			return terminal(p, r, s.turn[ply])
		}
	}
	if ply >= maxPly-1 || qply >= maxQuiesce {
		return s.evaluate(p)
	}
	us := p.SideToMove()
	b := &s.stack[ply]
	if p.PendingRemovals() > 0 {
		moves := s.generate(p, b.moves[:0])
		keys, tac := b.keys[:len(moves)], b.tac[:len(moves)]
		s.scoreRemovals(p, moves, keys, 0)
		best := -infinity
		for i := range moves {
			pick(moves, keys, tac, i)
			var done bool
			if best, alpha, done = s.qchild(p, moves[i], us, best, alpha, beta, ply, qply); done {
				break
			}
		}
		if s.stopped {
			return 0
		}
		return best
	}
	stand := s.evaluate(p)
	if s.quiet || stand >= beta {
		return stand
	}
	alpha = max(alpha, stand)
	targets := s.openPoints(p, us)
	if targets == 0 {
		return stand
	}
	best := stand
	for _, m := range s.generate(p, b.moves[:0]) {
		if m.Kind() == rules.PassMove || !targets.Has(m.To()) || !s.isMill(p, us, m) {
			continue
		}
		var done bool
		if best, alpha, done = s.qchild(p, m, us, best, alpha, beta, ply, qply); done {
			break
		}
	}
	if s.stopped {
		return 0
	}
	return best
}

// qchild plays m and searches the reply in quiescence: the one child step
// of both of quiesce's loops (removals owed, mills to close). It returns
// best and alpha raised by the child's score, and done when the loop ends
// here: the child failed high, or the search stopped (quiesce then
// returns 0). Values in and out rather than pointers keep them in
// registers in quiesce's loops.
func (s *searcher) qchild(p *rules.Position, m rules.Move, us rules.Color, best, alpha, beta, ply, qply int) (int, int, bool) {
	c := *p
	c.Play(m)
	same := c.SideToMove() == us
	s.setTurn(same, ply)
	var sc int
	if same {
		sc = s.quiesce(c, alpha, beta, ply+1, qply+1)
	} else {
		sc = -s.quiesce(c, -beta, -alpha, ply+1, qply+1)
	}
	if s.stopped {
		return best, alpha, true
	}
	if sc > best {
		best = sc
		if sc > alpha {
			s.updatePV(ply, m)
			return best, sc, sc >= beta
		}
	}
	return best, alpha, false
}
