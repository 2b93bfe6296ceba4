package settings

import (
	"slices"
	"strings"
	"testing"

	"github.com/ninemen/morris/audio"
	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/app"
	"github.com/ninemen/morris/scenes/internal/scenetest"
	"github.com/ninemen/morris/storage"
)

// rig drives the settings through a Manager with made-up input.
type rig struct {
	t *testing.T
	m *scenetest.Driver
}

func newRig(t *testing.T, a *app.App, first scenes.Scene, w, h int) *rig {
	t.Helper()
	m := scenetest.NewManager(a, first)
	m.SetSize(w, h, 1)
	r := &rig{t: t, m: m}
	r.step(&scenes.Input{}) // lay out
	return r
}

func (r *rig) step(in *scenes.Input) {
	r.t.Helper()
	if err := r.m.Step(in); err != nil {
		r.t.Fatal(err)
	}
	r.m.MarkDrawn() // as if the frame were drawn
}

func TestThinkTimeRowSetsTheComputersTime(t *testing.T) {
	a := app.NewApp(nil, storage.At(t.TempDir()))
	a.Levels = app.LevelNames()
	s := New(a, &scenetest.Stub{}).(*Scene)
	h := newRig(t, a, s, 1280, 800)
	row := -1
	for i, r := range s.rows {
		if r.label == "Computer thinks" {
			row = i
		}
	}
	if row < 0 {
		t.Fatal("no row for the computer's time")
	}
	x, y := s.rows[row].rect.Center()
	h.step(scenes.Click(x+s.rows[row].rect.W/3, y)) // the right part steps forward
	if a.Settings.Think != 5000 {
		t.Fatalf("after one step from the default: %v", a.Settings.Think)
	}
	if got := s.rows[row].value(a.Settings); got != "5 s" {
		t.Errorf("shown as %q", got)
	}
}

func TestMuteKeyWorksInTheSettings(t *testing.T) {
	a := scenetest.FontsApp(t)
	scenetest.MuteKey(t, a, New(a, &scenetest.Stub{}))
}

func TestSettingsSceneChangesAndKeeps(t *testing.T) {
	dir := t.TempDir()
	a := app.NewApp(nil, storage.At(dir))
	back := &scenetest.Stub{}
	s := New(a, back).(*Scene)
	h := newRig(t, a, s, 1280, 800)
	// Game row: right steps through the boards' games and the regional
	// games, back to the first.
	for _, want := range []rules.Variant{rules.SixMensMorris(), rules.ThreeMensMorris(), rules.Morabaraba(), rules.NineMensMorris()} {
		h.step(scenes.Key(scenes.ActRight))
		if a.Settings.Variant != want.Name {
			t.Fatalf("game row: %q, want %q", a.Settings.Variant, want.Name)
		}
	}
	// Variant row: right cycles forward through every preset of the
	// board and back.
	h.step(scenes.Key(scenes.ActDown))
	presets := rules.Presets()
	for i := 1; i <= len(presets); i++ {
		h.step(scenes.Key(scenes.ActRight))
		if want := presets[i%len(presets)].Name; a.Settings.Variant != want {
			t.Fatalf("after %d presses: %q, want %q", i, a.Settings.Variant, want)
		}
	}
	h.step(scenes.Key(scenes.ActLeft))
	if a.Settings.Variant != presets[len(presets)-1].Name {
		t.Fatalf("left: %q", a.Settings.Variant)
	}
	// Sound row by clicking it.
	x, y := s.rows[2].rect.Center()
	h.step(scenes.Click(x, y))
	if a.Settings.Sound {
		t.Fatal("clicking Sound did not turn it off")
	}
	if app.NewApp(nil, storage.At(dir)).Settings != a.Settings {
		t.Fatal("the change was not kept")
	}
	if len(s.rows) != 8+2*min(1, len(a.Levels)) {
		t.Fatalf("%d rows", len(s.rows))
	}
	h.step(scenes.Key(scenes.ActBack))
	for i := 0; i < scenes.TPS; i++ {
		h.step(&scenes.Input{})
	}
	if h.m.Current() != back {
		t.Fatalf("Esc went to %T", h.m.Current())
	}
}

// The clock's row cycles from no clock through the presets and back,
// both ways, and says each choice; the choice is kept.
func TestSettingsClockRow(t *testing.T) {
	dir := t.TempDir()
	a := app.NewApp(nil, storage.At(dir))
	s := New(a, &scenetest.Stub{}).(*Scene)
	h := newRig(t, a, s, 1280, 800)
	row := slices.IndexFunc(s.rows, func(r settingRow) bool { return r.label == "Clock" })
	if row < 0 {
		t.Fatal("no Clock row")
	}
	if got := s.rows[row].value(a.Settings); got != "Off" {
		t.Fatalf("a first run's clock: %q", got)
	}
	for range row {
		h.step(scenes.Key(scenes.ActDown))
	}
	tests := []struct {
		key   scenes.Action
		clock string
		says  string
	}{
		{scenes.ActRight, "180+2", "3 min + 2 s"},
		{scenes.ActRight, "300+3", "5 min + 3 s"},
		{scenes.ActRight, "600+5", "10 min + 5 s"},
		{scenes.ActRight, "900+10", "15 min + 10 s"},
		{scenes.ActRight, "", "Off"},
		{scenes.ActLeft, "900+10", "15 min + 10 s"},
		{scenes.ActLeft, "600+5", "10 min + 5 s"},
	}
	for _, tt := range tests {
		h.step(scenes.Key(tt.key))
		if a.Settings.Clock != tt.clock || s.rows[row].value(a.Settings) != tt.says {
			t.Errorf("clock %q says %q, want %q and %q", a.Settings.Clock, s.rows[row].value(a.Settings), tt.clock, tt.says)
		}
	}
	if kept := app.NewApp(nil, storage.At(dir)).Settings.Clock; kept != "600+5" {
		t.Errorf("kept %q", kept)
	}
}

// fakeSound is a sound system whose status the test sets.
type fakeSound struct {
	ok     bool
	reason string
	muted  bool
}

func (f *fakeSound) Play(audio.Sound) {}

func (f *fakeSound) SetMuted(m bool) { f.muted = m }

func (f *fakeSound) Muted() bool { return f.muted }

func (f *fakeSound) Status() (bool, string) { return f.ok, f.reason }

// With a failed sound system the settings say that sound is unavailable,
// and why, whole, even on a narrow screen (the note was cut to one line);
// and when the device fails while the settings are up, the note is drawn
// again (it stayed "Sound is starting…").
func TestSettingsSayWhySoundIsUnavailable(t *testing.T) {
	a := scenetest.FontsApp(t)
	snd := &fakeSound{reason: "Sound is starting…"}
	a.SetSound(snd)
	s := New(a, &scenetest.Stub{}).(*Scene)
	h := newRig(t, a, s, 320, 400)
	const sound = 2
	h.step(&scenes.Input{})
	if whole, _ := h.m.Pending(); whole {
		t.Fatal("the settings are drawn again with nothing changed")
	}

	snd.reason = "Sound unavailable: the audio device stopped working, and no other device could be opened"
	h.m.Step(&scenes.Input{})
	if whole, _ := h.m.Pending(); !whole {
		t.Fatal("the sound system failed, and the settings were not drawn again")
	}
	h.m.MarkDrawn()
	note, warn := s.rows[sound].note(a)
	lines := s.noteLines(note, s.rows[sound].rect.W, s.lay.text)
	shown := strings.Join(lines, " ")
	if !warn || !strings.Contains(shown, "unavailable") || !strings.Contains(shown, "no other device could be opened") {
		t.Fatalf("the sound row says %q (warning %v), want why sound is unavailable", shown, warn)
	}
	if len(lines) < 2 {
		t.Fatalf("the test wants a note that needs two lines at 320 px: %q", lines)
	}
	// The rows and Done still fit the screen, one under the other.
	for i, r := range s.rows {
		if r.rect.Y+r.rect.H > s.lay.done.Y || i > 0 && r.rect.Y < s.rows[i-1].rect.Y+s.rows[i-1].rect.H {
			t.Errorf("row %d at %+v overlaps its neighbours", i, r.rect)
		}
	}
	if d := s.lay.done; d.Y+d.H > 400 {
		t.Errorf("Done at %+v is off the 400-pixel screen", d)
	}

	// A reason given without the word "sound" is introduced.
	snd.reason = "no audio device found"
	if note, _ := s.rows[sound].note(a); note != "Sound unavailable: no audio device found" {
		t.Fatalf("note %q", note)
	}
}

// Every row and Done fit the window, one under the other, with the
// computer's two rows and a long sound note, from a small phone to a large
// desktop.
func TestSettingsFitEveryWindow(t *testing.T) {
	sizes := []struct {
		w, h  int
		scale float64
	}{
		{320, 400, 1}, {720, 1280, 2}, {860, 1860, 2}, {800, 600, 1},
		{1200, 780, 1}, {1280, 800, 1}, {5120, 3200, 2}, {1024, 400, 1},
	}
	for _, sz := range sizes {
		a := scenetest.FontsApp(t)
		a.Levels = app.LevelNames()
		a.SetSound(&fakeSound{reason: "Sound unavailable: the audio device stopped working, and no other device could be opened"})
		s := New(a, &scenetest.Stub{}).(*Scene)
		h := newRig(t, a, s, sz.w, sz.h)
		h.m.SetSize(sz.w, sz.h, sz.scale)
		h.step(&scenes.Input{})
		for i, r := range s.rows {
			if r.rect.Y < 0 || r.rect.Y+r.rect.H > s.lay.done.Y {
				t.Errorf("%dx%d: row %q at %+v is off the screen", sz.w, sz.h, r.label, r.rect)
			}
			// One under the other, or side by side in two columns.
			for _, o := range s.rows[:i] {
				if r.rect.X < o.rect.X+o.rect.W && o.rect.X < r.rect.X+r.rect.W && r.rect.Y < o.rect.Y+o.rect.H && o.rect.Y < r.rect.Y+r.rect.H {
					t.Errorf("%dx%d: rows %q and %q overlap", sz.w, sz.h, r.label, o.label)
				}
			}
			if r.rect.X < 0 || r.rect.X+r.rect.W > float64(sz.w) {
				t.Errorf("%dx%d: row %q at %+v is wider than the screen", sz.w, sz.h, r.label, r.rect)
			}
		}
		if d := s.lay.done; d.Y+d.H > float64(sz.h) {
			t.Errorf("%dx%d: Done at %+v is off the screen", sz.w, sz.h, d)
		}
	}
}

// Every text of the settings fits its box at every window size, with the
// computer's rows and a long sound note.
func TestSettingsTextsFitEveryWindow(t *testing.T) {
	a := scenetest.FontsApp(t)
	a.Levels = app.LevelNames()
	a.SetSound(&fakeSound{reason: "Sound unavailable: the audio device stopped working, and no other device could be opened"})
	scenetest.LabelsFit(t, a, func() scenes.Scene { return New(a, &scenetest.Stub{}) }, nil)
}

// On a phone the notes are at least 14 CSS pixels and the rows take the
// width of the screen; a player using fingers is not told about the M key.
func TestSettingsOnAPhone(t *testing.T) {
	for _, sc := range []scenetest.Screen{{W: 390 * 3, H: 844 * 3, Scale: 3}, {W: 360 * 2, H: 640 * 2, Scale: 2}, {W: 360, H: 640, Scale: 1}} {
		a := scenetest.FontsApp(t)
		a.Levels = app.LevelNames()
		a.SetSound(&fakeSound{ok: true})
		s := New(a, &scenetest.Stub{}).(*Scene)
		h := newRig(t, a, s, sc.W, sc.H)
		h.m.SetSize(sc.W, sc.H, sc.Scale)
		x, y := s.rows[0].rect.Center()
		// A tap on the title row area, away from any row: a finger.
		h.step(&scenes.Input{Pointer: scenes.Pointer{X: x, Y: s.lay.title, Present: true, Pressed: true, Down: true, Touch: true}})
		h.step(&scenes.Input{Pointer: scenes.Pointer{X: x, Y: y, Released: true, Touch: true}})
		for _, lb := range s.Labels() {
			if css := lb.Face.Size / sc.Scale; css < 14 {
				t.Errorf("%v: %q at %.1f CSS px", sc, lb.Text, css)
			}
		}
		for _, r := range s.rows {
			if r.rect.W < 0.85*float64(sc.W) {
				t.Errorf("%v: row %q is %.0f of %d px wide", sc, r.label, r.rect.W, sc.W)
			}
		}
		if note, _ := s.rows[2].note(a); strings.Contains(note, "M ") {
			t.Errorf("%v: a finger is told %q", sc, note)
		}
	}
}

// The sound row shows what is: "Unavailable" without a device, not "On"
// above the reason; and the variant's name has the title's apostrophe.
func TestSettingsShowTheRealSoundAndACurlyApostrophe(t *testing.T) {
	a := scenetest.FontsApp(t)
	s := New(a, &scenetest.Stub{}).(*Scene)
	if got := s.rows[2].value(a.Settings); got != "Unavailable" {
		t.Errorf("no sound system: the row says %q", got)
	}
	a.SetSound(&fakeSound{reason: "Sound is starting…"})
	if got := s.rows[2].value(a.Settings); got != "On" {
		t.Errorf("a starting device: the row says %q", got)
	}
	a.SetSound(&fakeSound{reason: "Sound unavailable: no audio device found"})
	if got := s.rows[2].value(a.Settings); got != "Unavailable" {
		t.Errorf("a failed device: the row says %q", got)
	}
	if got := s.rows[0].value(a.Settings); got != "Nine Men’s Morris" {
		t.Errorf("variant %q", got)
	}
}

// On a smaller board the variant row steps among that board's rules only,
// and the board row names its game.
func TestSettingsVariantKeepsToTheBoard(t *testing.T) {
	for _, v := range rules.SmallBoardPresets() {
		a := scenetest.App(t)
		a.Settings.Variant = v.Name
		s := New(a, &scenetest.Stub{}).(*Scene)
		for _, dir := range []int{1, -1} {
			s.rows[1].change(&a.Settings, dir)
			if got := a.Settings.VariantRules(); got.BoardKind != v.BoardKind {
				t.Errorf("%s: the variant row stepped %d to %q", v.Name, dir, got.Name)
			}
		}
		if got, want := s.rows[0].value(a.Settings), strings.ReplaceAll(v.Name, "'", "’"); got != want {
			t.Errorf("the board row says %q, want %q", got, want)
		}
	}
}

// The regional games are one group of the Game row, whose Variant row
// steps among them alone.
func TestSettingsRegionalGames(t *testing.T) {
	a := scenetest.App(t)
	s := New(a, &scenetest.Stub{}).(*Scene)
	for range len(rules.SmallBoardPresets()) + 1 {
		s.rows[0].change(&a.Settings, 1)
	}
	if got := s.rows[0].value(a.Settings); got != "Regional games" {
		t.Fatalf("the game row says %q after the smaller boards", got)
	}
	var seen []string
	for range len(rules.RegionalPresets()) {
		seen = append(seen, a.Settings.Variant)
		s.rows[1].change(&a.Settings, 1)
	}
	want := []string{rules.Morabaraba().Name, rules.RussianMill().Name}
	if !slices.Equal(seen, want) || a.Settings.Variant != want[0] {
		t.Errorf("the variant row stepped %q then %q, want %q round", seen, a.Settings.Variant, want)
	}
	if got := a.Settings.VariantRules(); got.Name != rules.Morabaraba().Name {
		t.Errorf("the settings play %q", got.Name)
	}
	s.rows[0].change(&a.Settings, 1)
	if a.Settings.Variant != rules.NineMensMorris().Name {
		t.Errorf("past the regional games the game row gives %q", a.Settings.Variant)
	}
}
