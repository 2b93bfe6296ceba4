package learn_test

import (
	"context"
	"slices"
	"sync"
	"testing"

	"github.com/ninemen/morris/ai"
	"github.com/ninemen/morris/ai/egtb"
	"github.com/ninemen/morris/learn"
	"github.com/ninemen/morris/rules"
)

var standard = sync.OnceValues(func() (*egtb.Tables, error) { return egtb.LoadStandard(nil) })

func tables(t *testing.T) *egtb.Tables {
	t.Helper()
	tb, err := standard()
	if err != nil {
		t.Fatal(err)
	}
	return tb
}

// The set reads whole: at least 500 puzzles, every line good, every id
// once.
func TestSetReads(t *testing.T) {
	ps, errs := learn.Set()
	for _, err := range errs {
		t.Error(err)
	}
	if len(ps) < 500 {
		t.Errorf("%d puzzles, want at least 500", len(ps))
	}
	ids := map[string]bool{}
	for _, p := range ps {
		if ids[p.ID] {
			t.Errorf("id %s twice", p.ID)
		}
		ids[p.ID] = true
	}
}

// Every puzzle of the tables is what they say: the solver wins in the
// puzzle's number of turns and no fewer, the line's every turn of the
// solver's keeps that distance, every reply is a longest defence, the
// last turn wins, and the themes are the ones the line shows.
func TestTablePuzzlesAgreeWithTheTables(t *testing.T) {
	tb := tables(t)
	ps, _ := learn.Set()
	n := 0
	for _, z := range ps {
		if !z.Source.Tables() {
			continue
		}
		n++
		best, _, ok := learn.BestTurns(tb, z.Position)
		if !ok || best != z.Turns() {
			t.Errorf("%s: the tables give %d (known %v), the puzzle wins in %d", z.ID, best, ok, z.Turns())
			continue
		}
		p := z.Position
		for i, turn := range z.Solution {
			want, _, _ := learn.BestTurns(tb, p)
			got, ok := learn.TurnMate(tb, p, turn)
			if !ok || got != want {
				t.Errorf("%s: turn %d (%s) is worth %d, the best %d", z.ID, i+1, rules.FormatTurn(turn), got, want)
			}
			if i%2 == 0 && want != z.Turns()-i/2 {
				t.Errorf("%s: turn %d wins in %d, want %d", z.ID, i+1, want, z.Turns()-i/2)
			}
			p = learn.After(p, turn)
		}
		if w, ok := p.Result().Winner(); !ok || w != z.Position.SideToMove() {
			t.Errorf("%s: the line ends with %v", z.ID, p.Result())
		}
		if got := learn.TableThemes(tb, z.Position, z.Solution); !slices.Equal(got, z.Themes) {
			t.Errorf("%s: themes %v, the line shows %v", z.ID, z.Themes, got)
		}
	}
	if n == 0 {
		t.Error("no puzzle from the tables")
	}
}

// The first moves a puzzle accepts are exactly the fastest wins: each
// turn BestTurns gives wins in the puzzle's turns, and every other turn
// is slower, a draw or a loss.
func TestAcceptedFirstMovesAreTheFastestWins(t *testing.T) {
	tb := tables(t)
	ps, _ := learn.Set()
	for _, z := range ps {
		if !z.Source.Tables() {
			continue
		}
		_, best, _ := learn.BestTurns(tb, z.Position)
		for _, turn := range learn.Turns(z.Position) {
			n, _ := learn.TurnMate(tb, z.Position, turn)
			accepted := slices.ContainsFunc(best, func(b []rules.Move) bool { return slices.Equal(b, turn) })
			if accepted != (n == z.Turns()) {
				t.Errorf("%s: %s is worth %d and accepted %v", z.ID, rules.FormatTurn(turn), n, accepted)
			}
		}
	}
}

// Every puzzle found by search replays: its line ends with the solver a
// man up on the start, it shows the themes it names, and the Master,
// searching as deep as the source says, plans a first turn worth as much
// as the solution's (within Margin).
func TestSearchPuzzlesReplay(t *testing.T) {
	ps, _ := learn.Set()
	e := ai.NewEngine(4)
	n := 0
	for _, z := range ps {
		if z.Source.Tables() {
			continue
		}
		n++
		solver := z.Position.SideToMove()
		lead := func(p rules.Position) int { return p.Total(solver) - p.Total(solver.Other()) }
		p := z.Position
		for _, turn := range z.Solution {
			p = learn.After(p, turn)
		}
		if lead(p) <= lead(z.Position) || p.Result().Over() {
			t.Errorf("%s: the line ends %d men up (%d at the start), %v", z.ID, lead(p), lead(z.Position), p.Result())
		}
		if !z.Has(learn.Material) {
			t.Errorf("%s: themes %v without material", z.ID, z.Themes)
		}
		for _, th := range learn.LineThemes(z.Position, z.Solution) {
			if !z.Has(th) {
				t.Errorf("%s: themes %v, the line shows %s too", z.ID, z.Themes, th)
			}
		}
		ctx := context.Background()
		want, err := learn.Worth(ctx, e, z.Position, z.Solution[0], z.Source.Depth)
		if err != nil {
			t.Fatalf("%s: %v", z.ID, err)
		}
		r, err := learn.Search(ctx, e, z.Position, z.Source.Depth)
		if err != nil {
			t.Fatal(err)
		}
		// The turn the search plans: its move and the removals after it.
		played := rules.SplitTurns(r.Info.PV)[0]
		if got, err := learn.Worth(ctx, e, z.Position, played, z.Source.Depth); err != nil || got < want-learn.Margin {
			t.Errorf("%s: the Master plays %s, worth %d (%v), the solution %s %d", z.ID, rules.FormatTurn(played), got, err, rules.FormatTurn(z.Solution[0]), want)
		}
	}
	if n == 0 {
		t.Error("no puzzle found by search")
	}
}
