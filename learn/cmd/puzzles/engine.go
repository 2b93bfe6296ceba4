package main

import (
	"context"
	"fmt"
	"hash/fnv"
	"log"
	"math/rand/v2"
	"slices"

	"github.com/ninemen/morris/ai"
	"github.com/ninemen/morris/learn"
	"github.com/ninemen/morris/rules"
)

// searchDepth is the depth, in turns, of the searches that prove an
// engine puzzle: its line has at most maxLine turns, so every reply of
// the line and the one after its last turn are inside the search.
const (
	searchDepth = 6
	maxLine     = 5
)

// gap is how much less than the best, in hundredths of a man, every first
// move of an engine puzzle but those that solve it (within learn.Margin
// of the best) must be worth.
const gap = 80

// enginePuzzle is a puzzle found by search, with the worth of every first
// turn for rating it.
type enginePuzzle struct {
	learn.Puzzle
	worth map[string]int // each first turn's score, by its notation
	best  int
}

// findEngine plays games of the Master, searching to a fixed depth,
// against itself and the Expert, each from a few random turns, and keeps
// positions of them with more men than the tables hold where one first
// move (or two) wins a man by force and every other is clearly worse,
// until it has want puzzles: a quarter whose line swings a man from mill
// to mill (the double mill, rare in games), the rest half of the placing
// phase and half of the moving phase.
func findEngine(rng *rand.Rand, want int) []enginePuzzle {
	e := ai.NewEngine(4)
	const double, placing, moving = 0, 1, 2
	left := [3]int{want / 4, (want - want/4) / 2, want - want/4 - (want-want/4)/2}
	seen := map[uint64]bool{}
	var out []enginePuzzle
	for game := 0; game < 100*want && left[0]+left[1]+left[2] > 0; game++ {
		for _, p := range playGame(e, rng) {
			if seen[p.Hash()] {
				continue
			}
			seen[p.Hash()] = true
			z, ok := provePuzzle(e, p)
			if !ok {
				continue
			}
			kind := moving
			switch {
			case z.Has(learn.DoubleMill) && left[double] > 0:
				kind = double
			case p.Phase() == rules.Placing:
				kind = placing
			}
			if left[kind] == 0 {
				continue
			}
			z.ID = engineID(p)
			out = append(out, z)
			left[kind]--
			if len(out)%10 == 0 {
				log.Printf("%d engine puzzles after %d games", len(out), game+1)
			}
		}
	}
	if n := left[0] + left[1] + left[2]; n > 0 {
		log.Printf("%d engine puzzles short (double mill, placing, moving: %v)", n, left)
	}
	return out
}

// playGame plays a game from a few random turns, the Master at a small
// depth against itself or the Expert, and returns its positions with
// more men than the tables hold, in either phase, no removal owed.
func playGame(e *ai.Engine, rng *rand.Rand) []rules.Position {
	g := rules.NewGame(rules.NineMensMorris())
	for range rng.IntN(6) {
		ts := learn.Turns(g.Position())
		for _, m := range ts[rng.IntN(len(ts))] {
			if g.Play(m) != nil {
				return nil
			}
		}
	}
	expert := rng.IntN(2) == 0
	var out []rules.Position
	for ply := 0; ply < 160 && !g.Result().Over(); ply++ {
		p := g.Position()
		if p.PendingRemovals() == 0 && p.Total(rules.White)+p.Total(rules.Black) > 8 {
			out = append(out, p)
		}
		opt := ai.Options{Depth: 3}
		if expert && p.SideToMove() == rules.Black {
			opt = ai.Options{Level: ai.Expert, Seed: rng.Uint64() | 1}
		}
		r, err := e.SearchGame(context.Background(), g, opt)
		if err != nil || g.Play(r.Move) != nil {
			break
		}
	}
	return out
}

// provePuzzle makes a puzzle of p when the Master's search of every first
// turn finds one or two first moves that win a man by force and every
// other worth at least gap less. The line is the best turn and the
// search's line after it, to the solver's turn that wins the man for
// good (kept to the end of the line searched).
func provePuzzle(e *ai.Engine, p rules.Position) (enginePuzzle, bool) {
	ctx := context.Background()
	r, err := learn.Search(ctx, e, p, searchDepth)
	if err != nil || r.Info.Mate != 0 || len(r.Info.PV) == 0 {
		return enginePuzzle{}, false
	}
	line, ok := winsAMan(p, rules.SplitTurns(r.Info.PV))
	if !ok {
		return enginePuzzle{}, false
	}
	z := enginePuzzle{worth: map[string]int{}}
	moves := map[rules.Move]int{}
	for _, t := range learn.Turns(p) {
		score, err := learn.Worth(ctx, e, p, t, searchDepth)
		if err != nil {
			// A win is the tables' or a mate's, not a man's.
			return enginePuzzle{}, false
		}
		z.worth[rules.FormatTurn(t)] = score
		if w, seen := moves[t[0]]; !seen || score > w {
			moves[t[0]] = score
		}
	}
	z.best = -1 << 30
	for _, w := range moves {
		z.best = max(z.best, w)
	}
	good, second := 0, -1<<30
	for _, w := range moves {
		if w >= z.best-learn.Margin {
			good++
		} else {
			second = max(second, w)
		}
	}
	first := rules.FormatTurn(line[0])
	if good > 2 || len(moves) < 4 || second > z.best-gap || z.worth[first] < z.best-learn.Margin {
		return enginePuzzle{}, false
	}
	z.Position, z.Solution = p, line
	z.Themes = append([]learn.Theme{learn.Material}, learn.LineThemes(p, line)...)
	if removalMatters(z, line[0]) {
		z.Themes = append(z.Themes, learn.Removal)
	}
	z.Source = learn.Source{Depth: searchDepth}
	return z, true
}

// winsAMan cuts the line at the first turn of the solver's after which
// it is a man up on the start for good: at every turn to the line's end.
// The cut line has at most maxLine turns.
func winsAMan(p rules.Position, line [][]rules.Move) ([][]rules.Move, bool) {
	solver := p.SideToMove()
	lead := func(q rules.Position) int { return q.Total(solver) - q.Total(solver.Other()) }
	start := lead(p)
	leads := make([]int, len(line))
	q := p
	for i, t := range line {
		for _, m := range t {
			if !q.IsLegal(m) {
				return nil, false
			}
			q.Play(m)
		}
		if q.Result().Over() {
			return nil, false
		}
		leads[i] = lead(q)
	}
	for i := 0; i < len(line) && i < maxLine; i += 2 {
		if slices.Min(leads[i:]) > start {
			return line[: i+1 : i+1], true
		}
	}
	return nil, false
}

// removalMatters reports whether the first turn t earns a removal and
// another man taken after the same move is worth gap less.
func removalMatters(z enginePuzzle, t []rules.Move) bool {
	if len(t) < 2 {
		return false
	}
	for _, u := range learn.Turns(z.Position) {
		if u[0] == t[0] && z.worth[rules.FormatTurn(u)] <= z.best-gap {
			return true
		}
	}
	return false
}

// engineID names an engine puzzle by its position.
func engineID(p rules.Position) string {
	h := fnv.New32a()
	fmt.Fprint(h, p.FEN())
	return fmt.Sprintf("e%08x", h.Sum32())
}

// rateEngine rates engine puzzles as rate does the tables', a level
// solving one when its first turn is accepted (worth within learn.Margin
// of the best).
func rateEngine(zs []enginePuzzle, tries int) {
	e := ai.NewEngine(16)
	for i := range zs {
		z := &zs[i]
		z.Rating = rating(z.Turns(), tries, func(l ai.Level, seed uint64) bool {
			t, ok := levelTurn(e, rules.NewGameFrom(z.Position), l, seed)
			w, known := z.worth[rules.FormatTurn(t)]
			return ok && known && w >= z.best-learn.Margin
		})
	}
}
