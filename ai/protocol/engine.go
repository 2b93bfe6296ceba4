package protocol

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"runtime"
	"strings"
	"time"

	"github.com/ninemen/morris/ai"
	"github.com/ninemen/morris/rules"
)

// MaxLineBytes is the longest input line the engine reads; a longer one is
// reported and skipped, so that a runaway writer cannot make the engine
// hold an unbounded line in memory.
const MaxLineBytes = 64 << 10

// maxWaiting bounds the commands held back while a job runs.
const maxWaiting = 4096

// Run speaks the protocol: it reads commands from in and answers on out
// until `quit` or the end of in. It returns nil then, or the error that
// made reading or writing fail.
func Run(in io.Reader, out io.Writer) error { return NewEngine(out).Run(in) }

// Engine is one session of the protocol: the rules and search settings
// chosen by the options, the position set by `position`, the search with
// its transposition table, and at most one job (a perft or a search)
// running beside the input loop.
//
// Only the loop goroutine touches the engine's fields. A job gets what it
// needs when it starts and talks back only through the output, which is
// safe for concurrent use. A *rules.Game handed to a job is never changed
// afterwards: `position` builds a new Game and swaps it in.
type Engine struct {
	out      *output
	cmds     map[string]command
	opts     []option
	set      settings
	game     *rules.Game
	job      *job
	waiting  []inputLine // commands that wait for the job to end, in order
	quitting bool        // quit or end of input seen: finish up, then return

	// brain is the search, made at the first go and kept for the session
	// so that its transposition table serves the next move too, until
	// the Hash option asks for a table of another size.
	brain *ai.Engine
	// brainMB is the table size brain was made with.
	brainMB int
	// search replaces brain's search when set: tests plug in searches that
	// misbehave on purpose.
	search searchFunc
	// clock is the time searches keep: the real one, or a test's.
	clock timeSource
	// perft replaces the perft count when set: tests plug in one that
	// runs until it is stopped.
	perft perftFunc
}

// timeSource is the time the engine keeps: the search reads it, and a
// movetime ends on one of its timers. A test puts in a fake one, so that
// what the engine does with its time does not hang on the machine's speed.
type timeSource interface {
	ai.Clock
	// AfterFunc calls f once d has passed; stop cancels that.
	AfterFunc(d time.Duration, f func()) (stop func() bool)
}

// realTime is the wall clock.
type realTime struct{}

func (realTime) Now() time.Time { return time.Now() }

func (realTime) AfterFunc(d time.Duration, f func()) func() bool { return time.AfterFunc(d, f).Stop }

// NewEngine returns an engine that writes its answers to out, playing the
// default variant from its start position. Call Run once to drive it.
func NewEngine(out io.Writer) *Engine {
	e := &Engine{out: &output{w: out}, opts: newOptions(), set: defaultSettings(), clock: realTime{}}
	e.game = rules.NewGame(e.set.variant)
	e.cmds = e.commands()
	return e
}

// inputLine is one line of input, or the notice that a line was too long.
type inputLine struct {
	text    string
	tooLong bool
}

// job is work done beside the input loop, so that `stop`, `isready` and
// `quit` are answered while it runs. Quit and the end of input stop it at
// once: a search still answers bestmove, as UCI wants; a perft of depth 8
// or more could run for days, and stops without a total.
type job struct {
	cancel context.CancelFunc
	done   chan struct{}
	// search marks a search; the other job is a perft, during which
	// isready is answered at once even with commands waiting behind it
	// (they wait for a total that may be days away; UCI asks for readyok
	// at once while the engine calculates).
	search bool
}

// Run reads commands from in and answers them until `quit` or the end of
// in; see Run. The reading happens here and the answering in a goroutine
// of its own, so that when a job ends the commands that waited for it run
// at once rather than at the next input line. Run returns only when that
// goroutine and any job are done. When writing fails nobody is listening:
// the engine stops its job and Run returns the error as soon as the
// blocked read of in returns.
//
// A stop must reach the search within a millisecond, and a blocking read
// of a pipe holds its thread and its P (see BenchmarkStopLatency). So Run
// raises GOMAXPROCS to 2, letting the reader block without stopping the
// single-threaded search (never lowering it: other sessions may run). And
// the reader waits until the loop has taken each line in before reading
// the next, so the woken loop is not left queued on the reader's P.
func (e *Engine) Run(in io.Reader) error {
	if runtime.GOMAXPROCS(0) < 2 {
		runtime.GOMAXPROCS(2)
	}
	lines := make(chan inputLine)
	accepted := make(chan struct{}, 1)
	loopDone := make(chan struct{})
	var loopErr error
	go func() {
		defer close(loopDone)
		loopErr = e.loop(lines, accepted)
	}()
	readErr := read(in, lines, accepted, loopDone)
	close(lines)
	<-loopDone
	return errors.Join(readErr, loopErr)
}

// read passes the lines of in to the loop, one at a time (see Run),
// stopping after `quit`, at the end of in, or when the loop has given up.
func read(in io.Reader, lines chan<- inputLine, accepted <-chan struct{}, loopDone <-chan struct{}) error {
	r := bufio.NewReaderSize(in, MaxLineBytes+1)
	for {
		b, err := r.ReadSlice('\n')
		l := inputLine{text: strings.TrimSuffix(strings.TrimSuffix(string(b), "\n"), "\r")}
		if errors.Is(err, bufio.ErrBufferFull) {
			l = inputLine{tooLong: true}
			for errors.Is(err, bufio.ErrBufferFull) {
				_, err = r.ReadSlice('\n')
			}
		}
		if err != nil && !errors.Is(err, io.EOF) {
			return fmt.Errorf("engine input: %w", err)
		}
		if len(b) == 0 && errors.Is(err, io.EOF) {
			return nil
		}
		select {
		case lines <- l:
		case <-loopDone:
			return nil
		}
		select {
		case <-accepted:
		case <-loopDone:
			return nil
		}
		if err != nil || !l.tooLong && isQuit(l.text) {
			return nil
		}
	}
}

// isCommand reports whether a line is the command cmd, whatever follows.
func isCommand(l inputLine, cmd string) bool {
	f := strings.Fields(l.text)
	return !l.tooLong && len(f) > 0 && strings.EqualFold(f[0], cmd)
}

// isQuit reports whether a line is the quit command, whatever follows it.
func isQuit(text string) bool { return isCommand(inputLine{text: text}, "quit") }

// loop answers the lines read, runs the commands that waited for a job when
// it ends, and returns once the input is over and nothing is left to do.
func (e *Engine) loop(lines <-chan inputLine, accepted chan<- struct{}) error {
	for {
		if err := e.out.failed(); err != nil {
			e.stopJob()
			return fmt.Errorf("engine output: %w", err)
		}
		if len(e.waiting) > 0 && e.canRun(e.waiting[0]) {
			l := e.waiting[0]
			e.waiting = e.waiting[1:]
			e.execute(l)
			continue
		}
		if e.job == nil && lines == nil {
			return nil
		}
		var jobDone <-chan struct{}
		if e.job != nil {
			jobDone = e.job.done
		}
		select {
		case l, ok := <-lines:
			if !ok {
				lines = nil
				e.quit()
				continue
			}
			e.accept(l)
			accepted <- struct{}{}
		case <-jobDone:
			e.job = nil
		}
	}
}

// canRun reports whether the first waiting line may run now. A stop that
// waited runs at once: it was meant for the job now running, which the
// line before it started. An isready that waited behind a go or a perft
// is answered once that job has begun, not when it ends: after stop,
// position, go infinite, isready (a GUI's burst in analysis mode) readyok
// must come before the next stop, or both sides wait for ever.
func (e *Engine) canRun(l inputLine) bool {
	return e.job == nil || isCommand(l, "stop") || isCommand(l, "isready")
}

// accept answers stop and quit at once, and isready too unless commands
// are waiting (then it takes its turn, so that readyok still means "all
// before it is done"); every other command runs now if the engine is idle,
// else waits its turn.
func (e *Engine) accept(l inputLine) {
	cmd := ""
	if f := strings.Fields(l.text); !l.tooLong && len(f) > 0 {
		cmd = strings.ToLower(f[0])
	}
	switch {
	case cmd == "stop":
		// Stop the job now, and the one a waiting go or perft will start
		// when its turn comes: a GUI that sent go and then stop waits for
		// that go's bestmove. One waiting stop does for a run of them.
		e.stop()
		if n := len(e.waiting); n > 0 && n < maxWaiting && !isCommand(e.waiting[n-1], "stop") {
			e.waiting = append(e.waiting, l)
		}
	case cmd == "quit":
		e.quit()
	case cmd == "isready" && (len(e.waiting) == 0 || e.job != nil && !e.job.search):
		e.execute(l)
	case e.job == nil && len(e.waiting) == 0:
		e.execute(l)
	case len(e.waiting) >= maxWaiting:
		e.out.errorf("%d commands already wait for the running job: line ignored", maxWaiting)
	default:
		e.waiting = append(e.waiting, l)
	}
}

// quit makes the engine finish: the commands already read still run, and
// the running job (a search or a perft) and any they start are stopped.
func (e *Engine) quit() {
	e.quitting = true
	if e.job != nil {
		e.job.cancel()
	}
}

// stop cancels the running job, if any, without waiting for it: its
// answer comes from the job itself.
func (e *Engine) stop() {
	if e.job != nil {
		e.job.cancel()
	}
}

// stopJob cancels the running job and waits for it.
func (e *Engine) stopJob() {
	if e.job != nil {
		e.job.cancel()
		<-e.job.done
		e.job = nil
	}
}

// startJob runs work beside the loop; search says whether it is a search
// (see job). work must return soon after ctx is done.
func (e *Engine) startJob(search bool, work func(ctx context.Context)) {
	ctx, cancel := context.WithCancel(context.Background())
	j := &job{cancel: cancel, done: make(chan struct{}), search: search}
	e.job = j
	go func() {
		defer close(j.done)
		defer cancel()
		defer e.recoverInto("job")
		work(ctx)
	}()
	if e.quitting {
		cancel()
	}
}

// recoverInto turns a panic into an error line: a bug must not take down
// a GUI's engine, and the line tells what to report.
func (e *Engine) recoverInto(where string) {
	if r := recover(); r != nil {
		e.out.errorf("internal error in %s: %v", where, r)
	}
}

// execute runs one command.
func (e *Engine) execute(l inputLine) {
	defer e.recoverInto("command")
	if l.tooLong {
		e.out.errorf("line longer than %d bytes ignored", MaxLineBytes)
		return
	}
	f := strings.Fields(l.text)
	if len(f) == 0 {
		e.out.errorf("empty line")
		return
	}
	cmd, args := strings.ToLower(f[0]), f[1:]
	c, ok := e.cmds[cmd]
	if !ok {
		e.out.errorf("unknown command %s", show(f[0]))
		return
	}
	if c.noArgs && len(args) > 0 {
		e.out.errorf("%s takes no arguments, got %s", cmd, show(args[0]))
		return
	}
	c.run(args)
}

// command is one verb of the protocol.
type command struct {
	run    func(args []string)
	noArgs bool
}

// commands maps each verb (lower case) to its handler. quit is handled by
// accept before a command gets here, and so is stop unless commands wait.
func (e *Engine) commands() map[string]command {
	return map[string]command{
		"uci":        {run: func([]string) { e.cmdUCI() }, noArgs: true},
		"isready":    {run: func([]string) { e.out.write("readyok") }, noArgs: true},
		"setoption":  {run: e.cmdSetOption},
		"ucinewgame": {run: func([]string) { e.cmdNewGame() }, noArgs: true},
		"position":   {run: e.cmdPosition},
		"go":         {run: e.cmdGo},
		"perft":      {run: e.cmdPerft},
		"d":          {run: func([]string) { e.cmdDisplay() }, noArgs: true},
		// stop arrives here only when it waited behind other commands.
		"stop": {run: func([]string) { e.stop() }},
	}
}
