package app

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/ninemen/morris/clock"
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
	// PGN's own tag for the clock, "300+3"; absent without a clock (and
	// in saves from before the clock).
	tagControl = "TimeControl"
	// Seconds each side has left on its clock.
	tagWhiteLeft = "WhiteTimeLeft"
	tagBlackLeft = "BlackTimeLeft"
)

// Clocks are a game's clocks as a save keeps them: the time control (Off
// for none) and the time each side has left, by rules.Color.
type Clocks struct {
	Control clock.Control
	Left    [2]time.Duration
}

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
	// Clocks are the game's clocks, if it is played on a clock.
	Clocks Clocks
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
	tags = append(tags, rules.Tag{Name: tagPlayed, Value: tenths(s.Seconds)})
	if c := s.Clocks; !c.Control.Off() {
		tags = append(tags, rules.Tag{Name: tagControl, Value: c.Control.String()},
			rules.Tag{Name: tagWhiteLeft, Value: tenths(c.Left[rules.White].Seconds())},
			rules.Tag{Name: tagBlackLeft, Value: tenths(c.Left[rules.Black].Seconds())})
	}
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
	if t, ok := rec.Tag(tagControl); ok {
		c, err := clock.ParseControl(t)
		if err != nil {
			return SavedGame{}, fmt.Errorf("saved game: %w", err)
		}
		s.Clocks.Control = c
		for side, tag := range [2]string{tagWhiteLeft, tagBlackLeft} {
			if c.Off() {
				break
			}
			t, ok := rec.Tag(tag)
			left, err := strconv.ParseFloat(t, 64)
			// Increments may take a side's time past its base, but
			// not past a day.
			if !ok || err != nil || !(left >= 0) || left > 24*60*60 {
				return SavedGame{}, fmt.Errorf("saved game: %s %q", tag, t)
			}
			s.Clocks.Left[side] = time.Duration(left * float64(time.Second))
		}
	}
	return s, nil
}

// tenths writes seconds to the tenth, as the save's tags keep them.
func tenths(secs float64) string {
	return strconv.FormatFloat(math.Round(secs*10)/10, 'f', -1, 64)
}
