package main

import (
	"fmt"
	"math"
	"strings"
)

// tally counts a match from A's side.
type tally struct {
	wins, draws, losses  int
	forfeitsA, forfeitsB int
	depthA, depthB       [2]int
	// pairs counts opening pairs by A's points in the two games (0 to 4
	// half points): the pentanomial, whose spread says how much the
	// openings themselves decide.
	pairs   [5]int
	pending map[int]float64
}

func (t *tally) add(o outcome) {
	switch o.aScore {
	case 1:
		t.wins++
	case 0:
		t.losses++
	default:
		t.draws++
	}
	if o.forfeit {
		if o.aScore == 0 {
			t.forfeitsA++
		} else {
			t.forfeitsB++
		}
	}
	for i := range 2 {
		t.depthA[i] += o.depthA[i]
		t.depthB[i] += o.depthB[i]
	}
	if t.pending == nil {
		t.pending = map[int]float64{}
	}
	pair := o.n / 2
	if s, ok := t.pending[pair]; ok {
		t.pairs[int(2*(s+o.aScore))]++
		delete(t.pending, pair)
	} else {
		t.pending[pair] = o.aScore
	}
}

func (t tally) games() int { return t.wins + t.draws + t.losses }

// score is A's share of the points, 0 to 1.
func (t tally) score() float64 {
	n := t.games()
	if n == 0 {
		return 0.5
	}
	return (float64(t.wins) + float64(t.draws)/2) / float64(n)
}

func (t tally) short() string {
	return fmt.Sprintf("+%d =%d -%d %.1f%%", t.wins, t.draws, t.losses, 100*t.score())
}

// elo returns the Elo difference that A's score stands for, and the
// margin of its 95% confidence interval, from the spread of the single
// games' results (draws counted as half points), as cutechess-cli does.
func elo(wins, draws, losses int) (diff, margin float64) {
	n := float64(wins + draws + losses)
	if n == 0 {
		return 0, math.Inf(1)
	}
	mu := (float64(wins) + float64(draws)/2) / n
	dev := func(x float64) float64 { return (x - mu) * (x - mu) }
	variance := (float64(wins)*dev(1) + float64(draws)*dev(0.5) + float64(losses)*dev(0)) / n
	se := math.Sqrt(variance / n)
	lo, hi := eloOf(mu-1.96*se), eloOf(mu+1.96*se)
	d := eloOf(mu)
	if d == 0 {
		d = 0 // not -0 in the summary
	}
	return d, (hi - lo) / 2
}

// eloOf is the rating difference at which the expected score is p.
func eloOf(p float64) float64 {
	if p <= 0 {
		return math.Inf(-1)
	}
	if p >= 1 {
		return math.Inf(1)
	}
	return -400 * math.Log10(1/p-1)
}

func (t tally) summary(c config) string {
	var sb strings.Builder
	d, m := elo(t.wins, t.draws, t.losses)
	fmt.Fprintf(&sb, "%s vs %s: %d games, A: %d wins, %d draws, %d losses, score %.1f%%, Elo %+.0f ± %.0f (95%%)\n",
		c.a.name, c.b.name, t.games(), t.wins, t.draws, t.losses, 100*t.score(), d, m)
	fmt.Fprintf(&sb, "opening pairs by A's points (0, ½, 1, 1½, 2): %v\n", t.pairs)
	avg := func(s [2]int) float64 {
		if s[1] == 0 {
			return 0
		}
		return float64(s[0]) / float64(s[1])
	}
	fmt.Fprintf(&sb, "mean depth reported: %s %.1f, %s %.1f\n", c.a.name, avg(t.depthA), c.b.name, avg(t.depthB))
	if t.forfeitsA+t.forfeitsB > 0 {
		fmt.Fprintf(&sb, "forfeits (illegal move, no answer or crash): %s %d, %s %d\n", c.a.name, t.forfeitsA, c.b.name, t.forfeitsB)
	}
	if c.lossDir != "" && t.losses > 0 {
		fmt.Fprintf(&sb, "records of A's losses in %s\n", c.lossDir)
	}
	return sb.String()
}
