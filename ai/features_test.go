package ai

import (
	"math/rand/v2"
	"testing"

	"github.com/ninemen/morris/rules"
)

// TestEvalFeaturesSumToEvaluation holds EvalFeatures to the evaluation it
// stands for: in random positions of every variant, the weights times the
// counts are the evaluation, and a position is quiet exactly when the side
// to move owes no removal and cannot close a mill.
func TestEvalFeaturesSumToEvaluation(t *testing.T) {
	terms := EvalTerms()
	w := defaultWeights()
	if len(terms) != len(w.terms()) || terms[moverThreatTerm].Name != "moverThreat" {
		t.Fatalf("terms %v do not match the weights", terms)
	}
	for i, p := range w.terms() {
		if terms[i].Weight != *p.w {
			t.Fatalf("term %s weighs %d, the Master's weight is %d", terms[i].Name, terms[i].Weight, *p.w)
		}
	}
	rng := rand.New(rand.NewPCG(5, 9))
	quiet := 0
	for _, v := range variantsUnderTest() {
		for range 300 {
			g := randomGame(v, rng, rng.IntN(80))
			pos := g.Position()
			counts, ok := EvalFeatures(&pos)
			if pos.PendingRemovals() > 0 || pos.Result().Over() {
				if ok || counts != nil {
					t.Fatalf("%s %s: counts %v for a position that is not evaluated", v.Name, pos.FEN(), counts)
				}
				continue
			}
			s := newSearcher(nil, &pos)
			sum := 0
			for i, c := range counts {
				sum += *s.w.terms()[i].w * c
			}
			if want := s.evaluate(&pos); sum != want {
				t.Fatalf("%s %s: weights times counts %d, evaluation %d", v.Name, pos.FEN(), sum, want)
			}
			if canClose := canCloseMill(&pos); ok == canClose {
				t.Fatalf("%s %s: quiet %v, but a mill to close now is %v", v.Name, pos.FEN(), ok, canClose)
			}
			if ok {
				quiet++
			}
		}
	}
	if quiet < 500 {
		t.Fatalf("only %d quiet positions of %d: the check says little", quiet, 300*len(variantsUnderTest()))
	}
}

// canCloseMill reports whether a legal move of the side to move closes a
// mill, as the rules see it.
func canCloseMill(p *rules.Position) bool {
	for _, m := range p.LegalMoves(nil) {
		if m.To() == rules.NoPoint {
			continue
		}
		c := *p
		c.Play(m)
		if c.InMills(p.SideToMove())&rules.Bit(m.To()) != 0 {
			return true
		}
	}
	return false
}
