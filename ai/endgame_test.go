package ai

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/ninemen/morris/rules"
)

// TestEndgameAgreesWithSearch checks the solved three-against-three table
// against the search without it: where the table sees a win or loss
// within reach of a full-width search, the search finds the same.
func TestEndgameAgreesWithSearch(t *testing.T) {
	variants := []rules.Variant{rules.NineMensMorris(), rules.WithDiagonals()}
	if testing.Short() {
		variants = variants[:1]
	}
	for _, v := range variants {
		start := time.Now()
		tb := buildEndgame3(newGeometry(rules.BoardFor(v.Diagonals)), false)
		if tb == nil {
			t.Fatalf("%s: no table", v.Name)
		}
		var won, lost, drawn int
		for _, d := range tb.dist {
			switch {
			case d > 0:
				won++
			case d < 0:
				lost++
			}
		}
		drawn = 2024*2024 - won - lost
		t.Logf("%s: built in %v: %d won, %d lost, the rest of %d drawn or impossible", v.Name, time.Since(start).Round(time.Millisecond), won, lost, drawn)

		rng := rand.New(rand.NewPCG(1, 2))
		se := NewEngine(8)
		checked := 0
		for checked < 150 {
			p := randomThreeThree(t, v, rng)
			d := tb.probe(p.Men(p.SideToMove()), p.Men(p.SideToMove().Other()))
			if d == 0 && rng.IntN(4) != 0 || abs(d) > 7 {
				continue // mostly decided ones, near enough to search
			}
			checked++
			se.Clear()
			r, err := se.Search(context.Background(), p, nil, Options{Depth: 6})
			if err != nil {
				t.Fatal(err)
			}
			var want int
			switch {
			case d > 0:
				want = winScore - d
			case d < 0:
				want = -winScore - d
			}
			if d != 0 && r.Info.Score != want {
				t.Errorf("%s: %s: table %d plies, search score %d (want %d)", v.Name, p.FEN(), d, r.Info.Score, want)
			}
			if d == 0 && abs(r.Info.Score) > winBound {
				t.Errorf("%s: %s: table draw, search score %d", v.Name, p.FEN(), r.Info.Score)
			}
		}
	}
}

// randomThreeThree returns a position with three men a side, all placed,
// on random points, either side to move.
func randomThreeThree(t *testing.T, v rules.Variant, rng *rand.Rand) rules.Position {
	t.Helper()
	pts := rng.Perm(24)
	rings := []byte("************************")
	for i := 0; i < 6; i++ {
		c := byte('O')
		if i >= 3 {
			c = '@'
		}
		rings[pts[i]] = c
	}
	side := "w"
	if rng.IntN(2) == 1 {
		side = "b"
	}
	fen := string(rings[0:8]) + "/" + string(rings[8:16]) + "/" + string(rings[16:24]) + " " + side + " m s 3 0 3 0 0 0 0 0 0 0 0 0 30"
	p, err := rules.ParseFEN(fen, v)
	if err != nil {
		t.Fatal(err)
	}
	return p
}
