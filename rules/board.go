package rules

import "fmt"

// Line is three points in a row along one of the board's lines; three men of
// one colour on a Line make a mill.
type Line [3]Point

// Mask is the set of the line's three points.
func (l Line) Mask() Bitboard { return Bit(l[0]) | Bit(l[1]) | Bit(l[2]) }

// BoardKind names a board: its points and the lines drawn between them.
type BoardKind uint8

const (
	// TwentyFourPoints is the board of Nine and Twelve Men's Morris: three
	// squares joined at the midpoints of their sides. It is the zero value,
	// so variants that do not name a board play on it.
	TwentyFourPoints BoardKind = iota
	// SixteenPoints is Six Men's Morris's board: two squares (the middle
	// and outer squares of the 24-point board) joined at the midpoints,
	// with mills along the sides only.
	SixteenPoints
	// NinePoints is Three Men's Morris's board: a 3×3 grid (the inner
	// square of the 24-point board and the centre D4), with mills along
	// its rows and columns.
	NinePoints
	numBoardKinds
)

// String names the board: "24 points", "16 points" or "9 points".
func (k BoardKind) String() string {
	switch k {
	case TwentyFourPoints:
		return "24 points"
	case SixteenPoints:
		return "16 points"
	case NinePoints:
		return "9 points"
	}
	return fmt.Sprintf("BoardKind(%d)", uint8(k))
}

// Board is the geometry of a board as data: the points it has, where they
// are drawn, which are joined and which triples are lines. Every board the
// rules know is a value of this type (see BoardOf); the rules ask it and
// never the kind.
type Board struct {
	kind      BoardKind
	diagonals bool
	points    Bitboard
	lines     []Line
	masks     []Bitboard
	neighbors [MaxPoints]Bitboard
	// linesAt holds the masks of the (up to four, at the centre of the
	// 9-point board with diagonals) lines through each point; unused slots
	// hold noLine, which no set of men can fill.
	linesAt [MaxPoints][4]Bitboard
	// symmetries is how many of the symmetries of Point.Symmetry map the
	// board onto itself: they come first in that numbering.
	symmetries int
	// the part of the 7×7 grid the board takes, for drawing
	minFile, minRank, maxFile, maxRank int
}

// noLine is a mask with a bit outside every board, so b&noLine == noLine
// never holds for a set of men.
const noLine Bitboard = 1 << 31

// boards holds every board, by kind and then with diagonals; nil where
// there is no such board.
var boards = func() (b [numBoardKinds][2]*Board) {
	b[TwentyFourPoints][0] = newBoard(TwentyFourPoints, false)
	b[TwentyFourPoints][1] = newBoard(TwentyFourPoints, true)
	b[SixteenPoints][0] = newBoard(SixteenPoints, false)
	b[NinePoints][0] = newBoard(NinePoints, false)
	b[NinePoints][1] = newBoard(NinePoints, true)
	return b
}()

// BoardFor returns the 24-point board, or with diagonals the board with the
// four extra corner lines.
func BoardFor(diagonals bool) *Board { return BoardOf(TwentyFourPoints, diagonals) }

// BoardOf returns the board of a kind, with or without diagonal lines, or
// nil when there is no such board (the 16-point board has no diagonals).
func BoardOf(kind BoardKind, diagonals bool) *Board {
	if kind >= numBoardKinds {
		return nil
	}
	d := 0
	if diagonals {
		d = 1
	}
	return boards[kind][d]
}

// Boards lists every board: the 24-point board, with diagonals, the
// 16-point board, and the 9-point board without and with diagonals.
func Boards() []*Board {
	var out []*Board
	for k := range boards {
		for _, b := range boards[k] {
			if b != nil {
				out = append(out, b)
			}
		}
	}
	return out
}

// at is the point at a place (taken round the ring) of a ring.
func at(ring, place int) Point { return Point(ring*8 + (place+8)%8) }

func newBoard(kind BoardKind, diagonals bool) *Board {
	b := &Board{kind: kind, diagonals: diagonals}
	// links are joins that are not part of a line: the spokes of the
	// 16-point board, which make no mill.
	var links [][2]Point
	sides := func(ring int) {
		for side := 0; side < 4; side++ {
			b.lines = append(b.lines, Line{at(ring, 2*side-1), at(ring, 2*side), at(ring, 2*side+1)})
		}
	}
	switch kind {
	case TwentyFourPoints:
		for ring := 0; ring < 3; ring++ {
			sides(ring)
		}
		for place := 0; place < 8; place += 2 {
			b.lines = append(b.lines, Line{at(0, place), at(1, place), at(2, place)})
		}
		if diagonals {
			for place := 1; place < 8; place += 2 {
				b.lines = append(b.lines, Line{at(0, place), at(1, place), at(2, place)})
			}
		}
		b.symmetries = NumSymmetries
	case SixteenPoints:
		sides(1)
		sides(2)
		for place := 0; place < 8; place += 2 {
			links = append(links, [2]Point{at(1, place), at(2, place)})
		}
		// Swapping the squares would take the middle square to the inner
		// one, which this board does not have.
		b.symmetries = NumSymmetries / 2
	case NinePoints:
		sides(0)
		b.lines = append(b.lines, Line{at(0, 0), D4, at(0, 4)}, Line{at(0, 6), D4, at(0, 2)})
		if diagonals {
			b.lines = append(b.lines, Line{at(0, 7), D4, at(0, 3)}, Line{at(0, 1), D4, at(0, 5)})
		}
		b.symmetries = NumSymmetries / 2
	}
	var used [MaxPoints]int
	for p := range b.linesAt {
		b.linesAt[p] = [4]Bitboard{noLine, noLine, noLine, noLine}
	}
	for _, l := range b.lines {
		m := l.Mask()
		b.masks = append(b.masks, m)
		b.points |= m
		// Consecutive points of a line are neighbours.
		links = append(links, [2]Point{l[0], l[1]}, [2]Point{l[1], l[2]})
		for _, p := range l {
			b.linesAt[p][used[p]] = m
			used[p]++
		}
	}
	for _, l := range links {
		b.neighbors[l[0]] |= Bit(l[1])
		b.neighbors[l[1]] |= Bit(l[0])
	}
	b.minFile, b.minRank, b.maxFile, b.maxRank = 6, 6, 0, 0
	for m := b.points; m != 0; m &= m - 1 {
		p := m.First()
		b.minFile, b.maxFile = min(b.minFile, p.File()), max(b.maxFile, p.File())
		b.minRank, b.maxRank = min(b.minRank, p.Rank()), max(b.maxRank, p.Rank())
	}
	return b
}

// Kind is which board this is.
func (b *Board) Kind() BoardKind { return b.kind }

// Diagonals reports whether the board has its diagonal lines.
func (b *Board) Diagonals() bool { return b.diagonals }

// Points is the set of the board's points.
func (b *Board) Points() Bitboard { return b.points }

// Size is how many points the board has: 24, 16 or 9.
func (b *Board) Size() int { return b.points.Count() }

// Has reports whether p is a point of this board.
func (b *Board) Has(p Point) bool { return p.Valid() && b.points.Has(p) }

// Bounds is the part of the 7×7 grid of files a–g and ranks 1–7 that the
// board takes, for drawing: the 24- and 16-point boards fill it, the
// 9-point board takes files c–e and ranks 3–5. A point is drawn at its
// File and Rank, and named by its String, on every board.
func (b *Board) Bounds() (minFile, minRank, maxFile, maxRank int) {
	return b.minFile, b.minRank, b.maxFile, b.maxRank
}

// ParsePoint reads a point name (see ParsePoint) that must be a point of
// this board.
func (b *Board) ParsePoint(s string) (Point, error) {
	p, err := ParsePoint(s)
	if err != nil {
		return NoPoint, err
	}
	if !b.Has(p) {
		return NoPoint, problemf(Problem{Kind: PointOffBoard, Text: s}, "point %q: no such point on the board", s)
	}
	return p, nil
}

// onBoard reports a move's point that is not on the board, as ParsePoint
// reports a name that is no point, so that a record of one board read on
// another says where it went wrong.
func (b *Board) onBoard(moves []Move) error {
	for _, m := range moves {
		for _, p := range [2]Point{m.From(), m.To()} {
			if p != NoPoint && !b.Has(p) {
				return problemf(Problem{Kind: PointOffBoard, Text: p.String()}, "point %q: no such point on the board", p.String())
			}
		}
	}
	return nil
}

// Symmetries is how many symmetries the board has: the first that many of
// Point.Symmetry's numbering map its points, lines and neighbours onto
// themselves. 16 on the 24-point boards, 8 (the turns and mirrors) on the
// others.
func (b *Board) Symmetries() int { return b.symmetries }

// Lines returns the board's lines: 16, or 20 with diagonals, on the
// 24-point board; 8 on the 16-point board; 6, or 8 with diagonals, on the
// 9-point board.
func (b *Board) Lines() []Line { return append([]Line(nil), b.lines...) }

// Neighbors returns the points joined to p by a line.
func (b *Board) Neighbors(p Point) Bitboard { return b.neighbors[p] }

// Adjacent reports whether a man may slide from p to q.
func (b *Board) Adjacent(p, q Point) bool { return b.neighbors[p].Has(q) }

// MillsAt counts the mills through p that the men of one colour complete.
func (b *Board) MillsAt(men Bitboard, p Point) int {
	// Written out rather than a loop: every placement and slide of a
	// search asks, and the compiler does not unroll loops.
	l := &b.linesAt[p]
	n := 0
	if men&l[0] == l[0] {
		n++
	}
	if men&l[1] == l[1] {
		n++
	}
	if men&l[2] == l[2] {
		n++
	}
	if men&l[3] == l[3] {
		n++
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
