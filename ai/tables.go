package ai

import (
	"math"
	"runtime"
	"sync/atomic"
	"time"

	"github.com/ninemen/morris/ai/egtb"
	"github.com/ninemen/morris/rules"
)

// The Master knows every position with at most eight men on the board and
// none in hand (3v3, 4v3, 4v4, 5v3 and the mirrors), and natively with
// nine too (5v4, 6v3 and the mirrors), from the tables of package egtb:
// won, drawn or lost, and in how many turns. The search
// takes their value wherever it reaches such a position, so in one it
// plays perfectly: the shortest win, the longest defence, never a drawn
// position lost.
//
// The tables hold for the game's default rules only (see tablesApply);
// under others the search does without. Their draws are draws under any
// draw rule; a win or loss counts only when it ends before the n-move
// counter runs out, else the search looks for itself (see probeTables).

// tablesApply reports whether positions of v with every man placed follow
// the rules the tables were solved for: flying at three for the side with
// three only, one removal a turn, men in mills removable when all are,
// and a blocked side losing, on the 24-point board where a mill removes,
// none of the regional mill and endgame rules. The number of men and
// sliding while placing do not matter once every man is placed.
func tablesApply(v rules.Variant) bool {
	return v.BoardKind == rules.TwentyFourPoints && !v.MillWins && v.MayFly && v.FlyAt == rules.MinMen && !v.BothFly && !v.RemoveMultiple &&
		v.Removal == rules.RemoveOutsideMillsFirst && v.Blocked == rules.BlockedLoses &&
		!v.RestrictRepeatedMills && !v.OneTimeMill && v.EndgameNMoveRule == 0
}

// tableMen is the most men on the board, in hand included, at which a
// Master's search starts loading the tables, so that they are ready by
// the time its leaves reach nine (eight in the browser).
const tableMen = 12

// tablesRetry is how long after a failed fetch of the tables (in the
// browser) a search may ask for them again: long enough that a host
// without them is not asked at every move.
const tablesRetry = 20 * time.Second

// loaded holds the tables, one set per board (without and with
// diagonals). It is the package's one piece of state beyond constants,
// and is one in effect: each set is a fixed function of its board, made
// at most once per process and never changed after.
// Shared, a process with many engines (a test binary, a match in one
// process) makes each once instead of once an engine.
var loaded [2]struct {
	started atomic.Bool
	done    chan struct{} // closed when tables is set
	tables  atomic.Pointer[egtb.Tables]
}

func init() {
	for i := range loaded {
		loaded[i].done = make(chan struct{})
	}
}

// tablesFor returns the tables for the variant, if they apply and are
// ready, starting to make them if they are not.
//
// The standard board's are decoded from the package's embedded data: about
// 80 ms natively, where a search (wait) decodes them at once and so plays
// the same move every time; the hint (not wait) never waits, and starts
// the decoding in the background instead. In the browser they are always
// fetched and decoded in the background, resting between chunks so that
// the page keeps drawing, and used once ready; a fetch that fails leaves
// the search without them, and the first search that wants them
// tablesRetry later tries again.
//
// The board with diagonals has no shipped tables: its 3v3 sector is
// solved in the background natively (a couple of seconds of work, spread
// over half a minute), never in the browser, whose one thread also draws.
// A search to a fixed depth (fixed) does without it, so that it plays the
// same move whether or not it is ready.
func tablesFor(v rules.Variant, wait, fixed bool) *egtb.Tables {
	if !tablesApply(v) || v.Diagonals && (fixed || runtime.GOOS == "js") {
		return nil
	}
	k := 0
	if v.Diagonals {
		k = 1
	}
	l := &loaded[k]
	if t := l.tables.Load(); t != nil {
		return t
	}
	wait = wait && !v.Diagonals && runtime.GOOS != "js"
	if l.started.CompareAndSwap(false, true) {
		make := func() {
			t := makeTables(v.Diagonals, !wait)
			if t == nil {
				time.Sleep(tablesRetry)
				l.started.Store(false)
				return
			}
			l.tables.Store(t)
			close(l.done)
		}
		if !wait {
			go make()
			return nil
		}
		make()
	}
	if wait {
		<-l.done
	}
	return l.tables.Load()
}

// makeTables loads or solves the tables of a board, or returns nil when
// the browser could not fetch them. Gently, it rests eight milliseconds
// after each millisecond of work: beside a search it must not take the
// cores that the search and the protocol's reader need.
func makeTables(diagonals, gentle bool) *egtb.Tables {
	worked := time.Now()
	rest := func() {
		if gentle && time.Since(worked) >= time.Millisecond {
			time.Sleep(8 * time.Millisecond)
			worked = time.Now()
		}
	}
	if !diagonals {
		t, err := egtb.LoadStandard(rest)
		switch {
		case err != nil && runtime.GOOS == "js":
			// A file from the network, which may not come or come
			// whole.
			return nil
		case err != nil:
			panic("ai: the embedded endgame tables are broken: " + err.Error())
		}
		return t
	}
	t, err := egtb.New(rules.BoardFor(true)).Extend(egtb.Sector{Us: 3, Them: 3}, rest)
	if err != nil {
		panic("ai: " + err.Error())
	}
	return t
}

// tableReach is the largest Rule50 plus the tables' turns to the end at
// which a table's win or loss stands under v's n-move rule (math.MaxInt
// without one). Counting no removal on the way, the game ends on the ply
// that brings the count to Rule50 plus the turns: under
// MoveLimitAfterRemoval only the plies before it must stay below the
// limit, since a mill on the limit's ply makes its removal first; by
// Sanmill's order a mill on that ply draws before its removal, so it must
// stay below too. (A block on it would still win, and removals on the way
// start the count again; the tables do not say, so this leaves such wins
// to the search.)
func tableReach(v rules.Variant) int {
	switch {
	case v.NMoveRule == 0:
		return math.MaxInt
	case v.MoveLimitAfterRemoval:
		return v.NMoveRule
	}
	return v.NMoveRule - 1
}

// probeTables scores a position of the tables: every man placed, at most
// nine on the board (eight in the browser), no removal owed. A draw is a
// draw under any draw rule; a win or a loss counts only when the game
// ends before the n-move rule can draw it (see tableReach).
func (s *searcher) probeTables(p *rules.Position, ply int) (int, bool) {
	if p.PendingRemovals() > 0 || p.InHand(rules.White)+p.InHand(rules.Black) > 0 {
		return 0, false
	}
	us := p.SideToMove()
	v, ok := s.tb.Probe(p.Men(us), p.Men(us.Other()))
	if !ok {
		return 0, false
	}
	n := v.Turns()
	switch {
	case v != egtb.Draw && p.Rule50()+n > s.tableReach:
		return 0, false
	case v.Won():
		return winScore - s.turn[ply] - n, true
	case v.Lost():
		return -winScore + s.turn[ply] + n, true
	}
	return 0, true
}

// StandardTables returns the endgame tables of the standard rules
// (rules.NineMensMorris) that the Master's search uses, once they are
// loaded, and nil until then: the first call starts loading them in the
// background (natively decoded from the embedded data, in the browser
// fetched), so a scene that wants them (the puzzles) asks every frame
// without waiting, and shares the one copy with the search.
func StandardTables() *egtb.Tables {
	return tablesFor(rules.NineMensMorris(), false, false)
}
