package app

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/ninemen/morris/rules"
)

// SaveFile is the name the game in progress is kept under: a game record
// in the format rules reads and writes (Sanmill's PGN-like one), so a
// player can also open it in other programs.
const SaveFile = "game.pgn"

// Tags of the record that only this game uses.
const (
	tagMode   = "Mode"       // "Two players" or "Computer"
	tagPlays  = "Computer"   // the computer's side: "White" or "Black"
	tagPlayed = "TimePlayed" // seconds of play so far
)

// SavedGame is the game in progress as it is kept between runs: the record
// (rules, start, moves), plus what the play scene needs to carry on where
// the player left off.
type SavedGame struct {
	game          *rules.Game
	Computer      bool
	ComputerWhite bool
	// Seconds is the time played so far.
	Seconds float64
	// Turns counts the moves, to tell an empty game from one to resume.
	Turns int
}

// newSavedGame captures a game.
func newSavedGame(g *rules.Game, computer, computerWhite bool, played time.Duration) SavedGame {
	return SavedGame{game: g, Computer: computer, ComputerWhite: computerWhite, Seconds: played.Seconds(), Turns: rules.TurnCount(g.Moves())}
}

// encode writes the save as a game record.
func (s SavedGame) encode() ([]byte, error) {
	mode, plays := "Two players", ""
	tags := []rules.Tag{{Name: "Event", Value: "Game in progress"}}
	if s.Computer {
		mode, plays = "Computer", "Black"
		if s.ComputerWhite {
			plays = "White"
		}
	}
	tags = append(tags, rules.Tag{Name: tagMode, Value: mode})
	if plays != "" {
		tags = append(tags, rules.Tag{Name: tagPlays, Value: plays})
	}
	tags = append(tags, rules.Tag{Name: tagPlayed, Value: strconv.FormatFloat(math.Round(s.Seconds*10)/10, 'f', -1, 64)})
	var sb strings.Builder
	if err := rules.WriteRecord(&sb, s.game, tags); err != nil {
		return nil, fmt.Errorf("saved game: %w", err)
	}
	return []byte(sb.String()), nil
}

// decodeSave reads a save and replays it; a record that does not make a
// legal game is as unreadable as one that does not parse.
func decodeSave(data []byte) (SavedGame, error) {
	rec, err := rules.ParseRecord(string(data))
	if err != nil {
		return SavedGame{}, fmt.Errorf("saved game: %w", err)
	}
	if _, ok := rec.Tag("Variant"); !ok {
		// Without the tag a record reads as the standard game; a save
		// always names its rules, so a missing tag is damage.
		return SavedGame{}, errors.New("saved game: no Variant tag")
	}
	s := SavedGame{game: rec.Game, Turns: rules.TurnCount(rec.Game.Moves())}
	if mode, _ := rec.Tag(tagMode); mode == "Computer" {
		s.Computer = true
		plays, _ := rec.Tag(tagPlays)
		s.ComputerWhite = plays == "White"
	}
	if t, ok := rec.Tag(tagPlayed); ok {
		secs, err := strconv.ParseFloat(t, 64)
		if err != nil || secs < 0 || math.IsInf(secs, 0) {
			return SavedGame{}, fmt.Errorf("saved game: time played %q", t)
		}
		s.Seconds = secs
	}
	return s, nil
}
