package main

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"golang.org/x/image/font/sfnt"
)

// The faces the game embeds, cut down by scripts/subset-fonts.sh.
var faces = []string{"EBGaramond12-Regular.ttf", "EBGaramond12-Italic.ttf", "EBGaramondSC12-Regular.ttf"}

// Every character the game can show has a glyph in every embedded face:
// a character new in the game's text fails here until the fonts are cut
// again.
func TestFacesHoldEveryCharacterOfTheGame(t *testing.T) {
	runes, err := Needed("../..")
	if err != nil {
		t.Fatal(err)
	}
	// The sources really were read: characters of the history text and
	// the title, beyond what base() adds.
	for _, r := range "Morris’" {
		if !slices.Contains(runes, r) {
			t.Errorf("%q not among the characters found", r)
		}
	}
	for _, name := range faces {
		checkFace(t, name, runes)
	}
}

// checkFace fails for each of runes the face in scenes/kit/fonts/name
// has no glyph for.
func checkFace(t *testing.T, name string, runes []rune) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("../../scenes/kit/fonts", name))
	if err != nil {
		t.Fatal(err)
	}
	f, err := sfnt.Parse(data)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	var buf sfnt.Buffer
	var missing []rune
	for _, r := range runes {
		if i, err := f.GlyphIndex(&buf, r); err != nil || i == 0 {
			missing = append(missing, r)
		}
	}
	if len(missing) > 0 {
		t.Errorf("%s lacks %d characters the game uses: %q (run scripts/subset-fonts.sh)", name, len(missing), string(missing))
	}
	t.Logf("%s: %d bytes, %d glyphs for %d characters", name, len(data), f.NumGlyphs(), len(runes))
}

// The Chinese face holds every character of the Chinese catalogs, and the
// Latin letters every face keeps.
func TestChineseFaceHoldsEveryCharacterOfItsCatalogs(t *testing.T) {
	runes, err := NeededCJK("../..")
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Contains(runes, '中') {
		t.Fatal("the Chinese catalogs were not read")
	}
	checkFace(t, "NotoSerifSC-Game.otf", runes)
}

func TestNeededReadsLiteralsNotCommentsNorTests(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"a.go":              "package a\n\n// Comment: Ω\nconst s = \"Ærø α \\u03b2\"\nvar r = 'γ'\nvar raw = `δ\tz`\n",
		"a_test.go":         "package a\n\nconst t = \"Ж\"\n",
		"testdata/b.go":     "package b\n\nconst u = \"Я\"\n",
		"sub/c.go":          "package c\n\nconst v = \"Ψ\\x00\"\n",
		"node_modules/d.go": "package d\n\nconst w = \"Φ\"\n",
	}
	for name, body := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := Needed(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		r    rune
		want bool
		why  string
	}{
		{'α', true, "a string literal"},
		{'β', true, "an escape in a string literal"},
		{'γ', true, "a rune literal"},
		{'δ', true, "a raw string"},
		{'Æ', true, "Latin-1, always kept"},
		{'Ψ', true, "a file in a sub-folder"},
		{'Ω', false, "a comment"},
		{'Ж', false, "a test file"},
		{'Я', false, "testdata"},
		{'Φ', false, "node_modules"},
		{0, false, "a control character"},
		{'\t', false, "a tab"},
	} {
		if slices.Contains(got, c.r) != c.want {
			t.Errorf("%q (%s): found %v, want %v", c.r, c.why, !c.want, c.want)
		}
	}
	if !slices.IsSorted(got) || len(slices.Compact(slices.Clone(got))) != len(got) {
		t.Error("not sorted without repeats")
	}
}

func TestNeededReportsSourcesThatDoNotParse(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "bad.go"), []byte("package x\nconst = \n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Needed(dir); err == nil || !strings.Contains(err.Error(), "bad.go") {
		t.Errorf("err = %v, want one naming bad.go", err)
	}
}
