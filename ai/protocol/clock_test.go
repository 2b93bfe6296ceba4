package protocol

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/ninemen/morris/ai/internal/fakeclock"
	"github.com/ninemen/morris/rules"
)

// The real search under the protocol's time limits, on a fake clock that
// moves testStep at each of the search's reads (a poll, a few hundred
// nodes): the answer comes when the clock says, on any machine, and the
// tests check the time on that clock. How far past its time the engine
// answers on the real clock is measured by package ai's
// BenchmarkMoveTimeOvershoot, and stop by BenchmarkStopLatency.

const testStep = 100 * time.Microsecond

// timedGo sends a go line to an engine on clock and returns its bestmove,
// the depth of its last report and the time on the clock from the go to
// the bestmove.
func timedGo(s *searchSession, clock *fakeclock.Clock, line string) (move string, depth int, took time.Duration) {
	s.t.Helper()
	start := clock.Peek()
	s.send(line)
	for {
		l := s.next()
		if m, ok := strings.CutPrefix(l, "bestmove "); ok {
			return m, depth, clock.Peek().Sub(start)
		}
		if strings.HasPrefix(l, "info depth ") {
			depth = parseInfoDepth(s.t, l)
		} else {
			s.t.Errorf("%s: unexpected %q", line, l)
		}
	}
}

func parseInfoDepth(t *testing.T, l string) int {
	t.Helper()
	var d int
	if _, err := fmt.Sscanf(l, "info depth %d", &d); err != nil {
		t.Fatalf("info line %q: %v", l, err)
	}
	return d
}

// answeredIn checks that a search asked for want on the clock answered
// then: not before, and no later than the poll after it and the reads of
// the last report.
func answeredIn(t *testing.T, what string, took, want time.Duration) {
	t.Helper()
	if took < want || took > want+6*testStep {
		t.Errorf("%s: answered after %v on the engine's clock, want %v", what, took, want)
	}
}

// legalAt checks that move is legal after the plies from the start.
func legalAt(t *testing.T, move string, plies ...string) {
	t.Helper()
	g := rules.NewGame(rules.NineMensMorris())
	for _, p := range plies {
		if err := g.PlayTurn(p); err != nil {
			t.Fatal(err)
		}
	}
	m, err := rules.ParseMove(move)
	if p := g.Position(); err != nil || !p.IsLegal(m) {
		t.Errorf("bestmove %q is not legal after %v", move, plies)
	}
}

// pastBook is an opening the Master's book does not hold, so that go
// searches rather than answering from the book at once.
var pastBook = []string{"d6", "f4", "b4", "b2", "d2", "c4", "e3", "g4"}

// TestMoveTimeOption: a bare go thinks for MoveTime; a depth or movetime
// given to go overrides it.
func TestMoveTimeOption(t *testing.T) {
	clock := fakeclock.New(testStep)
	s := startSessionOn(t, nil, clock)
	s.send("position startpos moves " + strings.Join(pastBook, " "))
	s.send("setoption name MoveTime value 50")
	move, _, took := timedGo(s, clock, "go")
	legalAt(t, move, pastBook...)
	answeredIn(t, "go with MoveTime 50", took, 50*time.Millisecond)

	s.send("setoption name MoveTime value 86400000")
	move, depth, _ := timedGo(s, clock, "go depth 2")
	legalAt(t, move, pastBook...)
	if depth != 2 {
		t.Errorf("go depth 2 reached depth %d", depth)
	}
	move, _, took = timedGo(s, clock, "go movetime 30")
	legalAt(t, move, pastBook...)
	answeredIn(t, "go movetime 30 with MoveTime a day", took, 30*time.Millisecond)
	s.send("quit")
	s.end()
}

// TestGoMovetime: go movetime 100 answers 100 ms later.
func TestGoMovetime(t *testing.T) {
	clock := fakeclock.New(testStep)
	s := startSessionOn(t, nil, clock)
	s.send("position startpos moves " + strings.Join(pastBook[:7], " "))
	move, depth, took := timedGo(s, clock, "go movetime 100")
	t.Logf("go movetime 100: bestmove %s, depth %d", move, depth)
	legalAt(t, move, pastBook[:7]...)
	answeredIn(t, "go movetime 100", took, 100*time.Millisecond)
	s.send("quit")
	s.end()
}

// TestGoClock: the real search under a match runner's clock answers in
// the time the clock allocates: (2000-30)/30 + 3/4 of 100 ms.
func TestGoClock(t *testing.T) {
	clock := fakeclock.New(testStep)
	s := startSessionOn(t, nil, clock)
	s.send("position startpos moves " + strings.Join(pastBook, " "))
	move, _, took := timedGo(s, clock, "go wtime 2000 btime 2000 winc 100 binc 100")
	legalAt(t, move, pastBook...)
	answeredIn(t, "go wtime 2000 …", took, 1970*time.Millisecond/30+75*time.Millisecond)
	s.send("quit")
	s.end()
}
