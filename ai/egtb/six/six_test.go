package six

import (
	"bytes"
	"math/rand/v2"
	"slices"
	"sync"
	"testing"

	"github.com/ninemen/morris/rules"
)

var shipped = sync.OnceValues(func() (*Table, error) { return Load(nil) })

func load(t testing.TB) *Table {
	t.Helper()
	tb, err := shipped()
	if err != nil {
		t.Fatal(err)
	}
	return tb
}

// TestSymmetries: each of the sixteen maps keeps the board's joins and
// lines, and they are sixteen different maps.
func TestSymmetries(t *testing.T) {
	seen := map[[16]int]bool{}
	for s := range numSyms {
		var img [16]int
		for i := range 16 {
			img[i] = symPoint(s, i)
			if got := geo.apply(s, 1<<i); got != 1<<img[i] {
				t.Fatalf("symmetry %d: point %d maps to %b, want %d", s, i, got, img[i])
			}
		}
		seen[img] = true
		for i := range 16 {
			if n := geo.apply(s, geo.neighbors[i]); n != geo.neighbors[img[i]] {
				t.Errorf("symmetry %d: the neighbours of %d map to %b, want %b", s, i, n, geo.neighbors[img[i]])
			}
		}
		for _, l := range geo.all {
			if !slices.Contains(geo.all, geo.apply(s, l)) {
				t.Errorf("symmetry %d: line %b maps to no line", s, l)
			}
		}
	}
	if len(seen) != numSyms {
		t.Errorf("%d different maps, want %d", len(seen), numSyms)
	}
}

// TestIndex: every slot's position numbers back to that slot.
func TestIndex(t *testing.T) {
	for i := int64(0); i < lay.size; i += 31 {
		s, us, them := lay.position(i)
		if us&them != 0 || s.u != popcount(us) || s.t != popcount(them) {
			t.Fatalf("slot %d: %v, men %b and %b", i, s, us, them)
		}
		if j := lay.slot(s.layer, us, them); j != i {
			t.Fatalf("slot %d: %v, men %b and %b numbered %d", i, s, us, them, j)
		}
		for sym := range numSyms {
			if j := lay.slot(s.layer, geo.apply(sym, us), geo.apply(sym, them)); Value(load(t).val[j]) != Value(load(t).val[i]) {
				t.Fatalf("slot %d and its image by %d (slot %d) differ", i, sym, j)
			}
		}
	}
}

// TestCounts holds the solution to its size and the start's value: a
// draw, as published (see docs/boards.md).
func TestCounts(t *testing.T) {
	tb := load(t)
	if tb.Start() != Draw {
		t.Errorf("start %v, want a draw", tb.Start())
	}
	total, longest := 0, 0
	for _, c := range tb.Counts() {
		total += c.Positions()
		longest = max(longest, c.LongestWin, c.LongestLoss)
	}
	if tb.Len() != 3711955 || total != 3142031 || longest != 120 {
		t.Errorf("%d slots, %d positions, longest end %d turns; want 3711955, 3142031, 120", tb.Len(), total, longest)
	}
}

// TestValuesAreMinimax checks every position of the shipped solution
// against its turns: its value is the best of theirs (the nearest win,
// else a draw, else the farthest loss).
func TestValuesAreMinimax(t *testing.T) {
	tb := load(t)
	for i := range int64(len(tb.val)) {
		s, us, them := lay.position(i)
		want, err := best(tb.val, s.layer, us, them)
		if err != nil {
			t.Fatal(err)
		}
		if s.layer == moving && Value(tb.val[i]) == valueIn(0) {
			continue // blocked: no turn to compare with
		}
		if got := Value(tb.val[i]); got != want {
			t.Fatalf("%v, men %b and %b: %v, its turns give %v", s, us, them, got, want)
		}
	}
}

// TestShippedIsSolved: the shipped file is what Solve makes.
func TestShippedIsSolved(t *testing.T) {
	if testing.Short() {
		t.Skip("solves the game: seconds")
	}
	solved, err := Solve(nil)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(solved.val, load(t).val) {
		t.Fatal("the shipped solution differs from Solve's; go generate ./ai/egtb/six")
	}
}

// TestAgainstRules follows random games of the rules package and checks
// the solution at each position against a plain search of the rules'
// moves: a position's value is the best of its turns' (a removal owed
// played out), and a game the rules end is lost for the side to move.
func TestAgainstRules(t *testing.T) {
	tb := load(t)
	rng := rand.New(rand.NewPCG(6, 6))
	for range 300 {
		p := rules.NewPosition(rules.SixMensMorris())
		for ply := 0; ply < 80 && !p.Result().Over(); ply++ {
			got, ok := tb.Probe(&p)
			if !ok {
				t.Fatalf("%s: not in the solution", p.FEN())
			}
			if want := searchValue(t, tb, p); got != want {
				t.Fatalf("%s: %v, its turns give %v", p.FEN(), got, want)
			}
			moves := p.LegalMoves(nil)
			p.Play(moves[rng.IntN(len(moves))])
			for p.PendingRemovals() > 0 {
				moves := p.LegalMoves(nil)
				p.Play(moves[rng.IntN(len(moves))])
			}
		}
	}
}

// searchValue is the value of p from its turns by the rules' moves.
func searchValue(t *testing.T, tb *Table, p rules.Position) Value {
	var kids []Value
	var turn func(p rules.Position)
	turn = func(p rules.Position) {
		for _, m := range p.LegalMoves(nil) {
			c := p
			c.Play(m)
			switch {
			case c.Result().Over():
				if w, _ := c.Result().Winner(); w == c.SideToMove() {
					t.Fatalf("%s: won by the side to move", c.FEN())
				}
				kids = append(kids, valueIn(0))
			case c.PendingRemovals() > 0:
				turn(c)
			default:
				v, ok := tb.Probe(&c)
				if !ok {
					t.Fatalf("%s: not in the solution", c.FEN())
				}
				kids = append(kids, v)
			}
		}
	}
	turn(p)
	win, loss, draw := 0, 0, false
	for _, cv := range kids {
		switch {
		case cv == Draw:
			draw = true
		case cv.Lost():
			if win == 0 || cv.Turns()+1 < win {
				win = cv.Turns() + 1
			}
		default:
			loss = max(loss, cv.Turns()+1)
		}
	}
	switch {
	case win > 0:
		return valueIn(win)
	case draw:
		return Draw
	}
	return valueIn(loss)
}

func TestProbeRefusesOthers(t *testing.T) {
	tb := load(t)
	for _, v := range []rules.Variant{rules.NineMensMorris(), rules.ThreeMensMorris()} {
		p := rules.NewPosition(v)
		if _, ok := tb.Probe(&p); ok {
			t.Errorf("%s: probed", v.Name)
		}
	}
	v := rules.SixMensMorris()
	v.MayFly = true
	p := rules.NewPosition(v)
	if _, ok := tb.Probe(&p); ok {
		t.Error("flying: probed")
	}
}

// FuzzRead: a file of any bytes is read or refused, never a panic.
func FuzzRead(f *testing.F) {
	var buf bytes.Buffer
	if err := (&Table{val: make([]byte, 10)}).Write(&buf); err != nil {
		f.Fatal(err)
	}
	f.Add(buf.Bytes())
	f.Add([]byte("MMSX\x01\x06\x00\x00"))
	f.Fuzz(func(t *testing.T, data []byte) {
		_, _ = Read(data, nil)
	})
}

func BenchmarkSolve(b *testing.B) {
	for b.Loop() {
		if _, err := Solve(nil); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkLoad(b *testing.B) {
	for b.Loop() {
		if _, err := Load(nil); err != nil {
			b.Fatal(err)
		}
	}
}
