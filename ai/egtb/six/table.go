package six

import (
	"math/bits"

	"github.com/ninemen/morris/rules"
)

// Table is the solved game.
type Table struct {
	val []byte
}

// Applies reports whether Table solves v: Six Men's Morris with the
// preset's rules, draw rules aside (see the package comment).
func Applies(v rules.Variant) bool {
	p := rules.SixMensMorris()
	return v.BoardKind == p.BoardKind && v.Men == Men && !v.MayFly && !v.MillWins &&
		v.RemoveMultiple == p.RemoveMultiple && v.Removal == p.Removal && !v.MoveInPlacing &&
		v.Blocked == p.Blocked && !v.RestrictRepeatedMills && !v.OneTimeMill &&
		v.EndgameNMoveRule == 0 && v.Validate() == nil
}

// Probe returns the value of p for its side to move; ok is false for a
// position of other rules, one whose men in hand do not follow from
// alternate placing (a FEN may set one up), a game already over, or while
// a removal is owed.
func (t *Table) Probe(p *rules.Position) (Value, bool) {
	if p.Board().Kind() != rules.SixteenPoints || p.PendingRemovals() > 0 || !Applies(p.Variant()) {
		return Draw, false
	}
	us := p.SideToMove()
	hu, ht := p.InHand(us), p.InHand(us.Other())
	k := moving
	switch {
	case us == rules.White && hu == ht && hu > 0:
		k = 2 * (Men - hu)
	case us == rules.Black && hu == ht+1:
		k = 2*(Men-hu) + 1
	case hu != 0 || ht != 0:
		return Draw, false
	}
	m, o := toSet(p.Men(us)), toSet(p.Men(us.Other()))
	s := lay.sectors[k][bits.OnesCount16(m)][bits.OnesCount16(o)]
	if s == nil || m&o != 0 {
		return Draw, false
	}
	return Value(t.val[lay.slot(k, m, o)]), true
}

// Start is the value of the game's start, for White.
func (t *Table) Start() Value { return Value(t.val[lay.slot(0, 0, 0)]) }

// Count is how many positions of a layer, up to symmetry, are won, drawn
// and lost for the side to move, and its longest win and loss in turns.
type Count struct {
	Won, Drawn, Lost        int
	LongestWin, LongestLoss int
}

// Positions is the number of positions counted.
func (c Count) Positions() int { return c.Won + c.Drawn + c.Lost }

// Counts counts the positions of each layer: before each of the twelve
// placements, then the moving phase. A position is counted once for all
// its symmetric forms.
func (t *Table) Counts() [numLayers]Count {
	var out [numLayers]Count
	for i := range int64(len(t.val)) {
		s, us, them := lay.position(i)
		if !canonical(us, them) {
			continue
		}
		c := &out[s.layer]
		switch v := Value(t.val[i]); {
		case v.Won():
			c.Won++
			c.LongestWin = max(c.LongestWin, v.Turns())
		case v.Lost():
			c.Lost++
			c.LongestLoss = max(c.LongestLoss, v.Turns())
		default:
			c.Drawn++
		}
	}
	return out
}

// canonical reports whether a position is the least of its symmetric
// forms: its men the least, then the opponent's.
func canonical(us, them set) bool {
	k := uint32(us)<<16 | uint32(them)
	for s := 1; s < numSyms; s++ {
		if uint32(geo.apply(s, us))<<16|uint32(geo.apply(s, them)) < k {
			return false
		}
	}
	return true
}

// Len is the number of values the table holds, one a slot: symmetric
// forms of a position with a symmetric set of men share a class and may
// have a slot each.
func (t *Table) Len() int { return len(t.val) }
