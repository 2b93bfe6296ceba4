package ai

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/ninemen/morris/rules"
)

// tactic is one position of the suite: the moves that are right, found by
// reasoning and confirmed by searching every move deeply (see the file's
// header).
type tactic struct {
	id      string
	variant rules.Variant
	fen     string
	right   []string
	depth   int
	note    string
	line    int
}

func variantByKey(key string) (rules.Variant, error) {
	switch key {
	case "std":
		return rules.NineMensMorris(), nil
	case "nofly":
		return rules.NoFlying(), nil
	case "two":
		return rules.OneRemovalPerMill(), nil
	case "diag":
		return rules.WithDiagonals(), nil
	case "twelve":
		return rules.TwelveMensMorris(), nil
	case "lasker":
		return rules.LaskerMorris(), nil
	}
	return rules.Variant{}, fmt.Errorf("variant %q: want std, nofly, two, diag, twelve or lasker", key)
}

func loadTactics(t *testing.T) []tactic {
	f, err := os.Open("testdata/tactics.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []tactic
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || line[0] == '#' {
			continue
		}
		fields := strings.Split(line, "|")
		if len(fields) != 6 {
			t.Fatalf("tactics.txt:%d: want 6 fields separated by |, found %d", n, len(fields))
		}
		for i := range fields {
			fields[i] = strings.TrimSpace(fields[i])
		}
		v, err := variantByKey(fields[1])
		if err != nil {
			t.Fatalf("tactics.txt:%d: %v", n, err)
		}
		d, err := strconv.Atoi(fields[4])
		if err != nil {
			t.Fatalf("tactics.txt:%d: depth %q: %v", n, fields[4], err)
		}
		out = append(out, tactic{id: fields[0], variant: v, fen: fields[2], right: strings.Fields(fields[3]), depth: d, note: fields[5], line: n})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// deepTactic: positions searched deeper than this are skipped with -short.
const deepTactic = 10

// TestTactics has the Master solve the suite: each position searched to
// its depth, which gives the same move on any machine however long it
// takes (the whole suite about 2 s here). With -long it solves each with
// a one-second budget and no depth limit instead, as it plays.
func TestTactics(t *testing.T) {
	ts := loadTactics(t)
	if len(ts) < 40 {
		t.Errorf("only %d positions in the suite", len(ts))
	}
	e := NewEngine(32)
	var total time.Duration
	var slowest string
	var slow time.Duration
	for _, tc := range ts {
		if testing.Short() && tc.depth > deepTactic {
			continue
		}
		p, err := rules.ParseFEN(tc.fen, tc.variant)
		if err != nil {
			t.Errorf("%s (line %d): %v", tc.id, tc.line, err)
			continue
		}
		for _, r := range tc.right {
			m, err := rules.ParseMove(r)
			if err != nil || !p.IsLegal(m) {
				t.Errorf("%s: right move %q is not legal here", tc.id, r)
			}
		}
		opt := Options{Level: Master, Depth: tc.depth}
		if *long {
			opt = Options{Level: Master, MoveTime: time.Second}
		}
		e.Clear()
		start := time.Now()
		res, err := e.Search(context.Background(), p, nil, opt)
		took := time.Since(start)
		total += took
		if took > slow {
			slow, slowest = took, tc.id
		}
		if err != nil {
			t.Errorf("%s: %v", tc.id, err)
			continue
		}
		if !slices.Contains(tc.right, res.Move.String()) {
			t.Errorf("%s (%s): played %v (score %d, depth %d), want one of %v\n%s", tc.id, tc.note, res.Move,
				res.Info.Score, res.Info.Depth, tc.right, p.String())
		}
	}
	budget := "to its depth"
	if *long {
		budget = "one second"
	}
	t.Logf("%d positions in %v, slowest %s in %v (each %s)", len(ts), total.Round(time.Millisecond), slowest, slow.Round(time.Millisecond), budget)
}
