package rules_test

import (
	"fmt"
	"testing"

	"github.com/ninemen/morris/rules"
)

// TestSymmetries checks that the sixteen maps are distinct symmetries of
// the 24-point boards, and the first Board.Symmetries of them of every
// board: points go to points one to one, lines to lines, neighbours to
// neighbours, and the identity comes first.
func TestSymmetries(t *testing.T) {
	seen := map[[rules.NumPoints]rules.Point]bool{}
	for s := range rules.NumSymmetries {
		var img [rules.NumPoints]rules.Point
		var all rules.Bitboard
		for p := range rules.Point(rules.NumPoints) {
			img[p] = p.Symmetry(s)
			all |= rules.Bit(img[p])
			if s == 0 && img[p] != p {
				t.Errorf("symmetry 0 moves %v to %v", p, img[p])
			}
		}
		if all != rules.AllPoints {
			t.Fatalf("symmetry %d is not one to one: it reaches %x", s, all)
		}
		if seen[img] {
			t.Errorf("symmetry %d repeats another", s)
		}
		seen[img] = true
		for p := range rules.Point(rules.NumPoints) {
			if back := img[p].Symmetry(rules.InverseSymmetry(s)); back != p {
				t.Errorf("symmetry %d takes %v to %v, its inverse takes that to %v", s, p, img[p], back)
			}
		}
		for _, b := range rules.Boards() {
			name := fmt.Sprintf("%v, diagonals %v", b.Kind(), b.Diagonals())
			if s >= b.Symmetries() {
				// Past its own, a map takes a smaller board off itself.
				if b.Points().Symmetry(s) == b.Points() {
					t.Errorf("%s: symmetry %d keeps the board but is not counted", name, s)
				}
				continue
			}
			if b.Points().Symmetry(s) != b.Points() {
				t.Errorf("%s: symmetry %d takes points off the board", name, s)
			}
			lines := map[rules.Bitboard]bool{}
			for _, l := range b.Lines() {
				lines[l.Mask()] = true
			}
			for _, l := range b.Lines() {
				if !lines[l.Mask().Symmetry(s)] {
					t.Errorf("%s: symmetry %d breaks line %v", name, s, l)
				}
			}
			for _, p := range b.Points().Points() {
				if b.Neighbors(p).Symmetry(s) != b.Neighbors(p.Symmetry(s)) {
					t.Errorf("%s: symmetry %d breaks the neighbours of %v", name, s, p)
				}
			}
		}
	}
}
