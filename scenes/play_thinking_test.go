package scenes

import (
	"testing"

	"github.com/ninemen/morris/rules"
)

// While the computer thinks, only the status line is drawn, and only when
// the cue's dots step, not the whole screen every tick: each frame drawn
// takes time from the search (in the browser they share one thread) and
// costs a software renderer dearly.
func TestThinkingRedrawsOnlyWhenTheCueChanges(t *testing.T) {
	app := testApp(t)
	agent := &firstMove{answerAfterPolls: 1 << 30} // thinks for ever
	app.NewAgent = func(rules.Variant, Settings) Agent { return agent }
	h := newHarness(t, app, NewPlay(app, ModeComputer), 1280, 800)
	p := h.play()
	h.playByClicks(rules.Place(rules.D6))
	for i := 0; i < TPS && !p.cue.on; i++ {
		h.step(&Input{})
	}
	if !p.cue.on {
		t.Fatal("the computer is not thinking")
	}
	redraws := 0
	for range 2 * TPS {
		if err := h.m.Step(&Input{}); err != nil {
			t.Fatal(err)
		}
		if h.m.dirty {
			t.Fatal("the whole screen is drawn again while the computer thinks")
		}
		if h.m.part {
			redraws++
		}
		h.m.markDrawn()
	}
	if want := 2 * TPS / int(cueStepTicks); redraws > want+1 {
		t.Errorf("%d redraws in 2 s of thinking, want about %d (the cue's steps)", redraws, want)
	}
	if redraws == 0 {
		t.Error("the cue never moved")
	}
}

// The computer starts thinking once its board has faded in, not while the
// screen is still being crossfaded (frames that draw everything twice).
func TestComputerStartsAfterTheFade(t *testing.T) {
	app := testApp(t)
	agent := &firstMove{answerAfterPolls: 1 << 30}
	app.NewAgent = func(rules.Variant, Settings) Agent { return agent }
	app.Settings.ComputerWhite = true
	h := newHarness(t, app, &stubScene{}, 1280, 800)
	h.m.GoTo(NewPlay(app, ModeComputer))
	for h.m.next != nil {
		h.step(&Input{})
		if agent.starts > 0 && h.m.next != nil {
			t.Fatal("the computer started thinking during the fade")
		}
	}
	for range quietBeforeThinking + 2 {
		h.step(&Input{})
	}
	if agent.starts != 1 {
		t.Fatalf("%d starts after the fade, want 1", agent.starts)
	}
}
