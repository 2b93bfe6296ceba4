package main

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/ninemen/morris/ai"
)

// fitResult is what a fit found.
type fitResult struct {
	terms                 []ai.EvalTerm
	fitted                []float64
	k                     float64 // the sigmoid's slope per hundredth of a man
	trainBefore, trainNow float64
	testBefore, testNow   float64
}

// predict is the points the side to move is expected to score with weights
// w: a sigmoid of the evaluation.
func predict(w, x []float64, k float64) float64 {
	e := 0.0
	for j, v := range x {
		e += w[j] * v
	}
	return 1 / (1 + math.Exp(-k*e))
}

// loss is the mean squared error of the predictions.
func loss(d dataset, w []float64, k float64) float64 {
	if len(d.y) == 0 {
		return math.NaN()
	}
	sum := 0.0
	for i, x := range d.x {
		r := d.y[i] - predict(w, x, k)
		sum += r * r
	}
	return sum / float64(len(d.y))
}

// fitK finds the slope that makes the weights w predict best, by a golden
// section search over its logarithm.
func fitK(d dataset, w []float64) float64 {
	lo, hi := math.Log(1e-4), math.Log(0.2)
	g := (math.Sqrt(5) - 1) / 2
	for range 40 {
		a, b := hi-g*(hi-lo), lo+g*(hi-lo)
		if loss(d, w, math.Exp(a)) < loss(d, w, math.Exp(b)) {
			hi = b
		} else {
			lo = a
		}
	}
	return math.Exp((lo + hi) / 2)
}

// fit fits the weights of the terms not named in fixed to train by
// gradient descent (Adam) on the squared error, and judges the Master's
// weights and the fitted ones on test.
func fit(train, test dataset, fixed []string) fitResult {
	terms := ai.EvalTerms()
	w := make([]float64, len(terms))
	free := make([]bool, len(terms))
	for i, t := range terms {
		w[i] = float64(t.Weight)
		free[i] = !slices.Contains(fixed, t.Name)
	}
	k := fitK(train, w)
	r := fitResult{terms: terms, trainBefore: loss(train, w, k), testBefore: loss(test, w, k)}
	// The slope and the weights are fitted in turn: the fixed man weight
	// sets the scale, and the slope follows the weights it scales.
	for range 3 {
		descend(train, w, free, k, 1500, 0.5)
		k = fitK(train, w)
	}
	r.fitted, r.k = w, k
	r.trainNow, r.testNow = loss(train, w, k), loss(test, w, k)
	return r
}

// descend moves the free weights down the gradient of the squared error,
// steps times, each weight by about rate at most.
func descend(d dataset, w []float64, free []bool, k float64, steps int, rate float64) {
	const b1, b2, eps = 0.9, 0.999, 1e-12
	m := make([]float64, len(w))
	v := make([]float64, len(w))
	grad := make([]float64, len(w))
	for t := 1; t <= steps; t++ {
		clear(grad)
		for i, x := range d.x {
			p := predict(w, x, k)
			c := -2 * (d.y[i] - p) * p * (1 - p) * k
			for j, xv := range x {
				grad[j] += c * xv
			}
		}
		for j := range w {
			if !free[j] {
				continue
			}
			g := grad[j] / float64(len(d.y))
			m[j] = b1*m[j] + (1-b1)*g
			v[j] = b2*v[j] + (1-b2)*g*g
			mh := m[j] / (1 - math.Pow(b1, float64(t)))
			vh := v[j] / (1 - math.Pow(b2, float64(t)))
			w[j] -= rate * mh / (math.Sqrt(vh) + eps)
		}
	}
}

// String prints the weights side by side and the errors.
func (r fitResult) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "slope %.5f a hundredth of a man\n", r.k)
	fmt.Fprintf(&b, "squared error, fitted games: %.5f with the Master's weights, %.5f fitted\n", r.trainBefore, r.trainNow)
	fmt.Fprintf(&b, "squared error, held-out games: %.5f with the Master's weights, %.5f fitted\n", r.testBefore, r.testNow)
	fmt.Fprintf(&b, "%-14s %7s %7s\n", "term", "Master", "fitted")
	for i, t := range r.terms {
		fmt.Fprintf(&b, "%-14s %7d %7d\n", t.Name, t.Weight, int(math.Round(r.fitted[i])))
	}
	return b.String()
}
