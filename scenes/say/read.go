package say

import (
	"errors"
	"strconv"

	"github.com/ninemen/morris/lang"
	"github.com/ninemen/morris/rules"
)

// ReadError words why a text could not be read as a game (rules.ReadGame,
// ParseRecord, ParsePlayOK, ParseFEN, a move or a point): where, as a
// record's line, column and token or a FEN's field and column, and why,
// from the error's rules.Problem. In English it reads as err.Error(), but
// that a result is worded as Headline and Why word it. An error it does
// not know is said as err.Error(); "" for nil.
func ReadError(l *lang.Lang, err error) string {
	if err == nil {
		return ""
	}
	if re, ok := err.(*rules.RecordError); ok {
		why := readReason(l, re.Err)
		if re.Token == "" {
			return l.T("read.at.record", "Line", re.Line, "Col", re.Col, "Reason", why)
		}
		tok := re.Token
		if len(tok) > 40 {
			tok = tok[:40] + "..."
		}
		return l.T("read.at.record_token", "Line", re.Line, "Col", re.Col, "Token", strconv.Quote(tok), "Reason", why)
	}
	return readReason(l, err)
}

// readReason words the cause of a reading error.
func readReason(l *lang.Lang, err error) string {
	switch e := err.(type) {
	case *rules.FENError:
		if e.Problem.Kind == rules.ProblemNone {
			break
		}
		return l.T("read.at.fen", "Field", e.Field, "Column", e.Column, "Reason", problem(l, e.Problem, nil))
	case *rules.IllegalMoveError:
		if e.Problem.Kind == rules.ProblemNone {
			break
		}
		return l.T("read.illegal", "Move", e.Move.String(), "Ply", e.Ply, "Reason", problem(l, e.Problem, nil))
	case *rules.GameOverError:
		return l.T("read.game_over", "Result", readResult(l, e.Result))
	case *rules.ProblemError:
		if s := problem(l, e.Problem, errors.Unwrap(e.Err)); s != "" {
			return s
		}
	}
	return err.Error()
}

// readResult words a result as a sentence: the headline, and why.
func readResult(l *lang.Lang, r rules.Result) string {
	why := Why(l, r)
	if why == "" {
		return Headline(l, r)
	}
	return l.T("read.result", "Headline", Headline(l, r), "Why", why)
}

// problem words one problem of reading; cause is the error it rests on
// (a bad point inside a move), worded where the sentence says it. It is
// "" for a kind it does not know.
func problem(l *lang.Lang, pr rules.Problem, cause error) string {
	text := strconv.Quote(pr.Text)
	reason := func() string {
		if cause == nil {
			return ""
		}
		return readReason(l, cause)
	}
	playOK := pr.Notation == rules.PlayOKNumbers
	switch pr.Kind {
	case rules.FENFieldCount:
		return l.T("read.fen.field_count", "Want", pr.N, "Found", pr.M)
	case rules.FENBoard:
		return l.T("read.fen.board", "Text", text)
	case rules.FENPointLetter:
		return l.T("read.fen.point_letter", "Point", pr.Point.String(), "Text", quoteRune(pr.Text))
	case rules.FENSide:
		return l.T("read.fen.side", "Text", text)
	case rules.FENPhase:
		return l.T("read.fen.phase", "Text", text)
	case rules.FENAction:
		return l.T("read.fen.action", "Text", text)
	case rules.FENNotACount:
		return l.T("read.fen.not_a_count", "Text", text)
	case rules.FENMoveNumber:
		return l.T("read.fen.move_number", "N", pr.N)
	case rules.FENMenOnBoard:
		return l.T(bySide(pr.Side, "read.fen.men_on_board.white", "read.fen.men_on_board.black"), "OnBoard", pr.N, "Says", pr.M)
	case rules.FENTooManyMen:
		return l.T(bySide(pr.Side, "read.fen.too_many_men.white", "read.fen.too_many_men.black"), "OnBoard", pr.N, "InHand", pr.M, "Max", pr.Max)
	case rules.FENTooFewMen:
		return l.T("read.fen.too_few_men", "Min", pr.N)
	case rules.FENOtherOwes:
		return l.T("read.fen.other_owes")
	case rules.FENTooManyRemovals:
		return l.T("read.fen.too_many_removals", "Owed", pr.N)
	case rules.FENOneRemoval:
		return l.T("read.fen.one_removal", "Owed", pr.N)
	case rules.FENActionRemovals:
		return l.T("read.fen.action_removals", "Text", text, "Owed", pr.N)
	case rules.FENNothingToRemove:
		return l.T("read.fen.nothing_to_remove")
	case rules.FENMovingInHand:
		return l.T("read.fen.moving_in_hand")
	case rules.FENPlacingNoHand:
		return l.T("read.fen.placing_no_hand")
	case rules.FENPlaceNoHand:
		return l.T("read.fen.place_no_hand")
	case rules.FENMustPlace:
		return l.T("read.fen.must_place")

	case rules.PointShape:
		return l.T("read.point.shape", "Text", text)
	case rules.PointOffBoard:
		return l.T("read.point.off_board", "Text", text)
	case rules.PointPlayOK:
		return l.T("read.point.playok", "Text", text)

	case rules.MoveEmpty:
		return l.T(byNotation(playOK, "read.move.empty.standard", "read.move.empty.playok"))
	case rules.MoveRemoval:
		return l.T(byNotation(playOK, "read.move.removal.standard", "read.move.removal.playok"), "Text", text, "Reason", reason())
	case rules.MoveSlide:
		return l.T(byNotation(playOK, "read.move.slide.standard", "read.move.slide.playok"), "Text", text, "Reason", reason())
	case rules.MoveSamePoint:
		return l.T(byNotation(playOK, "read.move.same_point.standard", "read.move.same_point.playok"), "Text", text)
	case rules.MovePlacement:
		return l.T(byNotation(playOK, "read.move.placement.standard", "read.move.placement.playok"), "Text", text, "Reason", reason())
	case rules.TurnEmpty:
		return l.T(byNotation(playOK, "read.turn.empty.standard", "read.turn.empty.playok"))
	case rules.TurnRemoval:
		return l.T(byNotation(playOK, "read.turn.removal.standard", "read.turn.removal.playok"), "Text", text, "Reason", reason())

	case rules.RecordComment:
		return l.T("read.record.comment")
	case rules.RecordAnnotation:
		return l.T("read.record.annotation")
	case rules.RecordBracket:
		return l.T("read.record.bracket", "Text", quoteRune(pr.Text))
	case rules.RecordVariation:
		return l.T("read.record.variation")
	case rules.TagNoName:
		return l.T("read.tag.no_name")
	case rules.TagValueOpen:
		return l.T("read.tag.value_open")
	case rules.TagNoClose:
		return l.T("read.tag.no_close")
	case rules.RecordTagAfterMoves:
		return l.T("read.record.tag_after_moves")
	case rules.RecordNotARecord:
		return l.T("read.record.not_a_record")
	case rules.RecordUnknownVariant:
		return l.T("read.record.unknown_variant", "Text", text)
	case rules.RecordMovesAfterResult:
		return l.T("read.record.moves_after_result")
	case rules.RecordResultMismatch:
		return l.T("read.record.result_mismatch", "Said", pr.Text, "Result", readResult(l, pr.Result))
	case rules.RecordPlayOKHint:
		return l.T("read.record.playok_hint", "Reason", reason())
	case rules.RecordTextAfterFEN:
		return l.T("read.record.text_after_fen")

	case rules.IllegalNotAMove:
		return l.T("read.illegal_why.not_a_move")
	case rules.IllegalMustRemove:
		return l.T(bySide(pr.Side, "read.illegal_why.must_remove.white", "read.illegal_why.must_remove.black"))
	case rules.IllegalNoMill:
		return l.T("read.illegal_why.no_mill")
	case rules.IllegalNoManToRemove:
		return l.T(bySide(pr.Side, "read.illegal_why.no_man_to_remove.white", "read.illegal_why.no_man_to_remove.black"), "Point", pr.Point.String())
	case rules.IllegalInMill:
		return l.T("read.illegal_why.in_mill", "Point", pr.Point.String())
	case rules.IllegalPass:
		return l.T("read.illegal_why.pass")
	case rules.IllegalNotEmpty:
		return l.T("read.illegal_why.not_empty", "Point", pr.Point.String())
	case rules.IllegalNoneInHand:
		return l.T(bySide(pr.Side, "read.illegal_why.none_in_hand.white", "read.illegal_why.none_in_hand.black"))
	case rules.IllegalMustPlace:
		return l.T(bySide(pr.Side, "read.illegal_why.must_place.white", "read.illegal_why.must_place.black"))
	case rules.IllegalNoOwnMan:
		return l.T(bySide(pr.Side, "read.illegal_why.no_own_man.white", "read.illegal_why.no_own_man.black"), "Point", pr.From.String())
	case rules.IllegalNotNext:
		return l.T("read.illegal_why.not_next", "Point", pr.Point.String(), "From", pr.From.String())
	case rules.IllegalShuttle:
		return l.T("read.illegal_why.shuttle", "Point", pr.Point.String(), "From", pr.From.String())
	}
	return ""
}

// byNotation is the message of the two for a notation.
func byNotation(playOK bool, standard, playOKID string) string {
	if playOK {
		return playOKID
	}
	return standard
}

// quoteRune quotes a single character as Go writes it: 'x'.
func quoteRune(s string) string {
	r := []rune(s)
	if len(r) != 1 {
		return strconv.Quote(s)
	}
	return strconv.QuoteRune(r[0])
}
