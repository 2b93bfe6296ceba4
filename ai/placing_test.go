package ai

import (
	"context"
	"strings"
	"testing"

	"github.com/ninemen/morris/rules"
)

// TestLostPlacement replays the placing phase of a game the Master lost
// as White at 100 ms a move against an independent engine (issue 12):
// at ply 13 it placed d5, scored +74, and was -92 two plies later; a
// five-second search prefers d7. At the depths it reaches in 100 ms on a
// loaded machine it must not place d5 again.
func TestLostPlacement(t *testing.T) {
	g := rules.NewGame(rules.NineMensMorris())
	for _, m := range strings.Fields("d6 f4 b4 b2 d2 c4 e3 g4 e4 e5 d3 d1") {
		if err := g.PlayTurn(m); err != nil {
			t.Fatal(err)
		}
	}
	for depth := 6; depth <= 9; depth++ {
		r, err := NewEngine(16).SearchGame(context.Background(), g, Options{Depth: depth})
		if err != nil {
			t.Fatal(err)
		}
		if r.Move.String() == "d5" {
			t.Errorf("depth %d: d5 (%+d), the placement that lost the game", depth, r.Info.Score)
		}
	}
}

// TestForcedBlock holds the placing phase's one extension to the replies
// it is meant for: a block of the other side's only mill threat by a side
// that has none of its own to close.
func TestForcedBlock(t *testing.T) {
	tests := []struct {
		name    string
		variant rules.Variant
		moves   string
		below   bool   // a level below the Master
		want    string // the point, or "" for none
	}{
		{"one threat to block", rules.NineMensMorris(), "a7 f2 d7", false, "g7"},
		{"a level below the Master", rules.NineMensMorris(), "a7 f2 d7", true, ""},
		{"two threats: no block saves both", rules.NineMensMorris(), "a7 f2 d7 b2 a4", false, ""},
		{"a mill of its own to close instead", rules.NineMensMorris(), "a7 f2 d7 f4", false, ""},
		{"no threat", rules.NineMensMorris(), "a7 f2", false, ""},
		{"a removal owed", rules.NineMensMorris(), "a7 f2 d7 f4 g7", false, ""},
		{"the moving phase", rules.NineMensMorris(), lostGame2(20), false, ""},
		{"men slide while others are in hand", rules.LaskerMorris(), "a7 f2 d7", false, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := rules.NewGame(tt.variant)
			playLine(t, g, tt.moves)
			p := g.Position()
			s := newSearcher(newTable(1), &p)
			s.freeBlocks = !tt.below
			us := p.SideToMove()
			got := s.forcedBlock(&p, us, p.PendingRemovals() > 0, s.openPoints(&p, us.Other()))
			want := rules.Bitboard(0)
			if tt.want != "" {
				pt, err := rules.ParsePoint(tt.want)
				if err != nil {
					t.Fatal(err)
				}
				want = rules.Bit(pt)
			}
			if got != want {
				t.Errorf("forcedBlock = %v, want %v", got.Points(), want.Points())
			}
		})
	}
}

// TestThreatLine replays the placing phase of another game the Master
// lost to an independent engine (game 2 of testdata/lost.txt): at ply 13
// it placed c3, and White's placements g7 and a7 then forced Black's last
// man to d7, beside White's mill on the middle ring's top line, which went
// on to open and close until Black was down to two men. Searches that
// stopped at depth 7 or 8 placed c3 while a forced block cost a turn of
// depth; none of the depths a 100 ms search reaches may place it now.
func TestThreatLine(t *testing.T) {
	g := rules.NewGame(rules.NineMensMorris())
	playLine(t, g, lostGame2(12))
	for depth := 7; depth <= 10; depth++ {
		for seed := uint64(1); seed <= 3; seed++ {
			r, err := NewEngine(16).SearchGame(context.Background(), g, Options{Depth: depth, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			if r.Move.String() == "c3" {
				t.Errorf("depth %d, seed %d: c3 (%+d), the placement that lost the game", depth, seed, r.Info.Score)
			}
		}
	}
}

// lostGame2 is the first n plies (up to 20) of game 2 of
// testdata/lost.txt, which the Master lost as Black to an independent
// engine.
func lostGame2(n int) string {
	const game = "b4 f4 d6 d2 b6 b2 f6 xd2 d2 f2 c5 g4 c3 c4 a4 g7 g1 a7 d7 d6-d5"
	return strings.Join(strings.Fields(game)[:n], " ")
}
