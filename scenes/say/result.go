package say

import (
	"github.com/ninemen/morris/lang"
	"github.com/ninemen/morris/rules"
)

// Headline is the result as a player reads it first: "White wins", "A
// draw", "Game in progress".
func Headline(l *lang.Lang, r rules.Result) string {
	switch r.Outcome {
	case rules.Ongoing:
		return l.T("result.ongoing")
	case rules.Draw:
		return l.T("result.draw")
	}
	w, _ := r.Winner()
	return l.T(bySide(w, "result.wins.white", "result.wins.black"))
}

// Why is the reason for the result as one sentence, or "" where there is
// none to give (the game goes on, or was agreed or declared).
func Why(l *lang.Lang, r rules.Result) string {
	w, won := r.Winner()
	loser := w.Other()
	switch r.Reason {
	case rules.ReducedToTwo:
		if won {
			return l.T(bySide(loser, "result.why.two_men.white", "result.why.two_men.black"))
		}
	case rules.NoLegalMove:
		if won {
			return l.T(bySide(loser, "result.why.blocked.white", "result.why.blocked.black"))
		}
	case rules.Resigned:
		if won {
			return l.T(bySide(loser, "result.why.resigned.white", "result.why.resigned.black"))
		}
	case rules.OnTime:
		if won {
			return l.T(bySide(loser, "result.why.time.white", "result.why.time.black"))
		}
	case rules.Repetition:
		return l.T("result.why.repetition")
	case rules.MoveLimit:
		return l.T("result.why.move_limit")
	case rules.FullBoard:
		return l.T("result.why.full_board")
	case rules.BothBlocked:
		return l.T("result.why.both_blocked")
	case rules.LineOfThree:
		if won {
			return l.T(bySide(w, "result.why.line_of_three.white", "result.why.line_of_three.black"))
		}
	}
	return ""
}
