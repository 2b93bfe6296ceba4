package rules

// Line is three points in a row along one of the board's lines; three men of
// one colour on a Line make a mill.
type Line [3]Point

// Mask is the set of the line's three points.
func (l Line) Mask() Bitboard { return Bit(l[0]) | Bit(l[1]) | Bit(l[2]) }

// Board is the geometry of a board: which points are joined and which
// triples are lines. There are two: the standard board with 16 lines and
// the board with the four diagonal lines joining the corners of the squares.
type Board struct {
	lines     []Line
	masks     []Bitboard
	neighbors [NumPoints]Bitboard
	// linesAt holds the masks of the (up to three) lines through each
	// point; unused slots hold noLine, which no set of men can fill.
	linesAt [NumPoints][3]Bitboard
}

// noLine is a mask with a bit outside the board, so b&noLine == noLine never
// holds for a set of men.
const noLine Bitboard = 1 << 31

var (
	standardBoard = newBoard(false)
	diagonalBoard = newBoard(true)
)

// BoardFor returns the standard board, or with diagonals the board with the
// four extra corner lines.
func BoardFor(diagonals bool) *Board {
	if diagonals {
		return diagonalBoard
	}
	return standardBoard
}

func newBoard(diagonals bool) *Board {
	b := &Board{}
	at := func(ring, place int) Point { return Point(ring*8 + (place+8)%8) }
	for ring := 0; ring < 3; ring++ {
		for side := 0; side < 4; side++ {
			b.lines = append(b.lines, Line{at(ring, 2*side-1), at(ring, 2*side), at(ring, 2*side+1)})
		}
	}
	for place := 0; place < 8; place += 2 {
		b.lines = append(b.lines, Line{at(0, place), at(1, place), at(2, place)})
	}
	if diagonals {
		for place := 1; place < 8; place += 2 {
			b.lines = append(b.lines, Line{at(0, place), at(1, place), at(2, place)})
		}
	}
	var used [NumPoints]int
	for p := range b.linesAt {
		b.linesAt[p] = [3]Bitboard{noLine, noLine, noLine}
	}
	for _, l := range b.lines {
		m := l.Mask()
		b.masks = append(b.masks, m)
		// Consecutive points of a line are neighbours.
		b.neighbors[l[0]] |= Bit(l[1])
		b.neighbors[l[1]] |= Bit(l[0]) | Bit(l[2])
		b.neighbors[l[2]] |= Bit(l[1])
		for _, p := range l {
			b.linesAt[p][used[p]] = m
			used[p]++
		}
	}
	return b
}

// Lines returns the board's lines: 16, or 20 with diagonals.
func (b *Board) Lines() []Line { return append([]Line(nil), b.lines...) }

// Neighbors returns the points joined to p by a line.
func (b *Board) Neighbors(p Point) Bitboard { return b.neighbors[p] }

// Adjacent reports whether a man may slide from p to q.
func (b *Board) Adjacent(p, q Point) bool { return b.neighbors[p].Has(q) }

// MillsAt counts the mills through p that the men of one colour complete.
func (b *Board) MillsAt(men Bitboard, p Point) int {
	n := 0
	for _, m := range b.linesAt[p] {
		if men&m == m {
			n++
		}
	}
	return n
}

// InMills returns the men that stand in at least one mill.
func (b *Board) InMills(men Bitboard) Bitboard {
	var in Bitboard
	for _, m := range b.masks {
		if men&m == m {
			in |= m
		}
	}
	return in
}

// Mills returns the lines that the men fill.
func (b *Board) Mills(men Bitboard) []Line {
	var out []Line
	for i, m := range b.masks {
		if men&m == m {
			out = append(out, b.lines[i])
		}
	}
	return out
}

// reach returns the empty points that the men can slide to.
func (b *Board) reach(men, empty Bitboard) Bitboard {
	var r Bitboard
	for ; men != 0; men &= men - 1 {
		r |= b.neighbors[men.First()]
	}
	return r & empty
}
