package main

import (
	"math"
	"testing"
)

// TestFitEloTwoPlayers: with two players the fit is the score's Elo
// difference, the virtual draw included.
func TestFitEloTwoPlayers(t *testing.T) {
	elo, cov, err := fitElo(2, 0, 1000, []result{{a: 1, b: 0, wins: 70, draws: 20, losses: 10}})
	if err != nil {
		t.Fatal(err)
	}
	s := (70 + 10 + 0.5) / 101.0
	want := 1000 + 400*math.Log10(s/(1-s))
	if math.Abs(elo[1]-want) > 0.01 || elo[0] != 1000 {
		t.Errorf("elo = %v, want [1000 %.2f]", elo, want)
	}
	if se := math.Sqrt(cov[1][1]); cov[0][0] != 0 || !(se > 20 && se < 60) {
		t.Errorf("covariance %v, want 0 and a few tens squared", cov)
	}
}

// TestFitEloPerfectScore: a player who won every game gets a finite
// rating above the others.
func TestFitEloPerfectScore(t *testing.T) {
	elo, _, err := fitElo(3, 0, 1000, []result{
		{a: 1, b: 0, wins: 30, draws: 5, losses: 5},
		{a: 2, b: 1, wins: 40},
		{a: 2, b: 0, wins: 40},
	})
	if err != nil {
		t.Fatal(err)
	}
	if !(elo[2] > elo[1] && elo[1] > elo[0]) || math.IsInf(elo[2], 0) || math.IsNaN(elo[2]) {
		t.Errorf("elo = %v, want increasing and finite", elo)
	}
}

// TestFitEloDisconnected: players who never met have no common scale.
func TestFitEloDisconnected(t *testing.T) {
	if _, _, err := fitElo(3, 0, 1000, []result{{a: 1, b: 0, wins: 3}}); err == nil {
		t.Error("want an error for a player who played no game")
	}
}
