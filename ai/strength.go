package ai

import "math"

// Mix is a strength between two neighbouring levels: each move is played
// at Upper with chance P, else at Lower. Mixing whole moves of two
// calibrated levels, rather than blending their styles, keeps every move
// one that a measured level would play, and needs nothing of the search.
type Mix struct {
	Lower, Upper Level
	// P is the chance of a move at Upper, from 0 to 1.
	P float64
}

// MinRating and MaxRating bound the strengths Strength gives: the
// Beginner's rating and the Master's.
var (
	MinRating = Beginner.Rating()
	MaxRating = Master.Rating()
)

// Strength is the mix of levels that plays at about rating on the levels'
// scale (see Level.Rating): the two levels whose ratings surround it, the
// stronger one's share of the moves growing linearly with the rating
// from 0 at the weaker level's rating to 1 at the stronger one's. A
// rating below the Beginner's plays as the Beginner, one above the
// Master's as the Master, and NaN as the Beginner. A higher rating never
// gives a weaker mix: the levels and their shares only grow.
func Strength(rating float64) Mix {
	levels := Levels()
	if !(rating > MinRating) {
		return Mix{Lower: Beginner, Upper: Beginner}
	}
	for i := 1; i < len(levels); i++ {
		lo, hi := levels[i-1], levels[i]
		if rating < hi.Rating() {
			p := (rating - lo.Rating()) / (hi.Rating() - lo.Rating())
			return Mix{Lower: lo, Upper: hi, P: p}
		}
	}
	return Mix{Lower: Master, Upper: Master}
}

// Level is the level of one move, given u drawn uniformly from [0, 1).
func (m Mix) Level(u float64) Level {
	if u < m.P {
		return m.Upper
	}
	return m.Lower
}

// Rating is the mix's rating on the levels' scale: Strength's inverse.
func (m Mix) Rating() float64 {
	return m.Lower.Rating() + m.P*(m.Upper.Rating()-m.Lower.Rating())
}

// Nearest is the level whose rating is closest to the mix's: the level a
// player would name as the one it plays like.
func (m Mix) Nearest() Level {
	r := m.Rating()
	best := Beginner
	for _, l := range Levels() {
		if math.Abs(l.Rating()-r) < math.Abs(best.Rating()-r) {
			best = l
		}
	}
	return best
}

// Within a game, a strength that matches the player eases off while it
// stands clearly better and tightens while it stands clearly worse, so
// that a game does not run away from either side: beyond easeFrom
// hundredths of a man its rating moves by one Elo point for every
// easeRate hundredths more, and by at most easeMax.
const (
	easeFrom = 100
	easeRate = 2
	easeMax  = 100
)

// Ease is the rating to play the next move at, for a strength of rating
// whose last search scored score (hundredths of a man, from its own side:
// above zero it stands better).
func Ease(rating float64, score int) float64 {
	over := max(0, abs(score)-easeFrom)
	d := min(easeMax, float64(over)/easeRate)
	if score > 0 {
		d = -d
	}
	return rating + d
}
