package learn_test

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/ninemen/morris/learn"
)

// puzzleSet is a set of n copies of the good puzzle, rated 600, 650, ...
// (or 600, 610, ... with step 10).
func puzzleSet(t *testing.T, n int, step ...int) []learn.Puzzle {
	t.Helper()
	p, err := learn.ParseLine(good)
	if err != nil {
		t.Fatal(err)
	}
	out := make([]learn.Puzzle, n)
	for i := range out {
		out[i] = p
		out[i].ID = fmt.Sprintf("p%03d", i)
		out[i].Rating = 600 + 50*i
		if len(step) > 0 {
			out[i].Rating = 600 + step[0]*i
		}
	}
	return out
}

var day = time.Date(2026, 11, 27, 18, 0, 0, 0, time.UTC)

func TestRecordKeepsStreakAndRating(t *testing.T) {
	set := puzzleSet(t, 20)
	pr := learn.NewProgress()
	for i, solved := range []bool{true, true, true, false, true} {
		pr.Record(&set[10], solved, day.Add(time.Duration(i)*time.Minute))
	}
	if pr.Streak != 1 || pr.Best != 3 || len(pr.Tried) != 5 || !pr.Solved("p010") || pr.Solved("p011") {
		t.Errorf("streak %d, best %d, %d tried", pr.Streak, pr.Best, len(pr.Tried))
	}
	if last := pr.Tried[4]; last.Rating != int(pr.Rating.R+0.5) || !last.Solved {
		t.Errorf("the last attempt %+v, rating %.1f", last, pr.Rating.R)
	}
	for range 2100 {
		pr.Record(&set[0], false, day)
	}
	if len(pr.Tried) != 2000 {
		t.Errorf("%d attempts kept", len(pr.Tried))
	}
}

// Next hands out a puzzle near the player's rating, never one solved
// while there are others, nor one just tried: a player who solves those
// under 1500 and fails the others is handed puzzles around 1500.
func TestNextIsNearTheRatingAndNew(t *testing.T) {
	set := puzzleSet(t, 200, 10) // 600 to 2590
	pr := learn.NewProgress()
	rng := rand.New(rand.NewPCG(1, 2))
	seen := map[string]bool{}
	for range 30 {
		p := pr.Next(set, rng)
		if seen[p.ID] {
			t.Fatalf("%s handed out twice", p.ID)
		}
		seen[p.ID] = true
		if d := float64(p.Rating) - pr.Rating.R; d < -400 || d > 400 {
			t.Errorf("%s rated %d for a player of %.0f", p.ID, p.Rating, pr.Rating.R)
		}
		pr.Record(p, p.Rating < 1500, day)
	}
	if learn.NewProgress().Next(nil, rng) != nil {
		t.Error("a puzzle from an empty set")
	}
}

// The daily puzzle is the same for everyone on a date, moves on with
// the date, and is of middling difficulty.
func TestDaily(t *testing.T) {
	set := puzzleSet(t, 40)
	p := learn.Daily(set, day)
	if q := learn.Daily(puzzleSet(t, 40), day.Add(-17*time.Hour)); q.ID != p.ID {
		t.Errorf("the same date gives %s and %s", p.ID, q.ID)
	}
	ids := map[string]bool{}
	for d := range 30 {
		q := learn.Daily(set, day.AddDate(0, 0, d))
		ids[q.ID] = true
		if q.Rating < 900 || q.Rating > 1700 {
			t.Errorf("daily %s rated %d", q.ID, q.Rating)
		}
	}
	if len(ids) < 8 {
		t.Errorf("30 days gave %d puzzles", len(ids))
	}
}

func TestProgressRoundTrip(t *testing.T) {
	set := puzzleSet(t, 5)
	pr := learn.NewProgress()
	pr.Record(&set[2], true, day)
	pr.AddMistake(learn.NewCard(&set[1], "game-2026-11-27", 31, day))
	data, err := learn.MarshalProgress(pr)
	if err != nil {
		t.Fatal(err)
	}
	back, err := learn.UnmarshalProgress(data)
	if err != nil {
		t.Fatal(err)
	}
	if back.Rating != pr.Rating || back.Streak != 1 || len(back.Tried) != 1 || !back.Tried[0].At.Equal(day) || len(back.Mistakes) != 1 {
		t.Errorf("read back %+v", back)
	}
}

func TestUnmarshalProgressRefusesDamage(t *testing.T) {
	tests := []struct{ name, data string }{
		{"not JSON", "{"},
		{"no version", `{"rating":{"R":1200,"RD":300,"Vol":0.06}}`},
		{"a future version", `{"version":9}`},
		{"rating out of range", `{"version":1,"rating":{"R":-5,"RD":300,"Vol":0.06}}`},
		{"no deviation", `{"version":1,"rating":{"R":1200,"RD":0,"Vol":0.06}}`},
		{"streak above best", `{"version":1,"streak":4,"best":2}`},
		{"a garbled mistake", `{"version":1,"mistakes":[{"line":"garbage"}]}`},
		{"a string for a number", `{"version":1,"streak":"many"}`},
	}
	for _, tt := range tests {
		if pr, err := learn.UnmarshalProgress([]byte(tt.data)); err == nil {
			t.Errorf("%s: read %+v", tt.name, pr)
		}
	}
	if pr, err := learn.UnmarshalProgress([]byte(`{"version":1}`)); err != nil || pr.Rating != learn.NewRating() {
		t.Errorf("a bare file: %+v, %v", pr, err)
	}
}

func FuzzUnmarshalProgress(f *testing.F) {
	pr := learn.NewProgress()
	data, _ := learn.MarshalProgress(pr)
	f.Add(data)
	f.Add([]byte(`{"version":1,"mistakes":[{"line":"` + strings.ReplaceAll(good, "\t", `\t`) + `"}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		pr, err := learn.UnmarshalProgress(data)
		if err != nil {
			return
		}
		if _, err := learn.MarshalProgress(pr); err != nil {
			t.Fatal(err)
		}
	})
}

// A mistake comes back a day, three days, then a week after it is
// solved, leaves the deck when solved three times in a row, and starts
// over, due again soon, when failed.
func TestMistakesComeBackSpacedOut(t *testing.T) {
	set := puzzleSet(t, 3)
	pr := learn.NewProgress()
	if !pr.AddMistake(learn.NewCard(&set[0], "g1", 12, day)) || pr.AddMistake(learn.NewCard(&set[1], "g2", 40, day)) {
		t.Fatal("a card of the same position was added twice, or none was")
	}
	now := day
	steps := []struct {
		solved bool
		wait   time.Duration
	}{
		{true, 24 * time.Hour},
		{false, 10 * time.Minute},
		{true, 24 * time.Hour},
		{true, 3 * 24 * time.Hour},
	}
	for i, s := range steps {
		due := pr.Due(now)
		if len(due) != 1 {
			t.Fatalf("step %d: %d cards due", i, len(due))
		}
		if err := pr.ReviewMistake(due[0], s.solved, now); err != nil {
			t.Fatal(err)
		}
		if got := pr.Mistakes[0].Due.Sub(now); got != s.wait {
			t.Errorf("step %d: due again in %v, want %v", i, got, s.wait)
		}
		if len(pr.Due(now.Add(s.wait-time.Second))) != 0 {
			t.Errorf("step %d: due before its time", i)
		}
		now = now.Add(s.wait)
	}
	if err := pr.ReviewMistake(0, true, now); err != nil || len(pr.Mistakes) != 0 {
		t.Errorf("solved three times in a row, %d cards left (%v)", len(pr.Mistakes), err)
	}
	if pr.ReviewMistake(0, true, now) == nil {
		t.Error("a card reviewed in an empty deck")
	}
}
