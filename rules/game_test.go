package rules_test

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/ninemen/morris/rules"
)

func TestGameUndoRedoRestoresExactly(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for _, v := range rules.Presets() {
		g := rules.NewGame(v)
		seen := []rules.Position{g.Position()}
		results := []rules.Result{g.Result()}
		for !g.Result().Over() && g.Ply() < 300 {
			ms := g.LegalMoves()
			if err := g.Play(ms[r.IntN(len(ms))]); err != nil {
				t.Fatal(err)
			}
			seen = append(seen, g.Position())
			results = append(results, g.Result())
		}
		moves := g.Moves()
		for i := len(seen) - 2; i >= 0; i-- {
			if !g.Undo() {
				t.Fatalf("%s: Undo refused at ply %d", v.Name, i+1)
			}
			if !g.Position().Equal(seen[i]) || g.Result() != results[i] || g.Ply() != i {
				t.Fatalf("%s: undo to ply %d: position or result differs", v.Name, i)
			}
		}
		if g.Undo() {
			t.Fatalf("%s: Undo at the start", v.Name)
		}
		for i := 1; i < len(seen); i++ {
			if !g.Redo() {
				t.Fatalf("%s: Redo refused at ply %d", v.Name, i)
			}
			if !g.Position().Equal(seen[i]) || g.Result() != results[i] || g.Moves()[i-1] != moves[i-1] {
				t.Fatalf("%s: redo to ply %d: position or result differs", v.Name, i)
			}
		}
		if g.Redo() {
			t.Fatalf("%s: Redo past the end", v.Name)
		}
	}
}

func TestGameNewMoveForgetsRedo(t *testing.T) {
	g := rules.NewGame(rules.NineMensMorris())
	playGame(t, g, "d6 f4 a1")
	g.Undo()
	g.Undo()
	if !g.CanRedo() {
		t.Fatal("nothing to redo after two undos")
	}
	playGame(t, g, "g7")
	if g.CanRedo() {
		t.Error("a new move kept the undone moves for redo")
	}
	if got := strings.Join(moveStrings(g.Moves()), " "); got != "d6 g7" {
		t.Errorf("moves %q", got)
	}
}

func moveStrings(ms []rules.Move) []string {
	var out []string
	for _, m := range ms {
		out = append(out, m.String())
	}
	return out
}

func TestGameIllegalMoveErrors(t *testing.T) {
	g := rules.NewGame(rules.NineMensMorris())
	playGame(t, g, "a1 d6 a4 f4 a7")
	tests := []struct {
		move, why string
	}{
		{"b2", "must first remove"},
		{"xa1", "no Black man on a1"},
		{"xg7", "no Black man on g7"},
	}
	for _, tt := range tests {
		err := g.Play(mustMove(t, tt.move))
		var ime *rules.IllegalMoveError
		if !errors.As(err, &ime) || ime.Ply != 6 || !strings.Contains(err.Error(), tt.why) {
			t.Errorf("%s: error %v, want an IllegalMoveError at ply 6 saying %q", tt.move, err, tt.why)
		}
	}
	playGame(t, g, "xd6")
	for _, tt := range []struct{ move, why string }{
		{"a1", "not empty"}, {"xf4", "nothing may be removed"}, {"f4-f6", "must place"}, {"pass", "pass"},
	} {
		if err := g.Play(mustMove(t, tt.move)); err == nil || !strings.Contains(err.Error(), tt.why) {
			t.Errorf("%s: error %v, want one saying %q", tt.move, err, tt.why)
		}
	}
	if g.Ply() != 6 {
		t.Errorf("illegal moves changed the game: ply %d", g.Ply())
	}
}

func TestGamePlayTurnIsAllOrNothing(t *testing.T) {
	g := rules.NewGame(rules.NineMensMorris())
	for _, s := range strings.Fields("a1 d6 a4 f4") {
		if err := g.PlayTurn(s); err != nil {
			t.Fatal(err)
		}
	}
	if err := g.PlayTurn("a7xa1"); err == nil {
		t.Fatal("a7xa1 accepted")
	}
	if g.Ply() != 4 {
		t.Fatalf("a failed turn left %d plies", g.Ply())
	}
	if err := g.PlayTurn("a7xd6"); err != nil || g.Ply() != 6 {
		t.Fatalf("a7xd6: %v, ply %d", err, g.Ply())
	}
}

func TestGameResign(t *testing.T) {
	g := rules.NewGame(rules.NineMensMorris())
	playGame(t, g, "d6 f4")
	g.Resign(rules.Black)
	want := rules.Result{Outcome: rules.WhiteWins, Reason: rules.Resigned}
	if g.Result() != want || len(g.LegalMoves()) != 0 {
		t.Fatalf("after Black resigns: %v", g.Result())
	}
	if err := g.Play(mustMove(t, "a1")); !errors.Is(err, rules.ErrGameOver) {
		t.Errorf("a move after resigning: %v", err)
	}
	g.Resign(rules.White)
	if g.Result() != want {
		t.Errorf("a second resignation changed the result to %v", g.Result())
	}
	if want := "1-0"; g.Result().Token() != want {
		t.Errorf("token %q, want %q", g.Result().Token(), want)
	}
	// Undo takes back the resignation with the last move.
	if !g.Undo() || g.Result().Over() || g.Ply() != 1 {
		t.Errorf("undo after resigning: %v at ply %d", g.Result(), g.Ply())
	}
}

func TestGameLoseOnTime(t *testing.T) {
	g := rules.NewGame(rules.NineMensMorris())
	playGame(t, g, "d6 f4 d2")
	g.LoseOnTime(rules.Black)
	want := rules.Result{Outcome: rules.WhiteWins, Reason: rules.OnTime}
	if g.Result() != want || len(g.LegalMoves()) != 0 {
		t.Fatalf("after Black's time ran out: %v", g.Result())
	}
	g.Resign(rules.White)
	if g.Result() != want {
		t.Errorf("a resignation after the flag fell changed the result to %v", g.Result())
	}
	if c := g.Clone(); c.Result() != want {
		t.Errorf("the clone's result is %v", c.Result())
	}
	if !g.Undo() || g.Result().Over() || g.Ply() != 2 {
		t.Errorf("undo after the flag fell: %v at ply %d", g.Result(), g.Ply())
	}
}

func TestGameNoRedoAfterResign(t *testing.T) {
	g := rules.NewGame(rules.NineMensMorris())
	playGame(t, g, "d6 f4 a1")
	g.Undo()
	g.Resign(rules.White)
	if g.CanRedo() || g.Redo() {
		t.Error("Redo plays on after a resignation")
	}
	if g.Ply() != 2 || g.Result().Reason != rules.Resigned {
		t.Errorf("ply %d, result %v", g.Ply(), g.Result())
	}
}

// TestGameRepetitionsCountSinceIrreversibleMove: the set-up position is
// not counted as Sanmill counts (it was reached by no slide), and is under
// RepetitionCountsProgress.
func TestGameRepetitionsCountSinceIrreversibleMove(t *testing.T) {
	for _, all := range []bool{false, true} {
		s := setup{white: "a1 d7 g4 e4", black: "b2 f2 c5 d5", toMove: rules.White}
		v := rules.NineMensMorris()
		v.ThreefoldRepetition = false
		v.RepetitionCountsProgress = all
		g := s.game(t, v)
		for i := 1; i <= 5; i++ {
			playGame(t, g, "g4-g1 b2-b4 g1-g4 b4-b2")
			want := i
			if all {
				want++
			}
			if g.Repetitions() != want {
				t.Fatalf("counting progress %v: after %d cycles: %d repetitions, want %d", all, i, g.Repetitions(), want)
			}
		}
	}
}

// TestIsLegalRejectsMalformedMoves: a Move is 16 bits and only the
// canonical encoding of a legal ply may pass, so that moves compare equal to
// the generated ones.
func TestIsLegalRejectsMalformedMoves(t *testing.T) {
	p := rules.NewPosition(rules.NineMensMorris())
	playMoves(t, &p, "a1 d6 a4 f4 a7")
	bad := []rules.Move{
		rules.Remove(mustPoint(t, "d6")) | 1<<5,  // a removal with an origin
		rules.Remove(mustPoint(t, "d6")) | 7<<10, // no such kind
		rules.Move(5<<10) | rules.Move(mustPoint(t, "d6")),
		0,
	}
	for _, m := range bad {
		if p.IsLegal(m) {
			t.Errorf("malformed move %#x is legal", uint16(m))
		}
		g := rules.NewGameFrom(p)
		if err := g.Play(m); err == nil {
			t.Errorf("Game.Play accepted malformed move %#x", uint16(m))
		}
	}
	q := rules.NewPosition(rules.NineMensMorris())
	for _, m := range []rules.Move{rules.Place(mustPoint(t, "d6")) | 3<<5, rules.Pass | 9, rules.Place(25)} {
		if q.IsLegal(m) {
			t.Errorf("malformed move %#x is legal at the start", uint16(m))
		}
	}
}

// TestCountersSaturate: the counters stop at their largest value instead of
// wrapping to 0, which would read as "a placement just happened" to the
// repetition rule and as an invalid move number to the FEN.
func TestCountersSaturate(t *testing.T) {
	s := setup{white: "a1 d7 g4 e4", black: "b2 f2 c5 d5", toMove: rules.Black}
	fen := strings.Replace(s.fen(), " 0 1", " 65535 65535", 1)
	v := rules.NineMensMorris()
	v.NMoveRule = 0
	p, err := rules.ParseFEN(fen, v)
	if err != nil {
		t.Fatal(err)
	}
	playMoves(t, &p, "b2-b4 g4-g1")
	if p.Rule50() != 65535 || p.FullMove() != 65535 {
		t.Errorf("counters %d %d after the largest values, want them to stay", p.Rule50(), p.FullMove())
	}
	if _, err := rules.ParseFEN(p.FEN(), v); err != nil {
		t.Errorf("FEN after saturating: %v", err)
	}
}
