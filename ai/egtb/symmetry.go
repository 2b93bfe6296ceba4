package egtb

import (
	"math/bits"

	"github.com/ninemen/morris/rules"
)

// numSyms is the number of symmetries of the board (see rules.Point's
// Symmetry). All sixteen keep lines and neighbours, on the board with
// diagonals too.
const numSyms = rules.NumSymmetries

// symmetry maps sets of points by a symmetry of the board. Points are
// numbered ring by ring, eight to a ring, so a set is three bytes, one a
// ring, and each byte maps by a lookup.
type symmetry [3][256]rules.Bitboard

// symmetries lists the sixteen, the identity first. Each byte's image is
// the image of the byte without its lowest point, plus that point's: an
// eighth of the work of mapping every point of every byte, which the
// browser does before its first picture.
var symmetries = func() (out [numSyms]symmetry) {
	for s := range numSyms {
		for ring := range 3 {
			for b := 1; b < 256; b++ {
				low := bits.TrailingZeros8(uint8(b))
				out[s][ring][b] = out[s][ring][b&(b-1)] | rules.Bit(rules.Point(ring*8+low).Symmetry(s))
			}
		}
	}
	return out
}()

// apply maps a set of points.
func (s *symmetry) apply(b rules.Bitboard) rules.Bitboard {
	return s[0][b&0xff] | s[1][b>>8&0xff] | s[2][b>>16&0xff]
}
