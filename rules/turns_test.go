package rules_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/ninemen/morris/rules"
)

// turnGames are games whose turns are not one ply each: removals after a
// move, two removals after one move (RemoveMultiple), a removal owed by a
// position set up from a FEN, and passes (BlockedPasses).
func turnGames(t *testing.T) map[string]*rules.Game {
	t.Helper()
	out := map[string]*rules.Game{}

	g := rules.NewGame(rules.NineMensMorris())
	// Plies 0-6; turns start at 0 1 2 3 4 6, a7xd6 is plies 4 and 5.
	playGame(t, g, "a1 d6 a4 f4 a7 xd6 b6")
	out["removal"] = g

	multi := rules.NineMensMorris()
	multi.RemoveMultiple = true
	// a1 closes two mills: a1 xd6 xf4 is plies 0-2, then Black's b6.
	g = setup{white: "a4 a7 d1 g1", black: "d6 f4 c5", handW: 5, handB: 6, toMove: rules.White}.game(t, multi)
	playGame(t, g, "a1 xd6 xf4 b6 b4")
	out["two removals"] = g

	p, err := rules.ParseFEN("**@*O@@@/O@@O@OO*/@*O**OOO b p r 9 0 8 0 0 1 0 0 0 0 0 0 10", rules.NineMensMorris())
	if err != nil {
		t.Fatal(err)
	}
	g = rules.NewGameFrom(p)
	// The owed removal is a turn of its own, with no man moved.
	playGame(t, g, "xd6 d3-e3 c3-d3")
	out["fen removal owed"] = g

	passes := rules.NineMensMorris()
	passes.Blocked = rules.BlockedPasses
	g = setup{white: "a4 d6 g4 d1 c4", black: "a1 a7 g1 g7", toMove: rules.White}.game(t, passes)
	// d6-d7 boxes Black in and Black passes; White opens d7 again and
	// Black slides in.
	playGame(t, g, "d6-d7 pass d7-d6 a7-d7")
	out["passes"] = g
	return out
}

func TestStepTurns(t *testing.T) {
	games := turnGames(t)
	tests := []struct {
		game     string
		from, n  int
		want     int
		scenario string
	}{
		{"removal", 0, 0, 0, "no step"},
		{"removal", 0, -1, 0, "back from ply 0"},
		{"removal", 0, 1, 1, "one ply turn"},
		{"removal", 4, 1, 6, "a move with its removal"},
		{"removal", 6, -1, 4, "back over a removal"},
		{"removal", 5, -1, 4, "back from inside a turn to its start"},
		{"removal", 5, 1, 6, "on from inside a turn to its end"},
		{"removal", 7, 1, 7, "on from the end"},
		{"removal", 7, -2, 4, "two back"},
		{"removal", 0, 99, 7, "clamped at the end"},
		{"removal", 7, -99, 0, "clamped at the start"},
		{"removal", 99, -1, 6, "from past the end"},
		{"removal", -5, 1, 1, "from before the start"},
		{"two removals", 0, 1, 3, "a1 xd6 xf4 is one turn"},
		{"two removals", 3, -1, 0, "back over both removals"},
		{"two removals", 2, 1, 3, "from between the removals"},
		{"fen removal owed", 0, 1, 1, "the owed removal alone"},
		{"fen removal owed", 3, -3, 0, "back to the set-up position"},
		{"passes", 1, 1, 2, "a pass is a turn"},
		{"passes", 3, -1, 2, "back to the pass's reply"},
		{"passes", 2, -1, 1, "back to the pass"},
		{"passes", 4, -4, 0, "all the way back"},
	}
	for _, tt := range tests {
		if got := games[tt.game].StepTurns(tt.from, tt.n); got != tt.want {
			t.Errorf("%s, %s: StepTurns(%d, %d) = %d, want %d", tt.game, tt.scenario, tt.from, tt.n, got, tt.want)
		}
	}
	// The play scene's StepTurns, copied as it was, agrees everywhere.
	for name, g := range games {
		for from := 0; from <= g.Ply(); from++ {
			for n := -4; n <= 4; n++ {
				if got, want := g.StepTurns(from, n), sceneStepTurns(g, from, n); got != want {
					t.Errorf("%s: StepTurns(%d, %d) = %d, the scene's gave %d", name, from, n, got, want)
				}
			}
		}
	}
}

// sceneStepTurns is scenes/play's StepTurns before it moved here.
func sceneStepTurns(g *rules.Game, from, step int) int {
	moves := g.Moves()
	t := from
	for ; step < 0 && t > 0; step++ {
		t--
		for t > 0 && moves[t].Kind() == rules.RemoveMove {
			t--
		}
	}
	for ; step > 0 && t < len(moves); step-- {
		t++
		for t < len(moves) && moves[t].Kind() == rules.RemoveMove {
			t++
		}
	}
	return t
}

func TestLastTurn(t *testing.T) {
	games := turnGames(t)
	tests := []struct {
		game  string
		ply   int
		ok    bool
		turn  string // the turn's plies, cut at ply
		start int
		side  rules.Color
		num   int
	}{
		{"removal", 0, false, "", 0, rules.White, 0},
		{"removal", 1, true, "a1", 0, rules.White, 1},
		{"removal", 5, true, "a7", 4, rules.White, 3},
		{"removal", 6, true, "a7xd6", 4, rules.White, 3},
		{"removal", 7, true, "b6", 6, rules.Black, 3},
		{"removal", 99, true, "b6", 6, rules.Black, 3},
		{"two removals", 2, true, "a1xd6", 0, rules.White, 1},
		{"two removals", 3, true, "a1xd6xf4", 0, rules.White, 1},
		{"two removals", 5, true, "b4", 4, rules.White, 2},
		// The owed removal moved no man: nothing to mark yet.
		{"fen removal owed", 1, false, "", 0, rules.White, 0},
		{"fen removal owed", 2, true, "d3-e3", 1, rules.White, 1},
		{"fen removal owed", 3, true, "c3-d3", 2, rules.Black, 2},
		// A pass moved no man either: the move before it is the last.
		{"passes", 1, true, "d6-d7", 0, rules.White, 1},
		{"passes", 2, true, "d6-d7", 0, rules.White, 1},
		{"passes", 3, true, "d7-d6", 2, rules.White, 2},
		{"passes", 4, true, "a7-d7", 3, rules.Black, 2},
	}
	for _, tt := range tests {
		g := games[tt.game]
		tr, ok := g.LastTurn(tt.ply)
		if ok != tt.ok {
			t.Errorf("%s: LastTurn(%d) ok %v, want %v", tt.game, tt.ply, ok, tt.ok)
			continue
		}
		if !ok {
			continue
		}
		if got := rules.FormatTurn(tr.Moves); got != tt.turn || tr.Start != tt.start || tr.Side != tt.side || tr.Number != tt.num {
			t.Errorf("%s: LastTurn(%d) = %s from %d by %v number %d, want %s from %d by %v number %d",
				tt.game, tt.ply, got, tr.Start, tr.Side, tr.Number, tt.turn, tt.start, tt.side, tt.num)
		}
	}
	// The marks' lastTurn, copied as it was: the same move, and the
	// removals it marks are the turn's.
	for name, g := range games {
		turns := g.Turns()
		for ply := 0; ply <= g.Ply(); ply++ {
			first, want := sceneLastTurn(g, ply)
			tr, ok := g.LastTurn(ply)
			if ok != want || ok && tr.Start != first {
				t.Errorf("%s: LastTurn(%d) starts at %d (%v), the scene's at %d (%v)", name, ply, tr.Start, ok, first, want)
				continue
			}
			if !ok {
				continue
			}
			if got, want := tr.Moves, g.Moves()[first:max(ply, first+1)]; !slices.Equal(got[1:], removalsOnly(want[1:])) {
				t.Errorf("%s: LastTurn(%d) removals %v, the scene marks %v", name, ply, got[1:], want[1:])
			}
			i := slices.IndexFunc(turns, func(u rules.Turn) bool { return u.Start == tr.Start })
			if u := turns[i]; u.Side != tr.Side || u.Number != tr.Number {
				t.Errorf("%s: LastTurn(%d) %+v, Turns has %+v", name, ply, tr, u)
			}
		}
	}
}

// removalsOnly keeps the removals of moves, as drawLastTurn marks them.
func removalsOnly(moves []rules.Move) []rules.Move {
	var out []rules.Move
	for _, m := range moves {
		if m.Kind() == rules.RemoveMove {
			out = append(out, m)
		}
	}
	return out
}

// sceneLastTurn is scenes/play's lastTurn before it moved here.
func sceneLastTurn(g *rules.Game, shown int) (first int, ok bool) {
	moves := g.Moves()[:shown]
	for i := len(moves) - 1; i >= 0; i-- {
		if k := moves[i].Kind(); k == rules.PlaceMove || k == rules.SlideMove {
			return i, true
		}
	}
	return 0, false
}

func TestMillsFormed(t *testing.T) {
	games := turnGames(t)
	line := func(s string) rules.Line {
		var l rules.Line
		for i, f := range []string{s[0:2], s[3:5], s[6:8]} {
			l[i] = mustPoint(t, f)
		}
		return l
	}
	tests := []struct {
		game string
		i    int
		want []rules.Line
	}{
		{"removal", 4, []rules.Line{line("a1 a4 a7")}},
		{"removal", 5, nil}, // a removal
		{"removal", 6, nil}, // no mill
		{"removal", -1, nil},
		{"removal", 7, nil},
		{"passes", 1, nil}, // a pass
		{"fen removal owed", 0, nil},
	}
	for _, tt := range tests {
		if got := games[tt.game].MillsFormed(tt.i); !sameLines(got, tt.want) {
			t.Errorf("%s: MillsFormed(%d) = %v, want %v", tt.game, tt.i, got, tt.want)
		}
	}
	// Two mills at once.
	got := games["two removals"].MillsFormed(0)
	if want := []rules.Line{line("a1 a4 a7"), line("a1 d1 g1")}; !sameLines(got, want) {
		t.Errorf("a1 closing two mills: MillsFormed(0) = %v, want %v", got, want)
	}
	// The result scene's finalMills: the mills of the last turn's move.
	for name, g := range games {
		var got []rules.Line
		if tr, ok := g.LastTurn(g.Ply()); ok {
			got = g.MillsFormed(tr.Start)
		}
		if want := sceneFinalMills(g); !sameLines(got, want) {
			t.Errorf("%s: the last turn's mills %v, finalMills %v", name, got, want)
		}
	}
}

func sameLines(a, b []rules.Line) bool {
	// A line's points may come in either direction.
	key := func(l rules.Line) string {
		pts := []string{l[0].String(), l[1].String(), l[2].String()}
		slices.Sort(pts)
		return strings.Join(pts, " ")
	}
	ka, kb := make([]string, 0, len(a)), make([]string, 0, len(b))
	for _, l := range a {
		ka = append(ka, key(l))
	}
	for _, l := range b {
		kb = append(kb, key(l))
	}
	slices.Sort(ka)
	slices.Sort(kb)
	return slices.Equal(ka, kb)
}

// sceneFinalMills is scenes/play's finalMills before it moved here.
func sceneFinalMills(g *rules.Game) []rules.Line {
	moves := g.Moves()
	for i := len(moves) - 1; i >= 0; i-- {
		if m := moves[i]; m.Kind() == rules.PlaceMove || m.Kind() == rules.SlideMove {
			after := g.PositionAt(i + 1)
			return after.MillsThrough(m.To())
		}
	}
	return nil
}

func TestTurnNumber(t *testing.T) {
	games := turnGames(t)
	tests := []struct {
		game string
		ply  int
		want int
	}{
		{"removal", 0, 0},
		{"removal", 1, 1},
		{"removal", 2, 1},
		{"removal", 3, 2},
		{"removal", 5, 3}, // inside a7xd6
		{"removal", 6, 3},
		{"removal", 7, 3},
		{"removal", 99, 3},
		{"removal", -1, 0},
		{"two removals", 3, 1},
		{"two removals", 4, 1},
		{"two removals", 5, 2},
		{"fen removal owed", 1, 1},
		{"fen removal owed", 2, 1},
		{"fen removal owed", 3, 2},
		{"passes", 1, 1},
		{"passes", 2, 1}, // the pass is Black's half of move 1
		{"passes", 3, 2},
		{"passes", 4, 2},
	}
	for _, tt := range tests {
		if got := games[tt.game].TurnNumber(tt.ply); got != tt.want {
			t.Errorf("%s: TurnNumber(%d) = %d, want %d", tt.game, tt.ply, got, tt.want)
		}
	}
	for name, g := range games {
		for n := 0; n <= g.Ply(); n++ {
			if got, want := g.TurnNumber(n), sceneListMove(g, n); got != want {
				t.Errorf("%s: TurnNumber(%d) = %d, listMove %d", name, n, got, want)
			}
		}
	}
}

// sceneListMove is scenes/play's listMove before it moved here.
func sceneListMove(g *rules.Game, n int) int {
	num := 0
	for _, t := range g.Turns() {
		if t.Start >= n {
			break
		}
		num = t.Number
	}
	return num
}

func TestFirstTurn(t *testing.T) {
	tests := []struct{ line, want string }{
		{"", ""},
		{"d6 a4", "d6"},
		{"a7 xd6 b6", "a7xd6"},
		{"a1 xd6 xf4 b6", "a1xd6xf4"},
		{"xd6 d3-e3", "xd6"},
		{"pass d7-d6", "pass"},
	}
	for _, tt := range tests {
		var line []rules.Move
		for _, s := range strings.Fields(tt.line) {
			line = append(line, mustMove(t, s))
		}
		got := rules.FirstTurn(line)
		if s := rules.FormatTurn(got); s != tt.want {
			t.Errorf("FirstTurn(%q) = %q, want %q", tt.line, s, tt.want)
		}
		if len(got) > 0 {
			// A copy: the line is not changed through it.
			got[0] = rules.Pass
			if line[0] == rules.Pass && tt.want != "pass" {
				t.Errorf("FirstTurn(%q) shares the line", tt.line)
			}
		}
	}
}

func TestOwes(t *testing.T) {
	// The positions, by ply, in which a side owes a removal; in every
	// other position of these games neither side does.
	owes := map[string]map[int]rules.Color{
		"removal":          {5: rules.White},
		"two removals":     {1: rules.White, 2: rules.White},
		"fen removal owed": {0: rules.Black},
		"passes":           {},
	}
	for name, g := range turnGames(t) {
		for ply := 0; ply <= g.Ply(); ply++ {
			p := g.PositionAt(ply)
			for _, c := range []rules.Color{rules.White, rules.Black} {
				who, ok := owes[name][ply]
				if want := ok && who == c; p.Owes(c) != want {
					t.Errorf("%s, ply %d: Owes(%v) = %v, want %v", name, ply, c, p.Owes(c), want)
				}
			}
		}
	}
	// The removal that ends the game leaves nothing owed: White's mill
	// takes Black down to two men.
	g := setup{white: "a1 a4 d7 g7", black: "b2 d2 f2", toMove: rules.White}.game(t, rules.NineMensMorris())
	playGame(t, g, "d7-a7")
	if p := g.Position(); !p.Owes(rules.White) || p.Owes(rules.Black) {
		t.Errorf("after d7-a7: Owes(White) = %v, Owes(Black) = %v, want true, false", p.Owes(rules.White), p.Owes(rules.Black))
	}
	playGame(t, g, "xb2")
	if p := g.Position(); !p.Result().Over() || p.Owes(rules.White) || p.Owes(rules.Black) {
		t.Errorf("after xb2: over %v, Owes(White) = %v, Owes(Black) = %v", p.Result().Over(), p.Owes(rules.White), p.Owes(rules.Black))
	}
}
