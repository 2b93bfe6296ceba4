package stats

import (
	"math"

	"github.com/ninemen/morris/ai"
)

// Estimate is the player's rating on the levels' scale (see
// ai.Level.Rating) and its standard deviation: the player's true
// strength lies within two deviations of the rating with about 95%
// chance.
type Estimate struct {
	Rating, SD float64
}

// Prior is what is assumed of a player before any game: a rating and how
// uncertain it is.
type Prior struct {
	Mean, SD float64
}

// DefaultPrior centres on the Villager, the level a new player is
// offered, and is wide enough to reach from Beginner to Expert: the first
// games soon outweigh it.
func DefaultPrior() Prior { return Prior{Mean: ai.Villager.Rating(), SD: 500} }

// Opponent is the player's results against one opponent's rating.
type Opponent struct {
	Rating              float64
	Wins, Draws, Losses int
}

// eloK turns Elo points into the logistic's natural units: an Elo
// difference d gives the stronger side an expected score of
// 1/(1+10^(-d/400)) = 1/(1+e^(-eloK·d)).
const eloK = math.Ln10 / 400

// Rate is the posterior mode of the player's rating given the results,
// under the Elo model (a draw counts as half a win and half a loss) and
// the normal prior, with the deviation from the log-posterior's
// curvature there. The log-posterior is concave, so Newton's method from
// the prior's mean finds the mode.
func Rate(results []Opponent, prior Prior) Estimate {
	r := prior.Mean
	prec := 1 / (prior.SD * prior.SD)
	curv := prec
	for range 100 {
		grad := -(r - prior.Mean) * prec
		curv = prec
		for _, o := range results {
			n := float64(o.Wins + o.Draws + o.Losses)
			if n == 0 {
				continue
			}
			p := 1 / (1 + math.Exp(-eloK*(r-o.Rating)))
			grad += eloK * (float64(o.Wins) + float64(o.Draws)/2 - n*p)
			curv += eloK * eloK * n * p * (1 - p)
		}
		// A step is at most 400 points: where the curvature is flat (all
		// wins, far above the opponents) a full step would overshoot.
		step := max(-400, min(400, grad/curv))
		r += step
		if math.Abs(step) < 1e-6 {
			break
		}
	}
	return Estimate{Rating: r, SD: 1 / math.Sqrt(curv)}
}

// Rating estimates the player's rating from the tallies, against each
// level's rating; a tally of a level the game no longer knows is left
// out, and the games of Match my strength count at the ratings it played
// at. Every variant counts alike: the levels' ratings are measured on
// the standard game only.
func (r *Record) Rating(prior Prior) Estimate {
	var res []Opponent
	for _, t := range r.Tallies {
		l, err := ai.ParseLevel(t.Level)
		if err != nil {
			continue
		}
		res = append(res, Opponent{Rating: l.Rating(), Wins: t.Wins, Draws: t.Draws, Losses: t.Losses})
	}
	res = append(res, r.Match.Results...)
	return Rate(res, prior)
}
