package protocol_test

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/ninemen/morris/ai/egtb"
	"github.com/ninemen/morris/rules"
)

// TestScoreMateFromTables checks "info score mate" in positions of the
// endgame tables: UCI's count of turns, exactly the tables' distance
// (and "score cp 0" for their draws).
func TestScoreMateFromTables(t *testing.T) {
	tb, err := egtb.LoadStandard(nil)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(11, 12))
	seen := map[int]bool{}
	for tries := 0; len(seen) < 8 && tries < 2000; tries++ {
		us, them := 3, 3+rng.IntN(3)
		pts := rng.Perm(rules.NumPoints)
		cells := []byte(strings.Repeat("*", rules.NumPoints))
		var mine, theirs rules.Bitboard
		for i, p := range pts[:us+them] {
			if i < us {
				cells[p], mine = 'O', mine|rules.Bit(rules.Point(p))
			} else {
				cells[p], theirs = '@', theirs|rules.Bit(rules.Point(p))
			}
		}
		v, ok := tb.Probe(mine, theirs)
		if !ok || seen[v.Mate()] {
			continue
		}
		fen := fmt.Sprintf("%s/%s/%s w m s %d 0 %d 0 0 0 0 0 0 0 0 0 1", cells[:8], cells[8:16], cells[16:], us, them)
		if p, err := rules.ParseFEN(fen, rules.NineMensMorris()); err != nil || p.Result().Over() {
			continue
		}
		seen[v.Mate()] = true
		out := session(t, "position fen "+fen, "go depth 2")
		want := fmt.Sprintf(" score mate %d ", v.Mate())
		if v == egtb.Draw {
			want = " score cp 0 "
		}
		var last string
		for _, l := range out {
			if strings.HasPrefix(l, "info depth") {
				last = l
			}
		}
		if !strings.Contains(last, want) {
			t.Errorf("%s (tables: %v): last info %q, want %q", fen, v, last, want)
		}
	}
	if len(seen) < 8 {
		t.Errorf("only %d distances tried", len(seen))
	}
}
