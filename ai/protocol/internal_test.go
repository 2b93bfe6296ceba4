package protocol

import (
	"context"
	"errors"
	"io"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/ninemen/morris/ai"
	"github.com/ninemen/morris/ai/internal/fakeclock"
	"github.com/ninemen/morris/rules"
)

// TestEveryRuleSwitchHasAnOption catches a switch added to rules.Variant
// that no option can reach: some value of some option must change each
// field.
func TestEveryRuleSwitchHasAnOption(t *testing.T) {
	def := defaultSettings()
	opts := newOptions()
	vt := reflect.TypeOf(def.variant)
	for i := 0; i < vt.NumField(); i++ {
		f := vt.Field(i)
		if f.Name == "Name" {
			continue
		}
		reached := false
		for _, o := range opts {
			for _, val := range candidates(o) {
				s := defaultSettings()
				if o.set(&s, val) != nil {
					continue
				}
				if !reflect.DeepEqual(reflect.ValueOf(s.variant).Field(i).Interface(), reflect.ValueOf(def.variant).Field(i).Interface()) {
					reached = true
				}
			}
		}
		if !reached {
			t.Errorf("rules.Variant.%s: no option changes it", f.Name)
		}
	}
}

// candidates are values worth trying for an option.
func candidates(o option) []string {
	switch o.kind {
	case "check":
		return []string{"true", "false"}
	case "spin":
		return []string{"0", "1", "2", "3", "4", "9", "12", "100", "10000"}
	}
	return o.vars
}

func TestOptionMapping(t *testing.T) {
	tests := []struct {
		option, value string
		want          func(v *rules.Variant)
	}{
		{"PiecesCount", "12", func(v *rules.Variant) { v.Men = 12 }},
		{"MayFly", "false", func(v *rules.Variant) { v.MayFly = false }},
		{"FlyPieceCount", "4", func(v *rules.Variant) { v.FlyAt = 4 }},
		{"BothPlayersFly", "true", func(v *rules.Variant) { v.BothFly = true }},
		{"HasDiagonalLines", "true", func(v *rules.Variant) { v.Diagonals = true }},
		{"MayRemoveMultiple", "true", func(v *rules.Variant) { v.RemoveMultiple = true }},
		{"MayRemoveFromMillsAlways", "true", func(v *rules.Variant) { v.Removal = rules.RemoveAny }},
		{"MayRemoveWhenAllInMills", "false", func(v *rules.Variant) { v.Removal = rules.RemoveOutsideMillsOnly }},
		{"MayMoveInPlacingPhase", "true", func(v *rules.Variant) { v.MoveInPlacing = true }},
		{"BlockedPlayerPasses", "true", func(v *rules.Variant) { v.Blocked = rules.BlockedPasses }},
		{"NMoveRule", "0", func(v *rules.Variant) { v.NMoveRule = 0 }},
		{"ThreefoldRepetitionRule", "false", func(v *rules.Variant) { v.ThreefoldRepetition = false }},
		{"MillWins", "true", func(v *rules.Variant) { v.MillWins = true }},
	}
	for _, tt := range tests {
		t.Run(tt.option, func(t *testing.T) {
			e := NewEngine(io.Discard)
			e.cmdSetOption([]string{"name", tt.option, "value", tt.value})
			want := rules.NineMensMorris()
			tt.want(&want)
			want.Name = variantName(want)
			if e.set.variant != want {
				t.Errorf("variant %+v\nwant    %+v", e.set.variant, want)
			}
			o := e.option(tt.option)
			if got := o.get(&e.set); !strings.EqualFold(got, tt.value) {
				t.Errorf("reads back %s, want %s", got, tt.value)
			}
		})
	}
	for i, p := range allPresets() {
		e := NewEngine(io.Discard)
		e.cmdSetOption([]string{"name", "Variant", "value", presetToken(p.Name)})
		if e.set.variant != p {
			t.Errorf("Variant %s gives %+v, want %+v", presetToken(p.Name), e.set.variant, p)
		}
		if got := e.option("Variant").get(&e.set); got != e.option("Variant").vars[i] {
			t.Errorf("Variant reads back %s", got)
		}
	}
}

func (e *Engine) option(name string) *option {
	for i := range e.opts {
		if e.opts[i].name == name {
			return &e.opts[i]
		}
	}
	panic("no option " + name)
}

// TestRemovalChecks: the two checks that share rules.Variant.Removal read
// back what they mean and move the rule as documented.
func TestRemovalChecks(t *testing.T) {
	tests := []struct {
		sets []string // "Option=value"
		want rules.RemovalRule
	}{
		{nil, rules.RemoveOutsideMillsFirst},
		{[]string{"MayRemoveFromMillsAlways=true"}, rules.RemoveAny},
		{[]string{"MayRemoveFromMillsAlways=true", "MayRemoveFromMillsAlways=false"}, rules.RemoveOutsideMillsFirst},
		{[]string{"MayRemoveFromMillsAlways=true", "MayRemoveWhenAllInMills=true"}, rules.RemoveAny},
		{[]string{"MayRemoveFromMillsAlways=true", "MayRemoveWhenAllInMills=false"}, rules.RemoveOutsideMillsOnly},
		{[]string{"MayRemoveWhenAllInMills=false"}, rules.RemoveOutsideMillsOnly},
		{[]string{"MayRemoveWhenAllInMills=false", "MayRemoveFromMillsAlways=false"}, rules.RemoveOutsideMillsOnly},
		{[]string{"MayRemoveWhenAllInMills=false", "MayRemoveWhenAllInMills=true"}, rules.RemoveOutsideMillsFirst},
		{[]string{"MayRemoveWhenAllInMills=false", "MayRemoveFromMillsAlways=true"}, rules.RemoveAny},
	}
	for _, tt := range tests {
		e := NewEngine(io.Discard)
		for _, s := range tt.sets {
			name, value, _ := strings.Cut(s, "=")
			e.cmdSetOption([]string{"name", name, "value", value})
		}
		if got := e.set.variant.Removal; got != tt.want {
			t.Errorf("%v: removal rule %d, want %d", tt.sets, got, tt.want)
		}
		always := e.option("MayRemoveFromMillsAlways").get(&e.set)
		allIn := e.option("MayRemoveWhenAllInMills").get(&e.set)
		wantAlways, wantAllIn := tt.want == rules.RemoveAny, tt.want != rules.RemoveOutsideMillsOnly
		if always != strconvBool(wantAlways) || allIn != strconvBool(wantAllIn) {
			t.Errorf("%v: checks read %s %s", tt.sets, always, allIn)
		}
	}
}

// TestBoardOption: the board and MillWins go to the smaller boards and
// back, a board the men do not fit is refused with the reason, and the
// switches that make a preset name it.
func TestBoardOption(t *testing.T) {
	tests := []struct {
		name string
		sets [][2]string // option, value
		want rules.Variant
		err  string // the last line's error, if any
	}{
		{"three by switches", [][2]string{{"PiecesCount", "3"}, {"Board", "NinePoints"}, {"HasDiagonalLines", "true"}, {"MillWins", "true"}, {"MayFly", "false"}}, rules.ThreeMensMorris(), ""},
		{"six by switches", [][2]string{{"PiecesCount", "6"}, {"Board", "sixteenpoints"}, {"MayFly", "false"}}, rules.SixMensMorris(), ""},
		{"three by preset", [][2]string{{"Variant", "ThreeMensMorris"}}, rules.ThreeMensMorris(), ""},
		{"back to 24", [][2]string{{"Variant", "SixMensMorris"}, {"Board", "TwentyFourPoints"}, {"PiecesCount", "9"}, {"MayFly", "true"}}, rules.NineMensMorris(), ""},
		{"too many men", [][2]string{{"Board", "NinePoints"}}, rules.NineMensMorris(), "info string error setoption Board: men per side 9: want 3 to 4 on 9 points"},
		{"no diagonals on 16", [][2]string{{"Variant", "TwelveMensMorris"}, {"PiecesCount", "6"}, {"Board", "SixteenPoints"}}, func() rules.Variant {
			v := rules.TwelveMensMorris()
			v.Men = 6
			v.Name = "Custom"
			return v
		}(), "info string error setoption Board: board 16 points with diagonals true: no such board"},
		{"unknown board", [][2]string{{"Board", "Pentagon"}}, rules.NineMensMorris(), "info string error setoption Board: value Pentagon: want one of TwentyFourPoints, SixteenPoints, NinePoints"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out strings.Builder
			e := NewEngine(&out)
			for _, sv := range tt.sets {
				out.Reset()
				e.cmdSetOption([]string{"name", sv[0], "value", sv[1]})
			}
			if e.set.variant != tt.want {
				t.Errorf("variant %+v\nwant    %+v", e.set.variant, tt.want)
			}
			if tt.err != "" && strings.TrimSpace(out.String()) != tt.err {
				t.Errorf("last answer %q, want %q", out.String(), tt.err)
			}
			if tt.err == "" {
				if got, want := e.option("Board").get(&e.set), boardNames[tt.want.BoardKind]; got != want {
					t.Errorf("Board reads back %s, want %s", got, want)
				}
			}
		})
	}
}

func strconvBool(b bool) string {
	if b {
		return "true"
	}
	return "false"
}

func TestPresetTokens(t *testing.T) {
	seen := map[string]bool{}
	for _, p := range allPresets() {
		tok := presetToken(p.Name)
		if tok == "" || strings.ContainsAny(tok, " \t") || seen[strings.ToLower(tok)] {
			t.Errorf("preset %q: token %q empty, spaced or taken", p.Name, tok)
		}
		seen[strings.ToLower(tok)] = true
	}
	if got := presetToken("Nine Men's Morris, no flying"); got != "NineMensMorrisNoFlying" {
		t.Errorf("token %q", got)
	}
}

// stubSearch stands in for the search to test what startSearch does
// around it: it reports once, then answers the first legal move at once
// under a depth limit, else when ctx is done.
func stubSearch(ctx context.Context, g *rules.Game, lim goLimits, report func(ai.Info)) (ai.Result, error) {
	moves := g.LegalMoves()
	in := ai.Info{Depth: 1, Score: -3, Nodes: 500, NPS: 50000, Time: 10 * time.Millisecond, PV: moves[:1]}
	report(in)
	if lim.depth == 0 {
		<-ctx.Done()
	}
	return ai.Result{Move: moves[0], Info: in}, nil
}

// lineWriter passes each line written to a channel.
type lineWriter chan string

func (w lineWriter) Write(p []byte) (int, error) {
	for _, l := range strings.SplitAfter(string(p), "\n") {
		if l != "" {
			w <- strings.TrimSuffix(l, "\n")
		}
	}
	return len(p), nil
}

// searchSession drives an engine with a stand-in search over a pipe.
type searchSession struct {
	t    *testing.T
	in   *io.PipeWriter
	out  lineWriter
	done chan error
}

func startSearchSession(t *testing.T, search searchFunc) *searchSession {
	return startSessionOn(t, search, realTime{})
}

// startSessionOn starts a session whose engine keeps time on clock; a nil
// search is the real one.
func startSessionOn(t *testing.T, search searchFunc, clock timeSource) *searchSession {
	return startSession(t, func(e *Engine) {
		e.search = search
		e.clock = clock
	})
}

// startSession drives an engine that plug has fitted with stand-ins.
func startSession(t *testing.T, plug func(e *Engine)) *searchSession {
	r, w := io.Pipe()
	s := &searchSession{t: t, in: w, out: make(lineWriter, 1000), done: make(chan error, 1)}
	e := NewEngine(s.out)
	plug(e)
	go func() { s.done <- e.Run(r) }()
	t.Cleanup(func() { w.Close() })
	return s
}

// endlessPerft is a perft count that never ends by itself, as a perft of
// depth 8 or more does not in practice: it tells started that it began,
// then waits to be stopped.
func endlessPerft(started chan<- struct{}) perftFunc {
	return func(ctx context.Context, _ rules.Position, _ int) (uint64, bool) {
		select {
		case started <- struct{}{}:
		default:
		}
		<-ctx.Done()
		return 0, false
	}
}

// TestPerftStopsAtQuit: quit and the end of input stop a perft that would
// never end by itself, so Run returns; isready is answered at once while
// it runs, even with a command waiting for its total.
func TestPerftStopsAtQuit(t *testing.T) {
	for _, end := range []string{"quit", "end of input"} {
		t.Run(end, func(t *testing.T) {
			started := make(chan struct{}, 1)
			s := startSession(t, func(e *Engine) { e.perft = endlessPerft(started) })
			s.send("perft 9")
			<-started
			s.send("position startpos moves d6") // waits for the perft
			s.send("isready")
			s.want("readyok")
			if end == "quit" {
				s.send("quit")
			} else {
				s.in.Close()
			}
			s.want("info string perft stopped after 0 of 24 moves, no total")
			s.end()
		})
	}
}

func (s *searchSession) send(line string) {
	if _, err := io.WriteString(s.in, line+"\n"); err != nil {
		s.t.Fatal(err)
	}
}

func (s *searchSession) next() string {
	s.t.Helper()
	select {
	case l := <-s.out:
		return l
	case <-time.After(time.Minute):
		s.t.Fatal("no answer")
	}
	return ""
}

func (s *searchSession) want(lines ...string) {
	s.t.Helper()
	for _, w := range lines {
		if got := s.next(); got != w {
			s.t.Fatalf("got %q, want %q", got, w)
		}
	}
}

// quiet checks that nothing is written for a while.
func (s *searchSession) quiet(d time.Duration) {
	s.t.Helper()
	select {
	case l := <-s.out:
		s.t.Fatalf("unexpected %q", l)
	case <-time.After(d):
	}
}

func (s *searchSession) end() {
	s.t.Helper()
	select {
	case err := <-s.done:
		if err != nil {
			s.t.Error(err)
		}
	case <-time.After(time.Minute):
		s.t.Fatal("Run did not return")
	}
}

const stubInfo = "info depth 1 score cp -3 nodes 500 nps 50000 time 10 pv d5"

func TestSearchSlot(t *testing.T) {
	t.Run("stop ends go infinite", func(t *testing.T) {
		s := startSearchSession(t, stubSearch)
		s.send("go infinite")
		s.want(stubInfo)
		s.send("isready")
		s.want("readyok")
		s.send("position startpos moves d6") // waits for the search
		s.send("d")
		s.quiet(50 * time.Millisecond)
		s.send("stop")
		s.want("bestmove d5")
		if l := s.next(); !strings.HasPrefix(l, "7 ") {
			t.Errorf("after bestmove %q, want the board", l)
		}
		s.send("quit")
		s.end()
	})
	t.Run("infinite holds a finished search", func(t *testing.T) {
		s := startSearchSession(t, stubSearch)
		s.send("go infinite depth 1")
		s.want(stubInfo)
		s.quiet(50 * time.Millisecond)
		s.send("stop")
		s.want("bestmove d5")
		s.in.Close()
		s.end()
	})
	t.Run("depth answers by itself", func(t *testing.T) {
		s := startSearchSession(t, stubSearch)
		s.send("position startpos moves d7 f4 g7 b4 a7")
		s.send("go depth 3")
		s.want("info depth 1 score cp -3 nodes 500 nps 50000 time 10 pv xf4", "bestmove xf4")
		s.in.Close()
		s.end()
	})
	t.Run("movetime is a deadline", func(t *testing.T) {
		// The stub reads no clock: only the movetime's timer ends it.
		clock := fakeclock.New(0)
		s := startSessionOn(t, stubSearch, clock)
		s.send("go movetime 30")
		s.want(stubInfo)
		clock.Advance(29 * time.Millisecond)
		s.quiet(20 * time.Millisecond)
		clock.Advance(time.Millisecond)
		s.want("bestmove d5")
		s.send("quit")
		s.end()
	})
	t.Run("quit stops a search", func(t *testing.T) {
		s := startSearchSession(t, stubSearch)
		s.send("go infinite")
		s.want(stubInfo)
		s.send("quit")
		s.want("bestmove d5")
		s.end()
	})
	t.Run("end of input stops a search", func(t *testing.T) {
		s := startSearchSession(t, stubSearch)
		s.send("go")
		s.want(stubInfo)
		s.in.Close()
		s.want("bestmove d5")
		s.end()
	})
	t.Run("game over", func(t *testing.T) {
		s := startSearchSession(t, stubSearch)
		s.send("position fen **@*****/****@@**/OO****** w p p 2 1 3 0 0 0 0 0 0 0 0 0 1 moves a7 xe4")
		s.send("go depth 1")
		s.want("info string game over: White wins: Black is down to two men", "bestmove (none)")
		s.send("quit")
		s.end()
	})
	t.Run("an illegal answer is replaced", func(t *testing.T) {
		s := startSearchSession(t, func(context.Context, *rules.Game, goLimits, func(ai.Info)) (ai.Result, error) {
			return ai.Result{Move: rules.Remove(rules.A1)}, nil
		})
		s.send("go depth 1")
		s.want("info string error search answered xa1, not a legal move; playing d5 instead", "bestmove d5")
		s.send("quit")
		s.end()
	})
	t.Run("a search error", func(t *testing.T) {
		s := startSearchSession(t, func(context.Context, *rules.Game, goLimits, func(ai.Info)) (ai.Result, error) {
			return ai.Result{}, errors.New("ai: out of ideas")
		})
		s.send("go depth 1")
		s.want("info string error ai: out of ideas",
			"info string error search answered (none), not a legal move; playing d5 instead", "bestmove d5")
		s.send("quit")
		s.end()
	})
	t.Run("the final choice is reported", func(t *testing.T) {
		// A search that ends on another move than its last report (an
		// unfinished iteration, a lower level's pick) gets a last info
		// line whose pv starts with the bestmove; one that ends where it
		// reported gets none.
		s := startSearchSession(t, func(_ context.Context, g *rules.Game, lim goLimits, report func(ai.Info)) (ai.Result, error) {
			in := ai.Info{Depth: 2, Score: 7, Nodes: 90, NPS: 9000, Time: 10 * time.Millisecond, PV: []rules.Move{rules.Place(rules.D5)}}
			report(in)
			if lim.depth == 1 {
				return ai.Result{Move: rules.Place(rules.D5), Info: in}, nil
			}
			in.Mate, in.Nodes, in.PV = 5, 120, []rules.Move{rules.Place(rules.A1), rules.Place(rules.D7)}
			return ai.Result{Move: rules.Place(rules.A1), Info: in}, nil
		})
		s.send("go depth 1")
		s.want("info depth 2 score cp 7 nodes 90 nps 9000 time 10 pv d5", "bestmove d5")
		s.send("go depth 2")
		s.want("info depth 2 score cp 7 nodes 90 nps 9000 time 10 pv d5",
			"info depth 2 score mate 5 nodes 120 nps 9000 time 10 pv a1 d7", "bestmove a1")
		s.send("quit")
		s.end()
	})
	t.Run("a panicking search", func(t *testing.T) {
		s := startSearchSession(t, func(context.Context, *rules.Game, goLimits, func(ai.Info)) (ai.Result, error) {
			panic("boom")
		})
		s.send("go depth 1")
		s.want("info string error internal error in search: boom",
			"info string error search answered (none), not a legal move; playing d5 instead", "bestmove d5")
		s.send("isready")
		s.want("readyok")
		s.send("quit")
		s.end()
	})
}

func TestParseGo(t *testing.T) {
	ms := time.Millisecond
	tests := []struct {
		line  string
		want  goLimits
		notes int
	}{
		{"", goLimits{}, 0},
		{"MOVETIME 250 depth 7 infinite", goLimits{depth: 7, moveTime: 250 * ms, infinite: true}, 0},
		// Both clocks are read, whoever is to move.
		{"wtime 60000 btime 30000 winc 1000 binc 500 movestogo 20", goLimits{clock: clock{
			left: [2]time.Duration{60000 * ms, 30000 * ms}, inc: [2]time.Duration{1000 * ms, 500 * ms},
			has: [2]bool{true, true}, movesToGo: 20}}, 0},
		{"winc 1000", goLimits{clock: clock{inc: [2]time.Duration{1000 * ms, 0}}}, 0},
		{"btime -250", goLimits{clock: clock{left: [2]time.Duration{0, -250 * ms}, has: [2]bool{false, true}}}, 0},
		{"wtime 99999999999999", goLimits{clock: clock{left: [2]time.Duration{maxClockMS * ms, 0}, has: [2]bool{true, false}}}, 0},
		{"depth", goLimits{}, 1},
		{"depth 0", goLimits{}, 1},
		{"depth 101", goLimits{}, 1},
		{"movetime 0", goLimits{}, 1},
		{"movetime x", goLimits{}, 1},
		{"movetime 86400001", goLimits{}, 1},
		{"depth 3 movetime", goLimits{depth: 3}, 1},
		{"depth movetime 40", goLimits{moveTime: 40 * ms}, 1},
		{"wtime 1.5", goLimits{}, 1},
		{"wtime 99999999999999999999", goLimits{}, 1},
		{"movestogo 0", goLimits{}, 1},
		{"nodes 1000 depth 4", goLimits{depth: 4}, 1},
		{"nodes lots", goLimits{}, 1},
		{"mate 3", goLimits{}, 1},
		{"ponder infinite", goLimits{infinite: true}, 1},
		{"searchmoves d6 a1-a4 xb4 depth 2", goLimits{depth: 2}, 1},
		{"searchmoves", goLimits{}, 1},
		{"foo 5 depth 2", goLimits{depth: 2}, 2},
	}
	for _, tt := range tests {
		lim, notes := parseGo(strings.Fields(tt.line))
		if lim != tt.want || len(notes) != tt.notes {
			t.Errorf("parseGo(%q) = %+v, %+v; want %+v and %d notes", tt.line, lim, notes, tt.want, tt.notes)
		}
	}
}

func TestClockMoveTime(t *testing.T) {
	ms := time.Millisecond
	both := func(left, inc time.Duration, movesToGo int) clock {
		return clock{left: [2]time.Duration{left, left}, inc: [2]time.Duration{inc, inc}, has: [2]bool{true, true}, movesToGo: movesToGo}
	}
	tests := []struct {
		name  string
		c     clock
		side  rules.Color
		want  time.Duration
		clock bool
	}{
		{"no clock", clock{}, rules.White, 0, false},
		{"only the other side's clock", clock{left: [2]time.Duration{0, 5000 * ms}, has: [2]bool{false, true}}, rules.White, 0, false},
		{"an increment without time left", clock{inc: [2]time.Duration{1000 * ms, 1000 * ms}}, rules.Black, 0, false},
		// (60000-30)/30 + 3/4 of 1000
		{"a minute and a second a move", both(60000*ms, 1000*ms, 0), rules.White, 1999*ms + 750*ms, true},
		{"Black's clock", clock{left: [2]time.Duration{60000 * ms, 9030 * ms}, has: [2]bool{true, true}}, rules.Black, 300 * ms, true},
		{"movestogo", both(60030*ms, 0, 20), rules.Black, 3000 * ms, true},
		{"the last move before the control", both(1030*ms, 0, 1), rules.White, 500 * ms, true},
		{"never more than half", both(130*ms, 1000*ms, 0), rules.White, 50 * ms, true},
		{"nothing left", both(0, 0, 0), rules.White, minClockMove, true},
		{"overstepped", both(-500*ms, 0, 0), rules.White, minClockMove, true},
		{"a negative increment", both(3030*ms, -1000*ms, 0), rules.White, 100 * ms, true},
		{"a year", both(maxClockMS*ms, 0, 0), rules.White, maxMoveTime, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := tt.c.moveTime(tt.side)
			if got != tt.want || ok != tt.clock {
				t.Errorf("moveTime = %v, %v; want %v, %v", got, ok, tt.want, tt.clock)
			}
		})
	}
}

// TestGoForms sends each form of go to an engine whose search tells what
// it was asked: every form is searched and answered with bestmove, bad
// values and unsupported parameters with a line each beforehand.
func TestGoForms(t *testing.T) {
	ms := time.Millisecond
	const bareGo = time.Second // the MoveTime option's default
	tests := []struct {
		name     string
		setup    string // a command before go, if any
		line     string
		notes    []string // the lines before bestmove
		moveTime time.Duration
		depth    int
		infinite bool
	}{
		{"bare", "", "go", nil, bareGo, 0, false},
		{"movetime", "", "go movetime 250", nil, 250 * ms, 0, false},
		{"depth", "", "go depth 7", nil, 0, 7, false},
		{"infinite", "", "go infinite", nil, 0, 0, true},
		{"all three", "", "GO MOVETIME 250 depth 7 Infinite", nil, 250 * ms, 7, true},
		{"clock with increments", "", "go wtime 60000 btime 60000 winc 1000 binc 1000", nil, 2749 * ms, 0, false},
		{"clock with movestogo", "", "go wtime 60000 btime 60000 winc 1000 binc 1000 movestogo 20", nil, 2998500*time.Microsecond + 750*ms, 0, false},
		{"Black's clock", "position startpos moves d6", "go wtime 60000 btime 9030 winc 1000 binc 0", nil, 300 * ms, 0, false},
		{"White's clock while it removes", "position startpos moves d7 f4 g7 b4 a7", "go wtime 3030 btime 60000", nil, 100 * ms, 0, false},
		{"the other side's clock only", "", "go btime 60000 binc 1000", nil, bareGo, 0, false},
		{"movetime below the clock", "", "go wtime 60000 movetime 100", nil, 100 * ms, 0, false},
		{"clock below the movetime", "", "go movetime 5000 wtime 3030", nil, 100 * ms, 0, false},
		{"clock and depth", "", "go depth 5 wtime 60000", nil, 1999 * ms, 5, false},
		{"clock and infinite", "", "go infinite wtime 60000", nil, 1999 * ms, 0, true},
		{"overstepped clock", "", "go wtime -200 btime 1000", nil, minClockMove, 0, false},
		{"nodes", "", "go nodes 1000", []string{"info string warning go: nodes is not supported, ignored"}, bareGo, 0, false},
		{"mate", "", "go mate 3 movetime 50", []string{"info string warning go: mate is not supported, ignored"}, 50 * ms, 0, false},
		{"ponder", "", "go ponder wtime 60000 btime 60000", []string{"info string warning go: ponder is not supported, searching normally"}, 1999 * ms, 0, false},
		{"searchmoves", "", "go searchmoves d6 b4 depth 3", []string{"info string warning go: searchmoves is not supported, searching all moves"}, 0, 3, false},
		{"unknown word", "", "go wtime 60000 fast", []string{"info string warning go: unknown parameter fast ignored"}, 1999 * ms, 0, false},
		{"movetime abc", "", "go movetime abc", []string{"info string error go: movetime abc: want milliseconds from 1 to 86400000; ignored"}, bareGo, 0, false},
		{"movetime negative", "", "go movetime -5", []string{"info string error go: movetime -5: want milliseconds from 1 to 86400000; ignored"}, bareGo, 0, false},
		{"movetime too long", "", "go movetime 86400001", []string{"info string error go: movetime 86400001: want milliseconds from 1 to 86400000; ignored"}, bareGo, 0, false},
		{"movetime missing", "", "go movetime", []string{"info string error go: movetime: missing number; ignored"}, bareGo, 0, false},
		{"depth zero", "", "go depth 0", []string{"info string error go: depth 0: want a whole number from 1 to 100; ignored"}, bareGo, 0, false},
		{"depth too deep", "", "go depth 101 infinite", []string{"info string error go: depth 101: want a whole number from 1 to 100; ignored"}, 0, 0, true},
		{"depth word", "", "go depth deep movetime 40", []string{"info string error go: depth deep: want a whole number from 1 to 100; ignored"}, 40 * ms, 0, false},
		{"depth missing before movetime", "", "go depth movetime 40", []string{"info string error go: depth: missing number; ignored"}, 40 * ms, 0, false},
		{"wtime abc", "", "go wtime abc btime 1000", []string{"info string error go: wtime abc: want a whole number of milliseconds; ignored"}, bareGo, 0, false},
		{"movestogo zero", "", "go wtime 3030 movestogo 0", []string{"info string error go: movestogo 0: want a whole number from 1; ignored"}, 100 * ms, 0, false},
		{"nodes word", "", "go nodes many", []string{"info string error go: nodes many: want a whole number from 1; ignored"}, bareGo, 0, false},
		{"a line of nonsense", "", "go a b c d e f g h i j", []string{
			"info string warning go: unknown parameter a ignored", "info string warning go: unknown parameter b ignored",
			"info string warning go: unknown parameter c ignored", "info string warning go: unknown parameter d ignored",
			"info string warning go: unknown parameter e ignored", "info string warning go: unknown parameter f ignored",
			"info string warning go: unknown parameter g ignored", "info string warning go: unknown parameter h ignored",
			"info string warning go: 2 more problems not shown"}, bareGo, 0, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			asked := make(chan goLimits, 1)
			s := startSearchSession(t, func(_ context.Context, g *rules.Game, lim goLimits, _ func(ai.Info)) (ai.Result, error) {
				asked <- lim
				return ai.Result{Move: g.LegalMoves()[0]}, nil
			})
			if tt.setup != "" {
				s.send(tt.setup)
			}
			s.send(tt.line)
			var lim goLimits
			select {
			case lim = <-asked:
			case <-time.After(time.Minute):
				t.Fatal("no search")
			}
			if lim.moveTime != tt.moveTime || lim.depth != tt.depth || lim.infinite != tt.infinite || lim.level != ai.Master {
				t.Errorf("searched with %+v, want movetime %v, depth %d, infinite %v at Master", lim, tt.moveTime, tt.depth, tt.infinite)
			}
			if tt.infinite {
				s.send("stop")
			}
			var notes []string
			for {
				l := s.next()
				if strings.HasPrefix(l, "bestmove ") {
					break
				}
				notes = append(notes, l)
			}
			if !slices.Equal(notes, tt.notes) {
				t.Errorf("before bestmove %q\nwant %q", notes, tt.notes)
			}
			s.send("quit")
			s.end()
		})
	}
}

// TestHashSizesTable: the search's table is made with the Hash in force at
// the go, 64 MB unless set.
func TestHashSizesTable(t *testing.T) {
	tests := []struct {
		input string
		want  int
	}{
		{"go depth 1\n", 64},
		{"setoption name Hash value 3\ngo depth 1\n", 3},
		{"setoption name Hash value 3\ngo depth 1\nsetoption name Hash value 5\ngo depth 1\n", 5},
		{"setoption name Hash value 0\ngo depth 1\n", 64},
	}
	for _, tt := range tests {
		e := NewEngine(io.Discard)
		if err := e.Run(strings.NewReader(tt.input)); err != nil {
			t.Fatal(err)
		}
		if e.brain == nil || e.brainMB != tt.want {
			t.Errorf("%q: table of %d MB (engine made: %v), want %d", tt.input, e.brainMB, e.brain != nil, tt.want)
		}
	}
}

// TestInfoLine: UCI's fields in UCI's order, whatever the report holds.
func TestInfoLine(t *testing.T) {
	pv := []rules.Move{rules.Place(rules.A7), rules.Remove(rules.F4), rules.Slide(rules.D1, rules.G1)}
	tests := []struct {
		in   ai.Info
		want string
	}{
		{ai.Info{Depth: 3, Score: 94, Nodes: 611, NPS: 875733, Time: 700 * time.Microsecond, PV: pv},
			"info depth 3 score cp 94 nodes 611 nps 875733 time 0 pv a7 xf4 d1-g1"},
		{ai.Info{Depth: 12, Score: -68, Nodes: 489747, NPS: 4225407, Time: 115 * time.Millisecond, PV: pv[:1]},
			"info depth 12 score cp -68 nodes 489747 nps 4225407 time 115 pv a7"},
		{ai.Info{Depth: 2, Score: 30000, Mate: 2, Nodes: 62, NPS: 16921, Time: 3 * time.Millisecond, PV: pv[:2]},
			"info depth 2 score mate 2 nodes 62 nps 16921 time 3 pv a7 xf4"},
		{ai.Info{Depth: 5, Mate: -7, Nodes: 9, Time: 2 * time.Second},
			"info depth 5 score mate -7 nodes 9 nps 0 time 2000"},
		{ai.Info{}, "info depth 0 score cp 0 nodes 0 nps 0 time 0"},
	}
	for _, tt := range tests {
		if got := infoLine(tt.in); got != tt.want {
			t.Errorf("infoLine(%+v)\n= %q\nwant %q", tt.in, got, tt.want)
		}
	}
}
