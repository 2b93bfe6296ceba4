package learn

import (
	"strings"

	"github.com/ninemen/morris/ai/egtb"
	"github.com/ninemen/morris/rules"
)

// TableThemes names what a line proven by the tables practises: a win,
// and where they show, a flying endgame (a side has three men), a
// blockade (the last turn leaves the opponent no move), the right removal
// (a solver's turn whose move earns a removal where another man taken
// would not win as fast), a double mill (a solver's slide from one mill
// into another) and a block (a first move onto the one point where the
// opponent would close a mill).
func TableThemes(tb *egtb.Tables, start rules.Position, line [][]rules.Move) []Theme {
	themes := []Theme{Win}
	if start.OnBoard(rules.White) == rules.MinMen || start.OnBoard(rules.Black) == rules.MinMen {
		themes = append(themes, Flying)
	}
	p := start
	var removal, double bool
	for i, t := range line {
		if i%2 == 0 {
			removal = removal || removalDecides(tb, p, t)
			double = double || slidesMillToMill(p, t[0])
		}
		p = After(p, t)
	}
	if r := p.Result(); r.Reason == rules.NoLegalMove {
		themes = append(themes, Blockade)
	}
	if removal {
		themes = append(themes, Removal)
	}
	if double {
		themes = append(themes, DoubleMill)
	}
	if blocks(start, line[0]) {
		themes = append(themes, Block)
	}
	return themes
}

// removalDecides reports whether the turn t's move earns a removal and
// some other removal after the same move keeps the win slower, or loses
// it.
func removalDecides(tb *egtb.Tables, p rules.Position, t []rules.Move) bool {
	if len(t) < 2 {
		return false
	}
	want, ok := TurnMate(tb, p, t)
	if !ok {
		return false
	}
	for _, u := range Turns(p) {
		if u[0] != t[0] {
			continue
		}
		if n, ok := TurnMate(tb, p, u); ok && n != want {
			return true
		}
	}
	return false
}

// LineThemes names what a line practises beyond winning: a tactic of the
// placing phase, a double mill (a solver's slide from one mill into
// another), a fork (a first turn after which the solver could close
// mills on two points) and a block (see TableThemes). It needs no
// tables.
func LineThemes(start rules.Position, line [][]rules.Move) []Theme {
	var themes []Theme
	if start.Phase() == rules.Placing {
		themes = append(themes, Placing)
	}
	p := start
	double := false
	for i, t := range line {
		if i%2 == 0 {
			double = double || slidesMillToMill(p, t[0])
		}
		p = After(p, t)
	}
	if double {
		themes = append(themes, DoubleMill)
	}
	if forks(start, line[0]) {
		themes = append(themes, Fork)
	}
	if blocks(start, line[0]) {
		themes = append(themes, Block)
	}
	return themes
}

// forks reports whether after the turn t its side could close mills on
// two points or more.
func forks(p rules.Position, t []rules.Move) bool {
	q := After(p, t)
	if q.Result().Over() {
		return false
	}
	return millPoints(q, p.SideToMove()).Count() >= 2
}

// slidesMillToMill reports whether m is a slide (not a flight) of a man
// in a mill of its side that closes another: the swing of a double mill.
func slidesMillToMill(p rules.Position, m rules.Move) bool {
	if m.Kind() != rules.SlideMove || p.Flies(p.SideToMove()) {
		return false
	}
	us := p.SideToMove()
	if !p.InMills(us).Has(m.From()) {
		return false
	}
	q := p
	q.Play(m)
	return q.PendingRemovals() > 0
}

// blocks reports whether the turn t is a block: a move that closes no
// mill onto the one point where the opponent, were it to move, would
// close a mill, with one or more of its moves.
func blocks(p rules.Position, t []rules.Move) bool {
	if len(t) != 1 || t[0].Kind() == rules.RemoveMove {
		return false
	}
	closing := millPoints(p, p.SideToMove().Other())
	return closing != 0 && closing == rules.Bit(t[0].To())
}

// millPoints is the points where side c, were it to move in p, would
// close a mill.
func millPoints(p rules.Position, c rules.Color) rules.Bitboard {
	if p.SideToMove() != c {
		q, ok := withSideToMove(p, c)
		if !ok {
			return 0
		}
		p = q
	}
	var out rules.Bitboard
	for _, m := range p.LegalMoves(nil) {
		q := p
		q.Play(m)
		if q.PendingRemovals() > 0 {
			out |= rules.Bit(m.To())
		}
	}
	return out
}

// withSideToMove returns p with c to move, through its FEN.
func withSideToMove(p rules.Position, c rules.Color) (rules.Position, bool) {
	f := strings.Fields(p.FEN())
	f[1] = "w"
	if c == rules.Black {
		f[1] = "b"
	}
	q, err := rules.ParseFEN(strings.Join(f, " "), p.Variant())
	return q, err == nil
}
