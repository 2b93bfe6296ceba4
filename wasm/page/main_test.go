package main

import (
	"encoding/json"
	"os"
	"strings"
	"testing"
)

// The page gets the game's size and the words of every language, with
// the fields the page fills itself left for it.
func TestPageHasEveryLanguagesWords(t *testing.T) {
	page, err := os.ReadFile("../index.html")
	if err != nil {
		t.Fatal(err)
	}
	out, err := Page(page, 12345)
	if err != nil {
		t.Fatal(err)
	}
	s := string(out)
	if strings.Contains(s, "@WASM_BYTES@") || strings.Contains(s, "@PAGE_WORDS@") || !strings.Contains(s, `content="12345"`) {
		t.Fatal("the marks were not filled in")
	}
	words, err := Words()
	if err != nil {
		t.Fatal(err)
	}
	var all map[string]map[string]string
	if err := json.Unmarshal(words, &all); err != nil {
		t.Fatal(err)
	}
	if len(all) != 9 {
		t.Errorf("%d languages, want 9", len(all))
	}
	for code, w := range all {
		for _, id := range ids {
			if w[id] == "" || strings.Contains(w[id], "{{") {
				t.Errorf("%s: %s is %q", code, id, w[id])
			}
		}
		if !strings.Contains(w["page.loading_of"], "$Got") || !strings.Contains(w["page.failed"], "$Error") {
			t.Errorf("%s: the page's fields are lost: %q, %q", code, w["page.loading_of"], w["page.failed"])
		}
	}
	if _, err := Page([]byte("<html></html>"), 1); err == nil {
		t.Error("a page without the marks was filled in")
	}
}
