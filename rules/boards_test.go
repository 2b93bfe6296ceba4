package rules_test

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/ninemen/morris/rules"
)

// Start FENs of the smaller boards (see Position.FEN).
const (
	sixStartFEN   = "********/******** w p p 0 6 0 6 0 0 0 0 0 0 0 0 1"
	threeStartFEN = "********/* w p p 0 3 0 3 0 0 0 0 0 0 0 0 1"
	// threeMovingFEN has every man placed and no line: White d5 e4 c3,
	// Black e5 d3 c5, White to move.
	threeMovingFEN = "O@O*@O*@/* w m s 3 0 3 0 0 0 0 0 0 0 0 0 1"
	// sixMovingFEN is a moving-phase position with mills to close:
	// White b2 b4 d2 f4 a1 d7, Black b6 d6 f6 g1 g7 a7; f4-f2 closes
	// b2 d2 f2.
	sixMovingFEN = "@@O*OOO@/O@*@*O*@ w m s 6 0 6 0 0 0 0 0 0 0 0 0 1"
)

func threeNoDiagonals() rules.Variant {
	v := rules.ThreeMensMorris()
	v.Diagonals = false
	return v
}

func threeAnywhere() rules.Variant {
	v := rules.ThreeMensMorris()
	v.MayFly, v.FlyAt = true, 3
	return v
}

func threeWithRemovals() rules.Variant {
	v := rules.ThreeMensMorris()
	v.MillWins = false
	return v
}

// TestPerftBoards compares perft of the fast generator with the plain
// reference of reference_test.go on every board, from the start and from
// a position of the moving phase.
func TestPerftBoards(t *testing.T) {
	deep := scale(4, 6, 7)
	tests := []struct {
		name  string
		v     func() rules.Variant
		fen   string
		depth int
	}{
		{"Three Men's", rules.ThreeMensMorris, threeStartFEN, deep + 1},
		{"Three Men's, no diagonals", threeNoDiagonals, threeStartFEN, deep + 1},
		{"Three Men's, moving anywhere", threeAnywhere, threeStartFEN, deep + 1},
		{"Three Men's, mills remove", threeWithRemovals, threeStartFEN, deep + 1},
		{"Three Men's, moving", rules.ThreeMensMorris, threeMovingFEN, deep + 2},
		{"Three Men's, moving, no diagonals", threeNoDiagonals, threeMovingFEN, deep + 2},
		{"Six Men's", rules.SixMensMorris, sixStartFEN, deep - 1},
		{"Six Men's, moving", rules.SixMensMorris, sixMovingFEN, deep - 1},
		{"24 points", rules.NineMensMorris, rules.StartFEN, deep - 2},
		{"24 points, diagonals", rules.WithDiagonals, rules.StartFEN, deep - 2},
	}
	for _, tt := range tests {
		p, err := rules.ParseFEN(tt.fen, tt.v())
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		rp := refFromPosition(&p)
		for d := 1; d <= tt.depth; d++ {
			if got, want := rules.Perft(p, d), refPerft(rp, d); got != want {
				t.Errorf("%s: perft(%d) = %d, the reference counts %d", tt.name, d, got, want)
			}
		}
	}
}

// TestBoardFEN checks each board's FEN: the start position writes the
// board's own rings, round trips keep positions and text, and a FEN of
// another board is refused at its first field.
func TestBoardFEN(t *testing.T) {
	tests := []struct {
		v     rules.Variant
		start string
	}{
		{rules.NineMensMorris(), rules.StartFEN},
		{rules.WithDiagonals(), rules.StartFEN},
		{rules.SixMensMorris(), sixStartFEN},
		{rules.ThreeMensMorris(), threeStartFEN},
		{threeNoDiagonals(), threeStartFEN},
	}
	rng := rand.New(rand.NewPCG(26, 1))
	for _, tt := range tests {
		p := rules.NewPosition(tt.v)
		if got := p.FEN(); got != tt.start {
			t.Errorf("%s: start FEN %q, want %q", tt.v.Name, got, tt.start)
		}
		g := ntRandomGame(rng, tt.v, 300)
		for n := 0; n <= g.Ply(); n++ {
			p := g.PositionAt(n)
			q, err := rules.ParseFEN(p.FEN(), tt.v)
			if err != nil || !q.Equal(p) || q.FEN() != p.FEN() {
				t.Fatalf("%s: FEN %q reads back as %v, %v", tt.v.Name, p.FEN(), q.FEN(), err)
			}
		}
		for _, other := range []string{rules.StartFEN, sixStartFEN, threeStartFEN} {
			if other == tt.start {
				continue
			}
			_, err := rules.ParseFEN(other, tt.v)
			var fe *rules.FENError
			if !errors.As(err, &fe) || fe.Field != 1 {
				t.Errorf("%s: ParseFEN(%q) = %v, want an error in field 1", tt.v.Name, other, err)
			}
		}
	}
}

// TestLineOfThree plays Three Men's Morris's ending: the line wins at
// once, whether placed or moved into, and takes no man; with MillWins off
// the same line removes.
func TestLineOfThree(t *testing.T) {
	tests := []struct {
		name   string
		v      rules.Variant
		fen    string
		moves  string
		result rules.Result
	}{
		{"placed row", rules.ThreeMensMorris(), threeStartFEN, "c3 c5 d3 d5 e3",
			rules.Result{Outcome: rules.WhiteWins, Reason: rules.LineOfThree}},
		{"placed diagonal", rules.ThreeMensMorris(), threeStartFEN, "c3 c5 d4 d5 e5",
			rules.Result{Outcome: rules.WhiteWins, Reason: rules.LineOfThree}},
		{"no diagonal line without diagonals", threeNoDiagonals(), threeStartFEN, "c3 c5 d4 d5 e5", rules.Result{}},
		{"black's line", rules.ThreeMensMorris(), threeStartFEN, "c3 c5 e4 d5 d3 e5",
			rules.Result{Outcome: rules.BlackWins, Reason: rules.LineOfThree}},
		{"moved into a row", rules.ThreeMensMorris(), threeMovingFEN, "c3-c4 d3-c3 d5-d4",
			rules.Result{Outcome: rules.WhiteWins, Reason: rules.LineOfThree}},
		{"moving anywhere", threeAnywhere(), threeMovingFEN, "c3-e3 d3-d4 d5-c4", rules.Result{}},
	}
	for _, tt := range tests {
		p, err := rules.ParseFEN(tt.fen, tt.v)
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		g := rules.NewGameFrom(p)
		for _, m := range strings.Fields(tt.moves) {
			if err := g.PlayTurn(m); err != nil {
				t.Fatalf("%s: %s: %v", tt.name, m, err)
			}
		}
		if got := g.Result(); got != tt.result {
			t.Errorf("%s: result %v, want %v", tt.name, got, tt.result)
		}
		end := g.Position()
		if end.PendingRemovals() != 0 {
			t.Errorf("%s: a line of three owes a removal", tt.name)
		}
		if tt.result.Over() && len(g.LegalMoves()) != 0 {
			t.Errorf("%s: the game is won and has moves", tt.name)
		}
	}
	// The same line under MillWins off removes a man.
	p, _ := rules.ParseFEN(threeStartFEN, threeWithRemovals())
	playMoves(t, &p, "c3 c5 d3 d5 e3")
	if p.PendingRemovals() != 1 || p.Result().Over() {
		t.Errorf("mills remove: %d owed, result %v", p.PendingRemovals(), p.Result())
	}
}

// TestBoardPoints checks that moves off a board are neither legal nor
// read from a record of it.
func TestBoardPoints(t *testing.T) {
	three := rules.NewPosition(rules.ThreeMensMorris())
	for _, m := range []rules.Move{rules.Place(rules.A1), rules.Place(rules.D6)} {
		if three.IsLegal(m) {
			t.Errorf("%v is legal on the 9-point board", m)
		}
	}
	if !three.IsLegal(rules.Place(rules.D4)) {
		t.Error("d4 is not legal on the 9-point board")
	}
	nine := rules.NewPosition(rules.NineMensMorris())
	six := rules.NewPosition(rules.SixMensMorris())
	for _, p := range []rules.Position{nine, six} {
		if p.IsLegal(rules.Place(rules.D4)) {
			t.Errorf("%s: d4 is legal", p.Variant().Name)
		}
	}
	if six.IsLegal(rules.Place(rules.D5)) {
		t.Error("d5 is legal on the 16-point board")
	}
	g := rules.NewGame(rules.NineMensMorris())
	var ie *rules.IllegalMoveError
	if err := g.Play(rules.Place(rules.D4)); !errors.As(err, &ie) || !strings.Contains(err.Error(), "no such point") {
		t.Errorf("d4 on 24 points: %v", err)
	}
	_, err := rules.ParseRecord("[Variant \"Three Men's Morris\"]\n1. d4 a1")
	var re *rules.RecordError
	if !errors.As(err, &re) || re.Token != "a1" || errors.As(err, &ie) {
		t.Errorf("a1 in a Three Men's record: %v", err)
	}
}

// TestSmallBoardRecords writes random games of the smaller boards and
// reads them back by the Variant tag alone.
func TestSmallBoardRecords(t *testing.T) {
	rng := rand.New(rand.NewPCG(26, 2))
	for _, v := range rules.SmallBoardPresets() {
		for range 20 {
			g := ntRandomGame(rng, v, 200)
			var sb strings.Builder
			if err := rules.WriteRecord(&sb, g, nil); err != nil {
				t.Fatal(err)
			}
			rec, err := rules.ParseRecord(sb.String())
			if err != nil {
				t.Fatalf("%s: %v\n%s", v.Name, err, sb.String())
			}
			got := rec.Game.Position()
			if got.Variant() != v || !got.Equal(g.Position()) || rec.Game.Result() != g.Result() {
				t.Fatalf("%s: record reads back differently:\n%s", v.Name, sb.String())
			}
		}
	}
}

// TestBoardVariants checks Validate against the boards: men must fit,
// and the 16-point board has no diagonals.
func TestBoardVariants(t *testing.T) {
	tests := []struct {
		name string
		edit func(*rules.Variant)
		ok   bool
	}{
		{"Six Men's", func(v *rules.Variant) { *v = rules.SixMensMorris() }, true},
		{"eight men on 16 points", func(v *rules.Variant) { *v = rules.SixMensMorris(); v.Men = 8 }, true},
		{"nine men on 16 points", func(v *rules.Variant) { *v = rules.SixMensMorris(); v.Men = 9 }, false},
		{"16 points with diagonals", func(v *rules.Variant) { *v = rules.SixMensMorris(); v.Diagonals = true }, false},
		{"Three Men's", func(v *rules.Variant) { *v = rules.ThreeMensMorris() }, true},
		{"four men on 9 points", func(v *rules.Variant) { *v = rules.ThreeMensMorris(); v.Men = 4 }, true},
		{"five men on 9 points", func(v *rules.Variant) { *v = rules.ThreeMensMorris(); v.Men = 5 }, false},
		{"no such board", func(v *rules.Variant) { v.BoardKind = 7 }, false},
		{"twelve men on 24 points", func(v *rules.Variant) { v.Men = 12 }, true},
	}
	for _, tt := range tests {
		v := rules.NineMensMorris()
		tt.edit(&v)
		if err := v.Validate(); (err == nil) != tt.ok {
			t.Errorf("%s: Validate() = %v, want ok %v", tt.name, err, tt.ok)
		}
	}
	for _, v := range rules.SmallBoardPresets() {
		if got, ok := rules.PresetNamed(v.Name); !ok || got != v {
			t.Errorf("PresetNamed(%q) = %v, %v", v.Name, got.Name, ok)
		}
	}
}

// TestBoardShapes pins each board's size, lines, symmetries and the part
// of the grid it is drawn on.
func TestBoardShapes(t *testing.T) {
	tests := []struct {
		kind                    rules.BoardKind
		diagonals               bool
		size, lines, symmetries int
		minF, minR, maxF, maxR  int
	}{
		{rules.TwentyFourPoints, false, 24, 16, 16, 0, 0, 6, 6},
		{rules.TwentyFourPoints, true, 24, 20, 16, 0, 0, 6, 6},
		{rules.SixteenPoints, false, 16, 8, 8, 0, 0, 6, 6},
		{rules.NinePoints, false, 9, 6, 8, 2, 2, 4, 4},
		{rules.NinePoints, true, 9, 8, 8, 2, 2, 4, 4},
	}
	if n := len(rules.Boards()); n != len(tests) {
		t.Errorf("%d boards, want %d", n, len(tests))
	}
	if rules.BoardOf(rules.SixteenPoints, true) != nil {
		t.Error("a 16-point board with diagonals")
	}
	for _, tt := range tests {
		b := rules.BoardOf(tt.kind, tt.diagonals)
		minF, minR, maxF, maxR := b.Bounds()
		if b.Size() != tt.size || len(b.Lines()) != tt.lines || b.Symmetries() != tt.symmetries ||
			[4]int{minF, minR, maxF, maxR} != [4]int{tt.minF, tt.minR, tt.maxF, tt.maxR} {
			t.Errorf("%v diagonals %v: size %d, %d lines, %d symmetries, bounds %d %d %d %d",
				tt.kind, tt.diagonals, b.Size(), len(b.Lines()), b.Symmetries(), minF, minR, maxF, maxR)
		}
		if b.Kind() != tt.kind || b.Diagonals() != tt.diagonals {
			t.Errorf("%v diagonals %v: board says %v %v", tt.kind, tt.diagonals, b.Kind(), b.Diagonals())
		}
		for _, p := range b.Points().Points() {
			if q, err := b.ParsePoint(p.String()); err != nil || q != p {
				t.Errorf("%v: ParsePoint(%v) = %v, %v", tt.kind, p, q, err)
			}
		}
	}
}

// TestBoardText checks the text picture of each smaller board.
func TestBoardText(t *testing.T) {
	tests := []struct {
		v    rules.Variant
		fen  string
		want string
	}{
		{rules.ThreeMensMorris(), threeMovingFEN, "5 @-O-@\n  |\\|/|\n4 *-*-O\n  |/|\\|\n3 O-@-*\n  c d e\n"},
		{threeNoDiagonals(), threeMovingFEN, "5 @-O-@\n  | | |\n4 *-*-O\n  | | |\n3 O-@-*\n  c d e\n"},
		{rules.SixMensMorris(), sixMovingFEN, "7 @-----O-----@\n6 | @---@---@ |\n5 | |       | |\n" +
			"4 *-O       O-*\n3 | |       | |\n2 | O---O---* |\n1 O-----*-----@\n  a b c d e f g\n"},
	}
	for _, tt := range tests {
		p, err := rules.ParseFEN(tt.fen, tt.v)
		if err != nil {
			t.Fatal(err)
		}
		if got := p.String(); got != tt.want+tt.fen {
			t.Errorf("%s:\n%s\nwant\n%s%s", tt.v.Name, got, tt.want, tt.fen)
		}
	}
}
