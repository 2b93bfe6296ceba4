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
