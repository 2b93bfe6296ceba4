package rules

// The rules on re-closing mills: Russian Mill's one-time mills
// (Variant.OneTimeMill) and Morabaraba's ban on shuttling between two
// mills (Variant.RestrictRepeatedMills). Both follow what Sanmill's
// engine does with its oneTimeUseMill and restrictRepeatedMillsFormation.

// usableMills counts the mills through pt that men complete, leaving out
// under OneTimeMill the lines wholly made of points of c's earlier mills.
func (p *Position) usableMills(c Color, men Bitboard, pt Point) int {
	n := 0
	for _, l := range p.rb.board.linesAt[pt] {
		if men&l == l && (!p.rb.OneTimeMill || p.mill[c]&l != l) {
			n++
		}
	}
	return n
}

// useMills counts the mills that c's man on to closes and that c has not
// used, and marks their points used.
func (p *Position) useMills(c Color, to Point) int {
	n := p.usableMills(c, p.men[c], to)
	for _, l := range p.rb.board.linesAt[to] {
		if p.men[c]&l == l {
			for add := l &^ p.mill[c]; add != 0; add &= add - 1 {
				p.hash ^= zobristFormed[c][add.First()]
			}
			p.mill[c] |= l
		}
	}
	return n
}

// slideRestricted settles, under RestrictRepeatedMills, c's slide from
// from to to, which has moved the man: as landed does, and it keeps the
// slide when it closed a mill and going back would close one at from,
// which bans the move back on c's next turn. Any other slide lifts the
// ban. Whether a mill counts is asked before landed marks it used, and
// whether going back would close one after, as Sanmill does.
func (p *Position) slideRestricted(c Color, from, to Point) {
	closed := p.usableMills(c, p.men[c], to) > 0
	p.landed(c, to)
	if closed && p.usableMills(c, p.men[c]|Bit(from), from) > 0 {
		p.setLastMill(c, uint8(from)+1, uint8(to)+1)
		return
	}
	p.setLastMill(c, 0, 0)
}

// forgetLastMill lifts c's ban when c places a man. It is kept out of
// line: Play is the search's hot path and this is rare.
//
//go:noinline
func (p *Position) forgetLastMill(c Color) {
	if p.rb.RestrictRepeatedMills {
		p.setLastMill(c, 0, 0)
	}
}

func (p *Position) setLastMill(c Color, from, to uint8) {
	p.hash ^= zobristMillFrom[c][p.lastMillFrom(c)] ^ zobristMillTo[c][p.lastMillTo(c)] ^
		zobristMillFrom[c][from] ^ zobristMillTo[c][to]
	p.mill[c] = Bitboard(from) | Bitboard(to)<<8
}

// formed is, under OneTimeMill, the points of c's mills so far.
func (p *Position) formed(c Color) Bitboard {
	if !p.rb.OneTimeMill {
		return 0
	}
	return p.mill[c]
}

// lastMillFrom and lastMillTo are, under RestrictRepeatedMills, c's last
// kept slide's points, point+1, or 0 for none.
func (p *Position) lastMillFrom(c Color) uint8 {
	if !p.rb.RestrictRepeatedMills {
		return 0
	}
	return uint8(p.mill[c])
}

func (p *Position) lastMillTo(c Color) uint8 {
	if !p.rb.RestrictRepeatedMills {
		return 0
	}
	return uint8(p.mill[c] >> 8)
}

// bannedSlide is the slide that RestrictRepeatedMills forbids c now, if
// any: its last mill-closing man going straight back, while that man stands
// in a mill and going back would close one. It is a move c would otherwise
// have: c has every man placed (or may slide while placing) and the man
// can get there.
func (p *Position) bannedSlide(c Color) (Move, bool) {
	if p.lastMillTo(c) == 0 {
		return 0, false
	}
	from, to := Point(p.lastMillTo(c)-1), Point(p.lastMillFrom(c)-1)
	men := p.men[c]
	if !men.Has(from) || !p.Empty().Has(to) || p.hand[c] > 0 && !p.rb.MoveInPlacing {
		return 0, false
	}
	if !p.Flies(c) && !p.rb.board.Adjacent(from, to) {
		return 0, false
	}
	if p.usableMills(c, men, from) == 0 || p.usableMills(c, men&^Bit(from)|Bit(to), to) == 0 {
		return 0, false
	}
	return Slide(from, to), true
}

// BannedSlide is the slide the side to move may not make now under
// RestrictRepeatedMills, if there is one (LegalMoves leaves it out): its
// last mill-closing man going straight back to close a mill again.
func (p *Position) BannedSlide() (Move, bool) { return p.bannedSlide(p.side) }

// isBanned reports whether m is the slide banned to the side to move.
func (p *Position) isBanned(m Move) bool {
	ban, ok := p.bannedSlide(p.side)
	return ok && ban == m
}

// dropBanned removes the slide banned to the side to move from the moves
// listed in buf from start on.
func (p *Position) dropBanned(buf []Move, start int) []Move {
	ban, ok := p.bannedSlide(p.side)
	if !ok {
		return buf
	}
	for i := start; i < len(buf); i++ {
		if buf[i] == ban {
			return append(buf[:i], buf[i+1:]...)
		}
	}
	return buf
}
