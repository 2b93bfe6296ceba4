// Command book makes the Master's opening book (ai/book/standard.txt) by
// long searches: every position of the first -all plies, then for each
// colour the positions its book moves lead to against every reply, up to
// -plies plies. A placement that closes a mill ends its line: the removal
// is left to the search.
//
//	go run ./ai/cmd/book -think 3s -all 2 -plies 4 -out ai/book/standard.txt
package main

import (
	"cmp"
	"context"
	"flag"
	"fmt"
	"os"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/ninemen/morris/ai"
	"github.com/ninemen/morris/ai/book"
	"github.com/ninemen/morris/ai/cmd/internal/atomicfile"
	"github.com/ninemen/morris/rules"
)

func main() {
	if err := run(os.Args[1:]); err != nil {
		fmt.Fprintln(os.Stderr, "book:", err)
		os.Exit(1)
	}
}

// node is a position of the book's tree and the colours whose book lines
// reach it.
type node struct {
	pos   rules.Position
	trees [2]bool
}

func run(args []string) error {
	fs := flag.NewFlagSet("book", flag.ContinueOnError)
	think := fs.Duration("think", 3*time.Second, "the search time for each position")
	all := fs.Int("all", 2, "every position of this many plies from the start is in the book")
	plies := fs.Int("plies", 4, "the book's lines end after this many plies")
	concurrency := fs.Int("concurrency", 2, "searches at once, each on one thread")
	out := fs.String("out", "", "write the book here (default: standard output)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	start := time.Now()
	level := map[book.Key]*node{}
	root := rules.NewPosition(rules.NineMensMorris())
	level[book.KeyOf(&root)] = &node{root, [2]bool{true, true}}
	var lines []string
	for ply := 0; ply < *plies && len(level) > 0; ply++ {
		var todo []*node
		for _, n := range level {
			if n.trees[n.pos.SideToMove()] {
				todo = append(todo, n)
			}
		}
		slices.SortFunc(todo, func(a, b *node) int { return cmp.Compare(a.pos.FEN(), b.pos.FEN()) })
		entries := searchAll(todo, ai.Options{Level: ai.Master, MoveTime: *think, Threads: 1}, *concurrency)
		chosen := map[*node]rules.Move{}
		for i, n := range todo {
			lines = append(lines, book.Line(&n.pos, entries[i]))
			chosen[n] = entries[i].Move
		}
		fmt.Fprintf(os.Stderr, "ply %d: %d positions, %d searched, %.0f s\n", ply, len(level), len(todo), time.Since(start).Seconds())
		level = expand(level, chosen, ply < *all)
	}
	text := fmt.Sprintf("# The Master's opening book for the standard game: FEN | placement | score | depth.\n"+
		"# Made by go run ./ai/cmd/book -think %v -all %d -plies %d (%d positions, %.0f min on %d threads).\n",
		*think, *all, *plies, len(lines), time.Since(start).Minutes(), *concurrency) + strings.Join(lines, "\n") + "\n"
	if _, err := book.Parse(strings.NewReader(text)); err != nil {
		return fmt.Errorf("the book made does not read back: %v", err)
	}
	if *out == "" {
		_, err := os.Stdout.WriteString(text)
		return err
	}
	return atomicfile.Write(*out, []byte(text))
}

// expand returns the next ply's positions: every reply in the positions of
// both colours' lines (or in all of them while every is set), only the
// book's move where the side to move's own line goes on.
func expand(level map[book.Key]*node, chosen map[*node]rules.Move, every bool) map[book.Key]*node {
	next := map[book.Key]*node{}
	for _, n := range level {
		us := n.pos.SideToMove()
		for _, m := range n.pos.LegalMoves(nil) {
			c := n.pos
			c.Play(m)
			if c.PendingRemovals() > 0 || c.Result().Over() {
				continue
			}
			var trees [2]bool
			for t := range trees {
				on := n.trees[t] && (rules.Color(t) != us || chosen[n] == m)
				trees[t] = every || on
			}
			if !trees[0] && !trees[1] {
				continue
			}
			k := book.KeyOf(&c)
			if old, ok := next[k]; ok {
				old.trees[0] = old.trees[0] || trees[0]
				old.trees[1] = old.trees[1] || trees[1]
				continue
			}
			next[k] = &node{c, trees}
		}
	}
	return next
}

// searchAll searches each position with opt, concurrency at a time.
func searchAll(todo []*node, opt ai.Options, concurrency int) []book.Entry {
	out := make([]book.Entry, len(todo))
	jobs := make(chan int)
	var wg sync.WaitGroup
	for range max(concurrency, 1) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			e := ai.NewEngine(256)
			for i := range jobs {
				e.Clear()
				r, err := e.Search(context.Background(), todo[i].pos, nil, opt)
				if err != nil {
					panic(err) // a placing position has moves: a bug to see at once
				}
				out[i] = book.Entry{Move: r.Move, Score: r.Info.Score, Depth: r.Info.Depth}
			}
		}()
	}
	for i := range todo {
		jobs <- i
	}
	close(jobs)
	wg.Wait()
	return out
}
