package protocol_test

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/ninemen/morris/ai"
	"github.com/ninemen/morris/rules"
)

// The tests here drive the real search on the real clock, so they check
// what it answers and never how soon: they run on shared machines and
// under the race detector. The stop latency is measured in
// BenchmarkStopLatency; the movetime and clock tests are in clock_test.go,
// on a fake clock.

var infoRE = regexp.MustCompile(`^info depth (\d+) score (cp|mate) (-?\d+) nodes (\d+) nps \d+ time \d+ pv (.+)$`)

// searchInfo is an info line of a search, read back.
type searchInfo struct {
	depth int
	mate  bool
	score int
	nodes uint64
	pv    []string
}

func parseInfo(t testing.TB, l string) searchInfo {
	t.Helper()
	m := infoRE.FindStringSubmatch(l)
	if m == nil {
		t.Fatalf("info line %q: not depth, score, nodes, nps, time and pv", l)
	}
	d, _ := strconv.Atoi(m[1])
	sc, _ := strconv.Atoi(m[3])
	n, _ := strconv.ParseUint(m[4], 10, 64)
	return searchInfo{depth: d, mate: m[2] == "mate", score: sc, nodes: n, pv: strings.Fields(m[5])}
}

// bestmove reads up to the next bestmove and returns its move with the
// info lines before it.
func (p *pipeEngine) bestmove() (string, []searchInfo) {
	p.t.Helper()
	got := p.expect("bestmove", func(l string) bool { return strings.HasPrefix(l, "bestmove ") })
	var infos []searchInfo
	for _, l := range got {
		switch {
		case strings.HasPrefix(l, "info depth"):
			infos = append(infos, parseInfo(p.t, l))
		case strings.HasPrefix(l, "info string error"):
			p.t.Errorf("error during the search: %q", l)
		}
	}
	return strings.TrimPrefix(got[len(got)-1], "bestmove "), infos
}

// legalIn checks that move is one ply, legal in g, and returns it parsed.
func legalIn(t *testing.T, g *rules.Game, move string) rules.Move {
	t.Helper()
	m, err := rules.ParseMove(move)
	if err != nil {
		t.Fatalf("bestmove %q: %v", move, err)
	}
	if !slices.Contains(g.LegalMoves(), m) {
		p := g.Position()
		t.Fatalf("bestmove %s is not legal in %s", move, p.FEN())
	}
	return m
}

// positionCommand is the `position` line that sets g, history included.
func positionCommand(g *rules.Game) string {
	var sb strings.Builder
	sb.WriteString("position startpos")
	if g.Ply() > 0 {
		sb.WriteString(" moves")
		for _, m := range g.Moves() {
			sb.WriteString(" " + m.String())
		}
	}
	return sb.String()
}

func TestSearchOptions(t *testing.T) {
	tests := []struct {
		set, want string
	}{
		{"SkillLevel value 1", ""},
		{"SkillLevel value 6", ""},
		{"skilllevel value 3", ""},
		{"SkillLevel value 0", "info string error setoption SkillLevel: value 0: want a whole number from 1 to 6"},
		{"SkillLevel value 7", "info string error setoption SkillLevel: value 7: want a whole number from 1 to 6"},
		{"SkillLevel value Master", "info string error setoption SkillLevel: value Master: want a whole number from 1 to 6"},
		{"SkillLevel value", "info string error setoption SkillLevel: missing value"},
		{"MoveTime value 1", ""},
		{"MoveTime value 86400000", ""},
		{"MoveTime value 0", "info string error setoption MoveTime: value 0: want a whole number from 1 to 86400000"},
		{"MoveTime value 86400001", "info string error setoption MoveTime: value 86400001: want a whole number from 1 to 86400000"},
		{"MoveTime value -5", "info string error setoption MoveTime: value -5: want a whole number from 1 to 86400000"},
		{"MoveTime value 1s", "info string error setoption MoveTime: value 1s: want a whole number from 1 to 86400000"},
		{"Hash value 1", ""},
		{"hash value 4096", ""},
		{"Hash value 0", "info string error setoption Hash: value 0: want a whole number from 1 to 4096"},
		{"Hash value 4097", "info string error setoption Hash: value 4097: want a whole number from 1 to 4096"},
		{"Hash value 64MB", "info string error setoption Hash: value 64MB: want a whole number from 1 to 4096"},
		{"Seed value 0", ""},
		{"seed value 2147483647", ""},
		{"Seed value -1", "info string error setoption Seed: value -1: want a whole number from 0 to 2147483647"},
		{"Seed value 2147483648", "info string error setoption Seed: value 2147483648: want a whole number from 0 to 2147483647"},
	}
	for _, tt := range tests {
		t.Run(tt.set, func(t *testing.T) {
			// A search option is not a rule: the position stays.
			got := session(t, "position startpos moves d6", "setoption name "+tt.set, "d")
			var want []string
			if tt.want != "" {
				want = []string{tt.want}
			}
			if errs := prefixed(got, "info string"); !slices.Equal(errs, want) {
				t.Errorf("answer %q, want %q", errs, want)
			}
			if f := fens(got); len(f) != 1 || f[0] != fenAfter(t, rules.NineMensMorris(), "d6") {
				t.Errorf("position after it %q", f)
			}
		})
	}
	if n := len(ai.Levels()); n != 6 {
		t.Fatalf("ai has %d levels; the table above assumes 6", n)
	}
}

// TestSkillLevelPlays: each level plays through the protocol, and the
// lower ones keep to their short sight whatever depth is asked.
func TestSkillLevelPlays(t *testing.T) {
	for _, l := range ai.Levels() {
		t.Run(l.String(), func(t *testing.T) {
			p := startPipe(t)
			p.send(fmt.Sprintf("setoption name SkillLevel value %d", int(l)))
			p.send("position startpos moves d7 f4 g7 b4")
			p.send("go depth 4")
			move, infos := p.bestmove()
			g := gameOf(t, "d7", "f4", "g7", "b4")
			legalIn(t, g, move)
			if len(infos) == 0 {
				t.Fatal("no info line")
			}
			deepest := infos[len(infos)-1].depth
			if l == ai.Beginner && deepest != 1 {
				t.Errorf("Beginner searched to depth %d", deepest)
			}
			if l == ai.Master && deepest != 4 {
				t.Errorf("Master searched to depth %d, want 4", deepest)
			}
			p.send("quit")
			p.finish()
		})
	}
}

// gameOf is the game after the plies from the start of Nine Men's Morris.
func gameOf(t *testing.T, plies ...string) *rules.Game {
	t.Helper()
	g := rules.NewGame(rules.NineMensMorris())
	for _, s := range plies {
		if err := g.PlayTurn(s); err != nil {
			t.Fatalf("PlayTurn(%q): %v", s, err)
		}
	}
	return g
}

// TestGoDepth: go depth 3 reports each depth once, in order, with a pv
// that starts with a legal move, and answers by itself; the Master at a
// fixed depth plays the same move every time.
func TestGoDepth(t *testing.T) {
	p := startPipe(t)
	p.send("position startpos moves d6 f4")
	var first string
	for range 3 {
		p.send("ucinewgame")
		p.send("position startpos moves d6 f4")
		p.send("go depth 3")
		move, infos := p.bestmove()
		legalIn(t, gameOf(t, "d6", "f4"), move)
		var depths []int
		for _, in := range infos {
			depths = append(depths, in.depth)
			if in.mate {
				t.Errorf("a mate score at the start of the game: %+v", in)
			}
		}
		// The last line may repeat the last depth with the final count.
		depths = slices.Compact(depths)
		if !slices.Equal(depths, []int{1, 2, 3}) {
			t.Errorf("depths %v, want 1 2 3", depths)
		}
		if last := infos[len(infos)-1]; last.pv[0] != move {
			t.Errorf("last pv %v does not start with bestmove %s", last.pv, move)
		}
		if first == "" {
			first = move
		} else if move != first {
			t.Errorf("Master at depth 3 played %s, then %s", first, move)
		}
	}
	p.send("quit")
	p.finish()
}

// TestSeedVariesMaster: with a Seed the Master at a fixed depth varies
// its move among those it judges equal (at the start, the four of the
// same kind), the same move for the same seed.
func TestSeedVariesMaster(t *testing.T) {
	p := startPipe(t)
	seen := map[string]bool{}
	for seed := 1; seed <= 12; seed++ {
		var moves [2]string
		for i := range moves {
			p.send("ucinewgame")
			p.send(fmt.Sprintf("setoption name Seed value %d", seed))
			p.send("position startpos")
			p.send("go depth 3")
			moves[i], _ = p.bestmove()
			legalIn(t, gameOf(t), moves[i])
		}
		if moves[0] != moves[1] {
			t.Errorf("seed %d: %s, then %s", seed, moves[0], moves[1])
		}
		seen[moves[0]] = true
	}
	p.send("quit")
	p.finish()
	if len(seen) < 2 {
		t.Errorf("twelve seeds all opened with %v", seen)
	}
}

// TestUCINewGameClearsTable: a search after ucinewgame counts the same
// nodes as a fresh engine's; without it, the table of the search before
// makes it count fewer.
func TestUCINewGameClearsTable(t *testing.T) {
	nodes := func(p *pipeEngine) uint64 {
		p.send("go depth 6")
		_, infos := p.bestmove()
		return infos[len(infos)-1].nodes
	}
	p := startPipe(t)
	fresh := nodes(p)
	warm := nodes(p)
	p.send("ucinewgame")
	cleared := nodes(p)
	p.send("quit")
	p.finish()
	if cleared != fresh {
		t.Errorf("after ucinewgame %d nodes, a fresh engine %d", cleared, fresh)
	}
	if warm >= fresh {
		t.Errorf("the second search counted %d nodes, the first %d: the table was not kept", warm, fresh)
	}
	// ucinewgame also goes back to the start, as TestOptionEffects checks.
}

// TestHashResizesTable: a Hash of another size starts the next search
// with a new, empty table (its count is a fresh engine's again), and
// setting the size it already has keeps what the table learned.
func TestHashResizesTable(t *testing.T) {
	nodes := func(p *pipeEngine) uint64 {
		p.send("go depth 6")
		_, infos := p.bestmove()
		return infos[len(infos)-1].nodes
	}
	p := startPipe(t)
	p.send("setoption name Hash value 16")
	fresh := nodes(p)
	if warm := nodes(p); warm >= fresh {
		t.Errorf("the second search counted %d nodes, the first %d: the table was not kept", warm, fresh)
	}
	p.send("setoption name Hash value 8")
	nodes(p)
	p.send("setoption name Hash value 16")
	if resized := nodes(p); resized != fresh {
		t.Errorf("after a resize to 16 MB %d nodes, a fresh 16 MB table %d", resized, fresh)
	}
	p.send("setoption name Hash value 16")
	if kept := nodes(p); kept >= fresh {
		t.Errorf("Hash set to its own size: %d nodes, a fresh table %d: the table was dropped", kept, fresh)
	}
	p.send("quit")
	p.finish()
}

// TestStopInfinite: go infinite thinks until stop, answers isready
// meanwhile, and stop brings a legal bestmove.
func TestStopInfinite(t *testing.T) {
	p := startPipe(t)
	p.send("position startpos moves d7 f4 g7 b4 a7 xf4 e4")
	p.send("go infinite")
	p.expect("first info", func(l string) bool { return strings.HasPrefix(l, "info depth") })
	p.send("isready")
	p.expect("readyok while searching", is("readyok"))
	start := time.Now()
	p.send("stop")
	move, _ := p.bestmove()
	legalIn(t, gameOf(t, "d7", "f4", "g7", "b4", "a7", "xf4", "e4"), move)
	t.Logf("bestmove %v after stop", time.Since(start))
	p.send("quit")
	p.finish()
}

// TestInfiniteWaitsForStop: an infinite search that has nothing left to
// search (here the Beginner's one turn of sight) still waits for stop.
func TestInfiniteWaitsForStop(t *testing.T) {
	p := startPipe(t)
	p.send("setoption name SkillLevel value 1")
	p.send("go infinite")
	p.expect("info", func(l string) bool { return strings.HasPrefix(l, "info depth") })
	p.send("isready")
	p.expect("readyok", is("readyok"))
	// A last info line may come, for the move chosen; bestmove may not.
	wait := time.After(100 * time.Millisecond)
	for waiting := true; waiting; {
		select {
		case l := <-p.lines:
			if !strings.HasPrefix(l, "info depth") {
				t.Fatalf("before stop: %q", l)
			}
		case <-wait:
			waiting = false
		}
	}
	p.send("stop")
	move, _ := p.bestmove()
	legalIn(t, rules.NewGame(rules.NineMensMorris()), move)
	p.send("quit")
	p.finish()
}

// TestGoAlwaysAnswers: whatever follows go, the real search runs and
// answers a legal bestmove, after a line for each word it did not use.
func TestGoAlwaysAnswers(t *testing.T) {
	tests := []struct {
		line  string
		notes int
	}{
		{"go wtime 1000 btime 1000", 0},
		{"go wtime 60000 btime 60000 winc 1000 binc 1000 movestogo 40", 0},
		{"go btime 1000", 0},
		{"go wtime -5000", 0},
		{"go movetime abc", 1},
		{"go depth 0", 1},
		{"go movetime", 1},
		{"go nodes 5000", 1},
		{"go mate 2", 1},
		{"go ponder", 1},
		{"go searchmoves d6 depth 2", 1},
		{"go nonsense 12 movetime 30", 2},
	}
	p := startPipe(t)
	// Clocks of a minute would make this test slow: it bounds them.
	p.send("setoption name MoveTime value 30")
	for _, tt := range tests {
		p.send("position startpos moves d6 f4 d2 b4")
		p.send(tt.line)
		got := p.expect("bestmove for "+tt.line, func(l string) bool { return strings.HasPrefix(l, "bestmove ") })
		if notes := prefixed(got, "info string"); len(notes) != tt.notes {
			t.Errorf("%s: %q, want %d notes", tt.line, notes, tt.notes)
		}
		legalIn(t, gameOf(t, "d6", "f4", "d2", "b4"), strings.TrimPrefix(got[len(got)-1], "bestmove "))
	}
	p.send("quit")
	p.finish()
}

// TestMillThenRemoval: a move that closes a mill is answered alone; the
// removal is the answer to the next go, once the position has the move.
func TestMillThenRemoval(t *testing.T) {
	p := startPipe(t)
	// White can close a7-d7-g7, and must do something about Black's
	// threat f6-f4-f2: the mill, then removing f6 or f4, does both. (With
	// no threat, the Master rightly prefers a second threat to closing.)
	plies := []string{"d7", "f4", "g7", "f6"}
	p.send("position startpos moves " + strings.Join(plies, " "))
	p.send("go depth 4")
	move, infos := p.bestmove()
	if move != "a7" {
		t.Fatalf("bestmove %s, want a7 closing the mill a7-d7-g7", move)
	}
	if pv := infos[len(infos)-1].pv; len(pv) < 2 || !strings.HasPrefix(pv[1], "x") {
		t.Errorf("pv %v: the removal should follow a7 as its own ply", pv)
	}
	plies = append(plies, move)
	p.send("position startpos moves " + strings.Join(plies, " "))
	p.send("go depth 4")
	removal, _ := p.bestmove()
	if !strings.HasPrefix(removal, "x") {
		t.Fatalf("after the mill, bestmove %s, want a removal", removal)
	}
	legalIn(t, gameOf(t, plies...), removal)
	// The GUI may send the pair attached, as records write it.
	p.send("position startpos moves d7 f4 g7 f6 a7" + removal)
	p.send("go depth 2")
	next, _ := p.bestmove()
	legalIn(t, gameOf(t, append(plies, removal)...), next)
	p.send("quit")
	p.finish()
}

// TestQuitDuringSearch: quit stops a search, which still answers, and the
// engine ends; so does the end of input.
func TestQuitDuringSearch(t *testing.T) {
	for _, how := range []string{"quit", "end of input"} {
		for _, goCmd := range []string{"go infinite", "go depth 100", "go movetime 600000"} {
			t.Run(how+"/"+goCmd, func(t *testing.T) {
				p := startPipe(t)
				p.send(goCmd)
				p.expect("info", func(l string) bool { return strings.HasPrefix(l, "info depth") })
				p.send("position startpos moves d6") // waits for the search; quit still runs it
				if how == "quit" {
					p.send("quit")
				} else {
					p.in.Close()
				}
				// Long before the depth or the movetime is reached.
				move, _ := p.bestmove()
				legalIn(t, rules.NewGame(rules.NineMensMorris()), move)
				p.finish()
			})
		}
	}
}

// TestStopBurst: stop and isready sent while earlier commands still wait
// act on the search they follow, as a GUI in analysis mode expects.
func TestStopBurst(t *testing.T) {
	t.Run("stop, position, go infinite, isready", func(t *testing.T) {
		p := startPipe(t)
		p.send("go infinite")
		p.expect("info", func(l string) bool { return strings.HasPrefix(l, "info depth") })
		// All at once: the second go is still waiting when isready comes.
		p.send("stop\nposition startpos moves d6\ngo infinite\nisready")
		got := p.expect("readyok", is("readyok"))
		if n := len(prefixed(got, "bestmove")); n != 1 {
			t.Errorf("%d bestmoves before readyok, want the first search's: %q", n, got)
		}
		p.send("stop")
		move, _ := p.bestmove()
		legalIn(t, gameOf(t, "d6"), move)
		p.send("quit")
		p.finish()
	})
	t.Run("go infinite twice, then stop", func(t *testing.T) {
		p := startPipe(t)
		p.send("go infinite\ngo infinite\nstop")
		for range 2 {
			move, _ := p.bestmove()
			legalIn(t, rules.NewGame(rules.NineMensMorris()), move)
		}
		p.send("isready")
		p.expect("readyok", is("readyok"))
		p.send("quit")
		p.finish()
	})
	t.Run("stop before go", func(t *testing.T) {
		// A stop with nothing to stop does not carry over to a later go.
		p := startPipe(t)
		p.send("stop\ngo depth 2")
		move, infos := p.bestmove()
		legalIn(t, rules.NewGame(rules.NineMensMorris()), move)
		if infos[len(infos)-1].depth != 2 {
			t.Errorf("depth %d", infos[len(infos)-1].depth)
		}
		p.send("quit")
		p.finish()
	})
}

// TestBestmoveAlwaysLegal plays random games of every preset and asks for
// a move at random points of them, at every level: the answer is a legal
// ply, or "(none)" exactly when the game is over.
func TestBestmoveAlwaysLegal(t *testing.T) {
	perVariant := 40
	if testing.Short() {
		perVariant = 8
	}
	rng := rand.New(rand.NewPCG(4, 2))
	for _, v := range append(rules.Presets(), rules.SmallBoardPresets()...) {
		t.Run(v.Name, func(t *testing.T) {
			p := startPipe(t)
			p.send("setoption name Variant value " + v.Name)
			asked, over := 0, 0
			for asked < perVariant {
				g := rules.NewGame(v)
				stopAt := rng.IntN(120)
				for g.Ply() < stopAt && !g.Result().Over() {
					moves := g.LegalMoves()
					if err := g.Play(moves[rng.IntN(len(moves))]); err != nil {
						t.Fatal(err)
					}
				}
				p.send(fmt.Sprintf("setoption name SkillLevel value %d", 1+rng.IntN(len(ai.Levels()))))
				p.send(positionCommand(g))
				p.send(fmt.Sprintf("go movetime %d", 1+rng.IntN(8)))
				move, _ := p.bestmove()
				asked++
				if g.Result().Over() {
					over++
					if move != "(none)" {
						t.Errorf("game over (%v), bestmove %s", g.Result(), move)
					}
					continue
				}
				legalIn(t, g, move)
			}
			t.Logf("%d positions, %d of them finished games", asked, over)
			p.send("quit")
			p.finish()
		})
	}
}

// stopAfter is how long the benchmark lets a search think before stop.
const stopAfter = 50 * time.Millisecond

// BenchmarkStopLatency measures the time from stop to bestmove during a
// search of a mid-game position: over io.Pipe, and over an OS pipe whose
// reads block a thread, as a GUI's pipe to `morris -engine` does.
func BenchmarkStopLatency(b *testing.B) {
	b.Run("io.Pipe", func(b *testing.B) { stopLatency(b, startPipe(b)) })
	b.Run("os-pipe", func(b *testing.B) {
		r, w := blockingPipe(b)
		stopLatency(b, startPipeOn(b, r, w))
	})
}

func stopLatency(b *testing.B, p *pipeEngine) {
	p.send("position startpos moves d7 f4 g7 b4 a7 xf4 e4")
	var lat []time.Duration
	for b.Loop() {
		p.send("go infinite")
		p.expect("info", func(l string) bool { return strings.HasPrefix(l, "info depth") })
		time.Sleep(stopAfter)
		start := time.Now()
		p.send("stop")
		p.expect("bestmove", func(l string) bool { return strings.HasPrefix(l, "bestmove ") })
		lat = append(lat, time.Since(start))
	}
	slices.Sort(lat)
	b.ReportMetric(float64(lat[len(lat)/2].Microseconds()), "µs-median")
	b.ReportMetric(float64(lat[len(lat)*9/10].Microseconds()), "µs-p90")
	b.ReportMetric(float64(lat[len(lat)-1].Microseconds()), "µs-worst")
	p.send("quit")
	p.finish()
}

// TestStopOverOSPipe: over a blocking OS pipe, as a GUI drives the
// engine, stop is answered with a legal move every time. How soon is
// BenchmarkStopLatency's os-pipe figure (see Engine.Run).
func TestStopOverOSPipe(t *testing.T) {
	r, w := blockingPipe(t)
	p := startPipeOn(t, r, w)
	p.send("position startpos moves d7 f4 g7 b4 a7 xf4 e4")
	var lat []time.Duration
	for range 10 {
		p.send("go infinite")
		p.expect("info", func(l string) bool { return strings.HasPrefix(l, "info depth") })
		time.Sleep(30 * time.Millisecond)
		start := time.Now()
		p.send("stop")
		move, _ := p.bestmove()
		lat = append(lat, time.Since(start))
		legalIn(t, gameOf(t, "d7", "f4", "g7", "b4", "a7", "xf4", "e4"), move)
	}
	p.send("quit")
	p.finish()
	slices.Sort(lat)
	t.Logf("stop to bestmove: median %v, worst %v", lat[len(lat)/2], lat[len(lat)-1])
}

// TestThreeMensMorrisSolved: set up by the Board and MillWins options, the
// engine opens Three Men's Morris in the centre, the one winning
// placement, and reports the first player's win in five turns.
func TestThreeMensMorrisSolved(t *testing.T) {
	got := sessionUntil(t, func(l string) bool { return strings.HasPrefix(l, "bestmove") },
		"setoption name PiecesCount value 3",
		"setoption name Board value NinePoints",
		"setoption name HasDiagonalLines value true",
		"setoption name MillWins value true",
		"setoption name MayFly value false",
		"position startpos",
		"go depth 2")
	last := got[len(got)-1]
	if last != "bestmove d4" {
		t.Fatalf("answered %q, want bestmove d4:\n%s", last, strings.Join(got, "\n"))
	}
	if info := got[len(got)-2]; !strings.Contains(info, "score mate 5 ") {
		t.Errorf("last info %q, want score mate 5", info)
	}
	if !slices.Contains(got, "info string rules now Three Men's Morris; position reset to the start") {
		t.Errorf("the switches did not name the preset:\n%s", strings.Join(got, "\n"))
	}
}
