package play

import (
	"testing"
	"time"

	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/app"
	"github.com/ninemen/morris/scenes/computer"
	"github.com/ninemen/morris/scenes/internal/scenetest"
	"github.com/ninemen/morris/storage"
)

// The time the settings give the computer is the time it thinks (the
// settings scene's part is TestThinkTimeRowSetsTheComputersTime).
func TestThinkTimeSettingIsTheComputersTime(t *testing.T) {
	a := app.NewApp(nil, storage.At(t.TempDir()))
	a.UseComputer()
	s := a.Settings
	s.Think = 5000
	a.SetSettings(s)
	agent := a.NewAgent(a.Settings.VariantRules(), a.Settings).(*computer.Player)
	if agent.MoveTime() != 5*time.Second {
		t.Errorf("the computer thinks %v, want 5s", agent.MoveTime())
	}
}

func TestMuteKeyIsKept(t *testing.T) {
	dir := t.TempDir()
	a := app.NewApp(nil, storage.At(dir))
	h := newHarness(t, a, New(a, &scenetest.Home{}, ModeTwoPlayers), 1280, 800)
	h.step(scenes.Key(scenes.ActMute))
	if a.Settings.Sound {
		t.Fatal("M did not mute")
	}
	if app.NewApp(nil, storage.At(dir)).Settings.Sound {
		t.Fatal("muting was not kept")
	}
}

func TestMuteKeyWorksInPlay(t *testing.T) {
	a := scenetest.FontsApp(t)
	scenetest.MuteKey(t, a, New(a, &scenetest.Home{}, ModeTwoPlayers))
}

func TestMuteKeyWorksInTheResult(t *testing.T) {
	a := scenetest.FontsApp(t)
	scenetest.MuteKey(t, a, newResult(a, &scenetest.Home{}, randomGame(rules.NineMensMorris(), 1, 40), 0, false, false))
}

func TestSettingsRoundTrip(t *testing.T) {
	dir := t.TempDir()
	a := app.NewApp(nil, storage.At(dir))
	if a.Settings != app.DefaultSettings() {
		t.Fatalf("first run: %+v", a.Settings)
	}
	want := app.Settings{Variant: rules.LaskerMorris().Name, Sound: false, ComputerWhite: true, Speed: app.SpeedFast, Level: "Expert", Think: 10000}
	a.SetSettings(want)
	again := app.NewApp(nil, storage.At(dir))
	if again.Settings != want {
		t.Fatalf("read back %+v, want %+v", again.Settings, want)
	}
	if n := again.TakeNotice(); n != "" {
		t.Fatalf("notice on a good file: %q", n)
	}
	// A new game takes the variant from the settings.
	p := New(again, &scenetest.Home{}, ModeTwoPlayers).(*Scene)
	if p.game.Variant().Name != want.Variant {
		t.Fatalf("new game plays %q", p.game.Variant().Name)
	}
}
