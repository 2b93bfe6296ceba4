// Package puzzles is the puzzles scene: a home with the player's puzzle
// rating and streaks, and a puzzle on the board to solve. What a puzzle
// is, which turns solve it and how the rating moves are package learn's;
// the scene shows them, takes the player's turns, and keeps the progress
// in the app's store.
package puzzles

import (
	"math"
	"math/rand/v2"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/ninemen/morris/learn"
	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/app"
	"github.com/ninemen/morris/scenes/kit"
	"github.com/ninemen/morris/storage"
)

// ProgressFile is the name the player's progress is kept under in the
// app's store.
const ProgressFile = "puzzles.json"

// Options are what a test changes of the scene: the seed of Next's
// choice. The daily puzzle's date is the manager's clock's
// (scenes.Context.Now), which tests set.
type Options struct {
	Seed uint64
}

// Scene is the puzzles home and, once one is chosen, a puzzle on the
// board (see play.go).
type Scene struct {
	app  *app.App
	home scenes.Scene
	set  []learn.Puzzle
	pr   *learn.Progress
	rng  *rand.Rand
	// told is the message for the player about their progress file (set
	// aside), shown as a toast at the first Update.
	told string
	// keep is false while a damaged progress file could not be set
	// aside: nothing is written over it.
	keep bool

	w, h  int
	scale float64
	// The home: its buttons (see homeItems), the confirmation of Start
	// over, a note (the daily puzzle already solved) and its layer.
	items   []homeItem
	buttons []kit.Button
	focus   int
	confirm bool
	note    string
	// now is the clock at the last Update, and due the cards of the
	// player's mistakes due then, as the home's button says.
	now   time.Time
	due   int
	layer kit.Layer
	back  kit.Backdrop
	// puzzle is the puzzle on the board, nil on the home.
	puzzle *board
}

// New opens the puzzles home; Back goes to home.
func New(a *app.App, home scenes.Scene) scenes.Scene {
	return NewWith(a, home, Options{})
}

// NewWith is New with a clock and a seed of the test's.
func NewWith(a *app.App, home scenes.Scene, o Options) *Scene {
	if o.Seed == 0 {
		o.Seed = uint64(time.Now().UnixNano())
	}
	set, _ := learn.Set()
	s := &Scene{app: a, home: home, set: set, rng: rand.New(rand.NewPCG(o.Seed, 1)), keep: true}
	s.load()
	s.setHome()
	return s
}

// load reads the player's progress; a file that cannot be read is set
// aside under another name, never lost, and the player starts afresh.
func (s *Scene) load() {
	s.pr = learn.NewProgress()
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
		s.told = s.app.Lang().T("puzzles.unreadable_stuck", "Error", aside.Error())
		return
	}
	s.told = s.app.Lang().T("puzzles.unreadable", "File", kept)
}

// readProgress reads the progress kept in st: a new player's when there
// is none, an error when it cannot be read.
func readProgress(st app.Storage) (*learn.Progress, error) {
	data, err := st.Load(ProgressFile)
	switch {
	case storage.IsNotExist(err):
		return learn.NewProgress(), nil
	case err != nil:
		return nil, err
	}
	return learn.UnmarshalProgress(data)
}

// writeProgress keeps pr in st.
func writeProgress(st app.Storage, pr *learn.Progress) error {
	data, err := learn.MarshalProgress(pr)
	if err != nil {
		return err
	}
	return st.Save(ProgressFile, data)
}

// save keeps the progress; a failure is told, not fatal.
func (s *Scene) save(ctx *scenes.Context) {
	if !s.keep || s.app.Store == nil {
		return
	}
	if err := writeProgress(s.app.Store, s.pr); err != nil {
		ctx.Toast(s.app.Lang().T("puzzles.save_failed", "Error", err.Error()))
	}
}

// Progress is the player's progress as the scene holds it.
func (s *Scene) Progress() *learn.Progress { return s.pr }

// Layout implements scenes.Scene.
func (s *Scene) Layout(w, h int, scale float64) {
	s.w, s.h, s.scale = w, h, scale
	s.layHome()
	if s.puzzle != nil {
		s.puzzle.layout(w, h, scale)
	}
}

// Update implements scenes.Scene.
func (s *Scene) Update(ctx *scenes.Context) error {
	if s.told != "" {
		ctx.Toast(s.told)
		s.told = ""
	}
	if s.puzzle != nil {
		s.puzzle.update(ctx)
		return nil
	}
	s.updateHome(ctx)
	return nil
}

// Draw implements scenes.Scene.
func (s *Scene) Draw(dst *ebiten.Image) {
	if s.puzzle != nil {
		s.puzzle.draw(dst)
		return
	}
	s.drawHome(dst)
}

// DrawPart implements scenes.PartDrawer: on a puzzle's board, what
// changed (a man carried, a mark) is drawn where it changed.
func (s *Scene) DrawPart(dst *ebiten.Image) bool {
	return s.puzzle != nil && s.puzzle.drawPart(dst)
}

// DrawsInputInPart implements scenes.InputPartDrawer: the board's drawPart
// finds what changed by comparing what it shows with what it drew, so a
// click's frame is drawn in part too.
func (s *Scene) DrawsInputInPart() {}

// Labels implements kit.Labeler: every text the scene draws now.
func (s *Scene) Labels() []kit.Label {
	if s.puzzle != nil {
		return s.puzzle.labels()
	}
	return s.homeLabels()
}

// Leave implements scenes.Leaver: a search under way stops.
func (s *Scene) Leave() {
	if s.puzzle != nil {
		s.puzzle.search.Cancel()
	}
}

// Release implements scenes.Releaser.
func (s *Scene) Release() {
	s.layer.Release()
	if s.puzzle != nil {
		s.puzzle.layers.Release()
	}
}

// Opaque implements scenes.Opaque: the backdrop covers the screen.
func (*Scene) Opaque() {}

// ratingText is the player's rating, rounded, with twice its deviation
// while that is large: a new player's rating is a guess.
func ratingText(s *Scene) string {
	r := s.pr.Rating
	if r.RD >= wideDeviation {
		return s.app.Lang().T("puzzles.rating_wide", "Rating", int(math.Round(r.R)), "Deviation", int(math.Round(2*r.RD)))
	}
	return s.app.Lang().T("puzzles.rating", "Rating", int(math.Round(r.R)))
}

// wideDeviation is the deviation from which the rating is shown with its
// "±": a player who has solved a dozen puzzles or so is under it.
const wideDeviation = 110

// solvedToday reports whether the player solved puzzle id on the date of
// t, in t's location.
func (s *Scene) solvedToday(id string, t time.Time) bool {
	day := t.Format(time.DateOnly)
	for _, a := range s.pr.Tried {
		if a.ID == id && a.Solved && a.At.In(t.Location()).Format(time.DateOnly) == day {
			return true
		}
	}
	return false
}

// Open puts puzzle p on the board, as Next puzzle does: its attempt
// counts.
func (s *Scene) Open(p *learn.Puzzle) { s.open(p, false) }

// Puzzle is the puzzle on the board, nil on the home.
func (s *Scene) Puzzle() *learn.Puzzle {
	if s.puzzle == nil {
		return nil
	}
	return s.puzzle.p
}

// Game is the game on the board from the puzzle's position, nil on the
// home.
func (s *Scene) Game() *rules.Game {
	if s.puzzle == nil {
		return nil
	}
	return s.puzzle.game
}

// Status is the two lines over the board, or the home's first two lines.
func (s *Scene) Status() (main, help string) {
	if s.puzzle != nil {
		return s.puzzle.status()
	}
	t := s.homeTexts()
	return t[0], t[len(t)-1]
}
