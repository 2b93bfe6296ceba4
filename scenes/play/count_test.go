package play

import (
	"testing"

	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/board"
	"github.com/ninemen/morris/scenes/internal/scenetest"
	"github.com/ninemen/morris/stats"
)

// A game against the computer that ends is counted in the player's
// record once; a game of two players is not.
func TestFinishedGameCounts(t *testing.T) {
	var g *rules.Game
	for seed := uint64(1); g == nil; seed++ {
		if c := randomGame(rules.NineMensMorris(), seed, 400); c.Result().Over() {
			g = c
		}
	}
	for _, tc := range []struct {
		mode Mode
		want int
	}{{ModeComputer, 1}, {ModeTwoPlayers, 0}} {
		a := scenetest.App(t)
		p := New(a, &scenetest.Home{}, tc.mode).(*Scene)
		p.game = g.Clone()
		p.board = board.NewView(a, p.game, p.game.Ply())
		m := scenetest.NewManager(a, p)
		m.SetSize(1280, 800, 1)
		for range 120 {
			if err := m.Step(&scenes.Input{}); err != nil {
				t.Fatal(err)
			}
		}
		r, told, _ := a.Record()
		if told != "" || r.Total().Games() != tc.want {
			t.Fatalf("mode %v: %d games counted (%q), want %d", tc.mode, r.Total().Games(), told, tc.want)
		}
		if tc.want == 0 {
			continue
		}
		got := r.Recent[0]
		if got.Level != a.Settings.Level || got.Turns != rules.TurnCount(g.Moves()) || got.Outcome == "" {
			t.Errorf("counted %+v, want the game at %s", got, a.Settings.Level)
		}
		if want := stats.Loss; got.Outcome != want && g.Result().Outcome != rules.Draw {
			if w, _ := g.Result().Winner(); (w == rules.White) != a.Settings.ComputerWhite {
				t.Errorf("outcome %s, want a win for the player who won", got.Outcome)
			}
		}
	}
}
