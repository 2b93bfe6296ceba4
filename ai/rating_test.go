package ai

import (
	"math"
	"testing"
)

func TestLevelRatingClimbs(t *testing.T) {
	if got := Beginner.Rating(); got != BeginnerRating {
		t.Errorf("Beginner %.0f, want %d", got, BeginnerRating)
	}
	if Level(0).Rating() != Master.Rating() {
		t.Errorf("the zero Level rates %.0f, want Master's %.0f", Level(0).Rating(), Master.Rating())
	}
	prev := 0.0
	for _, l := range Levels() {
		r := l.Rating()
		t.Logf("%v %.0f", l, r)
		if r <= prev {
			t.Errorf("%v rates %.0f, not above the level below (%.0f)", l, r, prev)
		}
		prev = r
	}
}

func TestLevelRatingInvalid(t *testing.T) {
	for _, l := range []Level{-1, Master + 1} {
		if r := l.Rating(); !math.IsNaN(r) {
			t.Errorf("%v rates %.0f, want NaN", l, r)
		}
	}
}
