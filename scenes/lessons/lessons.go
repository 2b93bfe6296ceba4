// Package lessons is the lessons scene: a home listing the lessons with
// the ones done marked, and a lesson on the board, step by step, ending
// in a short game against the Beginner. What a lesson is and which turns
// are right are package learn's; the scene shows them, takes the
// player's turns, and keeps the lessons done in the app's store.
package lessons

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/ninemen/morris/learn"
	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/app"
	"github.com/ninemen/morris/scenes/kit"
	"github.com/ninemen/morris/storage"
)

// ProgressFile is the name the lessons done are kept under in the app's
// store.
const ProgressFile = "lessons.json"

// Scene is the lessons home and, once one is chosen, a lesson on the
// board (see board.go).
type Scene struct {
	app     *app.App
	home    scenes.Scene
	lessons []learn.Lesson
	pr      *learn.LessonProgress
	// told is the message for the player about their progress file (set
	// aside), shown as a toast at the first Update; keep is false while a
	// damaged file could not be set aside, and nothing is written over it.
	told string
	keep bool

	w, h  int
	scale float64
	// The home: a button a lesson and Back, and its layer.
	buttons []kit.Button
	focus   int
	layer   kit.Layer
	back    kit.Backdrop
	// lesson is the lesson on the board, nil on the home.
	lesson *board
}

// New opens the lessons home; Back goes to home.
func New(a *app.App, home scenes.Scene) *Scene {
	s := &Scene{app: a, home: home, lessons: learn.Lessons(), keep: true}
	s.load()
	s.setHome()
	return s
}

// load reads the lessons done; a file that cannot be read is set aside
// under another name, never lost, and the player starts afresh.
func (s *Scene) load() {
	s.pr = &learn.LessonProgress{}
	st := s.app.Store
	if st == nil {
		return
	}
	pr, err := readProgress(st)
	if err == nil {
		s.pr = pr
		return
	}
	kept, aside := st.SetAside(ProgressFile)
	if aside != nil {
		s.keep = false
		s.told = s.app.Lang().T("lessons.unreadable_stuck", "Error", aside.Error())
		return
	}
	s.told = s.app.Lang().T("lessons.unreadable", "File", kept)
}

// readProgress reads the lessons done kept in st: none when there is no
// file, an error when it cannot be read.
func readProgress(st app.Storage) (*learn.LessonProgress, error) {
	data, err := st.Load(ProgressFile)
	switch {
	case storage.IsNotExist(err):
		return &learn.LessonProgress{}, nil
	case err != nil:
		return nil, err
	}
	return learn.UnmarshalLessonProgress(data)
}

// writeProgress keeps pr in st.
func writeProgress(st app.Storage, pr *learn.LessonProgress) error {
	data, err := learn.MarshalLessonProgress(pr)
	if err != nil {
		return err
	}
	return st.Save(ProgressFile, data)
}

// Started reports whether the player has done a lesson, or has a file
// of lessons at all (one that cannot be read counts): a player who has
// met the lessons is not offered them again.
func Started(st app.Storage) bool {
	if st == nil {
		return false
	}
	_, err := st.Load(ProgressFile)
	return !storage.IsNotExist(err)
}

// save keeps the progress; a failure is told, not fatal.
func (s *Scene) save(ctx *scenes.Context) {
	if !s.keep || s.app.Store == nil {
		return
	}
	if err := writeProgress(s.app.Store, s.pr); err != nil {
		ctx.Toast(s.app.Lang().T("lessons.save_failed", "Error", err.Error()))
	}
}

// Progress is the lessons done as the scene holds them.
func (s *Scene) Progress() *learn.LessonProgress { return s.pr }

// Layout implements scenes.Scene.
func (s *Scene) Layout(w, h int, scale float64) {
	s.w, s.h, s.scale = w, h, scale
	s.layHome()
	if s.lesson != nil {
		s.lesson.layout(w, h, scale)
	}
}

// Update implements scenes.Scene.
func (s *Scene) Update(ctx *scenes.Context) error {
	if s.told != "" {
		ctx.Toast(s.told)
		s.told = ""
	}
	if s.lesson != nil {
		s.lesson.update(ctx)
		return nil
	}
	s.updateHome(ctx)
	return nil
}

// Draw implements scenes.Scene.
func (s *Scene) Draw(dst *ebiten.Image) {
	if s.lesson != nil {
		s.lesson.draw(dst)
		return
	}
	s.drawHome(dst)
}

// DrawPart implements scenes.PartDrawer: on a lesson's board, what
// changed (a man moved, a word, a mark) is drawn where it changed.
func (s *Scene) DrawPart(dst *ebiten.Image) bool {
	return s.lesson != nil && s.lesson.drawPart(dst)
}

// DrawsInputInPart implements scenes.InputPartDrawer: the board's drawPart
// finds what changed by comparing what it shows with what it drew, so a
// click's frame is drawn in part too.
func (s *Scene) DrawsInputInPart() {}

// Labels implements kit.Labeler: every text the scene draws now.
func (s *Scene) Labels() []kit.Label {
	if s.lesson != nil {
		return s.lesson.labels()
	}
	return s.homeLabels()
}

// Leave implements scenes.Leaver: the computer stops thinking.
func (s *Scene) Leave() {
	if s.lesson != nil {
		s.lesson.stop()
	}
}

// Release implements scenes.Releaser.
func (s *Scene) Release() {
	s.layer.Release()
	if s.lesson != nil {
		s.lesson.release()
	}
}

// Opaque implements scenes.Opaque: the backdrop covers the screen.
func (*Scene) Opaque() {}

// Open puts the lesson with id on the board, at its first step; it
// reports whether there is such a lesson that runs under the player's
// rules.
func (s *Scene) Open(id string) bool {
	l, ok := learn.LessonByID(id)
	if !ok {
		return false
	}
	run, err := learn.NewRun(l, s.app.Settings.VariantRules())
	if err != nil {
		return false // the lessons' tests keep every lesson runnable
	}
	s.lesson = newBoard(s, run)
	s.lesson.layout(s.w, s.h, s.scale)
	return true
}

// Run is the lesson on the board, nil on the home.
func (s *Scene) Run() *learn.Run {
	if s.lesson == nil {
		return nil
	}
	return s.lesson.run
}

// Game is the game on the board, nil on the home.
func (s *Scene) Game() *rules.Game {
	if s.lesson == nil {
		return nil
	}
	return s.lesson.game
}

// Status is the two lines over the board and the step's text, or the
// home's title and first line.
func (s *Scene) Status() (main, help, text string) {
	if s.lesson != nil {
		main, help = s.lesson.status()
		return main, help, s.lesson.text()
	}
	l := s.app.Lang()
	return l.T("lessons.title"), s.homeLine(), ""
}

// Targets says where the buttons are ("button:lesson:board", "button:back",
// "button:continue", ...) and the board's points ("point:d2"), for tests
// and the screenshot scripts.
func (s *Scene) Targets() map[string]image.Point {
	if s.lesson != nil {
		return s.lesson.targets()
	}
	out := map[string]image.Point{}
	for i := range s.buttons {
		x, y := s.buttons[i].Rect.Center()
		name := "back"
		if i < len(s.lessons) {
			name = "lesson:" + s.lessons[i].ID
		}
		out["button:"+name] = image.Pt(int(x), int(y))
	}
	return out
}
