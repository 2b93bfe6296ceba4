package scenes

import (
	"testing"
	"time"

	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/storage"
)

// The time the settings give the computer is the time it thinks (the
// settings scene's part is TestThinkTimeRowSetsTheComputersTime).
func TestThinkTimeSettingIsTheComputersTime(t *testing.T) {
	app := NewApp(nil, storage.At(t.TempDir()))
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

func TestMuteKeyWorksInPlay(t *testing.T) {
	app := fontsApp(t)
	muteKey(t, app, NewPlay(app, ModeTwoPlayers))
}

func TestMuteKeyWorksInTheResult(t *testing.T) {
	app := fontsApp(t)
	muteKey(t, app, newResult(app, randomGame(rules.NineMensMorris(), 1, 40), 0, false, false))
}

func TestSettingsRoundTrip(t *testing.T) {
	dir := t.TempDir()
	app := NewApp(nil, storage.At(dir))
	if app.Settings != DefaultSettings() {
		t.Fatalf("first run: %+v", app.Settings)
	}
	want := Settings{Variant: rules.LaskerMorris().Name, Sound: false, ComputerWhite: true, Speed: SpeedFast, Level: "Expert", Think: 10000}
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
