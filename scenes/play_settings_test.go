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
