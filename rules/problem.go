package rules

import "fmt"

// ProblemKind is what is wrong with a text read as a game: a record, a
// PlayOK listing, a FEN, a move or a point. Each kind names the fields of
// Problem its sentence needs; the English sentence is the error's own
// Error text, and scenes/say words it in the player's language.
type ProblemKind uint8

const (
	// ProblemNone is the zero Problem's kind: nothing said.
	ProblemNone ProblemKind = iota

	// FENFieldCount: a FEN with M fields, not N.
	FENFieldCount
	// FENBoard: the board field, Text, is not three rings of 8 points.
	FENBoard
	// FENPointLetter: the letter Text at Point is not O, @ or *.
	FENPointLetter
	// FENSide: the side to move, Text, is not w or b.
	FENSide
	// FENPhase: the phase, Text, is not p, m or o.
	FENPhase
	// FENAction: the action, Text, is not p, s or r.
	FENAction
	// FENNotACount: a numeric field, Text, is not a count.
	FENNotACount
	// FENMoveNumber: the move number, N, is below 1.
	FENMoveNumber
	// FENMenOnBoard: Side has N men on the board, its field says M.
	FENMenOnBoard
	// FENTooManyMen: Side has N men on board and M in hand, more than Max.
	FENTooManyMen
	// FENTooFewMen: both sides have fewer than N men.
	FENTooFewMen
	// FENOtherOwes: a removal is owed by the side not to move.
	FENOtherOwes
	// FENTooManyRemovals: N removals owed, more than 3.
	FENTooManyRemovals
	// FENOneRemoval: N removals owed where the variant allows one a turn.
	FENOneRemoval
	// FENActionRemovals: the action, Text, disagrees with N removals owed.
	FENActionRemovals
	// FENNothingToRemove: a removal is owed and no man can be removed.
	FENNothingToRemove
	// FENMovingInHand: the moving phase with men still in hand.
	FENMovingInHand
	// FENPlacingNoHand: the placing phase with no men in hand and no
	// removal owed.
	FENPlacingNoHand
	// FENPlaceNoHand: action p for a side with no men in hand.
	FENPlaceNoHand
	// FENMustPlace: action s for a side that must place.
	FENMustPlace

	// PointShape: Text is not a column and a row, like d6.
	PointShape
	// PointOffBoard: Text names no point of the board.
	PointOffBoard
	// PointPlayOK: Text is not a PlayOK point number 1-24.
	PointPlayOK

	// MoveEmpty: an empty move, in Notation.
	MoveEmpty
	// MoveRemoval: the removal Text, in Notation, names a bad point (the
	// error it wraps says which).
	MoveRemoval
	// MoveSlide: the move Text, in Notation, names a bad point.
	MoveSlide
	// MoveSamePoint: the move Text, in Notation, leaves a man where it is.
	MoveSamePoint
	// MovePlacement: the placement Text, in Notation, names a bad point.
	MovePlacement
	// TurnEmpty: an empty turn, in Notation.
	TurnEmpty
	// TurnRemoval: a removal in the turn Text, in Notation, names a bad
	// point.
	TurnRemoval

	// RecordComment: a { comment never closed.
	RecordComment
	// RecordAnnotation: a $ with no number after it.
	RecordAnnotation
	// RecordBracket: the closing bracket Text without its opening one.
	RecordBracket
	// RecordVariation: a ( variation never closed.
	RecordVariation
	// TagNoName: a tag pair with no name after [.
	TagNoName
	// TagValueOpen: a tag pair whose quoted value does not close on its
	// line.
	TagValueOpen
	// TagNoClose: a tag pair with no ] after its value.
	TagNoClose
	// RecordTagAfterMoves: a tag pair after the moves.
	RecordTagAfterMoves
	// RecordNotARecord: no moves, no position and no result (the error
	// is ErrNotARecord).
	RecordNotARecord
	// RecordUnknownVariant: the Variant tag, Text, names no preset.
	RecordUnknownVariant
	// RecordMovesAfterResult: moves after the result token.
	RecordMovesAfterResult
	// RecordResultMismatch: the record says Text, the moves end in Result.
	RecordResultMismatch
	// RecordPlayOKHint: a word that reads as PlayOK's notation in a
	// record that is no PlayOK listing; the error it wraps says what is
	// wrong.
	RecordPlayOKHint
	// RecordTextAfterFEN: more text after a bare FEN's line.
	RecordTextAfterFEN

	// IllegalNotAMove: the move is no move at all.
	IllegalNotAMove
	// IllegalMustRemove: Side must first remove a man.
	IllegalMustRemove
	// IllegalNoMill: a removal with no mill formed.
	IllegalNoMill
	// IllegalNoManToRemove: no man of Side's on Point to remove.
	IllegalNoManToRemove
	// IllegalInMill: the man on Point stands in a mill and others do not.
	IllegalInMill
	// IllegalPass: a pass by a side that can move.
	IllegalPass
	// IllegalNotEmpty: Point is not empty.
	IllegalNotEmpty
	// IllegalNoneInHand: Side has no men left to place.
	IllegalNoneInHand
	// IllegalMustPlace: Side must place while it has men in hand.
	IllegalMustPlace
	// IllegalNoOwnMan: no man of Side's on From.
	IllegalNoOwnMan
	// IllegalNotNext: Point is not next to From.
	IllegalNotNext
	// IllegalShuttle: under RestrictRepeatedMills, the man on From just
	// closed a mill and may not go straight back to Point to close one
	// again.
	IllegalShuttle
)

// Problem is why a text could not be read as a game, as facts that can
// be worded in any language: its Kind and the fields the kind names.
type Problem struct {
	Kind ProblemKind
	// Text is the offending text: a field, a token, a tag's value, a
	// letter.
	Text string
	// Point and From are points the problem is about.
	Point, From Point
	// Side is the side the problem is about.
	Side Color
	// N, M and Max are the numbers the problem is about.
	N, M, Max int
	// Notation is the notation of a move or turn.
	Notation Notation
	// Result is the result the moves end in (RecordResultMismatch).
	Result Result
}

// ProblemError is an error of reading with its Problem: a record's, a
// move's, a point's. Err is the error in English, which Error gives and
// which wraps what the problem rests on: a sentinel such as
// ErrUnknownVariant, or the error of a point inside a move.
type ProblemError struct {
	Problem Problem
	Err     error
}

func (e *ProblemError) Error() string { return e.Err.Error() }

// Unwrap gives the English error, and through it what it wraps.
func (e *ProblemError) Unwrap() error { return e.Err }

// problemf is a *ProblemError for pr, its English made by fmt.Errorf.
func problemf(pr Problem, format string, args ...any) error {
	return &ProblemError{pr, fmt.Errorf(format, args...)}
}
