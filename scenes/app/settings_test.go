package app

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ninemen/morris/clock"
	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/storage"
)

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

func TestThinkTimeIsReadAsAChoice(t *testing.T) {
	tests := []struct {
		json string
		want ThinkTime
	}{
		{`{}`, DefaultThinkTime}, // a file from before the setting
		{`{"thinkMs": 1000}`, 1000},
		{`{"thinkMs": 30000}`, 30000},
		{`{"thinkMs": 7000}`, 5000},
		{`{"thinkMs": 0}`, 1000},
		{`{"thinkMs": -5}`, 1000},
		{`{"thinkMs": 999999999}`, 30000},
	}
	for _, tt := range tests {
		s, err := decodeSettings([]byte(tt.json))
		if err != nil {
			t.Fatalf("%s: %v", tt.json, err)
		}
		if s.Think != tt.want {
			t.Errorf("%s: think %v, want %v", tt.json, s.Think, tt.want)
		}
	}
}

func TestClockIsReadAsAChoice(t *testing.T) {
	tests := []struct {
		json string
		want clock.Control
	}{
		{`{}`, clock.Control{}}, // a file from before the setting: no clock
		{`{"clock": "300+3"}`, clock.Control{Base: 5 * time.Minute, Increment: 3 * time.Second}},
		{`{"clock": "900+10"}`, clock.Control{Base: 15 * time.Minute, Increment: 10 * time.Second}},
		{`{"clock": "301+3"}`, clock.Control{}}, // not a choice
		{`{"clock": "40/9000"}`, clock.Control{}},
		{`{"clock": ""}`, clock.Control{}},
	}
	for _, tt := range tests {
		s, err := decodeSettings([]byte(tt.json))
		if err != nil {
			t.Fatalf("%s: %v", tt.json, err)
		}
		if got := s.TimeControl(); got != tt.want {
			t.Errorf("%s: clock %v, want %v", tt.json, got, tt.want)
		}
	}
	if c := DefaultSettings().TimeControl(); !c.Off() {
		t.Errorf("a first run has a clock: %v", c)
	}
}
