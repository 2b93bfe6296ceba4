package main

import (
	"context"
	"fmt"
	"math"
	"slices"
	"time"

	"github.com/ninemen/morris/ai"
	"github.com/ninemen/morris/ai/egtb"
	"github.com/ninemen/morris/learn"
	"github.com/ninemen/morris/rules"
)

// step is a click of a puzzle's plan: on point, once the scene says the
// player is to play at ply (its "puzzles: <id> to play at ply <n>" line).
type step struct {
	Ply   int    `json:"ply"`
	Point string `json:"point"`
}

// plan is how the end-to-end tests play the daily puzzle of a date: the
// clicks of one wrong turn, and, after Retry, those of the solution's
// turns with the replies the scene plays in between.
type plan struct {
	ID     string `json:"id"`
	Tables bool   `json:"tables"`
	Wrong  []step `json:"wrong"`
	Solve  []step `json:"solve"`
}

// dailyPlan is the plan for the puzzle learn.Daily picks for date, as the
// puzzles scene's Daily puzzle does.
func dailyPlan(date time.Time) (*plan, error) {
	set, errs := learn.Set()
	if len(errs) > 0 {
		return nil, errs[0]
	}
	p := learn.Daily(set, date)
	if p == nil {
		return nil, fmt.Errorf("no daily puzzle for %s", date.Format(time.DateOnly))
	}
	out := &plan{ID: p.ID, Tables: p.Source.Tables()}
	tb, err := tablesFor(p)
	if err != nil {
		return nil, err
	}
	wrong, err := wrongTurn(p, tb)
	if err != nil {
		return nil, err
	}
	out.Wrong = clicks(p.Position, 0, wrong)
	out.Solve, err = solution(p, tb)
	return out, err
}

// solvePlan is the plan for the puzzle of the set with the id: its
// solution's clicks alone.
func solvePlan(id string) (*plan, error) {
	set, errs := learn.Set()
	if len(errs) > 0 {
		return nil, errs[0]
	}
	i := slices.IndexFunc(set, func(p learn.Puzzle) bool { return p.ID == id })
	if i < 0 {
		return nil, fmt.Errorf("no puzzle %s in the set", id)
	}
	p := &set[i]
	out := &plan{ID: p.ID, Tables: p.Source.Tables()}
	tb, err := tablesFor(p)
	if err != nil {
		return nil, err
	}
	out.Solve, err = solution(p, tb)
	return out, err
}

// tablesFor loads the endgame tables a table puzzle is played with; a
// searched puzzle needs none.
func tablesFor(p *learn.Puzzle) (*egtb.Tables, error) {
	if !p.Source.Tables() {
		return nil, nil
	}
	return egtb.LoadStandard(nil)
}

// clicks are the clicks of turn t from p, whose first move is ply ply:
// a placement or a removal on its point, a move from its man to its point.
func clicks(p rules.Position, ply int, t []rules.Move) []step {
	var out []step
	for _, m := range t {
		if m.Kind() == rules.SlideMove {
			out = append(out, step{ply, m.From().String()})
		}
		out = append(out, step{ply, m.To().String()})
		p.Play(m)
		ply++
	}
	return out
}

// wrongTurn is a first turn the scene takes for wrong: for a table puzzle
// one the tables rate below the best, for a searched one the turn the
// Master's search (as the scene runs it) rates the lowest, well under the
// solution's. A turn of one move is preferred: fewer clicks.
func wrongTurn(p *learn.Puzzle, tb *egtb.Tables) ([]rules.Move, error) {
	before := p.Position
	turns := learn.Turns(before)
	slices.SortStableFunc(turns, func(a, b []rules.Move) int { return len(a) - len(b) })
	if tb != nil {
		best, _, ok := learn.BestTurns(tb, before)
		if !ok {
			return nil, fmt.Errorf("puzzle %s: the tables do not reach its position", p.ID)
		}
		for _, t := range turns {
			if n, ok := learn.TurnMate(tb, before, t); ok && n != best {
				return t, nil
			}
		}
		return nil, fmt.Errorf("puzzle %s: every turn is as good as the best", p.ID)
	}
	ctx := context.Background()
	e := ai.NewEngine(16)
	depth := p.Source.Depth
	want, err := learn.Worth(ctx, e, before, p.Solution[0], depth)
	if err == learn.ErrDecided {
		want = math.MaxInt / 2
	} else if err != nil {
		return nil, err
	}
	var worst []rules.Move
	low := 0
	for _, t := range turns {
		if slices.Equal(t, p.Solution[0]) {
			continue
		}
		got, err := learn.Worth(ctx, e, before, t, depth)
		if err == learn.ErrDecided {
			q := learn.After(before, t)
			if w, won := q.Result().Winner(); won && w == before.SideToMove() {
				continue
			}
			got = math.MinInt / 2
		} else if err != nil {
			return nil, err
		}
		if got >= want-learn.Margin {
			continue
		}
		if worst == nil || len(t) < len(worst) || len(t) == len(worst) && got < low {
			worst, low = t, got
		}
	}
	if worst == nil {
		return nil, fmt.Errorf("puzzle %s: no turn is clearly worse than its solution", p.ID)
	}
	return worst, nil
}

// solution are the clicks of the player's turns from the puzzle's start,
// with the replies the scene plays: the solution's on its line, for a
// table puzzle the tables' longest resistance (and the player's turn the
// tables' first best once the line is left), up to the end the scene
// counts as solved.
func solution(p *learn.Puzzle, tb *egtb.Tables) ([]step, error) {
	g := rules.NewGameFrom(p.Position)
	var out []step
	onLine := true
	player := p.Position.SideToMove()
	for i, turns := 0, 0; ; i += 2 {
		pos := g.Position()
		var t []rules.Move
		if onLine && i < len(p.Solution) {
			t = p.Solution[i]
		}
		if tb != nil {
			best, good, ok := learn.BestTurns(tb, pos)
			if !ok || len(good) == 0 {
				return nil, fmt.Errorf("puzzle %s: the tables do not reach ply %d", p.ID, g.Ply())
			}
			if t == nil {
				t, onLine = good[0], false
			} else if n, ok := learn.TurnMate(tb, pos, t); !ok || n != best {
				t, onLine = good[0], false
			}
		} else if t == nil {
			return nil, fmt.Errorf("puzzle %s: the solution ends before the puzzle", p.ID)
		}
		out = append(out, clicks(pos, g.Ply(), t)...)
		for _, m := range t {
			if err := g.Play(m); err != nil {
				return nil, fmt.Errorf("puzzle %s: %v", p.ID, err)
			}
		}
		turns++
		pos = g.Position()
		if pos.Result().Over() || tb == nil && turns >= p.Turns() {
			return out, nil
		}
		// The reply.
		var reply []rules.Move
		if tb != nil {
			_, good, ok := learn.BestTurns(tb, pos)
			if !ok || len(good) == 0 {
				return out, nil
			}
			reply = good[0]
			onLine = onLine && i+1 < len(p.Solution) && slices.Equal(reply, p.Solution[i+1])
		} else if i+1 < len(p.Solution) {
			reply = p.Solution[i+1]
		} else {
			return out, nil
		}
		for _, m := range reply {
			if err := g.Play(m); err != nil {
				return nil, fmt.Errorf("puzzle %s: reply: %v", p.ID, err)
			}
		}
		if after := g.Position(); after.SideToMove() != player {
			return nil, fmt.Errorf("puzzle %s: the reply does not end its turn", p.ID)
		}
	}
}
