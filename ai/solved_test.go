package ai

import (
	"context"
	"testing"
	"time"

	"github.com/ninemen/morris/ai/egtb/three"
	"github.com/ninemen/morris/rules"
)

// threeForms are Three Men's Morris's forms the Master must play
// perfectly: the preset, without diagonals, and moving anywhere.
func threeForms() []rules.Variant {
	a := rules.ThreeMensMorris()
	b := a
	b.Name, b.Diagonals = "no diagonals", false
	c := a
	c.Name, c.MayFly, c.FlyAt = "anywhere", true, 3
	return []rules.Variant{a, b, c}
}

// TestMasterPlaysThreePerfectly plays the Master, on each side, against
// every reply from the first placement on: all the opponent's moves at
// each of its turns, the Master's choice at each of the Master's, over
// every position that play reaches. Each of the Master's moves keeps the
// solution's value exactly (the shortest win, a draw held, the longest
// defence), so it never loses a game it need not lose and wins each won
// one, its wins ever nearer.
func TestMasterPlaysThreePerfectly(t *testing.T) {
	for _, v := range threeForms() {
		tb := threeSolved(v)
		for _, master := range []rules.Color{rules.White, rules.Black} {
			t.Run(v.Name+"/"+master.String(), func(t *testing.T) {
				e := NewEngine(4)
				seen := map[uint64]bool{}
				queue := []rules.Position{rules.NewPosition(v)}
				searched := 0
				for len(queue) > 0 {
					p := queue[0]
					queue = queue[1:]
					if seen[p.Hash()] {
						continue
					}
					seen[p.Hash()] = true
					if r := p.Result(); r.Over() {
						if w, ok := r.Winner(); ok && w != master {
							// Only a game the Master was always losing.
							if lost := tb.Start().Won() == (master == rules.Black); !lost || tb.Start() == three.Draw {
								t.Fatalf("the Master lost at %s", p.FEN())
							}
						}
						continue
					}
					if p.SideToMove() != master {
						for _, m := range p.LegalMoves(nil) {
							c := p
							c.Play(m)
							queue = append(queue, c)
						}
						continue
					}
					r, err := e.Search(context.Background(), p, nil, Options{Depth: 1})
					if err != nil {
						t.Fatal(err)
					}
					searched++
					c := p
					c.Play(r.Move)
					before, _ := tb.Probe(&p)
					after, _ := tb.Probe(&c)
					if !keeps(before, after) {
						t.Fatalf("%s (%v): the Master played %v, to %v", p.FEN(), before, r.Move, after)
					}
					queue = append(queue, c)
				}
				t.Logf("%d positions, %d of them the Master's", len(seen), searched)
			})
		}
	}
}

// keeps reports whether a move from a position valued before (for the
// mover) to one valued after (for the opponent) is a perfect one.
func keeps(before, after three.Value) bool {
	switch {
	case before.Won():
		return after.Lost() && after.Turns() == before.Turns()-1
	case before.Lost():
		return after.Won() && after.Turns() == before.Turns()-1
	}
	return after == three.Draw
}

// TestMasterOpensThreeInTheCentre: at a game's move time too, the Master
// opens the preset in the centre, its one winning placement, and the
// verdict says the first player wins in five turns.
func TestMasterOpensThreeInTheCentre(t *testing.T) {
	g := rules.NewGame(rules.ThreeMensMorris())
	r, err := NewEngine(4).SearchGame(context.Background(), g, Options{MoveTime: 50 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	if r.Move != rules.Place(rules.D4) || r.Info.Mate != 5 {
		t.Errorf("the Master opened %v (mate %d), want d4 (mate 5)", r.Move, r.Info.Mate)
	}
	if v, ok := TableVerdict(g.Position()); !ok || v.String() != "White wins in 5 turns" {
		t.Errorf("verdict %v %v, want White wins in 5 turns", v, ok)
	}
	p := g.Position()
	d5, _ := rules.ParsePoint("d5")
	p.Play(rules.Place(d5)) // the middle of a side loses
	if v, ok := TableVerdict(p); !ok || v.String() != "Black wins in 4 turns" {
		t.Errorf("after d5: verdict %v %v, want Black wins in 4 turns", v, ok)
	}
}
