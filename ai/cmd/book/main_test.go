package main

import (
	"strings"
	"testing"

	"github.com/ninemen/morris/ai"
	"github.com/ninemen/morris/ai/book"
	"github.com/ninemen/morris/rules"
)

// TestExpand follows the book's tree for two plies: from the start every
// placement (four up to symmetry), then, where Black is to move, every
// reply in White's lines and only the chosen one in Black's.
func TestExpand(t *testing.T) {
	root := rules.NewPosition(rules.NineMensMorris())
	level := map[book.Key]*node{book.KeyOf(&root): {root, [2]bool{true, true}}}
	level = expand(level, nil, nil, true)
	if len(level) != 4 {
		t.Fatalf("%d positions after the first placement, want 4 up to symmetry", len(level))
	}
	chosen := map[*node]rules.Move{}
	for _, n := range level {
		if !n.trees[rules.White] || !n.trees[rules.Black] {
			t.Fatalf("%s: in lines %v, want both", n.pos.FEN(), n.trees)
		}
		chosen[n] = n.pos.LegalMoves(nil)[0]
	}
	next := expand(level, chosen, nil, false)
	black, all := 0, map[book.Key]bool{}
	for _, n := range level {
		for _, m := range n.pos.LegalMoves(nil) {
			c := n.pos
			c.Play(m)
			all[book.KeyOf(&c)] = true
		}
	}
	for k, n := range next {
		if !n.trees[rules.White] {
			t.Errorf("%s: not in White's lines, though every reply is", n.pos.FEN())
		}
		if n.trees[rules.Black] {
			black++
		}
		if n.pos.Ply() != 2 || !all[k] {
			t.Errorf("%s is not a reply", n.pos.FEN())
		}
	}
	if len(next) != len(all) || black == 0 || black > len(chosen) {
		t.Errorf("%d positions (%d replies up to symmetry), %d in Black's lines from %d choices", len(next), len(all), black, len(chosen))
	}
	// A third placement reaches a position from several others: the
	// same tree in another order of the maps writes the same book.
	third := expand(next, nil, nil, true)
	for range 5 {
		again := expand(next, nil, nil, true)
		for k, n := range third {
			if a := again[k]; a == nil || a.pos.FEN() != n.pos.FEN() || a.trees != n.trees {
				t.Fatalf("%s: expanded again as %v", n.pos.FEN(), a)
			}
		}
	}
}

// TestSearchAll: each position gets a legal placement from a search to
// the depth asked (a depth, not a time, so a busy machine changes nothing).
func TestSearchAll(t *testing.T) {
	var todo []*node
	p := rules.NewPosition(rules.NineMensMorris())
	for _, m := range []string{"d6", "f4", "b4"} {
		mv, _ := rules.ParseMove(m)
		p.Play(mv)
		todo = append(todo, &node{pos: p})
	}
	for i, e := range searchAll(todo, ai.Options{Level: ai.Master, Depth: 3, Threads: 1}, 0, 2) {
		if !todo[i].pos.IsLegal(e.Move) || e.Move.Kind() != rules.PlaceMove || e.Depth != 3 {
			t.Errorf("%s: %+v, want a legal placement at depth 3", todo[i].pos.FEN(), e)
		}
	}
}

// TestPick: the best replies up to keep, none further than margin below
// the best, ties in the order found.
func TestPick(t *testing.T) {
	mv := func(s string) rules.Move { m, _ := rules.ParseMove(s); return m }
	rs := func() []scored {
		return []scored{{mv("a1"), 10}, {mv("d1"), 80}, {mv("g1"), 40}, {mv("b2"), 80}, {mv("d2"), -200}}
	}
	for _, c := range []struct {
		sc   screen
		want string
	}{
		{screen{keep: 3, margin: 50}, "d1 b2 g1"},
		{screen{keep: 2, margin: 50}, "d1 b2"},
		{screen{keep: 5, margin: 0}, "d1 b2"},
		{screen{keep: 5, margin: 70}, "d1 b2 g1 a1"},
		{screen{keep: 1, margin: 1000}, "d1"},
		{screen{keep: 9, margin: 1000}, "d1 b2 g1 a1 d2"},
	} {
		var got []string
		for _, m := range c.sc.pick(rs()) {
			got = append(got, m.String())
		}
		if g := strings.Join(got, " "); g != c.want {
			t.Errorf("%+v: %s, want %s", c.sc, g, c.want)
		}
	}
}

// TestPickReplies: where the other side threatens a mill, the block is
// the first reply picked, and the other side's line follows only the
// picked replies.
func TestPickReplies(t *testing.T) {
	p := rules.NewPosition(rules.NineMensMorris())
	for _, s := range []string{"a1", "g7", "d1", "b4", "f4"} {
		m, _ := rules.ParseMove(s)
		p.Play(m)
	}
	// Black to move; White's line goes on here, and White threatens g1.
	n := &node{pos: p, trees: [2]bool{true, false}}
	level := map[book.Key]*node{book.KeyOf(&p): n}
	picked := pickReplies(level, screen{depth: 3, keep: 2, margin: 1000}, 2)
	got := picked[n]
	if len(got) != 2 || got[0].String() != "g1" || got[1] == got[0] || !p.IsLegal(got[1]) {
		t.Fatalf("picked %v, want the block g1 first and one other legal reply", got)
	}
	next := expand(level, nil, picked, false)
	if len(next) != 2 {
		t.Errorf("%d positions follow, want the 2 picked replies", len(next))
	}
	for _, c := range next {
		if !c.trees[rules.White] || c.trees[rules.Black] {
			t.Errorf("%s: in lines %v, want White's alone", c.pos.FEN(), c.trees)
		}
	}
}
