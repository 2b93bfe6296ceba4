package play

import (
	"math"
	"testing"
	"time"

	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/app"
	"github.com/ninemen/morris/scenes/computer"
	"github.com/ninemen/morris/scenes/internal/scenetest"
)

// While the computer thinks, only the status line is drawn, and only when
// the cue's dots step, not the whole screen every tick: each frame drawn
// takes time from the search (in the browser they share one thread) and
// costs a software renderer dearly. The player's mouse moving over the
// board, onto points and off them, changes nothing of that.
func TestThinkingRedrawsOnlyWhenTheCueChanges(t *testing.T) {
	a := scenetest.App(t)
	agent := &firstMove{answerAfterPolls: 1 << 30} // thinks for ever
	a.NewAgent = func(rules.Variant, app.Settings) computer.Agent { return agent }
	h := newHarness(t, a, New(a, &scenetest.Home{}, ModeComputer), 1280, 800)
	p := h.play()
	h.playByClicks(rules.Place(rules.D6))
	for i := 0; i < scenes.TPS && !p.cue.on; i++ {
		h.step(&scenes.Input{})
	}
	if !p.cue.on {
		t.Fatal("the computer is not thinking")
	}
	cx, cy := p.lay.Board.Center()
	r := p.lay.Board.W * 0.3
	mouse := func(i int) *scenes.Input {
		a := float64(i) * 0.1
		return &scenes.Input{Pointer: scenes.Pointer{X: cx + r*math.Cos(a), Y: cy + r*math.Sin(a), Present: true}}
	}
	h.step(mouse(0)) // the mouse comes in: that is drawn
	redraws := 0
	for i := range 2 * scenes.TPS {
		if err := h.m.Step(mouse(i + 1)); err != nil {
			t.Fatal(err)
		}
		whole, part := h.m.Pending()
		if whole {
			t.Fatal("the whole screen is drawn again while the computer thinks")
		}
		if part {
			redraws++
		}
		h.m.MarkDrawn()
	}
	if want := int(2 * time.Second / cueStep); redraws > want+1 {
		t.Errorf("%d redraws in 2 s of thinking, want about %d (the cue's steps)", redraws, want)
	}
	if redraws == 0 {
		t.Error("the cue never moved")
	}
}

// The computer starts thinking once its board has faded in, not while the
// screen is still being crossfaded (frames that draw everything twice).
func TestComputerStartsAfterTheFade(t *testing.T) {
	a := scenetest.App(t)
	agent := &firstMove{answerAfterPolls: 1 << 30}
	a.NewAgent = func(rules.Variant, app.Settings) computer.Agent { return agent }
	a.Settings.ComputerWhite = true
	h := newHarness(t, a, &scenetest.Stub{}, 1280, 800)
	h.m.GoTo(New(a, &scenetest.Home{}, ModeComputer))
	for h.m.FadeLeft() > 0 {
		h.step(&scenes.Input{})
		if agent.starts > 0 && h.m.FadeLeft() > 0 {
			t.Fatal("the computer started thinking during the fade")
		}
	}
	for range framesBeforeThinking + 2 {
		h.step(&scenes.Input{})
	}
	if agent.starts != 1 {
		t.Fatalf("%d starts after the fade, want 1", agent.starts)
	}
}

// A mill's flash draws the whole screen every frame for more than a
// second; the computer, which then has a man to remove, started on it as
// soon as its man had landed and thought through those frames, which in the
// browser share the one thread with its search. It waits for the flash.
func TestComputerWaitsForTheMillFlash(t *testing.T) {
	a := scenetest.App(t)
	agent := &firstMove{answerAfterPolls: 1 << 30}
	a.NewAgent = func(rules.Variant, app.Settings) computer.Agent { return agent }
	a.Settings.ComputerWhite = true
	h := newHarness(t, a, New(a, &scenetest.Home{}, ModeComputer), 1280, 800)
	p := h.play()
	// As if the computer's man had just closed a mill.
	p.board.GlowMill()
	for glowing, _ := p.board.MillGlowing(); glowing; glowing, _ = p.board.MillGlowing() {
		h.step(&scenes.Input{})
		if agent.starts > 0 {
			t.Fatal("the computer started thinking during the mill's flash")
		}
	}
	for range framesBeforeThinking + 2 {
		h.step(&scenes.Input{})
	}
	if agent.starts != 1 {
		t.Fatalf("%d starts after the flash, want 1", agent.starts)
	}
}

// The computer waited for frames without a whole drawing, and any pointer
// motion causes one: while the player kept the mouse moving it never
// started. It now counts frames from the board's rest, whatever the pointer
// does.
func TestComputerMovesWhileThePointerKeepsMoving(t *testing.T) {
	for _, white := range []bool{true, false} {
		a := scenetest.App(t)
		a.NewAgent = func(rules.Variant, app.Settings) computer.Agent { return &firstMove{answerAfterPolls: 3} }
		a.Settings.ComputerWhite = white
		h := newHarness(t, a, &scenetest.Stub{}, 1280, 800)
		h.m.GoTo(New(a, &scenetest.Home{}, ModeComputer))
		for h.m.FadeLeft() > 0 {
			h.step(&scenes.Input{})
		}
		p := h.play()
		want := 1
		if !white {
			h.playByClicks(rules.Place(rules.D6))
			want = 2
		}
		// The pointer circles the screen, over the board and the buttons,
		// a new place every tick.
		for i := 0; i < 3*scenes.TPS && (p.game.Ply() < want || p.animating()); i++ {
			a := float64(i) * 0.3
			x, y := 640+500*math.Cos(a), 400+350*math.Sin(a)
			h.step(&scenes.Input{Pointer: scenes.Pointer{X: x, Y: y, Present: true}})
		}
		if p.game.Ply() != want {
			t.Errorf("computer White %v: %d plies after 3 s of pointer motion, want %d", white, p.game.Ply(), want)
		}
	}
}
