package play

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/ninemen/morris/ai"
	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/app"
	"github.com/ninemen/morris/scenes/board"
	"github.com/ninemen/morris/scenes/computer"
	"github.com/ninemen/morris/scenes/internal/scenetest"
)

// matchAgent is a computer playing Match my strength at a fixed mix.
type matchAgent struct {
	firstMove
	mix ai.Mix
}

func (a *matchAgent) Strength() (ai.Mix, bool) { return a.mix, true }

// The computer playing Match my strength says on its card what level it
// plays like, with shorter wordings for a narrow card, and on the status's
// help line while it thinks; a computer at a fixed level says neither.
func TestMatchSaysWhatItPlaysLike(t *testing.T) {
	a := scenetest.App(t)
	agent := &matchAgent{firstMove: firstMove{answerAfterPolls: 1 << 30}, mix: ai.Strength(ai.TavernPlayer.Rating() + 20)}
	a.NewAgent = func(rules.Variant, app.Settings) computer.Agent { return agent }
	h := newHarness(t, a, New(a, &scenetest.Home{}, ModeComputer), 1280, 800)
	p := h.play()
	names := p.names()
	want := []string{"Black · Computer, about Tavern Player", "About Tavern Player", "Black · Computer"}
	if got := strings.Split(names[rules.Black], board.NameOr); strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("the computer's card offers %q, want %q", got, want)
	}
	if names[rules.White] != "" {
		t.Errorf("the player's card is named %q", names[rules.White])
	}
	if _, help, _ := p.statusText(); strings.Contains(help, "about") {
		t.Errorf("on the player's turn the help says %q", help)
	}
	h.playByClicks(rules.Place(rules.D6))
	for i := 0; i < scenes.TPS && !agent.thinking; i++ {
		h.step(&scenes.Input{})
	}
	rating := int(math.Round((ai.TavernPlayer.Rating()+20)/10) * 10)
	if _, help, _ := p.statusText(); help != fmt.Sprintf("Match my strength: now about Tavern Player (%d)", rating) {
		t.Errorf("while it thinks the help says %q", help)
	}

	fixed := scenetest.App(t)
	plain := &firstMove{answerAfterPolls: 1 << 30}
	fixed.NewAgent = func(rules.Variant, app.Settings) computer.Agent { return plain }
	q := newHarness(t, fixed, New(fixed, &scenetest.Home{}, ModeComputer), 1280, 800).play()
	if got := q.names()[rules.Black]; got != "Black · Computer" {
		t.Errorf("a fixed level's card is named %q", got)
	}
}
