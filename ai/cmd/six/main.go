// Command six solves Six Men's Morris (package six) and writes the
// solution's file, with a line for each layer of the game: its counts of
// won, drawn and lost positions (up to symmetry) and its longest win and
// loss in turns, then the game's value, the file's size and the time;
// with -reach, how many positions play reaches from the start.
//
//	go run ./ai/cmd/six -out ai/egtb/six/data/six.mmsx
package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"time"

	"github.com/ninemen/morris/ai/cmd/internal/atomicfile"
	"github.com/ninemen/morris/ai/egtb/six"
)

func main() {
	out := flag.String("out", "", "write the solution to this file")
	reach := flag.Bool("reach", false, "count the positions play reaches, without symmetry (tens of seconds)")
	flag.Parse()
	if err := run(*out, *reach); err != nil {
		fmt.Fprintln(os.Stderr, "six:", err)
		os.Exit(1)
	}
}

func run(out string, reach bool) error {
	start := time.Now()
	t, err := six.Solve(func(stage string, n int64) {
		fmt.Printf("%-20s %9d slots %8v\n", stage, n, time.Since(start).Round(time.Millisecond))
	})
	if err != nil {
		return err
	}
	took := time.Since(start)
	fmt.Printf("%-8s %9s %9s %9s %9s %5s %5s\n", "layer", "positions", "won", "drawn", "lost", "win", "loss")
	total := 0
	for k, c := range t.Counts() {
		name := fmt.Sprintf("place %d", k+1)
		if k == len(t.Counts())-1 {
			name = "moving"
		}
		total += c.Positions()
		fmt.Printf("%-8s %9d %9d %9d %9d %5d %5d\n", name, c.Positions(), c.Won, c.Drawn, c.Lost, c.LongestWin, c.LongestLoss)
	}
	var file bytes.Buffer
	if err := t.Write(&file); err != nil {
		return err
	}
	fmt.Printf("%d positions in %d slots; start: %v; %d bytes compressed; solved in %v\n",
		total, t.Len(), t.Start(), file.Len(), took.Round(time.Millisecond))
	if reach {
		start := time.Now()
		n, over := six.Reach()
		fmt.Printf("reachable without symmetry: %d positions and %d games over (%d), counted in %v\n",
			n, over, n+over, time.Since(start).Round(time.Millisecond))
	}
	if out == "" {
		return nil
	}
	// Written whole to a temporary file first, so a reader never sees a
	// half-written solution.
	return atomicfile.Write(out, file.Bytes())
}
