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
// finished game has nothing to explain either.
//
// Boards give a wrong click no reason of their own; players coming from a
// good mill app expect one, and the reason is a rule, so it is said here.
func (p *Position) Explain(from, to Point) string {
	if !to.Valid() || p.Result().Over() {
		return ""
	}
	us := p.side
	them := us.Other()
	c, occupied := p.At(to)
	if p.remove > 0 {
		switch {
		case p.IsLegal(Remove(to)):
			return ""
		case !occupied:
			return fmt.Sprintf("%v is empty: remove one of the %s men.", to, lower(them))
		case c == us:
			return fmt.Sprintf("%v is your own man: remove a %s man.", to, lower(them))
		}
		return "Men in a mill are safe while others are not."
	}
	if occupied && c == them {
		return fmt.Sprintf("%v is %v's man: choose one of your %s men.", to, them, lower(us))
	}
	if p.hand[us] > 0 && !p.rb.MoveInPlacing {
		if occupied {
			return fmt.Sprintf("%v is taken: place your man on an empty point.", to)
		}
		return ""
	}
	if occupied {
		if p.hasMoveFrom(to) {
			return ""
		}
		return "This man cannot move: every point next to it is taken."
	}
	// An empty point while moving.
	if p.hand[us] > 0 && p.IsLegal(Place(to)) {
		return ""
	}
	if !from.Valid() || !p.men[us].Has(from) {
		return "Choose one of your " + lower(us) + " men first, then where it goes."
	}
	if p.IsLegal(Slide(from, to)) {
		return ""
	}
	return fmt.Sprintf("%v is not next to %v: slide along a line.", to, from)
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
