package rules_test

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/ninemen/morris/rules"
)

func TestStartFEN(t *testing.T) {
	p := rules.NewPosition(rules.NineMensMorris())
	if got := p.FEN(); got != rules.StartFEN {
		t.Errorf("start FEN %q, want %q", got, rules.StartFEN)
	}
	q, err := rules.ParseFEN(rules.StartFEN, rules.NineMensMorris())
	if err != nil || !q.Equal(p) {
		t.Errorf("ParseFEN(StartFEN) = %v, %v; want the start position", q.FEN(), err)
	}
	// The other presets start with their own number of men in hand.
	p = rules.NewPosition(rules.TwelveMensMorris())
	if want := "********/********/******** w p p 0 12 0 12 0 0 0 0 0 0 0 0 1"; p.FEN() != want {
		t.Errorf("twelve men start %q, want %q", p.FEN(), want)
	}
}

// Every position of random games of every variant reads back from its
// FEN as the same position, and writes the same text.
func TestFENRoundTrip(t *testing.T) {
	games := 150
	if testing.Short() {
		games = 15
	}
	for _, v := range append(rules.Presets(), ntOddVariant()) {
		t.Run(v.Name, func(t *testing.T) {
			rng := rand.New(rand.NewPCG(3, uint64(len(v.Name))))
			seen := map[byte]int{} // action letters met
			for i := 0; i < games; i++ {
				g := ntRandomGame(rng, v, 400)
				for n := 0; n <= g.Ply(); n++ {
					p := g.PositionAt(n)
					fen := p.FEN()
					q, err := rules.ParseFEN(fen, v)
					if err != nil {
						t.Fatalf("ParseFEN(%q): %v", fen, err)
					}
					if !q.Equal(p) {
						t.Fatalf("%q reads back as a different position:\n%v\nwant\n%v", fen, q.String(), p.String())
					}
					if q.Hash() != p.Hash() {
						t.Fatalf("%q: hash %x, want %x", fen, q.Hash(), p.Hash())
					}
					if back := q.FEN(); back != fen {
						t.Fatalf("%q written back as %q", fen, back)
					}
					seen[strings.Fields(fen)[3][0]]++
					seen[strings.Fields(fen)[2][0]]++
				}
			}
			for _, c := range []byte("psrmo") {
				if seen[c] == 0 {
					t.Errorf("no position with %q in its phase or action field", c)
				}
			}
		})
	}
}

func TestParseFENAccepts(t *testing.T) {
	tests := []struct {
		name string
		fen  string
		want string // written back; empty for the same text
	}{
		{"start", rules.StartFEN, ""},
		{"extra blanks", "  ********/********/********   w p p 0 9 0 9 0 0 0 0 0 0 0 0 1 ", rules.StartFEN},
		{"mill fields used by Sanmill", "********/********/******** w p p 0 9 0 9 0 0 3 5 7 9 255 0 1", rules.StartFEN},
		{"removal owed", "OOO*****/@*******/******** w p r 3 6 1 8 1 0 0 0 0 0 0 0 4", ""},
		{"black owes", "@@@*****/O*******/O******* b p r 2 7 3 6 0 1 0 0 0 0 0 0 3", ""},
		{"moving", "O@O@O@O@/@O@O@O@O/*O*@**** w m s 9 0 9 0 0 0 0 0 0 0 0 12 30", ""},
	}
	for _, tt := range tests {
		p, err := rules.ParseFEN(tt.fen, rules.NineMensMorris())
		if err != nil {
			t.Errorf("%s: %v", tt.name, err)
			continue
		}
		want := tt.want
		if want == "" {
			want = tt.fen
		}
		if got := p.FEN(); got != want {
			t.Errorf("%s: written back as %q, want %q", tt.name, got, want)
		}
	}
}

func TestParseFENErrors(t *testing.T) {
	const (
		board = "********/********/********"
		tail  = " 0 0 0 0 0 0 0 0 1"
	)
	tests := []struct {
		name          string
		fen           string
		field, column int
	}{
		{"empty", "", 1, 1},
		{"only a board", board, 2, 27},
		{"three fields", board + " w p", 4, 31},
		{"short ring", "*******/********/******** w p p 0 9 0 9" + tail, 1, 1},
		{"no slashes", "**************************" + " w p p 0 9 0 9" + tail, 1, 1},
		{"bad point", "****X***/********/******** w p p 0 9 0 9" + tail, 1, 5},
		{"bad point in the outer ring", "********/********/*******. w p p 0 9 0 9" + tail, 1, 26},
		{"side", board + " x p p 0 9 0 9" + tail, 2, 28},
		{"phase", board + " w q p 0 9 0 9" + tail, 3, 30},
		{"action", board + " w p z 0 9 0 9" + tail, 4, 32},
		{"count not a number", board + " w p p a 9 0 9" + tail, 5, 34},
		{"negative count", board + " w p p 0 -9 0 9" + tail, 6, 36},
		{"count too big", board + " w p p 0 9 0 9 0 0 0 0 0 0 0 0 65536", 17, 58},
		{"sixteen fields", board + " w p p 0 9 0 9 0 0 0 0 0 0 0 0", 17, 57},
		{"eighteen fields", board + " w p p 0 9 0 9" + tail + " 1", 18, 60},
		{"White on board", "O*******/********/******** b p p 0 8 0 9" + tail, 5, 34},
		{"Black on board", "@*******/********/******** w p p 0 9 0 8" + tail, 7, 38},
		{"White in hand", board + " w p p 0 10 0 9" + tail, 6, 36},
		{"Black in hand", board + " w p p 0 9 0 10" + tail, 8, 40},
		{"the other side owes", board + " w p p 0 9 0 9 0 1 0 0 0 0 0 0 1", 10, 44},
		{"two owed, one a turn", "OOO*****/@*@*****/******** w p r 3 6 2 7 2 0 0 0 0 0 0 0 4", 9, 42},
		{"too many owed", "OOO*****/@*******/******** w p r 3 6 1 8 4 0 0 0 0 0 0 0 4", 9, 42},
		{"action r owes nothing", board + " w p r 0 9 0 9" + tail, 4, 32},
		{"owes, action p", "OOO*****/@*******/******** w p p 3 6 1 8 1 0 0 0 0 0 0 0 4", 4, 32},
		{"nothing to remove", "OOO*****/********/******** w p r 3 6 0 9 1 0 0 0 0 0 0 0 4", 9, 42},
		{"moving with men in hand", board + " w m s 0 9 0 9" + tail, 3, 30},
		{"placing with none in hand", "O@O@O@O@/@O@O@O@O/*O*@**** w p s 9 0 9 0 0 0 0 0 0 0 0 0 30", 3, 30},
		{"placing without men", "O@O@O@O@/@O@O@O@O/*O*@**** w m p 9 0 9 0 0 0 0 0 0 0 0 0 30", 4, 32},
		{"sliding while placing", board + " w p s 0 9 0 9" + tail, 4, 32},
		{"move number 0", board + " w p p 0 9 0 9 0 0 0 0 0 0 0 0 0", 17, 58},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := rules.ParseFEN(tt.fen, rules.NineMensMorris())
			var fe *rules.FENError
			if !errors.As(err, &fe) {
				t.Fatalf("err = %v (%T), want a *FENError", err, err)
			}
			if fe.Field != tt.field || fe.Column != tt.column {
				t.Errorf("field %d column %d, want field %d column %d: %v", fe.Field, fe.Column, tt.field, tt.column, err)
			}
			if !strings.Contains(err.Error(), "field") || !strings.Contains(err.Error(), "column") {
				t.Errorf("message %q does not say where", err)
			}
		})
	}
	if _, err := rules.ParseFEN(rules.StartFEN, rules.Variant{}); err == nil {
		t.Error("ParseFEN under the zero Variant: no error")
	}
}

// A FEN holds no variant: the same text under another variant is checked
// against that variant's number of men.
func TestParseFENVariantMen(t *testing.T) {
	const twelve = "********/********/******** w p p 0 12 0 12 0 0 0 0 0 0 0 0 1"
	if _, err := rules.ParseFEN(twelve, rules.TwelveMensMorris()); err != nil {
		t.Errorf("twelve men under Twelve Men's Morris: %v", err)
	}
	if _, err := rules.ParseFEN(twelve, rules.NineMensMorris()); err == nil {
		t.Error("twelve men under Nine Men's Morris: no error")
	}
}

// Two removals owed is a position of the variants that remove one man per
// mill, and of no other.
func TestParseFENRemovalsOwed(t *testing.T) {
	const fen = "OOO*****/@*@*****/******** w p r 3 6 2 7 2 0 0 0 0 0 0 0 4"
	p, err := rules.ParseFEN(fen, rules.OneRemovalPerMill())
	if err != nil || p.PendingRemovals() != 2 {
		t.Errorf("under one removal per mill: %v, %d owed", err, p.PendingRemovals())
	}
	if _, err := rules.ParseFEN(fen, rules.NineMensMorris()); err == nil {
		t.Error("under one removal a turn: no error")
	}
}

// A position set up with MovingFEN reads back with those men, that side
// to move, in the moving phase with nothing in hand or owed, and writes
// the same FEN again.
func TestMovingFEN(t *testing.T) {
	white := rules.Bit(0) | rules.Bit(9) | rules.Bit(17) | rules.Bit(20)
	black := rules.Bit(3) | rules.Bit(12) | rules.Bit(22)
	for _, side := range []rules.Color{rules.White, rules.Black} {
		fen := rules.MovingFEN(white, black, side)
		p, err := rules.ParseFEN(fen, rules.NineMensMorris())
		if err != nil {
			t.Fatalf("%s: %v", fen, err)
		}
		if p.Men(rules.White) != white || p.Men(rules.Black) != black || p.SideToMove() != side ||
			p.Phase() != rules.Moving || p.InHand(rules.White)+p.InHand(rules.Black) != 0 || p.PendingRemovals() != 0 {
			t.Errorf("%s read as %v", fen, p.String())
		}
		if got := p.FEN(); got != fen {
			t.Errorf("%s written again as %s", fen, got)
		}
	}
}
