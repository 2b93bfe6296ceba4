package computer_test

import (
	"testing"

	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes/computer"
	"github.com/ninemen/morris/scenes/internal/scenetest"
)

// wait waits for the analysis to end and returns its evaluations, which
// must be n.
func wait(t *testing.T, a *computer.Analyser, n int) []computer.Eval {
	t.Helper()
	<-a.Idle()
	got := a.Poll()
	if len(got) != n {
		t.Fatalf("%d evaluations, want %d", len(got), n)
	}
	return got
}

// The engine's evaluations are from White's side whoever is to move, a
// finished game is scored by its result, and the best move is a legal
// turn of the position.
func TestEngineAnalyserScoresFromWhite(t *testing.T) {
	// Near its end the record's White is men ahead: the scores are
	// White's, whoever is to move.
	won := scenetest.Record(t, "sanmill_export.pgn")
	if w, ok := won.Result().Winner(); !ok || w != rules.White {
		t.Fatalf("the record's result is %v", won.Result())
	}
	turns := won.Turns()
	late := []int{turns[len(turns)-4].End(), turns[len(turns)-3].End()}
	a := computer.NewAnalyser()
	a.Start(won, late)
	for i, e := range wait(t, a, 2) {
		pos := won.PositionAt(late[i])
		if e.Ply != late[i] || e.Score < 300 {
			t.Errorf("ply %d, %v to move, White %d men to %d: score %d", e.Ply, pos.SideToMove(), pos.Total(rules.White), pos.Total(rules.Black), e.Score)
		}
		if len(e.Best) == 0 || !pos.IsLegal(e.Best[0]) {
			t.Errorf("ply %d: best turn %v is not legal", e.Ply, e.Best)
		}
	}
	a.Start(won, []int{won.Ply()})
	if e := wait(t, a, 1)[0]; e.Score != computer.WinScore || len(e.Best) != 0 {
		t.Fatalf("a game White won: score %d, best %v", e.Score, e.Best)
	}
	a.Cancel()
}

// Once cancelled the analysis reports nothing more.
func TestEngineAnalyserCancel(t *testing.T) {
	g := scenetest.Record(t, "sanmill_export.pgn")
	a := computer.NewAnalyser()
	plies := make([]int, g.Ply()+1)
	for i := range plies {
		plies[i] = i
	}
	a.Start(g, plies)
	a.Cancel()
	<-a.Idle()
	if got := a.Poll(); len(got) != 0 {
		t.Fatalf("%d evaluations after Cancel", len(got))
	}
}
