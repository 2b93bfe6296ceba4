package review

import (
	"strings"
	"testing"

	"github.com/ninemen/morris/learn"
	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/internal/scenetest"
	"github.com/ninemen/morris/scenes/puzzles"
)

// Once a game against the computer is analysed, the person's mistakes go
// to their puzzles, and the status says so: Black (the person) places f2
// where g7 blocks White's mill; White's own mistake after it is not
// theirs.
func TestTheMistakesOfAGameAgainstTheComputerBecomePuzzles(t *testing.T) {
	g := rules.NewGame(rules.NineMensMorris())
	for _, w := range strings.Fields("a7 b6 d7 f2 d1") {
		if err := g.PlayTurn(w); err != nil {
			t.Fatal(err)
		}
	}
	var line []rules.Move
	for _, w := range strings.Fields("g7 d1 b4") {
		ms, _ := rules.ParseTurn(w)
		line = append(line, ms...)
	}
	score := func(ply int) int {
		if ply == 4 {
			return 300
		}
		return 0
	}
	a := scenetest.FontsApp(t)
	fake := &fakeAnalyser{perTick: 5, score: score, lines: map[int][]rules.Move{3: line}}
	r := newScene(a, g, &scenetest.Stub{}, &scenetest.Home{}, fake)
	r.own = &Own{Side: rules.Black, Game: "a game"}
	m := scenetest.NewManager(a, r)
	m.SetSize(1280, 800, 1)
	for range 10 {
		if err := m.Step(&scenes.Input{}); err != nil {
			t.Fatal(err)
		}
	}
	if !r.analysed {
		t.Fatal("the analysis did not end")
	}
	if _, help := r.status(); len(help) != 1 || help[0] != "1 of your mistakes was added to your puzzles" {
		t.Errorf("status %q", help)
	}
	data, err := a.Store.Load(puzzles.ProgressFile)
	if err != nil {
		t.Fatal(err)
	}
	pr, err := learn.UnmarshalProgress(data)
	if err != nil {
		t.Fatal(err)
	}
	if len(pr.Mistakes) != 1 || pr.Mistakes[0].Ply != 3 || pr.Mistakes[0].Game != "a game" {
		t.Fatalf("deck %+v, want Black's mistake at ply 3", pr.Mistakes)
	}
	p, _ := pr.Mistakes[0].Puzzle()
	if rules.FormatTurn(p.Solution[0]) != "g7" || !p.Has(learn.Block) {
		t.Errorf("card %s", p.Line())
	}
	r.jump(0)
	if _, help := r.status(); len(help) == 1 && strings.Contains(help[0], "mistakes") {
		t.Errorf("the news stayed after the board moved: %q", help)
	}
}
