package app

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ninemen/morris/rules"
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
