package title

import (
	"errors"
	"slices"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/app"
	"github.com/ninemen/morris/scenes/computer"
	"github.com/ninemen/morris/scenes/history"
	"github.com/ninemen/morris/scenes/internal/scenetest"
	"github.com/ninemen/morris/scenes/kit"
	"github.com/ninemen/morris/scenes/play"
	"github.com/ninemen/morris/scenes/settings"
	"github.com/ninemen/morris/scenes/stats"
)

// titleRig drives the title through a Manager, as main does, at a screen
// size.
type titleRig struct {
	t     *testing.T
	app   *app.App
	m     *scenetest.Driver
	title *Scene
	// chosen records the entries opened, when the rig replaces the
	// constructors.
	chosen []menuItem
}

func newTitleRig(t *testing.T, a *app.App, w, h int, scale float64) *titleRig {
	t.Helper()
	title := New(a).(*Scene)
	r := &titleRig{t: t, app: a, m: scenetest.NewManager(a, title), title: title}
	r.m.SetSize(w, h, scale)
	r.step(&scenes.Input{})
	return r
}

func titleApp(t *testing.T) *app.App {
	t.Helper()
	return scenetest.FontsApp(t)
}

// record replaces the scene constructors with a stub that notes the entry.
func (r *titleRig) record() {
	r.title.open = func(it menuItem) scenes.Scene {
		r.chosen = append(r.chosen, it)
		return &scenetest.Stub{}
	}
}

func (r *titleRig) step(in *scenes.Input) error {
	r.t.Helper()
	return r.m.Step(in)
}

func (r *titleRig) must(in *scenes.Input) {
	r.t.Helper()
	if err := r.step(in); err != nil {
		r.t.Fatal(err)
	}
}

func (r *titleRig) labels() []string {
	var out []string
	for _, b := range r.title.buttons {
		out = append(out, b.Label)
	}
	return out
}

func (r *titleRig) button(label string) *kit.Button {
	r.t.Helper()
	for i := range r.title.buttons {
		if r.title.buttons[i].Label == label {
			return &r.title.buttons[i]
		}
	}
	r.t.Fatalf("no %q in the menu %q", label, r.labels())
	return nil
}

// press clicks the middle of a menu entry, as a mouse does: down in one
// tick, up in the next.
func (r *titleRig) press(label string) error {
	r.t.Helper()
	x, y := r.button(label).Rect.Center()
	r.must(&scenes.Input{Pointer: scenes.Pointer{X: x, Y: y, Present: true, Down: true, Pressed: true}})
	return r.step(&scenes.Input{Pointer: scenes.Pointer{X: x, Y: y, Present: true, Released: true}})
}

func TestTitleMenuEntries(t *testing.T) {
	a := titleApp(t)
	a.NewAgent = nil
	r := newTitleRig(t, a, 1280, 800, 1)
	want := []string{"Play against the computer", "Two players", "Play a friend online", "Learn to play", "Puzzles", "Your record", "Open a game", "History", "Settings", "Quit"}
	if got := r.labels(); !slices.Equal(got, want) {
		t.Fatalf("menu %q, want %q", got, want)
	}
	if b := r.button("Play against the computer"); !b.Disabled || b.Hint != "coming soon" {
		t.Errorf("without an AI the computer entry must be disabled and say it is coming; got disabled=%v hint=%q", b.Disabled, b.Hint)
	}
	r.record()
	if err := r.press("Open a game"); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(r.chosen, []menuItem{itemOpen}) {
		t.Errorf("the entry chose %v, want Open a game", r.chosen)
	}

	a.Browser = true
	r = newTitleRig(t, a, 1280, 800, 1)
	for _, l := range r.labels() {
		if l == "Quit" {
			t.Errorf("the browser has no Quit: %q", r.labels())
		}
	}

	a.NewAgent = func(rules.Variant, app.Settings) computer.Agent { return nil }
	r = newTitleRig(t, a, 1280, 800, 1)
	if b := r.button("Play against the computer"); b.Disabled || b.Hint != "" {
		t.Errorf("with an AI the computer entry is offered; got disabled=%v hint=%q", b.Disabled, b.Hint)
	}
}

func TestTitleContinueOnlyWithASavedGame(t *testing.T) {
	a := titleApp(t)
	g := rules.NewGame(rules.NineMensMorris())
	for _, m := range []string{"a1", "d2"} {
		if err := g.PlayTurn(m); err != nil {
			t.Fatal(err)
		}
	}
	if err := a.SaveGame(g, false, false, 0); err != nil {
		t.Fatal(err)
	}
	r := newTitleRig(t, a, 1280, 800, 1)
	if r.labels()[0] != "Continue" {
		t.Fatalf("with a saved game the menu starts with Continue: %q", r.labels())
	}
	// Enter alone resumes.
	r.record()
	r.must(scenes.Key(scenes.ActConfirm))
	if !slices.Equal(r.chosen, []menuItem{itemContinue}) {
		t.Errorf("Enter chose %v, want Continue", r.chosen)
	}
}

func TestTitleKeysChooseEntries(t *testing.T) {
	for _, tc := range []struct {
		name string
		keys []scenes.Action
		want menuItem
	}{
		// The disabled computer entry is skipped: focus starts on Two players.
		{"enter", []scenes.Action{scenes.ActConfirm}, itemTwoPlayers},
		{"down", []scenes.Action{scenes.ActDown, scenes.ActConfirm}, itemOnline},
		{"down down", []scenes.Action{scenes.ActDown, scenes.ActDown, scenes.ActConfirm}, itemLearn},
		{"tab", []scenes.Action{scenes.ActNext, scenes.ActNext, scenes.ActConfirm}, itemLearn},
		{"up wraps past the disabled entry", []scenes.Action{scenes.ActUp, scenes.ActConfirm}, itemQuit},
		{"up up", []scenes.Action{scenes.ActUp, scenes.ActUp, scenes.ActConfirm}, itemSettings},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := titleApp(t)
			a.NewAgent = nil
			r := newTitleRig(t, a, 1280, 800, 1)
			r.record()
			for _, k := range tc.keys {
				if err := r.step(scenes.Key(k)); err != nil && !errors.Is(err, ebiten.Termination) {
					t.Fatal(err)
				}
			}
			if tc.want == itemQuit {
				return // checked in TestTitleQuit
			}
			if !slices.Equal(r.chosen, []menuItem{tc.want}) {
				t.Errorf("chose %v, want %v", r.chosen, tc.want)
			}
		})
	}
}

func TestTitleQuit(t *testing.T) {
	// With the computer on offer, focus starts on it and Up wraps to Quit.
	r := newTitleRig(t, titleApp(t), 1280, 800, 1)
	r.must(scenes.Key(scenes.ActUp))
	if err := r.step(scenes.Key(scenes.ActConfirm)); !errors.Is(err, ebiten.Termination) {
		t.Errorf("Quit by keys returned %v, want ebiten.Termination", err)
	}
	r = newTitleRig(t, titleApp(t), 430, 930, 1)
	if err := r.press("Quit"); !errors.Is(err, ebiten.Termination) {
		t.Errorf("Quit by click returned %v, want ebiten.Termination", err)
	}
}

func TestTitleClicksOpenTheRealScenes(t *testing.T) {
	for _, size := range [][3]float64{{1280, 800, 1}, {430, 930, 3}} {
		for _, tc := range []struct {
			label string
			check func(t *testing.T, s scenes.Scene, title *Scene)
		}{
			{"Two players", func(t *testing.T, s scenes.Scene, _ *Scene) {
				p, ok := s.(*play.Scene)
				if !ok || p.Computer() {
					t.Errorf("Two players opened %T (computer %v), want a two-player game", s, ok && p.Computer())
				}
			}},
			{"Play against the computer", func(t *testing.T, s scenes.Scene, _ *Scene) {
				if p, ok := s.(*play.Scene); !ok || !p.Computer() {
					t.Errorf("Play against the computer opened %T, want a game against the computer", s)
				}
			}},
			{"History", func(t *testing.T, s scenes.Scene, title *Scene) {
				if _, ok := s.(*history.Scene); !ok || !leadsBack(t, s, title) {
					t.Errorf("History opened %T, want the history page leading back to the title", s)
				}
			}},
			{"Settings", func(t *testing.T, s scenes.Scene, title *Scene) {
				if _, ok := s.(*settings.Scene); !ok || !leadsBack(t, s, title) {
					t.Errorf("Settings opened %T, want the settings leading back to the title", s)
				}
			}},
			{"Your record", func(t *testing.T, s scenes.Scene, title *Scene) {
				if _, ok := s.(*stats.Scene); !ok || !leadsBack(t, s, title) {
					t.Errorf("Your record opened %T, want the record leading back to the title", s)
				}
			}},
		} {
			a := titleApp(t)
			a.NewAgent = func(rules.Variant, app.Settings) computer.Agent { return nil }
			r := newTitleRig(t, a, int(size[0]*size[2]), int(size[1]*size[2]), size[2])
			if err := r.press(tc.label); err != nil {
				t.Fatal(err)
			}
			tc.check(t, r.m.Current(), r.title)
		}
	}
}

// leadsBack reports whether Esc on s goes back to the title.
func leadsBack(t *testing.T, s scenes.Scene, title *Scene) bool {
	t.Helper()
	m := scenetest.NewManager(title.app, s)
	m.SetSize(1280, 800, 1)
	for _, in := range []*scenes.Input{{}, scenes.Key(scenes.ActBack)} {
		if err := m.Step(in); err != nil {
			t.Fatal(err)
		}
	}
	for range scenes.TPS {
		if err := m.Step(&scenes.Input{}); err != nil {
			t.Fatal(err)
		}
	}
	return m.Current() == scenes.Scene(title)
}

func TestTitleDisabledEntryDoesNothing(t *testing.T) {
	a := titleApp(t)
	a.NewAgent = nil
	r := newTitleRig(t, a, 1280, 800, 1)
	r.record()
	if err := r.press("Play against the computer"); err != nil {
		t.Fatal(err)
	}
	if len(r.chosen) != 0 || r.m.Current() != scenes.Scene(r.title) {
		t.Errorf("a disabled entry opened %v", r.chosen)
	}
}

func TestTitleArrowsStepTheTimeline(t *testing.T) {
	r := newTitleRig(t, titleApp(t), 1280, 800, 1)
	tl := r.title.Timeline()
	r.must(scenes.Key(scenes.ActRight))
	r.must(scenes.Key(scenes.ActRight))
	if tl.Current() != 2 {
		t.Fatalf("two rights: era %d, want 2", tl.Current())
	}
	r.must(scenes.Key(scenes.ActLeft))
	r.must(scenes.Key(scenes.ActLeft))
	r.must(scenes.Key(scenes.ActLeft))
	if tl.Current() != tl.Len()-1 {
		t.Errorf("left from the first era: %d, want the last (%d)", tl.Current(), tl.Len()-1)
	}
}

// TestTitleLayoutFits lays the title out at phone, tablet and desktop sizes,
// in both orientations and at HiDPI scales, and checks that nothing leaves
// the screen or overlaps and that the card's text fits its card, measured
// with the real fonts.
func TestTitleLayoutFits(t *testing.T) {
	fonts := scenetest.Fonts(t)
	for _, sz := range []struct {
		w, h  int
		scale float64
	}{
		{1280, 800, 1}, {1200, 780, 1}, {1920, 1080, 1}, {2560, 1600, 2}, {800, 600, 1}, {1024, 768, 1},
		{430, 930, 1}, {1290, 2790, 3}, {360, 640, 1}, {720, 1280, 2}, {768, 1024, 1}, {640, 400, 1}, {320, 480, 1}, {390, 844, 1}, {824, 1830, 2},
	} {
		for _, browser := range []bool{false, true} {
			a := app.NewAppWith(fonts, nil)
			a.Browser = browser
			tt := New(a).(*Scene)
			tt.Layout(sz.w, sz.h, sz.scale)
			l := tt.lay
			screen := kit.Rect{X: 0, Y: 0, W: float64(sz.w), H: float64(sz.h)}
			inside := func(what string, r kit.Rect) {
				if r.X < -0.5 || r.Y < -0.5 || r.X+r.W > screen.W+0.5 || r.Y+r.H > screen.H+0.5 || r.W <= 0 || r.H <= 0 {
					t.Errorf("%dx%d@%g: %s %+v leaves the screen", sz.w, sz.h, sz.scale, what, r)
				}
			}
			if l.timeline {
				inside("card", l.card)
				inside("strip", l.strip)
			}
			for i, b := range tt.buttons {
				inside(b.Label, b.Rect)
				if l.timeline && (boxesMeet(b.Rect, l.card) || boxesMeet(b.Rect, l.strip)) {
					t.Errorf("%dx%d@%g: %s overlaps the timeline", sz.w, sz.h, sz.scale, b.Label)
				}
				if i > 0 && boxesMeet(b.Rect, tt.buttons[i-1].Rect) {
					t.Errorf("%dx%d@%g: %s overlaps the entry above", sz.w, sz.h, sz.scale, b.Label)
				}
				if b.Rect.H < 36*sz.scale {
					t.Errorf("%dx%d@%g: %s is %.0f px high, too small for a finger", sz.w, sz.h, sz.scale, b.Label, b.Rect.H)
				}
				if w := kit.TextWidth(b.Label, fonts.Face(kit.Regular, min(b.Rect.H*0.42, 22*sz.scale))); w > b.Rect.W {
					t.Errorf("%dx%d@%g: %q does not fit its button", sz.w, sz.h, sz.scale, b.Label)
				}
			}
			if w := kit.TextWidth(app.GameName, l.nameFace); w > screen.W {
				t.Errorf("%dx%d@%g: the name is wider than the screen", sz.w, sz.h, sz.scale)
			}
			if !l.timeline {
				// Nine entries and the card need a phone of today's
				// height: on an older 360x640 the menu takes the screen.
				if float64(sz.w)/sz.scale >= 360 && float64(sz.h)/sz.scale >= 700 {
					t.Errorf("%dx%d@%g: the timeline is hidden on a screen that has room for it", sz.w, sz.h, sz.scale)
				}
				continue
			}
			if l.name.Y+l.subY > l.card.Y && l.portrait {
				t.Errorf("%dx%d@%g: the name runs into the card", sz.w, sz.h, sz.scale)
			}
			cl := tt.timeline.lay
			inner := l.card.W - 2*cl.pad
			for i, lines := range cl.lines {
				for _, line := range lines {
					if w := kit.TextWidth(line, cl.body); w > inner+0.5 {
						t.Errorf("%dx%d@%g: era %d line %q is %.0f px, wider than the card's %.0f", sz.w, sz.h, sz.scale, i, line, w, inner)
					}
				}
			}
			if bottom := cl.bodyTop + float64(cl.maxLines)*cl.lineH; bottom > l.card.Y+l.card.H {
				t.Errorf("%dx%d@%g: the card's text runs out of the card (%.0f > %.0f)", sz.w, sz.h, sz.scale, bottom, l.card.Y+l.card.H)
			}
			if cl.picH > 0 && cl.top < l.card.Y {
				t.Errorf("%dx%d@%g: the picture starts above the card", sz.w, sz.h, sz.scale)
			}
		}
	}
}

func boxesMeet(a, b kit.Rect) bool {
	return a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H
}

func TestTitleShowsANoticeUntilThePlayerActs(t *testing.T) {
	a := titleApp(t)
	a.Notify("Your settings could not be read, so the defaults are used.")
	r := newTitleRig(t, a, 1280, 800, 1)
	if r.title.notice == "" {
		t.Fatal("the notice is not shown")
	}
	r.must(&scenes.Input{Pointer: scenes.Pointer{X: 5, Y: 5, Present: true, Down: true, Pressed: true}})
	if r.title.notice != "" {
		t.Error("a click did not dismiss the notice")
	}
	if a.TakeNotice() != "" {
		t.Error("the notice was left for another scene to show again")
	}
}

func TestMuteKeyWorksOnTheTitle(t *testing.T) {
	a := titleApp(t)
	scenetest.MuteKey(t, a, New(a))
}

// The title is home: a game left unfinished and come back from finds
// Continue on its menu, and one finished finds it gone.
func TestTitleComeBackToFollowsTheSavedGame(t *testing.T) {
	a := titleApp(t)
	r := newTitleRig(t, a, 1280, 800, 1)
	if slices.Contains(r.labels(), "Continue") {
		t.Fatal("Continue with no saved game")
	}
	g := rules.NewGame(rules.NineMensMorris())
	if err := g.PlayTurn("d6"); err != nil {
		t.Fatal(err)
	}
	if err := a.SaveGame(g, false, false, time.Minute); err != nil {
		t.Fatal(err)
	}
	// As the manager lays the title out when it is switched back to.
	r.title.Layout(1280, 800, 1)
	if got := r.labels(); len(got) == 0 || got[0] != "Continue" {
		t.Fatalf("menu %q after a game was saved, want Continue first", got)
	}
	if err := a.SaveGame(rules.NewGame(rules.NineMensMorris()), false, false, 0); err != nil {
		t.Fatal(err)
	}
	r.title.Layout(1280, 800, 1)
	if slices.Contains(r.labels(), "Continue") {
		t.Fatalf("menu %q after the saved game went", r.labels())
	}
}

// The menu and the name are made again in the language the player
// chooses, at once, as the settings are left; the targets keep their
// English names.
func TestTitleFollowsTheLanguage(t *testing.T) {
	a := titleApp(t)
	r := newTitleRig(t, a, 1280, 800, 1)
	before, buttons := r.title.lang, r.title.buttons
	if before != a.Lang() {
		t.Fatal("the title's words are not in the language in use")
	}
	st := a.Settings
	st.Language = "de"
	a.SetSettings(st)
	r.title.Layout(1280, 800, 1) // as the manager does, coming back
	if r.title.lang != a.Lang() || r.title.lang == before || r.title.lang.Code() != "de" {
		t.Fatalf("the title's words are in %s, want German", r.title.lang.Code())
	}
	if &r.title.buttons[0] == &buttons[0] {
		t.Error("the menu was not made again")
	}
	if r.title.lay.nameText != a.Lang().T("app.name") {
		t.Errorf("the name is %q", r.title.lay.nameText)
	}
	// And in Update, should the title still be up when it changes.
	st.Language = "fr"
	a.SetSettings(st)
	r.must(&scenes.Input{})
	if r.title.lang.Code() != "fr" {
		t.Errorf("after a tick the title's words are in %s, want French", r.title.lang.Code())
	}
	targets := ScreenTargets(a, 1280, 800, 1)
	for _, label := range []string{"Two players", "Open a game", "History", "Settings"} {
		if _, ok := targets["menu:"+label]; !ok {
			t.Errorf("no target menu:%s in French", label)
		}
	}
}
