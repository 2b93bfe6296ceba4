package egtb

import "github.com/ninemen/morris/rules"

// geometry is the board as the solver wants it.
type geometry struct {
	linesAt [rules.NumPoints][]rules.Bitboard
	lines   []rules.Bitboard
	nb      [rules.NumPoints]rules.Bitboard
}

func newGeometry(b *rules.Board) *geometry {
	g := &geometry{}
	for _, l := range b.Lines() {
		m := l.Mask()
		g.lines = append(g.lines, m)
		for _, p := range l {
			g.linesAt[p] = append(g.linesAt[p], m)
		}
	}
	for p := range rules.Point(rules.NumPoints) {
		g.nb[p] = b.Neighbors(p)
	}
	return g
}

// millAt reports whether men fill a line through p.
func (g *geometry) millAt(men rules.Bitboard, p rules.Point) bool {
	for _, m := range g.linesAt[p] {
		if men&m == m {
			return true
		}
	}
	return false
}

// removable is the men of a side that a mill may take under the default
// rule: those outside mills, or any when all stand in mills.
func (g *geometry) removable(men rules.Bitboard) rules.Bitboard {
	var in rules.Bitboard
	for _, m := range g.lines {
		if men&m == m {
			in |= m
		}
	}
	if free := men &^ in; free != 0 {
		return free
	}
	return men
}
