// Command convert measures how well the Master turns won positions into
// wins under the game's draw rules (the 100-ply rule and threefold
// repetition of rules.NineMensMorris): it plays each position of a suite
// (ai/testdata/convert.txt) with the Master as the side to move against
// the Expert, both at -movetime a move, and counts the wins.
//
//	go run ./ai/cmd/convert -movetime 100
//
// With -make N it writes candidate positions for the suite instead: random
// boards in the moving phase with the side to move ahead in men, kept
// when the endgame tables (eight men or fewer) say the side to move wins
// in at least -min-turns turns, or when a -think search gives it at least
// -min-score (or a forced win). Each line carries where its verdict came
// from.
package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
	"time"

	"github.com/ninemen/morris/ai"
	"github.com/ninemen/morris/ai/egtb"
	"github.com/ninemen/morris/rules"
)

func main() {
	if err := run(os.Args[1:]); err != nil {
		fmt.Fprintln(os.Stderr, "convert:", err)
		os.Exit(1)
	}
}

func run(args []string) error {
	fs := flag.NewFlagSet("convert", flag.ContinueOnError)
	suite := fs.String("suite", "ai/testdata/convert.txt", "the suite: one position a line (see the file's header)")
	moveTime := fs.Int("movetime", 100, "milliseconds a move for both sides")
	maxPlies := fs.Int("maxplies", 600, "a game still going after this many plies counts as not converted")
	only := fs.Int("only", 0, "play only the suite's n-th position (1-based)")
	verbose := fs.Bool("v", false, "print every game's moves")
	mk := fs.Int("make", 0, "write this many candidate positions instead of playing the suite")
	seed := fs.Uint64("seed", 1, "random seed for -make")
	think := fs.Duration("think", 10*time.Second, "-make: the search time for positions beyond the tables")
	minScore := fs.Int("min-score", 250, "-make: the least search score to keep a position beyond the tables")
	minTurns := fs.Int("min-turns", 6, "-make: the fewest turns to the win to keep a table position")
	counts := fs.String("men", "5v3,5v4,6v4,6v5,7v5,7v6,8v6", "-make: the men of the side to move and of the other, cycled through")
	nine := fs.Bool("nine", false, "use the nine-man tables: -make takes nine-man positions from them, and without -make the suite's nine-man positions are checked against them")
	if err := fs.Parse(args); err != nil {
		return err
	}
	var t9 *egtb.Tables
	if *nine {
		var err error
		if t9, err = nineTables(); err != nil {
			return err
		}
	}
	if *mk > 0 {
		return makeSuite(os.Stdout, *mk, *seed, *counts, *think, *minScore, *minTurns, t9)
	}
	entries, err := readSuite(*suite)
	if err != nil {
		return err
	}
	if t9 != nil {
		for i, e := range entries {
			if v, ok := probeNine(t9, e.pos); ok {
				fmt.Printf("%2d %-3s nine-man tables: %-28s (%s)\n", i+1, e.men, v, e.note)
			}
		}
		return nil
	}
	mt := time.Duration(*moveTime) * time.Millisecond
	won, table, tableWon := 0, 0, 0
	start := time.Now()
	for i, e := range entries {
		if *only > 0 && i+1 != *only {
			continue
		}
		r, plies, moves := play(e.pos, mt, *maxPlies)
		ok := false
		if w, has := r.Winner(); has && w == e.mover() {
			ok = true
			won++
		}
		if e.table {
			table++
			if ok {
				tableWon++
			}
		}
		mark := "won"
		if !ok {
			mark = "NOT CONVERTED"
		}
		fmt.Printf("%2d %-3s %-13s %3d plies  %s  (%s)\n", i+1, e.men, mark, plies, r, e.note)
		if *verbose || !ok {
			fmt.Printf("   %s\n   %s\n", e.fen, moves)
		}
	}
	n := len(entries)
	if *only > 0 {
		n = 1
	}
	fmt.Printf("converted %d of %d (%.1f%%); table positions %d of %d; %.0f s\n",
		won, n, 100*float64(won)/float64(n), tableWon, table, time.Since(start).Seconds())
	return nil
}

// entry is one position of the suite.
type entry struct {
	fen   string
	pos   rules.Position
	men   string // "6v4": the side to move's men, then the other's
	table bool   // the verdict is the endgame tables'
	note  string
}

// readSuite reads the suite: "FEN | source | verdict" a line, # comments.
func readSuite(path string) ([]entry, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []entry
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || line[0] == '#' {
			continue
		}
		parts := strings.Split(line, "|")
		if len(parts) != 3 {
			return nil, fmt.Errorf("%s:%d: want FEN | source | verdict", path, n)
		}
		fen := strings.TrimSpace(parts[0])
		p, err := rules.ParseFEN(fen, rules.NineMensMorris())
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %v", path, n, err)
		}
		us := p.SideToMove()
		out = append(out, entry{
			fen:   fen,
			pos:   p,
			men:   fmt.Sprintf("%dv%d", p.OnBoard(us), p.OnBoard(us.Other())),
			table: strings.TrimSpace(parts[1]) == "table",
			note:  strings.TrimSpace(parts[1]) + ": " + strings.TrimSpace(parts[2]),
		})
	}
	return out, sc.Err()
}

// play has the Master, to move in p, play the Expert under the game's draw
// rules and returns the result, the plies played and the moves.
func play(p rules.Position, mt time.Duration, maxPlies int) (rules.Result, int, string) {
	g := rules.NewGameFrom(p)
	master := p.SideToMove()
	engines := map[rules.Color]*ai.Engine{rules.White: ai.NewEngine(ai.DefaultTableMB), rules.Black: ai.NewEngine(ai.DefaultTableMB)}
	levels := map[rules.Color]ai.Level{master: ai.Master, master.Other(): ai.Expert}
	var moves []string
	for ply := 0; ply < maxPlies && !g.Result().Over(); ply++ {
		cur := g.Position()
		c := cur.SideToMove()
		r, err := engines[c].SearchGame(context.Background(), g, ai.Options{Level: levels[c], MoveTime: mt})
		if err != nil {
			break
		}
		if err := g.Play(r.Move); err != nil {
			panic(err) // the engine played a move the rules refuse: a bug to see at once
		}
		moves = append(moves, r.Move.String())
	}
	return g.Result(), len(moves), strings.Join(moves, " ")
}

// makeSuite writes n candidate positions, cycling through the men counts.
func makeSuite(w *os.File, n int, seed uint64, counts string, think time.Duration, minScore, minTurns int, t9 *egtb.Tables) error {
	type mc struct{ us, them int }
	var cs []mc
	for _, s := range strings.Split(counts, ",") {
		var c mc
		if _, err := fmt.Sscanf(s, "%dv%d", &c.us, &c.them); err != nil || c.us <= c.them || c.them < rules.MinMen || c.us > 9 {
			return fmt.Errorf("men %q: want such as 6v4, the side to move ahead", s)
		}
		cs = append(cs, c)
	}
	rng := rand.New(rand.NewPCG(seed, 7))
	e := ai.NewEngine(64)
	for made, tries := 0, 0; made < n; tries++ {
		c := cs[made%len(cs)]
		p, ok := randomPosition(rng, c.us, c.them)
		if !ok {
			continue
		}
		if c.us+c.them <= 8 {
			v, ok := ai.TableVerdict(p)
			if !ok {
				// The tables load in the background on first use.
				time.Sleep(100 * time.Millisecond)
				v, ok = ai.TableVerdict(p)
			}
			if !ok || v.Draw || v.Winner != p.SideToMove() || v.Turns < minTurns {
				continue
			}
			fmt.Fprintf(w, "%s | table | %s\n", p.FEN(), v)
			made++
			continue
		}
		if v, ok := probeNine(t9, p); ok {
			if !v.Won() || v.Mate() < minTurns {
				continue
			}
			fmt.Fprintf(w, "%s | nine-man tables | %s wins in %d turns\n", p.FEN(), p.SideToMove(), v.Mate())
			made++
			continue
		}
		// A short look first spares the long one for positions likely to
		// pass.
		e.Clear()
		if r, err := e.Search(context.Background(), p, nil, ai.Options{MoveTime: think / 20}); err != nil || r.Info.Mate < 0 || r.Info.Mate == 0 && r.Info.Score < minScore {
			continue
		}
		e.Clear()
		r, err := e.Search(context.Background(), p, nil, ai.Options{MoveTime: think})
		if err != nil {
			continue
		}
		in := r.Info
		switch {
		case in.Mate > 0:
			fmt.Fprintf(w, "%s | search %v | wins in %d turns (depth %d)\n", p.FEN(), think, in.Mate, in.Depth)
		case in.Mate == 0 && in.Score >= minScore:
			fmt.Fprintf(w, "%s | search %v | score %+d (depth %d)\n", p.FEN(), think, in.Score, in.Depth)
		default:
			continue
		}
		made++
	}
	return nil
}

// randomPosition places us and them men at random in the moving phase,
// the side with us men to move (White or Black at random). It refuses a
// position the game has already ended, or in which the side to move
// could close a mill at once or the other side threatens one: the suite
// is about slow technique, not a man that hangs.
func randomPosition(rng *rand.Rand, us, them int) (rules.Position, bool) {
	board := []byte(strings.Repeat("*", rules.NumPoints))
	perm := rng.Perm(rules.NumPoints)
	mover := rules.Color(rng.IntN(2))
	sym := map[rules.Color]byte{rules.White: 'O', rules.Black: '@'}
	for i := 0; i < us+them; i++ {
		c := mover
		if i >= us {
			c = mover.Other()
		}
		board[perm[i]] = sym[c]
	}
	onW, onB := us, them
	side := "w"
	if mover == rules.Black {
		onW, onB, side = them, us, "b"
	}
	fen := fmt.Sprintf("%s/%s/%s %s m s %d 0 %d 0 0 0 0 0 0 0 0 0 40",
		board[:8], board[8:16], board[16:], side, onW, onB)
	p, err := rules.ParseFEN(fen, rules.NineMensMorris())
	if err != nil || p.Result().Over() || closesMill(p) {
		return rules.Position{}, false
	}
	// The other side to move instead: may it close a mill at once?
	other := strings.Replace(fen, " "+side+" ", " "+map[string]string{"w": "b", "b": "w"}[side]+" ", 1)
	q, err := rules.ParseFEN(other, rules.NineMensMorris())
	if err != nil || closesMill(q) {
		return rules.Position{}, false
	}
	return p, true
}

// closesMill reports whether the side to move in p has a move that
// closes a mill.
func closesMill(p rules.Position) bool {
	var buf [rules.MaxMoves]rules.Move
	for _, m := range p.LegalMoves(buf[:0]) {
		c := p
		c.Play(m)
		if c.PendingRemovals() > 0 {
			return true
		}
	}
	return false
}

// mover is the side to move in the entry's position, the one to win.
func (e *entry) mover() rules.Color { return e.pos.SideToMove() }

// nineTables returns the standard board's tables with the nine-man
// sectors, which tell a won nine-man position from the many drawn ones
// that a search scores two men up.
func nineTables() (*egtb.Tables, error) {
	t, err := egtb.LoadStandard(nil)
	if err == nil && !t.Has(egtb.NineMen[0]) {
		err = errors.New("this build has no nine-man tables")
	}
	return t, err
}

// probeNine returns the nine-man tables' value of p, for a position with
// nine men on the board, none in hand and no removal owed.
func probeNine(t *egtb.Tables, p rules.Position) (egtb.Value, bool) {
	us := p.SideToMove()
	if t == nil || p.OnBoard(us)+p.OnBoard(us.Other()) != 9 || p.PendingRemovals() > 0 {
		return 0, false
	}
	return t.Probe(p.Men(us), p.Men(us.Other()))
}
