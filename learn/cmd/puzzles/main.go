// Command puzzles builds the game's puzzle set, learn/puzzles.txt: wins of
// 1 to 8 turns from the endgame tables, in positions where the fastest
// win is one or two turns and few others win at all; and men won by force
// in games of the Master, in the placing and the moving phase, proven by
// its search (see findEngine). Each is rated by how often the computer's
// levels below the Master find it.
//
//	go run ./learn/cmd/puzzles -out learn/puzzles.txt
package main

import (
	"bufio"
	"cmp"
	"context"
	"flag"
	"fmt"
	"hash/fnv"
	"log"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"time"

	"github.com/ninemen/morris/ai"
	"github.com/ninemen/morris/ai/egtb"
	"github.com/ninemen/morris/learn"
	"github.com/ninemen/morris/rules"
)

func main() {
	out := flag.String("out", "learn/puzzles.txt", "write the set to `FILE`")
	seed := flag.Uint64("seed", 1, "the seed of the positions tried")
	scale := flag.Float64("scale", 1, "make this many times the usual number of puzzles of each length (for a quick try)")
	seeds := flag.Int("tries", 5, "rate each puzzle by this many games of each level")
	engine := flag.Int("engine", 120, "find this many puzzles by search in games of the Master")
	flag.Parse()
	log.SetFlags(0)
	t0 := time.Now()
	tb, err := egtb.LoadStandard(nil)
	if err != nil {
		log.Fatal(err)
	}
	found := find(tb, rand.New(rand.NewPCG(*seed, 0)), *scale)
	log.Printf("found %d positions in %v", len(found), time.Since(t0).Round(time.Millisecond))
	t1 := time.Now()
	rate(found, *seeds)
	log.Printf("rated them in %v", time.Since(t1).Round(time.Millisecond))
	t2 := time.Now()
	searched := findEngine(rand.New(rand.NewPCG(*seed, 1)), int(float64(*engine)**scale+0.5))
	log.Printf("found %d puzzles by search in %v", len(searched), time.Since(t2).Round(time.Millisecond))
	t3 := time.Now()
	rateEngine(searched, *seeds)
	log.Printf("rated them in %v", time.Since(t3).Round(time.Millisecond))
	for _, z := range searched {
		found = append(found, z.Puzzle)
	}
	slices.SortFunc(found, func(a, b learn.Puzzle) int {
		return cmp.Or(cmp.Compare(a.Rating, b.Rating), cmp.Compare(a.ID, b.ID))
	})
	if err := write(*out, found); err != nil {
		log.Fatal(err)
	}
	log.Printf("wrote %d puzzles to %s in %v", len(found), *out, time.Since(t0).Round(time.Second))
}

// share is how the puzzles of a kind of endgame spread over the lengths
// of their wins, in the solver's turns: short ones for the beginner,
// fewer of the long ones, which are also rarer.
var share = map[int]float64{1: 0.13, 2: 0.19, 3: 0.19, 4: 0.17, 5: 0.13, 6: 0.09, 7: 0.06, 8: 0.04}

// kinds are the endgames of the set, by the men of the two sides (either
// to move), and how many puzzles of each it holds: both flying, one side
// flying against four or five, and four against four, where nobody flies.
var kinds = []struct {
	men    [2]int
	target int
}{{[2]int{3, 3}, 130}, {[2]int{4, 3}, 130}, {[2]int{5, 3}, 130}, {[2]int{4, 4}, 130}}

// maxTries bounds the positions tried, in case the quotas cannot be met.
const maxTries = 40_000_000

// find tries random positions of the tables' sectors until the quotas are
// met, keeping those that make a puzzle (see puzzle), one per class of
// symmetric positions.
func find(tb *egtb.Tables, rng *rand.Rand, scale float64) []learn.Puzzle {
	want := make([]map[int]int, len(kinds))
	left := 0
	for k, kind := range kinds {
		want[k] = map[int]int{}
		for n, f := range share {
			want[k][n] = max(1, int(f*float64(kind.target)*scale+0.5))
			left += want[k][n]
		}
	}
	seen := map[uint64]bool{}
	var out []learn.Puzzle
	for try := 0; try < maxTries && left > 0; try++ {
		k := rng.IntN(len(kinds))
		sec := kinds[k].men
		if rng.IntN(2) == 1 {
			sec[0], sec[1] = sec[1], sec[0]
		}
		perm := rng.Perm(rules.NumPoints)
		var us, them rules.Bitboard
		for _, pt := range perm[:sec[0]] {
			us |= rules.Bit(rules.Point(pt))
		}
		for _, pt := range perm[sec[0] : sec[0]+sec[1]] {
			them |= rules.Bit(rules.Point(pt))
		}
		side := rules.Color(rng.IntN(2))
		white, black := us, them
		if side == rules.Black {
			white, black = them, us
		}
		key := canonical(us, them)
		if seen[key] {
			continue
		}
		v, ok := tb.Probe(us, them)
		if !ok || !v.Won() || v.Mate() > 8 {
			continue
		}
		// Past half the tries, a kind of endgame short of puzzles of a
		// length lets another kind make them up.
		if want[k][v.Mate()] == 0 {
			if try < maxTries/2 {
				continue
			}
			k = slices.IndexFunc(want, func(w map[int]int) bool { return w[v.Mate()] > 0 })
			if k < 0 {
				continue
			}
		}
		// A position is judged once; one left for a quota may come again.
		seen[key] = true
		p, err := rules.ParseFEN(rules.MovingFEN(white, black, side), rules.NineMensMorris())
		if err != nil || p.Result().Over() {
			continue
		}
		z, ok := puzzle(tb, p)
		if !ok {
			continue
		}
		z.ID = id(key)
		out = append(out, z)
		want[k][v.Mate()]--
		left--
	}
	for n := 1; n <= 8; n++ {
		short := 0
		for k := range kinds {
			short += want[k][n]
		}
		if short > 0 {
			log.Printf("%d puzzles of %d turns short", short, n)
		}
	}
	return out
}

// canonical is the smallest of the position's sixteen symmetric images.
func canonical(us, them rules.Bitboard) uint64 {
	best := ^uint64(0)
	for s := range rules.NumSymmetries {
		best = min(best, uint64(us.Symmetry(s))<<24|uint64(them.Symmetry(s)))
	}
	return best
}

// id names a puzzle by its position's class: stable when the set is built
// again.
func id(key uint64) string {
	h := fnv.New32a()
	fmt.Fprint(h, key)
	return fmt.Sprintf("t%08x", h.Sum32())
}

// puzzle makes a puzzle of the won position p when its fastest win is
// found by one or two moves among at least four, and at most three
// other moves win at all: then the first move is a find, not one of many. A
// move counts by its best removal: which man to take may be part of the
// find. The line follows the first fastest win at every turn of the
// solver's and the longest defence at every reply.
func puzzle(tb *egtb.Tables, p rules.Position) (learn.Puzzle, bool) {
	turns := learn.Turns(p)
	moves := map[rules.Move]int{} // each first move's best worth
	for _, t := range turns {
		n, ok := learn.TurnMate(tb, p, t)
		if !ok {
			return learn.Puzzle{}, false
		}
		if m, seen := moves[t[0]]; !seen || n > 0 && (m <= 0 || n < m) {
			moves[t[0]] = n
		}
	}
	best, wins, slower := 0, 0, 0
	for _, n := range moves {
		if n > 0 && (best == 0 || n < best) {
			best = n
		}
	}
	for _, n := range moves {
		switch {
		case n == best:
			wins++
		case n > 0:
			slower++
		}
	}
	if len(moves) < 4 || best == 0 || wins > 2 || slower > 3 {
		return learn.Puzzle{}, false
	}
	var line [][]rules.Move
	for q := p; !q.Result().Over(); {
		_, ts, ok := learn.BestTurns(tb, q)
		if !ok || len(line) > 2*best {
			return learn.Puzzle{}, false
		}
		line = append(line, ts[0])
		q = learn.After(q, ts[0])
	}
	return learn.Puzzle{Position: p, Solution: line, Themes: learn.TableThemes(tb, p, line)}, true
}

// levels rate the puzzles: every level below the Master (which knows the
// tables), weakest first.
var levels = []ai.Level{ai.Beginner, ai.Villager, ai.TavernPlayer, ai.ClubPlayer, ai.Expert}

// rate sets each puzzle's rating from how often each level, in tries
// games a level, plays the whole line: a fastest win at every turn of the
// solver's, against the line's replies. Each level that fails adds 300
// times its share of failures to 600, the rating the Beginner's level
// stands for, so that a puzzle every level solves is rated 600 and one
// none solves 2100; each turn of the solver's past the first adds 20, for
// the line a player must see to the end.
func rate(ps []learn.Puzzle, tries int) {
	tb, err := egtb.LoadStandard(nil)
	if err != nil {
		log.Fatal(err)
	}
	e := ai.NewEngine(16)
	for i := range ps {
		z := &ps[i]
		z.Rating = rating(z.Turns(), tries, func(l ai.Level, seed uint64) bool { return solves(e, tb, z, l, seed) })
		if (i+1)%100 == 0 {
			log.Printf("rated %d of %d", i+1, len(ps))
		}
	}
}

// rating is the rating of a puzzle of turns turns of the solver's that
// each level, given tries seeds, solves as often as solved says (see
// rate).
func rating(turns, tries int, solved func(l ai.Level, seed uint64) bool) int {
	r := 600.0
	for _, l := range levels {
		n := 0
		for s := range tries {
			if solved(l, uint64(s+1)) {
				n++
			}
		}
		r += 300 * float64(tries-n) / float64(tries)
	}
	return int(r) + 20*(turns-1)
}

// solves reports whether level l, searching with seed, plays a fastest win
// at every turn of the solver's in z's line.
func solves(e *ai.Engine, tb *egtb.Tables, z *learn.Puzzle, l ai.Level, seed uint64) bool {
	g := rules.NewGameFrom(z.Position)
	for i, t := range z.Solution {
		if i%2 == 0 {
			p := g.Position()
			want, _ := learn.TurnMate(tb, p, t)
			played, ok := levelTurn(e, g, l, seed)
			if !ok {
				return false
			}
			if got, ok := learn.TurnMate(tb, p, played); !ok || got != want {
				return false
			}
		}
		for _, m := range t {
			if err := g.Play(m); err != nil {
				log.Fatalf("%s: the line does not replay: %v", z.ID, err)
			}
		}
	}
	return true
}

// levelTurn is the turn level l plays in g's position: its move and the
// removals it then chooses.
func levelTurn(e *ai.Engine, g *rules.Game, l ai.Level, seed uint64) ([]rules.Move, bool) {
	g = g.Clone()
	start := g.Position()
	side := start.SideToMove()
	var t []rules.Move
	for {
		r, err := e.SearchGame(context.Background(), g, ai.Options{Level: l, Seed: seed})
		if err != nil || g.Play(r.Move) != nil {
			return nil, false
		}
		t = append(t, r.Move)
		if p := g.Position(); g.Result().Over() || !p.Owes(side) {
			return t, true
		}
	}
}

// write writes the set to name atomically: a temporary file beside it,
// renamed over it once whole.
func write(name string, ps []learn.Puzzle) error {
	tmp, err := os.CreateTemp(filepath.Dir(name), ".puzzles-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	w := bufio.NewWriter(tmp)
	fmt.Fprintln(w, "# The game's puzzles, built by go run ./learn/cmd/puzzles: see learn/doc.go.")
	fmt.Fprintln(w, "# id\tFEN\tsolution\tthemes\trating\tsource")
	for i := range ps {
		fmt.Fprintln(w, ps[i].Line())
	}
	if err := w.Flush(); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), name)
}
