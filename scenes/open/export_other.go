//go:build !js

package open

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes/app"
	"github.com/ninemen/morris/storage"
)

// keptFolder is the App key of where records go (see RecordsFolder).
type keptFolder struct{}

// RecordsFolder is where saved records go: "Nine Men's Morris" in the
// player's Documents folder, or in the home folder without one; the
// folder is made with the first record. Tests set their own with
// SetRecordsFolder.
func RecordsFolder(app *app.App) string {
	return *app.Kept(keptFolder{}, func() any {
		dir := defaultRecordsFolder()
		return &dir
	}).(*string)
}

// SetRecordsFolder makes records go to dir.
func SetRecordsFolder(app *app.App, dir string) {
	*app.Kept(keptFolder{}, func() any { return new(string) }).(*string) = dir
}

func defaultRecordsFolder() string {
	home, err := os.UserHomeDir()
	if err != nil {
		return "records"
	}
	docs := filepath.Join(home, "Documents")
	if fi, err := os.Stat(docs); err == nil && fi.IsDir() {
		return filepath.Join(docs, "Nine Men's Morris")
	}
	return filepath.Join(home, "Nine Men's Morris")
}

// SaveRecord writes a finished game as a Sanmill record into the records
// folder, atomically (a temporary file renamed into place), under a name
// of its date, players and result that no other record there has, and
// returns what to tell the player: the file's full path.
func SaveRecord(app *app.App, g *rules.Game, p Players, when time.Time) (string, error) {
	dir := RecordsFolder(app)
	name := FileName(g, p, when)
	for i := 2; ; i++ {
		if _, err := os.Stat(filepath.Join(dir, name)); errors.Is(err, os.ErrNotExist) {
			break
		}
		if i > 99 {
			return "", errors.New(app.Lang().T("open.save.too_many", "Folder", dir))
		}
		name = strings.TrimSuffix(FileName(g, p, when), ".pgn") + fmt.Sprintf(" (%d).pgn", i)
	}
	if err := storage.At(dir).Save(name, []byte(RecordText(g, p, when))); err != nil {
		return "", err
	}
	path := filepath.Join(dir, name)
	if abs, err := filepath.Abs(path); err == nil {
		path = abs
	}
	return app.Lang().T("open.save.saved", "Path", path), nil
}
