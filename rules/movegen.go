package rules

// MaxMoves bounds the number of legal moves in any position (twelve flying
// men to twelve empty points is the worst case), so a buffer of this size
// never grows.
const MaxMoves = 160

// LegalMoves appends the legal moves of the position to buf and returns it.
// A finished game (see Result) has none. Pass a buffer with room for
// MaxMoves to generate without allocating.
func (p *Position) LegalMoves(buf []Move) []Move {
	if p.Result().Over() {
		return buf
	}
	return p.generate(buf)
}

// generate lists the moves without asking whether the game is over; the
// caller has made sure it is not.
func (p *Position) generate(buf []Move) []Move {
	us := p.side
	empty := p.Empty()
	if p.remove > 0 {
		for r := p.removableMen(us.Other()); r != 0; r &= r - 1 {
			buf = append(buf, Remove(r.First()))
		}
		return buf
	}
	if p.hand[us] > 0 {
		for e := empty; e != 0; e &= e - 1 {
			buf = append(buf, Place(e.First()))
		}
		if !p.rb.MoveInPlacing {
			return buf
		}
	}
	n := len(buf)
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
	if len(buf) == n && p.hand[us] == 0 && p.rb.Blocked == BlockedPasses {
		buf = append(buf, Pass)
	}
	return buf
}

// MoveCount is len(LegalMoves(nil)) without building the list: the leaves
// of a perft count in a few instructions.
func (p *Position) MoveCount() int {
	if p.Result().Over() {
		return 0
	}
	us := p.side
	empty := p.Empty()
	if p.remove > 0 {
		return p.removableMen(us.Other()).Count()
	}
	n := 0
	if p.hand[us] > 0 {
		n = empty.Count()
		if !p.rb.MoveInPlacing {
			return n
		}
	}
	slides := 0
	if p.Flies(us) {
		slides = p.men[us].Count() * empty.Count()
	} else {
		nb := &p.rb.board.neighbors
		for m := p.men[us]; m != 0; m &= m - 1 {
			slides += (nb[m.First()] & empty).Count()
		}
	}
	if slides == 0 && n == 0 && p.rb.Blocked == BlockedPasses {
		return 1
	}
	return n + slides
}

// IsLegal reports whether m may be played in this position.
func (p *Position) IsLegal(m Move) bool {
	if p.Result().Over() {
		return false
	}
	us := p.side
	empty := p.Empty()
	switch m.Kind() {
	case RemoveMove:
		return p.remove > 0 && p.removableMen(us.Other()).Has(m.To())
	case PlaceMove:
		return p.remove == 0 && p.hand[us] > 0 && empty.Has(m.To())
	case SlideMove:
		from, to := m.From(), m.To()
		if p.remove > 0 || !from.Valid() || !p.men[us].Has(from) || !empty.Has(to) {
			return false
		}
		if p.hand[us] > 0 && !p.rb.MoveInPlacing {
			return false
		}
		return p.Flies(us) || p.rb.board.Adjacent(from, to)
	case PassMove:
		return p.remove == 0 && p.rb.Blocked == BlockedPasses && p.hand[us] == 0 && !p.canMove(us)
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
