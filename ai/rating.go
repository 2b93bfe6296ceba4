package ai

import "math"

// levelRatings are the levels' Elo, Beginner first, from the round robin
// of all levels in docs/levels.md ("Elo on one scale"): every pairing
// played with both colours, the ratings fitted at once by maximum
// likelihood with one virtual draw a pairing (ai/cmd/levels -robin).
var levelRatings = [...]float64{1000, 1223, 1565, 1861, 2086, 2404}

// BeginnerRating anchors the levels' scale: the Elo scale's customary
// floor, where a player who has just learned a game starts on most rating
// lists, so that the other levels land where players of such games expect
// them.
const BeginnerRating = 1000

// Rating is the level's strength on the Elo scale, from the calibration
// of the levels against each other. A level that is not Valid has no
// rating: NaN.
func (l Level) Rating() float64 {
	if !l.Valid() {
		return math.NaN()
	}
	return levelRatings[l.norm()-Beginner]
}
