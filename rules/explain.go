package rules

import (
	"fmt"
	"strings"
)

// Explain says, in a player's words, why choosing the point to makes no
// move for the side to move, with from the man already chosen (NoPoint for
// none): "b4 is not next to d2: slide along a line". It returns "" when the
// choice does something: it is a placement or a removal, it moves the chosen
// man, or it picks a man of the side to move that has somewhere to go. A
// finished game has nothing to explain either. It is Refusal(from,
// to).String().
//
// Boards give a wrong click no reason of their own; players coming from a
// good mill app expect one, and the reason is a rule, so it is said here.
func (p *Position) Explain(from, to Point) string { return p.Refusal(from, to).String() }

// RefusalKind is why a choice on the board makes no move.
type RefusalKind uint8

const (
	// RefuseNone: the choice does something, or there is nothing to explain.
	RefuseNone RefusalKind = iota
	// RefuseEmpty: a man must be removed and To is empty.
	RefuseEmpty
	// RefuseOwnMan: a man must be removed and To holds one of Side's own.
	RefuseOwnMan
	// RefuseInMill: the opposing man on To stands in a mill and the
	// removal rule (Removal) protects it now.
	RefuseInMill
	// RefuseTheirMan: To holds a man of the opponent, not Side's to choose.
	RefuseTheirMan
	// RefuseTaken: Side must place a man and To is not empty.
	RefuseTaken
	// RefuseStuck: the man on To has no point to go to.
	RefuseStuck
	// RefuseNoMan: To is empty and no man of Side was chosen to go there.
	RefuseNoMan
	// RefuseNotNext: To is not next to the chosen man on From.
	RefuseNotNext
	// RefuseOccupied: the man on From was carried onto To, which holds a
	// man: a man moves to an empty point.
	RefuseOccupied
	// RefuseShuttle: under RestrictRepeatedMills, the man chosen on From
	// (or on To, when it has no other move) just closed a mill and may not
	// go straight back to close one again.
	RefuseShuttle
)

// Refusal is why a choice makes no move, as typed facts so that it can be
// worded in any language: the kind, the side to move, and the points.
type Refusal struct {
	Kind RefusalKind
	// Side is the side to move, whose choice it was ("your").
	Side Color
	// From is the chosen man's point for RefuseNotNext and RefuseShuttle,
	// else NoPoint.
	From Point
	// To is the point chosen.
	To Point
	// Removal is the variant's removal rule, for RefuseInMill.
	Removal RemovalRule
}

// Refusal says why choosing the point to makes no move for the side to
// move, with from the man already chosen (NoPoint for none); see Explain.
// Its Kind is RefuseNone when the choice does something; the other
// fields mean nothing then.
func (p *Position) Refusal(from, to Point) Refusal {
	if !p.rb.board.Has(to) || p.Result().Over() {
		return Refusal{From: NoPoint, To: to}
	}
	us := p.side
	them := us.Other()
	r := Refusal{Side: us, From: NoPoint, To: to}
	c, occupied := p.At(to)
	if p.remove > 0 {
		switch {
		case p.IsLegal(Remove(to)):
		case !occupied:
			r.Kind = RefuseEmpty
		case c == us:
			r.Kind = RefuseOwnMan
		default:
			r.Kind, r.Removal = RefuseInMill, p.rb.Removal
		}
		return r
	}
	switch {
	case occupied && c == them:
		r.Kind = RefuseTheirMan
	case p.hand[us] > 0 && !p.rb.MoveInPlacing:
		if occupied {
			r.Kind = RefuseTaken
		}
	case occupied:
		if ban, ok := p.bannedSlide(us); ok && ban.From() == to && !p.hasMoveFrom(to) {
			r.Kind, r.From = RefuseShuttle, to
		} else if !p.hasMoveFrom(to) {
			r.Kind = RefuseStuck
		}
	// An empty point while moving.
	case p.hand[us] > 0 && p.IsLegal(Place(to)):
	case !from.Valid() || !p.men[us].Has(from):
		r.Kind = RefuseNoMan
	case p.isBanned(Slide(from, to)):
		r.Kind, r.From = RefuseShuttle, from
	case !p.IsLegal(Slide(from, to)):
		r.Kind, r.From = RefuseNotNext, from
	}
	return r
}

// String words the refusal in English as Explain does: "b4 is not next to
// d2: slide along a line." It is "" for RefuseNone.
func (r Refusal) String() string {
	us, them := r.Side, r.Side.Other()
	switch r.Kind {
	case RefuseEmpty:
		return fmt.Sprintf("%v is empty: remove one of the %s men.", r.To, lower(them))
	case RefuseOwnMan:
		return fmt.Sprintf("%v is your own man: remove a %s man.", r.To, lower(them))
	case RefuseInMill:
		return "Men in a mill are safe while others are not."
	case RefuseTheirMan:
		return fmt.Sprintf("%v is %v's man: choose one of your %s men.", r.To, them, lower(us))
	case RefuseTaken:
		return fmt.Sprintf("%v is taken: place your man on an empty point.", r.To)
	case RefuseStuck:
		return "This man cannot move: every point next to it is taken."
	case RefuseNoMan:
		return "Choose one of your " + lower(us) + " men first, then where it goes."
	case RefuseNotNext:
		return fmt.Sprintf("%v is not next to %v: slide along a line.", r.To, r.From)
	case RefuseOccupied:
		return fmt.Sprintf("%v is taken: a man moves to an empty point.", r.To)
	case RefuseShuttle:
		return "This man has just closed a mill: it may not go straight back to close one again."
	}
	return ""
}

// MoveRefusal says why the man on from cannot go to to, as when a player
// carries it there and lets it go: what choosing to with from chosen says
// (Refusal), and RefuseOccupied onto another man of its own side, which
// could be chosen but not moved onto. Its Kind is RefuseNone when the
// move is legal.
func (p *Position) MoveRefusal(from, to Point) Refusal {
	r := p.Refusal(from, to)
	if _, occupied := p.At(to); r.Kind == RefuseNone && occupied && to != from {
		r.Kind, r.From = RefuseOccupied, from
	}
	return r
}

// hasMoveFrom reports whether the side to move may move its man on pt.
func (p *Position) hasMoveFrom(pt Point) bool {
	if !p.men[p.side].Has(pt) {
		return false
	}
	for e := p.Empty(); e != 0; e &= e - 1 {
		if p.IsLegal(Slide(pt, e.First())) {
			return true
		}
	}
	return false
}

func lower(c Color) string { return strings.ToLower(c.String()) }
