package play

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/app"
	"github.com/ninemen/morris/scenes/internal/scenetest"
	"github.com/ninemen/morris/storage"
)

// savedPlies is the number of plies of the game kept in dir, or -1 when
// nothing is kept, as the next run would find it.
func savedPlies(t *testing.T, dir string) int {
	t.Helper()
	a := app.NewApp(nil, storage.At(dir))
	s, g := a.SavedGame()
	if s == nil {
		return -1
	}
	return g.Ply()
}

// Choosing a new game erased the saved game at once, before a move was
// made: a player who only looked, or chose by mistake, lost it. The saved
// game now stays until the new one has a move.
func TestNewGameKeepsTheSavedGameUntilItsFirstMove(t *testing.T) {
	dir := t.TempDir()
	a := app.NewApp(nil, storage.At(dir))
	h := newHarness(t, a, New(a, &scenetest.Home{}, ModeTwoPlayers), 1280, 800)
	for _, m := range []rules.Move{rules.Place(rules.A1), rules.Place(rules.A7), rules.Place(rules.D1)} {
		h.playByClicks(m)
	}
	if got := savedPlies(t, dir); got != 3 {
		t.Fatalf("%d plies saved, want 3", got)
	}

	tests := []struct {
		name string
		do   func(h *harness)
		want int // plies saved after
	}{
		{"a new game alone", func(*harness) {}, 3},
		{"a new game, then New game from its menu", func(h *harness) {
			h.step(scenes.Key(scenes.ActBack))
			_, rects := h.play().menuPanel()
			x, y := rects[menuRestart].Center()
			h.step(scenes.Click(x, y))
		}, 3},
		{"a new game, then undo with nothing to undo", func(h *harness) { h.step(scenes.Key(scenes.ActUndo)) }, 3},
		{"a new game and its first move", func(h *harness) { h.playByClicks(rules.Place(rules.G7)) }, 1},
	}
	for _, tt := range tests {
		a := app.NewApp(nil, storage.At(dir))
		h := newHarness(t, a, New(a, &scenetest.Home{}, ModeTwoPlayers), 1280, 800)
		if !a.HasSavedGame() {
			t.Fatalf("%s: the title would no longer offer the saved game", tt.name)
		}
		tt.do(h)
		h.settle()
		if got := savedPlies(t, dir); got != tt.want {
			t.Fatalf("%s: %d plies saved, want %d", tt.name, got, tt.want)
		}
	}
}

// Taking the resumed game back to its start is a change the player made:
// nothing is left to resume.
func TestUndoingTheSavedGameToItsStartClearsIt(t *testing.T) {
	dir := t.TempDir()
	a := app.NewApp(nil, storage.At(dir))
	h := newHarness(t, a, New(a, &scenetest.Home{}, ModeTwoPlayers), 1280, 800)
	h.playByClicks(rules.Place(rules.A1))
	h.playByClicks(rules.Place(rules.A7))

	a = app.NewApp(nil, storage.At(dir))
	h = newHarness(t, a, New(a, &scenetest.Home{}, ModeResume), 1280, 800)
	if got := h.play().game.Ply(); got != 2 {
		t.Fatalf("resumed at ply %d", got)
	}
	h.step(scenes.Key(scenes.ActUndo))
	h.step(scenes.Key(scenes.ActUndo))
	if got := savedPlies(t, dir); got != -1 {
		t.Fatalf("%d plies still saved after undoing every move", got)
	}
}

// An unreadable save was forgotten even when it could not be set aside,
// and the first move wrote over it. Now it stays as it was until it can
// be moved, no game is saved over it, and the player is told.
func TestUnreadableSaveThatCannotBeSetAsideIsNotWrittenOver(t *testing.T) {
	dir := t.TempDir()
	garbage := "[Variant \"Nine Men's Morris\"]\n\n1. a1 a1 *\n"
	path := filepath.Join(dir, app.SaveFile)
	if err := os.WriteFile(path, []byte(garbage), 0o644); err != nil {
		t.Fatal(err)
	}
	store := &scenetest.StuckStore{Store: storage.At(dir), Stuck: true}
	a := app.NewAppWith(nil, store)
	h := newHarness(t, a, New(a, &scenetest.Home{}, ModeResume), 1280, 800)
	p := h.play()
	if !strings.Contains(p.notice, "could not be read") || !strings.Contains(p.notice, "will not be saved") {
		t.Fatalf("notice %q, want that the save could not be read and this game will not be saved", p.notice)
	}
	h.playByClicks(rules.Place(rules.A1))
	h.playByClicks(rules.Place(rules.D7))
	if data, _ := os.ReadFile(path); string(data) != garbage {
		t.Fatalf("the unreadable save was written over: %q", data)
	}
	if p.notice != "" && !strings.Contains(p.notice, "could not be read") {
		t.Fatalf("a notice after each move: %q", p.notice)
	}
	// Once the file can be moved, it is, and the game is saved.
	store.Stuck = false
	h.playByClicks(rules.Place(rules.G1))
	if got := savedPlies(t, dir); got != 3 {
		t.Fatalf("%d plies saved once the old file could be moved, want 3", got)
	}
	if !keptAside(dir, garbage) {
		t.Fatal("the unreadable save was not kept")
	}
}

// keptAside reports whether dir holds the save set aside as corrupt, with
// the contents it had.
func keptAside(dir, contents string) bool {
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), app.SaveFile+".corrupt-") {
			data, _ := os.ReadFile(filepath.Join(dir, e.Name()))
			if string(data) == contents {
				return true
			}
		}
	}
	return false
}

// The same holds for unreadable settings: changes are not written over
// them while they cannot be set aside.
func TestUnreadableSettingsThatCannotBeSetAsideAreNotWrittenOver(t *testing.T) {
	dir := t.TempDir()
	bad := `{"variant": "Nine Men's Morris", "sound": tru`
	path := filepath.Join(dir, "settings.json")
	if err := os.WriteFile(path, []byte(bad), 0o644); err != nil {
		t.Fatal(err)
	}
	a := app.NewAppWith(nil, &scenetest.StuckStore{Store: storage.At(dir), Stuck: true})
	if n := a.TakeNotice(); !strings.Contains(n, "left as it was") || !strings.Contains(n, "will not be kept") {
		t.Fatalf("notice %q", n)
	}
	a.ToggleMute()
	if a.Settings.Sound {
		t.Fatal("the change does not hold for this run")
	}
	if data, _ := os.ReadFile(path); string(data) != bad {
		t.Fatalf("the unreadable settings were written over: %q", data)
	}
}
