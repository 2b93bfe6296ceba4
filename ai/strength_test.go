package ai

import (
	"context"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/ninemen/morris/rules"
)

func TestStrengthAtLevels(t *testing.T) {
	for _, l := range Levels() {
		m := Strength(l.Rating())
		for _, u := range []float64{0, 0.5, 0.999} {
			if got := m.Level(u); got != l {
				t.Errorf("Strength(%s's rating %.0f).Level(%v) = %s, want %s", l, l.Rating(), u, got, l)
			}
		}
		if got := m.Nearest(); got != l {
			t.Errorf("Strength(%s).Nearest() = %s", l, got)
		}
	}
}

func TestStrengthBounds(t *testing.T) {
	tests := []struct {
		rating float64
		want   Mix
	}{
		{math.NaN(), Mix{Beginner, Beginner, 0}},
		{math.Inf(-1), Mix{Beginner, Beginner, 0}},
		{0, Mix{Beginner, Beginner, 0}},
		{MinRating, Mix{Beginner, Beginner, 0}},
		{MaxRating, Mix{Master, Master, 0}},
		{5000, Mix{Master, Master, 0}},
		{math.Inf(1), Mix{Master, Master, 0}},
	}
	for _, tt := range tests {
		if got := Strength(tt.rating); got != tt.want {
			t.Errorf("Strength(%v) = %+v, want %+v", tt.rating, got, tt.want)
		}
	}
}

// TestStrengthMonotone checks that a higher rating never plays weaker: the
// expected level of a move (the lower level's number plus the stronger
// one's share) grows with the rating, and Rating inverts Strength.
func TestStrengthMonotone(t *testing.T) {
	prev := -1.0
	for r := MinRating - 100; r <= MaxRating+100; r += 7 {
		m := Strength(r)
		if m.Upper < m.Lower || m.P < 0 || m.P > 1 {
			t.Fatalf("Strength(%v) = %+v", r, m)
		}
		if m.Upper != m.Lower && m.Upper != m.Lower+1 {
			t.Fatalf("Strength(%v) = %+v: not neighbours", r, m)
		}
		step := float64(m.Lower) + m.P
		if step < prev {
			t.Fatalf("Strength(%v) = %+v plays weaker than at %v", r, m, r-7)
		}
		prev = step
		want := max(MinRating, min(MaxRating, r))
		if got := m.Rating(); math.Abs(got-want) > 1e-9 {
			t.Errorf("Strength(%v).Rating() = %v", r, got)
		}
	}
}

func TestEase(t *testing.T) {
	tests := []struct {
		score int
		want  float64
	}{
		{0, 1500},
		{100, 1500},
		{-100, 1500},
		{200, 1450},  // a man ahead beyond the dead zone: eases off
		{-200, 1550}, // a man behind: tightens
		{300, 1400},
		{5000, 1400}, // capped
		{-winScore, 1600},
	}
	for _, tt := range tests {
		if got := Ease(1500, tt.score); got != tt.want {
			t.Errorf("Ease(1500, %d) = %v, want %v", tt.score, got, tt.want)
		}
	}
}

// TestStrengthScores plays a small match between two strengths between
// the Beginner and the Villager: the higher rating scores more. The games
// are fixed by their seeds (random first plies, then the mixes' draws and
// the levels' own seeds), so the test gives the same result every run.
func TestStrengthScores(t *testing.T) {
	gap := Villager.Rating() - Beginner.Rating()
	strong, weak := Strength(Beginner.Rating()+0.8*gap), Strength(Beginner.Rating()+0.2*gap)
	engines := [2]*Engine{NewEngine(1), NewEngine(1)}
	var points float64
	const games = 40
	for i := range games {
		rng := rand.New(rand.NewPCG(uint64(i), 7))
		g := rules.NewGame(rules.NineMensMorris())
		for range 2 {
			moves := g.LegalMoves()
			if err := g.Play(moves[rng.IntN(len(moves))]); err != nil {
				t.Fatal(err)
			}
		}
		strongWhite := i%2 == 0
		for ply := 0; ply < 400 && !g.Result().Over(); ply++ {
			pos := g.Position()
			mix, side := weak, 1
			if (pos.SideToMove() == rules.White) == strongWhite {
				mix, side = strong, 0
			}
			r, err := engines[side].SearchGame(context.Background(), g, Options{Level: mix.Level(rng.Float64()), Seed: uint64(i*1000 + ply + 1)})
			if err != nil {
				t.Fatal(err)
			}
			if err := g.Play(r.Move); err != nil {
				t.Fatal(err)
			}
		}
		points += 0.5
		if w, ok := g.Result().Winner(); ok {
			points += 0.5
			if (w == rules.White) != strongWhite {
				points--
			}
		}
	}
	t.Logf("%.0f against %.0f: %.1f of %d", strong.Rating(), weak.Rating(), points, games)
	if points <= games/2 {
		t.Errorf("the stronger mix scored %.1f of %d", points, games)
	}
}
