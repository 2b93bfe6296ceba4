package main

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/ninemen/morris/ai"
	"github.com/ninemen/morris/ai/cmd/internal/atomicfile"
	"github.com/ninemen/morris/rules"
)

// sample is a position of a game and how the game ended.
type sample struct {
	game  int
	white float64 // White's points: 1, ½ or 0
	fen   string
}

var resultTokens = map[string]float64{"1-0": 1, "1/2-1/2": 0.5, "0-1": 0}

func resultToken(white float64) string {
	switch white {
	case 1:
		return "1-0"
	case 0:
		return "0-1"
	}
	return "1/2-1/2"
}

// writeSamples writes a sample a line: the game's number, its result and
// the position's FEN.
func writeSamples(w io.Writer, ss []sample) error {
	bw := bufio.NewWriter(w)
	for _, s := range ss {
		fmt.Fprintf(bw, "%d %s %s\n", s.game, resultToken(s.white), s.fen)
	}
	return bw.Flush()
}

// writeSamplesFile writes the samples to path whole or not at all, so an
// earlier file is never left half overwritten.
func writeSamplesFile(path string, ss []sample) error {
	var b bytes.Buffer
	if err := writeSamples(&b, ss); err != nil {
		return err
	}
	return atomicfile.Write(path, b.Bytes())
}

// readSamples reads what writeSamples wrote; each FEN must be a position
// of the standard game.
func readSamples(r io.Reader) ([]sample, error) {
	var out []sample
	sc := bufio.NewScanner(r)
	for n := 1; sc.Scan(); n++ {
		f := strings.SplitN(strings.TrimSpace(sc.Text()), " ", 3)
		if len(f) == 1 && f[0] == "" {
			continue
		}
		if len(f) != 3 {
			return nil, fmt.Errorf("line %d: want a game number, a result and a FEN", n)
		}
		g, err := strconv.Atoi(f[0])
		if err != nil || g < 0 {
			return nil, fmt.Errorf("line %d: game number %q", n, f[0])
		}
		w, ok := resultTokens[f[1]]
		if !ok {
			return nil, fmt.Errorf("line %d: result %q: want 1-0, 0-1 or 1/2-1/2", n, f[1])
		}
		if _, err := rules.ParseFEN(f[2], rules.NineMensMorris()); err != nil {
			return nil, fmt.Errorf("line %d: %v", n, err)
		}
		out = append(out, sample{g, w, f[2]})
	}
	return out, sc.Err()
}

// dataset is the evaluation's term counts of positions, with the points
// the side to move went on to score.
type dataset struct {
	x [][]float64
	y []float64
}

// featuresOf counts the terms of each sample's position and splits the
// samples, whole games at a time, into those to fit and holdout percent
// held out.
func featuresOf(ss []sample, holdout int) (train, test dataset, err error) {
	for _, s := range ss {
		p, err := rules.ParseFEN(s.fen, rules.NineMensMorris())
		if err != nil {
			return train, test, err
		}
		counts, ok := ai.EvalFeatures(&p)
		if !ok {
			continue
		}
		x := make([]float64, len(counts))
		for i, c := range counts {
			x[i] = float64(c)
		}
		y := s.white
		if p.SideToMove() == rules.Black {
			y = 1 - y
		}
		d := &train
		if s.game%100 < holdout {
			d = &test
		}
		d.x = append(d.x, x)
		d.y = append(d.y, y)
	}
	if len(train.y) == 0 {
		return train, test, fmt.Errorf("no quiet positions to fit")
	}
	return train, test, nil
}
