package stats

import (
	"math"

	"github.com/ninemen/morris/ai"
)

// MatchLevel is the level name, in the settings and in the tallies, of
// "Match my strength": the computer playing at the player's rating (see
// Match) rather than at a fixed level.
const MatchLevel = "Match my strength"

// Match is the state of Match my strength: the rating the computer plays
// the next game at, and the player's results against it.
type Match struct {
	// Target is the rating on the levels' scale the next game is played
	// at (see ai.Strength); zero before the first game, when it starts
	// from the player's rating.
	Target float64
	// Games counts the games played: the steps shrink as it grows.
	Games int
	// Results are the player's results by the rating the computer played
	// at, rounded to resultGrain, so that the player's rating learns from
	// these games as from those at the fixed levels.
	Results []Opponent
}

// resultGrain is the width in Elo points of the ratings Match.Results
// counts games at: fine beside the rating's uncertainty, and coarse
// enough that the list stays short.
const resultGrain = 25

// Step is how far one game's result moves the target: a full point's
// surprise moves it by Step(games) Elo points. It starts large, so that
// a few games find the player's level, and settles at stepFloor, which
// still follows a player who improves.
func Step(games int) float64 {
	return max(stepFloor, stepStart*stepHalf/float64(stepHalf+max(0, games)))
}

const (
	stepStart = 200
	stepHalf  = 4 // games after which the step is half stepStart
	stepFloor = 40
)

// Score is the outcome's points for the player: 1, ½ or 0.
func (o Outcome) Score() float64 {
	switch o {
	case Win:
		return 1
	case Draw:
		return 0.5
	}
	return 0
}

// Adjust is the target after a game played at target, the games-th one
// played with Match my strength, ended in o for the player. The computer
// plays at what it takes for the player's rating, where the player's
// expected score is one half: Elo's update then raises the target by half
// a step for a win, lowers it as much for a loss, and keeps it for a
// draw. The target stays within the levels' range, ai.MinRating to
// ai.MaxRating.
func Adjust(target float64, games int, o Outcome) float64 {
	t := target + Step(games)*(o.Score()-0.5)
	return max(ai.MinRating, min(ai.MaxRating, t))
}

// MatchTarget is the rating Match my strength plays the next game at:
// the match's target once it has one, else the player's rating from the
// record under prior.
func (r *Record) MatchTarget(prior Prior) float64 {
	if r.Match.Games > 0 {
		return r.Match.Target
	}
	return max(ai.MinRating, min(ai.MaxRating, r.Rating(prior).Rating))
}

// AddMatch counts g, a game played with Match my strength at the
// record's MatchTarget, and moves the target for the next (see Adjust).
// The game counts under MatchLevel, whatever level g names.
func (r *Record) AddMatch(g Game, prior Prior) {
	target := r.MatchTarget(prior)
	g.Level = MatchLevel
	r.Add(g)
	at := math.Round(target/resultGrain) * resultGrain
	i := len(r.Match.Results)
	for k, o := range r.Match.Results {
		if o.Rating == at {
			i = k
		}
	}
	if i == len(r.Match.Results) {
		r.Match.Results = append(r.Match.Results, Opponent{Rating: at})
	}
	res := &r.Match.Results[i]
	switch g.Outcome {
	case Win:
		res.Wins++
	case Draw:
		res.Draws++
	default:
		res.Losses++
	}
	r.Match.Target = Adjust(target, r.Match.Games, g.Outcome)
	r.Match.Games++
}
