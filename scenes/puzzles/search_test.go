package puzzles_test

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/ninemen/morris/ai"
	"github.com/ninemen/morris/learn"
	"github.com/ninemen/morris/rules"
)

// offLine finds a searched puzzle of one turn with a turn off its stored
// line that the Master finds as good (within learn.Margin) and one it
// finds worse, weighed as the board weighs them.
func offLine(t *testing.T) (p *learn.Puzzle, good, bad []rules.Move) {
	t.Helper()
	e := ai.NewEngine(16)
	ctx := context.Background()
	set := mustSet(t)
	tried := 0
	for i := range set {
		p = &set[i]
		if p.Source.Tables() || len(p.Solution) != 1 {
			continue
		}
		if tried++; tried > 10 {
			break
		}
		d := p.Source.Depth
		want, err := learn.Worth(ctx, e, p.Position, p.Solution[0], d)
		if err != nil {
			continue
		}
		good, bad = nil, nil
		for _, u := range learn.Turns(p.Position) {
			if slices.Equal(u, p.Solution[0]) {
				continue
			}
			got, err := learn.Worth(ctx, e, p.Position, u, d)
			after := learn.After(p.Position, u)
			switch {
			case err != nil:
			case got >= want-learn.Margin && good == nil:
				good = u
			case got < want-learn.Margin && bad == nil && !after.Result().Over():
				bad = u
			}
		}
		if good != nil && bad != nil {
			return p, good, bad
		}
	}
	t.Fatal("no searched puzzle with a good and a bad turn off its line")
	return nil, nil, nil
}

// judged waits for the Master's verdict on a turn off the line.
func (r *rig) judged() (main string) {
	r.t.Helper()
	for range 600 {
		if main, _ = r.s.Status(); main != "Checking your move…" {
			r.wait(2 * time.Second)
			main, _ = r.s.Status()
			return main
		}
		r.wait(50 * time.Millisecond)
		time.Sleep(5 * time.Millisecond)
	}
	r.t.Fatal("the Master never judged the turn")
	return ""
}

// A searched puzzle accepts a turn off its stored line that wins as much
// by force, and refuses one that does not with the Master's refutation
// on the board.
func TestASearchedPuzzleJudgesTurnsOffItsLine(t *testing.T) {
	p, good, bad := offLine(t)
	t.Logf("puzzle %s, line %v: %v as good, %v worse", p.ID, p.Solution[0], good, bad)
	t.Run("as good", func(t *testing.T) {
		r := newRig(t)
		r.s.Open(p)
		r.wait(time.Second)
		r.play(good)
		if main := r.judged(); main != "Solved! Well played." {
			t.Fatalf("puzzle %s: %v for %v: %q", p.ID, good, p.Solution[0], main)
		}
		if got := r.s.Game().Moves(); !slices.Equal(got, good) {
			t.Errorf("the board shows %v, want %v", got, good)
		}
		if pr := r.s.Progress(); pr.Streak != 1 || !pr.Solved(p.ID) {
			t.Errorf("progress %+v after a good turn off the line", pr.Tried)
		}
	})
	t.Run("worse", func(t *testing.T) {
		r := newRig(t)
		r.s.Open(p)
		r.wait(time.Second)
		r.play(bad)
		if main := r.judged(); main != "That is not the solution." {
			t.Fatalf("puzzle %s: %v for %v: %q", p.ID, bad, p.Solution[0], main)
		}
		if g := r.s.Game(); g.Ply() <= len(bad) || !slices.Equal(g.Moves()[:len(bad)], bad) {
			t.Errorf("no refutation of %v on the board: %v", bad, g.Moves())
		}
		if pr := r.s.Progress(); len(pr.Tried) != 1 || pr.Tried[0].Solved {
			t.Errorf("progress %+v after a worse turn", pr.Tried)
		}
	})
}
