package ai

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/ninemen/morris/ai/book"
	"github.com/ninemen/morris/ai/internal/fakeclock"
	"github.com/ninemen/morris/rules"
)

// searchingEngine returns an engine that searches the opening too, for
// tests of the search that start from the start.
func searchingEngine() *Engine {
	e := NewEngine(16)
	e.noBook = true
	return e
}

// randomGame plays random legal moves from the start of v for up to plies
// plies, stopping early if the game ends.
func randomGame(v rules.Variant, rng *rand.Rand, plies int) *rules.Game {
	g := rules.NewGame(v)
	for range plies {
		moves := g.LegalMoves()
		if len(moves) == 0 {
			break
		}
		if err := g.Play(moves[rng.IntN(len(moves))]); err != nil {
			panic(err)
		}
	}
	return g
}

// variantsUnderTest are the presets plus the switches no preset turns on.
func variantsUnderTest() []rules.Variant {
	vs := append(rules.Presets(), rules.RegionalPresets()...)
	v := rules.NineMensMorris()
	v.Name, v.BothFly = "both fly", true
	vs = append(vs, v)
	v = rules.NineMensMorris()
	v.Name, v.Removal, v.Blocked = "strict removal, blocked passes", rules.RemoveOutsideMillsOnly, rules.BlockedPasses
	vs = append(vs, v)
	v = rules.OneRemovalPerMill()
	v.Name, v.Removal = "remove any", rules.RemoveAny
	vs = append(vs, v)
	return vs
}

func TestGenerateMatchesRules(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, v := range variantsUnderTest() {
		for range 300 {
			g := randomGame(v, rng, rng.IntN(80))
			if g.Result().Over() {
				continue
			}
			p := g.Position()
			s := newSearcher(nil, &p)
			want := p.LegalMoves(nil)
			got := s.generate(&p, nil)
			if !slices.Equal(got, want) {
				t.Fatalf("%s: %s\ngenerate %v\nrules    %v", v.Name, p.FEN(), got, want)
			}
		}
	}
}

func TestSearchPlaysLegalMoves(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	e := NewEngine(4)
	n := 0
	// Thousands of positions of every variant, from every phase: random
	// games of up to 90 plies, each searched by a level in turn, to a
	// small depth or for a millisecond.
	per := 2000
	if testing.Short() {
		per = 100
	}
	for _, v := range variantsUnderTest() {
		searched := 0
		for i := range per {
			g := randomGame(v, rng, rng.IntN(90))
			if g.Result().Over() {
				continue
			}
			opt := Options{Level: Levels()[i%len(Levels())], Depth: 1 + i%3, Seed: uint64(i + 1)}
			if i%4 == 0 {
				opt.Depth, opt.MoveTime = 0, time.Millisecond
			}
			p := g.Position()
			r, err := e.SearchGame(context.Background(), g, opt)
			if err != nil {
				t.Fatalf("%s %s: %v", v.Name, p.FEN(), err)
			}
			if !p.IsLegal(r.Move) {
				t.Fatalf("%s %s (%v): illegal move %v", v.Name, p.FEN(), opt.Level, r.Move)
			}
			searched++
		}
		if searched < per*9/10 {
			t.Errorf("%s: only %d of %d random positions were still in play", v.Name, searched, per)
		}
		n += searched
	}
	t.Logf("%d positions", n)
}

func TestSearchFinishedGame(t *testing.T) {
	p, err := rules.ParseFEN("OOO*****/********/@@****** b m s 3 0 2 0 0 0 0 0 0 0 0 0 20", rules.NineMensMorris())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := NewEngine(1).Search(context.Background(), p, nil, Options{Depth: 3}); err != ErrNoMove {
		t.Fatalf("err = %v, want ErrNoMove", err)
	}
}

// testStep is what a fake clock moves by at each read of the search, one
// poll (a few hundred nodes): about four times what the engine takes for
// them, so a test's move times need a few times fewer nodes than the same
// times of the real clock.
const testStep = 100 * time.Microsecond

// searchThenCancel searches g with opt on a fake clock that moves only as
// the search reads it, cancels the search from that clock once 50 ms have
// passed on it, and returns the move it answered, which must be legal. The
// search, given a move time far off so that it reads the clock at every
// poll, must stop at its first poll after the cancel: its reported time
// is at most a few reads past the cancel's (the reads of its final
// report). How long that takes on the machine is BenchmarkCancelLatency's
// business.
func searchThenCancel(t *testing.T, e *Engine, g *rules.Game, opt Options) Result {
	t.Helper()
	const cancelAt = 50 * time.Millisecond
	clock := fakeclock.New(testStep)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	clock.AfterFunc(cancelAt, cancel)
	opt.Clock, opt.MoveTime = clock, 24*time.Hour
	r, err := e.SearchGame(ctx, g, opt)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("returned %v at %v on the fake clock (depth %d, %d nodes)", r.Move, r.Info.Time, r.Info.Depth, r.Info.Nodes)
	if p := g.Position(); !p.IsLegal(r.Move) {
		t.Fatalf("illegal move %v", r.Move)
	}
	if r.Info.Time < cancelAt || r.Info.Time > cancelAt+5*testStep {
		t.Errorf("cancelled at %v on the search's clock, stopped at %v: want at its next poll", cancelAt, r.Info.Time)
	}
	return r
}

func TestCancelReturnsPromptly(t *testing.T) {
	searchThenCancel(t, searchingEngine(), rules.NewGame(rules.NineMensMorris()), Options{})
}

// moveTimeKept searches g for moveTime on a fake clock and checks that the
// search used its time and stopped at its first poll after it: its time
// is the move time, to within the few reads of its final report.
func moveTimeKept(t *testing.T, g *rules.Game, opt Options) Result {
	t.Helper()
	opt.Clock = fakeclock.New(testStep)
	r, err := NewEngine(16).SearchGame(context.Background(), g, opt)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("move time %v, %d threads: stopped at %v on the fake clock, depth %d, %d nodes", opt.MoveTime, opt.Threads, r.Info.Time, r.Info.Depth, r.Info.Nodes)
	if r.Info.Time < opt.MoveTime || r.Info.Time > opt.MoveTime+5*testStep {
		t.Errorf("move time %v, %d threads: stopped at %v", opt.MoveTime, opt.Threads, r.Info.Time)
	}
	return r
}

func TestMoveTimeKept(t *testing.T) {
	// A position of a real game, in the moving phase and open: a search
	// that proves a win stops before its time, as it did from a random
	// game's position once the Master found the win sooner.
	g := rules.NewGame(rules.NineMensMorris())
	playLine(t, g, lostGame2(20))
	for _, mt := range []time.Duration{20 * time.Millisecond, 150 * time.Millisecond} {
		moveTimeKept(t, g, Options{MoveTime: mt})
	}
}

// TestYieldOften: the search calls Yield after every yieldEvery of its
// own work, at the first poll after it, and the time spent in Yield does
// not count in its speed. On the fake clock the search works testStep a
// poll and each yield sleeps a millisecond; BenchmarkYieldGap measures the
// gaps on the real clock.
func TestYieldOften(t *testing.T) {
	const sleep = time.Millisecond
	g := rules.NewGame(rules.NineMensMorris())
	clock := fakeclock.New(testStep)
	var gaps []time.Duration
	var last time.Time
	opt := Options{MoveTime: 200 * time.Millisecond, Clock: clock, Yield: func() {
		if !last.IsZero() {
			gaps = append(gaps, clock.Peek().Sub(last))
		}
		clock.Sleep(sleep)
		last = clock.Peek()
	}}
	r, err := searchingEngine().SearchGame(context.Background(), g, opt)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%d yields, %d nodes at %d nps (fake clock)", len(gaps)+1, r.Info.Nodes, r.Info.NPS)
	// 200 ms of search and sleep, a yield every 3 ms of search: about 50.
	if len(gaps) < 40 {
		t.Errorf("only %d yields in 200 ms", len(gaps)+1)
	}
	// From the end of a yield: the searcher's read after it, then
	// yieldEvery of search, ended by the first poll after it.
	for i, gap := range gaps {
		if gap < yieldEvery || gap > yieldEvery+3*testStep {
			t.Errorf("gap %d between yields %v, want %v to %v", i, gap, yieldEvery, yieldEvery+3*testStep)
		}
	}
	// Each yield is its sleep and the searcher's read after it.
	busy := r.Info.Time - time.Duration(len(gaps)+1)*(sleep+testStep)
	want := float64(r.Info.Nodes) / busy.Seconds()
	if got := float64(r.Info.NPS); got < want*0.99 || got > want*1.01 {
		t.Errorf("%d nps, want %.0f: %d nodes in %v of search (%v less %d yields)", r.Info.NPS, want, r.Info.Nodes, busy, r.Info.Time, len(gaps)+1)
	}
}

// TestMasterDeterministic: at a fixed depth the Master plays the same
// move every time without a seed, and with the same seed.
func TestMasterDeterministic(t *testing.T) {
	g := randomGame(rules.NineMensMorris(), rand.New(rand.NewPCG(7, 8)), 22)
	for _, seed := range []uint64{0, 100} {
		var first Result
		for i := range 3 {
			r, err := NewEngine(8).SearchGame(context.Background(), g, Options{Level: Master, Depth: 7, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			if i == 0 {
				first = r
				continue
			}
			if r.Move != first.Move || r.Info.Nodes != first.Info.Nodes || r.Info.Score != first.Info.Score || !slices.Equal(r.Info.PV, first.Info.PV) {
				t.Fatalf("seed %d run %d: %v %d nodes score %d pv %v; first %v %d nodes score %d pv %v", seed, i,
					r.Move, r.Info.Nodes, r.Info.Score, r.Info.PV, first.Move, first.Info.Nodes, first.Info.Score, first.Info.PV)
			}
		}
	}
}

func TestLowerLevelsVary(t *testing.T) {
	g := rules.NewGame(rules.NineMensMorris())
	for _, l := range []Level{Beginner, Villager, TavernPlayer} {
		seen := map[rules.Move]bool{}
		for seed := range uint64(20) {
			r, err := NewEngine(1).SearchGame(context.Background(), g, Options{Level: l, Seed: seed + 1})
			if err != nil {
				t.Fatal(err)
			}
			seen[r.Move] = true
		}
		if len(seen) < 2 {
			t.Errorf("%v: always opens with the same move", l)
		}
	}
}

func TestBeginnerTakesMillInOne(t *testing.T) {
	cases := []struct {
		fen  string
		want []string
	}{
		// Placing: White has d7 and g7 on the top line; Black threatens f2.
		{"********/****@@**/OO****** w p p 2 7 2 7 0 0 0 0 0 0 0 0 3", []string{"a7"}},
		// Moving: White slides b4-a4 to close a1-a4-a7.
		{"**O**@**/O*@**@O*/*@**@O*O w m s 5 0 5 0 0 0 0 0 0 0 0 0 30", []string{"b4-a4"}},
	}
	for _, c := range cases {
		p, err := rules.ParseFEN(c.fen, rules.NineMensMorris())
		if err != nil {
			t.Fatal(err)
		}
		for seed := range uint64(30) {
			r, err := NewEngine(1).Search(context.Background(), p, nil, Options{Level: Beginner, Seed: seed + 1})
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Contains(c.want, r.Move.String()) {
				t.Fatalf("%s seed %d: Beginner played %v, want one of %v", c.fen, seed, r.Move, c.want)
			}
		}
	}
}

func TestLevels(t *testing.T) {
	ls := Levels()
	if len(ls) < 5 || ls[len(ls)-1] != Master || ls[0] != Beginner {
		t.Fatalf("Levels() = %v", ls)
	}
	for _, l := range ls {
		if l.String() == "" || l.Description() == "" {
			t.Errorf("level %d has no name or description", int(l))
		}
		if got, err := ParseLevel(l.String()); err != nil || got != l {
			t.Errorf("ParseLevel(%q) = %v, %v", l.String(), got, err)
		}
	}
	if Level(0).String() != "Master" {
		t.Errorf("zero level is %v, want Master", Level(0))
	}
}

func TestInfoReportsLegalLines(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	for i := range 20 {
		g := randomGame(rules.NineMensMorris(), rng, rng.IntN(60))
		if g.Result().Over() {
			continue
		}
		root := g.Position()
		last := 0
		check := func(in Info) {
			if in.Depth <= last {
				t.Errorf("game %d: depth %d after %d", i, in.Depth, last)
			}
			last = in.Depth
			p := root
			for _, m := range in.PV {
				if !p.IsLegal(m) {
					t.Fatalf("game %d: %s: line %v has illegal %v", i, root.FEN(), in.PV, m)
				}
				p.Play(m)
			}
		}
		r, err := NewEngine(4).SearchGame(context.Background(), g, Options{Depth: 6, Info: check})
		if err != nil {
			t.Fatal(err)
		}
		check(Info{Depth: last + 1, PV: r.Info.PV})
		if len(r.Info.PV) == 0 || r.Info.PV[0] != r.Move {
			t.Errorf("game %d: result line %v does not start with %v", i, r.Info.PV, r.Move)
		}
	}
}

// TestMasterPlaysTheBook: a game move of the Master's in the opening is
// the book's, answered without a search; a search to a depth, a lower
// level, or an engine told to search the opening, searches.
func TestMasterPlaysTheBook(t *testing.T) {
	g := rules.NewGame(rules.NineMensMorris())
	start := g.Position()
	want, ok := book.Standard(nil).Lookup(&start)
	if !ok {
		t.Fatal("the start is not in the book")
	}
	var reported []Info
	r, err := NewEngine(16).SearchGame(context.Background(), g, Options{MoveTime: time.Hour, Info: func(in Info) { reported = append(reported, in) }})
	if err != nil {
		t.Fatal(err)
	}
	if r.Move != want.Move || r.Info.Nodes != 0 || r.Info.Depth != want.Depth || r.Info.Score != want.Score || len(reported) != 1 {
		t.Errorf("Master at the start: %v (depth %d, score %d, %d nodes, %d reports), want the book's %v", r.Move, r.Info.Depth, r.Info.Score, r.Info.Nodes, len(reported), want)
	}
	for _, opt := range []Options{{MoveTime: time.Hour, Depth: 2}, {MoveTime: time.Hour, Level: Expert, Seed: 1}} {
		if r, err := NewEngine(16).SearchGame(context.Background(), g, opt); err != nil || r.Info.Nodes == 0 {
			t.Errorf("%+v: %v after %d nodes, want a search", opt, err, r.Info.Nodes)
		}
	}
	if r, err := searchingEngine().SearchGame(context.Background(), g, Options{MoveTime: 20 * time.Millisecond}); err != nil || r.Info.Nodes == 0 {
		t.Errorf("engine without its book: %v after %d nodes, want a search", err, r.Info.Nodes)
	}
}
