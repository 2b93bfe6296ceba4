package ai

import "math"

// ladderScores are the ladder's results in docs/engine.md ("The ladder"):
// each level's wins, draws and losses in 100 games against the level
// below it, Villager against Beginner first. They stand in for a
// calibration of the levels on one scale; when a round robin of all
// levels has measured them, its ratings replace Rating's body.
var ladderScores = [][3]float64{
	{91, 6, 3},  // Villager v Beginner
	{99, 1, 0},  // Tavern Player v Villager
	{75, 17, 8}, // Club Player v Tavern Player
	{67, 27, 6}, // Expert v Club Player
	{58, 36, 6}, // Master v Expert
}

// BeginnerRating anchors the levels' scale: the Elo scale's customary
// floor, where a player who has just learned a game starts on most rating
// lists, so that the other levels land where players of such games expect
// them.
const BeginnerRating = 1000

// Rating is the level's strength on the Elo scale, from the ladder: each
// step up adds the Elo difference of the level's score against the one
// below it. One win and one loss are added to each pairing, so that the
// near-perfect score of 100 games does not make an unbounded gap. A level
// that is not Valid has no rating: NaN.
func (l Level) Rating() float64 {
	if !l.Valid() {
		return math.NaN()
	}
	r := float64(BeginnerRating)
	for _, s := range ladderScores[:l.norm()-Beginner] {
		score := (s[0] + s[1]/2 + 1) / (s[0] + s[1] + s[2] + 2)
		r += 400 * math.Log10(score/(1-score))
	}
	return r
}
