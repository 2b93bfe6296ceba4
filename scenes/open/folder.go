package open

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// entry is a row of the file list: a folder to go into or a file to open.
type entry struct {
	name string
	dir  bool
}

// recordExts are the endings of files worth listing: records (.pgn, as
// Sanmill and this game write them), plain text (PlayOK listings copied
// from the page) and FENs.
var recordExts = []string{".pgn", ".txt", ".fen", ".mmr"}

// isRecordFile reports whether a file is worth listing.
func isRecordFile(name string, size int64) bool {
	return size <= maxText && slices.Contains(recordExts, strings.ToLower(filepath.Ext(name)))
}

// listFolder returns the folders and record files in dir, folders first,
// each group in name order, hidden ones left out.
func listFolder(dir string) ([]entry, error) {
	des, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var dirs, files []entry
	for _, de := range des {
		name := de.Name()
		if strings.HasPrefix(name, ".") {
			continue
		}
		info, err := de.Info()
		if err != nil {
			continue
		}
		if de.Type()&os.ModeSymlink != 0 {
			// A link is what it points to.
			if info, err = os.Stat(filepath.Join(dir, name)); err != nil {
				continue
			}
		}
		switch {
		case info.IsDir():
			dirs = append(dirs, entry{name: name, dir: true})
		case info.Mode().IsRegular() && isRecordFile(name, info.Size()):
			files = append(files, entry{name: name})
		}
	}
	byName := func(a, b entry) int { return strings.Compare(strings.ToLower(a.name), strings.ToLower(b.name)) }
	slices.SortFunc(dirs, byName)
	slices.SortFunc(files, byName)
	return append(dirs, files...), nil
}

// place is a folder the player may jump to: the records' folder,
// Downloads, Documents, the folder the game was started in; id is the
// message of its button.
type place struct {
	id, dir string
}

// places returns the places that exist, the records' folder first.
func places(records string) []place {
	var out []place
	add := func(id, dir string) {
		if dir == "" {
			return
		}
		if fi, err := os.Stat(dir); err != nil || !fi.IsDir() {
			return
		}
		for _, p := range out {
			if p.dir == dir {
				return
			}
		}
		out = append(out, place{id, dir})
	}
	add("open.place.records", records)
	if home, err := os.UserHomeDir(); err == nil {
		add("open.place.downloads", filepath.Join(home, "Downloads"))
		add("open.place.documents", filepath.Join(home, "Documents"))
		add("open.place.home", home)
	}
	if wd, err := os.Getwd(); err == nil {
		add("open.place.here", wd)
	}
	return out
}
