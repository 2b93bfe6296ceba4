// Package stats is the player's record against the computer: how many
// games were won, drawn and lost at each level and variant (kept for
// good), the winning streaks, the most recent games with their records,
// and an estimate of the player's rating on the levels' scale.
package stats

import (
	"strings"
	"time"

	"github.com/ninemen/morris/rules"
)

// RecentCap is how many recent games the record keeps; older ones live
// on in the tallies only.
const RecentCap = 50

// Outcome is a game's result from the player's side.
type Outcome string

// The outcomes, as the record file writes them.
const (
	Win  Outcome = "win"
	Draw Outcome = "draw"
	Loss Outcome = "loss"
)

// Game is one finished game against the computer.
type Game struct {
	// At is when the game ended.
	At time.Time `json:"at"`
	// Level is the computer's level by its name (ai.Level.String), and
	// Variant the rules' preset by its name (rules.Variant.Name).
	Level   string `json:"level"`
	Variant string `json:"variant"`
	// White is set when the player had the white men.
	White   bool    `json:"white"`
	Outcome Outcome `json:"outcome"`
	// Reason is why the game ended (see ReasonWord).
	Reason string `json:"reason"`
	// Turns counts the moves as players count them.
	Turns int `json:"turns"`
	// Text is the game's record in the format rules reads and writes
	// (Sanmill's), which the review opens.
	Text string `json:"record"`
}

// Tally is the player's results at one level and variant.
type Tally struct {
	Level   string `json:"level"`
	Variant string `json:"variant"`
	Wins    int    `json:"wins"`
	Draws   int    `json:"draws"`
	Losses  int    `json:"losses"`
}

// Games is how many games the tally counts.
func (t Tally) Games() int { return t.Wins + t.Draws + t.Losses }

// Record is the player's record.
type Record struct {
	// Tallies are the results per level and variant, in the order each
	// pairing was first played.
	Tallies []Tally
	// Streak is the wins in a row up to the last game; Best is the
	// longest such run ever.
	Streak, Best int
	// Recent are the last games, the newest first, at most RecentCap.
	Recent []Game
	// Match is the state of Match my strength.
	Match Match
}

// New is the record of a player who has not yet finished a game.
func New() *Record { return &Record{} }

// Add counts a finished game.
func (r *Record) Add(g Game) {
	i := r.tally(g.Level, g.Variant)
	switch g.Outcome {
	case Win:
		r.Tallies[i].Wins++
		r.Streak++
		r.Best = max(r.Best, r.Streak)
	case Draw:
		r.Tallies[i].Draws++
		r.Streak = 0
	default:
		r.Tallies[i].Losses++
		r.Streak = 0
	}
	r.Recent = append([]Game{g}, r.Recent...)
	if len(r.Recent) > RecentCap {
		r.Recent = r.Recent[:RecentCap]
	}
}

// tally is the index of the level and variant's tally, made if new.
func (r *Record) tally(level, variant string) int {
	for i, t := range r.Tallies {
		if t.Level == level && t.Variant == variant {
			return i
		}
	}
	r.Tallies = append(r.Tallies, Tally{Level: level, Variant: variant})
	return len(r.Tallies) - 1
}

// Total adds up every tally.
func (r *Record) Total() Tally {
	var out Tally
	for _, t := range r.Tallies {
		out.Wins += t.Wins
		out.Draws += t.Draws
		out.Losses += t.Losses
	}
	return out
}

// NewGame is the record's entry for g, a finished game the player played
// against the computer at level (its name) with white or black, ended at.
func NewGame(g *rules.Game, white bool, level string, at time.Time) (Game, error) {
	res := g.Result()
	out := Game{At: at, Level: level, Variant: g.Variant().Name, White: white, Outcome: Draw,
		Reason: ReasonWord(res.Reason), Turns: rules.TurnCount(g.Moves())}
	if w, won := res.Winner(); won {
		out.Outcome = Loss
		if (w == rules.White) == white {
			out.Outcome = Win
		}
	}
	you, computer := "You", "Computer"
	players := []rules.Tag{{Name: "White", Value: you}, {Name: "Black", Value: computer}}
	if !white {
		players = []rules.Tag{{Name: "White", Value: computer}, {Name: "Black", Value: you}}
	}
	tags := append([]rules.Tag{{Name: "Event", Value: "Game against the computer (" + level + ")"},
		{Name: "Date", Value: at.Format("2006.01.02")}}, players...)
	var sb strings.Builder
	if err := rules.WriteRecord(&sb, g, tags); err != nil {
		return Game{}, err
	}
	out.Text = sb.String()
	return out, nil
}

// reasonWords are the record file's words for rules.Reason.
var reasonWords = map[rules.Reason]string{
	rules.NoReason:     "",
	rules.ReducedToTwo: "two_men",
	rules.NoLegalMove:  "no_move",
	rules.Repetition:   "repetition",
	rules.MoveLimit:    "move_limit",
	rules.FullBoard:    "full_board",
	rules.BothBlocked:  "both_blocked",
	rules.Resigned:     "resigned",
	rules.LineOfThree:  "line_of_three",
	rules.OnTime:       "time",
}

// ReasonWord is the record file's word for why a game ended: a word
// rather than rules' number, so the file reads the same if rules adds
// reasons.
func ReasonWord(r rules.Reason) string { return reasonWords[r] }

// Reason reads a ReasonWord back; false for a word it does not know.
func Reason(word string) (rules.Reason, bool) {
	for r, w := range reasonWords {
		if w == word {
			return r, true
		}
	}
	return rules.NoReason, false
}
