package learn

import "math"

// Rating is a player's puzzle rating by Glickman's Glicko-2 system: the
// rating, how uncertain it is (the deviation: about 95% of the player's
// true strength lies within two of it), and how erratic the player's
// results are (the volatility). A puzzle is rated like a player whose
// rating is the puzzle's and whose deviation is PuzzleDeviation.
//
// No Glicko-2 module is served to us; the system is the short algorithm
// of Glickman's "Example of the Glicko-2 system" (2012), step for step.
type Rating struct {
	R, RD, Vol float64
}

// The starting rating of a player new to puzzles: the middle of the
// set's ratings, with the system's usual deviation and volatility.
const (
	StartRating     = 1200
	startDeviation  = 350
	startVolatility = 0.06
	// PuzzleDeviation is the deviation of a puzzle's rating: the set's
	// ratings come from the computer's levels, not from players' results,
	// so they are known only roughly.
	PuzzleDeviation = 80
	// tau limits how fast the volatility changes; Glickman suggests 0.3
	// to 1.2. ratingScale turns ratings into the system's own scale.
	tau         = 0.5
	ratingScale = 173.7178
	epsilon     = 1e-6
)

// NewRating is the rating of a player who has solved no puzzle yet.
func NewRating() Rating { return Rating{R: StartRating, RD: startDeviation, Vol: startVolatility} }

// PuzzleRating is the rating a puzzle plays with.
func PuzzleRating(p *Puzzle) Rating {
	return Rating{R: float64(p.Rating), RD: PuzzleDeviation, Vol: startVolatility}
}

// Game is one result of a rating period: the opponent (a puzzle) and the
// score, 1 for solved and 0 for failed.
type Game struct {
	Opponent Rating
	Score    float64
}

// Update returns the rating after a rating period with games; with none,
// only the deviation grows, as time away makes a rating less certain.
func (r Rating) Update(games ...Game) Rating {
	mu, phi := (r.R-1500)/ratingScale, r.RD/ratingScale
	if len(games) == 0 {
		return Rating{R: r.R, RD: math.Min(math.Sqrt(phi*phi+r.Vol*r.Vol)*ratingScale, startDeviation), Vol: r.Vol}
	}
	var vInv, sum float64
	for _, g := range games {
		muJ, phiJ := (g.Opponent.R-1500)/ratingScale, g.Opponent.RD/ratingScale
		gj := gPhi(phiJ)
		e := 1 / (1 + math.Exp(-gj*(mu-muJ)))
		vInv += gj * gj * e * (1 - e)
		sum += gj * (g.Score - e)
	}
	v := 1 / vInv
	delta := v * sum
	vol := newVolatility(phi, v, delta, r.Vol)
	phiStar := math.Sqrt(phi*phi + vol*vol)
	phiNew := 1 / math.Sqrt(1/(phiStar*phiStar)+1/v)
	muNew := mu + phiNew*phiNew*sum
	return Rating{R: muNew*ratingScale + 1500, RD: phiNew * ratingScale, Vol: vol}
}

// Expected is the chance, by the system, that a player of rating r
// solves a puzzle of rating p.
func (r Rating) Expected(p Rating) float64 {
	mu, muJ, phiJ := (r.R-1500)/ratingScale, (p.R-1500)/ratingScale, p.RD/ratingScale
	return 1 / (1 + math.Exp(-gPhi(phiJ)*(mu-muJ)))
}

func gPhi(phi float64) float64 { return 1 / math.Sqrt(1+3*phi*phi/(math.Pi*math.Pi)) }

// newVolatility is step 5 of the system: the root of f by the Illinois
// algorithm.
func newVolatility(phi, v, delta, vol float64) float64 {
	a := math.Log(vol * vol)
	f := func(x float64) float64 {
		ex := math.Exp(x)
		d := phi*phi + v + ex
		return ex*(delta*delta-phi*phi-v-ex)/(2*d*d) - (x-a)/(tau*tau)
	}
	A := a
	var B float64
	if delta*delta > phi*phi+v {
		B = math.Log(delta*delta - phi*phi - v)
	} else {
		k := 1.0
		for f(a-k*tau) < 0 {
			k++
		}
		B = a - k*tau
	}
	fA, fB := f(A), f(B)
	for i := 0; math.Abs(B-A) > epsilon && i < 100; i++ {
		C := A + (A-B)*fA/(fB-fA)
		fC := f(C)
		if fC*fB <= 0 {
			A, fA = B, fB
		} else {
			fA /= 2
		}
		B, fB = C, fC
	}
	return math.Exp(A / 2)
}
