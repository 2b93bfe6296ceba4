package egtb

import (
	"math/bits"
	"sync"

	"github.com/ninemen/morris/rules"
)

// choose[n][k] is n choose k for the combinatorial numbering of sets.
var choose = func() (c [rules.NumPoints + 1][rules.NumPoints + 1]int32) {
	for n := range c {
		c[n][0] = 1
		for k := 1; k <= n; k++ {
			c[n][k] = c[n-1][k-1] + c[n-1][k]
		}
	}
	return c
}()

// rankSet numbers a set of k points among all sets of k points: the
// colexicographic rank, which is also the order of the sets as numbers.
func rankSet(b rules.Bitboard) int32 {
	var r int32
	for i := int32(1); b != 0; i++ {
		r += choose[bits.TrailingZeros32(uint32(b))][i]
		b &= b - 1
	}
	return r
}

// rankAmong numbers a set of points among the sets of as many points
// that avoid the points of taken: the points of b are renumbered without
// the taken ones first.
func rankAmong(b, taken rules.Bitboard) int32 {
	var r int32
	for i := int32(1); b != 0; i++ {
		p := bits.TrailingZeros32(uint32(b))
		q := p - bits.OnesCount32(uint32(taken)&(1<<p-1))
		r += choose[q][i]
		b &= b - 1
	}
	return r
}

// setsOf is the classes of the sets of k points under the symmetries.
type setsOf struct {
	k       int
	reps    []rules.Bitboard // the least set of each class, as a number
	classOf []int32          // class by rankSet
	symOf   []uint8          // a symmetry taking the set to its class's rep
	stab    [][]uint8        // the symmetries other than the identity that fix each rep
}

var (
	setsMu    sync.Mutex
	setsCache = map[int]*setsOf{}
)

// classes returns the classes of the sets of k points, computed once,
// calling pause (if not nil) now and then: for five points it takes a
// few milliseconds in a browser.
func classes(k int, pause func()) *setsOf {
	setsMu.Lock()
	defer setsMu.Unlock()
	if c := setsCache[k]; c != nil {
		return c
	}
	n := choose[rules.NumPoints][k]
	c := &setsOf{k: k, classOf: make([]int32, n), symOf: make([]uint8, n)}
	for i := range c.classOf {
		c.classOf[i] = -1
	}
	for b := rules.Bitboard(1<<k - 1); b <= rules.AllPoints; b = nextSet(b) {
		r := rankSet(b)
		if pause != nil && r%2048 == 0 {
			pause()
		}
		if c.classOf[r] >= 0 {
			continue
		}
		// b is the least of its class: no set of the class came before.
		cl := int32(len(c.reps))
		c.reps = append(c.reps, b)
		var stab []uint8
		for s := range numSyms {
			img := symmetries[s].apply(b)
			ri := rankSet(img)
			if c.classOf[ri] < 0 {
				c.classOf[ri] = cl
				c.symOf[ri] = inverse[s]
			}
			if s != 0 && img == b {
				stab = append(stab, uint8(s))
			}
		}
		c.stab = append(c.stab, stab)
	}
	setsCache[k] = c
	return c
}

// nextSet is the next larger number with as many bits set (Gosper's hack).
func nextSet(b rules.Bitboard) rules.Bitboard {
	c := b & -b
	r := b + c
	return ((r^b)>>2)/c | r
}

// inverse[s] undoes symmetry s.
var inverse = func() (inv [numSyms]uint8) {
	for s := range numSyms {
		inv[s] = uint8(rules.InverseSymmetry(s))
	}
	return inv
}()

// sectorIndex numbers the positions of a sector up to symmetry: the
// class of the side to move's men, then the other side's men among the
// points left, after the symmetry that takes the first set to its class's
// representative. When that representative has symmetries of its own, the
// least number among them is the position's; the others are unused slots.
type sectorIndex struct {
	sec  Sector
	us   *setsOf
	nB   int32            // sets of the other side's men among the free points
	sets []rules.Bitboard // the nB sets, as bits among the free points
}

func newSectorIndex(sec Sector, pause func()) *sectorIndex {
	ix := &sectorIndex{sec: sec, us: classes(sec.Us, pause)}
	free := rules.NumPoints - sec.Us
	ix.nB = choose[free][sec.Them]
	ix.sets = make([]rules.Bitboard, 0, ix.nB)
	for b := rules.Bitboard(1<<sec.Them - 1); b < 1<<free; b = nextSet(b) {
		ix.sets = append(ix.sets, b)
	}
	return ix
}

// size is the number of slots.
func (ix *sectorIndex) size() int { return len(ix.us.reps) * int(ix.nB) }

// index returns the slot of the position with men us to move against them.
func (ix *sectorIndex) index(us, them rules.Bitboard) int32 {
	r := rankSet(us)
	c := ix.us.classOf[r]
	rep := ix.us.reps[c]
	b := symmetries[ix.us.symOf[r]].apply(them)
	best := rankAmong(b, rep)
	for _, s := range ix.us.stab[c] {
		if x := rankAmong(symmetries[s].apply(b), rep); x < best {
			best = x
		}
	}
	return c*ix.nB + best
}

// position returns the men of the slot: the representative's.
func (ix *sectorIndex) position(i int32) (us, them rules.Bitboard) {
	us = ix.us.reps[i/ix.nB]
	set := ix.sets[i%ix.nB]
	free := rules.AllPoints &^ us
	for ; free != 0; free &= free - 1 {
		if set&1 != 0 {
			them |= free & -free
		}
		set >>= 1
	}
	return us, them
}
