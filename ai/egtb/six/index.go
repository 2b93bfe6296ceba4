package six

import (
	"fmt"
	"math/bits"
	"slices"
)

// Men is the number of men a side starts with.
const Men = 6

// Layers: layer k < 12 holds the positions before the (k+1)-th placement
// (White places on even k, Black on odd), layer 12 the moving phase.
const (
	placings  = 2 * Men
	numLayers = placings + 1
	moving    = placings
)

// placed returns how many men the side to move and the other side have
// placed before layer k's turn.
func placed(k int) (us, them int) {
	if k == moving {
		return Men, Men
	}
	return k / 2, (k + 1) / 2
}

// choose[n][k] is n choose k.
var choose = func() (c [17][17]int32) {
	for n := range c {
		c[n][0] = 1
		for k := 1; k <= n; k++ {
			c[n][k] = c[n-1][k-1] + c[n-1][k]
		}
	}
	return c
}()

// rankOf numbers each set among the sets of as many points, in the order
// of their values (the colexicographic order); setsBy[k] lists the sets of
// k points in that order.
var rankOf, setsBy = func() ([]int32, [Men + 1][]set) {
	r := make([]int32, 1<<16)
	var by [Men + 1][]set
	for m := range 1 << 16 {
		k := bits.OnesCount16(uint16(m))
		if k <= Men {
			r[m] = int32(len(by[k]))
			by[k] = append(by[k], set(m))
		}
	}
	return r, by
}()

// extract packs the points of m that are free (not in taken) into the
// low bits, in order: m renumbered among the free points.
func extract(m, taken set) set {
	var out set
	bit := set(1)
	for free := ^taken; free != 0; free &= free - 1 {
		if m&(free&-free) != 0 {
			out |= bit
		}
		bit <<= 1
	}
	return out
}

// deposit is extract undone: the low bits of m spread over the free
// points.
func deposit(m, taken set) set {
	var out set
	for free := ^taken; m != 0 && free != 0; free &= free - 1 {
		if m&1 != 0 {
			out |= free & -free
		}
		m >>= 1
	}
	return out
}

// classes are the sets of k points up to symmetry.
type classes struct {
	reps    []set   // the least set of each class
	classOf []int32 // class by rankOf
	symOf   []uint8 // a symmetry taking the set to its class's rep
}

var classesBy = func() (out [Men + 1]classes) {
	for k := range out {
		c := &out[k]
		c.classOf = make([]int32, len(setsBy[k]))
		c.symOf = make([]uint8, len(setsBy[k]))
		index := map[set]int32{}
		for i, m := range setsBy[k] {
			rep, sym := m, 0
			for s := 1; s < numSyms; s++ {
				if im := geo.apply(s, m); im < rep {
					rep, sym = im, s
				}
			}
			j, ok := index[rep]
			if !ok {
				j = int32(len(c.reps))
				index[rep] = j
				c.reps = append(c.reps, rep)
			}
			c.classOf[i], c.symOf[i] = j, uint8(sym)
		}
	}
	return out
}()

// sector is the positions of a layer with u men of the side to move and t
// of the other side on the board.
type sector struct {
	layer, u, t int
	base        int64 // its first slot in the table
	stride      int32 // slots per class of the side to move's men
}

// size is the number of slots of the sector.
func (s *sector) size() int64 { return int64(len(classesBy[s.u].reps)) * int64(s.stride) }

// layout places every sector in one table. Only positions in which both
// sides still have three men (on the board and in hand) have slots: the
// others are over.
type layout struct {
	sectors [numLayers][Men + 1][Men + 1]*sector
	list    []*sector
	size    int64
}

var lay = func() *layout {
	l := &layout{}
	for k := range numLayers {
		pu, pt := placed(k)
		for u := 0; u <= pu; u++ {
			for t := 0; t <= pt; t++ {
				if u+Men-pu < 3 || t+Men-pt < 3 {
					continue
				}
				s := &sector{layer: k, u: u, t: t, base: l.size, stride: choose[16-u][t]}
				l.sectors[k][u][t] = s
				l.list = append(l.list, s)
				l.size += s.size()
			}
		}
	}
	return l
}()

// slot numbers the position of layer k with men us for the side to move
// and them for the other side, which must have slots.
func (l *layout) slot(k int, us, them set) int64 {
	u, t := bits.OnesCount16(us), bits.OnesCount16(them)
	s := l.sectors[k][u][t]
	c := &classesBy[u]
	r := rankOf[us]
	sym := int(c.symOf[r])
	rep := c.reps[c.classOf[r]]
	return s.base + int64(c.classOf[r])*int64(s.stride) + int64(rankOf[extract(geo.apply(sym, them), rep)])
}

// position returns the sector and the men of a slot.
func (l *layout) position(i int64) (s *sector, us, them set) {
	j, _ := slices.BinarySearchFunc(l.list, i, func(s *sector, i int64) int {
		switch {
		case i < s.base:
			return 1
		case i >= s.base+s.size():
			return -1
		}
		return 0
	})
	s = l.list[j]
	off := i - s.base
	us = classesBy[s.u].reps[off/int64(s.stride)]
	them = deposit(setsBy[s.t][off%int64(s.stride)], us)
	return s, us, them
}

func (s *sector) String() string { return fmt.Sprintf("layer %d, %dv%d", s.layer, s.u, s.t) }

func popcount(m set) int { return bits.OnesCount16(m) }
