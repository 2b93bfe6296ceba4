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
