// Command levels calibrates the computer's levels (docs/levels.md): how
// much each loses a move against the Master's judgement on positions from
// real games, and their Elo on one scale from a round robin.
//
//	go run ./ai/cmd/levels -loss -judge-depth 8 rules/testdata/records/*.pgn rules/testdata/records/playok_listing.txt
//	nice -n 15 go run ./ai/cmd/levels -robin -games 40 -master-depth 6 -workers 2
//
// -loss has every level choose a move in every position of the records
// (with -seeds seeds each) and scores each choice by the Master's search
// to -judge-depth of the position after it (the endgame tables where they
// reach), against the best move's score, and sorts the mistakes by the
// kinds of ai.Concerns. -robin plays every pairing of
// levels -games times from two random opening plies, colours alternating,
// and fits the levels' Elo by maximum likelihood with one virtual draw a
// pairing, the Beginner anchored at ai.BeginnerRating; it logs each
// pairing's tally every 20 games, and -tallies fits a log's last tallies,
// so a run stopped early still counts. All print Markdown tables.
package main

import (
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"strings"
	"time"

	"github.com/ninemen/morris/ai"
	"github.com/ninemen/morris/rules"
)

func main() {
	if err := run(os.Args[1:], os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "levels:", err)
		os.Exit(1)
	}
}

func run(args []string, out, log io.Writer) error {
	fs := flag.NewFlagSet("levels", flag.ContinueOnError)
	fs.SetOutput(log)
	loss := fs.Bool("loss", false, "measure each level's loss a move on the positions of the record files given as arguments")
	robin := fs.Bool("robin", false, "play a round robin of all levels and fit their Elo")
	judgeDepth := fs.Int("judge-depth", 8, "depth in turns of the Master's judgement (-loss)")
	seeds := fs.Int("seeds", 3, "moves each level chooses in each position, each from its own seed (-loss)")
	games := fs.Int("games", 40, "games a pairing (-robin; rounded up to an even number)")
	masterDepth := fs.Int("master-depth", 6, "the Master's depth in turns in the round robin")
	workers := fs.Int("workers", 1, "games played at once (-robin)")
	seed := fs.Uint64("seed", 1, "seed of the openings and the levels' variety (-robin)")
	tallies := fs.String("tallies", "", "fit the Elo from the tally lines a -robin run logged in this file instead of playing (the last line of each pairing counts)")
	only := fs.String("levels", "", "the levels to play, by number, such as 1,2 (-robin; all if empty)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *tallies != "" {
		b, err := os.ReadFile(*tallies)
		if err != nil {
			return err
		}
		rs, err := parseTallies(string(b))
		if err != nil {
			return err
		}
		return printRobin(ai.Levels(), rs, "", out)
	}
	if *loss == *robin {
		return fmt.Errorf("want one of -loss and -robin")
	}
	if *loss {
		return runLoss(fs.Args(), *judgeDepth, *seeds, out, log)
	}
	if *games < 1 || *masterDepth < 1 {
		return fmt.Errorf("-games and -master-depth must be positive")
	}
	levels := ai.Levels()
	if *only != "" {
		levels = nil
		for _, w := range strings.Split(*only, ",") {
			l, err := ai.ParseLevel(strings.TrimSpace(w))
			if err != nil {
				return err
			}
			levels = append(levels, l)
		}
		if len(levels) < 2 {
			return fmt.Errorf("-levels %q: want two levels or more", *only)
		}
	}
	return runRobin(levels, *games+*games%2, limits{masterDepth: *masterDepth}, *seed, *workers, out, log)
}

func runLoss(files []string, depth, seeds int, out, log io.Writer) error {
	if len(files) == 0 {
		return fmt.Errorf("-loss: name the record files")
	}
	if depth < 1 || seeds < 1 {
		return fmt.Errorf("-judge-depth and -seeds must be positive")
	}
	ps, err := readPositions(files)
	if err != nil {
		return err
	}
	start := time.Now()
	j := &judge{e: ai.NewEngine(64), depth: depth}
	rows, err := measureLoss(ps, ai.Levels(), seeds, j, func(n int) {
		if n%20 == 0 {
			fmt.Fprintf(log, "%d of %d positions (%v)\n", n, len(ps), time.Since(start).Round(time.Second))
		}
	})
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "%d positions of %d records, %d moves a level in each, judged by the Master to depth %d\n\n", len(ps), len(files), seeds, depth)
	fmt.Fprintln(out, "| level | moves | loss a move | best moves | a man or more lost |")
	fmt.Fprintln(out, "|---|---:|---:|---:|---:|")
	for _, r := range rows {
		fmt.Fprintf(out, "| %v | %d | %.1f | %.0f%% | %.1f%% |\n", r.level, r.moves, r.loss, 100*r.best, 100*r.blunds)
	}
	fmt.Fprintf(out, "\nThe mistakes (moves losing %d or more) by kind, as shares of the mistakes; a mistake may be of several kinds or of none\n\n", mistakeLoss)
	head, rule := "| level | mistakes |", "|---|---:|"
	for _, k := range ai.BlindSpots() {
		head += " " + k + " |"
		rule += "---:|"
	}
	fmt.Fprintln(out, head+" other |")
	fmt.Fprintln(out, rule+"---:|")
	for _, r := range rows {
		line := fmt.Sprintf("| %v | %d |", r.level, r.mistakes)
		if r.mistakes == 0 {
			fmt.Fprintln(out, line+strings.Repeat(" |", len(r.kinds)+1))
			continue
		}
		for _, n := range r.kinds {
			line += fmt.Sprintf(" %.0f%% |", 100*float64(n)/float64(r.mistakes))
		}
		fmt.Fprintf(out, "%s %.0f%% |\n", line, 100*float64(r.none)/float64(r.mistakes))
	}
	return nil
}

func runRobin(levels []ai.Level, games int, lm limits, seed uint64, workers int, out, log io.Writer) error {
	start := time.Now()
	rs, err := roundRobin(rules.NineMensMorris(), levels, games, lm, seed, workers, func(r result) {
		fmt.Fprintf(log, "%v v %v: +%d =%d -%d (%v)\n", levels[r.a], levels[r.b], r.wins, r.draws, r.losses, time.Since(start).Round(time.Second))
	})
	if err != nil {
		return err
	}
	return printRobin(levels, rs, fmt.Sprintf("%d games a pairing, colours alternating, two random opening plies; the Master to depth %d, the others to their own depths", games, lm.masterDepth), out)
}

// printRobin fits the levels' Elo to the results and prints the cross
// table under the heading, if any.
func printRobin(levels []ai.Level, rs []result, heading string, out io.Writer) error {
	elo, cov, err := fitElo(len(levels), 0, ai.BeginnerRating, rs)
	if err != nil {
		return err
	}
	if heading != "" {
		fmt.Fprintf(out, "%s\n\n", heading)
	}
	var head, rule strings.Builder
	head.WriteString("| level |")
	rule.WriteString("|---|")
	for _, l := range levels {
		fmt.Fprintf(&head, " %v |", l)
		rule.WriteString("---:|")
	}
	fmt.Fprintln(out, head.String()+" Elo | over the level below |")
	fmt.Fprintln(out, rule.String()+"---:|---:|")
	for i, l := range levels {
		fmt.Fprintf(out, "| %v |", l)
		for j := range levels {
			fmt.Fprintf(out, " %s |", cell(rs, i, j))
		}
		// The margins are 95% intervals: 1.96 standard errors.
		if i == 0 {
			fmt.Fprintf(out, " %.0f (anchor) | |\n", elo[i])
			continue
		}
		gap := math.Sqrt(cov[i][i] + cov[i-1][i-1] - 2*cov[i][i-1])
		fmt.Fprintf(out, " %.0f ± %.0f | %+.0f ± %.0f |\n", elo[i], 1.96*math.Sqrt(cov[i][i]), elo[i]-elo[i-1], 1.96*gap)
	}
	return nil
}

// cell is i's points against j, "w-d-l", or "" on the diagonal.
func cell(rs []result, i, j int) string {
	for _, r := range rs {
		switch {
		case r.a == i && r.b == j:
			return fmt.Sprintf("%d-%d-%d", r.wins, r.draws, r.losses)
		case r.a == j && r.b == i:
			return fmt.Sprintf("%d-%d-%d", r.losses, r.draws, r.wins)
		}
	}
	return ""
}

// parseTallies reads the tally lines of a -robin run's log ("Villager v
// Beginner: +17 =2 -1 (6m0s)"), the last of each pairing counting, as
// results between the indexes of ai.Levels.
func parseTallies(text string) ([]result, error) {
	idx := map[string]int{}
	for i, l := range ai.Levels() {
		idx[l.String()] = i
	}
	last := map[[2]int]result{}
	var order [][2]int
	for n, line := range strings.Split(text, "\n") {
		head, rest, ok := strings.Cut(line, ": ")
		if !ok {
			continue
		}
		a, b, ok := strings.Cut(head, " v ")
		ia, okA := idx[a]
		ib, okB := idx[b]
		if !ok || !okA || !okB {
			continue
		}
		var r result
		if _, err := fmt.Sscanf(rest, "+%d =%d -%d", &r.wins, &r.draws, &r.losses); err != nil {
			return nil, fmt.Errorf("line %d: %q: %w", n+1, line, err)
		}
		r.a, r.b = ia, ib
		k := [2]int{ia, ib}
		if _, seen := last[k]; !seen {
			order = append(order, k)
		}
		last[k] = r
	}
	if len(order) == 0 {
		return nil, fmt.Errorf("no tally lines")
	}
	out := make([]result, 0, len(order))
	for _, k := range order {
		out = append(out, last[k])
	}
	return out, nil
}
