package main

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"sync"
	"time"

	"github.com/ninemen/morris/ai"
	"github.com/ninemen/morris/ai/egtb"
	"github.com/ninemen/morris/rules"
)

// gameConfig says how to play the games the fit learns from.
type gameConfig struct {
	games, depth, lo, hi, concurrency int
	seed                              uint64
}

// maxPlies ends a game that the draw rules have not ended as a draw.
const maxPlies = 400

// tableMen is the most men on the board of a position the shipped endgame
// tables decide (with none in hand): the evaluation never judges those.
var tableMen = func() (n int) {
	for _, s := range egtb.Sectors {
		n = max(n, s.Us+s.Them)
	}
	return n
}()

// playGames plays the games, the Master against itself at a fixed depth
// under the standard game's draw rules, and returns their positions.
func playGames(c gameConfig) []sample {
	jobs := make(chan int)
	results := make(chan []sample)
	var wg sync.WaitGroup
	for range max(c.concurrency, 1) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			e := [2]*ai.Engine{ai.NewEngine(16), ai.NewEngine(16)}
			for n := range jobs {
				results <- playGame(c, n, e)
			}
		}()
	}
	go func() {
		for n := range c.games {
			jobs <- n
		}
		close(jobs)
		wg.Wait()
		close(results)
	}()
	var out []sample
	var points [3]int // White's wins, draws, losses
	start := time.Now()
	done := 0
	for ss := range results {
		out = append(out, ss...)
		done++
		if len(ss) > 0 {
			points[int(2-2*ss[0].white)]++
		}
		if done%100 == 0 || done == c.games {
			fmt.Fprintf(os.Stderr, "%d games (White +%d =%d -%d), %d positions, %.0f s\n",
				done, points[0], points[1], points[2], len(out), time.Since(start).Seconds())
		}
	}
	return out
}

// playGame plays game n from its random opening and returns the positions
// after the opening that the evaluation judges (not those the endgame
// tables decide) with the result.
func playGame(c gameConfig, n int, e [2]*ai.Engine) []sample {
	rng := rand.New(rand.NewPCG(c.seed, uint64(n)))
	g := rules.NewGame(rules.NineMensMorris())
	for range c.lo + rng.IntN(c.hi-c.lo+1) {
		ms := g.LegalMoves()
		if len(ms) == 0 || g.Result().Over() {
			break
		}
		if err := g.Play(ms[rng.IntN(len(ms))]); err != nil {
			panic(err) // a legal move refused: a bug in package rules
		}
	}
	e[0].Clear()
	e[1].Clear()
	var fens []string
	for g.Ply() < maxPlies && !g.Result().Over() {
		p := g.Position()
		if p.InHand(rules.White)+p.InHand(rules.Black) > 0 || p.OnBoard(rules.White)+p.OnBoard(rules.Black) > tableMen {
			fens = append(fens, p.FEN())
		}
		r, err := e[p.SideToMove()].SearchGame(context.Background(), g, ai.Options{Level: ai.Master, Depth: c.depth})
		if err != nil {
			break
		}
		if err := g.Play(r.Move); err != nil {
			panic(err) // the engine's move refused: a bug to see at once
		}
	}
	white := 0.5
	if w, ok := g.Result().Winner(); ok {
		white = 1
		if w == rules.Black {
			white = 0
		}
	}
	out := make([]sample, len(fens))
	for i, f := range fens {
		out[i] = sample{n, white, f}
	}
	return out
}
