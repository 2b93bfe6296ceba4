package ai

import (
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ninemen/morris/ai/egtb/six"
	"github.com/ninemen/morris/ai/egtb/three"
	"github.com/ninemen/morris/rules"
)

// Three and Six Men's Morris are solved whole (packages three and six):
// every position from the first placement on. The Master takes the
// solution's value wherever its search reaches a position of it, so it
// plays those games perfectly, and the verdict says "wins in N" from the
// start.
//
// A solution of Three Men's Morris takes milliseconds, so it is made at
// the first search or verdict that wants it, for whichever of its forms
// the variant plays. Six Men's Morris's is shipped: embedded natively,
// fetched in the browser when a game first wants it, as the endgame
// tables are (see sixSolved).

// solution is a solved game's value of a position for its side to move:
// the turns of both sides to the end (a move and its removal are one),
// and whether the side to move wins or loses, neither for a draw; ok is
// false for a position the solution does not hold (a removal owed, a
// position play cannot reach).
type solution interface {
	probe(p *rules.Position) (turns int, won, lost, ok bool)
}

type threeSolution struct{ *three.Table }

func (s threeSolution) probe(p *rules.Position) (int, bool, bool, bool) {
	v, ok := s.Probe(p)
	return v.Turns(), v.Won(), v.Lost(), ok
}

type sixSolution struct{ *six.Table }

func (s sixSolution) probe(p *rules.Position) (int, bool, bool, bool) {
	v, ok := s.Probe(p)
	return v.Turns(), v.Won(), v.Lost(), ok
}

// solvedFor returns the solution of v's game, or nil when v is not a
// solved game or its solution is not ready: Six Men's Morris's is loaded
// in the background, and a search (wait) waits for it natively.
func solvedFor(v rules.Variant, wait bool) solution {
	if t := threeSolved(v); t != nil {
		return threeSolution{t}
	}
	if t := sixSolved(v, wait); t != nil {
		return sixSolution{t}
	}
	return nil
}

// solutions holds the solved forms of Three Men's Morris, one per set of
// rules (draw rules aside): each a fixed function of its rules, made at
// most once.
var solutions struct {
	sync.Mutex
	m map[rules.Variant]*three.Table
}

// threeSolved returns the solution of v's game, or nil when v is not a
// game package three solves.
func threeSolved(v rules.Variant) *three.Table {
	if !three.Applies(v) {
		return nil
	}
	// The draw rules do not change the solution (see probeSolved).
	v.Name, v.NMoveRule, v.ThreefoldRepetition = "", 0, false
	v.RepetitionCountsProgress, v.MoveLimitAfterRemoval = false, false
	solutions.Lock()
	defer solutions.Unlock()
	if t, ok := solutions.m[v]; ok {
		return t
	}
	t, err := three.Solve(v)
	if err != nil {
		panic("ai: " + err.Error()) // Applies said it would solve
	}
	if solutions.m == nil {
		solutions.m = map[rules.Variant]*three.Table{}
	}
	solutions.m[v] = t
	return t
}

// sixLoaded holds Six Men's Morris's solution once loaded: like the
// endgame tables (see loaded), a fixed thing made at most once a process.
var sixLoaded = struct {
	started atomic.Bool
	done    chan struct{} // closed when table is set
	table   atomic.Pointer[six.Table]
}{done: make(chan struct{})}

// sixSolved returns Six Men's Morris's solution if v plays it and it is
// ready, starting to load it if it is not. Natively it is decoded from
// the embedded file (some tens of milliseconds), at once for a search
// (wait), so that a search plays the same move every time, and in the
// background for the hint. In the browser it is fetched and decoded in
// the background, resting between chunks so that the page keeps drawing;
// a fetch that fails leaves the game without it, and the first search
// that wants it tablesRetry later tries again.
func sixSolved(v rules.Variant, wait bool) *six.Table {
	if !six.Applies(v) {
		return nil
	}
	if t := sixLoaded.table.Load(); t != nil {
		return t
	}
	wait = wait && runtime.GOOS != "js"
	if sixLoaded.started.CompareAndSwap(false, true) {
		load := func() {
			worked := time.Now()
			t, err := six.Load(func() {
				if !wait && time.Since(worked) >= time.Millisecond {
					time.Sleep(8 * time.Millisecond)
					worked = time.Now()
				}
			})
			switch {
			case err != nil && runtime.GOOS == "js":
				time.Sleep(tablesRetry)
				sixLoaded.started.Store(false)
				return
			case err != nil:
				panic("ai: the embedded solution of Six Men's Morris is broken: " + err.Error())
			}
			sixLoaded.table.Store(t)
			close(sixLoaded.done)
		}
		if !wait {
			go load()
			return nil
		}
		load()
	}
	if wait {
		<-sixLoaded.done
	}
	return sixLoaded.table.Load()
}

// probeSolved scores a position of a solved game. As with the endgame
// tables, a draw holds under any draw rule, and a win or a loss only when
// it ends before the n-move rule could draw it; a won line never repeats
// a position, since every turn of it brings the end nearer.
func (s *searcher) probeSolved(p *rules.Position, ply int) (int, bool) {
	n, won, lost, ok := s.solved.probe(p)
	switch {
	case !ok:
		return 0, false
	case (won || lost) && p.Rule50()+n > s.tableReach:
		return 0, false
	case won:
		return winScore - s.turn[ply] - n, true
	case lost:
		return -winScore + s.turn[ply] + n, true
	}
	return 0, true
}
