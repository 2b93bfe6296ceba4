package book_test

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/ninemen/morris/ai/book"
	"github.com/ninemen/morris/rules"
)

// TestStandardReads: the shipped book reads, with every line a position.
func TestStandardReads(t *testing.T) {
	text := book.StandardText
	b, err := book.Parse(strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	lines, deepest := 0, 0
	for _, l := range strings.Split(text, "\n") {
		if l = strings.TrimSpace(l); l != "" && l[0] != '#' {
			lines++
			p, err := rules.ParseFEN(strings.TrimSpace(strings.Split(l, "|")[0]), rules.NineMensMorris())
			if err != nil {
				t.Fatal(err)
			}
			deepest = max(deepest, p.Ply())
		}
	}
	if b.Len() != lines || lines == 0 || book.Standard(nil).Len() != lines {
		t.Fatalf("%d lines, %d positions read, %d in Standard", lines, b.Len(), book.Standard(nil).Len())
	}
	start := rules.NewPosition(rules.NineMensMorris())
	if _, ok := book.Standard(nil).Lookup(&start); !ok {
		t.Error("the start is not in the book")
	}
	// The lines go on to White's fourth placement (ply 6).
	if deepest != 6 {
		t.Errorf("the deepest position is at ply %d, want 6", deepest)
	}
}

// placements plays n random placements from the start that close no
// mill.
func placements(rng *rand.Rand, n int) []rules.Point {
	for {
		p := rules.NewPosition(rules.NineMensMorris())
		var out []rules.Point
		for range n {
			ms := p.LegalMoves(nil)
			m := ms[rng.IntN(len(ms))]
			p.Play(m)
			out = append(out, m.To())
		}
		if p.PendingRemovals() == 0 && p.InMills(rules.White)|p.InMills(rules.Black) == 0 {
			return out
		}
	}
}

func playPoints(v rules.Variant, pts []rules.Point, sym int) rules.Position {
	p := rules.NewPosition(v)
	for _, q := range pts {
		p.Play(rules.Place(q.Symmetry(sym)))
	}
	return p
}

// TestLookupUnderSymmetry: a position is found in each of its sixteen
// images, with the move carried along, and only in the standard game.
func TestLookupUnderSymmetry(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	for range 50 {
		pts := placements(rng, 1+rng.IntN(8))
		p := playPoints(rules.NineMensMorris(), pts, 0)
		ms := p.LegalMoves(nil)
		m := ms[rng.IntN(len(ms))]
		b, err := book.Parse(strings.NewReader(book.Line(&p, book.Entry{Move: m, Score: -12, Depth: 9}) + "\n"))
		if err != nil {
			t.Fatal(err)
		}
		for s := range rules.NumSymmetries {
			q := playPoints(rules.NineMensMorris(), pts, s)
			e, ok := b.Lookup(&q)
			if !ok || e.Score != -12 || e.Depth != 9 {
				t.Fatalf("%s under symmetry %d: %v %v, want the entry", p.FEN(), s, e, ok)
			}
			// The position may map to itself: any move the symmetries that
			// keep it give is as good.
			found := false
			for u := range rules.NumSymmetries {
				if r := playPoints(rules.NineMensMorris(), pts, u); r.Men(rules.White) == q.Men(rules.White) && r.Men(rules.Black) == q.Men(rules.Black) && e.Move == rules.Place(m.To().Symmetry(u)) {
					found = true
				}
			}
			if !found || !q.IsLegal(e.Move) {
				t.Fatalf("%s under symmetry %d: move %v, want the image of %v", p.FEN(), s, e.Move, m)
			}
		}
		other := playPoints(rules.WithDiagonals(), pts, 0)
		if _, ok := b.Lookup(&other); ok {
			t.Fatalf("%s found on the board with diagonals", p.FEN())
		}
		p.Play(m)
		if _, ok := b.Lookup(&p); ok {
			t.Fatalf("%s found after its move", p.FEN())
		}
	}
}

func TestParseRefuses(t *testing.T) {
	const start = "********/********/******** w p p 0 9 0 9 0 0 0 0 0 0 0 0 1"
	for _, tc := range []struct{ in, says string }{
		{start + " | d6 | 10", "line 1: want FEN | move | score | depth"},
		{"# a comment\n\n" + "********/********/******** w p p 0 9 0 9 | d6 | 1 | 2", "line 3: "},
		{start + " | a1-a4 | 1 | 2", `line 1: "a1-a4" is not a legal placement`},
		{start + " | z9 | 1 | 2", `line 1: "z9" is not a legal placement`},
		{start + " | d6 | x | 2", "line 1: want a whole score"},
		{start + " | d6 | 5 | 0", "depth of at least 1"},
		{start + " | d6 | 5 | 3\n" + "********/********/******** w p p 0 9 0 9 0 0 0 0 0 0 0 0 1 | d2 | 5 | 3", "line 2: the position (or a symmetric one) is in the book already"},
		{"*OO@O*@*/**O*@O@*/@@@O@OOO w m s 9 0 8 0 0 0 0 0 0 0 0 0 10 | d6 | 1 | 2", "line 1: not a placement to choose"},
	} {
		_, err := book.Parse(strings.NewReader(tc.in))
		if err == nil || !strings.Contains(err.Error(), tc.says) {
			t.Errorf("%q: error %v, want one saying %q", tc.in, err, tc.says)
		}
	}
}

// FuzzParse: any book is read or refused without a panic, and each
// position read is found again.
func FuzzParse(f *testing.F) {
	f.Add(book.StandardText)
	f.Add("********/********/******** w p p 0 9 0 9 0 0 0 0 0 0 0 0 1 | d6 | 10 | 4")
	f.Fuzz(func(t *testing.T, in string) {
		b, err := book.Parse(strings.NewReader(in))
		if err != nil {
			return
		}
		for _, l := range strings.Split(in, "\n") {
			l = strings.TrimSpace(l)
			fen, _, ok := strings.Cut(l, "|")
			if !ok || l[0] == '#' {
				continue
			}
			p, err := rules.ParseFEN(strings.TrimSpace(fen), rules.NineMensMorris())
			if err != nil {
				t.Fatalf("%q read, but its FEN does not parse: %v", l, err)
			}
			if e, ok := b.Lookup(&p); !ok || !p.IsLegal(e.Move) {
				t.Fatalf("%q read, but looked up %v %v", l, e, ok)
			}
		}
	})
}

// TestParseYields: reading the shipped book hands the thread back every
// 128 lines, which in a browser is what keeps frames drawn while the
// Master's first search reads it.
func TestParseYields(t *testing.T) {
	calls := 0
	b, err := book.ParseYielding(strings.NewReader(book.StandardText), func() { calls++ })
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Count(strings.TrimSuffix(book.StandardText, "\n"), "\n") + 1
	if calls != lines/128 || calls < 10 || b.Len() != book.Standard(nil).Len() {
		t.Errorf("%d yields over %d lines and %d positions, want one per 128 lines and the book whole", calls, lines, b.Len())
	}
}
