package egtb

import (
	"bytes"
	"flag"
	"math/rand/v2"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/ninemen/morris/rules"
)

var long = flag.Bool("long", false, "check every position of every sector against the rules")

// shipped decodes the embedded tables once for the whole test binary.
var shipped = sync.OnceValues(func() (*Tables, error) { return LoadStandard(nil) })

func standard(t *testing.T) *Tables {
	t.Helper()
	tb, err := shipped()
	if err != nil {
		t.Fatal(err)
	}
	return tb
}

// TestSymmetries checks the lookup tables against the board's symmetries
// in package rules, and each symmetry's inverse.
func TestSymmetries(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for s := range numSyms {
		for range 100 {
			b := rules.Bitboard(rng.Uint32()) & rules.AllPoints
			if got, want := symmetries[s].apply(b), b.Symmetry(s); got != want {
				t.Fatalf("symmetry %d of %x: %x, rules say %x", s, b, got, want)
			}
			if back := symmetries[inverse[s]].apply(symmetries[s].apply(b)); back != b {
				t.Fatalf("symmetry %d of %x: inverse gives %x", s, b, back)
			}
		}
	}
}

// randomPosition returns men for both sides of a sector on random points.
func randomPosition(rng *rand.Rand, s Sector) (us, them rules.Bitboard) {
	pts := rng.Perm(rules.NumPoints)
	for _, p := range pts[:s.Us] {
		us |= rules.Bit(rules.Point(p))
	}
	for _, p := range pts[s.Us : s.Us+s.Them] {
		them |= rules.Bit(rules.Point(p))
	}
	return us, them
}

// TestIndex checks that the numbering gives symmetric positions one slot,
// and that a slot's representative is a position of that slot.
func TestIndex(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, s := range Sectors {
		ix := newSectorIndex(s, nil)
		for range 2000 {
			us, them := randomPosition(rng, s)
			i := ix.index(us, them)
			if i < 0 || int(i) >= ix.size() {
				t.Fatalf("%v: slot %d of %d", s, i, ix.size())
			}
			for sym := range numSyms {
				if j := ix.index(symmetries[sym].apply(us), symmetries[sym].apply(them)); j != i {
					t.Fatalf("%v: symmetry %d moves %x/%x from slot %d to %d", s, sym, us, them, i, j)
				}
			}
			ru, rt := ix.position(i)
			if ru.Count() != s.Us || rt.Count() != s.Them || ru&rt != 0 || ix.index(ru, rt) != i {
				t.Fatalf("%v: slot %d's position %x/%x is not of it", s, i, ru, rt)
			}
		}
	}
}

// position sets up the men on the tables' board under the default rules,
// White to move with us.
func position(t testing.TB, tb *Tables, us, them rules.Bitboard) rules.Position {
	t.Helper()
	v := rules.NineMensMorris()
	v.NMoveRule, v.ThreefoldRepetition, v.Diagonals = 0, false, tb.diagonals()
	p, err := rules.ParseFEN(rules.MovingFEN(us, them, rules.White), v)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// byRules works out a position's value from its children's in the
// tables, playing the moves with package rules: the check that the
// solver's own move generation and its backward moves agree with the
// game.
func byRules(t testing.TB, tb *Tables, p rules.Position) Value {
	t.Helper()
	var best outcome
	var child func(c rules.Position)
	child = func(c rules.Position) {
		if c.PendingRemovals() > 0 {
			for _, m := range c.LegalMoves(nil) {
				cc := c
				cc.Play(m)
				child(cc)
			}
			return
		}
		var v Value
		if c.Result().Over() {
			if w, _ := c.Result().Winner(); w != p.SideToMove() {
				t.Fatalf("%s: a move loses at once", p.FEN())
			}
			v = valueIn(0)
		} else {
			var ok bool
			side := c.SideToMove()
			if v, ok = tb.Probe(c.Men(side), c.Men(side.Other())); !ok {
				t.Fatalf("%s: child %s outside the tables", p.FEN(), c.FEN())
			}
		}
		best.add(v)
	}
	moves := p.LegalMoves(nil)
	for _, m := range moves {
		c := p
		c.Play(m)
		child(c)
	}
	switch {
	case len(moves) == 0:
		return valueIn(0)
	case best.win > 0:
		return valueIn(best.win)
	case best.draw:
		return Draw
	}
	return valueIn(best.loss)
}

// randomSlots are n slots of a table of size slots, drawn by rng.
func randomSlots(rng *rand.Rand, size int32, n int) func(yield func(int32) bool) {
	return func(yield func(int32) bool) {
		for range n {
			if !yield(rng.Int32N(size)) {
				return
			}
		}
	}
}

// checkSlots holds the values of the slots (at random symmetric images of
// their positions) to the values byRules works out.
func checkSlots(t *testing.T, tb *Tables, s Sector, slots func(yield func(int32) bool)) int {
	st := tb.table(s)
	rng := rand.New(rand.NewPCG(3, uint64(s.Us*10+s.Them)))
	n := 0
	for i := range slots {
		us, them := st.ix.position(i)
		if st.ix.index(us, them) != i {
			continue
		}
		sym := &symmetries[rng.IntN(numSyms)]
		us, them = sym.apply(us), sym.apply(them)
		want := st.at(i)
		p := position(t, tb, us, them)
		if got := byRules(t, tb, p); got != want {
			t.Fatalf("%v: %s: table %v, its children say %v", s, p.FEN(), want, got)
		}
		n++
	}
	return n
}

// TestConsistent checks that every value agrees with its children's:
// every position of 3v3, a random sample of the other shipped sectors,
// nine-man ones too (all of them with -long).
func TestConsistent(t *testing.T) {
	tb := standard(t)
	for _, s := range slices.Concat(Sectors, NineMen) {
		size := int32(tb.table(s).ix.size())
		n := 0
		switch {
		case *long || s == Sector{3, 3}:
			n = checkSlots(t, tb, s, func(yield func(int32) bool) {
				for i := range size {
					if !yield(i) {
						return
					}
				}
			})
		default:
			rng := rand.New(rand.NewPCG(5, uint64(size)))
			n = checkSlots(t, tb, s, randomSlots(rng, size, 3000))
		}
		t.Logf("%v: %d positions agree with their children", s, n)
	}
}

// TestShippedMatchesSolver solves 3v3 again (every sector, nine-man ones
// too, with -long: about a minute), compares every value with the
// shipped tables, and reports the counts.
func TestShippedMatchesSolver(t *testing.T) {
	tb := standard(t)
	sectors := Sectors[:1]
	if *long {
		sectors = slices.Concat(Sectors, NineMen)
	}
	built := New(rules.BoardFor(false))
	for _, s := range sectors {
		if !built.Has(s) {
			var err error
			if built, err = built.Extend(s, nil); err != nil {
				t.Fatal(err)
			}
		}
		if !bytes.Equal(built.table(s).raw(), tb.table(s).raw()) {
			t.Errorf("%v: the shipped table differs from a fresh solve", s)
		}
		c, lw, ll, _ := built.Counts(s)
		t.Logf("%v: %d won (longest %d turns), %d drawn, %d lost (longest %d)", s, c.Won, lw, c.Drawn, c.Lost, ll)
	}
}

// TestDiagonals solves 3v3 on the board with diagonals, as the game does
// in the background, and holds a sample of it to the rules.
func TestDiagonals(t *testing.T) {
	s := Sector{3, 3}
	tb, err := New(rules.BoardFor(true)).Extend(s, nil)
	if err != nil {
		t.Fatal(err)
	}
	size := int32(tb.table(s).ix.size())
	rng := rand.New(rand.NewPCG(9, 9))
	n := checkSlots(t, tb, s, randomSlots(rng, size, 3000))
	c, lw, ll, _ := tb.Counts(s)
	t.Logf("diagonals %v: %d positions agree with their children; %d won (longest %d turns), %d drawn, %d lost (longest %d)", s, n, c.Won, lw, c.Drawn, c.Lost, ll)
}

// TestValueMate checks the turn counts as UCI's mate distance.
func TestValueMate(t *testing.T) {
	for _, c := range []struct {
		v    Value
		mate int
		s    string
	}{
		{Draw, 0, "draw"},
		{valueIn(0), 0, "loss in 0"},
		{valueIn(1), 1, "win in 1"},
		{valueIn(2), -1, "loss in 1"},
		{valueIn(5), 3, "win in 3"},
		{valueIn(6), -3, "loss in 3"},
	} {
		if c.v.Mate() != c.mate || c.v.String() != c.s {
			t.Errorf("%d turns: mate %d %q, want %d %q", c.v.Turns(), c.v.Mate(), c.v, c.mate, c.s)
		}
	}
}

// TestReadRejects checks that a damaged file is an error, not a panic.
func TestReadRejects(t *testing.T) {
	tb := standard(t)
	var good bytes.Buffer
	if err := tb.WriteSector(&good, Sector{3, 3}); err != nil {
		t.Fatal(err)
	}
	empty := New(rules.BoardFor(false))
	if _, err := empty.ReadSectors(good.Bytes(), nil); err != nil {
		t.Fatalf("a good file: %v", err)
	}
	if _, err := New(rules.BoardFor(true)).ReadSectors(good.Bytes(), nil); err == nil {
		t.Error("a file of the standard board read for the diagonal one")
	}
	b := good.Bytes()
	for _, cut := range []int{0, 3, headerSize, headerSize + 10, len(b) - 1} {
		if _, err := empty.ReadSectors(b[:cut:cut], nil); err == nil && cut > 0 {
			t.Errorf("cut at %d: no error", cut)
		}
	}
	for _, at := range []int{0, 4, 6, 8, 12, headerSize + 100, len(b) / 2} {
		bad := bytes.Clone(b)
		bad[at] ^= 0x41
		if _, err := empty.ReadSectors(bad, nil); err == nil {
			t.Errorf("byte %d changed: no error", at)
		}
	}
}

// FuzzReadSectors: no input makes the reader panic.
func FuzzReadSectors(f *testing.F) {
	var good bytes.Buffer
	tb, err := shipped()
	if err != nil {
		f.Fatal(err)
	}
	if err := tb.WriteSector(&good, Sector{3, 3}); err != nil {
		f.Fatal(err)
	}
	f.Add(good.Bytes()[:200])
	f.Add([]byte("MMTB"))
	f.Fuzz(func(t *testing.T, data []byte) {
		_, _ = New(rules.BoardFor(false)).ReadSectors(data, nil)
	})
}

// BenchmarkLoadStandard decodes the shipped tables.
func BenchmarkLoadStandard(b *testing.B) {
	for b.Loop() {
		if _, err := LoadStandard(nil); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkLoadStandardSlices decodes the shipped tables with a pause
// function, as the browser does, and reports into how many slices the
// pauses cut the work: ns/op over slices is the average work a frame may
// wait for, and the longest slice (a wall-clock figure, so only
// meaningful on an idle machine).
func BenchmarkLoadStandardSlices(b *testing.B) {
	var longest time.Duration
	slices := 0
	for b.Loop() {
		last := time.Now()
		pause := func() {
			now := time.Now()
			longest = max(longest, now.Sub(last))
			last = now
			slices++
		}
		if _, err := LoadStandard(pause); err != nil {
			b.Fatal(err)
		}
		pause()
	}
	b.ReportMetric(float64(slices)/float64(b.N), "slices/op")
	b.ReportMetric(float64(longest.Microseconds())/1000, "ms-longest-slice")
}

// BenchmarkSolve3v3 solves the smallest sector.
func BenchmarkSolve3v3(b *testing.B) {
	for b.Loop() {
		if _, err := New(rules.BoardFor(false)).Extend(Sector{3, 3}, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkProbe looks up random positions of every shipped sector.
func BenchmarkProbe(b *testing.B) {
	tb, err := shipped()
	if err != nil {
		b.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(1, 1))
	var pos [1024][2]rules.Bitboard
	all := slices.Concat(Sectors, NineMen)
	for i := range pos {
		pos[i][0], pos[i][1] = randomPosition(rng, all[i%len(all)])
	}
	i := 0
	for b.Loop() {
		tb.Probe(pos[i&1023][0], pos[i&1023][1])
		i++
	}
}
