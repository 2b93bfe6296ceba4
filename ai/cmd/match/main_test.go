package main

import (
	"bufio"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ninemen/morris/rules"
)

// TestMain lets the test binary stand in for an engine: with
// MATCH_FAKE_ENGINE set it speaks the protocol itself (see fakeEngine).
func TestMain(m *testing.M) {
	if mode := os.Getenv("MATCH_FAKE_ENGINE"); mode != "" {
		fakeEngine(mode)
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// fakeEngine plays random legal moves ("random"), answers with a move the
// rules refuse ("illegal"), or never answers a go ("silent").
func fakeEngine(mode string) {
	rng := rand.New(rand.NewPCG(7, 7))
	sc := bufio.NewScanner(os.Stdin)
	var g *rules.Game
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) == 0 {
			continue
		}
		switch f[0] {
		case "uci":
			fmt.Println("id name fake\nuciok")
		case "isready":
			fmt.Println("readyok")
		case "position":
			g = rules.NewGame(rules.NineMensMorris())
			for _, m := range f[2:] {
				if m != "moves" {
					_ = g.PlayTurn(m)
				}
			}
		case "go":
			switch mode {
			case "silent":
				continue
			case "illegal":
				fmt.Println("info depth 1 score cp 0\nbestmove a1-g7")
				continue
			}
			ms := g.LegalMoves()
			fmt.Printf("info depth 3 score cp 0\nbestmove %v\n", ms[rng.IntN(len(ms))])
		case "quit":
			return
		}
	}
}

// timeUpFor is the move's timer for a fake engine in the given mode: a
// silent engine's time is up at once, so that it forfeits without the
// test waiting for it; the others answer at once, and a minute is a
// margin no busy machine uses up, so that none forfeits for being slow.
func timeUpFor(mode string) func(time.Duration) <-chan time.Time {
	if mode == "silent" {
		return func(time.Duration) <-chan time.Time {
			c := make(chan time.Time)
			close(c)
			return c
		}
	}
	return func(time.Duration) <-chan time.Time { return time.After(time.Minute) }
}

// fakeSide is the command line of a fake engine in the given mode.
func fakeSide(t *testing.T, mode string) string {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	return "env MATCH_FAKE_ENGINE=" + mode + " " + exe
}

func TestMatchAgainstFakes(t *testing.T) {
	tests := []struct {
		name         string
		a, b         string
		wantForfeitA int
		wantForfeitB int
		wantLosses   int
	}{
		{"random against random", "random", "random", 0, 0, -1},
		{"an illegal move loses", "random", "illegal", 0, 4, 0},
		{"silence loses", "silent", "random", 4, 0, 4},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			c, err := parseFlags([]string{"-a", fakeSide(t, tc.a), "-b", fakeSide(t, tc.b),
				"-games", "4", "-movetime", "5", "-losses", dir, "-records", filepath.Join(dir, "all")})
			if err != nil {
				t.Fatal(err)
			}
			c.a.timeUp, c.b.timeUp = timeUpFor(tc.a), timeUpFor(tc.b)
			if err := os.MkdirAll(c.allDir, 0o755); err != nil {
				t.Fatal(err)
			}
			openings := makeOpenings(c.variant, c.games/2, c.minPlies, c.maxPlies, c.seed)
			tl, err := play(c, openings, func(outcome, tally) {})
			if err != nil {
				t.Fatal(err)
			}
			if tl.games() != 4 || tl.forfeitsA != tc.wantForfeitA || tl.forfeitsB != tc.wantForfeitB {
				t.Errorf("%d games, forfeits A %d B %d; want 4 games, %d and %d", tl.games(), tl.forfeitsA, tl.forfeitsB, tc.wantForfeitA, tc.wantForfeitB)
			}
			if tc.wantLosses >= 0 && tl.losses != tc.wantLosses {
				t.Errorf("%d losses, want %d", tl.losses, tc.wantLosses)
			}
			// Every record written reads back under the rules.
			all, _ := filepath.Glob(filepath.Join(c.allDir, "*.txt"))
			lost, _ := filepath.Glob(filepath.Join(dir, "*.txt"))
			if len(all) != 4 || len(lost) != tl.losses {
				t.Errorf("%d records and %d of losses, want 4 and %d", len(all), len(lost), tl.losses)
			}
			for _, name := range all {
				text, err := os.ReadFile(name)
				if err != nil {
					t.Fatal(err)
				}
				if _, err := rules.ParseRecord(string(text)); err != nil {
					t.Errorf("%s: %v\n%s", name, err, text)
				}
			}
		})
	}
}

func TestElo(t *testing.T) {
	tests := []struct {
		w, d, l    int
		diff, marg float64
	}{
		{50, 0, 50, 0, 70},
		{75, 0, 25, 191, 81},
		{10, 80, 10, 0, 31},
		{60, 30, 10, 191, 62},
	}
	for _, tc := range tests {
		d, m := elo(tc.w, tc.d, tc.l)
		if math.Abs(d-tc.diff) > 1 || math.Abs(m-tc.marg) > 1.5 {
			t.Errorf("elo(%d, %d, %d) = %.1f ± %.1f, want %.0f ± %.0f", tc.w, tc.d, tc.l, d, m, tc.diff, tc.marg)
		}
	}
}

func TestParseRange(t *testing.T) {
	tests := []struct {
		in     string
		lo, hi int
		bad    bool
	}{
		{"2-4", 2, 4, false},
		{"3", 3, 3, false},
		{"4-2", 0, 0, true},
		{"x", 0, 0, true},
	}
	for _, tc := range tests {
		lo, hi, err := parseRange(tc.in)
		if (err != nil) != tc.bad || !tc.bad && (lo != tc.lo || hi != tc.hi) {
			t.Errorf("parseRange(%q) = %d, %d, %v", tc.in, lo, hi, err)
		}
	}
}

func TestOpeningsDiffer(t *testing.T) {
	ops := makeOpenings(rules.NineMensMorris(), 50, 2, 4, 1)
	seen := map[string]bool{}
	for _, o := range ops {
		if len(o) < 2 || len(o) > 4 {
			t.Errorf("opening %v: want 2 to 4 plies", o)
		}
		seen[openingName(o)] = true
	}
	if len(seen) != 50 {
		t.Errorf("%d different openings of 50", len(seen))
	}
}
