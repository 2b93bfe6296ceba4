package protocol_test

import (
	"bufio"
	"fmt"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/ninemen/morris/ai/protocol"
)

// pipeEngine is the engine as a real tool drives it: Run over pipes, lines
// written and read one at a time while the engine works.
type pipeEngine struct {
	t     testing.TB
	in    io.WriteCloser
	lines chan string
	done  chan error
}

func startPipe(t testing.TB) *pipeEngine {
	inR, inW := io.Pipe()
	return startPipeOn(t, inR, inW)
}

// startPipeOn runs the engine reading from inR, which the test writes
// through inW.
func startPipeOn(t testing.TB, inR io.Reader, inW io.WriteCloser) *pipeEngine {
	outR, outW := io.Pipe()
	p := &pipeEngine{t: t, in: inW, lines: make(chan string, 1000), done: make(chan error, 1)}
	go func() {
		err := protocol.Run(inR, outW)
		outW.Close()
		p.done <- err
	}()
	go func() {
		sc := bufio.NewScanner(outR)
		for sc.Scan() {
			p.lines <- sc.Text()
		}
		close(p.lines)
	}()
	t.Cleanup(func() { inW.Close() })
	return p
}

func (p *pipeEngine) send(line string) {
	p.t.Helper()
	if _, err := fmt.Fprintln(p.in, line); err != nil {
		p.t.Fatalf("send %q: %v", line, err)
	}
}

// expect reads lines until one satisfies ok and returns the lines read; it
// fails the test on a malformed line, at the end of output or after a
// generous wait.
func (p *pipeEngine) expect(what string, ok func(string) bool) []string {
	p.t.Helper()
	var got []string
	timeout := time.After(time.Minute)
	for {
		select {
		case l, open := <-p.lines:
			if !open {
				p.t.Fatalf("output ended waiting for %s; read %q", what, got)
			}
			if err := wellFormed(l); err != nil {
				p.t.Error(err)
			}
			got = append(got, l)
			if ok(l) {
				return got
			}
		case <-timeout:
			p.t.Fatalf("no %s after a minute; read %q", what, got)
		}
	}
}

func is(want string) func(string) bool { return func(l string) bool { return l == want } }

// finish waits for Run to return and for the output to end.
func (p *pipeEngine) finish() {
	p.t.Helper()
	select {
	case err := <-p.done:
		if err != nil {
			p.t.Errorf("Run: %v", err)
		}
	case <-time.After(time.Minute):
		p.t.Fatal("Run did not return")
	}
	for l := range p.lines {
		p.t.Errorf("unexpected line after the end: %q", l)
	}
}

func TestPipeSession(t *testing.T) {
	p := startPipe(t)
	p.send("uci")
	p.expect("uciok", is("uciok"))
	p.send("isready")
	p.expect("readyok", is("readyok"))
	p.send("position startpos moves d6 f4")
	p.send("d")
	p.expect("d", func(l string) bool { return strings.HasPrefix(l, "Legal moves:") })

	// A perft far too deep to finish: isready is answered meanwhile, a
	// command sent now waits, and stop ends the perft without a total.
	p.send("perft 20")
	p.send("isready")
	p.expect("readyok during perft", is("readyok"))
	p.send("position startpos")
	p.send("stop")
	got := p.expect("perft stopped", func(l string) bool { return strings.HasPrefix(l, "info string perft stopped") })
	for _, l := range got {
		if strings.HasPrefix(l, "nodes") {
			t.Errorf("stopped perft gave a total: %q", l)
		}
	}
	p.send("perft 1")
	p.expect("perft 1 of the start", is("nodes 24"))
	p.send("garbage")
	p.expect("error", is("info string error unknown command garbage"))
	p.send("quit")
	p.finish()
}

func TestPipeEndOfInput(t *testing.T) {
	p := startPipe(t)
	p.send("isready")
	p.expect("readyok", is("readyok"))
	p.send("perft 3")
	p.in.Close()
	p.expect("perft total", is("nodes 12144"))
	p.finish()
}

func TestPipeIsReadyDuringPerft(t *testing.T) {
	p := startPipe(t)
	// With a command waiting behind the perft, isready is still answered
	// at once: the perft's total may be days away. The waiting command
	// runs after the stop.
	p.send("perft 20")
	p.send("perft 1")
	p.send("isready")
	got := p.expect("readyok", is("readyok"))
	if len(got) != 1 {
		t.Errorf("readyok came after %q, want it first", got)
	}
	p.send("stop")
	p.expect("perft stopped", func(l string) bool { return strings.HasPrefix(l, "info string perft stopped") })
	p.expect("the waiting perft 1", is("nodes 24"))
	p.send("quit")
	p.finish()
}

// TestPipeQuitStopsDeepPerft: a real perft 9, which would run for days,
// is stopped by quit and leaves no total.
func TestPipeQuitStopsDeepPerft(t *testing.T) {
	p := startPipe(t)
	p.send("perft 9")
	p.send("isready")
	p.expect("readyok", is("readyok"))
	p.send("quit")
	got := p.expect("perft stopped", func(l string) bool { return strings.HasPrefix(l, "info string perft stopped") })
	for _, l := range got {
		if strings.HasPrefix(l, "nodes") {
			t.Errorf("stopped perft gave a total: %q", l)
		}
	}
	p.finish()
}
