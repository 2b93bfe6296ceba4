package ai

import (
	"math/bits"
	"slices"

	"github.com/ninemen/morris/rules"
)

// generate lists the legal moves of a position whose game is not over, in
// the order rules.Position.LegalMoves would. It skips the game-over test
// that LegalMoves repeats, since the search has just made it; a test holds
// the two generators to the same answers.
func (s *searcher) generate(p *rules.Position, buf []rules.Move) []rules.Move {
	us := p.SideToMove()
	if p.PendingRemovals() > 0 {
		for r := p.Removable(); r != 0; r &= r - 1 {
			buf = append(buf, rules.Remove(r.First()))
		}
		return buf
	}
	empty := p.Empty()
	if p.InHand(us) > 0 {
		for e := empty; e != 0; e &= e - 1 {
			buf = append(buf, rules.Place(e.First()))
		}
		if !s.moveInPlacing {
			return buf
		}
	}
	n := len(buf)
	if p.Flies(us) {
		for m := p.Men(us); m != 0; m &= m - 1 {
			from := m.First()
			for e := empty; e != 0; e &= e - 1 {
				buf = append(buf, rules.Slide(from, e.First()))
			}
		}
	} else {
		for m := p.Men(us); m != 0; m &= m - 1 {
			from := m.First()
			for e := s.geo.nb[from] & empty; e != 0; e &= e - 1 {
				buf = append(buf, rules.Slide(from, e.First()))
			}
		}
	}
	if s.restrictMills {
		if ban, ok := p.BannedSlide(); ok {
			if i := slices.Index(buf[n:], ban); i >= 0 {
				buf = slices.Delete(buf, n+i, n+i+1)
			}
		}
	}
	if len(buf) == n && p.InHand(us) == 0 && s.blockedPasses {
		buf = append(buf, rules.Pass)
	}
	return buf
}

// Ordering keys: the table move first, then mills, blocks, killers and the
// history of quiet moves.
const (
	orderTT      = 1 << 30
	orderMill    = 1 << 24
	orderBlock   = 1 << 22
	orderKiller1 = 1 << 21
	orderKiller2 = 1 << 20
	historyMax   = 1 << 19
)

// openPoints returns the empty points where c has two men on a line whose
// third point is empty: where c would close a mill, or where the other side
// must stand to stop it.
func (s *searcher) openPoints(p *rules.Position, c rules.Color) rules.Bitboard {
	mine, theirs := p.Men(c), p.Men(c.Other())
	empty := p.Empty()
	var out rules.Bitboard
	for _, m := range s.geo.lines {
		if mine&m != 0 && theirs&m == 0 && bits.OnesCount32(uint32(mine&m)) == 2 {
			out |= m & empty
		}
	}
	return out
}

// isMill reports whether the placement or slide m by us closes a mill.
func (s *searcher) isMill(p *rules.Position, us rules.Color, m rules.Move) bool {
	switch m.Kind() {
	case rules.PlaceMove:
		return s.geo.formsMill(p.Men(us)|rules.Bit(m.To()), m.To())
	case rules.SlideMove:
		return s.geo.formsMill(p.Men(us)&^rules.Bit(m.From())|rules.Bit(m.To()), m.To())
	}
	return false
}

// histIndex is the history table's slot for m: from+1 and to for a
// placement (from 0) or a slide, the last row for a removal.
func histIndex(m rules.Move) (int, int) {
	if m.Kind() == rules.RemoveMove {
		return rules.MaxPoints + 1, int(m.To())
	}
	if m.Kind() == rules.PassMove {
		return 0, 0
	}
	return int(m.From()) + 1, int(m.To())
}

// scoreMoves gives each move its ordering key and reports which moves are
// tactical (close a mill or block one), which late-move reductions spare.
// It returns the other side's open points (openPoints), which it needs for
// the blocks, so that the search need not find them again: 0 where a
// removal is owed.
func (s *searcher) scoreMoves(p *rules.Position, moves []rules.Move, keys []int32, tactical []bool, ttMove rules.Move, ply int) rules.Bitboard {
	us := p.SideToMove()
	side := int(us)
	var k1, k2 rules.Move
	if ply < maxPly {
		k1, k2 = s.killers[ply][0], s.killers[ply][1]
	}
	if p.PendingRemovals() > 0 {
		s.scoreRemovals(p, moves, keys, ttMove)
		for i := range tactical[:len(moves)] {
			tactical[i] = true
		}
		return 0
	}
	theirOpen := s.openPoints(p, us.Other())
	placing := p.InHand(us) > 0
	for i, m := range moves {
		var k int32
		tac := false
		switch {
		case m == ttMove:
			k = orderTT
		case s.isMill(p, us, m):
			k = orderMill
			tac = true
		case m.Kind() != rules.PassMove && theirOpen.Has(m.To()):
			k = orderBlock
			tac = true
		case m == k1:
			k = orderKiller1
		case m == k2:
			k = orderKiller2
		default:
			f, t := histIndex(m)
			k = s.history[side][f][t]
			if placing && m.Kind() == rules.PlaceMove {
				k += s.placeKey(p, us, m.To())
			}
		}
		if m == ttMove {
			tac = s.isMill(p, us, m) || m.Kind() != rules.PassMove && theirOpen.Has(m.To())
		}
		keys[i] = k
		tactical[i] = tac
	}
	return theirOpen
}

// placeKey orders the quiet placements that the history does not yet
// tell apart: a man that starts a line of our own (a mill to be) or spoils
// one of theirs, with room around it, before one that does neither.
func (s *searcher) placeKey(p *rules.Position, us rules.Color, to rules.Point) int32 {
	mine, theirs := p.Men(us), p.Men(us.Other())
	var k int32
	for _, l := range s.geo.linesAt[to] {
		if l == 0 {
			break // the slots fill from the first
		}
		switch {
		case mine&l != 0 && theirs&l == 0:
			k += 3
		case theirs&l != 0 && mine&l == 0:
			k += 2
		}
	}
	k += int32(bits.OnesCount32(uint32(s.geo.nb[to] & p.Empty())))
	return k * placeKeyUnit
}

// placeKeyUnit scales placeKey against the history counters, which grow
// by depth squared at each cut-off.
const placeKeyUnit = 16

// scoreRemovals prefers the men that threaten a mill, then those standing
// in the way of ours, then the most mobile.
func (s *searcher) scoreRemovals(p *rules.Position, moves []rules.Move, keys []int32, ttMove rules.Move) {
	us := p.SideToMove()
	mine, theirs := p.Men(us), p.Men(us.Other())
	empty := p.Empty()
	for i, m := range moves {
		if m == ttMove {
			keys[i] = orderTT
			continue
		}
		x := m.To()
		var k int32
		for _, l := range s.geo.linesAt[x] {
			if l == 0 {
				break
			}
			switch {
			case bits.OnesCount32(uint32(theirs&l)) == 2 && mine&l == 0:
				k += 4000 // breaks a line they could close
			case bits.OnesCount32(uint32(mine&l)) == 2:
				k += 3000 // opens a line we could close
			case theirs&l == l:
				k += 500
			}
		}
		k += int32(bits.OnesCount32(uint32(s.geo.nb[x]&empty))) * 100
		f, t := histIndex(m)
		k += s.history[int(us)][f][t] >> 8
		keys[i] = k
	}
}

// pick moves the best remaining move to index i (selection sort: most nodes
// cut off after a move or two, so sorting the whole list would be waste).
func pick(moves []rules.Move, keys []int32, tactical []bool, i int) {
	best := i
	for j := i + 1; j < len(moves); j++ {
		if keys[j] > keys[best] {
			best = j
		}
	}
	if best != i {
		moves[i], moves[best] = moves[best], moves[i]
		keys[i], keys[best] = keys[best], keys[i]
		tactical[i], tactical[best] = tactical[best], tactical[i]
	}
}

func (s *searcher) goodQuiet(us rules.Color, m rules.Move, depth, ply int) {
	if ply < maxPly && s.killers[ply][0] != m {
		s.killers[ply][1] = s.killers[ply][0]
		s.killers[ply][0] = m
	}
	f, t := histIndex(m)
	h := &s.history[int(us)][f][t]
	*h += int32(depth * depth)
	if *h >= historyMax {
		for c := range s.history {
			for a := range s.history[c] {
				for b := range s.history[c][a] {
					s.history[c][a][b] /= 2
				}
			}
		}
	}
}
