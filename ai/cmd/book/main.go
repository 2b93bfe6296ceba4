// Command book makes the Master's opening book (ai/book/standard.txt) by
// long searches: every position of the first -all plies, then for each
// colour the positions its book moves lead to against the other side's
// replies, up to -plies plies. Up to ply -every every reply is followed;
// past it only the few a strong player would consider, so the lines can
// go deep without the tree growing twentyfold every two plies. A placement
// that closes a mill ends its line: the removal is left to the search.
//
//	go run ./ai/cmd/book -think 3s -all 2 -every 3 -plies 7 -from ai/book/standard.txt -out ai/book/standard.txt
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

// screen says which of the other side's replies a line follows past
// -every: the best keep of them by a search to depth, and of those only
// the ones within margin (hundredths of a man) of the best.
type screen struct {
	depth, keep, margin int
}

func run(args []string) error {
	fs := flag.NewFlagSet("book", flag.ContinueOnError)
	think := fs.Duration("think", 3*time.Second, "the search time for each position")
	all := fs.Int("all", 2, "every position of this many plies from the start is in the book")
	plies := fs.Int("plies", 4, "the book's lines end after this many plies")
	every := fs.Int("every", 4, "the other side's replies are all followed in positions before this ply")
	var sc screen
	fs.IntVar(&sc.keep, "replies", 3, "from ply -every on, the other side's replies followed: at most this many")
	fs.IntVar(&sc.depth, "screen", 8, "the depth of the search that ranks the other side's replies")
	fs.IntVar(&sc.margin, "margin", 50, "a reply is followed only within this many hundredths of a man of the best")
	from := fs.String("from", "", "a book made with the same -think: its positions are taken from it, not searched again")
	concurrency := fs.Int("concurrency", 2, "searches at once, each on one thread")
	out := fs.String("out", "", "write the book here (default: standard output)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if sc.keep < 1 || sc.depth < 1 || sc.margin < 0 {
		return fmt.Errorf("want -replies and -screen of at least 1 and a -margin of at least 0")
	}
	known := &book.Book{}
	if *from != "" {
		f, err := os.Open(*from)
		if err != nil {
			return err
		}
		known, err = book.Parse(f)
		f.Close()
		if err != nil {
			return fmt.Errorf("%s: %v", *from, err)
		}
	}
	start := time.Now()
	level := map[book.Key]*node{}
	root := rules.NewPosition(rules.NineMensMorris())
	level[book.KeyOf(&root)] = &node{root, [2]bool{true, true}}
	var lines []string
	searched := 0
	for ply := 0; ply < *plies && len(level) > 0; ply++ {
		var todo, fresh []*node
		for _, n := range level {
			if n.trees[n.pos.SideToMove()] {
				todo = append(todo, n)
			}
		}
		slices.SortFunc(todo, func(a, b *node) int { return cmp.Compare(a.pos.FEN(), b.pos.FEN()) })
		entries := map[*node]book.Entry{}
		for _, n := range todo {
			if e, ok := known.Lookup(&n.pos); ok {
				entries[n] = e
			} else {
				fresh = append(fresh, n)
			}
		}
		for i, e := range searchAll(fresh, ai.Options{Level: ai.Master, Threads: 1}, *think, *concurrency) {
			entries[fresh[i]] = e
		}
		searched += len(fresh)
		chosen := map[*node]rules.Move{}
		for _, n := range todo {
			lines = append(lines, book.Line(&n.pos, entries[n]))
			chosen[n] = entries[n].Move
		}
		var picked map[*node][]rules.Move
		if ply >= *every && ply+1 < *plies {
			picked = pickReplies(level, sc, *concurrency)
		}
		fmt.Fprintf(os.Stderr, "ply %d: %d positions, %d in the book, %d searched, %.0f s\n",
			ply, len(level), len(todo), len(fresh), time.Since(start).Seconds())
		level = expand(level, chosen, picked, ply < *all)
	}
	text := fmt.Sprintf("# The Master's opening book for the standard game: FEN | placement | score | depth.\n"+
		"# Made by go run ./ai/cmd/book -think %v -all %d -every %d -plies %d -replies %d -screen %d -margin %d\n"+
		"# (%d positions, %d searched in %.0f min on %d threads).\n",
		*think, *all, *every, *plies, sc.keep, sc.depth, sc.margin, len(lines), searched, time.Since(start).Minutes(), *concurrency) +
		strings.Join(lines, "\n") + "\n"
	if _, err := book.Parse(strings.NewReader(text)); err != nil {
		return fmt.Errorf("the book made does not read back: %v", err)
	}
	if *out == "" {
		_, err := os.Stdout.WriteString(text)
		return err
	}
	return atomicfile.Write(*out, []byte(text))
}

// expand returns the next ply's positions: the replies in the positions
// of both colours' lines, only the book's move where the side to move's
// own line goes on. Every reply of the other side is followed while every
// is set or picked has no entry for the position; otherwise only the
// picked ones.
func expand(level map[book.Key]*node, chosen map[*node]rules.Move, picked map[*node][]rules.Move, every bool) map[book.Key]*node {
	next := map[book.Key]*node{}
	for _, n := range level {
		us := n.pos.SideToMove()
		replies, narrow := picked[n]
		for _, m := range n.pos.LegalMoves(nil) {
			c := n.pos
			c.Play(m)
			if c.PendingRemovals() > 0 || c.Result().Over() {
				continue
			}
			var trees [2]bool
			for t := range trees {
				var on bool
				if rules.Color(t) == us {
					on = n.trees[t] && chosen[n] == m
				} else {
					on = n.trees[t] && (!narrow || slices.Contains(replies, m))
				}
				trees[t] = every || on
			}
			if !trees[0] && !trees[1] {
				continue
			}
			k := book.KeyOf(&c)
			if old, ok := next[k]; ok {
				old.trees[0] = old.trees[0] || trees[0]
				old.trees[1] = old.trees[1] || trees[1]
				// Of the images of a position the least FEN is kept, so
				// the book written does not hang on the order of a map.
				if c.FEN() < old.pos.FEN() {
					old.pos = c
				}
				continue
			}
			next[k] = &node{c, trees}
		}
	}
	return next
}

// pickReplies ranks the replies in each position where a line of the
// colour not to move goes on, by a search of each reply to sc.depth, and
// returns the ones sc lets a line follow.
func pickReplies(level map[book.Key]*node, sc screen, concurrency int) map[*node][]rules.Move {
	type job struct {
		n *node
		m rules.Move
	}
	// A search to a fixed depth on one thread from a cleared table gives
	// the same score in any order, so the jobs need no sorting.
	var jobs []job
	var kids []*node
	for _, n := range level {
		if !n.trees[n.pos.SideToMove().Other()] {
			continue
		}
		for _, m := range n.pos.LegalMoves(nil) {
			c := n.pos
			c.Play(m)
			jobs = append(jobs, job{n, m})
			kids = append(kids, &node{pos: c})
		}
	}
	scores := searchAll(kids, ai.Options{Level: ai.Master, Depth: sc.depth, Threads: 1}, 0, concurrency)
	ranked := map[*node][]scored{}
	for i, j := range jobs {
		s := scores[i].Score
		if kids[i].pos.SideToMove() != j.n.pos.SideToMove() {
			s = -s
		}
		ranked[j.n] = append(ranked[j.n], scored{j.m, s})
	}
	picked := map[*node][]rules.Move{}
	for n, rs := range ranked {
		picked[n] = sc.pick(rs)
	}
	return picked
}

// scored is a reply and its score for the side that plays it.
type scored struct {
	move  rules.Move
	score int
}

// pick returns the best sc.keep replies within sc.margin of the best, in
// order, the first of equals first.
func (sc screen) pick(rs []scored) []rules.Move {
	slices.SortStableFunc(rs, func(a, b scored) int { return cmp.Compare(b.score, a.score) })
	var out []rules.Move
	for _, r := range rs {
		if len(out) == sc.keep || r.score < rs[0].score-sc.margin {
			break
		}
		out = append(out, r.move)
	}
	return out
}

// searchAll searches each position with opt, concurrency at a time, for
// think each when it is not zero. The time is a deadline of the context,
// not opt.MoveTime, which would answer from the shipped book.
func searchAll(todo []*node, opt ai.Options, think time.Duration, concurrency int) []book.Entry {
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
				ctx, cancel := context.Background(), context.CancelFunc(func() {})
				if think > 0 {
					ctx, cancel = context.WithTimeout(ctx, think)
				}
				r, err := e.Search(ctx, todo[i].pos, nil, opt)
				cancel()
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
