package rules

import "math/bits"

// Bitboard is a set of points, bit p standing for Point p.
type Bitboard uint32

// AllPoints is the set of the 24 points of the 24-point board (see
// Board.Points for the others).
const AllPoints Bitboard = 1<<NumPoints - 1

// Bit returns the set holding only p.
func Bit(p Point) Bitboard { return 1 << uint(p) }

// Has reports whether p is in the set.
func (b Bitboard) Has(p Point) bool { return b&Bit(p) != 0 }

// Count is the number of points in the set.
func (b Bitboard) Count() int { return bits.OnesCount32(uint32(b)) }

// First returns the lowest-numbered point of a non-empty set.
func (b Bitboard) First() Point { return Point(bits.TrailingZeros32(uint32(b))) }

// Points lists the points of the set in ascending order.
func (b Bitboard) Points() []Point {
	out := make([]Point, 0, b.Count())
	for ; b != 0; b &= b - 1 {
		out = append(out, b.First())
	}
	return out
}
