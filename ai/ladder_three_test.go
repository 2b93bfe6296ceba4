package ai

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/ninemen/morris/ai/egtb/three"
	"github.com/ninemen/morris/rules"
)

// TestLadderThreeMensMorris holds the ladder on the 9-point board, where
// the game is solved. Up to the Expert each level beats the one below it.
// The Master plays the solution, and a level that also played it could
// only tie with it (each opening, played with both colours, is won by
// whichever side it favours); what sets the Master above the Expert there
// is that the Expert now and then gives away a win or a draw, which the
// solution counts, and the Master never does. It runs only with -long.
func TestLadderThreeMensMorris(t *testing.T) {
	if !*long {
		t.Skip("the ladder on the 9-point board; run with -long")
	}
	v := rules.ThreeMensMorris()
	levels := Levels()
	for i := 1; i < len(levels); i++ {
		hi, lo := newPlayer(levels[i], 50*time.Millisecond), newPlayer(levels[i-1], 50*time.Millisecond)
		r := match(v, hi, lo, 200, uint64(1000*i))
		t.Logf("%s vs %s: %d wins, %d draws, %d losses, %.1f%%", hi.name, lo.name, r.wins, r.draws, r.losses, r.score())
		want := 55.0
		if levels[i] == Master {
			want = 50
		}
		if r.score() < want {
			t.Errorf("%s scores %.1f%% against %s, want at least %.0f%%", hi.name, r.score(), lo.name, want)
		}
	}
	tab, err := three.Solve(v)
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range []Level{Expert, Master} {
		moves, lost := 0, 0
		me, master := NewEngine(4), NewEngine(4)
		for i := range 60 {
			m, n := valueLost(t, v, tab, l, me, master, i%2 == 0, uint64(i/2))
			moves, lost = moves+m, lost+n
		}
		t.Logf("%s against the Master: %d of %d moves give away a win or a draw", l, lost, moves)
		if (l == Master) != (lost == 0) {
			t.Errorf("%s gives away %d values: want the Master none and the Expert some", l, lost)
		}
	}
}

// valueLost plays level l against the Master from a start of two random
// plies varied by seed, and returns how many moves l made and how many of
// them lost value by the solution: a win no longer won, a draw now lost.
func valueLost(t *testing.T, v rules.Variant, tab *three.Table, l Level, me, master *Engine, white bool, seed uint64) (moves, lost int) {
	rng := rand.New(rand.NewPCG(seed, 99))
	g := rules.NewGame(v)
	for range 2 {
		ms := g.LegalMoves()
		if err := g.Play(ms[rng.IntN(len(ms))]); err != nil {
			t.Fatal(err)
		}
	}
	me.Clear()
	master.Clear()
	for ply := 0; !g.Result().Over() && ply < 300; ply++ {
		p := g.Position()
		eng, lev := master, Master
		mine := (p.SideToMove() == rules.White) == white
		if mine {
			eng, lev = me, l
		}
		r, err := eng.SearchGame(context.Background(), g, Options{Level: lev, MoveTime: 50 * time.Millisecond, Seed: seed*1000 + uint64(ply) + 1})
		if err != nil {
			t.Fatalf("%s at %s: %v", lev, p.FEN(), err)
		}
		if err := g.Play(r.Move); err != nil {
			t.Fatalf("%s plays %v at %s: %v", lev, r.Move, p.FEN(), err)
		}
		if !mine {
			continue
		}
		q := g.Position()
		before, _ := tab.Probe(&p)
		after, _ := tab.Probe(&q)
		moves++
		if before.Won() && !after.Lost() || before == three.Draw && after.Won() {
			lost++
		}
	}
	return moves, lost
}
