package three

import (
	"testing"

	"github.com/ninemen/morris/rules"
)

// variants are Three Men's Morris's forms: the preset (diagonals, men
// moving to a neighbour), without diagonals, and moving anywhere.
func variants() []rules.Variant {
	a := rules.ThreeMensMorris()
	b := a
	b.Name, b.Diagonals = "no diagonals", false
	c := a
	c.Name, c.MayFly, c.FlyAt = "anywhere", true, 3
	d := b
	d.Name, d.MayFly, d.FlyAt = "no diagonals, anywhere", true, 3
	return []rules.Variant{a, b, c, d}
}

// TestSolutions holds each form's solution to its counts and the value of
// its start: the preset is a first player's win (with the first man in the
// centre), the others draws.
func TestSolutions(t *testing.T) {
	tests := []struct {
		positions, won, drawn, lost int
		start                       Value
	}{
		{5390, 2997, 1208, 1185, won(9)},
		{5466, 1994, 2742, 730, Draw},
		{5390, 3334, 972, 1084, Draw},
		{5470, 2502, 2446, 522, Draw},
	}
	for i, v := range variants() {
		tb, err := Solve(v)
		if err != nil {
			t.Fatal(err)
		}
		w, d, l := tb.Counts()
		want := tests[i]
		if tb.Len() != want.positions || w != want.won || d != want.drawn || l != want.lost || tb.Start() != want.start {
			t.Errorf("%s: %d positions (%d won, %d drawn, %d lost), start %v; want %+v",
				v.Name, tb.Len(), w, d, l, tb.Start(), want)
		}
	}
}

// TestCentreDecides: in the preset the first player wins by placing the
// first man in the centre, and only so; a first man in a corner is a draw
// (Dudeney's answer to "Ovid's Game": with the centre barred, the first
// player draws by taking two adjoining corners), and one on the middle of
// a side loses.
func TestCentreDecides(t *testing.T) {
	tb, err := Solve(rules.ThreeMensMorris())
	if err != nil {
		t.Fatal(err)
	}
	start := rules.NewPosition(rules.ThreeMensMorris())
	for _, m := range start.LegalMoves(nil) {
		p := start
		p.Play(m)
		v, ok := tb.Probe(&p)
		if !ok {
			t.Fatalf("%v: not in the table", m)
		}
		var want Value
		switch m.To().String() {
		case "d4":
			want = lost(8)
		case "c3", "c5", "e3", "e5":
			want = Draw
		default:
			want = won(7)
		}
		if v != want {
			t.Errorf("first man on %v: %v for the second player, want %v", m, v, want)
		}
	}
}

// TestValuesAreMinimax checks every position against its moves: a won
// position has a move to a position lost one turn sooner and none to a
// loss sooner still, a lost one only moves to positions won at most one
// turn sooner with one exactly so, and a drawn one a move to a draw and
// none to a loss.
func TestValuesAreMinimax(t *testing.T) {
	for _, v := range variants() {
		tb, err := Solve(v)
		if err != nil {
			t.Fatal(err)
		}
		seen := map[key]bool{}
		queue := []rules.Position{rules.NewPosition(v)}
		for len(queue) > 0 {
			p := queue[0]
			queue = queue[1:]
			if seen[keyOf(&p)] {
				continue
			}
			seen[keyOf(&p)] = true
			val, ok := tb.Probe(&p)
			if !ok {
				t.Fatalf("%s: %s not in the table", v.Name, p.FEN())
			}
			if p.Result().Over() {
				if w, _ := p.Result().Winner(); !(val == lost(0) && w != p.SideToMove()) {
					t.Fatalf("%s: %s ended (%v) but valued %v", v.Name, p.FEN(), p.Result(), val)
				}
				continue
			}
			// The best child from the mover's view: the nearest loss for
			// the opponent, else a draw, else the farthest win.
			best, first := Draw, true
			for _, m := range p.LegalMoves(nil) {
				c := p
				c.Play(m)
				queue = append(queue, c)
				cv, _ := tb.Probe(&c)
				var mine Value
				switch {
				case cv.Lost():
					mine = won(cv.Turns() + 1)
				case cv.Won():
					mine = lost(cv.Turns() + 1)
				}
				if first || better(mine, best) {
					best, first = mine, false
				}
			}
			if best != val {
				t.Fatalf("%s: %s valued %v, its best move gives %v", v.Name, p.FEN(), val, best)
			}
		}
		if len(seen) != tb.Len() {
			t.Errorf("%s: %d positions reached, %d in the table", v.Name, len(seen), tb.Len())
		}
	}
}

// better orders values for the side to move: shorter wins, then draws,
// then longer losses.
func better(a, b Value) bool {
	rank := func(v Value) int {
		switch {
		case v.Won():
			return 1000 - v.Turns()
		case v.Lost():
			return -1000 + v.Turns()
		}
		return 0
	}
	return rank(a) > rank(b)
}

func TestSolveRefusesOthers(t *testing.T) {
	v := rules.ThreeMensMorris()
	v.MillWins = false
	for _, v := range []rules.Variant{rules.NineMensMorris(), rules.SixMensMorris(), v} {
		if _, err := Solve(v); err != ErrNotThree {
			t.Errorf("%s: %v, want ErrNotThree", v.Name, err)
		}
	}
}

func BenchmarkSolve(b *testing.B) {
	for b.Loop() {
		if _, err := Solve(rules.ThreeMensMorris()); err != nil {
			b.Fatal(err)
		}
	}
}
