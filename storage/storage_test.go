//go:build !js

package storage_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ninemen/morris/storage"
)

func TestSaveLoadRoundTrip(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "sub")
	s := storage.At(dir)
	if _, err := s.Load("settings.json"); !storage.IsNotExist(err) {
		t.Fatalf("load before save: %v, want not-exist", err)
	}
	for _, data := range [][]byte{[]byte(`{"a":1}`), []byte(`{"a":2, "longer": true}`), {}} {
		if err := s.Save("settings.json", data); err != nil {
			t.Fatal(err)
		}
		got, err := s.Load("settings.json")
		if err != nil || !bytes.Equal(got, data) {
			t.Fatalf("load = %q, %v; want %q", got, err, data)
		}
	}
	// The atomic write leaves no temporary files behind.
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		var names []string
		for _, e := range entries {
			names = append(names, e.Name())
		}
		t.Fatalf("files after saves: %v, want only settings.json", names)
	}
}

func TestSaveIsAtomicWhenTheOldFileIsHeld(t *testing.T) {
	// A reader holding the old file keeps seeing the old contents: the new
	// file replaces it by rename, it is not written over in place.
	dir := t.TempDir()
	s := storage.At(dir)
	if err := s.Save("game.json", []byte("old contents")); err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(filepath.Join(dir, "game.json"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := s.Save("game.json", []byte("new")); err != nil {
		t.Fatal(err)
	}
	buf := make([]byte, 64)
	n, _ := f.Read(buf)
	if string(buf[:n]) != "old contents" {
		t.Fatalf("held file reads %q: the save wrote in place", buf[:n])
	}
	got, _ := s.Load("game.json")
	if string(got) != "new" {
		t.Fatalf("after save: %q", got)
	}
}

func TestSaveFailureKeepsOldFile(t *testing.T) {
	dir := t.TempDir()
	s := storage.At(dir)
	if err := s.Save("game.json", []byte("precious")); err != nil {
		t.Fatal(err)
	}
	// A directory in the way of the rename makes the save fail.
	bad := storage.At(filepath.Join(dir, "game.json"))
	if err := bad.Save("x", []byte("y")); err == nil {
		t.Fatal("save into a file as a directory: no error")
	}
	got, _ := s.Load("game.json")
	if string(got) != "precious" {
		t.Fatalf("old file now %q", got)
	}
}

func TestSetAsideKeepsTheFile(t *testing.T) {
	dir := t.TempDir()
	s := storage.At(dir)
	if err := s.Save("game.json", []byte("garbage{")); err != nil {
		t.Fatal(err)
	}
	where, err := s.SetAside("game.json")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(filepath.Base(where), "game.json.corrupt-") {
		t.Fatalf("set aside to %q", where)
	}
	got, err := os.ReadFile(where)
	if err != nil || string(got) != "garbage{" {
		t.Fatalf("aside file: %q, %v", got, err)
	}
	if _, err := s.Load("game.json"); !storage.IsNotExist(err) {
		t.Fatalf("original still there: %v", err)
	}
	// A second bad file in the same second is kept too.
	s.Save("game.json", []byte("more garbage"))
	where2, err := s.SetAside("game.json")
	if err != nil || where2 == where {
		t.Fatalf("second set aside: %q, %v", where2, err)
	}
	if got, _ := os.ReadFile(where); string(got) != "garbage{" {
		t.Fatalf("first aside file overwritten: %q", got)
	}
}

func TestBadNames(t *testing.T) {
	s := storage.At(t.TempDir())
	for _, name := range []string{"", "..", "a/b", `a\b`} {
		if err := s.Save(name, nil); err == nil {
			t.Errorf("save %q: no error", name)
		}
	}
}
