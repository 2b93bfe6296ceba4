package ai

import (
	"bufio"
	"os"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/ninemen/morris/rules"
)

// TestConvertSuite checks the positions ai/cmd/convert plays: each is a
// legal position of the standard game in the moving phase, the side to
// move ahead with five to eight men, and the tables' verdicts are what
// the file says. (Whether the Master wins them is ai/cmd/convert's
// measurement, not a test: it takes minutes of play at a move time.)
func TestConvertSuite(t *testing.T) {
	f, err := os.Open("testdata/convert.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	tablesNow(t)
	searchNote := regexp.MustCompile(`^(score \+\d+|wins in \d+ turns) \(depth \d+\)$`)
	n := 0
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" || text[0] == '#' {
			continue
		}
		n++
		parts := strings.Split(text, "|")
		if len(parts) != 3 {
			t.Fatalf("line %d: want FEN | source | verdict", line)
		}
		fen, source, verdict := strings.TrimSpace(parts[0]), strings.TrimSpace(parts[1]), strings.TrimSpace(parts[2])
		p, err := rules.ParseFEN(fen, rules.NineMensMorris())
		if err != nil {
			t.Fatalf("line %d: %v", line, err)
		}
		us := p.SideToMove()
		if p.Result().Over() || p.InHand(us)+p.InHand(us.Other()) > 0 || p.PendingRemovals() > 0 {
			t.Errorf("line %d: %s is not a moving position of a game going on", line, fen)
		}
		if m := p.OnBoard(us); m < 5 || m > 8 || m <= p.OnBoard(us.Other()) {
			t.Errorf("line %d: %d men against %d: want the side to move ahead with 5 to 8", line, m, p.OnBoard(us.Other()))
		}
		switch {
		case source == "table", source == "nine-man tables":
			if men := p.OnBoard(us) + p.OnBoard(us.Other()); source == "nine-man tables" && men != 9 {
				t.Errorf("line %d: %d men on the board, the nine-man tables' verdict", line, men)
			}
			v, ok := TableVerdict(p)
			if !ok || v.String() != verdict || v.Draw || v.Winner != us {
				t.Errorf("line %d: the tables say %v (%v), the file %q", line, v, ok, verdict)
			}
		case strings.HasPrefix(source, "search "):
			if _, err := time.ParseDuration(strings.TrimPrefix(source, "search ")); err != nil || !searchNote.MatchString(verdict) {
				t.Errorf("line %d: %q | %q: want a search's time and its score or forced win", line, source, verdict)
			}
		default:
			t.Errorf("line %d: source %q: want table, nine-man tables or search <time>", line, source)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if n < 40 {
		t.Errorf("%d positions, want at least 40", n)
	}
}
