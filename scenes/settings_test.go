package scenes

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/storage"
)

func TestSettingsRoundTrip(t *testing.T) {
	dir := t.TempDir()
	app := NewApp(nil, storage.At(dir))
	if app.Settings != DefaultSettings() {
		t.Fatalf("first run: %+v", app.Settings)
	}
	want := Settings{Variant: rules.LaskerMorris().Name, Sound: false, ComputerWhite: true, Speed: SpeedFast, Level: "Expert"}
	app.SetSettings(want)
	again := NewApp(nil, storage.At(dir))
	if again.Settings != want {
		t.Fatalf("read back %+v, want %+v", again.Settings, want)
	}
	if n := again.TakeNotice(); n != "" {
		t.Fatalf("notice on a good file: %q", n)
	}
	// A new game takes the variant from the settings.
	p := NewPlay(again, ModeTwoPlayers).(*playScene)
	if p.game.Variant().Name != want.Variant {
		t.Fatalf("new game plays %q", p.game.Variant().Name)
	}
}

func TestCorruptSettingsAreSetAside(t *testing.T) {
	dir := t.TempDir()
	bad := []byte(`{"variant": "Nine Men's Morris", "sound": tru`)
	if err := os.WriteFile(filepath.Join(dir, settingsFile), bad, 0o644); err != nil {
		t.Fatal(err)
	}
	app := NewApp(nil, storage.At(dir))
	if app.Settings != DefaultSettings() {
		t.Fatalf("settings %+v, want the defaults", app.Settings)
	}
	notice := app.TakeNotice()
	if !strings.Contains(notice, "settings could not be read") {
		t.Fatalf("notice %q", notice)
	}
	entries, _ := os.ReadDir(dir)
	kept := false
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), settingsFile+".corrupt-") {
			data, _ := os.ReadFile(filepath.Join(dir, e.Name()))
			kept = string(data) == string(bad)
		}
	}
	if !kept {
		t.Fatalf("the unreadable settings were not kept: %v", entries)
	}
}

func TestUnknownVariantFallsBackQuietly(t *testing.T) {
	s, err := decodeSettings([]byte(`{"variant": "Morris of the Future", "speed": 99}`))
	if err != nil {
		t.Fatal(err)
	}
	if s.Variant != rules.NineMensMorris().Name || s.Speed != SpeedNormal {
		t.Fatalf("got %+v", s)
	}
}

func TestSettingsSceneChangesAndKeeps(t *testing.T) {
	dir := t.TempDir()
	app := NewApp(nil, storage.At(dir))
	back := NewPlay(app, ModeTwoPlayers)
	s := NewSettingsScene(app, back).(*settingsScene)
	h := newHarness(t, app, s, 1280, 800)
	// Variant row: right cycles forward through every preset and back.
	presets := rules.Presets()
	for i := 1; i <= len(presets); i++ {
		h.step(Key(ActRight))
		if want := presets[i%len(presets)].Name; app.Settings.Variant != want {
			t.Fatalf("after %d presses: %q, want %q", i, app.Settings.Variant, want)
		}
	}
	h.step(Key(ActLeft))
	if app.Settings.Variant != presets[len(presets)-1].Name {
		t.Fatalf("left: %q", app.Settings.Variant)
	}
	// Sound row by clicking it.
	x, y := s.rows[1].rect.Center()
	h.step(Click(x, y))
	if app.Settings.Sound {
		t.Fatal("clicking Sound did not turn it off")
	}
	if NewApp(nil, storage.At(dir)).Settings != app.Settings {
		t.Fatal("the change was not kept")
	}
	if len(s.rows) != 4+min(1, len(app.Levels)) {
		t.Fatalf("%d rows", len(s.rows))
	}
	h.step(Key(ActBack))
	for i := 0; i < TPS; i++ {
		h.step(&Input{})
	}
	if h.m.Current() != back {
		t.Fatalf("Esc went to %T", h.m.Current())
	}
}

func TestMuteKeyIsKept(t *testing.T) {
	dir := t.TempDir()
	app := NewApp(nil, storage.At(dir))
	h := newHarness(t, app, NewPlay(app, ModeTwoPlayers), 1280, 800)
	h.step(Key(ActMute))
	if app.Settings.Sound {
		t.Fatal("M did not mute")
	}
	if NewApp(nil, storage.At(dir)).Settings.Sound {
		t.Fatal("muting was not kept")
	}
}
