package stats

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/ninemen/morris/ai"
)

// MatchVersion is the version of the record file's "match" object. It
// rises when the levels' rating scale changes (2: the round robin of
// docs/levels.md), as a target and results on the old scale mean nothing
// on the new one: an older match starts afresh from the player's rating,
// which the record's games give on the new scale.
const MatchVersion = 2

// matchFile is Match as the record file holds it.
type matchFile struct {
	Version int            `json:"version"`
	Target  float64        `json:"target"`
	Games   int            `json:"games"`
	Results []matchResults `json:"results"`
}

// matchResults is an Opponent as the record file holds it.
type matchResults struct {
	Rating float64 `json:"rating"`
	Wins   int     `json:"wins"`
	Draws  int     `json:"draws"`
	Losses int     `json:"losses"`
}

func writeMatch(m Match) ([]byte, error) {
	f := matchFile{Version: MatchVersion, Target: m.Target, Games: m.Games, Results: []matchResults{}}
	for _, o := range m.Results {
		f.Results = append(f.Results, matchResults(o))
	}
	return json.Marshal(f)
}

// readMatch reads the match's state; what it cannot read (damage, or a
// later version) is an error, and Unmarshal then starts the match afresh
// from the player's rating while keeping the rest of the record.
func readMatch(data []byte) (Match, error) {
	var f matchFile
	if err := json.Unmarshal(data, &f); err != nil {
		return Match{}, fmt.Errorf("match: %w", err)
	}
	switch {
	case f.Version != MatchVersion:
		return Match{}, fmt.Errorf("match: version %d", f.Version)
	case f.Games < 0:
		return Match{}, fmt.Errorf("match: %d games", f.Games)
	case !(f.Target >= ai.MinRating && f.Target <= ai.MaxRating):
		return Match{}, fmt.Errorf("match: target %v out of the levels' range", f.Target)
	}
	m := Match{Target: f.Target, Games: f.Games}
	for _, o := range f.Results {
		if o.Rating < ai.MinRating-resultGrain || o.Rating > ai.MaxRating+resultGrain || o.Wins < 0 || o.Draws < 0 || o.Losses < 0 {
			return Match{}, errors.New("match: damaged results")
		}
		m.Results = append(m.Results, Opponent(o))
	}
	return m, nil
}
