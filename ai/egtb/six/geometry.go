package six

import (
	"math/bits"

	"github.com/ninemen/morris/rules"
)

// Sets of points are 16-bit masks here: the board's points are 8 to 23 in
// the rules' numbering (the middle and outer rings), bit i being point
// i+8, so a ring is a byte.
type set = uint16

// firstPoint is the rules' number of bit 0.
const firstPoint = 8

func toSet(b rules.Bitboard) set { return set(b >> firstPoint) }

// numSyms counts the board's symmetries: the rules' first eight (quarter
// turns and a mirror), each with or without the squares swapped.
const numSyms = 16

// geometry is what the solver knows of the 16-point board.
type geometry struct {
	neighbors [16]set
	// lines[p] lists the masks of the lines through p; all lists every
	// line once.
	lines [16][]set
	all   []set
	// sym[s][r][b] is the image of byte b of ring r under symmetry s.
	sym [numSyms][2][256]set
}

var geo = newGeometry(rules.BoardOf(rules.SixteenPoints, false))

// symPoint is where symmetry s takes local point i: the rules' symmetry s
// mod 8, then the squares swapped when s >= 8.
func symPoint(s, i int) int {
	p := rules.Point(i + firstPoint).Symmetry(s & 7)
	j := int(p) - firstPoint
	if s >= 8 {
		j ^= 8
	}
	return j
}

func newGeometry(b *rules.Board) *geometry {
	g := &geometry{}
	for i := range 16 {
		g.neighbors[i] = toSet(b.Neighbors(rules.Point(i + firstPoint)))
	}
	for _, l := range b.Lines() {
		m := toSet(l.Mask())
		g.all = append(g.all, m)
		for _, p := range l {
			i := int(p) - firstPoint
			g.lines[i] = append(g.lines[i], m)
		}
	}
	for s := range numSyms {
		for r := range 2 {
			for v := 1; v < 256; v++ {
				low := bits.TrailingZeros8(uint8(v))
				g.sym[s][r][v] = g.sym[s][r][v&(v-1)] | 1<<symPoint(s, r*8+low)
			}
		}
	}
	return g
}

// apply maps a set by symmetry s.
func (g *geometry) apply(s int, m set) set {
	return g.sym[s][0][m&0xff] | g.sym[s][1][m>>8]
}

// closes reports whether a man of men arriving at p stands in a mill.
func (g *geometry) closes(men set, p int) bool {
	for _, l := range g.lines[p] {
		if men&l == l {
			return true
		}
	}
	return false
}

// inMills is the men of a side that stand in its mills.
func (g *geometry) inMills(men set) set {
	var out set
	for _, l := range g.all {
		if men&l == l {
			out |= l
		}
	}
	return out
}

// removable is the men of them a mill may take: those outside mills, or
// any when all are in mills.
func (g *geometry) removable(them set) set {
	if free := them &^ g.inMills(them); free != 0 {
		return free
	}
	return them
}
