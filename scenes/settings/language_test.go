package settings

import (
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/ninemen/morris/lang"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/app"
	"github.com/ninemen/morris/scenes/internal/scenetest"
	"github.com/ninemen/morris/storage"
)

// languageRow is the index of the Language row.
func languageRow(t *testing.T, s *Scene) int {
	t.Helper()
	for i, r := range s.rows {
		if r.list {
			return i
		}
	}
	t.Fatal("no row for the language")
	return -1
}

// englishApp is an App with the typefaces, keeping its files in dir, on
// a system that asks for English.
func englishApp(t *testing.T, dir string) *app.App {
	t.Helper()
	t.Setenv("LC_ALL", "en_GB.UTF-8")
	a := app.NewApp(scenetest.Fonts(t), storage.At(dir))
	a.Levels = app.LevelNames()
	return a
}

// A tap on the Language row opens the list: Automatic, then every
// language by its own name; a tap on one makes it the language, kept
// between runs, and the scene is built again in it at once.
func TestLanguageChosenFromTheList(t *testing.T) {
	dir := t.TempDir()
	a := englishApp(t, dir)
	s := New(a, &scenetest.Stub{}).(*Scene)
	h := newRig(t, a, s, 1280, 800)
	row := languageRow(t, s)
	if got := s.rows[row].value(a.Settings); got != "Automatic (English)" {
		t.Errorf("the row says %q, want Automatic (English)", got)
	}
	x, y := s.rows[row].rect.Center()
	h.step(scenes.Click(x, y))
	if s.picker == nil {
		t.Fatal("a tap on the Language row opened no list")
	}
	var names []string
	for _, b := range s.picker.buttons {
		names = append(names, b.Label)
	}
	want := []string{"Automatic"}
	for _, l := range lang.All() {
		want = append(want, l.Name())
	}
	if !slices.Equal(names, want) {
		t.Fatalf("the list says %q, want %q", names, want)
	}
	if a.Settings.Language != "" {
		t.Fatalf("opening the list chose %q", a.Settings.Language)
	}

	before := s.lang
	oldLabel := &s.rows[0].label
	de := slices.Index(s.picker.codes, "de")
	h.step(scenes.Click(s.picker.buttons[de].Rect.Center()))
	if a.Settings.Language != "de" {
		t.Fatalf("after a tap on Deutsch the language is %q", a.Settings.Language)
	}
	if s.picker != nil {
		t.Error("the list stays open after a choice")
	}
	// The scene is worded and laid out anew over the next frames.
	h.settle(s)
	if a.Lang().Code() != "de" || s.lang != a.Lang() || s.lang == before {
		t.Errorf("the scene's words are in %s (app %s), not built again in German", s.lang.Code(), a.Lang().Code())
	}
	if &s.rows[0].label == oldLabel {
		t.Error("the rows were not made again")
	}
	if got := s.rows[row].value(a.Settings); got != "Deutsch" {
		t.Errorf("the row says %q, want Deutsch", got)
	}
	if got := app.NewApp(nil, storage.At(dir)).Settings.Language; got != "de" {
		t.Errorf("the language kept is %q, want de", got)
	}
}

// The keys work the row and the list: left and right step through the
// choices, Enter opens the list on the choice in use, the arrows move in
// it, Enter chooses and Escape closes it with nothing changed.
func TestLanguageByTheKeys(t *testing.T) {
	a := englishApp(t, t.TempDir())
	s := New(a, &scenetest.Stub{}).(*Scene)
	h := newRig(t, a, s, 1280, 800)
	row := languageRow(t, s)
	for s.focus != row {
		h.step(scenes.Key(scenes.ActUp))
	}
	h.step(scenes.Key(scenes.ActRight))
	if a.Settings.Language != lang.English {
		t.Fatalf("right from Automatic: %q, want English", a.Settings.Language)
	}
	h.step(scenes.Key(scenes.ActLeft))
	if a.Settings.Language != "" {
		t.Fatalf("left from English: %q, want Automatic", a.Settings.Language)
	}
	h.step(scenes.Key(scenes.ActConfirm))
	if s.picker == nil || s.picker.focus != 0 {
		t.Fatalf("Enter on the row: list %v, want it open on Automatic", s.picker)
	}
	h.step(scenes.Key(scenes.ActBack))
	if s.picker != nil || a.Settings.Language != "" {
		t.Fatalf("Escape: list %v, language %q", s.picker, a.Settings.Language)
	}
	if h.m.Current() != s {
		t.Fatal("Escape in the list left the settings")
	}
	h.step(scenes.Key(scenes.ActConfirm))
	fr := slices.Index(s.picker.codes, "fr")
	for s.picker.focus != fr {
		h.step(scenes.Key(scenes.ActDown))
	}
	h.step(scenes.Key(scenes.ActConfirm))
	h.settle(s)
	if a.Settings.Language != "fr" || s.lang.Code() != "fr" || s.picker != nil {
		t.Fatalf("Enter on Français: language %q, scene in %s, list %v", a.Settings.Language, s.lang.Code(), s.picker)
	}
}

// Chinese is named in Chinese characters in a list in Latin letters,
// which the Latin faces lack: in the Chinese face.
func TestLanguageListNamesChineseInItsFace(t *testing.T) {
	a := englishApp(t, t.TempDir())
	s := New(a, &scenetest.Stub{}).(*Scene)
	newRig(t, a, s, 1280, 800)
	s.openPicker()
	zh := slices.Index(s.picker.codes, lang.Chinese)
	if got := s.picker.label(a, zh, 1); got.Text != "中文" || got.Face.Source != a.Kit.Fonts.CJK(20).Source {
		t.Errorf("Chinese is listed as %q in %v", got.Text, got.Face.Source)
	}
	en := slices.Index(s.picker.codes, lang.English)
	if got := s.picker.label(a, en, 1); got.Face.Source == a.Kit.Fonts.CJK(20).Source {
		t.Error("English is listed in the Chinese face")
	}
}

// A player whose system reads Chinese in traditional characters is told
// the game shows simplified ones, under the Language row.
func TestLanguageNoteForTraditionalChinese(t *testing.T) {
	t.Setenv("LC_ALL", "zh_TW.UTF-8")
	a := app.NewApp(scenetest.Fonts(t), storage.At(t.TempDir()))
	s := New(a, &scenetest.Stub{}).(*Scene)
	row := languageRow(t, s)
	if note, _ := s.rows[row].note(a); note != a.Lang().T("language.traditional") {
		t.Errorf("the note says %q", note)
	}
	st := a.Settings
	st.Language = lang.English
	a.SetSettings(st)
	s.relang()
	if note, _ := s.rows[row].note(a); note != "The language of the game’s words." {
		t.Errorf("in English the note says %q", note)
	}
}

// The list's texts fit at every window size.
func TestLanguageListFitsEveryWindow(t *testing.T) {
	a := englishApp(t, t.TempDir())
	scenetest.LabelsFit(t, a, func() scenes.Scene { return New(a, &scenetest.Stub{}) }, func(m *scenes.Manager) {
		s := m.Current().(*Scene)
		s.openPicker()
		p := s.picker
		for i, b := range append(slices.Clone(p.buttons), p.back) {
			r := b.Rect
			if r.H < 32*s.s || r.X < p.panel.X || r.Y < p.panel.Y || r.X+r.W > p.panel.X+p.panel.W || r.Y+r.H > p.panel.Y+p.panel.H {
				t.Errorf("%dx%d: button %d at %+v, too small or out of the panel at %+v", s.w, s.h, i, r, p.panel)
			}
		}
		if p.panel.X < 0 || p.panel.Y < 0 || p.panel.X+p.panel.W > float64(s.w) || p.panel.Y+p.panel.H > float64(s.h) {
			t.Errorf("%dx%d: the list at %+v is off the screen", s.w, s.h, p.panel)
		}
	})
}

// settle steps until s speaks the app's language, as a change of
// language leaves it after a few frames.
func (r *rig) settle(s *Scene) {
	r.t.Helper()
	for range 100 {
		if s.speaks(s.app.Lang()) {
			return
		}
		r.step(&scenes.Input{})
	}
	r.t.Fatalf("100 frames after a change of language the settings speak %s", s.lang.Code())
}

// measuredBy is how many texts f measures.
func measuredBy(a *app.App, f func()) int64 {
	n := a.Kit.Stats().TextsMeasured
	f()
	return a.Kit.Stats().TextsMeasured - n
}

// A change of language is laid out a few pieces a tick beside the settings
// as they are, which the screen shows meanwhile, then drawn a band of the
// screen a frame: no tick measures more than a third of the texts that
// laying the settings out at once measures (a band drawn measures its rows
// again, in the shaper's cache by then), no frame draws the picture at
// rest whole or more than a band of it, and the bands cover the screen
// once, until the picture at rest is the one of the settings in the new
// language.
func TestLanguageChangeSpreadOverFrames(t *testing.T) {
	const w, h = 1280, 800
	a, s, d, screen := settledSettings(t, w, h)
	st := a.Settings
	st.Language = "de"
	a.SetSettings(st)
	whole := measuredBy(a, func() {
		at := New(a, &scenetest.Stub{}).(*Scene)
		at.Layout(w, h, 1)
		for i := range at.rows {
			at.rowLabels(i)
		}
	})
	english := s.rest.Key()
	var all, most int64
	ticks := 0
	for ; s.lang != a.Lang() || len(s.bands) > 0 || s.rest.Key() != s.restKey(); ticks++ {
		if ticks == 100 {
			t.Fatalf("%d frames after the change, the settings are not drawn in German", ticks)
		}
		st := a.Kit.Stats()
		measured := measuredBy(a, func() {
			if err := d.Step(&scenes.Input{}); err != nil {
				t.Fatal(err)
			}
		})
		most = max(most, measured)
		if measured > whole/3 {
			t.Errorf("tick %d after the change measured %d texts, of %d the whole layout measures", ticks, measured, whole)
		}
		if s.lang != a.Lang() && s.rest.Key() != english {
			t.Fatalf("tick %d: the picture at rest changed before the settings were laid out in German", ticks)
		}
		d.Draw(screen)
		patched := a.Kit.Stats().LayerPixelsPatched - st.LayerPixelsPatched
		if layers := a.Kit.Stats().LayersDrawn - st.LayersDrawn; layers != 0 || patched > w*(h/restBands+1) {
			t.Fatalf("frame %d after the change drew %d layers whole and %d pixels of one; want a band at most", ticks, layers, patched)
		}
		all += patched
	}
	t.Logf("%d frames; the most texts a tick measured %d, laying out at once %d", ticks, most, whole)
	if s.lang.Code() != "de" || all != w*h {
		t.Errorf("the settings were drawn again in %s, %d pixels of %d", s.lang.Code(), all, w*h)
	}
	if _, layers := d.Frame(t, &scenes.Input{}, screen); layers != 0 {
		t.Errorf("the frame after drew %d layers", layers)
	}
}

// A frame drawn whole while the bands are under way, for the pointer
// lighting a row, draws the bands left at once: it never shows the
// picture half drawn.
func TestLanguageChangeFinishedByAFrame(t *testing.T) {
	a, s, d, screen := settledSettings(t, 1280, 800)
	st := a.Settings
	st.Language = "de"
	a.SetSettings(st)
	for range 100 {
		if d.Frame(t, &scenes.Input{}, screen); s.lang == a.Lang() {
			break
		}
	}
	if len(s.bands) != restBands {
		t.Fatalf("%d bands to draw after the change, want %d", len(s.bands), restBands)
	}
	if _, layers := d.Frame(t, scenetest.MouseAt(s.rows[0].rect.Center()), screen); layers != 0 {
		t.Errorf("the frame lighting a row drew %d layers whole", layers)
	}
	if len(s.bands) != 0 || s.rest.Key() != s.restKey() {
		t.Errorf("after a frame drawn whole, %d bands are left and the picture at rest is for %v", len(s.bands), s.rest.Key())
	}
}

// A change of language undone while it is being laid out lets the stage
// go and leaves the settings as they were; so does leaving the settings.
func TestLanguageChangeUndoneOnTheStage(t *testing.T) {
	a, s, d, screen := settledSettings(t, 1280, 800)
	english := s.lang
	rows := &s.rows[0]
	for _, code := range []string{"de", ""} {
		st := a.Settings
		st.Language = code
		a.SetSettings(st)
		d.Frame(t, &scenes.Input{}, screen)
	}
	if s.staged != nil || s.lang != english || &s.rows[0] != rows {
		t.Errorf("after German and back: stage %v, the settings in %s, rows made again %v", s.staged, s.lang.Code(), &s.rows[0] != rows)
	}
	st := a.Settings
	st.Language = "fr"
	a.SetSettings(st)
	d.Frame(t, &scenes.Input{}, screen)
	if s.staged == nil {
		t.Fatal("no stage a frame after a change to French")
	}
	s.Release()
	if s.staged != nil {
		t.Error("the settings let go kept their stage")
	}
}

// settledSettings opens the settings in English on a w×h screen with the
// game's faces, and draws them until they are at rest.
func settledSettings(t *testing.T, w, h int) (*app.App, *Scene, *scenetest.Driver, *ebiten.Image) {
	t.Helper()
	a := scenetest.FontsApp(t)
	s := New(a, &scenetest.Stub{}).(*Scene)
	d := scenetest.NewManager(a, s)
	screen := d.Screen(t, w, h)
	for range 3 {
		d.Frame(t, &scenes.Input{}, screen)
	}
	return a, s, d, screen
}
