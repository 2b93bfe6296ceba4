package rules_test

import (
	"bufio"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/ninemen/morris/rules"
)

// TestSanmillOracle replays the games that Sanmill's C++ engine played
// and wrote down for its own regression tests (rules/testdata/sanmill,
// with their source), under the rules of that engine's own table (see
// oracleMorabaraba): every position it wrote reads back as written, has
// the legal moves it listed, and the move it played leads to the position
// it wrote next; perft from the start matches its counts. Its FENs keep
// the n-move count and the move number at 0 and 1, so those two fields are
// not compared.
func TestSanmillOracle(t *testing.T) {
	for _, tc := range []struct {
		file string
		v    rules.Variant
	}{
		{"morabaraba.txt", oracleMorabaraba()},
		{"russian_mill.txt", oracleRussianMill()},
	} {
		t.Run(tc.v.Name, func(t *testing.T) {
			f, err := os.Open("testdata/sanmill/" + tc.file)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			sc := bufio.NewScanner(f)
			sc.Buffer(nil, 1<<16)
			var next *rules.Position // where the last move led
			steps, line := 0, 0
			for sc.Scan() {
				line++
				text := sc.Text()
				switch {
				case strings.HasPrefix(text, "# perft "):
					start := rules.NewPosition(tc.v)
					for _, f := range strings.Fields(text)[2:] {
						d, n, _ := strings.Cut(f, ":")
						depth, _ := strconv.Atoi(d)
						want, _ := strconv.ParseUint(n, 10, 64)
						if got := rules.Perft(start, depth); got != want {
							t.Errorf("perft %d = %d, Sanmill counts %d", depth, got, want)
						}
					}
					continue
				case strings.HasPrefix(text, "#"):
					continue
				case text == "":
					next = nil
					continue
				}
				parts := strings.Split(text, "\t")
				fen, played, legal := parts[0], parts[1], strings.Fields(parts[2])
				p, err := rules.ParseFEN(fen, tc.v)
				if err != nil {
					t.Fatalf("line %d: %v", line, err)
				}
				if got := fenHead(p.FEN()); got != fenHead(fen) {
					t.Fatalf("line %d: %q reads back as %q", line, fen, p.FEN())
				}
				if next != nil && fenHead(next.FEN()) != fenHead(fen) {
					t.Fatalf("line %d: the move before leads to %q, Sanmill wrote %q", line, next.FEN(), fen)
				}
				var got []string
				for _, m := range p.LegalMoves(nil) {
					got = append(got, m.String())
				}
				slices.Sort(got)
				slices.Sort(legal)
				if !slices.Equal(got, legal) {
					t.Fatalf("line %d, %s: legal moves %v, Sanmill lists %v", line, fen, got, legal)
				}
				m, err := rules.ParseMove(played)
				if err != nil || !p.IsLegal(m) {
					t.Fatalf("line %d: %s is not legal here (%v)", line, played, err)
				}
				p.Play(m)
				next = &p
				steps++
			}
			if err := sc.Err(); err != nil {
				t.Fatal(err)
			}
			t.Logf("%d positions replayed", steps)
		})
	}
}

// fenHead is a FEN without its last two fields, the n-move count and the
// move number.
func fenHead(fen string) string {
	f := strings.Fields(fen)
	return strings.Join(f[:len(f)-2], " ")
}

// oracleMorabaraba is Morabaraba as the rule table of Sanmill's C++ engine
// (src/rule.cpp at 3b7b52390, the oracle's) has it, which the oracle
// played: one removal per mill formed, and neither the ban on shuttling
// nor the endgame limit, which Sanmill's app switches on in its own preset
// (rule_settings.dart) and rules.Morabaraba follows.
func oracleMorabaraba() rules.Variant {
	v := rules.Morabaraba()
	v.RemoveMultiple = true
	v.RestrictRepeatedMills = false
	v.EndgameNMoveRule = 0
	return v
}

// oracleRussianMill is Russian Mill as that rule table has it: men in
// mills are safe while others are not, where the app's preset, and
// rules.RussianMill, lets a mill take any man.
func oracleRussianMill() rules.Variant {
	v := rules.RussianMill()
	v.Removal = rules.RemoveOutsideMillsFirst
	return v
}
