// Command match plays two engines against each other over the engine text
// protocol (docs/protocol.md) and says which is stronger, with the rules
// package as referee.
//
//	go run ./ai/cmd/match -a '/tmp/morris-new -engine' -b '/tmp/morris-base -engine' \
//	    -games 200 -movetime 100 -losses /tmp/losses
//
// Each opening (a few random placements) is played twice, once with each
// engine as White, so an opening that favours one colour favours both
// engines alike. Every move is one `go movetime N` after the whole game
// so far (`position startpos moves …`); a removal is its own ply and its
// own `go`. A move the rules refuse, `bestmove (none)` in a running game,
// no answer within the move time plus -grace, or a dead process loses the
// game, and the summary says so. The summary gives A's wins, draws and
// losses, its score and the Elo difference with a 95% margin; the records
// of the games A lost go to the -losses folder.
package main

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/ninemen/morris/rules"
)

func main() {
	if err := run(os.Args[1:]); err != nil {
		fmt.Fprintln(os.Stderr, "match:", err)
		os.Exit(1)
	}
}

// config is what the flags say.
type config struct {
	a, b       side
	games      int
	minPlies   int
	maxPlies   int
	seed       uint64
	grace      time.Duration
	lossDir    string
	allDir     string
	variant    rules.Variant
	maxGame    int
	concurrent int
	quiet      bool
}

// side is one engine of the match: how to start it and how it thinks.
type side struct {
	name     string
	argv     []string
	moveTime int // milliseconds a move
	options  []string
	// timeUp, if set, stands for the real clock's timer of a move's
	// limit, the move time and the grace (tests).
	timeUp func(limit time.Duration) <-chan time.Time
}

type multiFlag []string

func (m *multiFlag) String() string     { return strings.Join(*m, ", ") }
func (m *multiFlag) Set(s string) error { *m = append(*m, s); return nil }

func parseFlags(args []string) (config, error) {
	fs := flag.NewFlagSet("match", flag.ContinueOnError)
	a := fs.String("a", "", "engine A: the command line that starts it, such as '/tmp/morris-new -engine'")
	b := fs.String("b", "", "engine B, the opponent")
	nameA := fs.String("name-a", "A", "engine A's name in the records")
	nameB := fs.String("name-b", "B", "engine B's name in the records")
	games := fs.Int("games", 200, "games to play (rounded up to an even number: each opening with both colours)")
	mt := fs.Int("movetime", 100, "milliseconds a move for both engines")
	mtA := fs.Int("movetime-a", 0, "milliseconds a move for A alone (overrides -movetime)")
	mtB := fs.Int("movetime-b", 0, "milliseconds a move for B alone (overrides -movetime)")
	var optA, optB multiFlag
	fs.Var(&optA, "option-a", "an option for A as Name=Value (repeatable), sent as setoption")
	fs.Var(&optB, "option-b", "an option for B as Name=Value (repeatable)")
	opening := fs.String("opening", "2-4", "random placements that open each game: a number or a range such as 2-4")
	seed := fs.Uint64("seed", 1, "seed of the openings; the same seed gives the same openings")
	grace := fs.Duration("grace", 2*time.Second, "time beyond the move time an engine may take before it forfeits")
	losses := fs.String("losses", "", "folder for the records of the games A lost (none if empty)")
	all := fs.String("records", "", "folder for the records of every game (none if empty)")
	variant := fs.String("variant", "Nine Men's Morris", "the rules, a preset's name; sent to both engines as the Variant option")
	maxGame := fs.Int("maxplies", 1000, "a game still running after this many plies is a draw (the rules' draws usually end it first)")
	conc := fs.Int("concurrency", 1, "games played at once (each engine searches on one core)")
	quiet := fs.Bool("quiet", false, "no line per game, only the summary")
	if err := fs.Parse(args); err != nil {
		return config{}, err
	}
	c := config{games: *games + *games%2, seed: *seed, grace: *grace, lossDir: *losses, allDir: *all,
		maxGame: *maxGame, concurrent: max(*conc, 1), quiet: *quiet}
	if *a == "" || *b == "" {
		return c, fmt.Errorf("want both -a and -b")
	}
	if c.games <= 0 {
		return c, fmt.Errorf("-games %d: want at least 1", *games)
	}
	c.a = side{name: *nameA, argv: strings.Fields(*a), moveTime: *mt, options: optA}
	c.b = side{name: *nameB, argv: strings.Fields(*b), moveTime: *mt, options: optB}
	if *mtA > 0 {
		c.a.moveTime = *mtA
	}
	if *mtB > 0 {
		c.b.moveTime = *mtB
	}
	if c.a.moveTime <= 0 || c.b.moveTime <= 0 {
		return c, fmt.Errorf("move times must be positive")
	}
	for _, o := range append(slicesClone(optA), optB...) {
		if !strings.Contains(o, "=") {
			return c, fmt.Errorf("option %q: want Name=Value", o)
		}
	}
	v, ok := rules.PresetNamed(*variant)
	if !ok {
		return c, fmt.Errorf("variant %q: not a preset", *variant)
	}
	c.variant = v
	lo, hi, err := parseRange(*opening)
	if err != nil {
		return c, fmt.Errorf("-opening: %w", err)
	}
	c.minPlies, c.maxPlies = lo, hi
	return c, nil
}

func slicesClone(s []string) []string { return append([]string(nil), s...) }

func parseRange(s string) (int, int, error) {
	var lo, hi int
	if n, err := fmt.Sscanf(s, "%d-%d", &lo, &hi); err == nil && n == 2 {
		if lo < 0 || hi < lo {
			return 0, 0, fmt.Errorf("%q: want lo-hi with 0 <= lo <= hi", s)
		}
		return lo, hi, nil
	}
	if _, err := fmt.Sscanf(s, "%d", &lo); err != nil || lo < 0 {
		return 0, 0, fmt.Errorf("%q: want a number or a range such as 2-4", s)
	}
	return lo, lo, nil
}

func run(args []string) error {
	c, err := parseFlags(args)
	if err != nil {
		return err
	}
	for _, d := range []string{c.lossDir, c.allDir} {
		if d != "" {
			if err := os.MkdirAll(d, 0o755); err != nil {
				return err
			}
		}
	}
	openings := makeOpenings(c.variant, c.games/2, c.minPlies, c.maxPlies, c.seed)
	fmt.Printf("match: %s (%s, %d ms) vs %s (%s, %d ms), %d games, openings of %d-%d placements, seed %d\n",
		c.a.name, strings.Join(c.a.argv, " "), c.a.moveTime, c.b.name, strings.Join(c.b.argv, " "), c.b.moveTime,
		c.games, c.minPlies, c.maxPlies, c.seed)
	start := time.Now()
	t, err := play(c, openings, func(o outcome, t tally) {
		if c.quiet {
			return
		}
		fmt.Printf("game %3d  %-8s %s  A %-5s %4d plies  %-40s  [%s]\n", o.n+1, o.opening, o.colors(c),
			o.scoreToken(), o.plies, o.why, t.short())
	})
	if err != nil {
		return err
	}
	fmt.Printf("\n%s  (%v)\n", t.summary(c), time.Since(start).Round(time.Second))
	return nil
}

// makeOpenings draws n different openings of lo to hi random placements
// (fewer than five plies cannot close a mill, so an opening never owes a
// removal at its end; longer ones may, and are played on as they are).
func makeOpenings(v rules.Variant, n, lo, hi int, seed uint64) [][]rules.Move {
	rng := rand.New(rand.NewPCG(seed, 0x6d617463))
	seen := map[string]bool{}
	var out [][]rules.Move
	for tries := 0; len(out) < n; tries++ {
		g := rules.NewGame(v)
		plies := lo + rng.IntN(hi-lo+1)
		for range plies {
			ms := g.LegalMoves()
			if len(ms) == 0 {
				break
			}
			if err := g.Play(ms[rng.IntN(len(ms))]); err != nil {
				panic(err) // a legal move the rules refuse: a bug in rules
			}
		}
		key := openingName(g.Moves())
		// Repeats are allowed only once the distinct openings run out.
		if seen[key] && tries < 100*n {
			continue
		}
		seen[key] = true
		out = append(out, g.Moves())
	}
	return out
}

func openingName(ms []rules.Move) string {
	var s []string
	for _, m := range ms {
		s = append(s, m.String())
	}
	return strings.Join(s, " ")
}

func saveRecord(dir string, o outcome, c config) error {
	white, black := c.a.name, c.b.name
	if !o.aWhite {
		white, black = black, white
	}
	tags := []rules.Tag{
		{Name: "Event", Value: "match"},
		{Name: "Round", Value: fmt.Sprint(o.n + 1)},
		{Name: "White", Value: white},
		{Name: "Black", Value: black},
		{Name: "Opening", Value: o.opening},
		{Name: "Termination", Value: o.why},
		{Name: "TimeControl", Value: fmt.Sprintf("%d ms / %d ms a move", c.a.moveTime, c.b.moveTime)},
	}
	rec := rules.Record{Tags: tags, Game: o.game, Result: o.result}
	name := filepath.Join(dir, fmt.Sprintf("game%03d.txt", o.n+1))
	f, err := os.Create(name)
	if err != nil {
		return err
	}
	if _, err := rec.WriteTo(f); err != nil {
		f.Close()
		return fmt.Errorf("%s: %w", name, err)
	}
	return f.Close()
}
