package lang_test

import (
	"bytes"
	"os"
	"testing"

	"github.com/ninemen/morris/lang/internal/files"
)

// catalogs.go is the catalogs as they are: a catalog changed without
// go generate ./lang fails here.
func TestGeneratedCatalogsAreCurrent(t *testing.T) {
	want, err := files.Source(os.DirFS("locales"))
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile("catalogs.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Fatal("lang/catalogs.go differs from lang/locales: run go generate ./lang")
	}
}
