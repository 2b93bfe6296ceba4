// Package storage keeps small named files between runs of the game: the
// settings and the game in progress. Natively they live in the user's
// config directory (written atomically, so a crash never leaves half a
// file); in the browser they live in localStorage.
package storage

import (
	"errors"
	"fmt"
	"io/fs"
	"strings"
	"time"
)

// ErrNotExist is returned by Load for a name that was never saved. It is
// fs.ErrNotExist, so errors.Is works with either.
var ErrNotExist = fs.ErrNotExist

// Store is a place to keep named files. The zero Store is not usable; get
// one from Default or At.
type Store struct {
	// root is a directory natively and a key prefix in the browser.
	root string
}

// Root returns where the store keeps its files: a directory natively, a
// key prefix in localStorage in the browser.
func (s *Store) Root() string { return s.root }

// checkName keeps names to plain file names, so a name can never reach
// outside the store's directory.
func checkName(name string) error {
	if name == "" || name == "." || name == ".." || strings.ContainsAny(name, `/\`+"\x00") {
		return fmt.Errorf("storage: bad name %q", name)
	}
	return nil
}

// asideName is the name a file that could not be read is kept under, such
// as "game.json.corrupt-20260131-142233".
func asideName(name string, now time.Time) string {
	return name + ".corrupt-" + now.Format("20060102-150405")
}

// IsNotExist reports whether err says that nothing was saved under a name.
func IsNotExist(err error) bool { return errors.Is(err, ErrNotExist) }
