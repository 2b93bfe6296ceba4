package main

import (
	"fmt"
	"strings"
	"sync"

	"github.com/ninemen/morris/rules"
)

// outcome is one finished game.
type outcome struct {
	n       int
	opening string
	aWhite  bool
	result  rules.Result
	aScore  float64 // 1, 0.5 or 0 for A
	plies   int
	why     string // how it ended, forfeits named
	forfeit bool
	game    *rules.Game
	depthA  [2]int // sum of depths and moves searched, A
	depthB  [2]int
}

func (o outcome) colors(c config) string {
	if o.aWhite {
		return fmt.Sprintf("%s-%s", c.a.name, c.b.name)
	}
	return fmt.Sprintf("%s-%s", c.b.name, c.a.name)
}

func (o outcome) scoreToken() string {
	switch o.aScore {
	case 1:
		return "win"
	case 0:
		return "loss"
	}
	return "draw"
}

// play runs the games on c.concurrent workers, each with its own pair of
// engines, and reports each game as it ends.
func play(c config, openings [][]rules.Move, report func(outcome, tally)) (tally, error) {
	// Every game is queued at once, so a worker that fails leaves the
	// others nothing to wait for.
	jobs := make(chan int, c.games)
	for i := range c.games {
		jobs <- i
	}
	close(jobs)
	results := make(chan outcome)
	errs := make(chan error, c.concurrent)
	var wg sync.WaitGroup
	for range c.concurrent {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if err := worker(c, openings, jobs, results); err != nil {
				errs <- err
			}
		}()
	}
	go func() { wg.Wait(); close(results) }()
	var t tally
	for o := range results {
		t.add(o)
		if o.aScore == 0 && c.lossDir != "" {
			if err := saveRecord(c.lossDir, o, c); err != nil {
				return t, err
			}
		}
		if c.allDir != "" {
			if err := saveRecord(c.allDir, o, c); err != nil {
				return t, err
			}
		}
		report(o, t)
	}
	select {
	case err := <-errs:
		return t, err
	default:
	}
	return t, nil
}

// worker plays the games it is given with one engine of each side,
// restarting an engine that forfeited by crashing or falling silent.
func worker(c config, openings [][]rules.Move, jobs <-chan int, results chan<- outcome) error {
	variant := c.variant.Name
	var ea, eb *engine
	defer func() {
		for _, e := range []*engine{ea, eb} {
			if e != nil {
				e.quit()
			}
		}
	}()
	for n := range jobs {
		var err error
		if ea == nil {
			if ea, err = startEngine(c.a, variant); err != nil {
				return err
			}
		}
		if eb == nil {
			if eb, err = startEngine(c.b, variant); err != nil {
				return err
			}
		}
		o, deadA, deadB := playGame(c, n, openings[n/2], ea, eb)
		if deadA {
			ea.kill()
			ea = nil
		}
		if deadB {
			eb.kill()
			eb = nil
		}
		results <- o
	}
	return nil
}

// playGame plays game n: A is White in even games. It reports whether an
// engine must be restarted (it fell silent or died).
func playGame(c config, n int, opening []rules.Move, ea, eb *engine) (o outcome, deadA, deadB bool) {
	o = outcome{n: n, opening: openingName(opening), aWhite: n%2 == 0}
	g := rules.NewGame(c.variant)
	for _, m := range opening {
		if err := g.Play(m); err != nil {
			panic(err)
		}
	}
	o.game = g
	for _, e := range []*engine{ea, eb} {
		if err := e.newGame(); err != nil {
			return forfeit(o, e == ea, err.Error()), e == ea, e == eb
		}
	}
	var moves []string
	for _, m := range g.Moves() {
		moves = append(moves, m.String())
	}
	for !g.Result().Over() {
		if g.Ply() >= c.maxGame {
			o.result = rules.Result{Outcome: rules.Draw}
			o.aScore, o.plies, o.why = 0.5, g.Ply(), fmt.Sprintf("adjudicated a draw after %d plies", g.Ply())
			return o, false, false
		}
		p := g.Position()
		isA := (p.SideToMove() == rules.White) == o.aWhite
		e := eb
		if isA {
			e = ea
		}
		t, err := e.think(moves, c.grace)
		if err != nil {
			return forfeit(o, isA, fmt.Sprintf("%s forfeits at ply %d: %v", e.side.name, g.Ply()+1, err)), isA, !isA
		}
		sum := &o.depthB
		if isA {
			sum = &o.depthA
		}
		if t.depth > 0 {
			sum[0] += t.depth
			sum[1]++
		}
		// An engine may attach the removal to its move as records do; the
		// protocol's own form is one ply per go.
		ply, perr := rules.ParseTurn(t.move)
		if perr != nil || t.move == "(none)" {
			return forfeit(o, isA, fmt.Sprintf("%s forfeits at ply %d: answered %q in %s", e.side.name, g.Ply()+1, t.move, p.FEN())), false, false
		}
		for _, m := range ply {
			if err := g.Play(m); err != nil {
				return forfeit(o, isA, fmt.Sprintf("%s forfeits at ply %d: illegal %q: %v", e.side.name, g.Ply()+1, t.move, err)), false, false
			}
			moves = append(moves, m.String())
		}
	}
	o.result = g.Result()
	o.plies = g.Ply()
	o.why = o.result.String()
	switch w, ok := o.result.Winner(); {
	case !ok:
		o.aScore = 0.5
	case (w == rules.White) == o.aWhite:
		o.aScore = 1
	}
	return o, false, false
}

// forfeit ends the game as a loss for A (aLoses) or B.
func forfeit(o outcome, aLoses bool, why string) outcome {
	loser := rules.White
	if aLoses != o.aWhite {
		loser = rules.Black
	}
	o.result = rules.Result{Outcome: rules.WhiteWins, Reason: rules.Resigned}
	if loser == rules.White {
		o.result.Outcome = rules.BlackWins
	}
	o.aScore = 1
	if aLoses {
		o.aScore = 0
	}
	o.plies = o.game.Ply()
	o.why = strings.TrimSpace(why)
	o.forfeit = true
	return o
}
