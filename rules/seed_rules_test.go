package rules_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/ninemen/morris/rules"
)

// One test per rule sentence of the seeds (../shared/seeds), each switch
// played both ways. Positions are built from FEN or by playing moves.

// fenOrder is the order in which Sanmill's FEN lists the points, written out
// from the issue rather than taken from the package.
var fenOrder = strings.Fields("d5 e5 e4 e3 d3 c3 c4 c5 d6 f6 f4 f2 d2 b2 b4 b6 d7 g7 g4 g1 d1 a1 a4 a7")

// setup describes a test position in words: the men of each side by point
// name, the men in hand, the side to move and the removals it owes.
type setup struct {
	white, black string
	handW, handB int
	toMove       rules.Color
	remove       int
	rule50       int
}

func (s setup) fen() string {
	cells := []byte(strings.Repeat("*", 24))
	for i, name := range fenOrder {
		if slices.Contains(strings.Fields(s.white), name) {
			cells[i] = 'O'
		}
		if slices.Contains(strings.Fields(s.black), name) {
			cells[i] = '@'
		}
	}
	side, phase, action := "w", "m", "s"
	hand := s.handW
	if s.toMove == rules.Black {
		side, hand = "b", s.handB
	}
	if s.handW+s.handB > 0 {
		phase = "p"
	}
	if hand > 0 {
		action = "p"
	}
	var rm [2]int
	if s.remove > 0 {
		action = "r"
		rm[s.toMove] = s.remove
	}
	return fmt.Sprintf("%s/%s/%s %s %s %s %d %d %d %d %d %d 0 0 0 0 0 %d 1",
		cells[0:8], cells[8:16], cells[16:24], side, phase, action,
		len(strings.Fields(s.white)), s.handW, len(strings.Fields(s.black)), s.handB,
		rm[0], rm[1], s.rule50)
}

func (s setup) pos(t testing.TB, v rules.Variant) rules.Position {
	t.Helper()
	p, err := rules.ParseFEN(s.fen(), v)
	if err != nil {
		t.Fatalf("setup %+v: %v", s, err)
	}
	return p
}

func (s setup) game(t testing.TB, v rules.Variant) *rules.Game {
	t.Helper()
	return rules.NewGameFrom(s.pos(t, v))
}

func mustMove(t testing.TB, s string) rules.Move {
	t.Helper()
	m, err := rules.ParseMove(s)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func mustPoint(t testing.TB, s string) rules.Point {
	t.Helper()
	pt, err := rules.ParsePoint(s)
	if err != nil {
		t.Fatal(err)
	}
	return pt
}

// playMoves plays space-separated plies, each of which must be legal.
func playMoves(t testing.TB, p *rules.Position, moves string) {
	t.Helper()
	for _, s := range strings.Fields(moves) {
		m := mustMove(t, s)
		if !p.IsLegal(m) {
			t.Fatalf("%s is not legal in\n%v", s, p)
		}
		p.Play(m)
	}
}

// playGame plays space-separated plies on a game; each must be accepted.
func playGame(t testing.TB, g *rules.Game, moves string) {
	t.Helper()
	for _, s := range strings.Fields(moves) {
		if err := g.Play(mustMove(t, s)); err != nil {
			p := g.Position()
			t.Fatalf("%s: %v in\n%v", s, err, &p)
		}
	}
}

// moveSet is the legal moves of p in notation, sorted.
func moveSet(p *rules.Position) []string {
	var out []string
	for _, m := range p.LegalMoves(nil) {
		out = append(out, m.String())
	}
	slices.Sort(out)
	return out
}

func sortedFields(s string) []string {
	f := strings.Fields(s)
	slices.Sort(f)
	return f
}

func TestRulePlaceOnEmptyPointsOnly(t *testing.T) {
	p := rules.NewPosition(rules.NineMensMorris())
	if got := p.LegalMoves(nil); len(got) != 24 {
		t.Fatalf("start: %d legal moves, want a placement on each of the 24 points", len(got))
	}
	for _, m := range p.LegalMoves(nil) {
		if m.Kind() != rules.PlaceMove {
			t.Errorf("start: %v is not a placement", m)
		}
	}
	playMoves(t, &p, "d6 f4 a1")
	tests := []struct {
		move  string
		legal bool
	}{
		{"d6", false}, // White's man
		{"f4", false}, // Black's own man
		{"a1", false},
		{"g7", true},
		{"d5", true},
		{"a1-a4", false}, // no slides while men are in hand
		{"xd6", false},   // no removal without a mill
	}
	for _, tt := range tests {
		if got := p.IsLegal(mustMove(t, tt.move)); got != tt.legal {
			t.Errorf("Black to place after d6 f4 a1: IsLegal(%s) = %v, want %v", tt.move, got, tt.legal)
		}
	}
	if n := len(p.LegalMoves(nil)); n != 21 {
		t.Errorf("%d placements with 3 points taken, want 21", n)
	}
}

func TestRuleSidesAlternate(t *testing.T) {
	p := rules.NewPosition(rules.NineMensMorris())
	// White forms the mill a1 a4 a7 on its third placement and removes with
	// a ply of its own before Black moves again.
	steps := []struct {
		move string
		next rules.Color
	}{
		{"a1", rules.Black}, {"d6", rules.White}, {"a4", rules.Black}, {"f4", rules.White},
		{"a7", rules.White}, {"xd6", rules.Black}, {"d2", rules.White},
	}
	for i, s := range steps {
		playMoves(t, &p, s.move)
		if p.SideToMove() != s.next {
			t.Fatalf("ply %d %s: %v to move, want %v", i+1, s.move, p.SideToMove(), s.next)
		}
	}
	// In the moving phase too.
	q := setup{white: "a1 d7 g4 e3", black: "b2 d2 f6 c5", toMove: rules.White}.pos(t, rules.NineMensMorris())
	for i, s := range strings.Fields("a1-a4 b2-b4 a4-a1 b4-b2") {
		want := []rules.Color{rules.Black, rules.White}[i%2]
		playMoves(t, &q, s)
		if q.SideToMove() != want {
			t.Fatalf("moving ply %d %s: %v to move, want %v", i+1, s, q.SideToMove(), want)
		}
	}
}

func TestRuleAllMenPlacedThenMoving(t *testing.T) {
	// 18 placements without a mill, then the sliding begins.
	placing := "a1 a4 a7 d7 g7 g4 g1 d1 b2 b4 b6 d6 f6 f4 f2 d2 c3 c5"
	for _, v := range []rules.Variant{rules.NineMensMorris(), rules.NoFlying(), rules.OneRemovalPerMill()} {
		p := rules.NewPosition(v)
		for i, s := range strings.Fields(placing) {
			if p.Phase() != rules.Placing || p.Action() != rules.ActPlace {
				t.Fatalf("%s: ply %d: phase %v action %v, want placing", v.Name, i+1, p.Phase(), p.Action())
			}
			playMoves(t, &p, s)
			if p.PendingRemovals() != 0 {
				t.Fatalf("%s: %s formed a mill; the test wants none", v.Name, s)
			}
		}
		if p.Phase() != rules.Moving || p.Action() != rules.ActMove || p.InHand(rules.White)+p.InHand(rules.Black) != 0 {
			t.Fatalf("%s: after 18 placements: phase %v action %v, hands %d %d", v.Name, p.Phase(), p.Action(), p.InHand(rules.White), p.InHand(rules.Black))
		}
		if p.SideToMove() != rules.White {
			t.Errorf("%s: %v moves first after placing, want White", v.Name, p.SideToMove())
		}
		for _, m := range p.LegalMoves(nil) {
			if m.Kind() != rules.SlideMove {
				t.Errorf("%s: %v legal after placing, want slides only", v.Name, m)
			}
		}
		if p.IsLegal(mustMove(t, "d5")) {
			t.Errorf("%s: a placement is legal with no men in hand", v.Name)
		}
	}
}

func TestRuleSlideToAdjacentEmptyPoint(t *testing.T) {
	s := setup{white: "d6 a1 g7 e3", black: "d7 b6 c3 f2", toMove: rules.White}
	tests := []struct {
		move  string
		legal bool
	}{
		{"d6-f6", true}, {"d6-d5", true}, {"a1-a4", true}, {"a1-d1", true},
		{"g7-g4", true}, {"e3-e4", true}, {"e3-d3", true},
		{"d6-b6", false}, // occupied by Black
		{"d6-d7", false}, // occupied by Black
		{"g7-d7", false}, // occupied
		{"e3-f2", false}, // occupied
		{"d6-f4", false}, // not joined by a line
		{"a1-b2", false}, // only along the diagonal lines, which are off
		{"e3-g1", false}, // not adjacent
		{"a1-g1", false}, // two steps
		{"d7-a7", false}, // Black's man
	}
	p := s.pos(t, rules.NineMensMorris())
	for _, tt := range tests {
		if got := p.IsLegal(mustMove(t, tt.move)); got != tt.legal {
			t.Errorf("IsLegal(%s) = %v, want %v", tt.move, got, tt.legal)
		}
	}
	want := sortedFields("d6-f6 d6-d5 a1-a4 a1-d1 g7-g4 e3-e4 e3-d3")
	if got := moveSet(&p); !slices.Equal(got, want) {
		t.Errorf("legal moves %v, want %v", got, want)
	}
}

func TestRuleNoJumping(t *testing.T) {
	s := setup{white: "a1 d7 g1 c5", black: "a4 d6 g4 e5", toMove: rules.White}
	for _, v := range []rules.Variant{rules.NineMensMorris(), rules.NoFlying()} {
		p := s.pos(t, v)
		for _, m := range []string{"a1-a7", "d7-d5", "g1-g7", "c5-e5", "a1-g1"} {
			if p.IsLegal(mustMove(t, m)) {
				t.Errorf("%s: %s jumps and is legal", v.Name, m)
			}
		}
	}
}

// theLines are the 16 lines and the 4 diagonals, written out by hand.
var (
	theLines = []string{
		"a7 d7 g7", "g7 g4 g1", "g1 d1 a1", "a1 a4 a7",
		"b6 d6 f6", "f6 f4 f2", "f2 d2 b2", "b2 b4 b6",
		"c5 d5 e5", "e5 e4 e3", "e3 d3 c3", "c3 c4 c5",
		"d7 d6 d5", "g4 f4 e4", "d1 d2 d3", "a4 b4 c4",
	}
	theDiagonals = []string{"a1 b2 c3", "g1 f2 e3", "g7 f6 e5", "a7 b6 c5"}
)

// millByPlacing reports whether White, holding the other two points of
// line, forms a mill by placing on last.
func millByPlacing(t *testing.T, v rules.Variant, line []string, last string) bool {
	t.Helper()
	var white []string
	for _, n := range line {
		if n != last {
			white = append(white, n)
		}
	}
	black := ""
	for _, n := range fenOrder {
		if !slices.Contains(line, n) {
			black = n
			break
		}
	}
	p := setup{white: strings.Join(white, " "), black: black, handW: 5, handB: 5, toMove: rules.White}.pos(t, v)
	playMoves(t, &p, last)
	formed := p.PendingRemovals() > 0
	if formed != (p.SideToMove() == rules.White) || formed != (p.Action() == rules.ActRemove) {
		t.Fatalf("%v: removals %d, side %v, action %v disagree", line, p.PendingRemovals(), p.SideToMove(), p.Action())
	}
	return formed
}

func TestRuleMillOnEachLine(t *testing.T) {
	for _, diag := range []bool{false, true} {
		v := rules.NineMensMorris()
		v.Diagonals = diag
		if n := len(v.Board().Lines()); n != map[bool]int{false: 16, true: 20}[diag] {
			t.Errorf("diagonals %v: %d lines", diag, n)
		}
		for _, l := range append(slices.Clone(theLines), theDiagonals...) {
			line := strings.Fields(l)
			want := diag || slices.Contains(theLines, l)
			for _, last := range line {
				if got := millByPlacing(t, v, line, last); got != want {
					t.Errorf("diagonals %v: placing %s to complete %s: mill %v, want %v", diag, last, l, got, want)
				}
			}
		}
	}
}

func TestRuleNoMillAtAnAngle(t *testing.T) {
	// Three men that are not on one line: corners, bends, and straight rows
	// through the empty centre.
	triples := []string{
		"a4 a1 d1", "a4 b4 b6", "g4 f4 f6", "d5 d6 f6", "a1 d1 d2",
		"b4 c4 e4", "c4 e4 f4", "d3 d5 d6", "d2 d3 d5", "c5 d5 e4", "a1 b2 c3", "b6 d6 d5",
	}
	for _, tr := range triples {
		line := strings.Fields(tr)
		for _, last := range line {
			if millByPlacing(t, rules.NineMensMorris(), line, last) {
				t.Errorf("%s completed by %s counts as a mill", tr, last)
			}
		}
	}
}

func TestRuleRemoveManNotInMill(t *testing.T) {
	// White closes a1 a4 a7 in the moving phase; Black's e3 e4 e5 is a mill
	// and b2 f4 are not.
	s := setup{white: "a1 a4 d7 g1", black: "e3 e4 e5 b2 f4", toMove: rules.White}
	p := s.pos(t, rules.NineMensMorris())
	playMoves(t, &p, "d7-a7")
	if p.PendingRemovals() != 1 {
		t.Fatalf("d7-a7 closes a1 a4 a7: %d removals owed", p.PendingRemovals())
	}
	want := sortedFields("xb2 xf4")
	if got := moveSet(&p); !slices.Equal(got, want) {
		t.Errorf("removals %v, want %v (men in the mill e3 e4 e5 are safe)", got, want)
	}
	for _, m := range []string{"xe3", "xe4", "xe5", "xa1", "xd5", "a7-d7", "g1-g4"} {
		if p.IsLegal(mustMove(t, m)) {
			t.Errorf("%s is legal when only b2 or f4 may go", m)
		}
	}
	// RemoveAny lets a mill take any man.
	v := rules.NineMensMorris()
	v.Removal = rules.RemoveAny
	q := s.pos(t, v)
	playMoves(t, &q, "d7-a7")
	if got, want := moveSet(&q), sortedFields("xb2 xf4 xe3 xe4 xe5"); !slices.Equal(got, want) {
		t.Errorf("RemoveAny: removals %v, want %v", got, want)
	}
}

func TestRuleRemoveFromMillWhenAllInMills(t *testing.T) {
	// Every Black man stands in a mill.
	s := setup{white: "a1 a4 d7 g1", black: "c3 c4 c5 e3 e4 e5", toMove: rules.White}
	for _, tt := range []struct {
		rule   rules.RemovalRule
		remove string // the removals allowed, or "" when the mill takes nothing
	}{
		{rules.RemoveOutsideMillsFirst, "xc3 xc4 xc5 xe3 xe4 xe5"},
		{rules.RemoveAny, "xc3 xc4 xc5 xe3 xe4 xe5"},
		{rules.RemoveOutsideMillsOnly, ""},
	} {
		v := rules.NineMensMorris()
		v.Removal = tt.rule
		p := s.pos(t, v)
		playMoves(t, &p, "d7-a7")
		if tt.remove == "" {
			if p.PendingRemovals() != 0 || p.SideToMove() != rules.Black {
				t.Errorf("rule %d: removals %d, %v to move; want no removal and Black to move", tt.rule, p.PendingRemovals(), p.SideToMove())
			}
			continue
		}
		if got, want := moveSet(&p), sortedFields(tt.remove); !slices.Equal(got, want) {
			t.Errorf("rule %d: removals %v, want %v", tt.rule, got, want)
		}
	}
	// Only-outside: with one man outside the mills, that man is the only choice.
	v := rules.NineMensMorris()
	v.Removal = rules.RemoveOutsideMillsOnly
	p := setup{white: "a1 a4 d7 g1", black: "e3 e4 e5 f4", toMove: rules.White}.pos(t, v)
	playMoves(t, &p, "d7-a7")
	if got := moveSet(&p); !slices.Equal(got, []string{"xf4"}) {
		t.Errorf("only-outside rule: removals %v, want [xf4]", got)
	}
}

func TestRuleReformedMillRemovesAgain(t *testing.T) {
	s := setup{white: "a1 a4 a7 g4", black: "b6 d2 f4 e3 c5", toMove: rules.White}
	g := s.game(t, rules.NineMensMorris())
	playGame(t, g, "a7-d7 f4-f6 d7-a7")
	p := g.Position()
	if p.PendingRemovals() != 1 || p.SideToMove() != rules.White {
		t.Fatalf("moving back into a1 a4 a7: %d removals owed, %v to move", p.PendingRemovals(), p.SideToMove())
	}
	playGame(t, g, "xb6 e3-e4 a7-d7 e4-e3 d7-a7")
	p = g.Position()
	if p.PendingRemovals() != 1 {
		t.Fatalf("the third closing of the same mill: %d removals owed", p.PendingRemovals())
	}
	playGame(t, g, "xd2")
	if p := g.Position(); p.Total(rules.Black) != 3 {
		t.Errorf("Black has %d men after two removals, want 3", p.Total(rules.Black))
	}
}

func TestRuleRemovedMenNeverReturn(t *testing.T) {
	p := rules.NewPosition(rules.NineMensMorris())
	playMoves(t, &p, "a1 d6 a4 f4 a7 xd6")
	if p.InHand(rules.Black) != 7 || p.OnBoard(rules.Black) != 1 || p.Total(rules.Black) != 8 {
		t.Fatalf("after xd6: Black %d in hand, %d on board; want 7 and 1", p.InHand(rules.Black), p.OnBoard(rules.Black))
	}
	// Black places its seven and no more, however many turns remain.
	placed := 0
	for p.InHand(rules.Black) > 0 || p.InHand(rules.White) > 0 {
		ms := p.LegalMoves(nil)
		if len(ms) == 0 {
			t.Fatal("no moves while placing")
		}
		m := ms[0]
		if p.SideToMove() == rules.Black && m.Kind() == rules.PlaceMove {
			placed++
		}
		p.Play(m)
	}
	if placed != 7 {
		t.Errorf("Black placed %d men after the removal, want 7", placed)
	}
	if got := p.Total(rules.Black); got > 8 {
		t.Errorf("Black has %d men, more than the 8 left after the removal", got)
	}
}

func TestRuleFlying(t *testing.T) {
	three := setup{white: "a1 d7 g4", black: "b2 d2 f2 f4 e5", toMove: rules.White}
	four := setup{white: "a1 d7 g4 c4", black: "b2 d2 f2 f4 e5", toMove: rules.White}
	blackToMove := setup{white: "a1 d7 g4", black: "b2 d2 f2 f4 e5", toMove: rules.Black}
	v := rules.NineMensMorris
	with := func(f func(*rules.Variant)) rules.Variant { x := v(); f(&x); return x }
	tests := []struct {
		name  string
		s     setup
		v     rules.Variant
		move  string
		legal bool
	}{
		{"three men fly", three, v(), "a1-e3", true},
		{"three men still slide", three, v(), "a1-a4", true},
		{"no flying: three men slide only", three, rules.NoFlying(), "a1-e3", false},
		{"no flying: slides stay legal", three, rules.NoFlying(), "a1-a4", true},
		{"four men do not fly", four, v(), "a1-e3", false},
		{"FlyAt 4: four men fly", four, with(func(x *rules.Variant) { x.FlyAt = 4 }), "a1-e3", true},
		{"the other side does not fly", blackToMove, v(), "b2-g1", false},
		{"BothFly: the other side flies too", blackToMove, with(func(x *rules.Variant) { x.BothFly = true }), "b2-g1", true},
		{"BothFly without MayFly: nobody flies", blackToMove, with(func(x *rules.Variant) { x.BothFly = true; x.MayFly = false }), "b2-g1", false},
		{"flying onto a man is not legal", three, v(), "a1-e5", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := tt.s.pos(t, tt.v)
			if got := p.IsLegal(mustMove(t, tt.move)); got != tt.legal {
				t.Errorf("IsLegal(%s) = %v, want %v", tt.move, got, tt.legal)
			}
			flies := p.Flies(p.SideToMove())
			if (p.Action() == rules.ActFly) != flies {
				t.Errorf("Action %v but Flies %v", p.Action(), flies)
			}
		})
	}
	// A side down to three men that still has men in hand places, it does
	// not fly (Lasker lets it slide, along lines only).
	p := setup{white: "a1 d7 g4", black: "b2 d2 f2 f4 e5", handW: 2, handB: 2, toMove: rules.White}.pos(t, rules.LaskerMorris())
	if p.Flies(rules.White) || p.IsLegal(mustMove(t, "a1-e3")) || !p.IsLegal(mustMove(t, "a1-a4")) {
		t.Errorf("Lasker, three on board and two in hand: flies %v, a1-e3 %v, a1-a4 %v", p.Flies(rules.White), p.IsLegal(mustMove(t, "a1-e3")), p.IsLegal(mustMove(t, "a1-a4")))
	}
}

// Seed 000: "Capturing is still enforced in this phase": a flight that
// closes a mill owes a removal like any other move, and a flight that
// forms none owes nothing.
func TestRuleFlightIntoMillRemoves(t *testing.T) {
	s := setup{white: "a1 a4 g4", black: "b2 d2 f2 f4 e5", toMove: rules.White}
	tests := []struct {
		move   string
		remove int
	}{
		{"g4-a7", 1}, // a1 a4 a7, from across the board
		{"g4-e3", 0},
	}
	for _, tt := range tests {
		t.Run(tt.move, func(t *testing.T) {
			g := s.game(t, rules.NineMensMorris())
			playGame(t, g, tt.move)
			p := g.Position()
			if p.PendingRemovals() != tt.remove {
				t.Fatalf("after %s: %d removals owed, want %d", tt.move, p.PendingRemovals(), tt.remove)
			}
			if tt.remove == 0 {
				return
			}
			if p.SideToMove() != rules.White || p.Action() != rules.ActRemove {
				t.Fatalf("after %s: %v to %v, want White to remove", tt.move, p.SideToMove(), p.Action())
			}
			playGame(t, g, "xe5")
			if p := g.Position(); p.Total(rules.Black) != 4 {
				t.Errorf("Black has %d men after the removal, want 4", p.Total(rules.Black))
			}
		})
	}
}

func TestRuleWinByReducingToTwo(t *testing.T) {
	tests := []struct {
		name string
		s    setup
		play string
		want rules.Result
	}{
		{"moving: the removal leaves two", setup{white: "a1 a4 d7 g4", black: "b2 d2 f6", toMove: rules.White},
			"d7-a7 xb2", rules.Result{Outcome: rules.WhiteWins, Reason: rules.ReducedToTwo}},
		{"moving: three left plays on", setup{white: "a1 a4 d7 g4", black: "b2 d2 f6 e3", toMove: rules.White},
			"d7-a7 xb2", rules.Result{}},
		{"placing: men in hand count", setup{white: "a1 a4", black: "d6", handW: 3, handB: 3, toMove: rules.White},
			"a7 xd6", rules.Result{}},
		{"placing: one on board and one in hand is two", setup{white: "a1 a4", black: "d6 f4", handW: 3, handB: 1, toMove: rules.White},
			"a7 xd6", rules.Result{Outcome: rules.WhiteWins, Reason: rules.ReducedToTwo}},
		{"black wins too", setup{white: "b2 d2 f6", black: "a1 a4 d7 g4", toMove: rules.Black},
			"d7-a7 xf6", rules.Result{Outcome: rules.BlackWins, Reason: rules.ReducedToTwo}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, multiple := range []bool{false, true} {
				v := rules.NineMensMorris()
				v.RemoveMultiple = multiple
				g := tt.s.game(t, v)
				playGame(t, g, tt.play)
				p := g.Position()
				if got := p.Result(); got != tt.want {
					t.Errorf("multiple %v: Result %v, want %v", multiple, got, tt.want)
				}
				if got := g.Result(); got != tt.want {
					t.Errorf("multiple %v: Game.Result %v, want %v", multiple, got, tt.want)
				}
				if tt.want.Over() && len(p.LegalMoves(nil)) != 0 {
					t.Errorf("multiple %v: moves after the game ended", multiple)
				}
			}
		})
	}
}

func TestRuleWinByBlocking(t *testing.T) {
	// Black's four men on the outer corners, White on the outer midpoints.
	blocked := setup{white: "a4 d7 g4 d1 c4", black: "a1 a7 g1 g7", toMove: rules.Black}
	blockedThree := setup{white: "a4 d7 g4 d1 c4", black: "a1 a7 g1", toMove: rules.Black}
	passes := rules.NineMensMorris()
	passes.Blocked = rules.BlockedPasses
	tests := []struct {
		name  string
		s     setup
		v     rules.Variant
		want  rules.Result
		moves string
	}{
		{"blocked loses", blocked, rules.NineMensMorris(), rules.Result{Outcome: rules.WhiteWins, Reason: rules.NoLegalMove}, ""},
		{"blocked passes", blocked, passes, rules.Result{}, "pass"},
		{"three men fly out of a block", blockedThree, rules.NineMensMorris(), rules.Result{}, ""},
		{"without flying three men are blocked", blockedThree, rules.NoFlying(), rules.Result{Outcome: rules.WhiteWins, Reason: rules.NoLegalMove}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := tt.s.pos(t, tt.v)
			if got := p.Result(); got != tt.want {
				t.Errorf("Result %v, want %v", got, tt.want)
			}
			if tt.moves != "" {
				if got := strings.Join(moveSet(&p), " "); got != tt.moves {
					t.Errorf("legal moves %q, want %q", got, tt.moves)
				}
			}
			if tt.want.Over() != (p.MoveCount() == 0) {
				t.Errorf("over %v with %d moves", tt.want.Over(), p.MoveCount())
			}
		})
	}
	// Under BlockedPasses the opponent plays on, and the blocked side moves
	// again once a point opens.
	g := blocked.game(t, passes)
	playGame(t, g, "pass d7-d6")
	p := g.Position()
	if got := moveSet(&p); !slices.Equal(got, sortedFields("a7-d7 g7-d7")) {
		t.Errorf("after pass d7-d6: Black's moves %v", got)
	}
	if p.IsLegal(rules.Pass) {
		t.Error("pass is legal for a side that can move")
	}
	// In the standard game a pass is never legal.
	q := blocked.pos(t, rules.NineMensMorris())
	if q.IsLegal(rules.Pass) {
		t.Error("pass is legal under BlockedLoses")
	}
}

func TestRuleRemovalsPerMill(t *testing.T) {
	// Placing a1 closes a1 a4 a7 and a1 d1 g1 at once.
	s := setup{white: "a4 a7 d1 g1", black: "d6 f4 c5", handW: 5, handB: 6, toMove: rules.White}
	for _, tt := range []struct {
		multiple bool
		owed     int
	}{{false, 1}, {true, 2}} {
		v := rules.NineMensMorris()
		v.RemoveMultiple = tt.multiple
		p := s.pos(t, v)
		playMoves(t, &p, "a1")
		if p.PendingRemovals() != tt.owed {
			t.Fatalf("RemoveMultiple %v: %d removals owed, want %d", tt.multiple, p.PendingRemovals(), tt.owed)
		}
		playMoves(t, &p, "xd6")
		if got := p.SideToMove() == rules.White; got != tt.multiple {
			t.Errorf("RemoveMultiple %v: after one removal %v to move", tt.multiple, p.SideToMove())
		}
		if tt.multiple {
			playMoves(t, &p, "xf4")
			if p.SideToMove() != rules.Black || p.Total(rules.Black) != 7 {
				t.Errorf("after two removals: %v to move, Black has %d", p.SideToMove(), p.Total(rules.Black))
			}
		}
	}
	// Three mills at once on the board with diagonals.
	v := rules.WithDiagonals()
	v.RemoveMultiple = true
	p := setup{white: "a4 a7 d1 g1 b2 c3", black: "d6 f4 c5 e4", handW: 3, handB: 5, toMove: rules.White}.pos(t, v)
	playMoves(t, &p, "a1")
	if p.PendingRemovals() != 3 {
		t.Fatalf("three mills at once: %d removals owed", p.PendingRemovals())
	}
	playMoves(t, &p, "xd6 xf4 xc5")
	if p.SideToMove() != rules.Black {
		t.Errorf("after three removals %v to move", p.SideToMove())
	}
}

func TestRuleTwoMillsOneRemovableMan(t *testing.T) {
	// Two mills at once, and Black has one man outside its mill d5 d6 d7.
	s := setup{white: "a4 a7 d1 g1", black: "d5 d6 d7 c3", handW: 5, handB: 5, toMove: rules.White}
	for _, tt := range []struct {
		rule      rules.RemovalRule
		second    string // the removals after xc3, "" for none
		blackNext bool
	}{
		{rules.RemoveOutsideMillsFirst, "xd5 xd6 xd7", false},
		{rules.RemoveOutsideMillsOnly, "", true},
	} {
		v := rules.OneRemovalPerMill()
		v.Removal = tt.rule
		p := s.pos(t, v)
		playMoves(t, &p, "a1")
		if got := moveSet(&p); !slices.Equal(got, []string{"xc3"}) {
			t.Fatalf("rule %d: first removal %v, want only xc3", tt.rule, got)
		}
		playMoves(t, &p, "xc3")
		if tt.blackNext {
			if p.SideToMove() != rules.Black || p.PendingRemovals() != 0 {
				t.Errorf("rule %d: the second removal should lapse: %v to move, %d owed", tt.rule, p.SideToMove(), p.PendingRemovals())
			}
			continue
		}
		if got := moveSet(&p); !slices.Equal(got, sortedFields(tt.second)) {
			t.Errorf("rule %d: second removal %v, want %v", tt.rule, got, tt.second)
		}
	}
}

func TestRuleMillWithNoOpposingManOnBoard(t *testing.T) {
	// A mill while the opponent has no man on the board removes nothing and
	// the turn passes.
	p := setup{white: "a1 a4", handW: 5, handB: 6, toMove: rules.White}.pos(t, rules.NineMensMorris())
	playMoves(t, &p, "a7")
	if p.PendingRemovals() != 0 || p.SideToMove() != rules.Black || p.Result().Over() {
		t.Errorf("mill with no Black man on the board: %d owed, %v to move, %v", p.PendingRemovals(), p.SideToMove(), p.Result())
	}
}

func TestRuleDiagonalLines(t *testing.T) {
	s := setup{white: "a1 d7 g4 e3", black: "d2 f4 b6 c5", toMove: rules.White}
	for _, diag := range []bool{false, true} {
		v := rules.NineMensMorris()
		v.Diagonals = diag
		p := s.pos(t, v)
		for _, m := range []string{"a1-b2", "e3-f2"} {
			if got := p.IsLegal(mustMove(t, m)); got != diag {
				t.Errorf("diagonals %v: IsLegal(%s) = %v", diag, m, got)
			}
		}
		b := v.Board()
		want := map[bool]int{false: 2, true: 4}[diag]
		if n := b.Neighbors(mustPoint(t, "b2")).Count(); n != want {
			t.Errorf("diagonals %v: b2 has %d neighbours, want %d", diag, n, want)
		}
		// A mill along a diagonal by sliding: b2 arrives between a1 and c3.
		q := setup{white: "a1 c3 d2 g7", black: "d6 f4 b6 e5", toMove: rules.White}.pos(t, v)
		playMoves(t, &q, "d2-b2")
		if got := q.PendingRemovals() > 0; got != diag {
			t.Errorf("diagonals %v: d2-b2 between a1 and c3 makes a mill: %v", diag, got)
		}
	}
}

func TestRuleTwelveMensFullBoard(t *testing.T) {
	// Black places the 24th man on d5 and no mill forms: a draw.
	full := setup{
		white: "a4 d7 g4 d1 b2 b6 f6 f2 c4 e4 d3 c5",
		black: "a1 a7 g1 g7 b4 d6 f4 d2 c3 e3 e5",
		handB: 1, toMove: rules.Black,
	}
	for _, blocked := range []rules.BlockedRule{rules.BlockedLoses, rules.BlockedPasses} {
		v := rules.TwelveMensMorris()
		v.Blocked = blocked
		g := full.game(t, v)
		playGame(t, g, "d5")
		p := g.Position()
		want := rules.Result{Outcome: rules.Draw, Reason: rules.FullBoard}
		if p.Result() != want || g.Result() != want {
			t.Errorf("blocked rule %d: full board: %v / %v, want %v", blocked, p.Result(), g.Result(), want)
		}
		if len(p.LegalMoves(nil)) != 0 || len(g.LegalMoves()) != 0 {
			t.Errorf("blocked rule %d: moves on a full board", blocked)
		}
	}
	// If the 24th man closes a mill, the removal comes first and opens the
	// board: the game goes on.
	mill := setup{
		white: "a4 g4 d1 b2 b6 f6 f2 c4 e4 d3 c5 a1",
		black: "a7 g1 g7 b4 d6 f4 d2 c3 e3 e5 d7",
		handB: 1, toMove: rules.Black,
	}
	g := mill.game(t, rules.TwelveMensMorris())
	playGame(t, g, "d5")
	if p := g.Position(); p.PendingRemovals() != 1 || g.Result().Over() {
		t.Fatalf("24th man closes d5 d6 d7: %d owed, %v", p.PendingRemovals(), g.Result())
	}
	playGame(t, g, "xa1")
	if p := g.Position(); g.Result().Over() || p.Phase() != rules.Moving || p.SideToMove() != rules.White {
		t.Errorf("after the removal: %v, phase %v, %v to move", g.Result(), p.Phase(), p.SideToMove())
	}
}

func TestRuleLaskerSlideWhilePlacing(t *testing.T) {
	for _, lasker := range []bool{false, true} {
		v := rules.NineMensMorris()
		if lasker {
			v = rules.LaskerMorris()
		}
		p := rules.NewPosition(v)
		playMoves(t, &p, "d6 f4")
		if got := p.IsLegal(mustMove(t, "d6-d7")); got != lasker {
			t.Errorf("MoveInPlacing %v: sliding with men in hand legal: %v", lasker, got)
		}
		want := 22
		if lasker {
			want += 4 // d6-d5 d6-d7 d6-b6 d6-f6
		}
		if n := p.MoveCount(); n != want || len(p.LegalMoves(nil)) != want {
			t.Errorf("MoveInPlacing %v: %d moves, want %d", lasker, n, want)
		}
		if !lasker {
			continue
		}
		hand := p.InHand(rules.White)
		playMoves(t, &p, "d6-d7")
		if p.InHand(rules.White) != hand || p.Phase() != rules.Placing || p.SideToMove() != rules.Black || p.Rule50() != 1 {
			t.Errorf("after the slide: hand %d (was %d), phase %v, %v to move, rule50 %d", p.InHand(rules.White), hand, p.Phase(), p.SideToMove(), p.Rule50())
		}
	}
}

func TestRuleThreefoldRepetition(t *testing.T) {
	s := setup{white: "a1 d7 g4 e4", black: "b2 f2 c5 d5", toMove: rules.White}
	cycle := "g4-g1 b2-b4 g1-g4 b4-b2"
	for _, on := range []bool{false, true} {
		v := rules.NineMensMorris()
		v.ThreefoldRepetition = on
		g := s.game(t, v)
		// The set-up position was reached by no slide: as Sanmill counts,
		// it is not an occurrence, so the first return is the first.
		playGame(t, g, cycle)
		if g.Repetitions() != 1 || g.Result().Over() {
			t.Fatalf("threefold %v: first occurrence: %d repetitions, %v", on, g.Repetitions(), g.Result())
		}
		playGame(t, g, cycle)
		if g.Repetitions() != 2 || g.Result().Over() {
			t.Fatalf("threefold %v: second occurrence: %d repetitions, %v", on, g.Repetitions(), g.Result())
		}
		// The position after g4-g1 has come twice by slides: the third
		// time draws.
		playGame(t, g, "g4-g1")
		want := rules.Result{}
		if on {
			want = rules.Result{Outcome: rules.Draw, Reason: rules.Repetition}
		}
		if g.Repetitions() != 3 || g.Result() != want {
			t.Errorf("threefold %v: third occurrence: %d repetitions, %v, want %v", on, g.Repetitions(), g.Result(), want)
		}
		if on && len(g.LegalMoves()) != 0 {
			t.Errorf("moves after the draw")
		}
	}
}

func TestRuleNMoveRule(t *testing.T) {
	s := setup{white: "a1 d7 g4 e4", black: "b2 f2 c5 d5", toMove: rules.White}
	shuffle := strings.Repeat("g4-g1 b2-b4 g1-g4 b4-b2 ", 30)
	for _, n := range []int{0, 6, 100} {
		v := rules.NineMensMorris()
		v.ThreefoldRepetition = false
		v.NMoveRule = n
		g := s.game(t, v)
		for i, m := range strings.Fields(shuffle) {
			playGame(t, g, m)
			want := rules.Result{}
			if n > 0 && i+1 >= n {
				want = rules.Result{Outcome: rules.Draw, Reason: rules.MoveLimit}
			}
			if g.Result() != want {
				t.Fatalf("N=%d, ply %d: %v, want %v", n, i+1, g.Result(), want)
			}
			if want.Over() {
				break
			}
		}
	}
	// A removal resets the count, so does a placement.
	v := rules.NineMensMorris()
	v.NMoveRule = 4
	g := setup{white: "a1 a4 d7 g4", black: "b2 d2 f6 e3", toMove: rules.White, rule50: 2}.game(t, v)
	playGame(t, g, "d7-a7")
	if p := g.Position(); p.Rule50() != 3 {
		t.Fatalf("rule50 %d after a slide from 2", p.Rule50())
	}
	playGame(t, g, "xb2")
	if p := g.Position(); p.Rule50() != 0 || g.Result().Over() {
		t.Errorf("after a removal: rule50 %d, %v", p.Rule50(), g.Result())
	}
	q := rules.NewPosition(rules.NineMensMorris())
	playMoves(t, &q, "a1 d6")
	if q.Rule50() != 0 {
		t.Errorf("placements count towards the n-move rule: %d", q.Rule50())
	}
	// A mill that removes nothing is no progress: White shuttles f4-f6 in
	// and out of b6 d6 f6 against Black's blocked mill a1 d1 g1, which the
	// only-outside rule protects; Black passes. The count runs on, so the
	// shuttle ends in a draw even with repetition off.
	v = rules.NoFlying()
	v.Removal, v.Blocked, v.NMoveRule, v.ThreefoldRepetition = rules.RemoveOutsideMillsOnly, rules.BlockedPasses, 4, false
	g = setup{white: "a4 d2 g4 b6 d6 f4", black: "a1 d1 g1", toMove: rules.White}.game(t, v)
	playGame(t, g, "f4-f6 pass f6-f4")
	if p := g.Position(); p.Rule50() != 3 || g.Result().Over() {
		t.Fatalf("shuttle: rule50 %d, %v", p.Rule50(), g.Result())
	}
	playGame(t, g, "pass")
	if want := (rules.Result{Outcome: rules.Draw, Reason: rules.MoveLimit}); g.Result() != want {
		t.Errorf("shuttle: %v, want %v", g.Result(), want)
	}
}
