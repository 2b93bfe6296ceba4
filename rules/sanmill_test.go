package rules_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/ninemen/morris/rules"
)

// Game records that Sanmill wrote, copied from its issue tracker
// (github.com/calcitem/Sanmill) as its move list shows them.
const (
	// sanmillIssue838 is the first record of issue #838 "Avoid threefold
	// repetition": after the last placement (9... d5) the men shuttle
	// e3-e4 and a7-a4, and Sanmill declared the draw at 14. e3-e4.
	sanmillIssue838 = ` 1.    b4    d2
 2.    d6    f4
 3.    b6    d7
 4.    f6xf4    b2
 5.    f2    f4
 6.    g4    d3
 7.    d1    a7
 8.    g7    g1
 9.    e3    d5
10.    e3-e4    a7-a4
11.    e4-e3    a4-a7
12.    e3-e4    a7-a4
13.    e4-e3    a4-a7
14.    e3-e4
`
	// sanmillIssue273 is the start of the record of issue #273 "enfgame
	// giveup": Black's 9th placement, the 18th of the game, closes
	// c3-c4-c5 and removes d6.
	sanmillIssue273 = ` 1.     b4    f4
 2.     d6    f6
 3.     f2    d2
 4.     a7    d7
 5.     a4    c4
 6.     a1xc4    c4
 7.     d3    e4
 8.     g4    c5
 9.     b2    c3xd6
`
)

// TestSanmillRepetition: Sanmill counts repetitions only among positions
// reached by slides since the last placement or removal, so the game of
// issue #838 goes on after the position that followed the last placement
// comes back twice, and is drawn at 14. e3-e4. Counting the position after
// the placement too ends it one ply earlier, and the import then fails at
// that ply, saying why.
func TestSanmillRepetition(t *testing.T) {
	rec, err := rules.ParseRecord(sanmillIssue838)
	if err != nil {
		t.Fatal(err)
	}
	want := rules.Result{Outcome: rules.Draw, Reason: rules.Repetition}
	if got := rec.Game.Result(); got != want || rec.Game.Ply() != 28 {
		t.Errorf("result %v after %d plies, want %v after 28", got, rec.Game.Ply(), want)
	}
	// Sanmill marks the finished game in its FEN (phase o), the side to
	// move and everything else as they stand; 28 plies, Black to move.
	if got, want := rec.Game.FEN(), "@*O*@***/OO@O@@OO/@OO@O**@ b o s 9 0 8 0 0 0 0 0 0 0 0 9 14"; got != want {
		t.Errorf("final FEN\n got %s\nwant %s", got, want)
	}
	v := rules.NineMensMorris()
	v.RepetitionCountsProgress = true
	_, err = rules.ParseRecordAs(sanmillIssue838, v)
	var re *rules.RecordError
	if !errors.As(err, &re) || !errors.Is(err, rules.ErrGameOver) || re.Line != 14 || re.Token != "e3-e4" {
		t.Fatalf("counting the position after the placement: %v, want the game over at 14. e3-e4", err)
	}
	if !strings.Contains(err.Error(), "threefold repetition") {
		t.Errorf("error %q does not say which rule ended the game", err)
	}
}

// TestSanmillMoveLimitOnMill: when the ply that reaches the n-move limit
// closes a mill, Sanmill declares the draw on that ply, before the removal
// (check_if_game_is_over in src/position.cpp looks at the count first);
// MoveLimitAfterRemoval makes the removal first, which restarts the count.
func TestSanmillMoveLimitOnMill(t *testing.T) {
	// White slides d2-d1 to close a1-d1-g1 on the 100th ply without a
	// placement or removal.
	s := setup{white: "a1 g1 d2 b4", black: "d7 g7 f6 b6", toMove: rules.White}
	fen := strings.Replace(s.fen(), " 0 0 0 0 0 0 0 1", " 0 0 0 0 0 0 99 50", 1)
	for _, after := range []bool{false, true} {
		v := rules.NineMensMorris()
		v.MoveLimitAfterRemoval = after
		p, err := rules.ParseFEN(fen, v)
		if err != nil {
			t.Fatal(err)
		}
		g := rules.NewGameFrom(p)
		playGame(t, g, "d2-d1")
		now := g.Position()
		draw := rules.Result{Outcome: rules.Draw, Reason: rules.MoveLimit}
		if !after {
			if g.Result() != draw || now.PendingRemovals() != 1 {
				t.Errorf("Sanmill's rule: %v with %d removals owed, want a draw on the slide", g.Result(), now.PendingRemovals())
			}
			// Over, with the removal still owed: phase o, action r.
			if f := strings.Fields(g.FEN()); f[2] != "o" || f[3] != "r" || f[8] != "1" || f[15] != "100" {
				t.Errorf("FEN of the drawn game %q", g.FEN())
			}
			continue
		}
		if g.Result().Over() {
			t.Fatalf("removal first: over on the slide: %v", g.Result())
		}
		playGame(t, g, "xd7")
		if now = g.Position(); g.Result().Over() || now.Rule50() != 0 {
			t.Errorf("removal first: %v, rule50 %d after the removal", g.Result(), now.Rule50())
		}
	}
}

// TestSanmillFEN holds FEN to the strings Sanmill writes. The start FEN is
// taken from Sanmill's tests (src/ui/flutter_app/test/game/
// position_fen_validation_test.dart); the others are the positions of
// Sanmill's own games (issues #838 and #273, and the export in
// testdata/records/sanmill_export.pgn), written out by hand field by field
// as Position::fen() in Sanmill's src/position.cpp writes them: the last
// field 1 + (gamePly - (Black to move)) / 2 over every ply, each removal
// its own; phase p with action r while the last placement's removal is
// owed; the winner to move with action r and its removal owed at a win
// by reduction.
func TestSanmillFEN(t *testing.T) {
	tests := []struct {
		name, record string
		plies        int
		fen          string
	}{
		{"start", "", 0, "********/********/******** w p p 0 9 0 9 0 0 0 0 0 0 0 0 1"},
		// 18 placements and a removal: 19 plies, White to move.
		{"#838 after the placements", sanmillIssue838, 19, "@**O@***/OO@O@@OO/@OO@O**@ w m s 9 0 8 0 0 0 0 0 0 0 0 0 10"},
		// 21 plies, White to move: 1 + 21/2.
		{"#838 two slides on", sanmillIssue838, 21, "@*O*@***/OO@O@@OO/@OO@O*@* w m s 9 0 8 0 0 0 0 0 0 0 0 2 11"},
		// The 18th placement closed a mill: still phase p, action r,
		// no men in hand; 19 plies, Black to move: 1 + 18/2.
		{"#273 last placement closes a mill", sanmillIssue273, 19, "**@*O@@@/O@@O@OO*/@*O**OOO b p r 9 0 8 0 0 1 0 0 0 0 0 0 10"},
		{"#273 after its removal", sanmillIssue273, 20, "**@*O@@@/*@@O@OO*/@*O**OOO w m s 8 0 8 0 0 0 0 0 0 0 0 0 11"},
		// Won by the removal xd5 at ply 68: White stays to move, owing it.
		{"export won by reduction", "sanmill_export.pgn", 68, "*OOO**O*/**O*@*O*/**O**@OO w o r 9 0 2 0 1 0 0 0 0 0 0 0 35"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := rules.NewGame(rules.NineMensMorris())
			if tt.record != "" {
				text := tt.record
				if strings.HasSuffix(text, ".pgn") {
					text = ntReadFile(t, text)
				}
				rec, err := rules.ParseRecord(text)
				if err != nil {
					t.Fatal(err)
				}
				g = rec.Game
			}
			p := g.PositionAt(tt.plies)
			if got := p.FEN(); got != tt.fen {
				t.Errorf("FEN\n got %s\nwant %s", got, tt.fen)
			}
			q, err := rules.ParseFEN(tt.fen, rules.NineMensMorris())
			if err != nil {
				t.Fatalf("ParseFEN of Sanmill's string: %v", err)
			}
			if !q.Equal(p) || q.FEN() != tt.fen {
				t.Errorf("Sanmill's string reads as\n%v\nwant\n%v", &q, &p)
			}
			if q.Result() != p.Result() {
				t.Errorf("read back: result %v, want %v", q.Result(), p.Result())
			}
		})
	}
}

// TestSanmillFENPlacingRemovalPlays: the position Sanmill writes when the
// last placement closes a mill is one to play on from: the removal, then
// the moving phase.
func TestSanmillFENPlacingRemovalPlays(t *testing.T) {
	p, err := rules.ParseFEN("**@*O@@@/O@@O@OO*/@*O**OOO b p r 9 0 8 0 0 1 0 0 0 0 0 0 10", rules.NineMensMorris())
	if err != nil {
		t.Fatal(err)
	}
	g := rules.NewGameFrom(p)
	playGame(t, g, "xd6")
	after := g.Position()
	if got, want := after.FEN(), "**@*O@@@/*@@O@OO*/@*O**OOO w m s 8 0 8 0 0 0 0 0 0 0 0 0 11"; got != want {
		t.Errorf("after the removal\n got %s\nwant %s", got, want)
	}
}

// TestSanmillFENTwoMillsPhase: under one removal per mill, Sanmill's phase
// field is the phase its Position holds (src/position.cpp: put_piece
// leaves phase placing while the last placement's removals are owed, and
// remove_piece turns it to moving only when the last of them is made; a
// slide never changes it back). So after the first of two removals a
// slide earned, the FEN says m; after the first of two the last placement
// earned, p. Both have no men in hand and rule50 0, and each reads back as
// itself.
func TestSanmillFENTwoMillsPhase(t *testing.T) {
	v := rules.OneRemovalPerMill()
	v.Diagonals = true
	black := "d7 g7 b6 d6 e5 c5 g4 f4 c4"
	tests := []struct {
		name   string
		s      setup
		moves  []string
		phases string // phase letter after each move
	}{
		// b2-a1 closes a1-d1-g1 and a1-a4-a7 (b2 leaves the diagonal).
		{"slide", setup{white: "d1 g1 a4 a7 b2", black: black, toMove: rules.White, rule50: 7},
			[]string{"b2-a1", "xd7", "xg7"}, "mmm"},
		// The ninth man closes both lines from the hand.
		{"last placement", setup{white: "d1 g1 a4 a7 b2", black: black, handW: 1, toMove: rules.White},
			[]string{"a1", "xd7", "xg7"}, "ppm"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := tt.s.game(t, v)
			for i, mv := range tt.moves {
				playGame(t, g, mv)
				fen := g.FEN()
				f := strings.Fields(fen)
				if f[2] != tt.phases[i:i+1] {
					t.Errorf("after %s: phase %s, want %s (%s)", mv, f[2], tt.phases[i:i+1], fen)
				}
				p, err := rules.ParseFEN(fen, v)
				if err != nil {
					t.Fatalf("after %s: %v", mv, err)
				}
				if now := g.Position(); !p.Equal(now) || p.FEN() != fen {
					t.Errorf("after %s: %s reads back as %s", mv, fen, p.FEN())
				}
			}
			// After the first removal: one owed, the counter at 0.
			p := g.PositionAt(g.Ply() - 1)
			if f := strings.Fields(p.FEN()); f[3] != "r" || f[8] != "1" || f[15] != "0" {
				t.Errorf("between the removals: %s, want action r, 1 owed by White, rule50 0", p.FEN())
			}
		})
	}
}
