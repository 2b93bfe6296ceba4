package protocol

import (
	"context"
	"errors"
	"io"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/ninemen/morris/ai"
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
	for i, p := range rules.Presets() {
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

func strconvBool(b bool) string {
	if b {
		return "true"
	}
	return "false"
}

func TestPresetTokens(t *testing.T) {
	seen := map[string]bool{}
	for _, p := range rules.Presets() {
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
	r, w := io.Pipe()
	s := &searchSession{t: t, in: w, out: make(lineWriter, 1000), done: make(chan error, 1)}
	e := NewEngine(s.out)
	e.search = search
	go func() { s.done <- e.Run(r) }()
	t.Cleanup(func() { w.Close() })
	return s
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
	case <-time.After(10 * time.Second):
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
	case <-time.After(10 * time.Second):
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
		s := startSearchSession(t, stubSearch)
		start := time.Now()
		s.send("go movetime 30")
		s.want(stubInfo, "bestmove d5")
		if d := time.Since(start); d < 30*time.Millisecond {
			t.Errorf("answered after %v", d)
		}
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
	lim, err := parseGo(strings.Fields("MOVETIME 250 depth 7 infinite"))
	if err != nil || lim != (goLimits{depth: 7, moveTime: 250 * time.Millisecond, infinite: true}) {
		t.Errorf("parseGo = %+v, %v", lim, err)
	}
	for _, bad := range []string{"depth", "depth 0", "movetime 0", "movetime x", "ponder", "depth 101", "movetime 86400001", "depth 3 movetime"} {
		if _, err := parseGo(strings.Fields(bad)); err == nil {
			t.Errorf("parseGo(%q) accepted", bad)
		}
	}
}
