//go:build !js

package play

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/internal/scenetest"
	"github.com/ninemen/morris/scenes/open"
)

// TestResultSavesRecord: "Save record" writes the finished game as a
// Sanmill record into the records folder, and the toast names the file.
func TestResultSavesRecord(t *testing.T) {
	a := scenetest.FontsApp(t)
	dir := t.TempDir()
	open.SetRecordsFolder(a, dir)
	var g *rules.Game
	for seed := uint64(1); g == nil || !g.Result().Over(); seed++ {
		g = randomGame(rules.NineMensMorris(), seed, 400)
	}
	r := newResult(a, &scenetest.Home{}, g, 0, true, false).(*resultScene)
	m := scenetest.NewManager(a, r)
	m.SetSize(1280, 800, 1)
	if err := m.Step(&scenes.Input{}); err != nil {
		t.Fatal(err)
	}
	x, y := r.save.Rect.Center()
	if err := m.Step(scenes.Click(x, y)); err != nil {
		t.Fatal(err)
	}
	names := scenetest.FileNames(t, dir)
	// The test's clock stands at 2026-01-01 12:00; White is the player.
	want := "2026-01-01 12.00 You v Computer " + map[rules.Outcome]string{rules.WhiteWins: "1-0", rules.BlackWins: "0-1", rules.Draw: "draw"}[g.Result().Outcome] + ".pgn"
	if !slices.Equal(names, []string{want}) {
		t.Fatalf("the folder holds %q, want only %q (no temporary file left)", names, want)
	}
	if text, _ := m.App.Toast(); text != "Record saved to "+filepath.Join(dir, want) {
		t.Errorf("toast %q, want the file's full path", text)
	}
	b, err := os.ReadFile(filepath.Join(dir, want))
	if err != nil {
		t.Fatal(err)
	}
	rec, err := rules.ReadGame(string(b))
	if err != nil {
		t.Fatalf("the saved record does not read: %v\n%s", err, b)
	}
	if !slices.Equal(rec.Game.Moves(), g.Moves()) || rec.Game.Result() != g.Result() {
		t.Errorf("the saved record reads as another game:\n%s", b)
	}
	if w, _ := rec.Tag("White"); w != "You" {
		t.Errorf("White is %q, want You", w)
	}
}
