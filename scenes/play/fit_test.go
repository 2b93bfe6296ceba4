package play

import (
	"strings"
	"testing"
	"time"

	"github.com/ninemen/morris/clock"
	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/app"
	"github.com/ninemen/morris/scenes/board"
	"github.com/ninemen/morris/scenes/computer"
	"github.com/ninemen/morris/scenes/internal/scenetest"
	"github.com/ninemen/morris/scenes/kit"
)

// Every text of the play scene fits its box at every window size: against
// the computer (the longer names), in the middle of a game, with the menu
// open, and with a long reason for a refused choice.
func TestPlayTextsFitEveryWindow(t *testing.T) {
	a := scenetest.FontsApp(t)
	a.NewAgent = func(rules.Variant, app.Settings) computer.Agent { return &firstMove{} }
	game := randomGame(rules.NineMensMorris(), 11, 40)
	mk := func() scenes.Scene {
		p := New(a, &scenetest.Home{}, ModeComputer).(*Scene)
		p.game = game
		p.board = board.NewView(a, game, game.Ply())
		return p
	}
	t.Run("game", func(t *testing.T) { scenetest.LabelsFit(t, a, mk, nil) })
	t.Run("reason", func(t *testing.T) {
		scenetest.LabelsFit(t, a, mk, func(m *scenes.Manager) {
			p := m.Current().(*Scene)
			// "Choose one of your white men first, then where it goes."
			p.refused = refusal{why: rules.Refusal{Kind: rules.RefuseNoMan, Side: rules.White, From: rules.NoPoint, To: rules.D2}, at: rules.D2, since: time.Now()}
			p.agents = [2]*computer.Turn{} // a person's turn, so the reason shows
		})
	})
	t.Run("menu", func(t *testing.T) {
		scenetest.LabelsFit(t, a, mk, func(m *scenes.Manager) {
			if err := m.Step(scenes.Key(scenes.ActBack)); err != nil {
				t.Fatal(err)
			}
		})
	})
	// The clocks take the cards' right ends: the names and counts fit
	// beside them, and an hour's time fits the clock.
	t.Run("clock", func(t *testing.T) {
		a.Settings.Clock = clock.Presets[3].String()
		defer func() { a.Settings.Clock = "" }()
		scenetest.LabelsFit(t, a, mk, func(m *scenes.Manager) {
			p := m.Current().(*Scene)
			p.clocks = clock.Resume(clock.Presets[3], 59*time.Minute+59*time.Second, 8*time.Second)
		})
	})
}

// The result's headline, reason, counts and buttons fit every window:
// "The computer wins" was clipped at the right edge of a 1200x780 window.
func TestResultTextsFitEveryWindow(t *testing.T) {
	a := scenetest.FontsApp(t)
	var g *rules.Game
	for seed := uint64(1); g == nil; seed++ {
		if c := randomGame(rules.NineMensMorris(), seed, 400); c.Result().Over() {
			if w, ok := c.Result().Winner(); ok && w == rules.Black {
				g = c
			}
		}
	}
	mk := func() scenes.Scene { return newResult(a, &scenetest.Home{}, g, 754*time.Second, true, false) }
	scenetest.LabelsFit(t, a, mk, func(m *scenes.Manager) {
		if title, _ := headline(a.Lang(), g.Result(), true, false); title != "The computer wins" {
			t.Fatalf("headline %q", title)
		}
	})
	// Stepped back, the counter shows instead of the summary in portrait.
	scenetest.LabelsFit(t, a, mk, func(m *scenes.Manager) {
		if err := m.Step(scenes.Key(scenes.ActLeft)); err != nil {
			t.Fatal(err)
		}
	})
}

// Both cards always show men in hand and men on board, whatever the
// window; the computer's card says it is the computer's where a desktop
// window has room.
func TestCardsAlwaysCountBothKindsOfMen(t *testing.T) {
	a := scenetest.FontsApp(t)
	a.NewAgent = func(rules.Variant, app.Settings) computer.Agent { return &firstMove{} }
	for _, sc := range scenetest.Screens {
		p := New(a, &scenetest.Home{}, ModeComputer).(*Scene)
		p.Layout(sc.W, sc.H, sc.Scale)
		labels := p.cardLabels()
		for c := rules.White; c <= rules.Black; c++ {
			name, facts := labels[2*c], labels[2*c+1]
			if !strings.Contains(facts.Text, "hand") || !strings.Contains(facts.Text, "board") {
				t.Errorf("%v: %v's card counts %q", sc, c, facts.Text)
			}
			if c == rules.Black && sc.W >= 1200 && sc.Scale == 1 && !strings.Contains(name.Text, "Computer") {
				t.Errorf("%v: the computer's card is named %q", sc, name.Text)
			}
		}
	}
}

// A refused choice's reason, the help a phone player reads to learn why a
// touch did nothing, is never under 14 CSS pixels (it was 13.2 on a
// 390x844 phone), and stays on the screen.
func TestReasonReadableOnEveryScreen(t *testing.T) {
	a := scenetest.FontsApp(t)
	reasons := []string{
		"This man cannot move: every point next to it is taken.",
		"f6 is not next to b2: slide along a line.",
		"Choose one of your white men first, then where it goes.",
	}
	for _, sc := range scenetest.Screens {
		p := New(a, &scenetest.Home{}, ModeTwoPlayers).(*Scene)
		p.Layout(sc.W, sc.H, sc.Scale)
		for _, r := range reasons {
			labels := statusLabels(a.Kit.Fonts, &p.lay, "White to move", r, "")
			for _, lb := range labels[1:] {
				if css := lb.Face.Size / sc.Scale; css < minHelp-1e-9 {
					t.Errorf("%v: %q at %.1f CSS px", sc, lb.Text, css)
				}
				if lb.Box.Y+lb.Box.H > float64(sc.H) {
					t.Errorf("%v: %q leaves the screen", sc, lb.Text)
				}
			}
		}
	}
}

// With the sound off, its note and the status's first line share the top
// of the status without touching: "White to place — 8 in hand" ran into
// "Sound off (M)" at 1280x800.
func TestSoundNoteKeepsClearOfTheStatus(t *testing.T) {
	a := scenetest.FontsApp(t)
	a.NewAgent = func(rules.Variant, app.Settings) computer.Agent { return &firstMove{} }
	a.Settings.Sound = false
	mk := func() scenes.Scene { return New(a, &scenetest.Home{}, ModeComputer) }
	scenetest.LabelsFit(t, a, mk, nil)
	for _, sc := range scenetest.Screens {
		p := mk().(*Scene)
		p.Layout(sc.W, sc.H, sc.Scale)
		labels := p.Labels()
		main := labels[0]
		var note *kit.Label
		for i := range labels {
			if strings.HasPrefix(labels[i].Text, "Sound off") {
				note = &labels[i]
			}
		}
		if note == nil {
			t.Fatalf("%v: no sound note among %d labels", sc, len(labels))
		}
		mainEnd := main.Box.X + kit.TextWidth(main.Text, main.Face)
		noteStart := note.Box.X + note.Box.W - kit.TextWidth(note.Text, note.Face)
		if mainEnd > noteStart {
			t.Errorf("%v: %q ends at %.0f, past %q's start at %.0f", sc, main.Text, mainEnd, note.Text, noteStart)
		}
	}
}
