// Package files reads the catalogs' TOML files, for the command that
// makes the program's copy of them (lang/gen) and for the tests that hold
// that copy to them.
package files

import (
	"fmt"
	"io/fs"
	"path"
	"sort"

	"github.com/BurntSushi/toml"
	"github.com/nicksnyder/go-i18n/v2/i18n"
)

// Codes returns the languages with a folder in fsys, English first, then
// by code.
func Codes(fsys fs.FS) ([]string, error) {
	dirs, err := fs.ReadDir(fsys, ".")
	if err != nil {
		return nil, err
	}
	out := []string{"en"}
	for _, d := range dirs {
		if d.IsDir() && d.Name() != "en" {
			out = append(out, d.Name())
		}
	}
	return out, nil
}

// Read parses every message file of the language code in fsys, sorted by
// id. An id twice over, in one file or two, is an error: one of them would
// silently win.
func Read(fsys fs.FS, code string) ([]*i18n.Message, error) {
	names, err := fs.Glob(fsys, path.Join(code, "*.toml"))
	if err != nil {
		return nil, err
	}
	if len(names) == 0 {
		return nil, fmt.Errorf("language %s: no catalogs", code)
	}
	var out []*i18n.Message
	seen := map[string]string{}
	for _, name := range names {
		data, err := fs.ReadFile(fsys, name)
		if err != nil {
			return nil, err
		}
		msgs, err := i18n.ParseMessageBytes(data, toml.Unmarshal)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		for _, m := range msgs {
			if other, dup := seen[m.ID]; dup {
				return nil, fmt.Errorf("%s: %s is also in %s", name, m.ID, other)
			}
			seen[m.ID] = name
		}
		out = append(out, msgs...)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out, nil
}
