package learn_test

import (
	"fmt"
	"hash/fnv"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/ninemen/morris/learn"
	"github.com/ninemen/morris/rules"
)

// TestMistakeCards turns a game's judged turns into cards: White places
// a7 and d7, threatening g7; Black places f2 instead of blocking (its
// mistake at ply 3); White places d1 instead of closing the mill at g7
// (its mistake at ply 4).
func TestMistakeCards(t *testing.T) {
	g := rules.NewGame(rules.NineMensMorris())
	for _, w := range strings.Fields("a7 b6 d7 f2 d1") {
		if err := g.PlayTurn(w); err != nil {
			t.Fatal(w, err)
		}
	}
	line := func(s string) []rules.Move {
		var out []rules.Move
		for _, w := range strings.Fields(s) {
			ms, err := rules.ParseTurn(w)
			if err != nil {
				t.Fatal(w, err)
			}
			out = append(out, ms...)
		}
		return out
	}
	id := func(ply int) string {
		h := fnv.New32a()
		p := g.PositionAt(ply)
		h.Write([]byte(p.FEN()))
		return fmt.Sprintf("m%08x", h.Sum32())
	}
	now := time.Date(2026, 11, 27, 18, 0, 0, 0, time.UTC)
	tests := []struct {
		name     string
		j        learn.Judged
		player   rules.Color
		solution string
		themes   []learn.Theme
		rating   int
		source   string
	}{
		{"a block missed, three turns", learn.Judged{Ply: 3, Drop: 0.5, Line: line("g7 d1 b4"), Depth: 4}, rules.Black,
			"g7 d1 b4", []learn.Theme{learn.Placing, learn.Block}, 1200, "search:4"},
		{"a mill missed, the man won", learn.Judged{Ply: 4, Drop: 0.6, Line: line("g7xb6"), Depth: 5}, rules.White,
			"g7xb6", []learn.Theme{learn.Material, learn.Placing}, 1240, "search:5"},
		{"a reply without the turn after it is cut", learn.Judged{Ply: 3, Drop: 0.3, Line: line("g7 d1"), Depth: 3}, rules.Black,
			"g7", []learn.Theme{learn.Placing, learn.Block}, 1120, "search:3"},
		{"a deep search is checked no deeper than the set's", learn.Judged{Ply: 3, Drop: 1, Line: line("g7"), Depth: 14}, rules.Black,
			"g7", []learn.Theme{learn.Placing, learn.Block}, 1400, "search:6"},
		{"the line stops at an illegal turn", learn.Judged{Ply: 3, Drop: 0.5, Line: line("g7 g7 b4"), Depth: 4}, rules.Black,
			"g7", []learn.Theme{learn.Placing, learn.Block}, 1200, "search:4"},
		{"the other side's turn", learn.Judged{Ply: 4, Drop: 0.6, Line: line("g7xb6"), Depth: 5}, rules.Black, "", nil, 0, ""},
		{"the engine's own turn", learn.Judged{Ply: 3, Drop: 0.4, Line: line("f2 d1 b4"), Depth: 4}, rules.Black, "", nil, 0, ""},
		{"no line", learn.Judged{Ply: 3, Drop: 0.4, Depth: 4}, rules.Black, "", nil, 0, ""},
		{"an illegal first turn", learn.Judged{Ply: 3, Drop: 0.4, Line: line("a7"), Depth: 4}, rules.Black, "", nil, 0, ""},
		{"past the game's end", learn.Judged{Ply: 5, Drop: 0.4, Line: line("g7"), Depth: 4}, rules.White, "", nil, 0, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cards := learn.MistakeCards(g, []learn.Judged{tt.j}, tt.player, "2026-11-27 18.00 You v Computer", now)
			if tt.solution == "" {
				if len(cards) != 0 {
					t.Fatalf("cards %+v, want none", cards)
				}
				return
			}
			if len(cards) != 1 {
				t.Fatalf("%d cards, want 1", len(cards))
			}
			c := cards[0]
			p, err := c.Puzzle()
			if err != nil {
				t.Fatal(err)
			}
			var turns []string
			for _, s := range p.Solution {
				turns = append(turns, rules.FormatTurn(s))
			}
			before := g.PositionAt(tt.j.Ply)
			if got := strings.Join(turns, " "); got != tt.solution {
				t.Errorf("solution %q, want %q", got, tt.solution)
			}
			if !slices.Equal(p.Themes, tt.themes) {
				t.Errorf("themes %v, want %v", p.Themes, tt.themes)
			}
			if p.Rating != tt.rating || p.Source.String() != tt.source {
				t.Errorf("rating %d, source %s; want %d, %s", p.Rating, p.Source, tt.rating, tt.source)
			}
			if p.ID != id(tt.j.Ply) || p.Position.FEN() != before.FEN() {
				t.Errorf("id %s at %s, want %s at %s", p.ID, p.Position.FEN(), id(tt.j.Ply), before.FEN())
			}
			if c.Ply != tt.j.Ply || c.Game != "2026-11-27 18.00 You v Computer" || !c.Due.Equal(now) || c.Row != 0 {
				t.Errorf("card %+v", c)
			}
		})
	}
}

// TestMistakeCardsDedup: a position met twice in the deck is one card.
func TestMistakeCardsDedup(t *testing.T) {
	g := rules.NewGame(rules.NineMensMorris())
	for _, w := range strings.Fields("a7 b6 d7 f2") {
		if err := g.PlayTurn(w); err != nil {
			t.Fatal(err)
		}
	}
	g7, _ := rules.ParseTurn("g7")
	now := time.Now()
	pr := learn.NewProgress()
	for range 2 {
		for _, c := range learn.MistakeCards(g, []learn.Judged{{Ply: 3, Drop: 0.5, Line: g7, Depth: 4}}, rules.Black, "a game", now) {
			pr.AddMistake(c)
		}
	}
	if len(pr.Mistakes) != 1 || len(pr.Due(now)) != 1 {
		t.Errorf("deck %+v, want one card due", pr.Mistakes)
	}
}
