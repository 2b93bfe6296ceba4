package ai

import (
	"math/bits"
	"runtime"
	"sync"
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
// It takes about a second and 12 MB while it runs, 8 MB after.
func buildEndgame3(g *geometry) *endgame3 {
	t := &endgame3{dist: make([]int16, triples*triples)}
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
	var queue []int32
	for u := int32(0); u < triples; u++ {
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

// endgames builds the tables an Engine uses, once per board, in the
// background, so that a search never waits for one.
type endgames struct {
	mu       sync.Mutex
	tables   [2]*endgame3 // without and with diagonals
	building [2]bool
}

// get returns the table for the variant if it is ready, starting its
// build if it is not. The browser build skips the tables: a second of
// solving there would stall the page, whose single thread also draws.
func (e *endgames) get(v rules.Variant, g *geometry) *endgame3 {
	if runtime.GOOS == "js" || !endgameApplies(v) {
		return nil
	}
	k := 0
	if v.Diagonals {
		k = 1
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	if t := e.tables[k]; t != nil || e.building[k] {
		return t
	}
	e.building[k] = true
	go func() {
		t := buildEndgame3(g)
		e.mu.Lock()
		e.tables[k] = t
		e.mu.Unlock()
	}()
	return nil
}

// wait blocks until the table for v is built (tests and benchmarks).
func (e *endgames) wait(v rules.Variant) *endgame3 {
	g := newGeometry(rules.BoardFor(v.Diagonals))
	for {
		if t := e.get(v, g); t != nil || !endgameApplies(v) || runtime.GOOS == "js" {
			return t
		}
		time.Sleep(time.Millisecond)
	}
}
