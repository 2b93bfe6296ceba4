package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"strconv"
	"strings"
	"time"
)

// engine is one running engine process and the lines it writes.
type engine struct {
	side  side
	cmd   *exec.Cmd
	in    io.WriteCloser
	lines chan string // closed when the process's output ends
}

// errNoAnswer: the engine did not answer in time, or its output ended.
var errNoAnswer = errors.New("no answer")

// startEngine starts the process, says uci and sets the options.
func startEngine(s side, variant string) (*engine, error) {
	if len(s.argv) == 0 {
		return nil, fmt.Errorf("%s: no command", s.name)
	}
	cmd := exec.Command(s.argv[0], s.argv[1:]...)
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("%s: %w", s.name, err)
	}
	e := &engine{side: s, cmd: cmd, in: in, lines: make(chan string, 256)}
	go func() {
		sc := bufio.NewScanner(out)
		sc.Buffer(make([]byte, 64<<10), 1<<20)
		for sc.Scan() {
			e.lines <- strings.TrimRight(sc.Text(), "\r")
		}
		close(e.lines)
	}()
	e.send("uci")
	if _, err := e.waitFor("uciok", 10*time.Second); err != nil {
		e.kill()
		return nil, fmt.Errorf("%s: uci: %w", s.name, err)
	}
	e.send("setoption name Variant value " + variant)
	for _, o := range s.options {
		name, value, _ := strings.Cut(o, "=")
		e.send("setoption name " + name + " value " + value)
	}
	if err := e.ready(); err != nil {
		e.kill()
		return nil, err
	}
	return e, nil
}

func (e *engine) send(line string) {
	// A dead engine's write fails; the wait for its answer says so.
	_, _ = io.WriteString(e.in, line+"\n")
}

// waitFor reads lines until one starts with prefix, and returns it.
func (e *engine) waitFor(prefix string, d time.Duration) (string, error) {
	timer := time.NewTimer(d)
	defer timer.Stop()
	for {
		select {
		case l, ok := <-e.lines:
			if !ok {
				return "", fmt.Errorf("%w: the engine's output ended", errNoAnswer)
			}
			if strings.HasPrefix(l, prefix) {
				return l, nil
			}
		case <-timer.C:
			return "", fmt.Errorf("%w within %v", errNoAnswer, d)
		}
	}
}

func (e *engine) ready() error {
	e.send("isready")
	if _, err := e.waitFor("readyok", 10*time.Second); err != nil {
		return fmt.Errorf("%s: isready: %w", e.side.name, err)
	}
	return nil
}

// newGame clears what the engine learned in the last game.
func (e *engine) newGame() error {
	e.send("ucinewgame")
	return e.ready()
}

// thought is an engine's answer to one go: its move and the last report
// it made on the way.
type thought struct {
	move  string
	depth int
	score string
}

// think sends the game so far and asks for a move.
func (e *engine) think(moves []string, grace time.Duration) (thought, error) {
	pos := "position startpos"
	if len(moves) > 0 {
		pos += " moves " + strings.Join(moves, " ")
	}
	e.send(pos)
	e.send(fmt.Sprintf("go movetime %d", e.side.moveTime))
	limit := time.Duration(e.side.moveTime)*time.Millisecond + grace
	var timeUp <-chan time.Time
	if e.side.timeUp != nil {
		timeUp = e.side.timeUp(limit)
	} else {
		timer := time.NewTimer(limit)
		defer timer.Stop()
		timeUp = timer.C
	}
	var t thought
	last := ""
	for {
		select {
		case l, ok := <-e.lines:
			if !ok {
				return t, fmt.Errorf("%w: the engine's output ended", errNoAnswer)
			}
			last = l
			f := strings.Fields(l)
			if len(f) == 0 {
				continue
			}
			switch f[0] {
			case "bestmove":
				if len(f) < 2 {
					return t, fmt.Errorf("bestmove without a move")
				}
				t.move = f[1]
				return t, nil
			case "info":
				readInfo(f, &t)
			}
		case <-timeUp:
			return t, fmt.Errorf("%w within %v (%s; last line %q)", errNoAnswer, limit, e.alive(), last)
		}
	}
}

// alive says whether a silent engine's loop still answers isready, which
// tells a search that never ends from an engine that hangs as a whole.
func (e *engine) alive() string {
	e.send("isready")
	if _, err := e.waitFor("readyok", time.Second); err != nil {
		return "isready unanswered too"
	}
	return "answers isready"
}

// readInfo keeps the depth and score of an info line.
func readInfo(f []string, t *thought) {
	for i := 1; i+1 < len(f); i++ {
		switch f[i] {
		case "depth":
			if d, err := strconv.Atoi(f[i+1]); err == nil {
				t.depth = d
			}
		case "score":
			if i+2 < len(f) {
				t.score = f[i+1] + " " + f[i+2]
			}
		}
	}
}

// kill ends the process and waits for it.
func (e *engine) kill() {
	e.in.Close()
	if e.cmd.Process != nil {
		_ = e.cmd.Process.Kill()
	}
	_ = e.cmd.Wait()
}

// quit asks the engine to leave, and makes sure it does.
func (e *engine) quit() {
	e.send("quit")
	done := make(chan struct{})
	go func() {
		for range e.lines {
		}
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(2 * time.Second):
	}
	e.kill()
}
