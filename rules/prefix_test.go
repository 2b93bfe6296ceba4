package rules_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/ninemen/morris/rules"
)

// shuttle is a position in which both sides shuttle a man back and forth
// without closing a mill: every four plies the position comes back.
var shuttle = setup{white: "a1 g1 b4 f6", black: "a7 g7 c3 e5", toMove: rules.White}

// The position after a1-a4 comes a third time at ply 9.
const shuttleMoves = "a1-a4 a7-d7 a4-a1 d7-a7 a1-a4 a7-d7 a4-a1 d7-a7 a1-a4"

func TestPrefix(t *testing.T) {
	drawn := shuttle.game(t, rules.NineMensMorris())
	playGame(t, drawn, shuttleMoves)
	if r := drawn.Result(); r.Reason != rules.Repetition {
		t.Fatalf("the shuttle ends %v, want a draw by repetition", r)
	}
	undone := drawn.Clone()
	undone.Undo()
	undone.Undo()
	resigned := shuttle.game(t, rules.NineMensMorris())
	playGame(t, resigned, "a1-a4")
	resigned.Resign(rules.Black)

	tests := []struct {
		name        string
		g           *rules.Game
		n           int
		ply         int
		repetitions int
		result      rules.Result
	}{
		{"start", drawn, 0, 0, 0, rules.Result{}},
		{"clamped below", drawn, -3, 0, 0, rules.Result{}},
		{"repetitions carried", drawn, 5, 5, 2, rules.Result{}},
		{"one ply before the draw", drawn, 8, 8, 2, rules.Result{}},
		{"the draw kept", drawn, 9, 9, 3, rules.Result{Outcome: rules.Draw, Reason: rules.Repetition}},
		{"clamped above", drawn, 99, 9, 3, rules.Result{Outcome: rules.Draw, Reason: rules.Repetition}},
		{"undone moves dropped", undone, 7, 7, 2, rules.Result{}},
		{"resignation dropped", resigned, 1, 1, 1, rules.Result{}},
	}
	for _, tt := range tests {
		p := tt.g.Prefix(tt.n)
		if p.Ply() != tt.ply || p.Repetitions() != tt.repetitions || p.Result() != tt.result {
			t.Errorf("%s: Prefix(%d) has %d plies, %d repetitions, result %v; want %d, %d, %v",
				tt.name, tt.n, p.Ply(), p.Repetitions(), p.Result(), tt.ply, tt.repetitions, tt.result)
		}
		if p.CanRedo() || p.Redo() {
			t.Errorf("%s: Prefix(%d) has moves to redo", tt.name, tt.n)
		}
		if !slices.Equal(p.Moves(), tt.g.Moves()[:tt.ply]) {
			t.Errorf("%s: Prefix(%d) moves %v", tt.name, tt.n, p.Moves())
		}
		if start := p.Start(); !start.Equal(tt.g.Start()) {
			t.Errorf("%s: Prefix(%d) starts at %v", tt.name, tt.n, start.FEN())
		}
	}

	// Playing on from the prefix counts the repetitions before it, and
	// leaves the game it came from as it was.
	p := drawn.Prefix(8)
	playGame(t, p, "a1-a4")
	if r := p.Result(); r.Reason != rules.Repetition {
		t.Errorf("the prefix played on ends %v, want a draw by repetition", r)
	}
	p = drawn.Prefix(8)
	playGame(t, p, "b4-b6")
	if drawn.Ply() != 9 || drawn.Moves()[8] != mustMove(t, "a1-a4") {
		t.Errorf("playing on a prefix changed the game: %v", drawn.Moves())
	}
	// Undo on the prefix goes back into the history it kept.
	for range 2 {
		p.Undo()
	}
	if p.Ply() != 7 {
		t.Errorf("undo on a prefix: %d plies", p.Ply())
	}
}

// TestPrefixIsTheReplay: a prefix is the game the play scene got by
// replaying the moves into a fresh game from the start position.
func TestPrefixIsTheReplay(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for _, v := range rules.Presets() {
		g := rules.NewGame(v)
		for !g.Result().Over() && g.Ply() < 160 {
			ms := g.LegalMoves()
			if err := g.Play(ms[r.IntN(len(ms))]); err != nil {
				t.Fatal(err)
			}
		}
		for n := 0; n <= g.Ply(); n++ {
			p := g.Prefix(n)
			fresh := rules.NewGameFrom(g.Start())
			for _, m := range g.Moves()[:n] {
				if err := fresh.Play(m); err != nil {
					t.Fatal(err)
				}
			}
			a, b := p.Position(), fresh.Position()
			if !a.Equal(b) || p.Result() != fresh.Result() || p.Repetitions() != fresh.Repetitions() || !slices.Equal(p.Moves(), fresh.Moves()) {
				t.Fatalf("%s: Prefix(%d) differs from the replay: %v %v, %v %v", v.Name, n, a.FEN(), p.Result(), b.FEN(), fresh.Result())
			}
		}
	}
}
