package ai

import (
	"context"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/ninemen/morris/rules"
)

// Lazy SMP: the Master's search on several cores. Every thread searches
// the same root by iterative deepening, all sharing the transposition
// table; the helpers' results are never read, only what they leave in the
// table, which lets the main thread cut its tree sooner and reach deeper
// in the same time. The main thread decides the move, keeps the time and
// the Yield hook, and reports; the helpers stop as soon as it is done.
// Each thread has its own killers, history, path and counters, so the
// only shared state is the table, which is safe for concurrent use.

// maxThreads bounds Options.Threads: beyond it more helpers only share
// the same table more thinly.
const maxThreads = 256

// threadsFor is how many threads a search runs: one below Master, whose
// levels keep their own deterministic character at one thread, and one in
// the browser, where WebAssembly has a single thread.
func threadsFor(opt Options, st style) int {
	if runtime.GOOS == "js" || !st.full || opt.Threads <= 1 {
		return 1
	}
	return min(opt.Threads, maxThreads)
}

// nodeCount is a helper's published node count, alone on its cache line
// so that helpers writing their counts do not slow each other down.
type nodeCount struct {
	n atomic.Uint64
	_ [56]byte
}

// smpSkip says which iterations helper i (from 0) skips, the scheme of
// Stockfish 9's Lazy SMP: helper i searches depth d only when
// (d+phase)/size is even, with size and phase from these rows in turn.
// Helpers thus spread over the depth the main thread is at and the next,
// instead of all searching the same tree in step.
var smpSkip = [20][2]int{ // {size, phase}
	{1, 1}, {1, 0},
	{2, 2}, {2, 3}, {2, 0}, {2, 1},
	{3, 3}, {3, 4}, {3, 5}, {3, 0}, {3, 1}, {3, 2},
	{4, 4}, {4, 5}, {4, 6}, {4, 7}, {4, 0}, {4, 1}, {4, 2}, {4, 3},
}

func skipDepth(helper, depth int) bool {
	r := smpSkip[helper%len(smpSkip)]
	return (depth+r[1])/r[0]%2 != 0
}

// startHelpers starts n-1 helper threads on pos beside s, the main
// thread, which must not have begun to search. It sets s.stopHelpers,
// which stops the helpers and returns once they have all returned, and
// s.helperNodes, where they publish their node counts.
func (s *searcher) startHelpers(ctx context.Context, pos rules.Position, maxD, n int) {
	hctx, cancel := context.WithCancel(ctx)
	counts := make([]nodeCount, n-1)
	var wg sync.WaitGroup
	for i := range n - 1 {
		h := new(searcher)
		*h = *s
		// What a helper writes is its own: the path's keys, and the
		// counters; killers and history start empty, as the main's do.
		h.keys = slices.Clone(s.keys)
		h.done = hctx.Done()
		h.hasDeadline = false
		h.yield = nil
		h.published = &counts[i].n
		h.vary = noVariety // only the main thread chooses
		wg.Go(func() {
			p := pos
			h.helperIterate(&p, maxD, i)
			h.published.Store(h.nodes)
		})
	}
	s.helperNodes = counts
	s.stopHelpers = func() {
		cancel()
		wg.Wait()
	}
}

// helperIterate is a helper's iterative deepening: the main thread's,
// less the reporting and the choice of a move, over the depths that
// skipDepth leaves it.
func (s *searcher) helperIterate(p *rules.Position, maxD, id int) {
	roots := s.rootMoves(p)
	prev := 0
	for depth := 1; depth <= maxD; depth++ {
		if depth > 1 && skipDepth(id, depth) {
			continue
		}
		score := s.aspirate(p, roots, depth, prev)
		if s.stopped {
			return
		}
		prev = score
		if abs(score) > winBound && depth >= winScore-abs(score) {
			return
		}
	}
}

// totalNodes counts the nodes of every thread: exactly once the helpers
// have stopped, and to within a few hundred a helper before.
func (s *searcher) totalNodes() uint64 {
	n := s.nodes
	for i := range s.helperNodes {
		n += s.helperNodes[i].n.Load()
	}
	return n
}
