package stats

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/ninemen/morris/rules"
)

// Version is the version of the record file Marshal writes. Unmarshal
// reads it and every earlier one, and refuses a later one rather than
// lose what it does not know.
const Version = 1

// ErrNewer is wrapped by Unmarshal's error for a file a later version of
// the game wrote.
var ErrNewer = errors.New("written by a newer version of the game")

// file is the record as the file holds it.
type file struct {
	Version int     `json:"version"`
	Tallies []Tally `json:"tallies"`
	Streak  int     `json:"streak"`
	Best    int     `json:"best"`
	Recent  []Game  `json:"recent"`
	// Match is read on its own (see readMatch): damage there costs the
	// match its state, never the record.
	Match json.RawMessage `json:"match,omitempty"`
}

// Marshal writes the record as JSON.
func Marshal(r *Record) ([]byte, error) {
	f := file{Version: Version, Tallies: r.Tallies, Streak: r.Streak, Best: r.Best, Recent: r.Recent}
	if f.Tallies == nil {
		f.Tallies = []Tally{}
	}
	if f.Recent == nil {
		f.Recent = []Game{}
	}
	if r.Match.Games > 0 || len(r.Match.Results) > 0 {
		m, err := writeMatch(r.Match)
		if err != nil {
			return nil, err
		}
		f.Match = m
	}
	return json.MarshalIndent(f, "", "\t")
}

// Unmarshal reads a record Marshal wrote; damaged data (not JSON, counts
// below zero, a recent game whose record does not replay) is an error
// that says what is wrong.
func Unmarshal(data []byte) (*Record, error) {
	var f file
	dec := json.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(&f); err != nil {
		return nil, fmt.Errorf("record: %w", err)
	}
	if dec.More() {
		return nil, errors.New("record: data after the record")
	}
	switch {
	case f.Version > Version:
		return nil, fmt.Errorf("record: version %d: %w", f.Version, ErrNewer)
	case f.Version < 1:
		return nil, fmt.Errorf("record: version %d", f.Version)
	case f.Streak < 0 || f.Best < f.Streak:
		return nil, fmt.Errorf("record: streak %d, best %d", f.Streak, f.Best)
	}
	r := &Record{Streak: f.Streak, Best: f.Best}
	for _, t := range f.Tallies {
		if t.Wins < 0 || t.Draws < 0 || t.Losses < 0 {
			return nil, fmt.Errorf("record: tally of %q, %q below zero", t.Level, t.Variant)
		}
		if t.Level == "" || t.Variant == "" {
			return nil, errors.New("record: a tally without a level or variant")
		}
		i := r.tally(t.Level, t.Variant) // a pairing listed twice adds up
		r.Tallies[i].Wins += t.Wins
		r.Tallies[i].Draws += t.Draws
		r.Tallies[i].Losses += t.Losses
	}
	if len(f.Recent) > RecentCap {
		f.Recent = f.Recent[:RecentCap]
	}
	for i, g := range f.Recent {
		if err := g.check(); err != nil {
			return nil, fmt.Errorf("record: recent game %d: %w", i+1, err)
		}
	}
	r.Recent = f.Recent
	if len(f.Match) > 0 {
		r.Match, _ = readMatch(f.Match)
	}
	return r, nil
}

// check reports what is wrong with a recent game as read from a file.
func (g Game) check() error {
	switch g.Outcome {
	case Win, Draw, Loss:
	default:
		return fmt.Errorf("outcome %q", g.Outcome)
	}
	if _, ok := Reason(g.Reason); !ok {
		return fmt.Errorf("reason %q", g.Reason)
	}
	if g.Turns < 0 {
		return fmt.Errorf("%d turns", g.Turns)
	}
	if _, err := g.Game(); err != nil {
		return err
	}
	return nil
}

// Game replays the game's record.
func (g Game) Game() (*rules.Game, error) {
	rec, err := rules.ParseRecord(g.Text)
	if err != nil {
		return nil, err
	}
	return rec.Game, nil
}
