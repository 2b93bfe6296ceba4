package learn

import (
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"time"
)

// Progress is what a player has done with the puzzles, kept between runs:
// their puzzle rating, their streak of puzzles solved in a row, the
// puzzles tried, and the deck of their own mistakes (see Card).
type Progress struct {
	Rating Rating `json:"rating"`
	// Streak is the puzzles solved in a row, up to the last tried; Best
	// is the longest streak.
	Streak int `json:"streak"`
	Best   int `json:"best"`
	// Tried are the puzzles tried, oldest first, the last maxTried.
	Tried []Attempt `json:"tried"`
	// Mistakes is the deck of the player's own mistakes.
	Mistakes []Card `json:"mistakes,omitempty"`
}

// Attempt is one puzzle tried.
type Attempt struct {
	ID     string    `json:"id"`
	Solved bool      `json:"solved"`
	At     time.Time `json:"at"`
	// Rating is the player's rating after the attempt.
	Rating int `json:"rating"`
}

// maxTried is how many attempts Progress keeps: enough for the history a
// player scrolls through, and for Next to leave out the recent ones.
const maxTried = 2000

// NewProgress is the progress of a player who has tried no puzzle.
func NewProgress() *Progress { return &Progress{Rating: NewRating()} }

// Record counts an attempt at puzzle p: the rating moves by the result
// against the puzzle's rating, the streak grows or ends.
func (pr *Progress) Record(p *Puzzle, solved bool, at time.Time) {
	score := 0.0
	if solved {
		score = 1
		pr.Streak++
		pr.Best = max(pr.Best, pr.Streak)
	} else {
		pr.Streak = 0
	}
	pr.Rating = pr.Rating.Update(Game{Opponent: PuzzleRating(p), Score: score})
	pr.Tried = append(pr.Tried, Attempt{ID: p.ID, Solved: solved, At: at, Rating: int(math.Round(pr.Rating.R))})
	if n := len(pr.Tried) - maxTried; n > 0 {
		pr.Tried = slices.Delete(pr.Tried, 0, n)
	}
}

// Solved reports whether the player has solved the puzzle with id.
func (pr *Progress) Solved(id string) bool {
	return slices.ContainsFunc(pr.Tried, func(a Attempt) bool { return a.ID == id && a.Solved })
}

// Next picks the next puzzle for the player: one they have not solved
// nor tried among their last few, with a rating near theirs, chosen at
// random (rng) among the nearest. It returns nil only for an empty set.
func (pr *Progress) Next(set []Puzzle, rng *rand.Rand) *Puzzle {
	recent, solved := map[string]bool{}, map[string]bool{}
	for i, a := range pr.Tried {
		recent[a.ID] = recent[a.ID] || i >= len(pr.Tried)-50
		solved[a.ID] = solved[a.ID] || a.Solved
	}
	var fresh []*Puzzle
	for i := range set {
		if !recent[set[i].ID] && !solved[set[i].ID] {
			fresh = append(fresh, &set[i])
		}
	}
	if len(fresh) == 0 {
		// Everything solved: the set comes round again.
		for i := range set {
			if !recent[set[i].ID] {
				fresh = append(fresh, &set[i])
			}
		}
	}
	if len(fresh) == 0 {
		if len(set) == 0 {
			return nil
		}
		return &set[rng.IntN(len(set))]
	}
	r := pr.Rating.R
	slices.SortStableFunc(fresh, func(a, b *Puzzle) int {
		return int(math.Abs(float64(a.Rating)-r) - math.Abs(float64(b.Rating)-r))
	})
	// The nearest few, so that a player who fails a puzzle is not handed
	// the one beside it every time.
	return fresh[rng.IntN(min(len(fresh), 8))]
}

// Daily is the puzzle of the day of date (in its own location): the same
// for every player on that date, from the middle of the set's ratings.
func Daily(set []Puzzle, date time.Time) *Puzzle {
	var pool []*Puzzle
	for i := range set {
		if set[i].Rating >= 900 && set[i].Rating <= 1700 {
			pool = append(pool, &set[i])
		}
	}
	if len(pool) == 0 {
		for i := range set {
			pool = append(pool, &set[i])
		}
	}
	if len(pool) == 0 {
		return nil
	}
	slices.SortFunc(pool, func(a, b *Puzzle) int { return strings.Compare(a.ID, b.ID) })
	h := fnv.New64a()
	h.Write([]byte(date.Format(time.DateOnly)))
	return pool[h.Sum64()%uint64(len(pool))]
}

// progressVersion is the version of Progress's JSON; a newer one than
// this code knows is refused rather than read wrong.
const progressVersion = 1

type progressFile struct {
	Version int `json:"version"`
	*Progress
}

// MarshalProgress writes pr as JSON, for the player's files.
func MarshalProgress(pr *Progress) ([]byte, error) {
	return json.MarshalIndent(progressFile{Version: progressVersion, Progress: pr}, "", " ")
}

// UnmarshalProgress reads progress written by MarshalProgress, checking it:
// a damaged file is an error, never a rating of NaN.
func UnmarshalProgress(data []byte) (*Progress, error) {
	f := progressFile{Progress: NewProgress()}
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, fmt.Errorf("puzzle progress: %w", err)
	}
	if f.Version < 1 || f.Version > progressVersion {
		return nil, fmt.Errorf("puzzle progress: version %d, want 1 to %d", f.Version, progressVersion)
	}
	pr := f.Progress
	r := pr.Rating
	for _, x := range []float64{r.R, r.RD, r.Vol} {
		if math.IsNaN(x) || math.IsInf(x, 0) {
			return nil, errors.New("puzzle progress: a rating that is not a number")
		}
	}
	if r.R < 0 || r.R > 4000 || r.RD <= 0 || r.RD > startDeviation || r.Vol <= 0 || r.Vol > 1 {
		return nil, fmt.Errorf("puzzle progress: rating %+v out of range", r)
	}
	if pr.Streak < 0 || pr.Best < pr.Streak {
		return nil, fmt.Errorf("puzzle progress: streak %d, best %d", pr.Streak, pr.Best)
	}
	for i := range pr.Mistakes {
		if err := pr.Mistakes[i].check(); err != nil {
			return nil, fmt.Errorf("puzzle progress: mistake %d: %w", i+1, err)
		}
	}
	return pr, nil
}
