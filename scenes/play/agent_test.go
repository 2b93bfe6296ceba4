package play

import (
	"testing"

	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/app"
	"github.com/ninemen/morris/scenes/computer"
	"github.com/ninemen/morris/scenes/internal/scenetest"
)

// firstMove is a test agent that answers with the first legal move after a
// few polls, and counts how it is used.
type firstMove struct {
	pos              rules.Position
	polls            int
	starts, cancels  int
	thinking         bool
	answerAfterPolls int
}

func (a *firstMove) Start(g *rules.Game) {
	a.pos = g.Position() // copied: the agent does not keep g
	a.polls, a.thinking = 0, true
	a.starts++
}

func (a *firstMove) Poll() (rules.Move, bool) {
	if !a.thinking {
		return 0, false
	}
	a.polls++
	if a.polls < a.answerAfterPolls {
		return 0, false
	}
	a.thinking = false
	return a.pos.LegalMoves(nil)[0], true
}

func (a *firstMove) Cancel() { a.thinking = false; a.cancels++ }

func TestComputerPlaysThroughTheAgent(t *testing.T) {
	a := scenetest.App(t)
	agent := &firstMove{answerAfterPolls: 3}
	a.NewAgent = func(rules.Variant, app.Settings) computer.Agent { return agent }
	h := newHarness(t, a, New(a, &scenetest.Home{}, ModeComputer), 1280, 800)
	p := h.play()
	if p.agents[rules.Black] == nil || p.agents[rules.White] != nil {
		t.Fatal("the computer should play Black by default")
	}
	h.playByClicks(rules.Place(rules.D6))
	// The computer answers after its pause, and the move animates.
	for i := 0; i < 3*scenes.TPS && (p.game.Ply() < 2 || p.animating()); i++ {
		h.step(&scenes.Input{})
	}
	if p.game.Ply() != 2 {
		t.Fatalf("the computer did not answer: %v", p.game.Moves())
	}
	// Clicks on the computer's turn do nothing.
	h.playByClicks(rules.Place(rules.F4))
	h.clickPoint(rules.B4)
	if p.game.Ply() != 3 {
		t.Fatalf("a click on the computer's turn was played: %v", p.game.Moves())
	}
	// Undo while it thinks: the search is cancelled and the player's move
	// taken back. (It starts a few quiet frames after the click.)
	for i := 0; i < 20 && !p.agents[rules.Black].Thinking(); i++ {
		h.step(&scenes.Input{})
	}
	if !p.agents[rules.Black].Thinking() {
		t.Fatal("the computer is not thinking on its turn")
	}
	h.step(scenes.Key(scenes.ActUndo))
	if agent.cancels == 0 {
		t.Fatal("undo did not cancel the search")
	}
	if p.game.Ply() != 2 || p.toMove() != rules.White {
		t.Fatalf("after undo: ply %d, %v to move", p.game.Ply(), p.toMove())
	}
	// Undo again takes back the computer's move and the player's.
	h.step(scenes.Key(scenes.ActUndo))
	if p.game.Ply() != 0 {
		t.Fatalf("after a second undo: ply %d, want 0", p.game.Ply())
	}
	// Leaving the scene cancels a search.
	h.playByClicks(rules.Place(rules.D6))
	for i := 0; i < 20 && !p.agents[rules.Black].Thinking(); i++ {
		h.step(&scenes.Input{})
	}
	n := agent.cancels
	p.Leave()
	if agent.cancels != n+1 {
		t.Fatal("leaving the scene did not cancel the search")
	}
}

// illegalAgent always answers a move the rules reject.
type illegalAgent struct{ firstMove }

func (a *illegalAgent) Poll() (rules.Move, bool) { return rules.Place(rules.D6), true }

func TestFaultyAgentCannotBreakTheGame(t *testing.T) {
	a := scenetest.App(t)
	a.NewAgent = func(rules.Variant, app.Settings) computer.Agent { return &illegalAgent{} }
	h := newHarness(t, a, New(a, &scenetest.Home{}, ModeComputer), 1280, 800)
	p := h.play()
	h.playByClicks(rules.Place(rules.D6))
	for i := 0; i < 2*scenes.TPS; i++ {
		h.step(&scenes.Input{})
	}
	if p.game.Ply() != 1 {
		t.Fatalf("an illegal answer was played: %v", p.game.Moves())
	}
}

func TestNoAgentMeansTwoPlayers(t *testing.T) {
	a := scenetest.App(t)
	a.NewAgent = nil
	p := New(a, &scenetest.Home{}, ModeComputer).(*Scene)
	if p.agents[0] != nil || p.agents[1] != nil {
		t.Fatal("agents without an AI")
	}
}

func TestTheRealComputerAnswers(t *testing.T) {
	a := scenetest.App(t)
	a.UseComputer()
	s := a.Settings
	s.Level = "Beginner"
	a.SetSettings(s)
	h := newHarness(t, a, New(a, &scenetest.Home{}, ModeComputer), 1280, 800)
	p := h.play()
	h.playByClicks(rules.Place(rules.D6))
	// The search runs on its own goroutine, which a loaded machine may
	// keep waiting: once it thinks, the test waits for its search to end,
	// then steps the scene until the move has been played.
	for i := 0; i < 10*scenes.TPS && !p.agents[rules.Black].Thinking(); i++ {
		h.step(&scenes.Input{})
	}
	<-p.agents[rules.Black].Agent.(*computer.Player).Idle()
	for i := 0; i < 10*scenes.TPS && (p.game.Ply() < 2 || p.animating()); i++ {
		h.step(&scenes.Input{})
	}
	if p.game.Ply() != 2 || p.toMove() != rules.White {
		t.Fatalf("the computer did not answer: %v", p.game.Moves())
	}
}

// With the computer as White, undo at its first move took that move back,
// and the computer played it again at once. Undo is there for the player's
// own moves: with none yet, the button is off and the keys do nothing.
func TestNoUndoBeforeThePlayersFirstMove(t *testing.T) {
	a := scenetest.App(t)
	agent := &firstMove{answerAfterPolls: 1}
	a.NewAgent = func(rules.Variant, app.Settings) computer.Agent { return agent }
	a.Settings.ComputerWhite = true
	h := newHarness(t, a, New(a, &scenetest.Home{}, ModeComputer), 1280, 800)
	p := h.play()
	for i := 0; i < 3*scenes.TPS && (p.game.Ply() < 1 || p.animating()); i++ {
		h.step(&scenes.Input{})
	}
	if p.game.Ply() != 1 {
		t.Fatalf("the computer did not open: ply %d", p.game.Ply())
	}
	if !p.buttons[btnUndo].Disabled {
		t.Fatal("Undo is offered with no move of the player's to take back")
	}
	starts := agent.starts
	h.step(scenes.Key(scenes.ActUndo))
	x, y := p.buttons[btnUndo].Rect.Center()
	h.step(scenes.Click(x, y))
	h.settle()
	if p.game.Ply() != 1 || agent.starts != starts {
		t.Fatalf("undo with nothing of the player's to undo: ply %d, the computer started %d more times", p.game.Ply(), agent.starts-starts)
	}
	// Once the player has moved, undo takes that move back, and stops at
	// the computer's opening.
	h.playByClicks(rules.Place(rules.D6))
	if p.buttons[btnUndo].Disabled {
		t.Fatal("Undo is off after the player's move")
	}
	h.step(scenes.Key(scenes.ActUndo))
	if p.game.Ply() != 1 {
		t.Fatalf("after undo: ply %d, want 1 (the computer's opening stays)", p.game.Ply())
	}
	h.step(&scenes.Input{})
	if !p.buttons[btnUndo].Disabled {
		t.Fatal("Undo is offered again with nothing of the player's to take back")
	}
}
