package puzzles_test

import (
	"slices"
	"testing"
	"time"

	"github.com/ninemen/morris/learn"
	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes/app"
	"github.com/ninemen/morris/scenes/internal/scenetest"
	"github.com/ninemen/morris/scenes/puzzles"
	"github.com/ninemen/morris/storage"
)

// withCard is a rig whose saved progress holds one card, due now, of a
// searched puzzle solved in one turn, solved before row times in a row.
func withCard(t *testing.T, row int) (*rig, *learn.Puzzle) {
	t.Helper()
	p := find(t, func(p *learn.Puzzle) bool { return !p.Source.Tables() && p.Turns() == 1 })
	pr := learn.NewProgress()
	c := learn.NewCard(p, "2026-11-27 18.00 You v Computer 0-1.pgn", 7, today.Add(-time.Hour))
	c.Row, c.Step = row, row
	pr.AddMistake(c)
	data, err := learn.MarshalProgress(pr)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	st := storage.At(dir)
	if err := st.Save(puzzles.ProgressFile, data); err != nil {
		t.Fatal(err)
	}
	return newRigOn(t, app.NewApp(scenetest.Fonts(t), st), dir), p
}

// texts are the texts the scene draws now.
func (r *rig) texts() []string {
	var out []string
	for _, l := range r.s.Labels() {
		out = append(out, l.Text)
	}
	return out
}

// A card due is offered on the home, played on the board and, solved,
// comes back in a day; the rating is left alone, and with no more due
// the home says so.
func TestADueMistakeIsOfferedPlayedAndRescheduled(t *testing.T) {
	r, p := withCard(t, 0)
	if got := r.texts(); !slices.Contains(got, "Your mistakes (1 due)") {
		t.Fatalf("home %q, want Your mistakes (1 due)", got)
	}
	r.click("button:mistakes")
	if r.s.Puzzle() == nil || r.s.Puzzle().Line() != p.Line() {
		t.Fatalf("Your mistakes opened %v", r.s.Puzzle())
	}
	want := "White to move: find the better move"
	if p.Position.SideToMove() == rules.Black {
		want = "Black to move: find the better move"
	}
	if main, _ := r.s.Status(); main != want {
		t.Errorf("status %q, want %q", main, want)
	}
	r.play(p.Solution[0])
	if main, help := r.s.Status(); main != "Solved! Well played." || help != "Solved: back in 1 day" {
		t.Fatalf("status %q, %q after the card solved", main, help)
	}
	got := r.saved()
	if len(got.Mistakes) != 1 || got.Mistakes[0].Row != 1 || got.Mistakes[0].Due.Sub(today) < 23*time.Hour {
		t.Errorf("deck %+v, want the card solved once and back in a day", got.Mistakes)
	}
	if len(got.Tried) != 0 || got.Rating != learn.NewRating() {
		t.Errorf("the card moved the rating: %+v", got)
	}
	r.click("button:next")
	if r.s.Puzzle() != nil {
		t.Fatal("Next opened a card not due")
	}
	if got := r.texts(); !slices.Contains(got, "None of your mistakes is due now.") || !slices.Contains(got, "Your mistakes: none due") {
		t.Errorf("home %q, want no mistake due", got)
	}
}

// A card solved for the third time in a row leaves the deck, and the
// status says so.
func TestAMistakeSolvedThriceIsRetired(t *testing.T) {
	r, p := withCard(t, learn.Retire-1)
	r.click("button:mistakes")
	r.play(p.Solution[0])
	if _, help := r.s.Status(); help != "Solved 3 times in a row: it leaves your mistakes" {
		t.Errorf("status %q after the card's last showing", help)
	}
	if got := r.saved(); len(got.Mistakes) != 0 {
		t.Errorf("deck %+v, want the card retired", got.Mistakes)
	}
}

// AddMistakes adds to the saved deck, once a position, and leaves a
// damaged file alone.
func TestAddMistakesKeepsAndNeverOverwrites(t *testing.T) {
	p := find(t, func(p *learn.Puzzle) bool { return !p.Source.Tables() })
	c := learn.NewCard(p, "a game", 3, today)
	st := storage.At(t.TempDir())
	a := app.NewApp(scenetest.Fonts(t), st)
	for _, want := range []int{1, 0} {
		if n, err := puzzles.AddMistakes(a, []learn.Card{c}); n != want || err != nil {
			t.Fatalf("added %d, %v; want %d", n, err, want)
		}
	}
	damaged := []byte(`{"version":1,"rating":`)
	if err := st.Save(puzzles.ProgressFile, damaged); err != nil {
		t.Fatal(err)
	}
	if n, err := puzzles.AddMistakes(a, []learn.Card{c}); n != 0 || err == nil {
		t.Errorf("a damaged file: added %d, %v", n, err)
	}
	if data, _ := st.Load(puzzles.ProgressFile); string(data) != string(damaged) {
		t.Errorf("the damaged file was written over: %q", data)
	}
}
