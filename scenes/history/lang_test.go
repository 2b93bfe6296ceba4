package history

import (
	"go/ast"
	"go/parser"
	"go/token"
	"math"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/ninemen/morris/lang"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/app"
	"github.com/ninemen/morris/scenes/internal/scenetest"
)

// sourceIDs returns every string of the package's Go sources (not its
// tests) that names a message of the history, with where it is.
func sourceIDs(t *testing.T) map[string]string {
	t.Helper()
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	fset := token.NewFileSet()
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			lit, ok := n.(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING {
				return true
			}
			if s, err := strconv.Unquote(lit.Value); err == nil && strings.HasPrefix(s, "history.") {
				out[s] = fset.Position(lit.Pos()).String()
			}
			return true
		})
	}
	return out
}

// Every message the history names is in the English catalog, which every
// other language falls back to, and every message of the history in the
// catalog is named: none is left over from an older book.
func TestHistoryMessagesAreInTheCatalog(t *testing.T) {
	msgs, err := lang.Messages(lang.English)
	if err != nil {
		t.Fatal(err)
	}
	ids := sourceIDs(t)
	if len(ids) < 80 {
		t.Fatalf("only %d messages named in the sources", len(ids))
	}
	for id, at := range ids {
		if msgs[id] == nil {
			t.Errorf("%s: %s is not in the English catalog", at, id)
		}
	}
	// The book's data names them all, and the eras' too.
	for _, c := range bookChapters() {
		for _, id := range []string{c.Number, c.Title} {
			if msgs[id] == nil {
				t.Errorf("chapter message %q is not in the English catalog", id)
			}
		}
		for _, p := range c.Paragraphs {
			if len(p.Play) == 0 && p.Picture != (p.ID == "") {
				t.Errorf("paragraph %+v: a picture has no text, and text a message", p)
			}
			for _, id := range []string{p.ID, p.Lead} {
				if id != "" && msgs[id] == nil {
					t.Errorf("paragraph message %q is not in the English catalog", id)
				}
			}
		}
	}
	for _, e := range eraMessages {
		for _, id := range []string{e.when, e.place, e.label, e.text} {
			if msgs[id] == nil {
				t.Errorf("era message %q is not in the English catalog", id)
			}
		}
	}
	var unused []string
	for id := range msgs {
		if strings.HasPrefix(id, "history.") && ids[id] == "" {
			unused = append(unused, id)
		}
	}
	sort.Strings(unused)
	if len(unused) > 0 {
		t.Errorf("messages of the catalog the history never says: %v", unused)
	}
}

// The book is typeset again as soon as the player chooses another
// language, at the place they were reading, and drawn whole: nothing
// drawn of the old one stays. (The other catalogs do not hold the
// history yet, so the words are English's: the test looks at the
// layout, not at them.)
func TestHistoryRetypesetsWhenTheLanguageChanges(t *testing.T) {
	a := app.NewAppWith(scenetest.Fonts(t), nil)
	h := New(a, &scenetest.Stub{}).(*Scene)
	d := scenetest.NewManager(a, h)
	screen := d.Screen(t, 1280, 800)
	d.Frame(t, &scenes.Input{}, screen)
	for range 3 {
		d.Frame(t, scenes.Key(scenes.ActRight), screen)
		for range 60 {
			d.Frame(t, &scenes.Input{}, screen)
		}
	}
	y, max := h.Scroll()
	if y == 0 {
		t.Fatal("the page did not scroll")
	}
	was, wasDoc := h.lang, &h.doc.Texts[0]
	old := map[*ebiten.Image]bool{}
	for _, img := range h.tiles {
		old[img] = true
	}
	if len(old) == 0 {
		t.Fatal("no bands drawn")
	}

	s := a.Settings
	s.Language = "de"
	a.SetSettings(s)
	if a.Lang() == was {
		t.Fatal("the App speaks the same language")
	}
	d.MarkDrawn()
	if err := d.Step(&scenes.Input{}); err != nil {
		t.Fatal(err)
	}
	if whole, _ := d.Pending(); !whole {
		t.Error("a new language does not draw the screen whole")
	}
	if h.lang != a.Lang() {
		t.Error("the book is not read in the new language")
	}
	if &h.doc.Texts[0] == wasDoc {
		t.Error("the book is not typeset again")
	}
	for _, img := range h.tiles {
		if old[img] {
			t.Error("a band drawn in the old language is kept")
		}
	}
	if y2, max2 := h.Scroll(); math.Abs(y2/max2-y/max) > 0.001 {
		t.Errorf("the page is at %.3f of the book, was at %.3f", y2/max2, y/max)
	}
	d.Draw(screen)

	// Nothing changes, nothing is typeset again.
	doc := &h.doc.Texts[0]
	for range 5 {
		d.Frame(t, &scenes.Input{}, screen)
	}
	if &h.doc.Texts[0] != doc {
		t.Error("the book is typeset again with no change of language")
	}
}
