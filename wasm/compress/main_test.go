package main

import (
	"bytes"
	"compress/gzip"
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/andybalholm/brotli"
)

func TestCopiesDecodeToTheFile(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct {
		name string
		data []byte
	}{
		{"empty.wasm", nil},
		{"text.js", bytes.Repeat([]byte("console.log('morris');\n"), 400)},
		{"mixed.wasm", append([]byte("\x00asm\x01\x00\x00\x00"), bytes.Repeat([]byte{0, 1, 2, 250, 251, 7}, 3000)...)},
	} {
		name := filepath.Join(dir, c.name)
		if err := os.WriteFile(name, c.data, 0o644); err != nil {
			t.Fatal(err)
		}
		if err := compressFile(name); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		br, err := os.Open(name + ".br")
		if err != nil {
			t.Fatal(err)
		}
		got, err := io.ReadAll(brotli.NewReader(br))
		br.Close()
		if err != nil || !bytes.Equal(got, c.data) {
			t.Errorf("%s.br: decodes to %d bytes (%v), want the %d of the file", c.name, len(got), err, len(c.data))
		}
		gz, err := os.Open(name + ".gz")
		if err != nil {
			t.Fatal(err)
		}
		zr, err := gzip.NewReader(gz)
		if err != nil {
			t.Fatalf("%s.gz: %v", c.name, err)
		}
		got, err = io.ReadAll(zr)
		gz.Close()
		if err != nil || !bytes.Equal(got, c.data) {
			t.Errorf("%s.gz: decodes to %d bytes (%v), want the %d of the file", c.name, len(got), err, len(c.data))
		}
		if len(c.data) > 1000 {
			for _, ext := range []string{".br", ".gz"} {
				if fi, _ := os.Stat(name + ext); fi.Size() >= int64(len(c.data))/4 {
					t.Errorf("%s%s: %d bytes from %d: hardly compressed", c.name, ext, fi.Size(), len(c.data))
				}
			}
		}
	}
	// Written by rename: no temporary file is left behind.
	entries, _ := os.ReadDir(dir)
	if len(entries) != 9 {
		var names []string
		for _, e := range entries {
			names = append(names, e.Name())
		}
		t.Errorf("the folder holds %v, want the 3 files and their 6 copies", names)
	}
}

func TestAMissingFileIsAnError(t *testing.T) {
	dir := t.TempDir()
	if err := compressFile(filepath.Join(dir, "none.wasm")); err == nil {
		t.Error("no error for a missing file")
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("%d files written for a missing file", len(entries))
	}
}
