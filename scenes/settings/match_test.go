package settings

import (
	"fmt"
	"math"
	"testing"

	"github.com/ninemen/morris/ai"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/app"
	"github.com/ninemen/morris/scenes/internal/scenetest"
	"github.com/ninemen/morris/stats"
	"github.com/ninemen/morris/storage"
)

// Match my strength follows the Master in the level picker, and its note
// says what it plays like now: for a new player, the Villager's rating,
// where the record's rating starts.
func TestLevelRowOffersMatchMyStrength(t *testing.T) {
	a := app.NewApp(nil, storage.At(t.TempDir()))
	a.Levels = app.LevelNames()
	s := New(a, &scenetest.Stub{}).(*Scene)
	h := newRig(t, a, s, 1280, 800)
	row := -1
	for i, r := range s.rows {
		if r.label == "Computer level" {
			row = i
		}
	}
	if row < 0 {
		t.Fatal("no row for the computer's level")
	}
	x, y := s.rows[row].rect.Center()
	forward := scenes.Click(x+s.rows[row].rect.W/3, y) // the right part steps forward
	for range len(a.Levels) {
		if a.Settings.Level == stats.MatchLevel {
			break
		}
		h.step(forward)
	}
	if a.Settings.Level != stats.MatchLevel {
		t.Fatalf("the picker never offered Match my strength: %q", a.Levels)
	}
	if got := s.rows[row].value(a.Settings); got != "Match my strength" {
		t.Errorf("shown as %q", got)
	}
	want := fmt.Sprintf("Now about Villager (%d): a little stronger after each of your wins, gentler after each of your losses.", int(math.Round(ai.Villager.Rating()/10)*10))
	if got, _ := s.rows[row].note(a); got != want {
		t.Errorf("note %q, want %q", got, want)
	}
	h.step(forward) // round to the Beginner
	if a.Settings.Level != app.LevelNames()[0] {
		t.Errorf("after Match my strength comes %q", a.Settings.Level)
	}
}
