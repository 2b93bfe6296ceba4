package main

import (
	"errors"
	"math"
)

// result is one pairing's games, from a's side.
type result struct {
	a, b                int // indexes of the players
	wins, draws, losses int
}

// fitElo finds the ratings that make the results most likely under Elo's
// model (a draw counts half a win and half a loss), with a prior of one
// virtual draw in every pairing that played, as BayesElo's, so that a
// player who won or lost every game still gets a finite rating. Player
// anchor's rating is fixed at base. It returns each rating and their
// covariance, in Elo points squared, from the curvature of the posterior
// at its peak (the anchor's row is zero: the others are measured from
// it).
func fitElo(n, anchor int, base float64, rs []result) (elo []float64, cov [][]float64, err error) {
	if n < 2 || anchor < 0 || anchor >= n {
		return nil, nil, errors.New("elo: want two players or more and an anchor among them")
	}
	// Natural units: expectation 1/(1+exp(-(r_a-r_b))).
	r := make([]float64, n)
	free := make([]int, 0, n-1) // the unknowns: every player but the anchor
	for i := range n {
		if i != anchor {
			free = append(free, i)
		}
	}
	pos := make([]int, n)
	for k, i := range free {
		pos[i] = k
	}
	m := len(free)
	var h [][]float64
	for iter := 0; iter < 200; iter++ {
		g := make([]float64, m)
		h = make([][]float64, m)
		for k := range h {
			h[k] = make([]float64, m)
		}
		for _, x := range rs {
			games := float64(x.wins+x.draws+x.losses) + 1 // the virtual draw
			score := float64(x.wins) + float64(x.draws)/2 + 0.5
			e := 1 / (1 + math.Exp(r[x.b]-r[x.a]))
			d := score - games*e // ∂logL/∂r_a
			w := games * e * (1 - e)
			add := func(i int, v float64) {
				if i != anchor {
					g[pos[i]] += v
				}
			}
			add(x.a, d)
			add(x.b, -d)
			for _, p := range [][3]int{{x.a, x.a, 1}, {x.b, x.b, 1}, {x.a, x.b, -1}, {x.b, x.a, -1}} {
				if p[0] != anchor && p[1] != anchor {
					h[pos[p[0]]][pos[p[1]]] += float64(p[2]) * w
				}
			}
		}
		step, ok := solve(h, g)
		if !ok {
			return nil, nil, errors.New("elo: the results do not connect every player")
		}
		big := 0.0
		for k, i := range free {
			s := math.Max(-1, math.Min(1, step[k]))
			r[i] += s
			big = math.Max(big, math.Abs(s))
		}
		if big < 1e-9 {
			break
		}
	}
	scale := 400 / math.Ln10
	elo = make([]float64, n)
	cov = make([][]float64, n)
	inv := invert(h)
	for i := range n {
		elo[i] = base + scale*(r[i]-r[anchor])
		cov[i] = make([]float64, n)
		for j := range n {
			if i != anchor && j != anchor && inv != nil {
				cov[i][j] = scale * scale * inv[pos[i]][pos[j]]
			}
		}
	}
	return elo, cov, nil
}

// solve solves h x = g by Gaussian elimination with partial pivoting.
func solve(h [][]float64, g []float64) ([]float64, bool) {
	n := len(g)
	a := make([][]float64, n)
	for i := range a {
		a[i] = append(append([]float64(nil), h[i]...), g[i])
	}
	for c := range n {
		p := c
		for r := c + 1; r < n; r++ {
			if math.Abs(a[r][c]) > math.Abs(a[p][c]) {
				p = r
			}
		}
		if math.Abs(a[p][c]) < 1e-12 {
			return nil, false
		}
		a[c], a[p] = a[p], a[c]
		for r := range n {
			if r == c {
				continue
			}
			f := a[r][c] / a[c][c]
			for k := c; k <= n; k++ {
				a[r][k] -= f * a[c][k]
			}
		}
	}
	x := make([]float64, n)
	for i := range x {
		x[i] = a[i][n] / a[i][i]
	}
	return x, true
}

// invert inverts h column by column, or returns nil if it is singular.
func invert(h [][]float64) [][]float64 {
	n := len(h)
	out := make([][]float64, n)
	for i := range out {
		out[i] = make([]float64, n)
	}
	for c := range n {
		e := make([]float64, n)
		e[c] = 1
		x, ok := solve(h, e)
		if !ok {
			return nil
		}
		for r := range n {
			out[r][c] = x[r]
		}
	}
	return out
}
