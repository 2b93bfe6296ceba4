package play

import (
	"testing"
	"time"

	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/app"
	"github.com/ninemen/morris/scenes/internal/scenetest"
)

// speak switches a's language to code, as the settings do.
func speak(a *app.App, code string) {
	s := a.Settings
	s.Language = code
	a.SetSettings(s)
}

// A language chosen in the settings (from the game's menu) speaks at
// once: the scene makes its buttons' and its menu's labels again in it,
// and draws its layers (the cards, the status, the move list) again.
func TestPlaySpeaksTheLanguageChosen(t *testing.T) {
	d, p, screen := twoPlayers(t)
	a := d.App
	for range 3 {
		d.Frame(t, &scenes.Input{}, screen)
	}
	if p.spoken != a.Lang() {
		t.Fatal("the scene did not keep the language it was made in")
	}
	before := a.Lang()
	speak(a, "de")
	if a.Lang() == before {
		t.Fatal("the app kept its language")
	}
	_, layers := d.Frame(t, &scenes.Input{}, screen)
	if p.spoken != a.Lang() {
		t.Fatal("the scene's labels were not made again in the new language")
	}
	if layers == 0 {
		t.Fatal("the layers were not drawn again in the new language")
	}
	if got, want := p.buttons[btnUndo].Label, a.Lang().T("play.button.undo"); got != want {
		t.Errorf("Undo reads %q, want %q", got, want)
	}
	// The menu open while the language changes.
	d.Frame(t, scenes.Key(scenes.ActBack), screen)
	if p.menu == nil {
		t.Fatal("Esc did not open the menu")
	}
	speak(a, "en")
	d.Frame(t, &scenes.Input{}, screen)
	if p.spoken != a.Lang() || p.menu.buttons[menuResume].Label != a.Lang().T("play.menu.resume") {
		t.Fatal("the menu was not made again in the new language")
	}
}

// The result makes its buttons again in a new language.
func TestResultSpeaksTheLanguageChosen(t *testing.T) {
	a := scenetest.FontsApp(t)
	r := newResult(a, &scenetest.Home{}, randomGame(rules.NineMensMorris(), 1, 40), time.Minute, false, false).(*resultScene)
	d := scenetest.NewManager(a, r)
	screen := d.Screen(t, 1280, 800)
	d.Frame(t, &scenes.Input{}, screen)
	before := r.spoken
	speak(a, "de")
	if _, layers := d.Frame(t, &scenes.Input{}, screen); layers == 0 {
		t.Error("the layers were not drawn again in the new language")
	}
	if r.spoken == before || r.spoken != a.Lang() {
		t.Fatal("the result's labels were not made again in the new language")
	}
	if r.again.Size == 0 {
		t.Error("the labels made again were not fitted to their buttons")
	}
}
