//go:build !js

package storage

import (
	"fmt"
	"os"
	"path/filepath"
	"time"
)

// Default returns the store in the user's config directory, such as
// ~/.config/morris on Linux. The directory is made on the first Save.
func Default() (*Store, error) {
	dir, err := os.UserConfigDir()
	if err != nil {
		return nil, fmt.Errorf("storage: no config directory: %w", err)
	}
	return &Store{root: filepath.Join(dir, "morris")}, nil
}

// At returns a store kept in the given directory (tests use a temporary
// one).
func At(dir string) *Store { return &Store{root: dir} }

// Load returns what was saved under name; an error wrapping ErrNotExist if
// nothing was.
func (s *Store) Load(name string) ([]byte, error) {
	if err := checkName(name); err != nil {
		return nil, err
	}
	data, err := os.ReadFile(filepath.Join(s.root, name))
	if err != nil {
		return nil, fmt.Errorf("storage: load %s: %w", name, err)
	}
	return data, nil
}

// Save keeps data under name. The write is atomic: the data goes to a
// temporary file in the same directory, is flushed to the disk, and then
// takes the old file's place in one rename, so a crash or a full disk
// leaves either the old file or the new one, never a mix.
func (s *Store) Save(name string, data []byte) (err error) {
	if err := checkName(name); err != nil {
		return err
	}
	if err := os.MkdirAll(s.root, 0o755); err != nil {
		return fmt.Errorf("storage: save %s: %w", name, err)
	}
	tmp, err := os.CreateTemp(s.root, "."+name+".tmp-*")
	if err != nil {
		return fmt.Errorf("storage: save %s: %w", name, err)
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if _, err = tmp.Write(data); err != nil {
		return fmt.Errorf("storage: save %s: %w", name, err)
	}
	if err = tmp.Sync(); err != nil {
		return fmt.Errorf("storage: save %s: flush: %w", name, err)
	}
	if err = tmp.Close(); err != nil {
		return fmt.Errorf("storage: save %s: %w", name, err)
	}
	if err = os.Rename(tmp.Name(), filepath.Join(s.root, name)); err != nil {
		return fmt.Errorf("storage: save %s: %w", name, err)
	}
	syncDir(s.root)
	return nil
}

// syncDir flushes the directory entry of a rename where the system allows
// it; where it does not (Windows) the rename is already durable enough.
func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
}

// Remove forgets name; removing a name that was never saved is not an
// error.
func (s *Store) Remove(name string) error {
	if err := checkName(name); err != nil {
		return err
	}
	err := os.Remove(filepath.Join(s.root, name))
	if err != nil && !os.IsNotExist(err) {
		return fmt.Errorf("storage: remove %s: %w", name, err)
	}
	return nil
}

// SetAside keeps a file that could not be read under a new name (see
// asideName) so that a fresh one can be written without losing the
// player's old data, and returns where it went.
func (s *Store) SetAside(name string) (string, error) {
	if err := checkName(name); err != nil {
		return "", err
	}
	aside := asideName(name, time.Now())
	from, to := filepath.Join(s.root, name), filepath.Join(s.root, aside)
	if _, err := os.Stat(to); err == nil {
		// Two bad files in one second: keep both.
		f, err := os.CreateTemp(s.root, aside+"-*")
		if err != nil {
			return "", fmt.Errorf("storage: set aside %s: %w", name, err)
		}
		to = f.Name()
		f.Close()
	}
	if err := os.Rename(from, to); err != nil {
		return "", fmt.Errorf("storage: set aside %s: %w", name, err)
	}
	return to, nil
}
