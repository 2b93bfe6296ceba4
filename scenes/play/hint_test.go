package play

import (
	"testing"

	"github.com/ninemen/morris/ai"
	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/app"
	"github.com/ninemen/morris/scenes/computer"
	"github.com/ninemen/morris/scenes/internal/scenetest"
)

// H and the Hint button ask the computer for the player's best move, which
// the status names and the board marks; playing a move takes it away.
func TestHintByKeyAndButton(t *testing.T) {
	for _, how := range []string{"key", "button"} {
		t.Run(how, func(t *testing.T) {
			a := scenetest.App(t)
			var asked []app.Settings
			agent := &firstMove{answerAfterPolls: 2}
			a.NewAgent = func(_ rules.Variant, s app.Settings) computer.Agent { asked = append(asked, s); return agent }
			s := a.Settings
			s.Think = 30000
			a.SetSettings(s)
			h := newHarness(t, a, New(a, &scenetest.Home{}, ModeTwoPlayers), 1280, 800)
			p := h.play()
			if how == "key" {
				h.step(scenes.Key(scenes.ActHint))
			} else {
				x, y := p.buttons[btnHint].Rect.Center()
				h.step(scenes.Click(x, y))
			}
			if len(asked) != 1 || asked[0].Level != ai.Master.String() || asked[0].Think > hintThinkTime {
				t.Fatalf("the hint asked %+v, want one Master agent thinking %v at most", asked, hintThinkTime)
			}
			for i := 0; i < 3*scenes.TPS && p.hintMove == 0; i++ {
				h.step(&scenes.Input{})
			}
			want := p.game.LegalMoves()[0]
			if p.hintMove != want {
				t.Fatalf("hint %v, want the agent's %v", p.hintMove, want)
			}
			if got := p.hintLine(); got != "Hint: "+want.String() {
				t.Errorf("the hint line says %q", got)
			}
			if m := p.marks(); m.Hint != want {
				t.Errorf("the board marks %v, want the hint %v", m.Hint, want)
			}
			h.playByClicks(rules.Place(rules.G7))
			if p.hintMove != 0 {
				t.Errorf("the hint %v stayed after a move", p.hintMove)
			}
		})
	}
}

// New game from the menu cancels the computer's search.
func TestNewGameCancelsTheComputer(t *testing.T) {
	a := scenetest.App(t)
	agent := &firstMove{answerAfterPolls: 1 << 30}
	a.NewAgent = func(rules.Variant, app.Settings) computer.Agent { return agent }
	h := newHarness(t, a, New(a, &scenetest.Home{}, ModeComputer), 1280, 800)
	p := h.play()
	h.playByClicks(rules.Place(rules.D6))
	for i := 0; i < 3*scenes.TPS && !agent.thinking; i++ {
		h.step(&scenes.Input{})
	}
	if !agent.thinking {
		t.Fatal("the computer is not thinking on its turn")
	}
	h.step(scenes.Key(scenes.ActBack))
	_, rects := p.menuPanel()
	x, y := rects[menuRestart].Center()
	n := agent.cancels
	h.step(scenes.Click(x, y))
	if agent.cancels == n {
		t.Fatal("New game did not cancel the search")
	}
	if p.game.Ply() != 0 {
		t.Fatalf("after New game: ply %d", p.game.Ply())
	}
}

// Where the endgame tables know the position, the hint says who wins with
// best play and in how many turns.
func TestHintSaysTheTablesVerdict(t *testing.T) {
	a := scenetest.App(t)
	// Three men each: White flies e4 to g1, closes a1-d1-g1 and takes a
	// man, which leaves Black two.
	p := playFrom(t, a, mustFEN(t, "a1 d1 e4", "b6 d6 c3", rules.White))
	// The tables load in the background; the hint line never waits for
	// them, and the test waits for them to have come.
	if _, ok := ai.TableVerdict(p.game.Position()); !ok {
		<-ai.TablesLoaded(p.game.Variant())
	}
	p.hintMove = rules.Slide(rules.E4, rules.G1)
	if got, want := p.hintLine(), "Hint: e4-g1 — White wins in 1 turn"; got != want {
		t.Fatalf("the hint line says %q, want %q", got, want)
	}
}

// A hint being looked for draws nothing until it comes, yet keeps the loop
// at its pace: in the browser the search runs a slice a tick, and a loop at
// rest would give it a sliver of the time. Once the hint is shown, the
// board rests.
func TestHintKeepsTheLoopAwake(t *testing.T) {
	a := scenetest.App(t)
	agent := &firstMove{answerAfterPolls: 4 * scenes.TPS}
	a.NewAgent = func(rules.Variant, app.Settings) computer.Agent { return agent }
	h := newHarness(t, a, New(a, &scenetest.Home{}, ModeTwoPlayers), 1280, 800)
	w := &scenetest.Pacer{Clock: h.m.Clock}
	h.m.SetPacer(w)
	p := h.play()
	h.step(scenes.Key(scenes.ActHint))
	for i := 0; i < 3*scenes.TPS; i++ {
		h.step(&scenes.Input{})
	}
	if p.hintMove != 0 || !p.hint.Thinking() {
		t.Fatal("the hint came before the test could watch it being looked for")
	}
	if w.Rests() > 0 {
		t.Fatalf("%d rests in 3 s of looking for a hint", w.Rests())
	}
	for i := 0; i < 3*scenes.TPS; i++ {
		h.step(&scenes.Input{})
	}
	if p.hintMove == 0 || w.Rests() == 0 {
		t.Errorf("hint %v and %d rests after it, want the hint shown and the board at rest", p.hintMove, w.Rests())
	}
}
