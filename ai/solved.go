package ai

import (
	"sync"

	"github.com/ninemen/morris/ai/egtb/three"
	"github.com/ninemen/morris/rules"
)

// Three Men's Morris is solved whole (package three): every position from
// the first placement on, for whichever of its forms the variant plays.
// The Master takes the solution's value wherever its search reaches a
// position of it, so it plays that game perfectly, and the verdict says
// "wins in N" from the start. A solution takes milliseconds, so it is
// made at the first search or verdict that wants it, in either build.

// solutions holds the solved games, one per set of rules (draw rules
// aside): each a fixed function of its rules, made at most once.
var solutions struct {
	sync.Mutex
	m map[rules.Variant]*three.Table
}

// solvedFor returns the solution of v's game, or nil when v is not a game
// package three solves.
func solvedFor(v rules.Variant) *three.Table {
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

// probeSolved scores a position of a solved game. As with the endgame
// tables, a draw holds under any draw rule, and a win or a loss only when
// it ends before the n-move rule could draw it; a won line never repeats
// a position, since every turn of it brings the end nearer.
func (s *searcher) probeSolved(p *rules.Position, ply int) (int, bool) {
	v, ok := s.solved.Probe(p)
	if !ok {
		return 0, false
	}
	n := v.Turns()
	switch {
	case v != three.Draw && p.Rule50()+n > s.tableReach:
		return 0, false
	case v.Won():
		return winScore - s.turn[ply] - n, true
	case v.Lost():
		return -winScore + s.turn[ply] + n, true
	}
	return 0, true
}
