//go:build !js

package open

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes/internal/scenetest"
)

// TestFileName: a record's name carries the date, the players and the
// result, and nothing a Windows file system refuses.
func TestFileName(t *testing.T) {
	when := time.Date(2026, 11, 23, 19, 4, 0, 0, time.UTC)
	g := rules.NewGame(rules.NineMensMorris())
	g.Resign(rules.Black)
	tests := []struct {
		p    Players
		want string
	}{
		{Players{"You", "Computer"}, "2026-11-23 19.04 You v Computer 1-0.pgn"},
		{Players{`A<n>n: "the" best?`, `B|o\b/*`}, "2026-11-23 19.04 A-n-n- -the- best- v B-o-b-- 1-0.pgn"},
		{Players{"White", "Black.. "}, "2026-11-23 19.04 White v Black..  1-0.pgn"},
		{Players{"Tab\there", strings.Repeat("x", 200)}, "2026-11-23 19.04 Tab-here v " + strings.Repeat("x", 72) + ".pgn"},
	}
	for _, tt := range tests {
		got := FileName(g, tt.p, when)
		if got != tt.want {
			t.Errorf("%+v: %q, want %q", tt.p, got, tt.want)
		}
		if strings.ContainsAny(got, `<>:"/\|?*`+"\t") {
			t.Errorf("%q holds a character Windows refuses", got)
		}
	}
}

// TestSaveRecordTwice: records of the same minute get names of their own,
// and the write leaves no temporary file behind.
func TestSaveRecordTwice(t *testing.T) {
	a := scenetest.App(t)
	dir := filepath.Join(t.TempDir(), "Nine Men's Morris")
	SetRecordsFolder(a, dir)
	g := rules.NewGame(rules.NineMensMorris())
	if err := g.PlayTurn("d6"); err != nil {
		t.Fatal(err)
	}
	g.Resign(rules.White)
	when := time.Date(2026, 11, 23, 19, 4, 0, 0, time.UTC)
	for i := 0; i < 2; i++ {
		msg, err := SaveRecord(a, g, Players{"White", "Black"}, when)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(msg, "Record saved to "+dir) {
			t.Errorf("message %q does not name the folder %s", msg, dir)
		}
	}
	names := scenetest.FileNames(t, dir)
	want := []string{"2026-11-23 19.04 White v Black 0-1 (2).pgn", "2026-11-23 19.04 White v Black 0-1.pgn"}
	if !slices.Equal(names, want) {
		t.Errorf("the folder holds %q, want %q", names, want)
	}
	b, err := os.ReadFile(filepath.Join(dir, want[1]))
	if err != nil {
		t.Fatal(err)
	}
	rec, err := rules.ReadGame(string(b))
	if err != nil || rec.Game.Ply() != 1 || rec.Result != g.Result() {
		t.Errorf("the record reads as %v, %v:\n%s", rec, err, b)
	}
	if d, _ := rec.Tag("Date"); d != "2026.11.23" {
		t.Errorf("Date %q, want Sanmill's 2026.11.23", d)
	}
}
