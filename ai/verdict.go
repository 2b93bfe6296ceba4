package ai

import (
	"fmt"

	"github.com/ninemen/morris/ai/egtb"
	"github.com/ninemen/morris/ai/egtb/six"
	"github.com/ninemen/morris/rules"
)

// Verdict is what the endgame tables say about a position: who wins with
// best play and in how many of the winner's turns, or a draw.
type Verdict struct {
	// Draw: neither side can force a win.
	Draw bool
	// Winner is the side that wins, unless Draw.
	Winner rules.Color
	// Turns counts the winner's own turns: it wins with its Turns-th turn
	// from now (the turn under way counts when the winner is to move or
	// still owes a removal).
	Turns int
}

// String says the verdict for a player: "White wins in 7 turns", "Black
// wins in 1 turn", "a draw with best play".
func (v Verdict) String() string {
	switch {
	case v.Draw:
		return "a draw with best play"
	case v.Turns == 1:
		return v.Winner.String() + " wins in 1 turn"
	}
	return fmt.Sprintf("%v wins in %d turns", v.Winner, v.Turns)
}

// TableVerdict returns the endgame tables' verdict on p, for the hint and
// the review. It is there for a position with every man placed, at most
// eight on the board, the rules the tables assume, a game the n-move rule
// has not drawn and a result it cannot cut short; not while the tables
// are still loading (the call starts loading them and never waits, so a
// scene may call it every frame).
//
// In Three and Six Men's Morris, which are solved whole (see solved.go),
// there is a verdict from the first placement on (in Six Men's Morris once
// its solution is loaded).
func TableVerdict(p rules.Position) (Verdict, bool) {
	v := p.Variant()
	if t := solvedFor(v, false); t != nil {
		return solvedVerdict(t, p)
	}
	if p.InHand(rules.White)+p.InHand(rules.Black) > 0 || p.Result().Over() || p.MoveLimitReached() {
		return Verdict{}, false
	}
	tb := tablesFor(v, false, false)
	if tb == nil {
		return Verdict{}, false
	}
	turns, won, draw, ok := tableTurns(tb, p)
	if !ok {
		return Verdict{}, false
	}
	return turnsVerdict(p.SideToMove(), turns, won, draw), true
}

// turnsVerdict words a value in turns of both sides, for the side us to
// move, as a Verdict in the turns of the winner.
func turnsVerdict(us rules.Color, turns int, won, draw bool) Verdict {
	switch {
	case draw:
		return Verdict{Draw: true}
	case won:
		return Verdict{Winner: us, Turns: (turns + 1) / 2}
	}
	return Verdict{Winner: us.Other(), Turns: turns / 2}
}

// tableTurns returns the turns of both sides to the end of the game, and
// whether the side to move wins or it is a draw, from the tables. A
// position owing a removal takes the best of its removals (each starts
// the n-move counter again).
func tableTurns(tb *egtb.Tables, p rules.Position) (turns int, won, draw, ok bool) {
	us := p.SideToMove()
	if p.PendingRemovals() == 0 {
		v, ok := tb.Probe(p.Men(us), p.Men(us.Other()))
		if !ok || v == egtb.Draw {
			return 0, false, ok, ok
		}
		if p.Rule50()+v.Turns() > tableReach(p.Variant()) {
			return 0, false, false, false
		}
		return v.Turns(), v.Won(), false, true
	}
	return removalTurns(p, func(c rules.Position) (int, bool, bool, bool) { return tableTurns(tb, c) })
}

// removalTurns values p, which owes a removal, by the best of its
// removals, each valued by turns as the position after it: the turns of
// both sides to the end, whether the side to move there wins, or draws.
// A removal that leaves another owed is not what the tables or the
// solutions hold, and p then has no value.
func removalTurns(p rules.Position, turns func(rules.Position) (n int, won, draw, ok bool)) (n int, won, draw, ok bool) {
	us := p.SideToMove()
	win, loss := 0, 0
	var buf [rules.MaxMoves]rules.Move
	for _, m := range p.LegalMoves(buf[:0]) {
		c := p
		c.Play(m)
		if c.Result().Over() {
			return 1, true, false, true
		}
		if c.SideToMove() == us {
			return 0, false, false, false
		}
		n, cw, cd, ok := turns(c)
		switch {
		case !ok:
			return 0, false, false, false
		case cd:
			draw = true
		case !cw:
			if win == 0 || n+1 < win {
				win = n + 1
			}
		default:
			loss = max(loss, n+1)
		}
	}
	switch {
	case win > 0:
		return win, true, false, true
	case draw:
		return 0, false, true, true
	}
	return loss, false, false, true
}

// TablesLoaded returns a channel closed once the endgame tables of v's
// board, or Six Men's Morris's solution, are ready (TableVerdict and the
// searches start loading them in the background): callers that must see
// them wait on it. It is closed at once when neither applies to v.
func TablesLoaded(v rules.Variant) <-chan struct{} {
	if six.Applies(v) {
		return sixLoaded.done
	}
	if !tablesApply(v) {
		done := make(chan struct{})
		close(done)
		return done
	}
	k := 0
	if v.Diagonals {
		k = 1
	}
	return loaded[k].done
}

// solvedVerdict is TableVerdict in a solved game: there for any position
// the game can reach that the n-move rule does not cut short.
func solvedVerdict(t solution, p rules.Position) (Verdict, bool) {
	if p.Result().Over() || p.MoveLimitReached() {
		return Verdict{}, false
	}
	n, won, draw, ok := solvedTurns(t, p)
	if !ok || !draw && p.Rule50()+n > tableReach(p.Variant()) {
		return Verdict{}, false
	}
	return turnsVerdict(p.SideToMove(), n, won, draw), true
}

// solvedTurns is tableTurns in a solved game: a position owing a removal
// takes the best of its removals.
func solvedTurns(t solution, p rules.Position) (turns int, won, draw, ok bool) {
	if p.PendingRemovals() == 0 {
		n, w, l, ok := t.probe(&p)
		return n, w, ok && !w && !l, ok
	}
	return removalTurns(p, func(c rules.Position) (int, bool, bool, bool) { return solvedTurns(t, c) })
}
