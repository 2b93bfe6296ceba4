package egtb

import (
	"fmt"

	"github.com/ninemen/morris/rules"
)

// Sector is a class of positions by the number of men of the side to
// move (Us) and of the other side (Them), all on the board.
type Sector struct{ Us, Them int }

// String is "4v3": the side to move's men first.
func (s Sector) String() string { return fmt.Sprintf("%dv%d", s.Us, s.Them) }

// mirror is the sector the other side's moves lead to.
func (s Sector) mirror() Sector { return Sector{s.Them, s.Us} }

// Sectors are the sectors the tables solve, each after those its
// captures lead to, with at most eight men on the board.
var Sectors = []Sector{{3, 3}, {4, 3}, {3, 4}, {4, 4}, {5, 3}, {3, 5}}

// NineMen are the sectors with nine men on the board, solved after
// Sectors. They ship natively, in a file of their own (../cmd/egtb -nine
// solves them), and not in the browser (see LoadStandard).
var NineMen = []Sector{{5, 4}, {4, 5}, {6, 3}, {3, 6}}

// maxMen is the most men a side has in a sector (6v3), for the arrays.
const maxMen = 6

// Tables are solved sectors for one board. A Tables value never changes
// once made, so it may be shared by goroutines; Extend makes a new one.
type Tables struct {
	board *rules.Board
	g     *geometry
	sec   [maxMen + 1][maxMen + 1]*sectorTable
}

// New returns tables for the board with no sector solved yet. The board
// is one of the 24-point boards (rules.BoardFor): the index ranks men on
// 24 points, and the smaller boards' games are solved elsewhere (Three
// Men's Morris in package three).
func New(b *rules.Board) *Tables { return &Tables{board: b, g: newGeometry(b)} }

// Has reports whether the sector is solved.
func (t *Tables) Has(s Sector) bool { return t.table(s) != nil }

func (t *Tables) table(s Sector) *sectorTable {
	if s.Us < rules.MinMen || s.Them < rules.MinMen || s.Us > maxMen || s.Them > maxMen {
		return nil
	}
	return t.sec[s.Us][s.Them]
}

// Probe returns the value of the position with men us for the side to
// move and them for the other side, all men on the board and no removal
// owed, when its sector is solved. The tables assume the default rules
// (see the package comment).
func (t *Tables) Probe(us, them rules.Bitboard) (Value, bool) {
	st := t.table(Sector{us.Count(), them.Count()})
	if st == nil || us&them != 0 {
		return Draw, false
	}
	return st.at(st.ix.index(us, them)), true
}

// with returns a copy of t with the sector table added.
func (t *Tables) with(s Sector, st *sectorTable) *Tables {
	c := *t
	c.sec[s.Us][s.Them] = st
	return &c
}

// Count is the number of positions of a sector (up to symmetry) that are
// won, drawn and lost for the side to move.
type Count struct{ Won, Drawn, Lost int }

// Counts counts the distinct positions of a solved sector, one per class
// of symmetric positions, and its longest win and loss in turns.
func (t *Tables) Counts(s Sector) (c Count, longestWin, longestLoss int, ok bool) {
	st := t.table(s)
	if st == nil {
		return c, 0, 0, false
	}
	for i := range int32(st.ix.size()) {
		v := st.at(i)
		us, them := st.ix.position(i)
		if st.ix.index(us, them) != i {
			continue // an unused slot
		}
		switch {
		case v.Won():
			c.Won++
			longestWin = max(longestWin, v.Turns())
		case v.Lost():
			c.Lost++
			longestLoss = max(longestLoss, v.Turns())
		default:
			c.Drawn++
		}
	}
	return c, longestWin, longestLoss, true
}
