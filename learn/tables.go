package learn

import (
	"github.com/ninemen/morris/ai/egtb"
	"github.com/ninemen/morris/rules"
)

// Turns lists every turn the side to move of p can play: each legal move
// with each choice of the removals it earns.
func Turns(p rules.Position) [][]rules.Move {
	var out [][]rules.Move
	var walk func(q rules.Position, prefix []rules.Move)
	walk = func(q rules.Position, prefix []rules.Move) {
		for _, m := range q.LegalMoves(nil) {
			r := q
			r.Play(m)
			t := append(prefix[:len(prefix):len(prefix)], m)
			if r.Owes(p.SideToMove()) {
				walk(r, t)
				continue
			}
			out = append(out, t)
		}
	}
	if !p.Result().Over() {
		walk(p, nil)
	}
	return out
}

// After returns p after the turn t.
func After(p rules.Position, t []rules.Move) rules.Position {
	for _, m := range t {
		p.Play(m)
	}
	return p
}

// Mate is the endgame tables' distance of p for its side to move, as
// egtb.Value.Mate counts it: n > 0, it wins with its n-th turn from now;
// -n, it loses after the opponent's n-th turn; 0, a draw. A game already
// over counts as lost by the side to move (-0 is written as a loss in 0
// turns: lost reports it). ok is false where the tables do not reach: men
// in hand, a removal owed, more men than they hold.
func Mate(tb *egtb.Tables, p rules.Position) (n int, lost, ok bool) {
	if r := p.Result(); r.Over() {
		w, won := r.Winner()
		if !won {
			return 0, false, true
		}
		if w == p.SideToMove() {
			return 0, false, false
		}
		return 0, true, true
	}
	if p.InHand(rules.White)+p.InHand(rules.Black) > 0 || p.PendingRemovals() > 0 {
		return 0, false, false
	}
	us := p.SideToMove()
	v, ok := tb.Probe(p.Men(us), p.Men(us.Other()))
	if !ok {
		return 0, false, false
	}
	return v.Mate(), v.Lost(), true
}

// TurnMate is what the turn t from p is worth to the side that plays it,
// counted as Mate counts: n > 0, it wins with its n-th turn from now, this
// one being the first; -n, it loses after the opponent's n-th turn; 0, a
// draw.
func TurnMate(tb *egtb.Tables, p rules.Position, t []rules.Move) (int, bool) {
	n, lost, ok := Mate(tb, After(p, t))
	switch {
	case !ok:
		return 0, false
	case lost:
		// The opponent loses after our n-th turn from then.
		return -n + 1, true
	case n > 0:
		return -n, true
	}
	return 0, true
}

// BestTurns returns the tables' distance of p for its side to move (as
// TurnMate counts) and the turns that keep it: the fastest wins, the
// draws of a drawn position, the longest defences of a lost one.
func BestTurns(tb *egtb.Tables, p rules.Position) (int, [][]rules.Move, bool) {
	best, found := 0, false
	var turns [][]rules.Move
	for _, t := range Turns(p) {
		n, ok := TurnMate(tb, p, t)
		if !ok {
			return 0, nil, false
		}
		switch {
		case !found || better(n, best):
			best, found, turns = n, true, [][]rules.Move{t}
		case n == best:
			turns = append(turns, t)
		}
	}
	return best, turns, found
}

// better reports whether a turn worth a is better for its player than one
// worth b: a win beats a draw beats a loss, a faster win beats a slower,
// a later loss an earlier.
func better(a, b int) bool {
	switch {
	case a > 0 && b > 0:
		return a < b
	case a > 0 || b > 0:
		return a > b
	case a == 0 || b == 0:
		return a > b
	}
	return a < b
}
