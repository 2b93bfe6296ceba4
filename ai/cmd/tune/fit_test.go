package main

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/ninemen/morris/ai"
)

// TestFitFindsTheWeights fits results made from known weights and a known
// slope: the fit must find both, starting from the Master's weights.
func TestFitFindsTheWeights(t *testing.T) {
	terms := ai.EvalTerms()
	truth := make([]float64, len(terms))
	fixed := []string{"man", "moverThreat"}
	rng := rand.New(rand.NewPCG(3, 4))
	for i, term := range terms {
		truth[i] = float64(term.Weight)
		if term.Name != "man" && term.Name != "moverThreat" {
			truth[i] += float64(rng.IntN(41) - 20)
		}
	}
	const k = 0.01
	gen := func(n int) dataset {
		var d dataset
		for range n {
			x := make([]float64, len(terms))
			for j := range x {
				x[j] = float64(rng.IntN(7) - 3)
			}
			d.x = append(d.x, x)
			d.y = append(d.y, predict(truth, x, k))
		}
		return d
	}
	train, test := gen(3000), gen(300)
	r := fit(train, test, fixed)
	if math.Abs(r.k-k) > 0.0005 {
		t.Errorf("slope %.5f, want %.5f", r.k, k)
	}
	for i, term := range terms {
		if math.Abs(r.fitted[i]-truth[i]) > 2 {
			t.Errorf("%s: fitted %.1f, want %.0f", term.Name, r.fitted[i], truth[i])
		}
	}
	if !(r.testNow < r.testBefore/100) {
		t.Errorf("held-out error %.6f after the fit, %.6f before: it should have all but vanished", r.testNow, r.testBefore)
	}
}
