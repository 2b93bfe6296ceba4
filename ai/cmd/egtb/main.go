// Command egtb solves the endgame tables of package egtb and writes them,
// one compressed file of all sectors, with a line for each sector: its
// counts of won, drawn and lost positions (up to symmetry), its longest
// win and loss in turns, its size and the time it took.
//
//	go run ./ai/cmd/egtb -out ai/egtb/data/standard.egtb
//	go run ./ai/cmd/egtb -nine -out ai/egtb/data/nine.egtb
package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"slices"
	"time"

	"github.com/ninemen/morris/ai/cmd/internal/atomicfile"
	"github.com/ninemen/morris/ai/egtb"
	"github.com/ninemen/morris/rules"
)

func main() {
	out := flag.String("out", "", "write the tables to this file")
	diagonals := flag.Bool("diagonals", false, "solve the board with diagonal lines")
	upTo := flag.Int("sectors", len(egtb.Sectors), "solve the first n sectors of "+fmt.Sprint(egtb.Sectors))
	nine := flag.Bool("nine", false, "solve the sectors with nine men, and write only them")
	flag.Parse()
	if *upTo < 1 || *upTo > len(egtb.Sectors) {
		fmt.Fprintf(os.Stderr, "egtb: -sectors %d: want 1 to %d\n", *upTo, len(egtb.Sectors))
		os.Exit(2)
	}
	solve, write := egtb.Sectors[:*upTo], egtb.Sectors[:*upTo]
	if *nine {
		// The nine-man sectors capture into the eight-man ones, which
		// ship in a file of their own.
		solve, write = slices.Concat(egtb.Sectors, egtb.NineMen), egtb.NineMen
	}
	if err := run(*out, *diagonals, solve, write); err != nil {
		fmt.Fprintln(os.Stderr, "egtb:", err)
		os.Exit(1)
	}
}

func run(out string, diagonals bool, solve, write []egtb.Sector) error {
	t := egtb.New(rules.BoardFor(diagonals))
	var file bytes.Buffer
	fmt.Printf("%-6s %9s %9s %9s %5s %5s %9s %8s\n", "sector", "won", "drawn", "lost", "win", "loss", "bytes", "time")
	for _, s := range solve {
		start := time.Now()
		took := time.Duration(0)
		if !t.Has(s) {
			var err error
			if t, err = t.Extend(s, nil); err != nil {
				return err
			}
			took = time.Since(start)
		}
		if !slices.Contains(write, s) {
			continue
		}
		before := file.Len()
		if err := t.WriteSector(&file, s); err != nil {
			return err
		}
		c, lw, ll, _ := t.Counts(s)
		fmt.Printf("%-6v %9d %9d %9d %5d %5d %9d %8v\n", s, c.Won, c.Drawn, c.Lost, lw, ll, file.Len()-before, took.Round(time.Millisecond))
	}
	fmt.Printf("total %d bytes\n", file.Len())
	if out == "" {
		return nil
	}
	// Written whole to a temporary file first, so a reader never sees
	// half a table.
	return atomicfile.Write(out, file.Bytes())
}
