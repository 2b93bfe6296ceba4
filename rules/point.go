package rules

import "fmt"

// Point is one of the points of the boards, numbered ring by ring in the
// order Sanmill's FEN writes them: the inner ring first, then the middle,
// then the outer, each clockwise from the middle of its top side. With that
// order a ring is eight consecutive numbers, a side of a square is three
// consecutive numbers around a ring, and the spokes join points with the
// same place in their rings, which keeps the tables below short.
//
// The smaller boards are parts of the same grid (see docs/boards.md): Six
// Men's Morris plays on the middle and outer rings, Three Men's Morris on
// the inner ring and the centre D4, the one point that only it has. So every
// point has one name, and moves and records read alike on every board.
type Point int8

// NoPoint stands for "no point", for instance the origin of a placement.
const NoPoint Point = -1

// NumPoints is how many points the 24-point board has, numbered 0 to 23.
const NumPoints = 24

// MaxPoints is how many points all boards have together: the 24 and the
// centre D4, which only Three Men's Morris uses. Arrays indexed by any
// board's points have this size.
const MaxPoints = NumPoints + 1

// The points by their standard names: columns a–g from left to right, rows
// 1–7 from bottom to top.
const (
	D5 Point = iota // inner ring, top middle
	E5
	E4
	E3
	D3
	C3
	C4
	C5
	D6 // middle ring, top middle
	F6
	F4
	F2
	D2
	B2
	B4
	B6
	D7 // outer ring, top middle
	G7
	G4
	G1
	D1
	A1
	A4
	A7
	D4 // the centre, on Three Men's Morris's board only
)

var pointNames = [MaxPoints]string{
	"d5", "e5", "e4", "e3", "d3", "c3", "c4", "c5",
	"d6", "f6", "f4", "f2", "d2", "b2", "b4", "b6",
	"d7", "g7", "g4", "g1", "d1", "a1", "a4", "a7",
	"d4",
}

// ringOffsets are the file and rank steps, in ring units, of the eight
// places of a ring clockwise from the top middle.
var ringOffsets = [8][2]int{{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}}

// Valid reports whether p names a point of some board; whether it is on
// a particular board is that Board's Has.
func (p Point) Valid() bool { return p >= 0 && p < MaxPoints }

// Ring is 0 for the inner square, 1 for the middle and 2 for the outer,
// and 3 for the centre D4.
func (p Point) Ring() int { return int(p) / 8 }

// Place is the position of p in its ring, 0–7 clockwise from the top middle.
// Even places are the midpoints of the sides, odd places the corners. The
// centre's place is 0.
func (p Point) Place() int { return int(p) % 8 }

// File is the column of p, 0 for a to 6 for g.
func (p Point) File() int {
	if p == D4 {
		return 3
	}
	return 3 + ringOffsets[p.Place()][0]*(p.Ring()+1)
}

// Rank is the row of p, 0 for row 1 to 6 for row 7.
func (p Point) Rank() int {
	if p == D4 {
		return 3
	}
	return 3 + ringOffsets[p.Place()][1]*(p.Ring()+1)
}

// String returns the standard name of p, such as "a1".
func (p Point) String() string {
	if !p.Valid() {
		return fmt.Sprintf("Point(%d)", int8(p))
	}
	return pointNames[p]
}

// PointAt returns the point at the given file and rank (both 0–6), if
// some board has one there.
func PointAt(file, rank int) (Point, bool) {
	if file < 0 || file > 6 || rank < 0 || rank > 6 {
		return NoPoint, false
	}
	for p := Point(0); p < MaxPoints; p++ {
		if p.File() == file && p.Rank() == rank {
			return p, true
		}
	}
	return NoPoint, false
}

// ParsePoint reads a point name such as "a1" or "G7": a point of some
// board (d4 is Three Men's Morris's centre).
func ParsePoint(s string) (Point, error) {
	if len(s) != 2 {
		return NoPoint, problemf(Problem{Kind: PointShape, Text: s}, "point %q: want a column a-g and a row 1-7, like d6", s)
	}
	file := int(s[0]|0x20) - 'a'
	rank := int(s[1]) - '1'
	p, ok := PointAt(file, rank)
	if !ok {
		return NoPoint, problemf(Problem{Kind: PointOffBoard, Text: s}, "point %q: no such point on the board", s)
	}
	return p, nil
}
