package ai

import (
	"context"
	"slices"
	"testing"

	"github.com/ninemen/morris/rules"
)

func mustFEN(t *testing.T, fen string) rules.Position {
	t.Helper()
	p, err := rules.ParseFEN(fen, rules.NineMensMorris())
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func mustMove(t *testing.T, s string) rules.Move {
	t.Helper()
	m, err := rules.ParseMove(s)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// TestConcerns shows each blind spot on a crafted position: the move it
// hides the danger or the chance of, and a move it does not concern.
func TestConcerns(t *testing.T) {
	tests := []struct {
		name   string
		fen    string
		kind   blindSpot
		move   string
		danger bool
		chance bool
	}{
		// Black threatens to close a1-d1-g1.
		{"loose", "*O******/*****O**/****@@** w p p 2 7 2 7 0 0 0 0 0 0 0 0 3", blindLoose, "b6", true, false},
		{"loose blocked", "*O******/*****O**/****@@** w p p 2 7 2 7 0 0 0 0 0 0 0 0 3", blindLoose, "g1", false, false},
		// Black a1 and g4: a man on g1 would threaten d1 and g7 at once.
		{"threat", "*O******/****O***/**@**@** w p p 2 7 2 7 0 0 0 0 0 0 0 0 3", blindThreat, "b6", true, false},
		{"threat covered", "*O******/****O***/**@**@** w p p 2 7 2 7 0 0 0 0 0 0 0 0 3", blindThreat, "g1", false, false},
		// White's mill a1-d1-g1 and b2: f4-f2 builds a running mill
		// (d1-d2 closes b2-d2-f2, d2-d1 closes it again).
		{"double", "@*@*@*@*/**O**O**/***OOO** w m s 5 0 4 0 0 0 0 0 0 0 0 0 30", blindDouble, "f4-f2", false, true},
		{"double elsewhere", "@*@*@*@*/**O**O**/***OOO** w m s 5 0 4 0 0 0 0 0 0 0 0 0 30", blindDouble, "f4-f6", false, false},
		// d6-d7 leaves White one slide, which Black's d5-d6 takes.
		{"blockade", "@*******/O*@***@@/*@**@OOO w m s 4 0 6 0 0 0 0 0 0 0 0 0 30", blindBlockade, "d6-d7", true, false},
		{"blockade avoided", "@*******/O*@***@@/*@**@OOO w m s 4 0 6 0 0 0 0 0 0 0 0 0 30", blindBlockade, "a7-d7", false, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := mustFEN(t, tt.fen)
			m := mustMove(t, tt.move)
			if !p.IsLegal(m) {
				t.Fatalf("%s is not legal in %s", tt.move, tt.fen)
			}
			c := p
			c.Play(m)
			var open [numBlindSpots]bool
			if d, ch := concerns(&p, &c, open); d || ch {
				t.Errorf("no blind spot open: concerns = %v, %v, want false, false", d, ch)
			}
			open[tt.kind] = true
			if d, ch := concerns(&p, &c, open); d != tt.danger || ch != tt.chance {
				t.Errorf("%s open: concerns = %v, %v, want %v, %v", blindNames[tt.kind], d, ch, tt.danger, tt.chance)
			}
			dangers, chances := Concerns(&p, m)
			if slices.Contains(dangers, blindNames[tt.kind]) != tt.danger || slices.Contains(chances, blindNames[tt.kind]) != tt.chance {
				t.Errorf("Concerns = %q, %q, want %s among them as %v, %v", dangers, chances, blindNames[tt.kind], tt.danger, tt.chance)
			}
		})
	}
}

// TestBlindSpotMisses has a level that looks three turns ahead answer a
// danger with the blind spot for it always open and never: open, it
// mostly plays into the danger; closed, never.
func TestBlindSpotMisses(t *testing.T) {
	tests := []struct {
		name string
		fen  string
		kind blindSpot
	}{
		{"loose man", "*O******/*****O**/****@@** w p p 2 7 2 7 0 0 0 0 0 0 0 0 3", blindLoose},
		{"threat two moves away", "*O******/****O***/**@**@** w p p 2 7 2 7 0 0 0 0 0 0 0 0 3", blindThreat},
		{"blockade", "@*******/O*@***@@/*@**@OOO w m s 4 0 6 0 0 0 0 0 0 0 0 0 30", blindBlockade},
	}
	const seeds = 12
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := mustFEN(t, tt.fen)
			var open [numBlindSpots]bool
			open[tt.kind] = true
			for _, chance := range []float64{0, 1} {
				st := TavernPlayer.style()
				st.blind = [numBlindSpots]float64{}
				st.blind[tt.kind] = chance
				e := NewEngine(1)
				e.style = &st
				missed := 0
				for seed := uint64(1); seed <= seeds; seed++ {
					r, err := e.Search(context.Background(), p, nil, Options{Level: TavernPlayer, Seed: seed})
					if err != nil {
						t.Fatal(err)
					}
					c := p
					c.Play(r.Move)
					if d, _ := concerns(&p, &c, open); d {
						missed++
					}
				}
				switch {
				case chance == 0 && missed > 0:
					t.Errorf("blind spot closed: %d of %d moves walk into it, want none", missed, seeds)
				case chance == 1 && missed < seeds/2:
					t.Errorf("blind spot open: %d of %d moves walk into it, want at least half", missed, seeds)
				}
			}
		})
	}
}

// TestLevelsDeterministic: a seed gives every level the same move again.
func TestLevelsDeterministic(t *testing.T) {
	p := mustFEN(t, "*O******/****O***/**@**@** w p p 2 7 2 7 0 0 0 0 0 0 0 0 3")
	for _, l := range Levels()[:len(Levels())-1] {
		for seed := uint64(1); seed <= 5; seed++ {
			var first rules.Move
			for i := range 2 {
				r, err := NewEngine(1).Search(context.Background(), p, nil, Options{Level: l, Seed: seed})
				if err != nil {
					t.Fatal(err)
				}
				if i == 0 {
					first = r.Move
				} else if r.Move != first {
					t.Errorf("%v, seed %d: %v, then %v", l, seed, first, r.Move)
				}
			}
		}
	}
}
