package play

import (
	"testing"
	"time"

	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/internal/scenetest"
	"github.com/ninemen/morris/storage"
)

// The time the settings give the computer is the time it thinks (the
// settings scene's part is TestThinkTimeRowSetsTheComputersTime).
func TestThinkTimeSettingIsTheComputersTime(t *testing.T) {
	app := scenes.NewApp(nil, storage.At(t.TempDir()))
	UseComputer(app)
	s := app.Settings
	s.Think = 5000
	app.SetSettings(s)
	a := app.NewAgent(app.Settings.VariantRules(), app.Settings).(*aiAgent)
	if a.moveTime != 5*time.Second {
		t.Errorf("the computer thinks %v, want 5s", a.moveTime)
	}
}

func TestMuteKeyIsKept(t *testing.T) {
	dir := t.TempDir()
	app := scenes.NewApp(nil, storage.At(dir))
	h := newHarness(t, app, New(app, ModeTwoPlayers), 1280, 800)
	h.step(scenes.Key(scenes.ActMute))
	if app.Settings.Sound {
		t.Fatal("M did not mute")
	}
	if scenes.NewApp(nil, storage.At(dir)).Settings.Sound {
		t.Fatal("muting was not kept")
	}
}

func TestMuteKeyWorksInPlay(t *testing.T) {
	app := scenetest.FontsApp(t)
	scenetest.MuteKey(t, app, New(app, ModeTwoPlayers))
}

func TestMuteKeyWorksInTheResult(t *testing.T) {
	app := scenetest.FontsApp(t)
	scenetest.MuteKey(t, app, newResult(app, randomGame(rules.NineMensMorris(), 1, 40), 0, false, false))
}

func TestSettingsRoundTrip(t *testing.T) {
	dir := t.TempDir()
	app := scenes.NewApp(nil, storage.At(dir))
	if app.Settings != scenes.DefaultSettings() {
		t.Fatalf("first run: %+v", app.Settings)
	}
	want := scenes.Settings{Variant: rules.LaskerMorris().Name, Sound: false, ComputerWhite: true, Speed: scenes.SpeedFast, Level: "Expert", Think: 10000}
	app.SetSettings(want)
	again := scenes.NewApp(nil, storage.At(dir))
	if again.Settings != want {
		t.Fatalf("read back %+v, want %+v", again.Settings, want)
	}
	if n := again.TakeNotice(); n != "" {
		t.Fatalf("notice on a good file: %q", n)
	}
	// A new game takes the variant from the settings.
	p := New(again, ModeTwoPlayers).(*Scene)
	if p.game.Variant().Name != want.Variant {
		t.Fatalf("new game plays %q", p.game.Variant().Name)
	}
}
