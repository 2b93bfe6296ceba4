// Command tune fits the Master's evaluation weights to the outcomes of
// games (a logistic fit, "Texel tuning"): it has the Master play itself
// at a fixed depth from random openings, keeps the quiet positions beyond
// the endgame tables with each game's result, and finds the weights under
// which the evaluation best predicts those results.
//
//	go run ./ai/cmd/tune -games 3000 -depth 6 -data /tmp/games.txt
//	go run ./ai/cmd/tune -load /tmp/games.txt
//
// It prints the fitted weights beside the Master's and the fit's error on
// positions it held out. A weight it prints is a candidate: measure it
// with ai/cmd/match against the Master before keeping it.
package main

import (
	"flag"
	"fmt"
	"os"
	"strings"
)

func main() {
	if err := run(os.Args[1:]); err != nil {
		fmt.Fprintln(os.Stderr, "tune:", err)
		os.Exit(1)
	}
}

func run(args []string) error {
	fs := flag.NewFlagSet("tune", flag.ContinueOnError)
	games := fs.Int("games", 2000, "games to play")
	depth := fs.Int("depth", 6, "the Master's depth in those games, in turns")
	opening := fs.String("opening", "4-8", "random placements that begin each game: a number or a range")
	concurrency := fs.Int("concurrency", 2, "games played at once")
	seed := fs.Uint64("seed", 1, "random seed of the openings")
	data := fs.String("data", "", "write the positions and results to this file")
	load := fs.String("load", "", "fit the positions of this file (written by -data) instead of playing")
	fixed := fs.String("fixed", "man,moverThreat", "terms whose weights stay as they are (man sets the scale)")
	holdout := fs.Int("holdout", 10, "percent of the games held out to judge the fit")
	if err := fs.Parse(args); err != nil {
		return err
	}
	var samples []sample
	if *load != "" {
		f, err := os.Open(*load)
		if err != nil {
			return err
		}
		samples, err = readSamples(f)
		f.Close()
		if err != nil {
			return err
		}
	} else {
		lo, hi, err := parseRange(*opening)
		if err != nil {
			return err
		}
		samples = playGames(gameConfig{games: *games, depth: *depth, lo: lo, hi: hi, concurrency: *concurrency, seed: *seed})
		if *data != "" {
			if err := writeSamplesFile(*data, samples); err != nil {
				return err
			}
		}
	}
	train, test, err := featuresOf(samples, *holdout)
	if err != nil {
		return err
	}
	fmt.Printf("%d positions to fit, %d held out\n", len(train.y), len(test.y))
	r := fit(train, test, strings.Split(*fixed, ","))
	fmt.Print(r)
	return nil
}

// parseRange reads "4" or "4-8".
func parseRange(s string) (lo, hi int, err error) {
	if a, b, ok := strings.Cut(s, "-"); ok {
		_, err1 := fmt.Sscan(a, &lo)
		_, err2 := fmt.Sscan(b, &hi)
		if err1 != nil || err2 != nil || lo < 0 || hi < lo {
			return 0, 0, fmt.Errorf("opening %q: want a number or a range such as 4-8", s)
		}
		return lo, hi, nil
	}
	if _, err := fmt.Sscan(s, &lo); err != nil || lo < 0 {
		return 0, 0, fmt.Errorf("opening %q: want a number or a range such as 4-8", s)
	}
	return lo, lo, nil
}
