package ai

import (
	"context"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/ninemen/morris/ai/book"
	"github.com/ninemen/morris/ai/egtb"
	"github.com/ninemen/morris/rules"
)

// seededSide is one side of a seeded game: a level, its depth, and the
// seed of its choices.
type seededSide struct {
	level Level
	depth int
	seed  uint64
}

// seededGame plays plies plies (fewer if the game ends) from the start
// between two seeded sides, each on its own engine, and returns the moves.
func seededGame(t testing.TB, white, black seededSide, plies int) []rules.Move {
	t.Helper()
	g := rules.NewGame(rules.NineMensMorris())
	engines := [2]*Engine{NewEngine(1), NewEngine(1)}
	sides := [2]seededSide{white, black}
	for g.Ply() < plies && !g.Result().Over() {
		i := 0
		if p := g.Position(); p.SideToMove() == rules.Black {
			i = 1
		}
		sd := sides[i]
		r, err := engines[i].SearchGame(context.Background(), g, Options{Level: sd.level, Depth: sd.depth, Seed: sd.seed})
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Play(r.Move); err != nil {
			t.Fatal(err)
		}
	}
	return g.Moves()
}

func line(ms []rules.Move, n int) string {
	var b strings.Builder
	for _, m := range ms[:min(n, len(ms))] {
		b.WriteString(m.String())
		b.WriteByte(' ')
	}
	return b.String()
}

// TestSameSeedSameGame: a game between seeded players, the Master among
// them, is played again move for move from the same seeds, and not from
// others.
func TestSameSeedSameGame(t *testing.T) {
	const plies = 40
	for _, tc := range []struct{ white, black seededSide }{
		{seededSide{Master, 4, 1}, seededSide{ClubPlayer, 0, 2}},
		{seededSide{Villager, 0, 3}, seededSide{Master, 3, 4}},
	} {
		a := seededGame(t, tc.white, tc.black, plies)
		b := seededGame(t, tc.white, tc.black, plies)
		if !slices.Equal(a, b) {
			t.Errorf("%v: the same seeds played\n%s\nand\n%s", tc, line(a, plies), line(b, plies))
		}
		w, bl := tc.white, tc.black
		w.seed += 100
		bl.seed += 100
		if c := seededGame(t, w, bl, plies); slices.Equal(a, c) {
			t.Errorf("%v: other seeds played the same game %s", tc, line(a, plies))
		}
	}
}

// varietyPairing is a match of TestVariety: games between two levels
// from the start, each game with its own seeds. Two games the same to
// ply apart fail it (0: it only reports how many differ).
type varietyPairing struct {
	white, black seededSide
	games        int
	apart        int
}

// varietyPairings are the matches of TestVariety: cheap pairings of the
// lower levels, apart by ply 10, and the Master against itself, which at
// a fixed depth varies less (its book and its time vary it more in a
// game), apart by ply 20, in the normal run; stronger ones in the long
// run.
func varietyPairings() []varietyPairing {
	ps := []varietyPairing{
		{seededSide{level: Villager}, seededSide{level: TavernPlayer}, 100, 10},
		{seededSide{level: TavernPlayer}, seededSide{level: ClubPlayer}, 100, 10},
		{seededSide{level: Master, depth: 3}, seededSide{level: Master, depth: 3}, 100, 20},
	}
	if *long {
		ps = append(ps,
			varietyPairing{seededSide{level: ClubPlayer}, seededSide{level: Expert}, 100, 10},
			varietyPairing{seededSide{level: Expert}, seededSide{level: Master, depth: 5}, 100, 0},
			varietyPairing{seededSide{level: Master, depth: 5}, seededSide{level: Master, depth: 5}, 100, 0},
			varietyPairing{seededSide{level: Master, depth: 7}, seededSide{level: Master, depth: 7}, 100, 0})
	}
	return ps
}

// TestVariety: games between two levels from the start, each from its own
// seeds, part ways early: no two are the same after ply 10 (the Master
// at a fixed depth, ply 20).
func TestVariety(t *testing.T) {
	for _, pc := range varietyPairings() {
		at10, at20 := map[string]bool{}, map[string]bool{}
		firsts := map[string]int{}
		for i := range pc.games {
			w, b := pc.white, pc.black
			w.seed, b.seed = uint64(2*i+1), uint64(2*i+2)
			ms := seededGame(t, w, b, 20)
			at10[line(ms, 10)] = true
			at20[line(ms, 20)] = true
			if pc.apart == 0 {
				continue
			}
			k := line(ms, pc.apart)
			if j, dup := firsts[k]; dup {
				t.Errorf("%v-%v: games %d and %d are the same to ply %d: %s", w.level, b.level, j, i, pc.apart, k)
			}
			firsts[k] = i
		}
		t.Logf("%v (depth %d) against %v (depth %d): %d games, %d distinct at ply 10, %d at ply 20",
			pc.white.level, pc.white.depth, pc.black.level, pc.black.depth, pc.games, len(at10), len(at20))
	}
}

// TestMasterVariesWithinMargin: the seeded Master plays only moves that
// its search proved within masterMargin of the best score of its last
// iteration (exactly the best where a result is forced), and with
// several seeds plays more than one.
func TestMasterVariesWithinMargin(t *testing.T) {
	rng := rand.New(rand.NewPCG(31, 32))
	const positions = 32
	varied := 0
	for n := 0; n < positions; {
		g := randomGame(rules.NineMensMorris(), rng, 1+rng.IntN(30))
		p := g.Position()
		if g.Result().Over() || p.PendingRemovals() > 0 {
			continue
		}
		n++
		seen := map[rules.Move]bool{}
		for seed := range uint64(8) {
			var last Info
			r, err := NewEngine(4).Search(context.Background(), p, nil, Options{Depth: 6, Seed: seed + 1, Info: func(in Info) { last = in }})
			if err != nil {
				t.Fatal(err)
			}
			seen[r.Move] = true
			margin := masterMargin
			if abs(last.Score) > winBound {
				margin = 0
			}
			if r.Info.Score < last.Score-margin || r.Info.Depth != last.Depth {
				t.Errorf("%s seed %d: played %v scored %d at depth %d, best %v %d at depth %d",
					p.FEN(), seed+1, r.Move, r.Info.Score, r.Info.Depth, last.PV[0], last.Score, last.Depth)
			}
			if !p.IsLegal(r.Move) {
				t.Fatalf("%s: %v is not legal", p.FEN(), r.Move)
			}
		}
		if len(seen) > 1 {
			varied++
		}
	}
	if varied == 0 {
		t.Error("the Master never varied its move")
	}
	t.Logf("varied in %d of %d positions", varied, positions)
}

// TestMasterVariesInTables: in the tables the seeded Master keeps the
// value and the distance (a win never slower, a draw never lost, the
// longest defence), and varies among the moves that do.
func TestMasterVariesInTables(t *testing.T) {
	tb := tablesNow(t)
	rng := rand.New(rand.NewPCG(41, 42))
	varied, tried := 0, 0
	for _, sec := range tableSectors {
		for range 6 {
			p := tablePosition(t, rng, sec[0], sec[1])
			v := tableValue(t, tb, p)
			var want egtb.Value
			switch {
			case v.Won():
				want, _ = valueWith(false, v.Turns()-1)
			case v.Lost():
				want, _ = valueWith(true, v.Turns()-1)
			}
			tried++
			seen := map[string]bool{}
			for seed := range uint64(6) {
				g := rules.NewGameFrom(p)
				us := p.SideToMove()
				e := NewEngine(1)
				for toMove := us; !g.Result().Over() && toMove == us; {
					r, err := e.SearchGame(context.Background(), g, Options{Depth: 2, Seed: seed + 1})
					if err != nil {
						t.Fatal(err)
					}
					if err := g.Play(r.Move); err != nil {
						t.Fatal(err)
					}
					after := g.Position()
					toMove = after.SideToMove()
				}
				seen[line(g.Moves(), 4)] = true
				if g.Result().Over() {
					if w, _ := g.Result().Winner(); !v.Won() || v.Turns() != 1 || w != us {
						t.Errorf("%v: %s (%v): the Master's turn ended the game: %v", sec, p.FEN(), v, g.Result())
					}
					continue
				}
				if got := tableValue(t, tb, g.Position()); got != want {
					t.Errorf("%v: %s (%v) seed %d: the Master played %v, leaving %v for the opponent, want %v",
						sec, p.FEN(), v, seed+1, g.Moves(), got, want)
				}
			}
			if len(seen) > 1 {
				varied++
			}
		}
	}
	if varied == 0 {
		t.Error("the Master never varied its move in the tables")
	}
	t.Logf("varied in %d of %d table positions", varied, tried)
}

// TestMasterBookVaries: from the start, the seeded Master's book move is
// one of the placements the book cannot tell apart, and the seeds use
// more than one of them.
func TestMasterBookVaries(t *testing.T) {
	p := rules.NewGame(rules.NineMensMorris()).Position()
	want, ok := book.Standard(nil).Lookup(&p)
	if !ok {
		t.Fatal("the start is not in the book")
	}
	eq := twinMoves(&p, want.Move)
	seen := map[rules.Move]bool{}
	for seed := range uint64(20) {
		r, err := NewEngine(1).Search(context.Background(), p, nil, Options{MoveTime: time.Hour, Seed: seed + 1})
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Contains(eq, r.Move) {
			t.Fatalf("seed %d: %v, not one of %v", seed+1, r.Move, eq)
		}
		seen[r.Move] = true
	}
	if len(seen) < 2 || len(eq) < 4 {
		t.Errorf("played %v of the start's equivalents %v", seen, eq)
	}
}

// twinMoves lists m and its images under the symmetries that leave p as
// it is.
func twinMoves(p *rules.Position, m rules.Move) []rules.Move {
	var out []rules.Move
	for s := range rules.NumSymmetries {
		w, b := p.Men(rules.White), p.Men(rules.Black)
		if img := moveImage(m, s); w.Symmetry(s) == w && b.Symmetry(s) == b && !slices.Contains(out, img) {
			out = append(out, img)
		}
	}
	return out
}

// TestTwin: twin's line is the image of the given one under a symmetry
// that keeps the position, so it plays legally to a position the
// evaluation cannot tell from the original's; after a slide it keeps the
// line, since the game's history could tell them apart.
func TestTwin(t *testing.T) {
	rng := rand.New(rand.NewPCG(51, 52))
	twinned := 0
	for range 300 {
		g := randomGame(rules.NineMensMorris(), rng, rng.IntN(40))
		p := g.Position()
		if g.Result().Over() {
			continue
		}
		m := p.LegalMoves(nil)[rng.IntN(len(p.LegalMoves(nil)))]
		pv := twin(&p, []rules.Move{m}, rng)
		if p.Rule50() > 0 && pv[0] != m {
			t.Fatalf("%s: after a slide twin changed %v to %v", p.FEN(), m, pv[0])
		}
		if pv[0] == m {
			continue
		}
		twinned++
		if !p.IsLegal(pv[0]) {
			t.Fatalf("%s: twin %v of %v is not legal", p.FEN(), pv[0], m)
		}
		a, b := p, p
		a.Play(m)
		b.Play(pv[0])
		s := newSearcher(nil, &p)
		if ea, eb := s.evaluate(&a), s.evaluate(&b); ea != eb {
			t.Errorf("%s: %v evaluates %d, its twin %v %d", p.FEN(), m, ea, pv[0], eb)
		}
	}
	if twinned == 0 {
		t.Error("twin never changed a move")
	}
}

// TestMasterVariesTimed: a timed search, stopped inside an iteration,
// still plays only a move within the margin of the last completed
// iteration's best, whatever the machine's speed.
func TestMasterVariesTimed(t *testing.T) {
	rng := rand.New(rand.NewPCG(61, 62))
	e := NewEngine(4)
	e.noBook = true
	for n := 0; n < 10; {
		g := randomGame(rules.NineMensMorris(), rng, rng.IntN(12))
		p := g.Position()
		if g.Result().Over() || p.PendingRemovals() > 0 {
			continue
		}
		n++
		var last Info
		r, err := e.Search(context.Background(), p, nil, Options{MoveTime: 20 * time.Millisecond, Seed: uint64(n), Info: func(in Info) { last = in }})
		if err != nil {
			t.Fatal(err)
		}
		if !p.IsLegal(r.Move) {
			t.Fatalf("%s: %v is not legal", p.FEN(), r.Move)
		}
		margin := masterMargin
		if abs(last.Score) > winBound {
			margin = 0
		}
		// A move reported a depth deeper than the last completed
		// iteration was proved better there by the unfinished one, and
		// its score is not comparable with that iteration's.
		if r.Info.Depth > last.Depth+1 || r.Info.Depth < last.Depth {
			t.Errorf("%s: played %v at depth %d, last completed %d", p.FEN(), r.Move, r.Info.Depth, last.Depth)
		}
		if r.Info.Depth == last.Depth && r.Info.Score < last.Score-margin {
			t.Errorf("%s: played %v scored %d, best %d at depth %d", p.FEN(), r.Move, r.Info.Score, last.Score, last.Depth)
		}
	}
}
