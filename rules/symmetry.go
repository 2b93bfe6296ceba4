package rules

// NumSymmetries is the number of symmetries of the board: four quarter
// turns, each with or without a mirror, each with or without the inner
// and outer squares swapped.
const NumSymmetries = 16

// Symmetry returns where the s-th symmetry of the board takes p, for s from
// 0 (the identity) to NumSymmetries-1: s&3 quarter turns clockwise, then a
// mirror if s&4 is set, the inner and outer squares swapped if s&8 is.
// Each keeps the lines and the neighbours, with the diagonals too. The
// centre D4 stays where it is. A smaller board has only the first
// Board.Symmetries of them: swapping the squares takes it off itself.
func (p Point) Symmetry(s int) Point {
	if p == D4 {
		return D4
	}
	ring, place := p.Ring(), p.Place()
	if s&4 != 0 {
		place = (8 - place) % 8
	}
	place = (place + 2*(s&3)) % 8
	if s&8 != 0 {
		ring = 2 - ring
	}
	return Point(ring*8 + place)
}

// Symmetry returns the image of the set b under the s-th symmetry.
func (b Bitboard) Symmetry(s int) Bitboard {
	var out Bitboard
	for m := b; m != 0; m &= m - 1 {
		out |= Bit(m.First().Symmetry(s))
	}
	return out
}

// inverseSymmetries[s] is the symmetry that undoes symmetry s.
var inverseSymmetries = func() (inv [NumSymmetries]int) {
	for s := range NumSymmetries {
		for t := range NumSymmetries {
			undoes := true
			for p := range Point(NumPoints) {
				if p.Symmetry(s).Symmetry(t) != p {
					undoes = false
				}
			}
			if undoes {
				inv[s] = t
			}
		}
	}
	return inv
}()

// InverseSymmetry returns the symmetry that undoes the s-th.
func InverseSymmetry(s int) int { return inverseSymmetries[s] }
