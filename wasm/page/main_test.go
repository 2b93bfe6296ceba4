package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/ninemen/morris/lang"
	"github.com/ninemen/morris/scenes/kit"
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

// The service worker caches every file of the web folder but the
// compressed copies, itself and the icons a browser installs with, and
// its version changes with any of those files' bytes.
func TestServiceWorkerCachesTheWebFolder(t *testing.T) {
	script, err := os.ReadFile("../sw.js")
	if err != nil {
		t.Fatal(err)
	}
	web := fstest.MapFS{}
	for _, f := range needed {
		web[f] = &fstest.MapFile{Data: []byte(f)}
	}
	for _, f := range []string{"morris.wasm.br", "morris.wasm.gz", "fonts/NotoSerifSC-Game.otf.br",
		"sw.js", "sw.js.new", "icons/icon-512.png", ".DS_Store"} {
		web[f] = &fstest.MapFile{Data: []byte("not cached")}
	}
	web["fonts/LICENSE.txt"] = &fstest.MapFile{Data: []byte("licence")}
	out, err := ServiceWorker(script, web)
	if err != nil {
		t.Fatal(err)
	}
	files := filesOf(t, out)
	want := []string{"./", "favicon.png", "fonts/EBGaramond12-Italic.ttf", "fonts/EBGaramond12-Regular.ttf",
		"fonts/LICENSE.txt", "fonts/NotoSerifSC-Game.otf", "manifest.webmanifest", "morris.wasm",
		"six.mmsx", "standard.egtb", "wasm_exec.js"}
	if !slices.Equal(files, want) {
		t.Errorf("the worker caches %q, want %q", files, want)
	}
	version := versionOf(t, out)
	if len(version) != 16 {
		t.Errorf("version %q", version)
	}

	web["standard.egtb"] = &fstest.MapFile{Data: []byte("new tables")}
	again, err := ServiceWorker(script, web)
	if err != nil {
		t.Fatal(err)
	}
	if versionOf(t, again) == version {
		t.Error("new tables kept the version")
	}
	web["morris.wasm.br"] = &fstest.MapFile{Data: []byte("another copy")}
	if same, _ := ServiceWorker(script, web); versionOf(t, same) != versionOf(t, again) {
		t.Error("a compressed copy changed the version")
	}

	delete(web, "standard.egtb")
	if _, err := ServiceWorker(script, web); err == nil || !strings.Contains(err.Error(), "standard.egtb") {
		t.Errorf("a folder without the tables: %v", err)
	}
}

// filesOf and versionOf read back what ServiceWorker wrote into the script.
func filesOf(t *testing.T, script []byte) []string {
	t.Helper()
	m := regexp.MustCompile(`(?m)^const FILES = (\[.*\]);$`).FindSubmatch(script)
	if m == nil {
		t.Fatal("no FILES in the worker")
	}
	var files []string
	if err := json.Unmarshal(m[1], &files); err != nil {
		t.Fatal(err)
	}
	return files
}

func versionOf(t *testing.T, script []byte) string {
	t.Helper()
	m := regexp.MustCompile(`(?m)^const VERSION = "([^"]*)";$`).FindSubmatch(script)
	if m == nil {
		t.Fatal("no VERSION in the worker")
	}
	return string(m[1])
}

// The manifest is the game's: its colours are the game's background,
// which the page's theme-color and loader show too, and its icons are
// those make wasm copies to the web folder.
func TestManifestIsTheGames(t *testing.T) {
	data, err := os.ReadFile("../manifest.webmanifest")
	if err != nil {
		t.Fatal(err)
	}
	var m struct {
		Name            string `json:"name"`
		StartURL        string `json:"start_url"`
		Scope           string `json:"scope"`
		Display         string `json:"display"`
		BackgroundColor string `json:"background_color"`
		ThemeColor      string `json:"theme_color"`
		Icons           []struct{ Src, Purpose string }
	}
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	c := kit.ColorBackground
	game := fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B)
	if m.BackgroundColor != game || m.ThemeColor != game {
		t.Errorf("the manifest's colours %s and %s are not the game's %s", m.BackgroundColor, m.ThemeColor, game)
	}
	page, err := os.ReadFile("../index.html")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(page, []byte(`<meta name="theme-color" content="`+game+`">`)) {
		t.Errorf("the page's theme-color is not the game's %s", game)
	}
	if m.Name != lang.New("en").T("page.title") || m.Display != "standalone" || m.StartURL != "./" || m.Scope != "./" {
		t.Errorf("manifest %+v", m)
	}
	makefile, err := os.ReadFile("../../Makefile")
	if err != nil {
		t.Fatal(err)
	}
	copied := regexp.MustCompile(`(?m)^WEB_ICONS := (.*)$`).FindSubmatch(makefile)
	if copied == nil {
		t.Fatal("the Makefile has no WEB_ICONS")
	}
	maskable := 0
	for _, icon := range m.Icons {
		name, ok := strings.CutPrefix(icon.Src, "icons/")
		if !ok || !slices.Contains(strings.Fields(string(copied[1])), name) {
			t.Errorf("make wasm does not copy the icon %s", icon.Src)
		}
		if icon.Purpose == "maskable" {
			maskable++
		}
	}
	if maskable == 0 {
		t.Error("no maskable icon")
	}
}
