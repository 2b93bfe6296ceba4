package rules

// MaxMoves bounds the number of legal moves in any position (twelve flying
// men to twelve empty points is the worst case on any board), so a buffer
// of this size never grows.
const MaxMoves = 160

// LegalMoves appends the legal moves of the position to buf and returns it.
// A finished game (see Result) has none. Pass a buffer with room for
// MaxMoves to generate without allocating.
//
// It settles the end of the game on the way instead of asking Result first:
// a side down to two men, a line of three under MillWins, a full board and
// a blocked side all show up as an empty list, which keeps the search's hot path to one pass over the men.
func (p *Position) LegalMoves(buf []Move) []Move {
	if p.decided() {
		return buf
	}
	us := p.side
	if p.remove > 0 {
		for r := p.removableMen(us.Other()); r != 0; r &= r - 1 {
			buf = append(buf, Remove(r.First()))
		}
		return buf
	}
	empty := p.Empty()
	if empty == 0 {
		return buf // a full board is drawn
	}
	start := len(buf)
	if p.hand[us] > 0 {
		for e := empty; e != 0; e &= e - 1 {
			buf = append(buf, Place(e.First()))
		}
		if !p.rb.MoveInPlacing {
			return buf
		}
	}
	if p.Flies(us) {
		for m := p.men[us]; m != 0; m &= m - 1 {
			from := m.First()
			for e := empty; e != 0; e &= e - 1 {
				buf = append(buf, Slide(from, e.First()))
			}
		}
	} else {
		nb := &p.rb.board.neighbors
		for m := p.men[us]; m != 0; m &= m - 1 {
			from := m.First()
			for e := nb[from] & empty; e != 0; e &= e - 1 {
				buf = append(buf, Slide(from, e.First()))
			}
		}
	}
	if p.mill[us] != 0 {
		buf = p.dropBanned(buf, start)
	}
	// No move at all: with men in hand there are placements, so this side
	// has placed them all and is blocked. It loses, or passes while the
	// opponent can move (when neither can, the game is drawn).
	if len(buf) == start && p.rb.Blocked == BlockedPasses && p.canMove(us.Other()) {
		buf = append(buf, Pass)
	}
	return buf
}

// MoveCount is len(LegalMoves(nil)) without building the list: the leaves
// of a perft count in a few instructions.
func (p *Position) MoveCount() int {
	if p.decided() {
		return 0
	}
	us := p.side
	if p.remove > 0 {
		return p.removableMen(us.Other()).Count()
	}
	empty := p.Empty()
	if empty == 0 {
		return 0
	}
	n := 0
	if p.hand[us] > 0 {
		n = empty.Count()
		if !p.rb.MoveInPlacing {
			return n
		}
	}
	if p.Flies(us) {
		n += p.men[us].Count() * empty.Count()
	} else {
		nb := &p.rb.board.neighbors
		for m := p.men[us]; m != 0; m &= m - 1 {
			n += (nb[m.First()] & empty).Count()
		}
	}
	if p.mill[us] != 0 {
		if _, ok := p.bannedSlide(us); ok {
			n--
		}
	}
	if n == 0 && p.rb.Blocked == BlockedPasses && p.canMove(us.Other()) {
		return 1
	}
	return n
}

// decided reports whether a side has won: one is down to two men, counting
// those in hand, or under MillWins one has a mill.
func (p *Position) decided() bool {
	return p.lineWon || p.men[White].Count()+int(p.hand[White]) < MinMen || p.men[Black].Count()+int(p.hand[Black]) < MinMen
}

// IsLegal reports whether m may be played in this position.
func (p *Position) IsLegal(m Move) bool {
	if !m.wellFormed() || p.decided() {
		return false
	}
	// A full board or a blocked side (the rest of Result) leaves no empty
	// point to place or slide on, and is checked for the pass below.
	us := p.side
	empty := p.Empty()
	switch m.Kind() {
	case RemoveMove:
		return p.remove > 0 && p.removableMen(us.Other()).Has(m.To())
	case PlaceMove:
		return p.remove == 0 && p.hand[us] > 0 && empty.Has(m.To())
	case SlideMove:
		from, to := m.From(), m.To()
		if p.remove > 0 || !p.men[us].Has(from) || !empty.Has(to) {
			return false
		}
		if p.hand[us] > 0 && !p.rb.MoveInPlacing {
			return false
		}
		if ban, ok := p.bannedSlide(us); ok && ban == m {
			return false
		}
		return p.Flies(us) || p.rb.board.Adjacent(from, to)
	case PassMove:
		return p.remove == 0 && p.rb.Blocked == BlockedPasses && p.hand[us] == 0 &&
			!p.canMove(us) && p.canMove(us.Other())
	}
	return false
}

// wellFormed reports whether m is exactly what Place, Slide, Remove or Pass
// would build for it. Any other 16 bits are no move, so a move that passes
// IsLegal always equals one that LegalMoves lists.
func (m Move) wellFormed() bool {
	to := m.To()
	switch m.Kind() {
	case PlaceMove:
		return to.Valid() && m == Place(to)
	case SlideMove:
		return to.Valid() && m.From().Valid() && m == Slide(m.From(), to)
	case RemoveMove:
		return to.Valid() && m == Remove(to)
	case PassMove:
		return m == Pass
	}
	return false
}

// Perft counts the leaf nodes of the move tree to the given depth, each
// removal a ply of its own. The draws that depend on history are not
// applied inside the tree; it is the standard check of a move generator.
func Perft(p Position, depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	if depth == 1 {
		return uint64(p.MoveCount())
	}
	var buf [MaxMoves]Move
	var n uint64
	for _, m := range p.LegalMoves(buf[:0]) {
		child := p
		child.Play(m)
		n += Perft(child, depth-1)
	}
	return n
}
