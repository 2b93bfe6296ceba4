package ai

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/ninemen/morris/rules"
)

// smallBoardVariants are the smaller boards' presets and Three Men's
// Morris's other forms: without diagonals, and moving anywhere.
func smallBoardVariants() []rules.Variant {
	vs := rules.SmallBoardPresets()
	v := rules.ThreeMensMorris()
	v.Name, v.Diagonals = "three, no diagonals", false
	vs = append(vs, v)
	v = rules.ThreeMensMorris()
	v.Name, v.MayFly, v.FlyAt = "three, anywhere", true, 3
	vs = append(vs, v)
	v = rules.SixMensMorris()
	v.Name, v.MayFly, v.FlyAt = "six, flying", true, 3
	return append(vs, v)
}

func TestGenerateMatchesRulesSmallBoards(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for _, v := range smallBoardVariants() {
		for range 300 {
			g := randomGame(v, rng, rng.IntN(60))
			if g.Result().Over() {
				continue
			}
			p := g.Position()
			s := newSearcher(nil, &p)
			want := p.LegalMoves(nil)
			got := s.generate(&p, nil)
			if !slices.Equal(got, want) {
				t.Fatalf("%s: %s\ngenerate %v\nrules    %v", v.Name, p.FEN(), got, want)
			}
		}
	}
}

// TestLevelsPlaySmallBoards: every level plays whole games on the 16- and
// 9-point boards against itself, each move legal, to a result.
func TestLevelsPlaySmallBoards(t *testing.T) {
	for _, v := range smallBoardVariants() {
		for _, l := range Levels() {
			t.Run(v.Name+"/"+l.String(), func(t *testing.T) {
				e := NewEngine(4)
				g := rules.NewGame(v)
				for i := 0; !g.Result().Over(); i++ {
					if i > 2000 {
						t.Fatalf("no result after %d plies", i)
					}
					p := g.Position()
					r, err := e.SearchGame(context.Background(), g, Options{Level: l, Depth: 3, Seed: uint64(i + 1)})
					if err != nil {
						t.Fatalf("ply %d %s: %v", i, p.FEN(), err)
					}
					if err := g.Play(r.Move); err != nil {
						t.Fatalf("ply %d %s: %v", i, p.FEN(), err)
					}
				}
				t.Logf("%d plies, %v", g.Ply(), g.Result())
			})
		}
	}
}
