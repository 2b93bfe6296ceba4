package main

import (
	"crypto/sha256"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// web zips the browser build's folder (make wasm) as it is to be served,
// compressed copies and all, in a folder named for the version.
func (r *release) web(dir string) (string, error) {
	dirName := r.name("web")
	var entries []entry
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		// make wasm's half-written build, if one was left behind.
		if strings.HasSuffix(p, ".new") {
			return nil
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(dir, p)
		entries = append(entries, entry{dirName + "/" + filepath.ToSlash(rel), 0o644, b})
		return err
	})
	if err != nil {
		return "", err
	}
	if !slices.ContainsFunc(entries, func(e entry) bool { return strings.HasSuffix(e.name, "/index.html") }) {
		return "", fmt.Errorf("%s holds no index.html: run make wasm first", dir)
	}
	name := dirName + ".zip"
	return name, writeZip(filepath.Join(r.out, name), r.date, entries)
}

// writeSums writes SHA256SUMS in dir over the files named, in the form
// sha256sum -c reads.
func writeSums(dir string, files []string) error {
	var b strings.Builder
	for _, f := range slices.Sorted(slices.Values(files)) {
		data, err := os.ReadFile(filepath.Join(dir, f))
		if err != nil {
			return err
		}
		fmt.Fprintf(&b, "%x  %s\n", sha256.Sum256(data), f)
	}
	return os.WriteFile(filepath.Join(dir, "SHA256SUMS"), []byte(b.String()), 0o644)
}
