package rules_test

import (
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/ninemen/morris/rules"
)

// The fuzz targets check that no input makes a parser panic and that what
// parses survives a round trip. Run one with, for instance,
//
//	go test -run '^$' -fuzz FuzzParseRecord -fuzztime 30s ./rules
//
// A crasher the fuzzer finds lands under testdata/fuzz/<target>, where
// go test replays it from then on: commit it with the fix.

// ntFuzzVariants are the rules a fuzzed FEN is read under, picked by a
// fuzzed byte.
func ntFuzzVariants() []rules.Variant {
	return append(append(append(rules.Presets(), ntOddVariant()), rules.SmallBoardPresets()...), rules.RegionalPresets()...)
}

// ntSeedFENs are FENs of positions from a few random games of every
// variant, with the variant's index.
func ntSeedFENs() (fens []string, variants []uint8) {
	rng := rand.New(rand.NewPCG(4, 4))
	for i, v := range ntFuzzVariants() {
		g := ntRandomGame(rng, v, 200)
		for n := 0; n <= g.Ply(); n += 1 + g.Ply()/6 {
			p := g.PositionAt(n)
			fens = append(fens, p.FEN())
			variants = append(variants, uint8(i))
		}
	}
	return fens, variants
}

func FuzzParseFEN(f *testing.F) {
	fens, variants := ntSeedFENs()
	for i := range fens {
		f.Add(fens[i], variants[i])
	}
	f.Add(rules.StartFEN, uint8(0))
	f.Add("********/********/******** w p p 0 9 0 9 0 0 3 5 7 9 255 0 1", uint8(0))
	f.Add("OOO*****/@*******/******** w p r 3 6 1 8 1 0 0 0 0 0 0 0 4", uint8(2))
	f.Add("O*O*****/@@@*****/******** w o s 2 0 3 0 0 0 0 0 0 0 0 0 9", uint8(0))
	f.Add("********/********/******** w p p 0 12 0 12 0 0 0 0 0 0 0 0 1", uint8(4))
	f.Add("****X***/********/******** w p p 0 9 0 9 0 0 0 0 0 0 0 0 1", uint8(0))
	// Sanmill's forms: the last placement's removal owed, a won game.
	f.Add("**@*O@@@/O@@O@OO*/@*O**OOO b p r 9 0 8 0 0 1 0 0 0 0 0 0 10", uint8(0))
	f.Add("*OOO**O*/**O*@*O*/**O**@OO w o r 9 0 2 0 1 0 0 0 0 0 0 0 35", uint8(0))
	f.Fuzz(func(t *testing.T, fen string, vi uint8) {
		vs := ntFuzzVariants()
		v := vs[int(vi)%len(vs)]
		p, err := rules.ParseFEN(fen, v)
		if err != nil {
			var fe *rules.FENError
			if !errors.As(err, &fe) {
				t.Fatalf("ParseFEN(%q): %v is not a *FENError", fen, err)
			}
			if fe.Field < 1 || fe.Column < 1 || fe.Column > len(fen)+1 {
				t.Fatalf("ParseFEN(%q): field %d column %d out of range", fen, fe.Field, fe.Column)
			}
			return
		}
		out := p.FEN()
		q, err := rules.ParseFEN(out, v)
		if err != nil {
			t.Fatalf("%q parsed, written as %q, which does not parse: %v", fen, out, err)
		}
		if !q.Equal(p) {
			t.Fatalf("%q parsed, written as %q, reads back as another position", fen, out)
		}
		if back := q.FEN(); back != out {
			t.Fatalf("%q written as %q, then as %q", fen, out, back)
		}
		// A position that parses is one the rules can play on.
		var buf [rules.MaxMoves]rules.Move
		for _, m := range p.LegalMoves(buf[:0]) {
			if !p.IsLegal(m) {
				t.Fatalf("%q: generated move %v is not legal", fen, m)
			}
			c := p
			c.Play(m)
			cf := c.FEN()
			if d, err := rules.ParseFEN(cf, v); err != nil || !d.Equal(c) {
				t.Fatalf("%q after %v: %q reads back as another position, %v", fen, m, cf, err)
			}
		}
		g := rules.NewGameFrom(p)
		if ms := g.LegalMoves(); len(ms) > 0 {
			if err := g.Play(ms[0]); err != nil {
				t.Fatalf("%q: Game.Play(%v): %v", fen, ms[0], err)
			}
		}
	})
}

func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"d6", "a1-a4", "xa4", "Xg7", "pass", "--", "0000", "a1-a1", "h9", "x", "", "12", "12-13", "x12", "d4", "d5-d4"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if m, err := rules.ParseMove(s); err == nil {
			if back, err := rules.ParseMove(m.String()); err != nil || back != m {
				t.Fatalf("%q reads as %v, written %q, reads back as %v, %v", s, m, m.String(), back, err)
			}
			// PlayOK numbers the 24-point board only: not the centre d4.
			if m.To() == rules.D4 || m.From() == rules.D4 {
				return
			}
			if back, err := rules.ParsePlayOKMove(m.PlayOK()); err != nil || back != m {
				t.Fatalf("%q reads as %v, in PlayOK notation %q, reads back as %v, %v", s, m, m.PlayOK(), back, err)
			}
		}
		if m, err := rules.ParsePlayOKMove(s); err == nil {
			if back, err := rules.ParseMove(m.String()); err != nil || back != m {
				t.Fatalf("PlayOK %q reads as %v, written %q, reads back as %v, %v", s, m, m.String(), back, err)
			}
		}
	})
}

func FuzzParseTurn(f *testing.F) {
	for _, s := range []string{"d6", "a1-a4xg7", "d6xg7xa4", "xa4", "xa4xb6", "D6XG7", "passxa4", "d6x", "18x21", "12-13x21", "x12x1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if ms, err := rules.ParseTurn(s); err == nil {
			text := rules.FormatTurn(ms)
			if back, err := rules.ParseTurn(text); err != nil || !slices.Equal(back, ms) {
				t.Fatalf("%q reads as %v, written %q, reads back as %v, %v", s, ms, text, back, err)
			}
		}
		if ms, err := rules.ParsePlayOKTurn(s); err == nil {
			text := rules.FormatPlayOKTurn(ms)
			if back, err := rules.ParsePlayOKTurn(text); err != nil || !slices.Equal(back, ms) {
				t.Fatalf("PlayOK %q reads as %v, written %q, reads back as %v, %v", s, ms, text, back, err)
			}
		}
	})
}

// ntSeedRecords adds the record files and a few written games as seeds.
func ntSeedRecords(f *testing.F, playOK bool) {
	files, _ := filepath.Glob(filepath.Join("testdata", "records", "*"))
	for _, name := range files {
		if b, err := os.ReadFile(name); err == nil {
			f.Add(string(b))
		}
	}
	rng := rand.New(rand.NewPCG(5, 5))
	for _, v := range rules.Presets() {
		g := ntRandomGame(rng, v, 120)
		var sb strings.Builder
		if playOK {
			_ = rules.WritePlayOK(&sb, g, []rules.Tag{{"Site", "PlayOK"}})
		} else {
			_ = rules.WriteRecord(&sb, g, []rules.Tag{{"Event", "seed"}})
		}
		f.Add(sb.String())
	}
	for _, s := range []string{
		"1. d6 {c} f4 (1... a1 (1... a7) b2) $1 2. d2!? b4 1/2-1/2",
		"[Variant \"El Filja\"]\n1. d6",
		"[FEN \"********/********/******** w p p 0 9 0 9 0 0 0 0 0 0 0 0 1\"]\n[SetUp \"1\"]\n1. d6 *",
		"1. 1 4 2. 2 5 3. 3x4 6",
		"[Site \"PlayOK\"]\n1. 1 4 2. 2 5 3. 3x4 6 TXT",
		"% x\n; y\n[A \"\\\"\\\\\"]\n1. d6 0-1",
		sanmillIssue838,
		sanmillIssue273,
	} {
		f.Add(s)
	}
}

// ntSameRecordGame fails unless two records hold the same game.
func ntSameRecordGame(t *testing.T, text, written string, a, b *rules.Game) {
	t.Helper()
	as, bs := a.Start(), b.Start()
	if !as.Equal(bs) || !slices.Equal(a.Moves(), b.Moves()) || a.Result() != b.Result() {
		t.Fatalf("%q read, written as\n%s\nreads back as another game", text, written)
	}
}

// ntSaysWhere fails unless a reader's error is a *RecordError with the
// line and column where the text went wrong.
func ntSaysWhere(t *testing.T, text string, err error) {
	t.Helper()
	var re *rules.RecordError
	if !errors.As(err, &re) {
		t.Fatalf("%q: %v is not a *RecordError", text, err)
	}
	if re.Line < 1 || re.Col < 1 {
		t.Fatalf("%q: error at line %d column %d", text, re.Line, re.Col)
	}
}

// ntRereads writes the record read from text and reads it back with read:
// the same game must come back.
func ntRereads(t *testing.T, text string, rec *rules.Record, read func(string) (*rules.Record, error)) *rules.Record {
	t.Helper()
	written := rec.String()
	again, err := read(written)
	if err != nil {
		t.Fatalf("%q read, written as\n%s\ndoes not read back: %v", text, written, err)
	}
	ntSameRecordGame(t, text, written, rec.Game, again.Game)
	return again
}

func FuzzParseRecord(f *testing.F) {
	ntSeedRecords(f, false)
	f.Fuzz(func(t *testing.T, text string) {
		rec, err := rules.ParseRecord(text)
		if err != nil {
			ntSaysWhere(t, text, err)
			return
		}
		again := ntRereads(t, text, rec, rules.ParseRecord)
		if again.Result != rec.Result {
			t.Fatalf("%q: result %v, read back as %v", text, rec.Result, again.Result)
		}
		if written, w2 := rec.String(), again.String(); w2 != written {
			t.Fatalf("%q written as\n%s\nthen as\n%s", text, written, w2)
		}
	})
}

func FuzzParsePlayOK(f *testing.F) {
	ntSeedRecords(f, true)
	f.Fuzz(func(t *testing.T, text string) {
		rec, err := rules.ParsePlayOK(text)
		if err != nil {
			var re *rules.RecordError
			if !errors.As(err, &re) {
				t.Fatalf("%q: %v is not a *RecordError", text, err)
			}
			return
		}
		var sb strings.Builder
		if err := rules.WritePlayOK(&sb, rec.Game, rec.Tags); err != nil {
			t.Fatalf("%q read, then WritePlayOK: %v", text, err)
		}
		again, err := rules.ParsePlayOK(sb.String())
		if err != nil {
			t.Fatalf("%q read, written as\n%s\ndoes not read back: %v", text, sb.String(), err)
		}
		ntSameRecordGame(t, text, sb.String(), rec.Game, again.Game)
	})
}

// FuzzReadGame: whatever a player opens, ReadGame answers with a game or
// a *RecordError that says where, and a game it reads is written as a
// record that reads back as the same game.
func FuzzReadGame(f *testing.F) {
	ntSeedRecords(f, false)
	ntSeedRecords(f, true)
	fens, _ := ntSeedFENs()
	for _, fen := range fens {
		f.Add(fen)
		f.Add("\n  " + fen + " \r\n")
	}
	f.Add("O@O*****/********/******** w p p 3 6 3 6 0 0 0 0 0 0 0 0 1")
	f.Add("\ufeff" + rules.StartFEN + "\n1. d6 *")
	f.Fuzz(func(t *testing.T, text string) {
		rec, err := rules.ReadGame(text)
		if err != nil {
			ntSaysWhere(t, text, err)
			return
		}
		ntRereads(t, text, rec, rules.ReadGame)
	})
}

// FuzzBoardParsePoint reads a name as a point of every board: it never
// panics, and what it reads is on the board and writes back as itself.
func FuzzBoardParsePoint(f *testing.F) {
	for _, s := range []string{"a1", "d4", "c3", "e5", "b2", "g7", "d8", "", "D4"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, b := range rules.Boards() {
			p, err := b.ParsePoint(s)
			if err != nil {
				continue
			}
			if !b.Has(p) {
				t.Fatalf("%v: %q reads as %v, not on the board", b.Kind(), s, p)
			}
			if back, err := b.ParsePoint(p.String()); err != nil || back != p {
				t.Fatalf("%v: %q reads as %v, which reads back as %v, %v", b.Kind(), s, p, back, err)
			}
		}
	})
}
