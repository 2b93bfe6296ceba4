package stats

import (
	"github.com/ninemen/morris/ai"
	"math"
	"testing"
)

func TestRate(t *testing.T) {
	const level = 1500
	flat := Prior{Mean: level, SD: 400}
	tests := []struct {
		name    string
		results []Opponent
		prior   Prior
		check   func(e Estimate) bool
		want    string
	}{
		{"no games is the prior", nil, flat,
			func(e Estimate) bool { return e.Rating == level && math.Abs(e.SD-400) < 1e-9 }, "1500 ± 400"},
		{"all wins above the level", []Opponent{{Rating: level, Wins: 10}}, flat,
			func(e Estimate) bool { return e.Rating > level+100 }, "above 1600"},
		{"all losses below the level", []Opponent{{Rating: level, Losses: 10}}, flat,
			func(e Estimate) bool { return e.Rating < level-100 }, "below 1400"},
		{"even results at the level", []Opponent{{Rating: level, Wins: 7, Draws: 6, Losses: 7}}, flat,
			func(e Estimate) bool { return math.Abs(e.Rating-level) < 1e-6 }, "1500"},
		{"even results pull a far prior to the level", []Opponent{{Rating: level, Wins: 100, Losses: 100}}, Prior{Mean: 1000, SD: 400},
			func(e Estimate) bool { return e.Rating > level-20 && e.Rating < level }, "a little under 1500"},
		{"a win above, a loss below: between", []Opponent{{Rating: 1200, Wins: 5}, {Rating: 1800, Losses: 5}}, flat,
			func(e Estimate) bool { return e.Rating > 1200 && e.Rating < 1800 }, "between 1200 and 1800"},
		{"all wins far above a wide prior stays finite", []Opponent{{Rating: 1000, Wins: 1000}}, Prior{Mean: 1000, SD: 1e6},
			func(e Estimate) bool { return !math.IsNaN(e.Rating) && !math.IsInf(e.Rating, 0) && e.Rating > 1500 }, "finite, far above"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if e := Rate(tc.results, tc.prior); !tc.check(e) {
				t.Errorf("%.1f ± %.1f, want %s", e.Rating, e.SD, tc.want)
			}
		})
	}
}

func TestRateMoreGamesShrinkTheDeviation(t *testing.T) {
	prev := math.Inf(1)
	for _, n := range []int{0, 1, 4, 16, 64} {
		e := Rate([]Opponent{{Rating: 1400, Wins: n, Draws: n, Losses: n}}, DefaultPrior())
		if e.SD >= prev {
			t.Errorf("%d games of each: sd %.1f, not below %.1f", n, e.SD, prev)
		}
		prev = e.SD
	}
}

func TestRecordRatingUsesTheLevels(t *testing.T) {
	r := New()
	for range 20 {
		r.Add(Game{Level: "Tavern Player", Variant: "Nine Men's Morris", Outcome: Win})
		r.Add(Game{Level: "No Such Level", Variant: "Nine Men's Morris", Outcome: Loss})
	}
	e := r.Rating(DefaultPrior())
	if want := ai.TavernPlayer.Rating(); e.Rating < want {
		t.Errorf("20 wins and no loss against the Tavern Player (%v): %.0f ± %.0f, want above", want, e.Rating, e.SD)
	}
}
