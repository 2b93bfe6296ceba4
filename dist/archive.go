package main

import (
	"archive/tar"
	"archive/zip"
	"compress/flate"
	"compress/gzip"
	"io"
	"io/fs"
	"os"
	"path"
	"slices"
	"strings"
	"time"
)

// entry is a file in an archive: its slash-separated path there, its mode
// (0o755 for a program, 0o644 otherwise) and its contents.
type entry struct {
	name string
	mode fs.FileMode
	data []byte
}

// withDirs returns entries sorted by name with an entry for each folder
// they lie in, before its contents: unpackers make missing folders
// anyway, but with their own modes and dates.
func withDirs(entries []entry) []entry {
	seen := map[string]bool{}
	var out []entry
	for _, e := range entries {
		for d := path.Dir(e.name); d != "." && !seen[d]; d = path.Dir(d) {
			seen[d] = true
			out = append(out, entry{name: d + "/", mode: fs.ModeDir | 0o755})
		}
		out = append(out, e)
	}
	slices.SortFunc(out, func(a, b entry) int { return strings.Compare(a.name, b.name) })
	return out
}

// writeZip writes entries as a zip file at name, every entry dated date,
// with its Unix mode in the entry's external attributes: the mode is what
// keeps a Mac program executable when the Finder unpacks it.
func writeZip(name string, date time.Time, entries []entry) error {
	f, err := os.Create(name)
	if err != nil {
		return err
	}
	zw := zip.NewWriter(f)
	zw.RegisterCompressor(zip.Deflate, func(w io.Writer) (io.WriteCloser, error) {
		return flate.NewWriter(w, flate.BestCompression)
	})
	for _, e := range withDirs(entries) {
		h := &zip.FileHeader{Name: e.name, Method: zip.Deflate, Modified: date}
		if e.mode.IsDir() {
			h.Method = zip.Store
		}
		h.SetMode(e.mode)
		w, err := zw.CreateHeader(h)
		if err != nil {
			f.Close()
			return err
		}
		if _, err := w.Write(e.data); err != nil {
			f.Close()
			return err
		}
	}
	if err := zw.Close(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// writeTarGz writes entries as a gzipped tar file at name, every entry
// dated date and owned by root, as a release's tarball should be.
func writeTarGz(name string, date time.Time, entries []entry) error {
	f, err := os.Create(name)
	if err != nil {
		return err
	}
	gz, err := gzip.NewWriterLevel(f, gzip.BestCompression)
	if err != nil {
		f.Close()
		return err
	}
	gz.ModTime = date
	tw := tar.NewWriter(gz)
	for _, e := range withDirs(entries) {
		h := &tar.Header{Name: e.name, Mode: int64(e.mode.Perm()), ModTime: date, Typeflag: tar.TypeReg, Size: int64(len(e.data))}
		if e.mode.IsDir() {
			h.Typeflag = tar.TypeDir
		}
		if err := tw.WriteHeader(h); err != nil {
			f.Close()
			return err
		}
		if _, err := tw.Write(e.data); err != nil {
			f.Close()
			return err
		}
	}
	for _, c := range []io.Closer{tw, gz, f} {
		if err := c.Close(); err != nil {
			f.Close()
			return err
		}
	}
	return nil
}
