package learn_test

import (
	"math"
	"testing"

	"github.com/ninemen/morris/learn"
)

// Glickman's worked example ("Example of the Glicko-2 system", 2012): a
// player of 1500 (deviation 200, volatility 0.06) beats a 1400 (30) and
// loses to a 1550 (100) and a 1700 (300); the paper's result is 1464.06,
// 151.52 and 0.05999.
func TestGlickmansExample(t *testing.T) {
	r := learn.Rating{R: 1500, RD: 200, Vol: 0.06}.Update(
		learn.Game{Opponent: learn.Rating{R: 1400, RD: 30, Vol: 0.06}, Score: 1},
		learn.Game{Opponent: learn.Rating{R: 1550, RD: 100, Vol: 0.06}, Score: 0},
		learn.Game{Opponent: learn.Rating{R: 1700, RD: 300, Vol: 0.06}, Score: 0},
	)
	if math.Abs(r.R-1464.06) > 0.01 || math.Abs(r.RD-151.52) > 0.01 || math.Abs(r.Vol-0.05999) > 0.00001 {
		t.Errorf("got %.2f, %.2f, %.5f; want 1464.06, 151.52, 0.05999", r.R, r.RD, r.Vol)
	}
}

// A solve raises the rating, a failure lowers it, each by more against
// a puzzle that was less expected to go that way; the deviation shrinks
// with every puzzle and grows back in a period away.
func TestRatingMovesWithResults(t *testing.T) {
	start := learn.NewRating()
	easy := learn.Rating{R: 800, RD: learn.PuzzleDeviation, Vol: 0.06}
	hard := learn.Rating{R: 1800, RD: learn.PuzzleDeviation, Vol: 0.06}
	tests := []struct {
		name     string
		opp      learn.Rating
		score    float64
		up       bool
		moreThan float64
	}{
		{"solves an easy one", easy, 1, true, 0},
		{"solves a hard one", hard, 1, true, 150},
		{"fails an easy one", easy, 0, false, 150},
		{"fails a hard one", hard, 0, false, 0},
	}
	for _, tt := range tests {
		r := start.Update(learn.Game{Opponent: tt.opp, Score: tt.score})
		if d := r.R - start.R; (d > 0) != tt.up || math.Abs(d) <= tt.moreThan {
			t.Errorf("%s: %.0f → %.0f", tt.name, start.R, r.R)
		}
		if r.RD >= start.RD {
			t.Errorf("%s: deviation %.0f → %.0f", tt.name, start.RD, r.RD)
		}
		if away := r.Update(); away.RD <= r.RD || away.R != r.R {
			t.Errorf("%s: a period away gives %+v from %+v", tt.name, away, r)
		}
	}
	if e := start.Expected(easy); e < 0.9 {
		t.Errorf("a player of %.0f solves an 800 with chance %.2f", start.R, e)
	}
}

// A player who solves every puzzle near their rating and fails every
// one far above it settles between the two.
func TestRatingSettles(t *testing.T) {
	r := learn.NewRating()
	for i := range 200 {
		p := learn.Rating{R: r.R - 150 + float64(i%4)*100, RD: learn.PuzzleDeviation, Vol: 0.06}
		score := 0.0
		if p.R < 1500 {
			score = 1
		}
		r = r.Update(learn.Game{Opponent: p, Score: score})
	}
	if r.R < 1350 || r.R > 1650 || r.RD > 120 {
		t.Errorf("settled at %.0f (deviation %.0f), want near 1500", r.R, r.RD)
	}
}
