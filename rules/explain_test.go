package rules_test

import (
	"strconv"
	"strings"
	"testing"

	"github.com/ninemen/morris/rules"
)

// position builds a position from the points of each side, the men in
// hand and what the side to move owes ("p" placing, "s" moving, "r" one
// removal).
func position(t *testing.T, v rules.Variant, white, black string, hand int, side rules.Color, action string) rules.Position {
	t.Helper()
	ring := []byte(strings.Repeat("*", 24))
	for _, s := range strings.Fields(white) {
		ring[mustPoint(t, s)] = 'O'
	}
	for _, s := range strings.Fields(black) {
		ring[mustPoint(t, s)] = '@'
	}
	sd, rm := "w", "1 0"
	if side == rules.Black {
		sd, rm = "b", "0 1"
	}
	if action != "r" {
		rm = "0 0"
	}
	phase := "m"
	if hand > 0 {
		phase = "p"
	}
	fen := string(ring[:8]) + "/" + string(ring[8:16]) + "/" + string(ring[16:]) + " " + sd + " " + phase + " " + action + " " +
		itoa(len(strings.Fields(white))) + " " + itoa(hand) + " " + itoa(len(strings.Fields(black))) + " " + itoa(hand) + " " + rm + " 0 0 0 0 0 0 1"
	p, err := rules.ParseFEN(fen, v)
	if err != nil {
		t.Fatalf("%s: %v", fen, err)
	}
	return p
}

func itoa(n int) string { return strconv.Itoa(n) }

func TestExplainSaysWhyAChoiceMakesNoMove(t *testing.T) {
	nine := rules.NineMensMorris()
	// White's a1 is boxed in by a4 (its own) and d1 (Black's); d2 may go
	// to b2, d3 or f2.
	moving := func(t *testing.T) rules.Position {
		return position(t, nine, "a1 a4 d2 g1 b6", "d1 d7 g7 g4 e3 c5", 0, rules.White, "s")
	}
	flying := func(t *testing.T) rules.Position {
		return position(t, nine, "a1 d2 g1", "d1 d7 g7 g4 e3 c5", 0, rules.White, "s")
	}
	placing := func(t *testing.T) rules.Position {
		return position(t, nine, "a1 d2", "d1 d7", 7, rules.White, "p")
	}
	// White owes a removal; Black has the mill a7 d7 g7 and e3 alone.
	removing := func(t *testing.T) rules.Position {
		return position(t, nine, "a1 d2 g1", "a7 d7 g7 e3", 0, rules.White, "r")
	}
	allInMills := func(t *testing.T) rules.Position {
		return position(t, nine, "a1 d2 g1", "a7 d7 g7", 0, rules.White, "r")
	}
	tests := []struct {
		name     string
		pos      func(*testing.T) rules.Position
		from, to string
		want     string // "" for a choice that does something
	}{
		{"a man that can move", moving, "", "d2", ""},
		{"a boxed-in man", moving, "", "a1", "This man cannot move: every point next to it is taken."},
		{"an opponent's man", moving, "", "d1", "d1 is Black's man: choose one of your white men."},
		{"an opponent's man with one chosen", moving, "d2", "d7", "d7 is Black's man: choose one of your white men."},
		{"an empty point with no man chosen", moving, "", "b2", "Choose one of your white men first, then where it goes."},
		{"the chosen man's neighbour", moving, "d2", "b2", ""},
		{"a point not next to the chosen man", moving, "d2", "b4", "b4 is not next to d2: slide along a line."},
		{"a flying man goes anywhere", flying, "d2", "b4", ""},
		{"placing on an empty point", placing, "", "g7", ""},
		{"placing on one's own man", placing, "", "a1", "a1 is taken: place your man on an empty point."},
		{"placing on the opponent's man", placing, "", "d1", "d1 is Black's man: choose one of your white men."},
		{"removing a free man", removing, "", "e3", ""},
		{"removing a man in a mill", removing, "", "d7", "Men in a mill are safe while others are not."},
		{"removing one's own man", removing, "", "a1", "a1 is your own man: remove a black man."},
		{"removing from an empty point", removing, "", "b2", "b2 is empty: remove one of the black men."},
		{"all in mills: any may go", allInMills, "", "d7", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := tc.pos(t)
			from := rules.NoPoint
			if tc.from != "" {
				from = mustPoint(t, tc.from)
			}
			to := mustPoint(t, tc.to)
			got := p.Explain(from, to)
			if got != tc.want {
				t.Fatalf("Explain(%s, %s) = %q, want %q", tc.from, tc.to, got, tc.want)
			}
			// A reason is given exactly when the choice is no legal move
			// and picks no man that can move.
			legal := false
			for _, m := range p.LegalMoves(nil) {
				if m.To() == to && (m.Kind() != rules.SlideMove || m.From() == from) || m.From() == to {
					legal = true
				}
			}
			if legal != (got == "") {
				t.Fatalf("Explain(%s, %s) = %q, but the choice is legal: %v", tc.from, tc.to, got, legal)
			}
		})
	}
}

// The reason agrees with the legal moves in random positions: Explain is
// empty exactly for the choices LegalMoves offers.
func TestExplainAgreesWithLegalMoves(t *testing.T) {
	for seed := 0; seed < 40; seed++ {
		g := rules.NewGame(rules.NineMensMorris())
		for ply := 0; ply < 120 && !g.Result().Over(); ply++ {
			pos := g.Position()
			moves := pos.LegalMoves(nil)
			from := rules.NoPoint
			for _, m := range moves {
				if m.Kind() == rules.SlideMove {
					from = m.From()
					break
				}
			}
			for to := rules.Point(0); to < rules.NumPoints; to++ {
				legal := false
				for _, m := range moves {
					if m.To() == to && (m.Kind() != rules.SlideMove || m.From() == from) || m.From() == to {
						legal = true
					}
				}
				if got := pos.Explain(from, to); (got == "") != legal {
					t.Fatalf("seed %d ply %d %s: Explain(%v, %v) = %q, legal %v", seed, ply, pos.FEN(), from, to, got, legal)
				}
			}
			g.Play(moves[(seed*7+ply*13)%len(moves)])
		}
	}
}

// TestRefusal: the typed reasons a translation words, and their English,
// which is Explain's.
func TestRefusal(t *testing.T) {
	nine := rules.NineMensMorris()
	onlyOutside := variantWith(func(v *rules.Variant) { v.Removal = rules.RemoveOutsideMillsOnly })
	moving := position(t, nine, "a1 a4 d2 g1 b6", "d1 d7 g7 g4 e3 c5", 0, rules.White, "s")
	placing := position(t, nine, "a1 d2", "d1 d7", 7, rules.Black, "p")
	removing := position(t, nine, "a1 d2 g1", "a7 d7 g7 e3", 0, rules.White, "r")
	removingOnly := position(t, onlyOutside, "a1 d2 g1", "a7 d7 g7 e3", 0, rules.White, "r")
	no := rules.NoPoint
	tests := []struct {
		name     string
		pos      rules.Position
		from, to string
		want     rules.Refusal
		text     string
	}{
		{"stuck", moving, "", "a1", rules.Refusal{Kind: rules.RefuseStuck, Side: rules.White, From: no, To: pt(t, "a1")},
			"This man cannot move: every point next to it is taken."},
		{"their man", moving, "d2", "d1", rules.Refusal{Kind: rules.RefuseTheirMan, Side: rules.White, From: no, To: pt(t, "d1")},
			"d1 is Black's man: choose one of your white men."},
		{"no man chosen", moving, "", "b2", rules.Refusal{Kind: rules.RefuseNoMan, Side: rules.White, From: no, To: pt(t, "b2")},
			"Choose one of your white men first, then where it goes."},
		{"a black man chosen is none", moving, "d1", "b2", rules.Refusal{Kind: rules.RefuseNoMan, Side: rules.White, From: no, To: pt(t, "b2")},
			"Choose one of your white men first, then where it goes."},
		{"not next", moving, "d2", "b4", rules.Refusal{Kind: rules.RefuseNotNext, Side: rules.White, From: pt(t, "d2"), To: pt(t, "b4")},
			"b4 is not next to d2: slide along a line."},
		{"taken", placing, "", "d1", rules.Refusal{Kind: rules.RefuseTaken, Side: rules.Black, From: no, To: pt(t, "d1")},
			"d1 is taken: place your man on an empty point."},
		{"their man while placing", placing, "", "a1", rules.Refusal{Kind: rules.RefuseTheirMan, Side: rules.Black, From: no, To: pt(t, "a1")},
			"a1 is White's man: choose one of your black men."},
		{"remove from empty", removing, "", "b2", rules.Refusal{Kind: rules.RefuseEmpty, Side: rules.White, From: no, To: pt(t, "b2")},
			"b2 is empty: remove one of the black men."},
		{"remove own", removing, "", "g1", rules.Refusal{Kind: rules.RefuseOwnMan, Side: rules.White, From: no, To: pt(t, "g1")},
			"g1 is your own man: remove a black man."},
		{"in a mill", removing, "", "a7", rules.Refusal{Kind: rules.RefuseInMill, Side: rules.White, From: no, To: pt(t, "a7"), Removal: rules.RemoveOutsideMillsFirst},
			"Men in a mill are safe while others are not."},
		{"in a mill, only outside", removingOnly, "", "a7", rules.Refusal{Kind: rules.RefuseInMill, Side: rules.White, From: no, To: pt(t, "a7"), Removal: rules.RemoveOutsideMillsOnly},
			"Men in a mill are safe while others are not."},
	}
	for _, tt := range tests {
		from := rules.NoPoint
		if tt.from != "" {
			from = pt(t, tt.from)
		}
		got := tt.pos.Refusal(from, pt(t, tt.to))
		if got != tt.want {
			t.Errorf("%s: Refusal %+v, want %+v", tt.name, got, tt.want)
		}
		if s := got.String(); s != tt.text || tt.pos.Explain(from, pt(t, tt.to)) != s {
			t.Errorf("%s: %q, want %q as Explain says it", tt.name, s, tt.text)
		}
	}
	for _, ok := range []struct {
		pos      rules.Position
		from, to string
	}{{moving, "", "d2"}, {moving, "d2", "b2"}, {placing, "", "g7"}, {removing, "", "e3"}} {
		from := rules.NoPoint
		if ok.from != "" {
			from = pt(t, ok.from)
		}
		if r := ok.pos.Refusal(from, pt(t, ok.to)); r.Kind != rules.RefuseNone || r.String() != "" {
			t.Errorf("%s-%s: refused %+v %q", ok.from, ok.to, r, r.String())
		}
	}
}

func pt(t *testing.T, s string) rules.Point { return mustPoint(t, s) }

// A man carried onto another of its side's and let go is told why it
// went back; elsewhere the reasons are those of a choice.
func TestMoveRefusal(t *testing.T) {
	g := rules.NewGame(rules.NineMensMorris())
	// Eighteen placements and no mill: White to move.
	for _, s := range strings.Fields("d2 d6 f4 b4 b6 d5 e4 c4 a1 f6 f2 b2 g1 a7 a4 g7 c5 e3") {
		if err := g.PlayTurn(s); err != nil {
			t.Fatal(s, err)
		}
	}
	pos := g.Position()
	tests := []struct {
		from, to rules.Point
		want     rules.RefusalKind
	}{
		{rules.G1, rules.G7, rules.RefuseTheirMan}, // Black's man
		{rules.G1, rules.E4, rules.RefuseOccupied}, // White's own, which can move
		{rules.G1, rules.D1, rules.RefuseNone},
		{rules.G1, rules.D3, rules.RefuseNotNext},
	}
	for _, tt := range tests {
		r := pos.MoveRefusal(tt.from, tt.to)
		if r.Kind != tt.want {
			t.Errorf("%v-%v: %v (%q), want kind %v", tt.from, tt.to, r.Kind, r, tt.want)
		}
	}
	if got := pos.MoveRefusal(rules.G1, rules.E4).String(); got != "e4 is taken: a man moves to an empty point." {
		t.Errorf("wording %q", got)
	}
}
