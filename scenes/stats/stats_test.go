package stats

import (
	"image"
	"strings"
	"testing"
	"time"

	"github.com/ninemen/morris/lang"
	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/app"
	"github.com/ninemen/morris/scenes/internal/scenetest"
	"github.com/ninemen/morris/scenes/review"
	"github.com/ninemen/morris/storage"
)

// newApp is an app with typefaces, in English, keeping its files in a
// folder of the test.
func newApp(t *testing.T) *app.App {
	t.Helper()
	t.Setenv("LC_ALL", "en_GB.UTF-8")
	a := app.NewApp(scenetest.Fonts(t), storage.At(t.TempDir()))
	st := a.Settings
	st.Language = lang.English
	a.SetSettings(st)
	return a
}

// finish counts a game of v at level that the side loser resigned after
// a move each, the player having had White.
func finish(t *testing.T, a *app.App, v rules.Variant, level string, loser rules.Color, at time.Time) {
	t.Helper()
	g := rules.NewGame(v)
	for _, m := range []string{"d6", "d5"} {
		if err := g.PlayTurn(m); err != nil {
			t.Fatal(err)
		}
	}
	g.Resign(loser)
	st := a.Settings
	st.Level = level
	a.SetSettings(st)
	if msg := a.CountGame(g, false, at); msg != "" {
		t.Fatal(msg)
	}
}

// fullRecord fills the record: more recent games than the page shows, at
// several levels and two variants.
func fullRecord(t *testing.T, a *app.App) {
	t.Helper()
	at := time.Date(2026, 11, 1, 19, 0, 0, 0, time.UTC)
	levels := []string{"Beginner", "Villager", "Tavern Player", "Club Player", "Expert", "Master"}
	for i := range 60 {
		v := rules.NineMensMorris()
		if i%7 == 0 {
			v = rules.LaskerMorris()
		}
		loser := rules.Black
		if i%3 == 0 {
			loser = rules.White
		}
		finish(t, a, v, levels[i%len(levels)], loser, at.Add(time.Duration(i)*time.Hour))
	}
}

// step runs the manager a tick with in.
func step(t *testing.T, m *scenetest.Driver, in *scenes.Input) {
	t.Helper()
	if err := m.Step(in); err != nil {
		t.Fatal(err)
	}
}

func click(t *testing.T, m *scenetest.Driver, at image.Point) {
	t.Helper()
	step(t, m, scenes.Click(float64(at.X), float64(at.Y)))
	step(t, m, &scenes.Input{})
}

func labelTexts(s *Scene) string {
	var sb strings.Builder
	for _, l := range s.Labels() {
		sb.WriteString(l.Text + "\n")
	}
	return sb.String()
}

// A finished game against the computer is on the page: in the table, the
// rating and the recent games.
func TestFinishedGameAppears(t *testing.T) {
	a := newApp(t)
	s := New(a, &scenetest.Home{})
	m := scenetest.NewManager(a, s)
	m.SetSize(1280, 800, 1)
	step(t, m, &scenes.Input{})
	if text := labelTexts(s); !strings.Contains(text, "No games yet") {
		t.Errorf("an empty record shows\n%s", text)
	}
	finish(t, a, rules.NineMensMorris(), "Expert", rules.Black, time.Date(2026, 5, 6, 20, 0, 0, 0, time.UTC))
	s = New(a, &scenetest.Home{})
	m = scenetest.NewManager(a, s)
	m.SetSize(1280, 800, 1)
	step(t, m, &scenes.Input{})
	text := labelTexts(s)
	for _, want := range []string{"Rating about", "Winning streak 1, longest 1", "Won · Expert", "2 moves"} {
		if !strings.Contains(text, want) {
			t.Errorf("no %q on the page:\n%s", want, text)
		}
	}
}

// A recent game opens in the review, by a click or by Enter, and the
// review goes back to the page.
func TestRecentGameOpensTheReview(t *testing.T) {
	a := newApp(t)
	fullRecord(t, a)
	for _, by := range []string{"click", "keys"} {
		s := New(a, &scenetest.Home{})
		m := scenetest.NewPointerManager(t, a, s)
		switch by {
		case "click":
			at, ok := s.Targets()["game:0"]
			if !ok {
				t.Fatalf("no recent game on the page: %v", s.Targets())
			}
			click(t, m, at)
		case "keys":
			// From Back, Down wraps round to the variants' switch, and on
			// to the newest game.
			step(t, m, scenes.Key(scenes.ActDown))
			step(t, m, scenes.Key(scenes.ActDown))
			step(t, m, scenes.Key(scenes.ActConfirm))
		}
		r, ok := m.Current().(*review.Scene)
		if !ok {
			t.Fatalf("by %s: went to %T, want the review", by, m.Current())
		}
		want, _ := s.Record().Recent[0].Game()
		if r.Game().Ply() != want.Ply() || r.Back() != s {
			t.Errorf("by %s: the review shows %d plies and goes back to %T, want the newest game and the page", by, r.Game().Ply(), r.Back())
		}
	}
}

// Reset asks first; Cancel keeps the record, and confirming forgets it,
// on disk too.
func TestResetAsksAndClears(t *testing.T) {
	a := newApp(t)
	fullRecord(t, a)
	s := New(a, &scenetest.Home{})
	m := scenetest.NewPointerManager(t, a, s)
	click(t, m, s.Targets()["button:reset"])
	if _, asks := s.Targets()["button:cancel"]; !asks || !strings.Contains(labelTexts(s), "Reset your record?") {
		t.Fatalf("Reset did not ask:\n%s", labelTexts(s))
	}
	click(t, m, s.Targets()["button:cancel"])
	if r, _, _ := a.Record(); r.Total().Games() != 60 || s.Record().Total().Games() != 60 {
		t.Fatalf("Cancel left %d games, want all 60", r.Total().Games())
	}
	click(t, m, s.Targets()["button:reset"])
	// Enter answers with the focus, on Cancel: a stray key forgets nothing.
	step(t, m, scenes.Key(scenes.ActConfirm))
	if s.Record().Total().Games() != 60 {
		t.Fatal("Enter on the question forgot the record")
	}
	click(t, m, s.Targets()["button:reset"])
	click(t, m, s.Targets()["button:reset"])
	r, _, _ := a.Record()
	if r.Total().Games() != 0 || len(r.Recent) != 0 || s.Record().Total().Games() != 0 {
		t.Errorf("after the reset %d games are kept, want none", r.Total().Games())
	}
	if !strings.Contains(labelTexts(s), "No games yet") {
		t.Errorf("the page after the reset shows\n%s", labelTexts(s))
	}
}

// The switch shows each variant's table in turn, the first played first.
func TestVariantSwitch(t *testing.T) {
	a := newApp(t)
	fullRecord(t, a)
	s := New(a, &scenetest.Home{})
	m := scenetest.NewPointerManager(t, a, s)
	if !strings.Contains(labelTexts(s), "Lasker Morris\nVariant 1 of 2") {
		t.Fatalf("the table's variant is not named:\n%s", labelTexts(s))
	}
	x, y := s.switcher.Rect.Center()
	click(t, m, image.Pt(int(x), int(y)))
	if text := labelTexts(s); !strings.Contains(text, "Nine Men's Morris\nVariant 2 of 2") {
		t.Errorf("after a press the page shows\n%s", text)
	}
}

// Esc goes back to the title, or while Reset asks, cancels.
func TestEscape(t *testing.T) {
	a := newApp(t)
	fullRecord(t, a)
	home := &scenetest.Home{}
	s := New(a, home)
	m := scenetest.NewPointerManager(t, a, s)
	click(t, m, s.Targets()["button:reset"])
	step(t, m, scenes.Key(scenes.ActBack))
	if s.confirm || m.Current() != s {
		t.Fatal("Esc on the question did not cancel it")
	}
	step(t, m, scenes.Key(scenes.ActBack))
	if m.Current() != home {
		t.Errorf("Esc went to %T, want the title", m.Current())
	}
}

// The page's texts fit every window, in every language, full and empty.
func TestLabelsFit(t *testing.T) {
	for _, l := range lang.All() {
		a := newApp(t)
		st := a.Settings
		st.Language = l.Code
		a.SetSettings(st)
		a.AwaitLanguage()
		scenetest.LabelsFit(t, a, func() scenes.Scene { return New(a, &scenetest.Home{}) }, nil)
		fullRecord(t, a)
		scenetest.LabelsFit(t, a, func() scenes.Scene { return New(a, &scenetest.Home{}) }, nil)
		scenetest.LabelsFit(t, a, func() scenes.Scene { return New(a, &scenetest.Home{}) }, func(m *scenes.Manager) {
			m.Current().(*Scene).confirm = true
			m.Current().(*Scene).relayout()
		})
	}
}

func TestMuteKey(t *testing.T) {
	a := newApp(t)
	scenetest.MuteKey(t, a, New(a, &scenetest.Home{}))
}
