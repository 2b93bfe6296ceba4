package files_test

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/ninemen/morris/lang/internal/files"
)

// A catalog that does not parse, or says an id twice, is an error naming
// the file; a good one is read sorted, plural forms and all.
func TestRead(t *testing.T) {
	fsys := fstest.MapFS{
		"en/a.toml":   {Data: []byte("[b]\nx = \"X\"\n[b.n]\none = \"{{.Count}} man\"\nother = \"{{.Count}} men\"\n")},
		"en/c.toml":   {Data: []byte("a = \"A\"\n")},
		"de/a.toml":   {Data: []byte("a = \"A\"\n")},
		"de/b.toml":   {Data: []byte("a = \"B\"\n")},
		"fr/a.toml":   {Data: []byte("a = \"unclosed\n")},
		"nl/none.txt": {Data: []byte("")},
	}
	msgs, err := files.Read(fsys, "en")
	if err != nil {
		t.Fatal(err)
	}
	if len(msgs) != 3 || msgs[0].ID != "a" || msgs[1].ID != "b.n" || msgs[1].One != "{{.Count}} man" || msgs[2].Other != "X" {
		t.Errorf("read %+v", msgs)
	}
	for code, want := range map[string]string{"de": "also in", "fr": "fr/a.toml", "nl": "no catalogs"} {
		if _, err := files.Read(fsys, code); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: error %v, want one saying %q", code, err, want)
		}
	}
	codes, err := files.Codes(fsys)
	if err != nil || strings.Join(codes, " ") != "en de fr nl" {
		t.Errorf("codes %v, %v", codes, err)
	}
}

// FuzzRead: no catalog text makes the reader panic.
func FuzzRead(f *testing.F) {
	f.Add([]byte("[a]\nb = \"c\"\n"))
	f.Add([]byte("[a.n]\none = \"x\"\nother = \"y\"\n"))
	f.Add([]byte("a = [1, 2]\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		_, _ = files.Read(fstest.MapFS{"en/a.toml": {Data: data}}, "en")
	})
}
