package open

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"strings"
	"unicode/utf8"
)

// Arrival is a text that came in from outside the game: a dropped or
// chosen file, or pasted text.
type Arrival struct {
	// Name is the file's name, or what the text is ("pasted text").
	Name string
	Text string
	// Err says why the text could not be had; Text is empty then.
	Err error
}

// Source is how texts come in besides the scene's own list of files: a
// file dropped on the window or page, the browser's file chooser, the
// clipboard. What it brings arrives later (reading a browser's file or
// clipboard never finishes at once), so the scene polls it every tick;
// tests feed the scene through one of their own.
type Source interface {
	// Poll returns what arrived since the last call, if anything.
	Poll() (Arrival, bool)
	// Choose opens the platform's own file chooser and Paste reads the
	// clipboard; what they bring comes through Poll. Both report false
	// where there is none (natively the scene lists files itself).
	Choose() bool
	Paste() bool
}

// maxText is the largest text read: a record of the longest game fits many
// times over, and a larger file is not a record.
const maxText = 1 << 20

// errTooLarge is the error for a file larger than maxText.
var errTooLarge = fmt.Errorf("larger than %d KiB: not a game record", maxText>>10)

// readText reads a text of at most maxText bytes that must be text:
// UTF-8, with no NUL bytes (a picture or a program dropped by mistake).
func readText(r io.Reader) (string, error) {
	b, err := io.ReadAll(io.LimitReader(r, maxText+1))
	if err != nil {
		return "", err
	}
	if len(b) > maxText {
		return "", errTooLarge
	}
	if !utf8.Valid(b) || strings.IndexByte(string(b), 0) >= 0 {
		return "", errors.New("not a text file: a game record is text")
	}
	return string(b), nil
}

// readFile reads a text file from disk.
func readFile(name string) (string, error) {
	f, err := os.Open(name)
	if err != nil {
		return "", err
	}
	defer f.Close()
	return readText(f)
}

// readDropped reads the first file of what was dropped (a folder's first
// file, for a dropped folder): a player drops one record at a time.
func readDropped(fsys fs.FS) Arrival {
	var first string
	err := fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() {
			first = p
			return fs.SkipAll
		}
		return nil
	})
	if err != nil {
		return Arrival{Name: "the dropped file", Err: err}
	}
	if first == "" {
		return Arrival{Name: "what was dropped", Err: errors.New("no file in it")}
	}
	a := Arrival{Name: path.Base(first)}
	f, err := fsys.Open(first)
	if err != nil {
		a.Err = err
		return a
	}
	defer f.Close()
	a.Text, a.Err = readText(f)
	return a
}
