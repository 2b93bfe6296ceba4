package ai

import (
	"context"
	"strings"
	"testing"

	"github.com/ninemen/morris/rules"
)

// TestOpeningRepertoire: the levels between the Beginner's and the
// Master's open with any placement near the best, each side's first
// placements only (three in the standard game), while the Master keeps
// to its best.
func TestOpeningRepertoire(t *testing.T) {
	start := rules.NewPosition(rules.NineMensMorris())
	later := played(t, opening[:6]...)
	for _, tc := range []struct {
		level Level
		pos   rules.Position
		least int // distinct first placements over the seeds, at least
		most  int // ... at most
	}{
		{TavernPlayer, start, 8, 24},
		{ClubPlayer, start, 8, 24},
		{Expert, start, 8, 24},
		{Master, start, 1, 4}, // the four images of its one best point
		{Expert, later, 1, 2}, // margin and noise leave it one or two
	} {
		seen := map[rules.Move]bool{}
		for seed := uint64(1); seed <= 40; seed++ {
			r, err := NewEngine(1).Search(context.Background(), tc.pos, nil, Options{Level: tc.level, Depth: 7, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			seen[r.Move] = true
		}
		if len(seen) < tc.least || len(seen) > tc.most {
			t.Errorf("%v at %s: %d distinct placements over 40 seeds, want %d to %d", tc.level, tc.pos.FEN(), len(seen), tc.least, tc.most)
		}
	}
}

// TestOpeningStyle: the opening margin covers the first three placements
// of each side in the standard game and nothing after, and only levels
// that have one.
func TestOpeningStyle(t *testing.T) {
	for i := range len(opening) + 1 {
		p := played(t, opening[:i]...)
		st := Expert.style().at(&p)
		want := i < 6
		if st.uniform != want {
			t.Errorf("ply %d: uniform %v, want %v", i+1, st.uniform, want)
		}
		if m := Master.style().at(&p); m.uniform {
			t.Errorf("ply %d: the Master chooses uniformly", i+1)
		}
	}
}

// opening is placements that close no mill and leave no symmetry.
var opening = []string{"d2", "d6", "b4", "f4", "a1", "g4", "a7", "g1"}

// played is the standard game's start after moves, none of which may
// close a mill.
func played(t *testing.T, moves ...string) rules.Position {
	t.Helper()
	g := rules.NewGame(rules.NineMensMorris())
	playLine(t, g, strings.Join(moves, " "))
	p := g.Position()
	if p.PendingRemovals() > 0 {
		t.Fatalf("%v closes a mill", moves)
	}
	return p
}

// TestOpeningPlacements: a third of the men, none on the board of three.
func TestOpeningPlacements(t *testing.T) {
	for _, tc := range []struct {
		v    rules.Variant
		want int
	}{
		{rules.NineMensMorris(), 3},
		{rules.SixMensMorris(), 2},
		{rules.TwelveMensMorris(), 4},
		{rules.ThreeMensMorris(), 0},
	} {
		if got := openingPlacements(tc.v); got != tc.want {
			t.Errorf("%s: %d, want %d", tc.v.Name, got, tc.want)
		}
	}
}
