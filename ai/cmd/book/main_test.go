package main

import (
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
	level = expand(level, nil, true)
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
	next := expand(level, chosen, false)
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
	for i, e := range searchAll(todo, ai.Options{Level: ai.Master, Depth: 3, Threads: 1}, 2) {
		if !todo[i].pos.IsLegal(e.Move) || e.Move.Kind() != rules.PlaceMove || e.Depth != 3 {
			t.Errorf("%s: %+v, want a legal placement at depth 3", todo[i].pos.FEN(), e)
		}
	}
}
