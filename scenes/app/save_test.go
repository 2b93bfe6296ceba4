package app

import (
	"strings"
	"testing"
	"time"

	"github.com/ninemen/morris/clock"
	"github.com/ninemen/morris/rules"
)

// oldSave is a save as the game wrote it before the clock.
const oldSave = `[Event "Game in progress"]
[Mode "Computer"]
[Computer "Black"]
[TimePlayed "42.5"]
[Result "*"]
[Variant "Nine Men's Morris"]

1. d6 f4 2. d2 *
`

func TestSaveKeepsTheClocks(t *testing.T) {
	g := rules.NewGame(rules.NineMensMorris())
	for _, m := range []string{"d6", "f4", "d2"} {
		if err := g.PlayTurn(m); err != nil {
			t.Fatal(err)
		}
	}
	tests := []struct {
		name   string
		clocks Clocks
		tags   []string
	}{
		{"no clock", Clocks{}, nil},
		{"five and three", Clocks{Control: clock.Presets[1], Left: [2]time.Duration{287400 * time.Millisecond, 301 * time.Second}},
			[]string{`[TimeControl "300+3"]`, `[WhiteTimeLeft "287.4"]`, `[BlackTimeLeft "301"]`}},
		{"a side out of time", Clocks{Control: clock.Presets[0], Left: [2]time.Duration{0, 3 * time.Minute}},
			[]string{`[WhiteTimeLeft "0"]`}},
	}
	for _, tt := range tests {
		s := newSavedGame(g, true, false, time.Minute)
		s.Clocks = tt.clocks
		data, err := s.encode()
		if err != nil {
			t.Fatal(err)
		}
		for _, tag := range tt.tags {
			if !strings.Contains(string(data), tag) {
				t.Errorf("%s: no %s in\n%s", tt.name, tag, data)
			}
		}
		if tt.clocks.Control.Off() && strings.Contains(string(data), "TimeControl") {
			t.Errorf("%s: a clock in\n%s", tt.name, data)
		}
		back, err := decodeSave(data)
		if err != nil {
			t.Fatalf("%s: %v\n%s", tt.name, err, data)
		}
		if back.Clocks != tt.clocks {
			t.Errorf("%s: clocks read back as %+v, want %+v", tt.name, back.Clocks, tt.clocks)
		}
	}
}

func TestSaveFromBeforeTheClockHasNone(t *testing.T) {
	s, err := decodeSave([]byte(oldSave))
	if err != nil {
		t.Fatal(err)
	}
	if !s.Clocks.Control.Off() || s.Seconds != 42.5 || !s.Computer || s.game.Ply() != 3 {
		t.Errorf("read as %+v", s)
	}
}

func TestDamagedClockTagsAreErrors(t *testing.T) {
	clockTags := func(tags string) string {
		return strings.Replace(oldSave, `[Result "*"]`, tags+`[Result "*"]`, 1)
	}
	for _, text := range []string{
		clockTags(`[TimeControl "300+3"]` + "\n"),
		clockTags(`[TimeControl "300+3"]` + "\n" + `[WhiteTimeLeft "12"]` + "\n"),
		clockTags(`[TimeControl "300+3"]` + "\n" + `[WhiteTimeLeft "-1"]` + "\n" + `[BlackTimeLeft "3"]` + "\n"),
		clockTags(`[TimeControl "300+3"]` + "\n" + `[WhiteTimeLeft "NaN"]` + "\n" + `[BlackTimeLeft "3"]` + "\n"),
		clockTags(`[TimeControl "300+3"]` + "\n" + `[WhiteTimeLeft "1e300"]` + "\n" + `[BlackTimeLeft "3"]` + "\n"),
		clockTags(`[TimeControl "40/9000"]` + "\n"),
	} {
		if _, err := decodeSave([]byte(text)); err == nil {
			t.Errorf("no error for\n%s", text)
		}
	}
}

func FuzzDecodeSave(f *testing.F) {
	f.Add(oldSave)
	f.Add(strings.Replace(oldSave, `[Result "*"]`, `[TimeControl "300+3"][WhiteTimeLeft "12.5"][BlackTimeLeft "3"][Result "*"]`, 1))
	f.Fuzz(func(t *testing.T, text string) {
		s, err := decodeSave([]byte(text))
		if err != nil {
			return
		}
		for _, left := range s.Clocks.Left {
			if left < 0 {
				t.Errorf("%v left on a clock", left)
			}
		}
	})
}
