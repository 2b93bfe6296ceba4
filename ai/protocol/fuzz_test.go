package protocol_test

import (
	"strings"
	"testing"

	"github.com/ninemen/morris/ai/protocol"
)

// FuzzProtocol feeds arbitrary input: the engine must not panic (a
// recovered panic shows as "internal error"), must end at the end of
// input, and must write only well-formed lines.
func FuzzProtocol(f *testing.F) {
	for _, seed := range []string{
		"uci\nisready\nd\nquit\n",
		"position startpos moves d7 f4 g7 b4 a7xf4 e4\nd\nperft 2\n",
		"position fen " + millFEN + " moves xb4 e4\nd\n",
		"position fen " + flyingFEN + " moves a1-d1 a7-d7 d1-a1\nperft 2\n",
		"position fen " + lastMillFEN + " moves a7 xe4 d1\nd\n",
		"setoption name Variant value LaskerMorris\nposition startpos moves d6 f4 d6-d5\nperft 2\nd\n",
		"setoption name BlockedPlayerPasses value true\nsetoption name PiecesCount value 3\nposition startpos moves a1 a4 d1\nd\nperft 3\n",
		"setoption name MayRemoveFromMillsAlways value true\nsetoption name MayRemoveMultiple value true\nsetoption name HasDiagonalLines value true\n",
		"setoption name BothPlayersFly value true\nsetoption name FlyPieceCount value 12\nsetoption name MayFly value false\n",
		"setoption name NMoveRule value 0\nsetoption name ThreefoldRepetitionRule value false\n",
		"setoption name Variant value ThreeMensMorris\nposition startpos moves d4 c3 e5\nd\ngo depth 2\nsetoption name Board value SixteenPoints\n",
		"setoption name PiecesCount value 6\nsetoption name Board value SixteenPoints\nsetoption name MillWins value true\nposition startpos moves a1 d4\nperft 2\n",
		"go movetime 10 depth 3 infinite\nstop\ngo\nucinewgame\n",
		"go wtime 60000 btime 60000 winc 1000 binc 1000 movestogo 20\nposition startpos moves d6\ngo wtime 10 btime -5\n",
		"go wtime x btime 99999999999999999999 winc -1 movestogo 0 nodes 5 mate ponder searchmoves d6 a1-a4 foo depth\nstop\n",
		"setoption name SkillLevel value 1\nsetoption name MoveTime value 5\ngo\nposition startpos moves d7 f4 g7 f6 a7\ngo depth 2\nstop\nisready\n",
		"go infinite\nstop\nposition startpos moves d6\ngo infinite\nisready\nstop\nsetoption name SkillLevel value 0\n",
		"perft 1\nstop\nisready\nquit\nd\n",
		"perft 9\nisready\nposition startpos\nisready\n",
		"\n\r\n \t\x00\xff\nposition fen\nposition\nsetoption name\n",
		"position fen ********/********/******** w p p 0 9 0 9 0 0 0 0 0 0 0 0 1 moves d6",
		"position startpos moves a1-a4xg7xa7 xa4xb6 pass 0000 --\n",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, input string) {
		if tooSlow(input) {
			t.Skip("too many perfts for a fuzz run")
		}
		sessionText(t, input)
	})
}

// tooSlow spots inputs that ask for many perfts, which are slow rather
// than wrong. A deep perft is not slow: the end of the input stops it; but
// a perft of three plies or fewer always runs to its total.
func tooSlow(input string) bool {
	perfts := 0
	for _, l := range strings.Split(input, "\n") {
		f := strings.Fields(l)
		if len(f) >= 2 && strings.EqualFold(f[0], "perft") {
			perfts++
		}
	}
	return perfts > 4 || len(input) > 4*protocol.MaxLineBytes
}
