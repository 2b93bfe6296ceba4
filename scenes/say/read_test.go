package say_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/ninemen/morris/lang"
	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes/say"
)

// start is the standard start position's FEN with the given fields
// after the board (side, phase, action and the 13 counts).
func start(rest string) string { return "********/********/******** " + rest }

// endedGame is a record of a whole game, played by a fixed rule of
// thumb, and the result it ends in.
func endedGame(t *testing.T) (string, rules.Result) {
	g := rules.NewGame(rules.NineMensMorris())
	var words []string
	for ply := 0; !g.Result().Over(); ply++ {
		if ply > 2000 {
			t.Fatal("no game ended")
		}
		p := g.Position()
		moves := p.LegalMoves(nil)
		m := moves[(ply*13+5)%len(moves)]
		words = append(words, m.String())
		g.Play(m)
	}
	return strings.Join(words, " "), g.Result()
}

// kinds returns the Problem kinds in err's chain.
func kinds(err error) []rules.ProblemKind {
	var out []rules.ProblemKind
	for ; err != nil; err = errors.Unwrap(err) {
		switch e := err.(type) {
		case *rules.FENError:
			out = append(out, e.Problem.Kind)
		case *rules.IllegalMoveError:
			out = append(out, e.Problem.Kind)
		case *rules.ProblemError:
			out = append(out, e.Problem.Kind)
		}
	}
	return out
}

// In English, ReadError words every reading error as its Error does, the
// result aside: it is worded as the result scene words it (Headline and
// Why), not as Result.String has it.
func TestReadErrorInEnglish(t *testing.T) {
	moving := "OOO*****/@@@*****/******** w m s 3 0 3 0 0 0 0 0 0 0 0 0 1"
	game, result := endedGame(t)
	won := "0-1"
	if w, ok := result.Winner(); ok && w == rules.Black {
		won = "1-0"
	}
	read := func(text string) func() error {
		return func() error { _, err := rules.ReadGame(text); return err }
	}
	fen := func(fen string, v rules.Variant) func() error {
		return func() error { _, err := rules.ParseFEN(fen, v); return err }
	}
	record := func(text string) func() error {
		return func() error { _, err := rules.ParseRecord(text); return err }
	}
	playOK := func(text string) func() error {
		return func() error { _, err := rules.ParsePlayOK(text); return err }
	}
	move := func(n rules.Notation, s string) func() error {
		return func() error { _, err := n.ParseMove(s); return err }
	}
	turn := func(n rules.Notation, s string) func() error {
		return func() error { _, err := n.ParseTurn(s); return err }
	}
	tests := []struct {
		kind rules.ProblemKind
		err  func() error
	}{
		{rules.FENFieldCount, read("********/********/******** w")},
		{rules.FENFieldCount, read(start("w p p 0 9"))},
		{rules.FENBoard, read("****/****/**** w p p 0 9 0 9 0 0 0 0 0 0 0 0 1")},
		{rules.FENPointLetter, read("***x****/********/******** w p p 0 9 0 9 0 0 0 0 0 0 0 0 1")},
		{rules.FENSide, read(start("x p p 0 9 0 9 0 0 0 0 0 0 0 0 1"))},
		{rules.FENPhase, read(start("w q p 0 9 0 9 0 0 0 0 0 0 0 0 1"))},
		{rules.FENAction, read(start("w p q 0 9 0 9 0 0 0 0 0 0 0 0 1"))},
		{rules.FENNotACount, read(start("w p p a 9 0 9 0 0 0 0 0 0 0 0 1"))},
		{rules.FENMoveNumber, read(start("w p p 0 9 0 9 0 0 0 0 0 0 0 0 0"))},
		{rules.FENMenOnBoard, read(start("w p p 1 9 0 9 0 0 0 0 0 0 0 0 1"))},
		{rules.FENMenOnBoard, read(start("w p p 0 9 1 9 0 0 0 0 0 0 0 0 1"))},
		{rules.FENTooManyMen, fen(start("w p p 0 10 0 9 0 0 0 0 0 0 0 0 1"), rules.NineMensMorris())},
		{rules.FENTooManyMen, fen(start("w p p 0 9 0 10 0 0 0 0 0 0 0 0 1"), rules.NineMensMorris())},
		{rules.FENTooFewMen, read(start("w p p 0 2 0 2 0 0 0 0 0 0 0 0 1"))},
		{rules.FENOtherOwes, read(start("w p p 0 9 0 9 0 1 0 0 0 0 0 0 1"))},
		{rules.FENTooManyRemovals, read(start("w p r 0 9 0 9 4 0 0 0 0 0 0 0 1"))},
		{rules.FENOneRemoval, fen(start("w p r 0 9 0 9 2 0 0 0 0 0 0 0 1"), rules.NineMensMorris())},
		{rules.FENActionRemovals, read(start("w p p 0 9 0 9 1 0 0 0 0 0 0 0 1"))},
		{rules.FENNothingToRemove, read(start("w p r 0 9 0 9 1 0 0 0 0 0 0 0 1"))},
		{rules.FENMovingInHand, read(start("w m s 0 9 0 9 0 0 0 0 0 0 0 0 1"))},
		{rules.FENPlacingNoHand, read("OOO*****/@@@*****/******** w p p 3 0 3 0 0 0 0 0 0 0 0 0 1")},
		{rules.FENPlaceNoHand, read("OOO*****/@@@*****/******** w m p 3 0 3 0 0 0 0 0 0 0 0 0 1")},
		{rules.FENMustPlace, fen(start("w p s 0 9 0 9 0 0 0 0 0 0 0 0 1"), rules.NineMensMorris())},
		{rules.FENSide, read("[FEN \"" + start("x p p 0 9 0 9 0 0 0 0 0 0 0 0 1") + "\"]\n1. d6")},

		{rules.PointShape, read("1. d6 q")},
		{rules.PointOffBoard, read("1. d6 z9")},
		{rules.PointPlayOK, playOK("1. 12 99")},

		{rules.MoveEmpty, move(rules.Standard, "")},
		{rules.MoveEmpty, move(rules.PlayOKNumbers, "")},
		{rules.MoveRemoval, move(rules.Standard, "xz9")},
		{rules.MoveRemoval, move(rules.PlayOKNumbers, "x99")},
		{rules.MoveSlide, read("1. a1-z9")},
		{rules.MoveSlide, playOK("1. 1-99")},
		{rules.MoveSamePoint, read("1. a1-a1")},
		{rules.MoveSamePoint, playOK("1. 1-1")},
		{rules.MovePlacement, read("1. d6 q")},
		{rules.MovePlacement, playOK("1. 12 99")},
		{rules.TurnEmpty, turn(rules.Standard, "")},
		{rules.TurnEmpty, turn(rules.PlayOKNumbers, "")},
		{rules.TurnRemoval, read("1. d6xz9")},
		{rules.TurnRemoval, playOK("1. 5x99")},

		{rules.RecordComment, read("1. d6 {oops")},
		{rules.RecordComment, read("1. d6 (d5 {oops")},
		{rules.RecordAnnotation, read("1. d6 $x")},
		{rules.RecordBracket, read("1. d6 }")},
		{rules.RecordVariation, read("1. d6 (d5")},
		{rules.TagNoName, record("[ \"x\"]\n1. d6")},
		{rules.TagValueOpen, record("[Event \"x]\n1. d6")},
		{rules.TagNoClose, record("[Event \"x\" y\n1. d6")},
		{rules.RecordTagAfterMoves, read("1. d6 d5\n[Event \"x\"]")},
		{rules.RecordNotARecord, read("[Event \"x\"]")},
		{rules.RecordNotARecord, read("")},
		{rules.RecordUnknownVariant, read("[Variant \"Chess\"]\n1. d6")},
		{rules.RecordMovesAfterResult, read("1. d6 d5 1-0 2. b6")},
		{rules.RecordResultMismatch, read(game + " " + won)},
		{rules.RecordResultMismatch, record("[Result \"" + won + "\"]\n" + game)},
		{rules.RecordPlayOKHint, record("1. d6 5")},
		{rules.RecordTextAfterFEN, read(start("w p p 0 9 0 9 0 0 0 0 0 0 0 0 1") + "\nmore")},

		{rules.IllegalNotAMove, func() error { return rules.NewGame(rules.NineMensMorris()).Play(rules.Move(0)) }},
		{rules.IllegalMustRemove, read("1. d6 d5 2. b6 d3 3. f6 a1")},
		{rules.IllegalMustRemove, read("1. a1 d6 2. d5 b6 3. d3 f6 4. a4 a7")},
		{rules.IllegalNoMill, read("1. xd6")},
		{rules.IllegalNoManToRemove, read("1. d6 d5 2. b6 d3 3. f6xa1")},
		{rules.IllegalNoManToRemove, read("1. a1 d6 2. d5 b6 3. d3 f6xa7")},
		{rules.IllegalInMill, read("1. d6 a7 2. b6 d7 3. a1 g7xa1 4. a4 d2 5. f6xd7")},
		{rules.IllegalPass, read("1. pass")},
		{rules.IllegalNotEmpty, read("1. d6 d6")},
		{rules.IllegalNoneInHand, read("[FEN \"" + moving + "\"]\n1. d2")},
		{rules.IllegalNoneInHand, read("[FEN \"" + strings.Replace(moving, " w ", " b ", 1) + "\"]\n1... d2")},
		{rules.IllegalMustPlace, read("1. d6 d5 2. d6-d7")},
		{rules.IllegalMustPlace, read("1. d6 d5 2. b6 d5-d7")},
		{rules.IllegalNoOwnMan, read("[FEN \"" + moving + "\"]\n1. d2-d1")},
		{rules.IllegalNoOwnMan, read("[FEN \"" + strings.Replace(moving, " w ", " b ", 1) + "\"]\n1... d2-d1")},
		{rules.IllegalNotNext, read("[FEN \"OOOO****/@@@*****/******** w m s 4 0 3 0 0 0 0 0 0 0 0 0 1\"]\n1. d5-c3")},
		{rules.IllegalShuttle, record("[Variant \"Morabaraba\"]\n[FEN \"***@O**@/**@**O*O/@@***OOO w m s 6 0 5 0 0 0 0 0 0 0 0 0 1\"]\n[SetUp \"1\"]\n\n1. a4-b4xg7 f4-g4 2. b4-a4")},
	}
	en := lang.New(lang.English)
	seen := map[rules.ProblemKind]bool{}
	for _, tt := range tests {
		err := tt.err()
		if err == nil {
			t.Errorf("%d: no error", tt.kind)
			continue
		}
		ks := kinds(err)
		found := false
		for _, k := range ks {
			found = found || k == tt.kind
		}
		if !found {
			t.Errorf("%d: %v has kinds %v", tt.kind, err, ks)
			continue
		}
		seen[tt.kind] = true
		want := err.Error()
		var mismatch *rules.ProblemError
		var over *rules.GameOverError
		switch {
		case errors.As(err, &mismatch) && mismatch.Problem.Kind == rules.RecordResultMismatch:
			r := mismatch.Problem.Result
			want = strings.Replace(want, r.String(), say.Headline(en, r)+": "+say.Why(en, r), 1)
		case errors.As(err, &over):
			r := over.Result
			want = strings.Replace(want, r.String(), say.Headline(en, r)+": "+say.Why(en, r), 1)
		}
		// The player is not told which function of the rules to call.
		want = strings.Replace(want, ": pass the rules to ParseRecordAs", ": the game does not know these rules", 1)
		want = strings.Replace(want, " (a PlayOK listing? ParsePlayOK reads those)", " (is it a PlayOK listing?)", 1)
		if got := say.ReadError(en, err); got != want {
			t.Errorf("%d:\n got %q\nwant %q", tt.kind, got, want)
		}
		// Every language says it whole: no id, no field left empty.
		for _, lg := range lang.All() {
			got := say.ReadError(lang.New(lg.Code), err)
			if strings.Contains(got, "read.") || strings.Contains(got, "<no value>") {
				t.Errorf("%d in %s: %q", tt.kind, lg.Code, got)
			}
		}
	}
	// The kinds run from FENFieldCount to IllegalShuttle.
	for k := rules.FENFieldCount; k <= rules.IllegalShuttle; k++ {
		if !seen[k] {
			t.Errorf("kind %d has no case", k)
		}
	}
	// A game over, and an error ReadError does not know.
	if _, err := rules.ReadGame(game + " d6"); !errors.Is(err, rules.ErrGameOver) {
		t.Errorf("a move after the end: %v", err)
	} else if got := say.ReadError(en, err); !strings.Contains(got, "the game is over: "+say.Headline(en, result)) {
		t.Errorf("a move after the end: %q", got)
	}
	other := errors.New("disk on fire")
	if got := say.ReadError(en, other); got != other.Error() {
		t.Errorf("ReadError(%v) = %q", other, got)
	}
	if got := say.ReadError(en, nil); got != "" {
		t.Errorf("ReadError(nil) = %q", got)
	}
}
