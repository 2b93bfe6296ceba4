package protocol

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/ninemen/morris/ai"
	"github.com/ninemen/morris/rules"
)

// Name and Author are what `uci` identifies the engine as.
const (
	Name   = "Morris"
	Author = "the Morris authors"
)

// maxPerftDepth bounds perft: deeper trees would not finish in a lifetime,
// and the bound keeps the count far from overflowing.
const maxPerftDepth = 30

func (e *Engine) cmdUCI() {
	def := defaultSettings()
	lines := []string{"id name " + Name, "id author " + Author}
	for i := range e.opts {
		lines = append(lines, e.opts[i].announce(&def))
	}
	e.out.write(append(lines, "uciok")...)
}

// cmdSetOption handles `setoption name <Name> value <Value>`. The name may
// hold spaces, as UCI allows, and is matched without regard to case. A
// change of the rules sends the position back to the start, because a
// position set up under other rules may be impossible under the new ones.
func (e *Engine) cmdSetOption(args []string) {
	const usage = "setoption: want setoption name <Name> value <Value>"
	if len(args) == 0 || !strings.EqualFold(args[0], "name") {
		e.out.errorf("%s", usage)
		return
	}
	args = args[1:]
	vi := len(args)
	for i, a := range args {
		if strings.EqualFold(a, "value") {
			vi = i
			break
		}
	}
	name := strings.Join(args[:vi], " ")
	if name == "" {
		e.out.errorf("%s", usage)
		return
	}
	var o *option
	for i := range e.opts {
		if strings.EqualFold(e.opts[i].name, name) {
			o = &e.opts[i]
		}
	}
	if o == nil {
		e.out.errorf("setoption: unknown option %s (uci lists them)", show(name))
		return
	}
	if vi+1 >= len(args) {
		e.out.errorf("setoption %s: missing value", o.name)
		return
	}
	next := e.set
	if err := o.set(&next, strings.Join(args[vi+1:], " ")); err != nil {
		e.out.errorf("setoption %s: %v", o.name, err)
		return
	}
	next.variant.Name = variantName(next.variant)
	if err := next.variant.Validate(); err != nil {
		e.out.errorf("setoption %s: %v", o.name, err)
		return
	}
	changed := next.variant != e.set.variant
	e.set = next
	if changed {
		e.game = rules.NewGame(e.set.variant)
		e.out.printf("info string rules now %s; position reset to the start", e.set.variant.Name)
	}
}

// cmdPosition handles `position startpos|fen <FEN> [moves …]`. It builds
// the new game aside and swaps it in only when every move was legal, so
// that a bad command leaves the engine where it was.
func (e *Engine) cmdPosition(args []string) {
	const usage = "position: want position startpos [moves …] or position fen <FEN> [moves …]"
	if len(args) == 0 {
		e.out.errorf("%s", usage)
		return
	}
	var start rules.Position
	rest := args[1:]
	switch strings.ToLower(args[0]) {
	case "startpos":
		start = rules.NewPosition(e.set.variant)
	case "fen":
		n := 0
		for n < len(rest) && !strings.EqualFold(rest[n], "moves") {
			n++
		}
		if n == 0 {
			e.out.errorf("position fen: missing FEN")
			return
		}
		p, err := rules.ParseFEN(strings.Join(rest[:n], " "), e.set.variant)
		if err != nil {
			e.out.errorf("position fen: %v", err)
			return
		}
		start, rest = p, rest[n:]
	default:
		e.out.errorf("%s", usage)
		return
	}
	if len(rest) > 0 {
		if !strings.EqualFold(rest[0], "moves") {
			e.out.errorf("position: unexpected %s, want moves", show(rest[0]))
			return
		}
		rest = rest[1:]
	}
	g := rules.NewGameFrom(start)
	for _, tok := range rest {
		if err := playTurn(g, tok); err != nil {
			e.out.errorf("%v", err)
			return
		}
	}
	e.game = g
}

// playTurn plays one token of a moves list: a ply, or a ply with its
// removals attached (a1-a4xg7). The error names the ply that failed and
// its number counted from the start position, removals being plies too.
func playTurn(g *rules.Game, tok string) error {
	moves, err := rules.ParseTurn(tok)
	if err != nil {
		return fmt.Errorf("illegal move %s at ply %d: %v", show(tok), g.Ply()+1, err)
	}
	for _, m := range moves {
		err := g.Play(m)
		if err == nil {
			continue
		}
		why := err.Error()
		var ime *rules.IllegalMoveError
		switch {
		case errors.As(err, &ime):
			why = ime.Why
		case errors.Is(err, rules.ErrGameOver):
			why = fmt.Sprintf("the game is over (%v)", g.Result())
		}
		msg := fmt.Sprintf("illegal move %v at ply %d: %s", m, g.Ply()+1, why)
		if len(moves) > 1 {
			msg += " (in " + show(tok) + ")"
		}
		return errors.New(msg)
	}
	return nil
}

// cmdPerft handles `perft <depth>`. It runs as a job: `isready` is answered
// and `stop` obeyed meanwhile, and commands after it wait for its answer.
func (e *Engine) cmdPerft(args []string) {
	if len(args) != 1 {
		e.out.errorf("perft: want perft <depth>, depth 1 to %d", maxPerftDepth)
		return
	}
	depth, err := strconv.Atoi(args[0])
	if err != nil || depth < 1 || depth > maxPerftDepth {
		e.out.errorf("perft: depth %s: want a whole number from 1 to %d", show(args[0]), maxPerftDepth)
		return
	}
	pos, out, count := e.game.Position(), e.out, e.perft
	if count == nil {
		count = perft
	}
	e.startJob(false, func(ctx context.Context) { divide(ctx, out, pos, depth, count) })
}

// perftFunc counts the leaves of the move tree depth plies below pos, or
// gives up once ctx is done (false).
type perftFunc func(ctx context.Context, pos rules.Position, depth int) (uint64, bool)

// divide writes the perft count below each legal move of pos, then the
// total, as Stockfish's `go perft` does, so that two generators can be
// compared move by move.
func divide(ctx context.Context, out *output, pos rules.Position, depth int, count perftFunc) {
	var buf [rules.MaxMoves]rules.Move
	moves := pos.LegalMoves(buf[:0])
	var total uint64
	for i, m := range moves {
		child := pos
		child.Play(m)
		n, ok := count(ctx, child, depth-1)
		if !ok {
			out.printf("info string perft stopped after %d of %d moves, no total", i, len(moves))
			return
		}
		out.printf("%v: %d", m, n)
		total += n
	}
	out.printf("nodes %d", total)
}

// perft is rules.Perft that gives up once ctx is done (false). It hands
// the last two plies, a few thousand nodes at most, to rules.Perft, so it
// counts exactly what rules.Perft counts at nearly its speed while
// noticing `stop` within microseconds.
func perft(ctx context.Context, pos rules.Position, depth int) (uint64, bool) {
	if depth <= 2 {
		return rules.Perft(pos, depth), true
	}
	if ctx.Err() != nil {
		return 0, false
	}
	var buf [rules.MaxMoves]rules.Move
	var total uint64
	for _, m := range pos.LegalMoves(buf[:0]) {
		child := pos
		child.Play(m)
		n, ok := perft(ctx, child, depth-1)
		if !ok {
			return 0, false
		}
		total += n
	}
	return total, true
}

// cmdDisplay handles `d`: the board and FEN as rules draws them, then what
// a person debugging wants next: variant, side to move, result or the
// legal moves.
func (e *Engine) cmdDisplay() {
	p := e.game.Position()
	var lines []string
	for _, l := range strings.Split(p.String(), "\n") {
		if strings.TrimSpace(l) != "" {
			lines = append(lines, l)
		}
	}
	lines = append(lines, "Variant: "+e.set.variant.Name)
	lines = append(lines, fmt.Sprintf("Side to move: %v, to %s", p.SideToMove(), actionWord(p.Action())))
	if r := e.game.Result(); r.Over() {
		lines = append(lines, fmt.Sprintf("Result: %s %v", r.Token(), r))
	} else {
		var sb strings.Builder
		sb.WriteString("Legal moves:")
		for _, m := range e.game.LegalMoves() {
			sb.WriteString(" " + m.String())
		}
		lines = append(lines, sb.String())
	}
	e.out.write(lines...)
}

func actionWord(a rules.Action) string {
	switch a {
	case rules.ActPlace:
		return "place"
	case rules.ActFly:
		return "fly"
	case rules.ActRemove:
		return "remove"
	}
	return "move"
}

// cmdGo handles `go`. It always searches, whatever it was sent (see
// parseGo), because a runner that gets no bestmove loses on time. A clock
// becomes a movetime, the smaller of the two when both are given. The
// MoveTime option bounds only a go with no limit at all: a depth or
// infinite asks for that search and nothing else, as in UCI, so that
// `go depth n` plays the same move on any machine.
func (e *Engine) cmdGo(args []string) {
	lim, notes := parseGo(args)
	for i, n := range notes {
		if i == maxGoNotes {
			e.out.printf("info string warning go: %d more problems not shown", len(notes)-i)
			break
		}
		if n.err {
			e.out.errorf("go: %s", n.msg)
		} else {
			e.out.printf("info string warning go: %s", n.msg)
		}
	}
	pos := e.game.Position()
	if t, ok := lim.clock.moveTime(pos.SideToMove()); ok && (lim.moveTime == 0 || t < lim.moveTime) {
		lim.moveTime = t
	}
	if lim.depth == 0 && lim.moveTime == 0 && !lim.infinite {
		lim.moveTime = e.set.moveTime
	}
	lim.level = e.set.level
	e.startSearch(lim)
}

// cmdNewGame handles `ucinewgame`: the start position, and a search that
// remembers nothing of the last game, so that a game's moves do not depend
// on what the engine played before it.
func (e *Engine) cmdNewGame() {
	e.game = rules.NewGame(e.set.variant)
	if e.brain != nil {
		e.brain.Clear()
	}
}

// searchFunc is the shape of a search for startSearch. It searches the
// current position of g (the history is there for the repetition rule)
// within lim, calls report after each iteration, and returns once its
// limits are reached or ctx is done, whichever comes first; a movetime
// arrives both in lim, for the lower levels that use only a share of it,
// and as ctx's end on the engine's clock. It must not change g.
type searchFunc func(ctx context.Context, g *rules.Game, lim goLimits, report func(ai.Info)) (ai.Result, error)

// aiSearch is the search of package ai, on the engine's one ai.Engine,
// made at the first `go` so that a session that never searches never
// allocates its transposition table. The table is kept from move to move,
// as a game needs; ucinewgame clears it. A Hash of another size makes a
// new engine, empty, as UCI engines do on a resize; it is made here
// rather than at setoption so that a GUI that sets Hash several times
// allocates once, and the old table is garbage before the new one exists.
func (e *Engine) aiSearch() searchFunc {
	if e.brain == nil || e.brainMB != e.set.hashMB {
		e.brain = nil
		e.brain, e.brainMB = ai.NewEngine(e.set.hashMB), e.set.hashMB
	}
	brain, threads, seed, clock := e.brain, e.set.threads, uint64(e.set.seed), e.clock
	return func(ctx context.Context, g *rules.Game, lim goLimits, report func(ai.Info)) (ai.Result, error) {
		return brain.SearchGame(ctx, g, ai.Options{Level: lim.level, MoveTime: lim.moveTime, Depth: lim.depth, Threads: threads, Seed: seed, Info: report, Clock: clock})
	}
}

// infoLine writes a report as UCI does, so that UCI tools read it: the
// fields in UCI's order (depth, then seldepth, which ai does not count,
// score, nodes, nps, time, pv), "score cp" in hundredths of a man, or
// "score mate" when the result is forced.
func infoLine(i ai.Info) string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "info depth %d ", i.Depth)
	if i.Mate != 0 {
		fmt.Fprintf(&sb, "score mate %d", i.Mate)
	} else {
		fmt.Fprintf(&sb, "score cp %d", i.Score)
	}
	fmt.Fprintf(&sb, " nodes %d nps %d time %d", i.Nodes, i.NPS, i.Time.Milliseconds())
	if len(i.PV) > 0 {
		sb.WriteString(" pv")
		for _, m := range i.PV {
			sb.WriteString(" " + m.String())
		}
	}
	return sb.String()
}

// startSearch runs the search as a job and answers bestmove, one ply (a
// mill is answered with the move, and the removal after the GUI sends the
// position with it). The protocol's rules live here rather than in the
// search: movetime as a deadline, infinite holding the answer until stop,
// quit stopping the search, and a check that the move is legal.
func (e *Engine) startSearch(lim goLimits) {
	g, out := e.game, e.out
	if r := g.Result(); r.Over() {
		out.write("info string game over: "+r.String(), "bestmove (none)")
		return
	}
	search := e.search
	if search == nil {
		search = e.aiSearch()
	}
	clock := e.clock
	e.startJob(true, func(stop context.Context) {
		ctx := stop
		if lim.moveTime > 0 {
			var cancel context.CancelFunc
			ctx, cancel = context.WithCancel(stop)
			defer cancel()
			defer clock.AfterFunc(lim.moveTime, cancel)()
		}
		var last ai.Info
		report := func(i ai.Info) {
			last = i
			out.write(infoLine(i))
		}
		res, err := func() (res ai.Result, err error) {
			// A GUI waits for bestmove whatever happens: a search that
			// panics still gets one, made below from the legal moves.
			defer func() {
				if r := recover(); r != nil {
					err = fmt.Errorf("internal error in search: %v", r)
				}
			}()
			return search(ctx, g, lim, report)
		}()
		if err != nil {
			out.errorf("%v", err)
		}
		// The search may end with a better move than its last report (an
		// unfinished iteration) or, below Master, pick another candidate:
		// a last line whose pv starts with the bestmove tells the GUI why.
		if in := res.Info; err == nil && in.Depth > 0 && (in.Nodes != last.Nodes || in.Score != last.Score || firstMove(in.PV) != firstMove(last.PV)) {
			out.write(infoLine(in))
		}
		if lim.infinite {
			<-stop.Done()
		}
		m := res.Move
		if pos := g.Position(); !pos.IsLegal(m) {
			legal := g.LegalMoves()
			if len(legal) == 0 {
				out.errorf("search answered %v, and there is no legal move", m)
				out.write("bestmove (none)")
				return
			}
			out.errorf("search answered %v, not a legal move; playing %v instead", m, legal[0])
			m = legal[0]
		}
		out.write("bestmove " + m.String())
	})
}

// firstMove is the first move of a line, or the zero move.
func firstMove(pv []rules.Move) rules.Move {
	if len(pv) == 0 {
		return 0
	}
	return pv[0]
}
