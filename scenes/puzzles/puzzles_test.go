package puzzles_test

import (
	"slices"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/ninemen/morris/ai"
	"github.com/ninemen/morris/ai/egtb"
	"github.com/ninemen/morris/learn"
	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/app"
	"github.com/ninemen/morris/scenes/internal/scenetest"
	"github.com/ninemen/morris/scenes/puzzles"
	"github.com/ninemen/morris/storage"
)

// rig is the puzzles scene on a manager with a fake clock and a screen.
type rig struct {
	t      *testing.T
	a      *app.App
	s      *puzzles.Scene
	d      *scenetest.Driver
	screen *ebiten.Image
	dir    string
}

// today is the date of the rig's clock (scenetest.NewClock).
var today = scenetest.NewClock().Now()

func newRig(t *testing.T) *rig {
	t.Helper()
	dir := t.TempDir()
	a := app.NewApp(scenetest.Fonts(t), storage.At(dir))
	return newRigOn(t, a, dir)
}

func newRigOn(t *testing.T, a *app.App, dir string) *rig {
	t.Helper()
	s := puzzles.NewWith(a, &scenetest.Stub{}, puzzles.Options{Seed: 7})
	d := scenetest.NewManager(a, s)
	r := &rig{t: t, a: a, s: s, d: d, dir: dir}
	r.screen = d.Screen(t, 1280, 800)
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

// click clicks a target of the scene ("button:next", "point:d2").
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
// slide, and waits for the board (and a reply) to come to rest.
func (r *rig) play(t []rules.Move) {
	r.t.Helper()
	for _, m := range t {
		if m.Kind() == rules.SlideMove {
			r.click("point:" + m.From().String())
		}
		r.click("point:" + m.To().String())
		r.wait(1500 * time.Millisecond)
	}
	r.wait(2 * time.Second)
}

// tables waits for the standard tables the scene uses.
func tables(t *testing.T) *egtb.Tables {
	t.Helper()
	for range 500 {
		if tb := ai.StandardTables(); tb != nil {
			return tb
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Fatal("the endgame tables did not load")
	return nil
}

// find returns the first puzzle of the set that ok accepts.
func find(t *testing.T, ok func(p *learn.Puzzle) bool) *learn.Puzzle {
	t.Helper()
	set, _ := learn.Set()
	for i := range set {
		if ok(&set[i]) {
			return &set[i]
		}
	}
	t.Fatal("no such puzzle in the set")
	return nil
}

func (r *rig) saved() *learn.Progress {
	r.t.Helper()
	data, err := r.a.Store.Load(puzzles.ProgressFile)
	if err != nil {
		r.t.Fatal(err)
	}
	pr, err := learn.UnmarshalProgress(data)
	if err != nil {
		r.t.Fatal(err)
	}
	return pr
}

// A table puzzle solved by its line: praised, the rating up, a streak of
// one, and the progress saved and read back the same.
func TestSolveATablePuzzleByItsLine(t *testing.T) {
	tables(t)
	r := newRig(t)
	p := find(t, func(p *learn.Puzzle) bool { return p.Source.Tables() && p.Turns() == 2 })
	r.s.Open(p)
	r.wait(time.Second)
	if main, _ := r.s.Status(); main != "White to move: win in 2" && main != "Black to move: win in 2" {
		t.Fatalf("status %q, want the side to move and win in 2", main)
	}
	for i := 0; i < len(p.Solution); i += 2 {
		r.play(p.Solution[i])
	}
	main, help := r.s.Status()
	if main != "Solved! Well played." {
		t.Fatalf("status %q, %q after the solution", main, help)
	}
	pr := r.s.Progress()
	if pr.Streak != 1 || pr.Rating.R <= learn.StartRating {
		t.Errorf("streak %d, rating %.0f after a puzzle solved", pr.Streak, pr.Rating.R)
	}
	if got := r.saved(); got.Streak != 1 || got.Rating != pr.Rating || !got.Solved(p.ID) {
		t.Errorf("saved %+v, want %+v", got, pr)
	}
}

// A fastest win other than the stored one is accepted: the puzzle goes
// on to the reply.
func TestAnotherFastestWinIsAccepted(t *testing.T) {
	tb := tables(t)
	var other []rules.Move
	p := find(t, func(p *learn.Puzzle) bool {
		if !p.Source.Tables() || p.Turns() < 2 {
			return false
		}
		_, turns, _ := learn.BestTurns(tb, p.Position)
		for _, u := range turns {
			if !slices.Equal(u, p.Solution[0]) {
				other = u
				return true
			}
		}
		return false
	})
	r := newRig(t)
	r.s.Open(p)
	r.wait(time.Second)
	r.play(other)
	if main, _ := r.s.Status(); main == "That is not the solution." || r.s.Game().Ply() <= len(other) {
		t.Fatalf("after %v, another fastest win: %q at ply %d", other, main, r.s.Game().Ply())
	}
}

// A wrong first turn is answered on the board and counts as a failure;
// Retry brings the start back, and Solution plays the line.
func TestAWrongTurnIsRefutedRetriedAndShown(t *testing.T) {
	tb := tables(t)
	var bad []rules.Move
	p := find(t, func(p *learn.Puzzle) bool {
		if !p.Source.Tables() || p.Turns() < 2 {
			return false
		}
		best, _, _ := learn.BestTurns(tb, p.Position)
		for _, u := range learn.Turns(p.Position) {
			q := learn.After(p.Position, u)
			if n, _ := learn.TurnMate(tb, p.Position, u); n != best && !q.Result().Over() {
				bad = u
				return true
			}
		}
		return false
	})
	r := newRig(t)
	r.s.Open(p)
	r.wait(time.Second)
	r.play(bad)
	if main, _ := r.s.Status(); main != "That is not the solution." {
		t.Fatalf("status %q after a wrong turn", main)
	}
	if g := r.s.Game(); g.Ply() <= len(bad) {
		t.Errorf("no refutation on the board: ply %d", g.Ply())
	}
	if pr := r.s.Progress(); pr.Streak != 0 || len(pr.Tried) != 1 || pr.Tried[0].Solved {
		t.Errorf("progress %+v after a failure", pr.Tried)
	}
	r.click("button:retry")
	r.wait(time.Second)
	if g := r.s.Game(); g.Ply() != 0 {
		t.Fatalf("Retry left the board at ply %d", g.Ply())
	}
	r.play(bad)
	r.click("button:solution")
	r.wait(time.Duration(len(p.Solution)) * 2 * time.Second)
	var line []rules.Move
	for _, u := range p.Solution {
		line = append(line, u...)
	}
	if got := r.s.Game().Moves(); !slices.Equal(got, line) {
		t.Errorf("Solution played %v, want %v", got, line)
	}
	if pr := r.s.Progress(); len(pr.Tried) != 1 {
		t.Errorf("the failure counted %d times", len(pr.Tried))
	}
}

// The daily puzzle is the same for two players on the same date.
func TestTheDailyPuzzleIsTheSameOnADate(t *testing.T) {
	var ids []string
	for range 2 {
		r := newRig(t)
		r.click("button:daily")
		if r.s.Puzzle() == nil {
			t.Fatal("Daily puzzle opened nothing")
		}
		ids = append(ids, r.s.Puzzle().ID)
	}
	if ids[0] != ids[1] || ids[0] != learn.Daily(mustSet(t), today).ID {
		t.Errorf("daily puzzles %v on one date", ids)
	}
}

func mustSet(t *testing.T) []learn.Puzzle {
	set, errs := learn.Set()
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	return set
}

// A progress file that cannot be read is set aside, the player told and
// started afresh.
func TestACorruptProgressFileIsSetAside(t *testing.T) {
	dir := t.TempDir()
	st := storage.At(dir)
	if err := st.Save(puzzles.ProgressFile, []byte(`{"version":1,"rating":{"r":"NaN"`)); err != nil {
		t.Fatal(err)
	}
	a := app.NewApp(scenetest.Fonts(t), st)
	r := newRigOn(t, a, dir)
	if pr := r.s.Progress(); pr.Rating != learn.NewRating() || len(pr.Tried) != 0 {
		t.Errorf("progress %+v after a damaged file", pr)
	}
	names := scenetest.FileNames(t, dir)
	if slices.Contains(names, puzzles.ProgressFile) || len(names) != 1 {
		t.Errorf("files %v: the damaged file must be set aside", names)
	}
	if text, _ := a.Toast(); text == "" {
		t.Error("the player was not told")
	}
}

// Frames at rest draw no layer, on the home and on the board.
func TestFramesAtRestDrawNoLayer(t *testing.T) {
	tables(t)
	r := newRig(t)
	rest := func(where string) {
		t.Helper()
		r.wait(2 * time.Second)
		for range 3 {
			if _, layers := r.d.Frame(t, &scenes.Input{}, r.screen); layers != 0 {
				t.Errorf("%s: a frame at rest drew %d layers", where, layers)
			}
		}
	}
	rest("home")
	r.click("button:next")
	rest("puzzle")
}
