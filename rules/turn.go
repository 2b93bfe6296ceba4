package rules

// Turn is one turn as players count it: a move with the removals it
// earned, played by one side.
type Turn struct {
	// Side is the side that played the turn.
	Side Color
	// Moves are the plies of the turn: a placement, slide or pass, then its
	// removals; or removals alone, in a game set up with a removal owed.
	Moves []Move
	// Start is the number of plies of the game before the turn, so the
	// turn is the game's plies Start to Start+len(Moves).
	Start int
	// Number is the move number records write for the turn as Sanmill
	// does: the turns go in pairs numbered from 1, whoever moves first, in
	// a game set up from a position too.
	Number int
}

// End is the number of plies of the game after the turn.
func (t Turn) End() int { return t.Start + len(t.Moves) }

// SplitTurns groups plies into turns: each removal joins the move before
// it, and removals with no move before them form a turn of their own. The
// turns are slices of moves (capped, so appending to one copies).
func SplitTurns(moves []Move) [][]Move {
	var out [][]Move
	for i := 0; i < len(moves); {
		j := i + 1
		for j < len(moves) && moves[j].Kind() == RemoveMove {
			j++
		}
		out = append(out, moves[i:j:j])
		i = j
	}
	return out
}

// TurnCount is the number of turns the plies make (see SplitTurns).
func TurnCount(moves []Move) int {
	n := 0
	for i, m := range moves {
		if i == 0 || m.Kind() != RemoveMove {
			n++
		}
	}
	return n
}

// Turns returns the game's turns in order.
func (g *Game) Turns() []Turn {
	split := SplitTurns(g.moves)
	out := make([]Turn, len(split))
	start := 0
	for i, moves := range split {
		p := &g.positions[start]
		out[i] = Turn{Side: p.side, Moves: append([]Move(nil), moves...), Start: start, Number: i/2 + 1}
		start += len(moves)
	}
	return out
}

// FirstTurn is the first turn of a line of plies (a principal variation,
// say): its first move and the removals right after it, as a new slice.
// It is nil for no plies.
func FirstTurn(moves []Move) []Move {
	if len(moves) == 0 {
		return nil
	}
	return append([]Move(nil), moves[:1+removalsAt(moves, 1)]...)
}

// removalsAt counts the removals in a row from moves[i].
func removalsAt(moves []Move, i int) int {
	n := 0
	for i+n < len(moves) && moves[i+n].Kind() == RemoveMove {
		n++
	}
	return n
}

// StepTurns is the ply reached by stepping n turns from ply from, back if
// n is negative: each step lands on the start of a turn (see SplitTurns),
// so a removal is stepped over with the move that earned it. It stops at
// ply 0 and at the end; from is clamped to the game's plies first.
func (g *Game) StepTurns(from, n int) int {
	t := min(max(from, 0), len(g.moves))
	for ; n < 0 && t > 0; n++ {
		t--
		for t > 0 && g.moves[t].Kind() == RemoveMove {
			t--
		}
	}
	for ; n > 0 && t < len(g.moves); n-- {
		t += 1 + removalsAt(g.moves, t+1)
	}
	return t
}

// LastTurn is the last turn begun within the first ply plies that starts
// with a placement or a slide (flights included): the turn that left its
// marks on the board shown at ply. Its Moves stop at ply, so a turn whose
// removals are still to come ends early. A pass, and removals owed by a
// set-up position, are turns with no man moved: they are skipped, and the
// move before them is the last turn. ok is false when no man was placed or
// moved before ply. ply is clamped to the game's plies.
func (g *Game) LastTurn(ply int) (t Turn, ok bool) {
	ply = min(max(ply, 0), len(g.moves))
	for i := ply - 1; i >= 0; i-- {
		if k := g.moves[i].Kind(); k == PlaceMove || k == SlideMove {
			end := min(i+1+removalsAt(g.moves, i+1), ply)
			return Turn{
				Side:   g.positions[i].side,
				Moves:  append([]Move(nil), g.moves[i:end]...),
				Start:  i,
				Number: TurnCount(g.moves[:i])/2 + 1,
			}, true
		}
	}
	return Turn{}, false
}

// MillsFormed returns the mills that the game's move at index i (of Moves)
// closed: the lines through where the man placed or moved landed that its
// side fills just after. None for a removal or a pass, or i out of range.
func (g *Game) MillsFormed(i int) []Line {
	if i < 0 || i >= len(g.moves) {
		return nil
	}
	if k := g.moves[i].Kind(); k != PlaceMove && k != SlideMove {
		return nil
	}
	// The point was empty before the move, so every mill through it is new.
	return g.positions[i+1].MillsThrough(g.moves[i].To())
}

// TurnNumber is the move number of the turn that ply n ends or lies in, as
// Turn.Number counts (two turns to a number, whoever moves first): 0 at
// ply 0, and the last turn's number at the end and beyond.
func (g *Game) TurnNumber(n int) int {
	n = min(max(n, 0), len(g.moves))
	return (TurnCount(g.moves[:n]) + 1) / 2
}

// MillsThrough returns the mills that the man on pt stands in: the lines
// through pt that its colour fills. None if pt is empty.
func (p *Position) MillsThrough(pt Point) []Line {
	c, ok := p.At(pt)
	if !ok {
		return nil
	}
	var out []Line
	for _, l := range p.rb.board.Mills(p.men[c]) {
		if l[0] == pt || l[1] == pt || l[2] == pt {
			out = append(out, l)
		}
	}
	return out
}

// TakenBy is how many of the opponent's men c has taken: the opponent's
// men of the variant less those it has left on the board and in hand. A
// position set up with fewer men counts the missing ones as taken.
func (p *Position) TakenBy(c Color) int {
	return max(0, p.rb.Men-p.Total(c.Other()))
}
