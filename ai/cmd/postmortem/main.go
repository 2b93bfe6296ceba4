// Command postmortem finds where the Master lost a game: the turn at
// which its move took a position that a long search does not score as
// lost into one that it does.
//
//	go run ./ai/cmd/postmortem -think 2s -confirm 10s ai/testdata/lost.txt
//
// Each line of the file is the Master's colour ("white" or "black") and
// the game's moves from the start, as rules.ParseRecord reads them; lines
// starting with # are comments. For each game it searches the positions
// at the start of the Master's turns from the last one backwards, for
// -think each, until one is not lost (its score above -lose hundredths of
// a man and no forced loss). The turn played there is the turning point:
// it searches that position and the one after the Master's turn for
// -confirm each, and prints the move played, the move the search prefers
// and both scores. If the longer search finds the position lost after
// all, or the turn it prefers there lost once played, the scan goes on
// back.
//
// With -game N -at PLY it traces the Master's turn at PLY depth by depth
// instead; with -try MOVE as well, it scores that turn played there; with
// -replay TIME, the Master plays that turn itself, with TIME a move as in
// a game, once for each of -seeds seeds, and each turn it plays is scored.
// That is how a changed Master is held to the games it lost:
//
//	go run ./ai/cmd/postmortem -game 1 -at 32 -replay 100ms ai/testdata/lost.txt
//
// Times are the process's CPU time, not the wall clock's, so that a
// search thinks as long on a loaded machine as on an idle one; it
// searches on one thread.
package main

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/ninemen/morris/ai"
	"github.com/ninemen/morris/rules"
)

func main() {
	if err := run(os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "postmortem:", err)
		os.Exit(1)
	}
}

func run(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("postmortem", flag.ContinueOnError)
	think := fs.Duration("think", 2*time.Second, "CPU time a position while scanning back")
	confirm := fs.Duration("confirm", 10*time.Second, "CPU time for the turning position and the one after it")
	lose := fs.Int("lose", 150, "a score at or below minus this (hundredths of a man) counts as lost")
	only := fs.Int("game", 0, "analyse only this game (1 is the first); 0 for all")
	from := fs.Int("from", 0, "with -game: scan back from the Master's last turn starting at or before this ply; 0 for the game's end")
	at := fs.Int("at", 0, "with -game: search only the Master's turn that starts at this ply (1 is the first) for -confirm, printing each depth")
	try := fs.String("try", "", "with -at: score this turn instead (such as d1-a1 or g7xb4), searching the position after it for -confirm")
	replay := fs.Duration("replay", 0, "with -at: the Master plays the turn itself with this CPU time a move, and the turn is scored")
	seeds := fs.Int("seeds", 3, "with -replay: how many times, each with its own seed")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() != 1 {
		return fmt.Errorf("want one file of games")
	}
	games, err := readGames(fs.Arg(0))
	if err != nil {
		return err
	}
	a := analyst{think: *think, confirm: *confirm, lose: -*lose, from: *from, out: out}
	for i, lg := range games {
		if *only != 0 && *only != i+1 {
			continue
		}
		fmt.Fprintf(out, "game %d: the Master is %s, %d plies, %s\n", i+1, lg.master, lg.game.Ply(), lg.game.Result())
		if *at > 0 && *replay > 0 {
			if err := a.replay(lg, *at, *replay, *seeds); err != nil {
				return fmt.Errorf("game %d: %w", i+1, err)
			}
			continue
		}
		if *at > 0 && *try != "" {
			if err := a.score(lg, *at, *try); err != nil {
				return fmt.Errorf("game %d: %w", i+1, err)
			}
			continue
		}
		if *at > 0 {
			if err := a.trace(lg, *at); err != nil {
				return fmt.Errorf("game %d: %w", i+1, err)
			}
			continue
		}
		if err := a.game(lg); err != nil {
			return fmt.Errorf("game %d: %w", i+1, err)
		}
	}
	return nil
}

// lostGame is a game and the colour the Master played.
type lostGame struct {
	master rules.Color
	game   *rules.Game
}

func readGames(path string) ([]lostGame, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return parseGames(f)
}

// parseGames reads lines of a colour and a game's moves.
func parseGames(r io.Reader) ([]lostGame, error) {
	var out []lostGame
	sc := bufio.NewScanner(r)
	sc.Buffer(nil, 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || line[0] == '#' {
			continue
		}
		colour, moves, _ := strings.Cut(line, " ")
		var c rules.Color
		switch strings.ToLower(colour) {
		case "white":
			c = rules.White
		case "black":
			c = rules.Black
		default:
			return nil, fmt.Errorf("line %d: %q: want white or black first", n, colour)
		}
		rec, err := rules.ParseRecord(moves)
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", n, err)
		}
		out = append(out, lostGame{c, rec.Game})
	}
	return out, sc.Err()
}

// turn is one turn of the Master's: the ply it starts at and the ply
// after it (its removal, if any, included).
type turn struct{ from, to int }

// turns lists the Master's turns in g.
func turns(g *rules.Game, master rules.Color) []turn {
	var out []turn
	for i := 0; i < g.Ply(); i++ {
		p := g.PositionAt(i)
		if p.SideToMove() != master || p.PendingRemovals() > 0 {
			continue
		}
		j := i + 1
		for ; j < g.Ply(); j++ {
			if q := g.PositionAt(j); !q.Owes(master) {
				break
			}
		}
		out = append(out, turn{i, j})
	}
	return out
}

type analyst struct {
	think, confirm time.Duration
	lose           int
	from           int
	out            io.Writer
}

// verdict is a search's view of a position, for the side to move.
type verdict struct {
	score, mate int
	move        rules.Move
	pv          []rules.Move // the line the search expects, from move on
	depth       int
}

func (v verdict) lost(lose int) bool { return v.mate < 0 || v.mate == 0 && v.score <= lose }

func (v verdict) String() string {
	if v.mate != 0 {
		return fmt.Sprintf("mate %d (depth %d)", v.mate, v.depth)
	}
	return fmt.Sprintf("%+d (depth %d)", v.score, v.depth)
}

// neg is the verdict from the other side's point of view.
func (v verdict) neg() verdict {
	return verdict{score: -v.score, mate: -v.mate, depth: v.depth}
}

func (a *analyst) game(lg lostGame) error {
	g := lg.game
	ts := turns(g, lg.master)
	for k := len(ts) - 1; k >= 0; k-- {
		t := ts[k]
		if a.from > 0 && t.from+1 > a.from {
			continue
		}
		v, err := search(g.Prefix(t.from), a.think)
		if err != nil {
			return err
		}
		fmt.Fprintf(a.out, "  ply %d: played %s, search %s prefers %s\n", t.from+1, played(g, t), v, v.move)
		if v.lost(a.lose) {
			continue
		}
		// A short search can think a lost position holds; the longer one
		// decides, and the scan goes on back if it finds the loss.
		if turned, err := a.turning(g, t, lg.master); err != nil || turned {
			return err
		}
	}
	fmt.Fprintln(a.out, "  lost from the Master's first turn on")
	return nil
}

// turning searches the turn that the scan found, and the position after
// it, for the confirming time; it reports whether the scan ends there:
// the position before is not lost.
func (a *analyst) turning(g *rules.Game, t turn, master rules.Color) (bool, error) {
	before, err := search(g.Prefix(t.from), a.confirm)
	if err != nil {
		return false, err
	}
	if before.lost(a.lose) {
		fmt.Fprintf(a.out, "  ply %d: the longer search finds it lost too: %s, prefers %s\n", t.from+1, before, before.move)
		return false, nil
	}
	// A search can score a position above the best turn it finds there,
	// a deeper line being cut short at the root. The position holds
	// only if that turn, searched as long again, leaves it holding too;
	// else no turn the Master could have played there is known to hold.
	best, err := bestTurn(g.Prefix(t.from), before.pv, a.think)
	if err != nil {
		return false, err
	}
	bv, err := a.after(best, master)
	if err != nil {
		return false, err
	}
	if bv.lost(a.lose) {
		fmt.Fprintf(a.out, "  ply %d: %s there, but its own best turn %s scores %s after it: lost too\n",
			t.from+1, before, rules.Standard.FormatTurn(best.Moves()[t.from:]), bv)
		return false, nil
	}
	av, err := a.after(g.Prefix(t.to), master)
	if err != nil {
		return false, err
	}
	fmt.Fprintf(a.out, "  turning ply %d: played %s, scored %s after it; the search prefers %s at %s\n",
		t.from+1, played(g, t), av, before.move, before)
	if !av.lost(a.lose) {
		fmt.Fprintln(a.out, "  (the longer search finds neither side of this turn lost)")
	}
	return true, nil
}

// turnEnded reports whether mover's turn is over in g, a move of it
// played: the game ended (a resignation too), or mover owes no removal.
func turnEnded(g *rules.Game, mover rules.Color) bool {
	p := g.Position()
	return g.Result().Over() || !p.Owes(mover)
}

// bestTurn plays on a copy of g the turn that starts the line pv: its
// move and the removals it earns, those the line leaves out found by a
// search of think each.
func bestTurn(g *rules.Game, pv []rules.Move, think time.Duration) (*rules.Game, error) {
	g = g.Clone()
	start := g.Position()
	mover := start.SideToMove()
	for i := 0; ; i++ {
		if i > 0 && turnEnded(g, mover) {
			return g, nil
		}
		var m rules.Move
		if i < len(pv) {
			m = pv[i]
		} else {
			v, err := search(g, think)
			if err != nil {
				return nil, err
			}
			m = v.move
		}
		if err := g.Play(m); err != nil {
			return nil, err
		}
	}
}

// trace searches the Master's turn that starts at ply (1-based) for the
// confirming time and prints the best move and score of every depth, so
// that one sees how deep the search must look to leave the move played.
func (a *analyst) trace(lg lostGame, ply int) error {
	for _, t := range turns(lg.game, lg.master) {
		if t.from+1 != ply {
			continue
		}
		g := lg.game.Prefix(t.from)
		p := g.Position()
		fmt.Fprintf(a.out, "  ply %d: %s, played %s\n", ply, p.FEN(), played(lg.game, t))
		v, err := searchInfo(g, a.confirm, func(in ai.Info) {
			fmt.Fprintf(a.out, "    depth %2d  %+6d  %s\n", in.Depth, in.Score, pvText(in.PV))
		})
		if err != nil {
			return err
		}
		fmt.Fprintf(a.out, "  best %s at %s\n", v.move, v)
		return nil
	}
	return fmt.Errorf("no turn of the Master's starts at ply %d", ply)
}

// after is the verdict for the Master on the game g that its turn has
// just ended: the game's result, or a search for the confirming time.
func (a *analyst) after(g *rules.Game, master rules.Color) (verdict, error) {
	if r := g.Result(); r.Over() {
		w, ok := r.Winner()
		switch {
		case !ok:
			return verdict{}, nil
		case w == master:
			return verdict{mate: 1}, nil
		}
		return verdict{mate: -1}, nil
	}
	v, err := search(g, a.confirm)
	if p := g.Position(); p.SideToMove() != master {
		v = v.neg()
	}
	return v, err
}

// score plays the turn try in place of the Master's turn at ply and
// searches the position after it for the confirming time.
func (a *analyst) score(lg lostGame, ply int, try string) error {
	g, err := masterTurnAt(lg, ply)
	if err != nil {
		return err
	}
	if err := g.PlayTurn(try); err != nil {
		return err
	}
	v, err := a.after(g, lg.master)
	if err != nil {
		return err
	}
	fmt.Fprintf(a.out, "  ply %d: %s scores %s for the Master\n", ply, try, v)
	return nil
}

// masterTurnAt is the game before ply (1-based), which must start a
// turn of the Master's.
func masterTurnAt(lg lostGame, ply int) (*rules.Game, error) {
	if ply < 1 || ply > lg.game.Ply() {
		return nil, fmt.Errorf("no ply %d", ply)
	}
	g := lg.game.Prefix(ply - 1)
	if p := g.Position(); p.SideToMove() != lg.master || p.PendingRemovals() > 0 {
		return nil, fmt.Errorf("ply %d starts no turn of the Master's", ply)
	}
	return g, nil
}

// replay has the Master play its turn at ply as in a game, with movetime
// of CPU time a move (its removal is a move of its own), once for each
// seed, and scores each turn it plays by searching the position after it
// for the confirming time.
func (a *analyst) replay(lg lostGame, ply int, movetime time.Duration, seeds int) error {
	before, err := masterTurnAt(lg, ply)
	if err != nil {
		return err
	}
	for seed := 1; seed <= seeds; seed++ {
		g := before.Clone()
		e := ai.NewEngine(64)
		for {
			r, err := e.SearchGame(context.Background(), g, ai.Options{MoveTime: movetime, Clock: cpuClock{}, Seed: uint64(seed)})
			if err != nil {
				return err
			}
			if err := g.Play(r.Move); err != nil {
				return err
			}
			if turnEnded(g, lg.master) {
				break
			}
		}
		turn := rules.Standard.FormatTurn(g.Moves()[before.Ply():])
		v, err := a.after(g, lg.master)
		if err != nil {
			return err
		}
		mark := "holds"
		if v.lost(a.lose) {
			mark = "LOST"
		}
		fmt.Fprintf(a.out, "  ply %d, seed %d: the Master plays %s, which scores %s for it: %s\n", ply, seed, turn, v, mark)
	}
	return nil
}

// pvText writes a line of moves, a removal as its own word.
func pvText(pv []rules.Move) string {
	w := make([]string, len(pv))
	for i, m := range pv {
		w[i] = m.String()
	}
	return strings.Join(w, " ")
}

// played is the Master's turn t in standard notation.
func played(g *rules.Game, t turn) string {
	return rules.Standard.FormatTurn(g.Moves()[t.from:t.to])
}

// search runs the Master on one thread for d of CPU time over the game's
// current position and history.
func search(g *rules.Game, d time.Duration) (verdict, error) {
	return searchInfo(g, d, nil)
}

// searchInfo is search with a report after each completed depth.
func searchInfo(g *rules.Game, d time.Duration, info func(ai.Info)) (verdict, error) {
	e := ai.NewEngine(64)
	pos := g.Position()
	// No MoveTime and a context that the CPU clock ends: an analysis,
	// which the opening book does not answer.
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	clk := cpuClock{}
	end := clk.Now().Add(d)
	r, err := e.Search(ctx, pos, ai.History(g), ai.Options{
		Clock: clk,
		Info:  info,
		Yield: func() {
			if !clk.Now().Before(end) {
				cancel()
			}
		},
	})
	if err != nil {
		return verdict{}, err
	}
	in := r.Info
	return verdict{score: in.Score, mate: in.Mate, move: r.Move, pv: in.PV, depth: in.Depth}, nil
}
