package app

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/stats"
	"github.com/ninemen/morris/storage"
)

// played is the standard game after moves; resign makes White resign.
func played(t *testing.T, from *rules.Game, moves string, resign bool) *rules.Game {
	t.Helper()
	for _, m := range strings.Fields(moves) {
		if err := from.PlayTurn(m); err != nil {
			t.Fatal(err)
		}
	}
	if resign {
		from.Resign(rules.White)
	}
	return from
}

func TestCountGame(t *testing.T) {
	mid := played(t, rules.NewGame(rules.NineMensMorris()), "d6 d5", false)
	tests := []struct {
		name string
		game *rules.Game
		want int
	}{
		{"finished from the start", played(t, rules.NewGame(rules.NineMensMorris()), "d6 d5", true), 1},
		{"not finished", played(t, rules.NewGame(rules.NineMensMorris()), "d6 d5", false), 0},
		{"from a position of the review", played(t, rules.NewGameFrom(mid.Position()), "f4 b4", true), 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			a := NewApp(nil, storage.At(t.TempDir()))
			if msg := a.CountGame(tc.game, true, time.Now()); msg != "" {
				t.Fatal(msg)
			}
			r, _, _ := a.Record()
			if r.Total().Games() != tc.want {
				t.Errorf("%d games counted, want %d", r.Total().Games(), tc.want)
			}
		})
	}
}

// A damaged record is set aside, the player told, and counting starts
// afresh.
func TestCountGameSetsDamageAside(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, RecordFile), []byte("{garbled"), 0o644); err != nil {
		t.Fatal(err)
	}
	a := NewApp(nil, storage.At(dir))
	msg := a.CountGame(played(t, rules.NewGame(rules.NineMensMorris()), "d6 d5", true), true, time.Now())
	if msg == "" {
		t.Error("the damaged record was not told")
	}
	r, told, _ := a.Record()
	if told != "" || r.Total().Wins != 1 {
		t.Errorf("after the damage: %+v (%q), want one win", r.Total(), told)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 2 {
		t.Errorf("files %v, want the new record and the damaged one set aside", entries)
	}
}

// A game of Match my strength counts under its own name and moves the
// target: a win raises it, a loss lowers it; a new app reads it back from
// the record.
func TestCountGameMovesTheMatch(t *testing.T) {
	dir := t.TempDir()
	a := NewApp(nil, storage.At(dir))
	a.Settings.Level = stats.MatchLevel
	start := a.MatchStrength().Rating()
	// White resigns: the computer plays White, so the player wins.
	if msg := a.CountGame(played(t, rules.NewGame(rules.NineMensMorris()), "d6 d5", true), true, time.Now()); msg != "" {
		t.Fatal(msg)
	}
	won := a.MatchStrength().Rating()
	if won <= start {
		t.Errorf("after a win the match plays at %.0f, from %.0f", won, start)
	}
	if msg := a.CountGame(played(t, rules.NewGame(rules.NineMensMorris()), "d6 d5", true), false, time.Now()); msg != "" {
		t.Fatal(msg)
	}
	lost := a.MatchStrength().Rating()
	if lost >= won {
		t.Errorf("after a loss the match plays at %.0f, from %.0f", lost, won)
	}
	again := NewApp(nil, storage.At(dir))
	if got := again.MatchStrength().Rating(); got != lost {
		t.Errorf("read back %.0f, want %.0f", got, lost)
	}
	r, _, _ := again.Record()
	if len(r.Tallies) != 1 || r.Tallies[0].Level != stats.MatchLevel || r.Tallies[0].Games() != 2 {
		t.Errorf("tallies %+v, want two games of %q", r.Tallies, stats.MatchLevel)
	}
}
