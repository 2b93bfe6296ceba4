package ai

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/ninemen/morris/ai/egtb"
	"github.com/ninemen/morris/rules"
)

// tablesNow returns the standard board's tables, waiting for them.
func tablesNow(t *testing.T) *egtb.Tables {
	t.Helper()
	tb := tablesFor(rules.NineMensMorris(), true, true)
	if tb == nil {
		t.Fatal("no tables for the standard game")
	}
	return tb
}

// tablePosition returns a random position of the tables (us men for the
// side to move, them for the other) in the default game, either colour to
// move, that is not over.
func tablePosition(t *testing.T, rng *rand.Rand, us, them int) rules.Position {
	t.Helper()
	for {
		pts := rng.Perm(rules.NumPoints)
		cells := []byte(strings.Repeat("*", rules.NumPoints))
		side, mover, other := "w", byte('O'), byte('@')
		if rng.IntN(2) == 1 {
			side, mover, other = "b", '@', 'O'
		}
		for i, p := range pts[:us+them] {
			cells[p] = mover
			if i >= us {
				cells[p] = other
			}
		}
		nw, nb := us, them
		if side == "b" {
			nw, nb = them, us
		}
		fen := fmt.Sprintf("%s/%s/%s %s m s %d 0 %d 0 0 0 0 0 0 0 0 0 30",
			cells[0:8], cells[8:16], cells[16:24], side, nw, nb)
		p, err := rules.ParseFEN(fen, rules.NineMensMorris())
		if err != nil {
			t.Fatal(err)
		}
		if !p.Result().Over() {
			return p
		}
	}
}

// tableValue is the tables' value of p for the side to move.
func tableValue(t *testing.T, tb *egtb.Tables, p rules.Position) egtb.Value {
	t.Helper()
	us := p.SideToMove()
	v, ok := tb.Probe(p.Men(us), p.Men(us.Other()))
	if !ok {
		t.Fatalf("%s: not in the tables", p.FEN())
	}
	return v
}

// tableSectors are the shipped sectors (natively: the tests run there).
var tableSectors = [][2]int{{3, 3}, {4, 3}, {3, 4}, {4, 4}, {5, 3}, {3, 5}, {5, 4}, {4, 5}, {6, 3}, {3, 6}}

// TestTablesAgreeWithSearch holds the tables to the search without them:
// where the tables see a result within reach of a full-width search, the
// search finds the same "score mate".
func TestTablesAgreeWithSearch(t *testing.T) {
	tb := tablesNow(t)
	rng := rand.New(rand.NewPCG(1, 2))
	e := NewEngine(8)
	e.noTables = true
	total := 0
	for _, sec := range tableSectors {
		checked := 0
		// 4v4 is nearly all drawn and 3v4's wins take five turns or more:
		// few positions there are within reach.
		for tries := 0; checked < 12 && tries < 3000; tries++ {
			p := tablePosition(t, rng, sec[0], sec[1])
			v := tableValue(t, tb, p)
			if v == egtb.Draw || v.Turns() > 5 {
				continue
			}
			checked++
			e.Clear()
			r, err := e.Search(context.Background(), p, nil, Options{Depth: v.Turns() + 1})
			if err != nil {
				t.Fatal(err)
			}
			if r.Info.Mate != v.Mate() {
				t.Errorf("%v: %s: tables %v (mate %d), search mate %d score %d", sec, p.FEN(), v, v.Mate(), r.Info.Mate, r.Info.Score)
			}
		}
		t.Logf("%v: %d positions", sec, checked)
		total += checked
	}
	if total < 40 {
		t.Errorf("only %d positions checked", total)
	}
}

// masterTurn plays the Master's turn in g: its move and the removals the
// move earns, each searched on its own as the protocol does.
func masterTurn(t *testing.T, e *Engine, g *rules.Game) Result {
	t.Helper()
	toMove := func() rules.Color { p := g.Position(); return p.SideToMove() }
	us := toMove()
	var first Result
	for i := 0; !g.Result().Over() && toMove() == us; i++ {
		r, err := e.SearchGame(context.Background(), g, Options{Depth: 2})
		if err != nil {
			t.Fatal(err)
		}
		if i == 0 {
			first = r
		}
		if err := g.Play(r.Move); err != nil {
			t.Fatal(err)
		}
	}
	return first
}

// TestMasterPlaysTables checks the Master in table positions: its "score
// mate" is the tables' distance; its turn keeps the value, one turn
// nearer the end when the game is decided (a win never slips, a draw is
// never lost, a loss takes the longest defence).
func TestMasterPlaysTables(t *testing.T) {
	tb := tablesNow(t)
	rng := rand.New(rand.NewPCG(3, 4))
	e := NewEngine(8)
	perSector := 25
	if testing.Short() {
		perSector = 8
	}
	for _, sec := range tableSectors {
		decided := 0
		for i := 0; i < perSector; i++ {
			p := tablePosition(t, rng, sec[0], sec[1])
			v := tableValue(t, tb, p)
			if v == egtb.Draw && i%2 == 0 {
				i-- // mostly decided ones, where a slip shows
				continue
			}
			g := rules.NewGameFrom(p)
			r := masterTurn(t, e, g)
			if v != egtb.Draw {
				decided++
				if r.Info.Mate != v.Mate() {
					t.Errorf("%v: %s: tables %v, Master's mate %d", sec, p.FEN(), v, r.Info.Mate)
				}
			} else if r.Info.Mate != 0 {
				t.Errorf("%v: %s: a table draw, Master's mate %d", sec, p.FEN(), r.Info.Mate)
			}
			after := g.Position()
			if g.Result().Over() {
				if w, _ := g.Result().Winner(); !v.Won() || v.Turns() != 1 || w != p.SideToMove() {
					t.Errorf("%v: %s (%v): the Master's turn ended the game: %v", sec, p.FEN(), v, g.Result())
				}
				continue
			}
			got := tableValue(t, tb, after)
			var want egtb.Value
			switch {
			case v.Won():
				want, _ = valueWith(false, v.Turns()-1)
			case v.Lost():
				want, _ = valueWith(true, v.Turns()-1)
			}
			if got != want {
				t.Errorf("%v: %s (%v): the Master played %v, leaving %v for the opponent, want %v", sec, p.FEN(), v, g.Moves(), got, want)
			}
		}
		t.Logf("%v: %d positions, %d decided", sec, perSector, decided)
	}
}

// valueWith returns the value for the side to move of a game that ends
// after n turns, won or not by it, by the tables' own numbering.
func valueWith(won bool, n int) (egtb.Value, bool) {
	for v := egtb.Value(1); v != 0; v++ {
		if v.Turns() == n && v.Won() == won {
			return v, true
		}
	}
	return egtb.Draw, false
}

// TestMasterWinsInTablesDistance plays won table positions out, the Master
// on both sides: the game ends with the predicted winner's win in exactly
// the tables' number of turns.
func TestMasterWinsInTablesDistance(t *testing.T) {
	tb := tablesNow(t)
	rng := rand.New(rand.NewPCG(5, 6))
	e := NewEngine(8)
	total := 0
	for _, sec := range tableSectors {
		found := 0
		for tries := 0; found < 2 && tries < 3000; tries++ {
			p := tablePosition(t, rng, sec[0], sec[1])
			v := tableValue(t, tb, p)
			if !v.Won() && !v.Lost() || v.Turns() < 5 {
				continue
			}
			found++
			g := rules.NewGameFrom(p)
			turns := 0
			for !g.Result().Over() && turns <= v.Turns() {
				masterTurn(t, e, g)
				turns++
			}
			w, ok := g.Result().Winner()
			winner := p.SideToMove()
			if v.Lost() {
				winner = winner.Other()
			}
			if !ok || w != winner || turns != v.Turns() {
				t.Errorf("%v: %s (%v): %v after %d turns: %v", sec, p.FEN(), v, g.Result(), turns, g.Moves())
			}
		}
		total += found
	}
	if total < 6 {
		t.Errorf("only %d games played out", total)
	}
}

// TestTableVerdict checks the hint's words against the tables and the
// counting of turns across a removal.
func TestTableVerdict(t *testing.T) {
	tb := tablesNow(t)
	rng := rand.New(rand.NewPCG(7, 8))
	for range 200 {
		p := tablePosition(t, rng, 3+rng.IntN(2), 3+rng.IntN(2))
		v := tableValue(t, tb, p)
		got, ok := TableVerdict(p)
		if !ok {
			t.Fatalf("%s: no verdict", p.FEN())
		}
		var want Verdict
		switch {
		case v.Won():
			want = Verdict{Winner: p.SideToMove(), Turns: v.Mate()}
		case v.Lost():
			want = Verdict{Winner: p.SideToMove().Other(), Turns: -v.Mate()}
		default:
			want = Verdict{Draw: true}
		}
		if got != want {
			t.Fatalf("%s: verdict %v, tables %v", p.FEN(), got, v)
		}
		// Mid-turn, after a mill, the verdict counts the turn under way.
		for _, m := range p.LegalMoves(nil) {
			c := p
			c.Play(m)
			if c.PendingRemovals() == 0 {
				continue
			}
			mid, ok := TableVerdict(c)
			if !ok {
				t.Fatalf("%s then %v: no verdict", p.FEN(), m)
			}
			if v.Won() && mid.Winner == p.SideToMove() && mid.Turns < v.Mate() {
				t.Fatalf("%s then %v: %v, better than the tables' %v", p.FEN(), m, mid, v)
			}
			break
		}
	}
	for _, c := range []struct {
		v    Verdict
		want string
	}{
		{Verdict{Winner: rules.White, Turns: 7}, "White wins in 7 turns"},
		{Verdict{Winner: rules.Black, Turns: 1}, "Black wins in 1 turn"},
		{Verdict{Draw: true}, "a draw with best play"},
	} {
		if got := c.v.String(); got != c.want {
			t.Errorf("%+v: %q, want %q", c.v, got, c.want)
		}
	}
	// Outside the tables: men in hand, or rules the tables do not assume.
	if _, ok := TableVerdict(rules.NewPosition(rules.NineMensMorris())); ok {
		t.Error("a verdict at the start of the game")
	}
	p := tablePosition(t, rng, 3, 3)
	if _, ok := TableVerdict(rules.NewPosition(rules.NoFlying())); ok {
		t.Errorf("a verdict without flying: %s", p.FEN())
	}
}

// playTables plays a game of three men against three to its end as the
// tables would: the winner by its shortest win, the loser by its longest
// defence. With three men a side both fly and nobody is ever blocked, so
// the only way to win is a mill, and its removal ends the game.
func playTables(t *testing.T, tb *egtb.Tables, g *rules.Game) {
	t.Helper()
	for !g.Result().Over() {
		p := g.Position()
		moves := g.LegalMoves()
		best, bestKey := moves[0], math.MinInt
		for _, m := range moves {
			c := p
			c.Play(m)
			key := 0 // a draw
			if c.Result().Over() || c.SideToMove() == p.SideToMove() {
				key = winScore // won, or a mill whose removal wins
			} else if v := tableValue(t, tb, c); v.Won() {
				key = -winScore + v.Turns()
			} else if v.Lost() {
				key = winScore - 1 - v.Turns()
			}
			if key > bestKey {
				best, bestKey = m, key
			}
		}
		if err := g.Play(best); err != nil {
			t.Fatal(err)
		}
	}
}

// TestTablesMoveLimit: a table's win or loss stands when the n-move count
// leaves room for it, as the rules count it under either order of the
// n-move rule and a mill's removal, and is left to the search when the
// game played out by the tables is drawn by the n-move rule.
func TestTablesMoveLimit(t *testing.T) {
	tb := tablesNow(t)
	rng := rand.New(rand.NewPCG(9, 10))
	for _, after := range []bool{false, true} {
		v := rules.NineMensMorris()
		v.MoveLimitAfterRemoval = after
		s := &searcher{tb: tb, tableReach: tableReach(v)}
		checked := 0
		for checked < 12 {
			p := tablePosition(t, rng, 3, 3)
			tv := tableValue(t, tb, p)
			if tv == egtb.Draw || tv.Turns() < 3 {
				continue
			}
			checked++
			winner := p.SideToMove()
			if tv.Lost() {
				winner = winner.Other()
			}
			// The last count at which the win stands, and the first at
			// which it does not.
			last := v.NMoveRule - tv.Turns()
			if !after {
				last--
			}
			for _, rule50 := range []int{last, last + 1} {
				f := strings.Fields(p.FEN())
				f[len(f)-2] = fmt.Sprint(rule50)
				q, err := rules.ParseFEN(strings.Join(f, " "), v)
				if err != nil {
					t.Fatal(err)
				}
				_, verdict := TableVerdict(q)
				_, probed := s.probeTables(&q, 0)
				g := rules.NewGameFrom(q)
				playTables(t, tb, g)
				w, won := g.Result().Winner()
				holds := won && w == winner
				if !holds && g.Result() != (rules.Result{Outcome: rules.Draw, Reason: rules.MoveLimit}) {
					t.Fatalf("limit after removal %v: %s (%v): played out by the tables: %v", after, q.FEN(), tv, g.Result())
				}
				if verdict != holds || probed != holds {
					t.Errorf("limit after removal %v: %s (%v): verdict %v, probe %v, but played out by the tables: %v",
						after, q.FEN(), tv, verdict, probed, g.Result())
				}
			}
		}
	}
}

// TestTablesApply lists which presets the tables serve.
func TestTablesApply(t *testing.T) {
	want := map[string]bool{
		rules.NineMensMorris().Name:    true,
		rules.NoFlying().Name:          false,
		rules.OneRemovalPerMill().Name: false,
		rules.WithDiagonals().Name:     true,
		rules.TwelveMensMorris().Name:  true,
		rules.LaskerMorris().Name:      true,
	}
	for _, v := range rules.Presets() {
		if got := tablesApply(v); got != want[v.Name] {
			t.Errorf("%s: tables apply %v, want %v", v.Name, got, want[v.Name])
		}
	}
	v := rules.NineMensMorris()
	v.BothFly = true
	if tablesApply(v) {
		t.Error("the tables apply when both sides fly")
	}
	v = rules.NineMensMorris()
	v.Removal = rules.RemoveAny
	if tablesApply(v) {
		t.Error("the tables apply when any man may be removed")
	}
}
