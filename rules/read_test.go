package rules_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/ninemen/morris/rules"
)

// TestReadGame reads every kind of text a player brings through the one
// entry point, and points at the trouble in the ones it cannot read.
func TestReadGame(t *testing.T) {
	ours := func() string {
		rec, err := rules.ParseRecord(ntReadFile(t, "separate_removals.pgn"))
		if err != nil {
			t.Fatal(err)
		}
		var sb strings.Builder
		if err := rules.WriteRecord(&sb, rec.Game, rec.Tags); err != nil {
			t.Fatal(err)
		}
		return sb.String()
	}()
	tests := []struct {
		name, text string
		plies      int
		start      string // the start position's FEN; "" for the standard start
		variant    string
	}{
		{"Sanmill's export", ntReadFile(t, "sanmill_export.pgn"), 68, "", "Nine Men's Morris"},
		{"Sanmill's export from a position", ntReadFile(t, "sanmill_setup.pgn"), 64, "O@*O@@@O/*O**@*O@/*@@@OOO* b m s 8 0 9 0 0 0 0 0 0 0 0 1 11", "Nine Men's Morris"},
		{"Sanmill's move list (issue #838)", sanmillIssue838, 28, "", "Nine Men's Morris"},
		{"PlayOK listing", ntReadFile(t, "playok_listing.txt"), 56, "", "Nine Men's Morris"},
		{"our own record", ours, 45, "", "Nine Men's Morris"},
		// The start FEN of Sanmill's tests
		// (src/ui/flutter_app/test/game/position_fen_validation_test.dart).
		{"Sanmill's start FEN", "********/********/******** w p p 0 9 0 9 0 0 0 0 0 0 0 0 1\n", 0, rules.StartFEN, "Nine Men's Morris"},
		// Sanmill's position after 9... c3xd6 of issue #273, with blank
		// lines and a byte-order mark around it.
		{"Sanmill's FEN mid-removal", "\ufeff\n  **@*O@@@/O@@O@OO*/@*O**OOO b p r 9 0 8 0 0 1 0 0 0 0 0 0 10  \r\n\n", 0, "**@*O@@@/O@@O@OO*/@*O**OOO b p r 9 0 8 0 0 1 0 0 0 0 0 0 10", "Nine Men's Morris"},
		// From Sanmill's engine tests (tests/test_position.cpp,
		// SetFEN_LoadsState), which expect Black on its square 12: d3.
		{"Sanmill's engine-test FEN", "****@***/****O***/******** w p p 1 8 1 8 0 0 0 0 0 0 0 0 1", 0, "****@***/****O***/******** w p p 1 8 1 8 0 0 0 0 0 0 0 0 1", "Nine Men's Morris"},
		{"twelve men's FEN", "********/********/******** w p p 0 12 0 12 0 0 0 0 0 0 0 0 1", 0, "********/********/******** w p p 0 12 0 12 0 0 0 0 0 0 0 0 1", "Twelve Men's Morris"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec, err := rules.ReadGame(tt.text)
			if err != nil {
				t.Fatal(err)
			}
			g := rec.Game
			if g.Ply() != tt.plies || g.Variant().Name != tt.variant {
				t.Errorf("%d plies of %s, want %d of %s", g.Ply(), g.Variant().Name, tt.plies, tt.variant)
			}
			start := g.Start()
			if tt.name == "Sanmill's engine-test FEN" {
				if c, ok := start.At(rules.D3); !ok || c != rules.Black {
					t.Errorf("d3 (Sanmill's square 12) holds %v %v, want Black", c, ok)
				}
			}
			if want := tt.start; want != "" && start.FEN() != want {
				t.Errorf("start %s, want %s", start.FEN(), want)
			}
			if tt.plies == 0 {
				// A bare position reads back through its record.
				again, err := rules.ReadGame(rec.String())
				if err != nil {
					t.Fatalf("written as\n%s\nreads as %v", rec.String(), err)
				}
				as := again.Game.Start()
				if !as.Equal(start) {
					t.Errorf("written as\n%s\nreads back as %s", rec.String(), as.FEN())
				}
			}
		})
	}
}

// TestReadGameErrors: what cannot be read says where, for a FEN as for a
// record, and text with nothing in it is not a game.
func TestReadGameErrors(t *testing.T) {
	tests := []struct {
		name, text string
		line, col  int
		want       string // in the message
	}{
		{"empty", "", 1, 1, "not a game record"},
		{"blank lines", "\n \n\t\n", 4, 1, "not a game record"},
		{"tags only", "[Event \"?\"]\n[White \"Ann\"]\n", 3, 1, "not a game record"},
		{"escaped line only", "% nothing\n", 2, 1, "not a game record"},
		// The FENs below are Sanmill's, from its tests
		// (src/ui/flutter_app/test/game/position_fen_validation_test.dart),
		// where its validateFen takes them though the counts do not agree
		// with the board or a ring is short.
		{"counts disagree", "O@O*****/********/******** w p p 3 6 3 6 0 0 0 0 0 0 0 0 1", 1, 34, "White has 2 men on the board, the field says 3"},
		{"counts disagree, second line", "\n  O*******/*O******/**O***** w p p 1 8 1 8 0 0 0 0 0 0 0 0 1", 2, 36, "White has 3 men on the board, the field says 1"},
		{"short ring", "O@O@O@O@/O@*****/******** w m s 5 0 3 4 0 0 0 0 0 0 0 0 1", 1, 1, "three rings of 8 points"},
		{"bad side", "********/********/******** x p p 0 9 0 9 0 0 0 0 0 0 0 0 1", 1, 28, "side to move"},
		{"bad point", "********/****Z***/******** w p p 0 9 0 9 0 0 0 0 0 0 0 0 1", 1, 14, "is not O, @ or *"},
		// Sanmill's FenRoundTrip test (tests/test_position.cpp) feeds its
		// set() one ring and doubled blanks.
		{"one ring", "O@******  w  m  p  1 8 1 8 0 0 0 0  0  0 1", 1, 1, "three rings of 8 points"},
		{"text after the FEN", rules.StartFEN + "\n1. d6 *\n", 2, 1, "a FEN is one line"},
		{"illegal move", "1. d6 d6 *", 1, 7, "d6"},
		{"PlayOK numbers out of range", "1. 1 8 2. 3 25 *", 1, 13, "1-24"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := rules.ReadGame(tt.text)
			var re *rules.RecordError
			if !errors.As(err, &re) {
				t.Fatalf("%v, want a *RecordError", err)
			}
			if re.Line != tt.line || re.Col != tt.col || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("%v at line %d column %d, want line %d column %d saying %q", err, re.Line, re.Col, tt.line, tt.col, tt.want)
			}
		})
	}
	if _, err := rules.ReadGame("  \n"); !errors.Is(err, rules.ErrNotARecord) {
		t.Errorf("blank text: %v, want ErrNotARecord", err)
	}
}
