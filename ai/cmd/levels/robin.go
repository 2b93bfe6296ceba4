package main

import (
	"context"
	"fmt"
	"math/rand/v2"
	"sync"

	"github.com/ninemen/morris/ai"
	"github.com/ninemen/morris/rules"
)

// limits are how long each level thinks in the games and the judgement:
// a depth, so that a loaded machine plays the same games as an idle one.
type limits struct {
	masterDepth int // the Master's depth; the others keep their own limits
}

func (lm limits) options(l ai.Level, seed uint64) ai.Options {
	o := ai.Options{Level: l, Seed: seed}
	if l == ai.Master {
		o.Depth = lm.masterDepth
	}
	return o
}

// playGame plays one game between two levels from two random opening
// plies drawn by seed, and returns White's points: 1, ½ or 0.
func playGame(v rules.Variant, white, black ai.Level, lm limits, seed uint64, maxPlies int) (float64, error) {
	rng := rand.New(rand.NewPCG(seed, 0x6c65))
	g := rules.NewGame(v)
	for range 2 {
		moves := g.LegalMoves()
		if err := g.Play(moves[rng.IntN(len(moves))]); err != nil {
			return 0, err
		}
	}
	engines := [2]*ai.Engine{ai.NewEngine(16), ai.NewEngine(16)}
	levels := [2]ai.Level{white, black}
	for ply := 0; !g.Result().Over(); ply++ {
		if ply >= maxPlies {
			return 0.5, nil
		}
		side := 0
		if p := g.Position(); p.SideToMove() == rules.Black {
			side = 1
		}
		r, err := engines[side].SearchGame(context.Background(), g, lm.options(levels[side], seed*1000+uint64(ply)+1))
		if err != nil {
			return 0, err
		}
		if err := g.Play(r.Move); err != nil {
			return 0, fmt.Errorf("%v plays %v: %w", levels[side], r.Move, err)
		}
	}
	switch w, ok := g.Result().Winner(); {
	case !ok:
		return 0.5, nil
	case w == rules.White:
		return 1, nil
	}
	return 0, nil
}

// roundRobin plays every pairing of levels games times, colours
// alternating and each pair of games from the same opening, on workers
// goroutines, and reports each pairing's tally to done every 20 games
// and when it is finished.
func roundRobin(v rules.Variant, levels []ai.Level, games int, lm limits, seed uint64, workers int, done func(result)) ([]result, error) {
	type job struct{ pair, game int }
	var pairs [][2]int
	for i := range levels {
		for j := i + 1; j < len(levels); j++ {
			pairs = append(pairs, [2]int{j, i})
		}
	}
	out := make([]result, len(pairs))
	left := make([]int, len(pairs))
	for k, p := range pairs {
		out[k] = result{a: p[0], b: p[1]}
		left[k] = games
	}
	jobs := make(chan job)
	var mu sync.Mutex
	var firstErr error
	var wg sync.WaitGroup
	for range max(workers, 1) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for jb := range jobs {
				p := pairs[jb.pair]
				a, b := levels[p[0]], levels[p[1]]
				s := seed + uint64(jb.pair)<<20 + uint64(jb.game/2)
				var pts float64
				var err error
				if jb.game%2 == 0 {
					pts, err = playGame(v, a, b, lm, s, 1000)
				} else {
					pts, err = playGame(v, b, a, lm, s, 1000)
					pts = 1 - pts
				}
				mu.Lock()
				if err != nil && firstErr == nil {
					firstErr = err
				}
				r := &out[jb.pair]
				switch pts {
				case 1:
					r.wins++
				case 0:
					r.losses++
				default:
					r.draws++
				}
				left[jb.pair]--
				if (left[jb.pair] == 0 || (games-left[jb.pair])%20 == 0) && done != nil {
					done(*r)
				}
				mu.Unlock()
			}
		}()
	}
	// Game by game across the pairings, so that a run stopped early has
	// played every pairing alike.
	for g := range games {
		for k := range pairs {
			jobs <- job{k, g}
		}
	}
	close(jobs)
	wg.Wait()
	return out, firstErr
}
