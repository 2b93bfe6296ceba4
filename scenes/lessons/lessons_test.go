package lessons_test

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/ninemen/morris/learn"
	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/app"
	"github.com/ninemen/morris/scenes/internal/scenetest"
	"github.com/ninemen/morris/scenes/lessons"
	"github.com/ninemen/morris/storage"
)

// rig is the lessons scene on a manager with a fake clock and a screen.
type rig struct {
	t      *testing.T
	a      *app.App
	s      *lessons.Scene
	d      *scenetest.Driver
	screen *ebiten.Image
	dir    string
}

func newRig(t *testing.T, w, h int) *rig {
	t.Helper()
	dir := t.TempDir()
	a := app.NewApp(scenetest.Fonts(t), storage.At(dir))
	return newRigOn(t, a, dir, w, h)
}

func newRigOn(t *testing.T, a *app.App, dir string, w, h int) *rig {
	t.Helper()
	s := lessons.New(a, &scenetest.Stub{})
	d := scenetest.NewManager(a, s)
	r := &rig{t: t, a: a, s: s, d: d, dir: dir}
	r.screen = d.Screen(t, w, h)
	r.wait(500 * time.Millisecond)
	return r
}

// step runs a tick with in and draws the frame.
func (r *rig) step(in *scenes.Input) {
	r.t.Helper()
	if err := r.d.Step(in); err != nil {
		r.t.Fatal(err)
	}
	r.d.Draw(r.screen)
}

func (r *rig) wait(d time.Duration) {
	for range int(d / scenes.TickTime) {
		r.step(&scenes.Input{})
	}
}

// click clicks a target of the scene ("button:continue", "point:d2").
func (r *rig) click(name string) {
	r.t.Helper()
	at, ok := r.s.Targets()[name]
	if !ok {
		r.t.Fatalf("no %s on the screen; there are %v", name, r.s.Targets())
	}
	r.step(scenes.Click(float64(at.X), float64(at.Y)))
	r.step(&scenes.Input{})
}

// play plays a turn by clicks, a man's point before its target for a
// slide, and lets the board (and a reply) come to rest.
func (r *rig) play(t []rules.Move) {
	r.t.Helper()
	for _, m := range t {
		if m.Kind() == rules.SlideMove {
			r.click("point:" + m.From().String())
		}
		r.click("point:" + m.To().String())
		r.wait(900 * time.Millisecond)
	}
}

// turn parses a turn in notation.
func turn(t *testing.T, s string) []rules.Move {
	t.Helper()
	m, err := rules.ParseTurn(s)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// saved reads the lessons done from the store.
func (r *rig) saved() *learn.LessonProgress {
	r.t.Helper()
	data, err := r.a.Store.Load(lessons.ProgressFile)
	if err != nil {
		r.t.Fatal(err)
	}
	lp, err := learn.UnmarshalLessonProgress(data)
	if err != nil {
		r.t.Fatal(err)
	}
	return lp
}

// The first lesson played by clicks: a wrong point is refused with the
// lesson's reason and the step stays; the right ones are praised and the
// lesson goes on; at its end it is done, kept, and marked on the home.
func TestTheFirstLessonWithAWrongAndTheRightTurns(t *testing.T) {
	for _, size := range [][2]int{{1280, 800}, {390, 844}} {
		r := newRig(t, size[0], size[1])
		if main, _, _ := r.s.Status(); main != "Learn to play" {
			t.Fatalf("home's title %q", main)
		}
		r.click("button:lesson:board")
		if r.s.Run() == nil || r.s.Run().Lesson().ID != "board" {
			t.Fatal("the first lesson is not on the board")
		}
		_, help, text := r.s.Status()
		if help != "Step 1 of 3" || !strings.Contains(text, "corner") {
			t.Fatalf("first step says %q / %q", help, text)
		}
		r.play(turn(t, "d2"))
		main, _, _ := r.s.Status()
		if main != "That point is not a corner of the outer square. Try one of its four corners." {
			t.Errorf("a wrong point says %q", main)
		}
		if r.s.Run().Index() != 0 || r.s.Game().Ply() != 0 {
			t.Fatalf("a wrong point moved on: step %d, ply %d", r.s.Run().Index(), r.s.Game().Ply())
		}
		r.play(turn(t, "a7"))
		if main, _, _ := r.s.Status(); main != "Good!" {
			t.Errorf("the right point is praised with %q", main)
		}
		r.wait(2 * time.Second)
		if _, help, _ := r.s.Status(); help != "Step 2 of 3" {
			t.Fatalf("after the right turn the status is at %q", help)
		}
		r.play(turn(t, "d5"))
		if main, _, _ := r.s.Status(); !strings.HasPrefix(main, "That is d5.") {
			t.Errorf("a wrong point's reason %q does not name it", main)
		}
		r.play(turn(t, "d6"))
		r.wait(2 * time.Second)
		r.play(turn(t, "f6"))
		r.wait(2 * time.Second)
		if !r.s.Run().Done() {
			t.Fatal("the lesson is not done after its last step")
		}
		if main, _, _ := r.s.Status(); main != "Lesson done!" {
			t.Errorf("the end says %q", main)
		}
		if !r.s.Progress().Has("board") || !r.saved().Has("board") {
			t.Error("the lesson done is not kept")
		}
		// Back on the home, it is marked; a scene made anew reads it.
		r.click("button:back")
		r = newRigOn(t, r.a, r.dir, size[0], size[1])
		if !r.s.Progress().Has("board") {
			t.Error("the lesson done is not read back")
		}
		if _, line, _ := r.s.Status(); line != "1 of 10 lessons done" {
			t.Errorf("the home says %q", line)
		}
	}
}

// A rules' refusal (a man put on a taken point) is said in the rules'
// words, and a slide is its man, then where it goes.
func TestARefusalAndASlide(t *testing.T) {
	r := newRig(t, 1280, 800)
	r.s.Open("placing")
	r.wait(300 * time.Millisecond)
	r.play(turn(t, "a1"))
	r.wait(2 * time.Second) // the praise, Black's reply, the next step
	if r.s.Run().Index() != 1 {
		t.Fatalf("step %d after placing", r.s.Run().Index())
	}
	r.play(turn(t, "b6")) // Black's
	if main, _, _ := r.s.Status(); main == "" || main == "Placing" {
		t.Errorf("placing on a man says %q", main)
	}
	r.s.Open("moving")
	r.wait(300 * time.Millisecond)
	acc := r.s.Run().Accepted()
	r.play(acc[0])
	if main, _, _ := r.s.Status(); main != "Good!" {
		t.Errorf("a slide says %q", main)
	}
}

// Every lesson played through by clicks with the first turn each step
// accepts, Continue on its notes, under every preset of rules: each ends
// done, in a phone's window.
func TestEveryLessonPlaysThrough(t *testing.T) {
	for _, v := range rules.Presets() {
		t.Run(v.Name, func(t *testing.T) { playEveryLesson(t, v.Name) })
	}
}

func playEveryLesson(t *testing.T, preset string) {
	r := newRig(t, 390, 844)
	st := r.a.Settings
	st.Variant = preset
	r.a.SetSettings(st)
	for _, l := range learn.Lessons() {
		if !r.s.Open(l.ID) {
			t.Fatalf("lesson %s does not open", l.ID)
		}
		r.wait(300 * time.Millisecond)
		for i := 0; !r.s.Run().Done(); i++ {
			if i > 20 {
				t.Fatalf("lesson %s stuck at step %d", l.ID, r.s.Run().Index()+1)
			}
			if r.s.Run().Kind() == learn.MoveStep {
				acc := r.s.Run().Accepted()
				if len(acc) == 0 {
					t.Fatalf("lesson %s step %d accepts nothing", l.ID, r.s.Run().Index()+1)
				}
				r.play(acc[0])
				r.wait(2500 * time.Millisecond)
				continue
			}
			r.click("button:continue")
			r.wait(300 * time.Millisecond)
		}
	}
	for _, l := range learn.Lessons() {
		if !r.saved().Has(l.ID) {
			t.Errorf("lesson %s not kept as done", l.ID)
		}
	}
}

// The last lesson's game is against the Beginner: the player's first
// turn passes the lesson, the computer answers, and a hint marks a man
// or a point.
func TestTheLastLessonsGame(t *testing.T) {
	r := newRig(t, 1280, 800)
	r.a.UseComputer()
	r.s.Open("draws")
	r.wait(300 * time.Millisecond)
	for r.s.Run().Kind() != learn.GameStep {
		if r.s.Run().Kind() == learn.MoveStep {
			r.play(r.s.Run().Accepted()[0])
			r.wait(2500 * time.Millisecond)
			continue
		}
		r.click("button:continue")
		r.wait(300 * time.Millisecond)
	}
	r.click("button:hint")
	r.wait(time.Second)
	var m rules.Move
	for _, mv := range r.s.Game().LegalMoves() {
		if mv.Kind() == rules.SlideMove {
			m = mv
			break
		}
	}
	ply := r.s.Game().Ply()
	r.play([]rules.Move{m})
	if !r.s.Run().Done() || !r.saved().Has("draws") {
		t.Error("the game's first turn does not pass the lesson")
	}
	for range 2000 {
		if r.s.Game().Ply() > ply+1 {
			break
		}
		r.step(&scenes.Input{})
		time.Sleep(time.Millisecond)
	}
	if r.s.Game().Ply() <= ply+1 {
		t.Error("the Beginner does not answer")
	}
}

// A damaged progress file is set aside, never lost; the player starts
// afresh and is told, and the store's other files stay as they were.
func TestACorruptProgressFileIsSetAside(t *testing.T) {
	dir := t.TempDir()
	st := storage.At(dir)
	if err := st.Save(lessons.ProgressFile, []byte(`{"version":1,"done":["board",`)); err != nil {
		t.Fatal(err)
	}
	if err := st.Save("puzzles.json", []byte(`{"kept":true}`)); err != nil {
		t.Fatal(err)
	}
	a := app.NewApp(scenetest.Fonts(t), st)
	r := newRigOn(t, a, dir, 1280, 800)
	if len(r.s.Progress().Done) != 0 {
		t.Errorf("progress %+v after a damaged file", r.s.Progress())
	}
	names := scenetest.FileNames(t, dir)
	if slices.Contains(names, lessons.ProgressFile) || len(names) != 2 {
		t.Errorf("files %v: the damaged file must be set aside", names)
	}
	if data, err := st.Load("puzzles.json"); err != nil || string(data) != `{"kept":true}` {
		t.Errorf("another file became %q, %v", data, err)
	}
	if text, _ := a.Toast(); text == "" {
		t.Error("the player was not told")
	}
	r.s.Open("board")
	r.wait(300 * time.Millisecond)
	for r.s.Run() != nil && !r.s.Run().Done() {
		r.play(r.s.Run().Accepted()[0])
		r.wait(2500 * time.Millisecond)
	}
	if !r.saved().Has("board") {
		t.Error("a fresh start is not kept")
	}
}

// Keys alone open a lesson and play it: the cursor walks the lines and
// Enter chooses.
func TestKeysPlayALesson(t *testing.T) {
	r := newRig(t, 1280, 800)
	r.step(scenes.Key(scenes.ActConfirm)) // the first lesson not done
	r.wait(300 * time.Millisecond)
	if r.s.Run() == nil {
		t.Fatal("Enter opens no lesson")
	}
	// The cursor starts on d2; down then left: d1, then a1, a corner.
	for _, k := range []scenes.Action{scenes.ActDown, scenes.ActDown, scenes.ActLeft, scenes.ActConfirm} {
		r.step(scenes.Key(k))
	}
	r.wait(300 * time.Millisecond)
	if main, _, _ := r.s.Status(); main != "Good!" {
		t.Errorf("a1 chosen by keys says %q", main)
	}
}

// The texts fit their boxes at every window size, on the home and on a
// lesson's board.
func TestTextsFit(t *testing.T) {
	a := scenetest.FontsApp(t)
	scenetest.LabelsFit(t, a, func() scenes.Scene { return lessons.New(a, &scenetest.Stub{}) }, nil)
	scenetest.LabelsFit(t, a, func() scenes.Scene {
		s := lessons.New(a, &scenetest.Stub{})
		s.Open("removing")
		return s
	}, nil)
}

// M mutes and unmutes on the home and on a lesson's board, as
// everywhere.
func TestMuteKey(t *testing.T) {
	a := scenetest.FontsApp(t)
	scenetest.MuteKey(t, a, lessons.New(a, &scenetest.Stub{}))
	s := lessons.New(a, &scenetest.Stub{})
	s.Open("board")
	scenetest.MuteKey(t, a, s)
}
