package atomicfile_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/ninemen/morris/ai/cmd/internal/atomicfile"
)

func TestWrite(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "book.txt")
	for _, text := range []string{"first\n", "second, longer\n"} {
		if err := atomicfile.Write(path, []byte(text)); err != nil {
			t.Fatal(err)
		}
		if got, err := os.ReadFile(path); err != nil || string(got) != text {
			t.Fatalf("read %q (%v), want %q", got, err, text)
		}
	}
	if es, _ := os.ReadDir(dir); len(es) != 1 {
		t.Errorf("%d files left in the folder, want the one", len(es))
	}
	if err := atomicfile.Write(filepath.Join(dir, "no such folder", "x"), []byte("x")); err == nil {
		t.Error("a file in a missing folder written")
	}
	if got, _ := os.ReadFile(path); string(got) != "second, longer\n" {
		t.Errorf("the file holds %q after a failed write elsewhere", got)
	}
}
