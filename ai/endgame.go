package ai

import (
	"math/bits"
	"runtime"
	"sync/atomic"
	"time"

	"github.com/ninemen/morris/rules"
)

// The endgame of three men against three, both flying, is small enough to
// solve outright: 2024 sets of three points for each side, about 2.7
// million positions with the side to move. Searches at 100 ms a move lost
// such endings that a two-second search held; with the table the Master
// plays them perfectly (shortest win, longest defence).
//
// Flying is what makes the table small: any man can go to any empty
// point, so a side wins on its move exactly when two of its men share a
// line whose third point is empty, and the position looks the same from
// either side. The table holds, for the side to move ("us") against the
// other ("them"), the plies to the end of the game: positive when we win,
// negative when we lose, zero for a draw.

// triples is the number of sets of three points.
const triples = 24 * 23 * 22 / 6

// endgame3 is the solved table for one board (with or without diagonals).
type endgame3 struct {
	sets [triples]rules.Bitboard
	dist []int16 // [us*triples+them]
}

// choose[n][k] is n choose k, for the combinatorial index of a triple.
var choose = func() (c [rules.NumPoints + 1][4]int32) {
	for n := range c {
		c[n][0] = 1
		for k := 1; k < 4 && k <= n; k++ {
			c[n][k] = c[n-1][k-1] + c[n-1][k]
		}
	}
	return c
}()

// tripleIndex numbers a set of three points 0..triples-1.
func tripleIndex(b rules.Bitboard) int32 {
	x := uint32(b)
	p0 := bits.TrailingZeros32(x)
	x &= x - 1
	p1 := bits.TrailingZeros32(x)
	x &= x - 1
	p2 := bits.TrailingZeros32(x)
	return choose[p0][1] + choose[p1][2] + choose[p2][3]
}

// applies reports whether positions of v with three men a side, all
// placed, are the table's game: both sides fly, and closing a mill always
// takes a man (so it wins).
func endgameApplies(v rules.Variant) bool {
	return v.MayFly && v.FlyAt >= 3 && v.Removal != rules.RemoveOutsideMillsOnly
}

// buildEndgame3 solves the table by retrograde analysis: the positions
// where the side to move can close a mill are won in two plies (the move
// and the removal); a position all of whose moves reach a won position
// for the opponent is lost; a position with a move to a lost one is won.
// Working outward by distance gives the fastest win and the longest loss.
// Flat out it takes about two seconds and 23 MB while it runs, 8 MB after.
//
// With gentle set, it rests 8 ms after each millisecond of work, which
// makes it about ten times slower: built beside a search, it must not
// take the cores that the search and the protocol's reader need (a stop
// answered in a millisecond took tens while it ran flat out on a busy
// two-core machine).
func buildEndgame3(g *geometry, gentle bool) *endgame3 {
	t := &endgame3{dist: make([]int16, triples*triples)}
	worked := time.Now()
	rest := func() {
		if time.Since(worked) >= time.Millisecond {
			time.Sleep(8 * time.Millisecond)
			worked = time.Now()
		}
	}
	for a := 0; a < rules.NumPoints; a++ {
		for b := a + 1; b < rules.NumPoints; b++ {
			for c := b + 1; c < rules.NumPoints; c++ {
				s := rules.Bit(rules.Point(a)) | rules.Bit(rules.Point(b)) | rules.Bit(rules.Point(c))
				t.sets[tripleIndex(s)] = s
			}
		}
	}
	canClose := func(us, them rules.Bitboard) bool {
		empty := rules.AllPoints &^ (us | them)
		for _, l := range g.lines {
			if them&l == 0 && bits.OnesCount32(uint32(us&l)) == 2 && empty&l != 0 {
				return true
			}
		}
		return false
	}
	// left counts the moves of an undecided position not yet known to
	// lose; every move of a position that cannot close a mill is a flight
	// to another position of the table.
	const moves = 3 * (rules.NumPoints - 6)
	left := make([]uint8, triples*triples)
	// Sized for every legal position at once, so the build allocates
	// three times in all and the collector hardly runs beside a search.
	queue := make([]int32, 0, triples*(triples*1330/2024+1))
	for u := int32(0); u < triples; u++ {
		if gentle {
			rest()
		}
		for th := int32(0); th < triples; th++ {
			us, them := t.sets[u], t.sets[th]
			if us&them != 0 {
				continue
			}
			i := u*triples + th
			if canClose(us, them) {
				t.dist[i] = 2
				queue = append(queue, i)
			} else {
				left[i] = moves
			}
		}
	}
	for head := 0; head < len(queue); head++ {
		if gentle && head%256 == 0 {
			rest()
		}
		i := queue[head]
		d := t.dist[i]
		us, them := t.sets[i/triples], t.sets[i%triples]
		empty := rules.AllPoints &^ (us | them)
		// The move before was theirs: a man flew from an empty point a to
		// b, without closing a mill there (that would have taken a man).
		for bs := them; bs != 0; bs &= bs - 1 {
			b := bs.First()
			if g.formsMill(them, b) {
				continue
			}
			for as := empty; as != 0; as &= as - 1 {
				prev := them&^rules.Bit(b) | as&-as
				j := tripleIndex(prev)*triples + tripleIndex(us)
				if t.dist[j] != 0 {
					continue
				}
				if d < 0 {
					t.dist[j] = -d + 1
					queue = append(queue, j)
				} else if left[j]--; left[j] == 0 {
					t.dist[j] = -(d + 1)
					queue = append(queue, j)
				}
			}
		}
	}
	return t
}

// probe returns the plies to the end for the side to move with men us
// against them (three each): positive won, negative lost, zero drawn.
func (t *endgame3) probe(us, them rules.Bitboard) int {
	return int(t.dist[tripleIndex(us)*triples+tripleIndex(them)])
}

// solved holds the tables, one per board (without and with diagonals).
// It is the package's one piece of state beyond constants, and is one in
// effect: each table is a fixed function of its board, computed at most
// once per process, in the background, and never changed after. Shared,
// a process with many engines (a test binary, a match of engines in one
// process) solves each board once instead of once an engine, which kept
// both cores busy and delayed the protocol's reading of stop by tens of
// milliseconds.
var solved [2]struct {
	started atomic.Bool
	table   atomic.Pointer[endgame3]
}

// endgameFor returns the table for the variant if it is ready, starting
// its build if it is not, so a search never waits for one. The browser
// build skips the tables: solving there would stall the page, whose one
// thread also draws.
func endgameFor(v rules.Variant) *endgame3 {
	if runtime.GOOS == "js" || !endgameApplies(v) {
		return nil
	}
	k := 0
	if v.Diagonals {
		k = 1
	}
	sv := &solved[k]
	if t := sv.table.Load(); t != nil {
		return t
	}
	if sv.started.CompareAndSwap(false, true) {
		go func() {
			sv.table.Store(buildEndgame3(newGeometry(rules.BoardFor(v.Diagonals)), true))
		}()
	}
	return nil
}
