package open

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"path"
	"strings"
	"unicode/utf8"

	"github.com/ninemen/morris/lang"
	"github.com/ninemen/morris/scenes/say"
)

// Arrival is a text that came in from outside the game: a dropped or
// chosen file, or pasted text.
type Arrival struct {
	// Name is the file's name, for a file (see from).
	Name string
	Text string
	// Err says why the text could not be had; Text is empty then.
	Err error
	// from is where a text with no file's name came from.
	from origin
}

// origin is where a text came from.
type origin int

const (
	fromFile      origin = iota // a file, named
	fromPaste                   // pasted text
	fromClipboard               // the clipboard, which could not be read
	fromDrop                    // a drop that could not be read
	fromDropEmpty               // a drop with no file in it
)

// problem says in l why the arrival did not open: what it is, and the
// error.
func (a *Arrival) problem(l *lang.Lang) string {
	why := sayError(l, a.Err)
	switch a.from {
	case fromPaste:
		return l.T("open.problem.pasted", "Error", why)
	case fromClipboard:
		return l.T("open.problem.clipboard", "Error", why)
	case fromDrop:
		return l.T("open.problem.dropped", "Error", why)
	case fromDropEmpty:
		return l.T("open.problem.drop_empty", "Error", why)
	}
	return l.T("open.problem.file", "Name", a.Name, "Error", why)
}

// saidError is an error of this package's own, which the player reads in
// their language: the message id with its fields (name, value pairs).
// Error says it in English, for logs and tests.
type saidError struct {
	id   string
	args []any
}

func (e *saidError) Error() string { return e.say(lang.New(lang.English)) }

func (e *saidError) say(l *lang.Lang) string { return l.T(e.id, e.args...) }

// sayError words err for the player: in their language if it is one of
// this package's or the rules' reading errors, else as the system gives
// it; "" for none.
func sayError(l *lang.Lang, err error) string {
	var said *saidError
	switch {
	case err == nil:
		return ""
	case errors.As(err, &said):
		return said.say(l)
	}
	return say.ReadError(l, err)
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

// The errors of a text that is no record, or of none at all.
var (
	errTooLarge = &saidError{id: "open.error.too_large", args: []any{"KiB", maxText >> 10}}
	errNotText  = &saidError{id: "open.error.not_text"}
	errNoFile   = &saidError{id: "open.error.no_file"}
)

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
		return "", errNotText
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
		return Arrival{from: fromDrop, Err: err}
	}
	if first == "" {
		return Arrival{from: fromDropEmpty, Err: errNoFile}
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
