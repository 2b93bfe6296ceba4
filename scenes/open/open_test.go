//go:build !js

package open

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/app"
	"github.com/ninemen/morris/scenes/internal/scenetest"
	"github.com/ninemen/morris/scenes/kit"
	"github.com/ninemen/morris/scenes/review"
)

// fakeSource is the platform as a test plays it: what the player drops,
// chooses or pastes is queued, and the buttons are counted.
type fakeSource struct {
	queue         []Arrival
	chose, pasted int
	onChoose      []Arrival // arrives after Choose
	onPaste       []Arrival // arrives after Paste
	closed        bool
}

func (f *fakeSource) Poll() (Arrival, bool) {
	if len(f.queue) == 0 {
		return Arrival{}, false
	}
	a := f.queue[0]
	f.queue = f.queue[1:]
	return a, true
}

func (f *fakeSource) Choose() bool {
	f.chose++
	f.queue = append(f.queue, f.onChoose...)
	return true
}

func (f *fakeSource) Paste() bool {
	f.pasted++
	f.queue = append(f.queue, f.onPaste...)
	return true
}

func (f *fakeSource) close() { f.closed = true }

// sanmillExport is a record Sanmill wrote (rules/testdata).
func sanmillExport(t *testing.T) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "..", "rules", "testdata", "records", "sanmill_export.pgn"))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// rig is the open scene on a manager, with the review a stub that keeps
// the game it was given and a game in progress saved.
type rig struct {
	t     *testing.T
	app   *app.App
	src   *fakeSource
	scene *Scene
	m     *scenetest.Driver
	back  *scenetest.Home
	saved []byte
}

// reviews are the games of the review on screen: none, or the one a game
// opened went to, which goes back where the open scene does.
func (r *rig) reviews() []*rules.Game {
	rs, ok := r.m.Current().(*review.Scene)
	if !ok {
		return nil
	}
	if rs.Back() != r.back {
		r.t.Errorf("the review goes back to %T, want the scene the open scene came from", rs.Back())
	}
	return []*rules.Game{rs.Game()}
}

func newRig(t *testing.T, list bool) *rig {
	r := &rig{t: t, app: scenetest.FontsApp(t), src: &fakeSource{}, back: &scenetest.Home{}}
	g := rules.NewGame(rules.NineMensMorris())
	if err := g.PlayTurn("d6"); err != nil {
		t.Fatal(err)
	}
	if err := r.app.SaveGame(g, true, false, time.Minute); err != nil {
		t.Fatal(err)
	}
	r.saved = r.load()
	r.scene = newScene(r.app, r.back, r.src, list)
	r.m = scenetest.NewManager(r.app, r.scene)
	r.m.SetSize(1280, 800, 1)
	r.step(&scenes.Input{})
	return r
}

// load reads the saved game in progress as it is on disk.
func (r *rig) load() []byte {
	r.t.Helper()
	b, err := r.app.Store.Load(app.SaveFile)
	if err != nil {
		r.t.Fatal(err)
	}
	return b
}

func (r *rig) step(in *scenes.Input) {
	r.t.Helper()
	if err := r.m.Step(in); err != nil {
		r.t.Fatal(err)
	}
	r.m.MarkDrawn()
}

// click clicks the middle of rect.
func (r *rig) click(rect kit.Rect) {
	r.t.Helper()
	x, y := rect.Center()
	r.step(scenes.Click(x, y))
}

// row is the rectangle of the list's row labelled label.
func (r *rig) row(label string) kit.Rect {
	r.t.Helper()
	s := r.scene
	for i := s.top; i < min(len(s.entries), s.top+s.lay.rows); i++ {
		if s.rowLabel(i) == label {
			return kit.Rect{X: s.lay.list.X, Y: s.lay.list.Y + float64(i-s.top)*s.lay.rowH, W: s.lay.list.W, H: s.lay.rowH}
		}
	}
	var shown []string
	for i := range s.entries {
		shown = append(shown, s.rowLabel(i))
	}
	r.t.Fatalf("no row %q in %q", label, shown)
	return kit.Rect{}
}

// untouched checks that the game in progress is still on disk as it was.
func (r *rig) untouched() {
	r.t.Helper()
	if got := r.load(); string(got) != string(r.saved) {
		r.t.Errorf("the saved game changed:\n%s\nwas\n%s", got, r.saved)
	}
}

// TestOpenReadsWhatArrives: a dropped or pasted text that reads goes to the
// review with its game; one that does not shows where it went wrong, and
// the player can try again; the game in progress is never touched.
func TestOpenReadsWhatArrives(t *testing.T) {
	r := newRig(t, false)
	bad := "[Event \"?\"]\n\n1. d6 f4 2. d6 b4 *\n"
	r.src.queue = append(r.src.queue, Arrival{Name: "broken.pgn", Text: bad})
	r.step(&scenes.Input{})
	if len(r.reviews()) != 0 {
		t.Fatal("a bad record went to the review")
	}
	if p := r.scene.problem; !strings.HasPrefix(p, "Could not open broken.pgn\nrecord line 3, column 13") {
		t.Errorf("problem %q, want the file and line 3, column 13", p)
	}
	if len(r.scene.lay.problem) == 0 {
		t.Error("the problem is not laid out to be shown")
	}
	r.untouched()

	// A file the platform could not read.
	r.src.queue = append(r.src.queue, Arrival{Name: "photo.png", Err: errors.New("not a text file: a game record is text")})
	r.step(&scenes.Input{})
	if p := r.scene.problem; !strings.Contains(p, "photo.png") || !strings.Contains(p, "not a text file") {
		t.Errorf("problem %q", p)
	}

	// An empty paste is not a game either.
	r.src.onPaste = []Arrival{{Name: "pasted text", Text: "  \n"}}
	r.click(r.scene.paste.Rect)
	r.step(&scenes.Input{})
	if r.src.pasted != 1 || !strings.Contains(r.scene.problem, "not a game record") {
		t.Errorf("after Paste (%d): problem %q", r.src.pasted, r.scene.problem)
	}

	// Sanmill's export, chosen: the review gets its game.
	r.src.onChoose = []Arrival{{Name: "sanmill_export.pgn", Text: sanmillExport(t)}}
	r.click(r.scene.choose.Rect)
	r.step(&scenes.Input{})
	if r.src.chose != 1 || len(r.reviews()) != 1 {
		t.Fatalf("after Choose (%d): %d reviews", r.src.chose, len(r.reviews()))
	}
	want, err := rules.ParseRecord(sanmillExport(t))
	if err != nil {
		t.Fatal(err)
	}
	if g := r.reviews()[0]; !slices.Equal(g.Moves(), want.Game.Moves()) || g.Result() != want.Game.Result() {
		t.Errorf("the review got %d plies ending %v, want Sanmill's %d ending %v", g.Ply(), g.Result(), want.Game.Ply(), want.Game.Result())
	}
	r.untouched()
	r.m.Step(&scenes.Input{}) // the fade begins: the scene is left
	if !r.src.closed {
		t.Error("the source was not closed when the scene was left")
	}
}

// TestOpenFEN: a bare FEN opens as a position with no moves; a FEN with a
// wrong count says the line and column of the field.
func TestOpenFEN(t *testing.T) {
	r := newRig(t, false)
	// Sanmill's FEN after 9... c3xd6 of its issue #273.
	const fen = "**@*O@@@/O@@O@OO*/@*O**OOO b p r 9 0 8 0 0 1 0 0 0 0 0 0 10"
	r.src.queue = append(r.src.queue, Arrival{Name: "pasted text", Text: "\n" + strings.Replace(fen, " 9 0 8 ", " 9 0 7 ", 1)})
	r.step(&scenes.Input{})
	if p := r.scene.problem; !strings.Contains(p, "line 2, column 38") || !strings.Contains(p, "Black has 8 men on the board") {
		t.Errorf("problem %q, want line 2, column 38 and the count", p)
	}
	r.src.queue = append(r.src.queue, Arrival{Name: "pasted text", Text: fen})
	r.step(&scenes.Input{})
	if len(r.reviews()) != 1 {
		t.Fatalf("%d reviews, want 1 (problem %q)", len(r.reviews()), r.scene.problem)
	}
	if g := r.reviews()[0]; g.Ply() != 0 || g.FEN() != fen {
		t.Errorf("the review got %d plies from %s, want the position %s", g.Ply(), g.FEN(), fen)
	}
}

// TestOpenFileList: natively the player walks folders and opens a file
// from the list by clicking; the list shows only records and folders.
func TestOpenFileList(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) {
		t.Helper()
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("games/sanmill.pgn", sanmillExport(t))
	write("games/notes.doc", "not a record")
	write("bad.txt", "1. d6 d6 *\n")
	write(".hidden.pgn", "1. d6 *\n")
	r := newRig(t, true)
	r.scene.openFolder(dir)
	var shown []string
	for i := range r.scene.entries {
		shown = append(shown, r.scene.rowLabel(i))
	}
	if want := []string{"\u2039 Up to " + filepath.Base(filepath.Dir(dir)), "games/", "bad.txt"}; !slices.Equal(shown, want) {
		t.Fatalf("rows %q, want %q", shown, want)
	}
	r.click(r.row("bad.txt"))
	if p := r.scene.problem; !strings.HasPrefix(p, "Could not open bad.txt\nrecord line 1, column 7") {
		t.Errorf("problem %q, want bad.txt at line 1, column 7", p)
	}
	r.click(r.row("games/"))
	if r.scene.dir != filepath.Join(dir, "games") {
		t.Fatalf("in %s after clicking games/", r.scene.dir)
	}
	if len(r.scene.entries) != 2 {
		t.Errorf("%d rows in games/, want the way up and sanmill.pgn", len(r.scene.entries))
	}
	// Up by the key, down again, and the file by the keyboard.
	r.step(scenes.Key(scenes.ActLeft))
	if r.scene.dir != dir {
		t.Fatalf("in %s after Left, want %s", r.scene.dir, dir)
	}
	r.click(r.row("games/"))
	r.step(scenes.Key(scenes.ActDown))
	r.step(scenes.Key(scenes.ActConfirm))
	if len(r.reviews()) != 1 || r.reviews()[0].Ply() != 68 {
		t.Fatalf("%d reviews after Enter on sanmill.pgn (problem %q)", len(r.reviews()), r.scene.problem)
	}
	r.untouched()
}

// TestOpenBack: Back and Escape go back to where the player came from.
func TestOpenBack(t *testing.T) {
	for _, how := range []string{"button", "escape"} {
		r := newRig(t, false)
		if how == "button" {
			r.click(r.scene.backButton.Rect)
		} else {
			r.step(scenes.Key(scenes.ActBack))
		}
		if r.m.Current() != r.back {
			t.Errorf("%s: on %T, want the scene it came from", how, r.m.Current())
		}
	}
}

// TestOpenTextsFitEveryWindow: the scene's texts fit at every window size,
// in the browser's form and with the file list, with a long problem shown.
func TestOpenTextsFitEveryWindow(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"2026-11-23 19.04 You v Computer 1-0.pgn", "a record with a very long name that goes on and on and on.txt"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte("1. d6 *"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	a := scenetest.FontsApp(t)
	problem := Arrival{Name: "a record with a very long name.pgn", Text: "[Event \"x\"]\n1. d6 f4 2. d6 *"}
	empty := t.TempDir()
	for _, folder := range []string{"", dir, empty} {
		scenetest.LabelsFit(t, a, func() scenes.Scene {
			src := &fakeSource{queue: []Arrival{problem}}
			s := newScene(a, &scenetest.Home{}, src, folder != "")
			if folder != "" {
				s.places = []place{{"Records", folder}, {"Downloads", dir}, {"Documents", dir}, {"Home", dir}, {"Here", dir}}
				s.openFolder(folder)
			}
			return s
		}, func(m *scenes.Manager) {
			s := m.Current().(*Scene)
			if s.problem == "" {
				t.Fatal("no problem shown")
			}
			if folder == empty && len(s.listErrLabels()) == 0 {
				t.Fatal("an empty folder says nothing")
			}
		})
	}
}

// TestReadDropped: of what is dropped, the first file is read; a picture,
// a huge file or an empty drop says why it is no record.
func TestReadDropped(t *testing.T) {
	tests := []struct {
		name      string
		fsys      fstest.MapFS
		file, err string
	}{
		{"one file", fstest.MapFS{"game.pgn": {Data: []byte("1. d6 *")}}, "game.pgn", ""},
		{"a folder", fstest.MapFS{"games/a.pgn": {Data: []byte("1. d6 *")}, "games/b.pgn": {Data: []byte("x")}}, "a.pgn", ""},
		{"a picture", fstest.MapFS{"board.png": {Data: []byte("\x89PNG\r\n\x1a\n\x00\x00")}}, "board.png", "not a text file"},
		{"too large", fstest.MapFS{"big.txt": {Data: []byte(strings.Repeat("d6 ", maxText/3+1))}}, "big.txt", "larger than"},
		{"nothing", fstest.MapFS{}, "", "no file"},
	}
	for _, tt := range tests {
		a := readDropped(tt.fsys)
		if tt.file != "" && a.Name != tt.file {
			t.Errorf("%s: read %q, want %q", tt.name, a.Name, tt.file)
		}
		switch {
		case tt.err == "" && (a.Err != nil || a.Text != "1. d6 *"):
			t.Errorf("%s: %q, %v", tt.name, a.Text, a.Err)
		case tt.err != "" && (a.Err == nil || !strings.Contains(a.Err.Error(), tt.err)):
			t.Errorf("%s: error %v, want %q", tt.name, a.Err, tt.err)
		}
	}
}

// TestNewDropped: a file dropped on another scene comes in through the
// open scene, read in the background, and goes to the review.
func TestNewDropped(t *testing.T) {
	a := scenetest.FontsApp(t)
	SetRecordsFolder(a, t.TempDir())
	s := NewDropped(a, &scenetest.Home{}, fstest.MapFS{"game.pgn": {Data: []byte(sanmillExport(t))}})
	m := scenetest.NewManager(a, s)
	m.SetSize(800, 600, 1)
	// The reading goroutine answers in its own time; the scene never
	// waits for it: the test waits for its answer, then steps.
	sc := s.(*Scene)
	arrival := <-sc.dropped
	sc.dropped <- arrival
	if err := m.Step(&scenes.Input{}); err != nil {
		t.Fatal(err)
	}
	rs, ok := m.Current().(*review.Scene)
	if !ok || rs.Game().Ply() != 68 {
		t.Fatalf("the dropped file went to %T, want the review of the 68 plies of Sanmill's export", m.Current())
	}
}

// The scene's words are made again when the language changes, the
// problem shown among them.
func TestOpenFollowsTheLanguage(t *testing.T) {
	r := newRig(t, true)
	r.scene.openFolder(t.TempDir())
	r.src.queue = append(r.src.queue, Arrival{Name: "photo.png", Err: errNotText})
	r.step(&scenes.Input{})
	before := r.scene.lang
	if before != r.app.Lang() || r.scene.problem == "" || r.scene.listErr == "" {
		t.Fatalf("scene in %v, problem %q, list %q", before, r.scene.problem, r.scene.listErr)
	}
	st := r.app.Settings
	st.Language = "de"
	r.app.SetSettings(st)
	r.step(&scenes.Input{})
	if r.scene.lang != r.app.Lang() || r.scene.lang == before {
		t.Fatal("the scene was not worded again in German")
	}
	if !strings.Contains(r.scene.problem, "photo.png") || r.scene.listErr == "" || len(r.scene.lay.problem) == 0 {
		t.Errorf("after the change: problem %q, list %q", r.scene.problem, r.scene.listErr)
	}
	for i, b := range r.scene.placeButtons {
		if b.Label == "" || b.Label == r.scene.places[i].id {
			t.Errorf("place %d is labelled %q", i, b.Label)
		}
	}
}
