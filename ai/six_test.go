package ai

import (
	"context"
	"testing"
	"time"

	"github.com/ninemen/morris/ai/egtb/six"
	"github.com/ninemen/morris/rules"
)

// sixTurns is how many of its opponent's turns TestMasterNeverLosesSix
// branches on, every reply at each: a second or so; -long adds one,
// some tens of seconds.
const sixTurns = 4

// TestMasterNeverLosesSix plays the Master, on each side, against every
// reply in the opening of Six Men's Morris: all the opponent's turns (a
// placement and the removal its mill earns) for its first sixTurns turns,
// the Master's choice at each of its own. Each of the Master's turns
// keeps the solution's value exactly: from the start's draw it never
// steps into a loss, and a win the opponent hands it is kept, ever
// nearer.
func TestMasterNeverLosesSix(t *testing.T) {
	v := rules.SixMensMorris()
	tb := sixSolved(v, true)
	if tb == nil {
		t.Fatal("no solution")
	}
	turns := sixTurns
	if *long {
		turns++
	}
	for _, master := range []rules.Color{rules.White, rules.Black} {
		t.Run(master.String(), func(t *testing.T) {
			e := NewEngine(4)
			seen := map[uint64]bool{}
			searched := 0
			var walk func(p rules.Position, replies int)
			walk = func(p rules.Position, replies int) {
				if seen[p.Hash()] || p.Result().Over() {
					if w, ok := p.Result().Winner(); ok && w != master {
						t.Fatalf("the Master lost at %s", p.FEN())
					}
					return
				}
				seen[p.Hash()] = true
				if p.SideToMove() != master {
					if replies == turns {
						return
					}
					for _, c := range turnsOf(p) {
						walk(c, replies+1)
					}
					return
				}
				before, _ := tb.Probe(&p)
				c := p
				for c.SideToMove() == master && !c.Result().Over() {
					r, err := e.Search(context.Background(), c, nil, Options{Depth: 1})
					if err != nil {
						t.Fatal(err)
					}
					c.Play(r.Move)
				}
				searched++
				after := six.Value(1) // lost in 0: the game over
				if !c.Result().Over() {
					after, _ = tb.Probe(&c)
				}
				if !keepsSix(before, after) {
					t.Fatalf("%s (%v): the Master went to %s (%v)", p.FEN(), before, c.FEN(), after)
				}
				walk(c, replies)
			}
			walk(rules.NewPosition(v), 0)
			t.Logf("%d positions, %d turns of the Master's", len(seen), searched)
		})
	}
}

// turnsOf is the positions a turn of p's side to move leads to, its
// removals played out.
func turnsOf(p rules.Position) []rules.Position {
	var out []rules.Position
	us := p.SideToMove()
	for _, m := range p.LegalMoves(nil) {
		c := p
		c.Play(m)
		if c.SideToMove() == us && !c.Result().Over() {
			out = append(out, turnsOf(c)...)
			continue
		}
		out = append(out, c)
	}
	return out
}

// keepsSix reports whether a turn from a position valued before (for the
// mover) to one valued after (for the opponent) is a perfect one.
func keepsSix(before, after six.Value) bool {
	switch {
	case before.Won():
		return after.Lost() && after.Turns() == before.Turns()-1
	case before.Lost():
		return after.Won() && after.Turns() == before.Turns()-1
	}
	return after == six.Draw
}

// TestSixVerdict: the hint and the review say a draw at the start, and
// "wins in N" once a side has gone wrong; the Master at a game's move
// time keeps the draw.
func TestSixVerdict(t *testing.T) {
	v := rules.SixMensMorris()
	tb := sixSolved(v, true)
	g := rules.NewGame(v)
	if vd, ok := TableVerdict(g.Position()); !ok || !vd.Draw {
		t.Errorf("start: verdict %v %v, want a draw", vd, ok)
	}
	r, err := NewEngine(4).SearchGame(context.Background(), g, Options{MoveTime: 50 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	p := g.Position()
	p.Play(r.Move)
	if val, _ := tb.Probe(&p); val != six.Draw {
		t.Errorf("the Master opened %v, to %v", r.Move, val)
	}
	// A lost position somewhere in the opening: its verdict names the
	// winner and the winner's turns.
	for _, c := range turnsOf(p) {
		for _, d := range turnsOf(c) {
			val, _ := tb.Probe(&d)
			if val == six.Draw {
				continue
			}
			vd, ok := TableVerdict(d)
			winner := d.SideToMove()
			if val.Lost() {
				winner = winner.Other()
			}
			if !ok || vd.Draw || vd.Winner != winner || vd.Turns != (val.Turns()+1)/2 {
				t.Fatalf("%s (%v): verdict %v %v", d.FEN(), val, vd, ok)
			}
			return
		}
	}
	t.Error("no won position two turns in")
}
