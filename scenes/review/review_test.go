package review

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/ninemen/morris/ai"
	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/computer"
	"github.com/ninemen/morris/scenes/internal/scenetest"
	"github.com/ninemen/morris/scenes/kit"
)

// fakeAnalyser stands in for the engine: it evaluates perTick positions a
// tick with made-up scores, so a test sees the graph fill as the scene
// polls it.
type fakeAnalyser struct {
	plies     []int
	next      int
	perTick   int
	score     func(ply int) int
	started   int
	cancelled bool
	ticks     int
	// lines are the engine's lines from some plies.
	lines map[int][]rules.Move
}

func (f *fakeAnalyser) Start(g *rules.Game, plies []int) {
	f.plies, f.next, f.started = plies, 0, f.started+1
}

func (f *fakeAnalyser) Poll() []computer.Eval {
	if f.cancelled {
		return nil
	}
	var out []computer.Eval
	for range f.perTick {
		if f.next >= len(f.plies) {
			break
		}
		p := f.plies[f.next]
		out = append(out, computer.Eval{Ply: p, Score: f.score(p), Best: []rules.Move{rules.Place(rules.D6)}, Line: f.lines[p], Depth: 4})
		f.next++
	}
	return out
}

func (f *fakeAnalyser) Tick()   { f.ticks++ }
func (f *fakeAnalyser) Cancel() { f.cancelled = true }

type harness struct {
	t      *testing.T
	m      *scenetest.Driver
	home   *scenetest.Home
	r      *Scene
	fake   *fakeAnalyser
	game   *rules.Game
	screen *ebiten.Image
}

func newHarness(t *testing.T, g *rules.Game, w, h int, scale float64, score func(int) int) *harness {
	t.Helper()
	a := scenetest.FontsApp(t)
	fake := &fakeAnalyser{perTick: 5, score: score}
	home := &scenetest.Home{}
	r := newScene(a, g, &scenetest.Stub{}, home, fake)
	m := scenetest.NewManager(a, r)
	m.SetSize(w, h, scale)
	hs := &harness{t: t, m: m, home: home, r: r, fake: fake, game: g, screen: ebiten.NewImage(w, h)}
	hs.settle()
	return hs
}

// step runs one tick with in and draws the frame.
func (h *harness) step(in *scenes.Input) {
	h.t.Helper()
	h.m.Frame(h.t, in, h.screen)
}

// settle runs ticks until the board has caught up and the fade is over.
func (h *harness) settle() {
	h.t.Helper()
	for range 3 * scenes.TPS {
		h.step(&scenes.Input{})
		if !h.r.view.Animating() && h.m.Current() == h.r {
			break
		}
	}
	for range 5 {
		h.step(&scenes.Input{})
	}
}

func (h *harness) click(r kit.Rect) {
	h.t.Helper()
	x, y := r.Center()
	h.step(scenes.Click(x, y))
	h.settle()
}

// A review opened on a real Sanmill record steps back and forth by keys,
// buttons and a swipe, jumps by a click on a move and on the graph, fills
// its graph and marks the turns that lost ground, shows the best move, and
// plays on from the position shown; the game it was given is left as it
// was.
func TestReviewStepsJumpsAndPlaysFromHere(t *testing.T) {
	g := scenetest.Record(t, "sanmill_export.pgn")
	before, end := g.Ply(), g.Position()
	// Black is even until its 5th turn loses a man's worth and more
	// (a mistake); White's 9th turn throws four men's worth away (a
	// blunder).
	turns := g.Turns()
	lose := turns[9].End()     // Black's 5th turn
	blunder := turns[16].End() // White's 9th turn
	score := func(ply int) int {
		s := 0
		if ply >= lose {
			s += 150
		}
		if ply >= blunder {
			s -= 550
		}
		return s
	}
	h := newHarness(t, g, 1280, 800, 1, score)
	r := h.r
	for range 100 {
		if h.fake.next == len(h.fake.plies) {
			break
		}
		h.step(&scenes.Input{})
	}
	if r.view.Ply() != g.Ply() {
		t.Fatalf("the review opens at ply %d, want the end %d", r.view.Ply(), g.Ply())
	}

	// The graph has filled.
	for i, e := range r.evals {
		if e == nil {
			t.Fatalf("no evaluation for point %d (ply %d) after %d ticks", i, r.turns[i], h.fake.ticks)
		}
	}
	if h.fake.started != 1 {
		t.Fatalf("the analysis was started %d times", h.fake.started)
	}
	if r.notes[lose] != "?" || r.notes[blunder] != "??" || len(r.notes) != 2 {
		t.Fatalf("notes %v, want ? at ply %d and ?? at %d", r.notes, lose, blunder)
	}

	h.step(scenes.Key(scenes.ActHome))
	h.settle()
	if r.view.Ply() != 0 {
		t.Fatalf("Home: ply %d", r.view.Ply())
	}
	h.step(scenes.Key(scenes.ActRight))
	if !r.view.Animating() {
		t.Fatal("a step forward does not animate")
	}
	h.settle()
	if want := turns[0].End(); r.view.Ply() != want {
		t.Fatalf("Right: ply %d, want %d", r.view.Ply(), want)
	}
	h.click(r.nav[2].Rect) // Next
	if want := turns[1].End(); r.view.Ply() != want {
		t.Fatalf("Next: ply %d, want %d", r.view.Ply(), want)
	}
	h.click(r.nav[1].Rect) // Back
	if want := turns[0].End(); r.view.Ply() != want {
		t.Fatalf("Back: ply %d, want %d", r.view.Ply(), want)
	}

	// A swipe to the left on the board goes forward a turn.
	bx, by := r.pl.view.Board.Center()
	d := r.view.Stone() * 2
	h.step(&scenes.Input{Pointer: scenes.Pointer{X: bx, Y: by, Present: true, Down: true, Pressed: true}})
	h.step(&scenes.Input{Pointer: scenes.Pointer{X: bx - d/2, Y: by, Present: true, Down: true}})
	h.step(&scenes.Input{Pointer: scenes.Pointer{X: bx - d, Y: by + 3, Present: true, Released: true}})
	h.settle()
	if want := turns[1].End(); r.view.Ply() != want {
		t.Fatalf("swipe: ply %d, want %d", r.view.Ply(), want)
	}

	// A click on a move in the list goes there: the first place in the
	// list that shows a turn other than the one on the board.
	list := r.pl.list
	target := -1
	var tx, ty float64
	for y := list.Y + 1; y < list.Y+list.H && target < 0; y += 2 {
		for _, x := range []float64{list.X + list.W*0.45, list.X + list.W*0.85} {
			if n, ok := r.list.At(list, r.pl.text, x, y); ok && n != r.view.Ply() {
				target, tx, ty = n, x, y
				break
			}
		}
	}
	if target < 0 {
		t.Fatal("no move to click in the list")
	}
	h.step(scenes.Click(tx, ty))
	h.settle()
	if r.view.Ply() != target {
		t.Fatalf("click on a move: ply %d, want %d", r.view.Ply(), target)
	}

	// A click on the graph goes to the turn under it: the blunder's.
	k := r.turnIndex(blunder)
	in := inner(r.pl.graph, r.pl.text)
	h.step(scenes.Click(pointX(in, k, len(r.turns)), r.pl.graph.Y+r.pl.graph.H/2))
	h.settle()
	if r.view.Ply() != blunder {
		t.Fatalf("click on the graph: ply %d, want %d", r.view.Ply(), blunder)
	}
	main, help := r.status()
	if joined := strings.Join(help, " "); !strings.Contains(joined, "a blunder") || !strings.Contains(main, "White") {
		t.Fatalf("at the blunder the status says %q / %q", main, joined)
	}

	// H shows the best move.
	h.step(scenes.Key(scenes.ActHint))
	if _, help := r.status(); !strings.Contains(strings.Join(help, " "), "Best: d6") || len(r.best()) == 0 {
		t.Fatalf("best move asked for: status %q, arrow %v", help, r.best())
	}

	// Play from here, with a friend.
	h.click(r.outs[1].Rect)
	if !r.choosing || r.outs[1].Label != "A friend" {
		t.Fatalf("Play from here offers %q, %q, %q", r.outs[0].Label, r.outs[1].Label, r.outs[2].Label)
	}
	h.click(r.outs[1].Rect)
	if len(h.home.Asked) != 1 || h.home.Computer[0] {
		t.Fatalf("Play from here asked home for %d games (against the computer: %v), want one with a friend", len(h.home.Asked), h.home.Computer)
	}
	pg := h.home.Asked[0]
	if pg.Ply() != blunder || pg.Position() != g.PositionAt(blunder) || pg.CanRedo() {
		t.Fatalf("the game starts at ply %d, want %d in the same position", pg.Ply(), blunder)
	}
	if !h.fake.cancelled {
		t.Fatal("the analysis goes on after the review was left")
	}
	if g.Ply() != before || g.Position() != end {
		t.Fatal("the review changed the game it was given")
	}
}

// Leaving the review (Escape) goes back and stops the analysis at once.
func TestLeavingCancelsTheAnalysis(t *testing.T) {
	g := scenetest.Record(t, "sanmill_setup.pgn")
	h := newHarness(t, g, 800, 600, 1, func(int) int { return 0 })
	h.fake.perTick = 0 // still analysing when left
	back := h.r.back
	h.step(scenes.Key(scenes.ActBack))
	if !h.fake.cancelled {
		t.Fatal("the analysis was not cancelled on leaving")
	}
	if h.m.Current() != back {
		t.Fatalf("Escape went to %T, want the scene it came from", h.m.Current())
	}
}

// At rest the review draws its frames from its layers and the graph's
// image: no path, no layer drawn again.
func TestStillFramesDrawNothingNew(t *testing.T) {
	g := scenetest.Record(t, "sanmill_export.pgn")
	h := newHarness(t, g, 1280, 800, 1, func(p int) int { return p * 7 % 400 })
	h.step(scenes.Key(scenes.ActHome))
	h.settle()
	h.step(scenes.Key(scenes.ActHint))
	h.settle()
	paths, layers := h.m.Frame(t, &scenes.Input{}, h.screen)
	if paths != 0 || layers != 0 {
		t.Fatalf("a frame at rest drew %d paths and %d layers", paths, layers)
	}
	// While a stone moves, frames copy the layers and fill no path (the
	// first step drew the shapes the steps share).
	h.step(scenes.Key(scenes.ActRight))
	h.settle()
	h.step(scenes.Key(scenes.ActRight))
	for n := 0; h.r.view.Animating(); n++ {
		if paths, _ := h.m.Frame(t, &scenes.Input{}, h.screen); paths != 0 {
			t.Fatalf("frame %d of a step drew %d paths", n, paths)
		}
	}
}

// Where the endgame tables know the position the status says their
// verdict.
func TestStatusSaysTheTablesVerdict(t *testing.T) {
	g := scenetest.Record(t, "sanmill_export.pgn")
	r := newScene(scenetest.App(t), g, &scenetest.Stub{}, &scenetest.Home{}, &fakeAnalyser{})
	ply := g.Turns()[40].End()
	r.view.Go(ply)
	r.evals[r.turnIndex(ply)] = &computer.Eval{Ply: ply, Score: computer.WinScore, Known: true, Verdict: ai.Verdict{Winner: rules.White, Turns: 7}}
	if _, help := r.status(); len(help) != 1 || help[0] != "White wins in 7 turns" {
		t.Fatalf("status %q", help)
	}
}

// Every label fits its box at every window size: at the end of a game,
// in the middle with the best move shown, and choosing whom to play.
func TestLabelsFitEveryWindow(t *testing.T) {
	a := scenetest.FontsApp(t)
	g := scenetest.Record(t, "sanmill_export.pgn")
	mk := func() scenes.Scene {
		return newScene(a, g, &scenetest.Stub{}, &scenetest.Home{}, &fakeAnalyser{perTick: 100, score: func(p int) int { return 250 - p*9 }})
	}
	scenetest.LabelsFit(t, a, mk, nil)
	scenetest.LabelsFit(t, a, mk, func(m *scenes.Manager) {
		r := m.Current().(*Scene)
		r.view.Go(g.Turns()[16].End())
		r.showBest = true
		r.setOuts()
	})
	scenetest.LabelsFit(t, a, mk, func(m *scenes.Manager) {
		r := m.Current().(*Scene)
		r.choosing = true
		r.setOuts()
	})
}

// judge marks turns by the mover's loss on the graph's scale.
func TestJudge(t *testing.T) {
	for _, c := range []struct {
		before, after int
		mover         rules.Color
		want          mark
	}{
		{0, 0, rules.White, noMark},
		{0, -60, rules.White, noMark},
		{0, -110, rules.White, mistake},
		{0, 110, rules.Black, mistake},
		{0, -350, rules.White, blunder},
		{-200, -550, rules.Black, noMark}, // Black gained
		{computer.WinScore, 600, rules.White, noMark},
		{computer.WinScore, 0, rules.White, blunder},
		{-computer.WinScore, 0, rules.Black, blunder},
		{300, 150, rules.White, noMark},
	} {
		if got := judge(c.before, c.after, c.mover); got != c.want {
			t.Errorf("judge(%d, %d, %v) = %d, want %d", c.before, c.after, c.mover, got, c.want)
		}
	}
}

// Keys alone reach a game: Enter plays from here, Enter again with a
// friend; a game with no move reviews too.
func TestKeysPlayFromHere(t *testing.T) {
	g := rules.NewGame(rules.NineMensMorris())
	h := newHarness(t, g, 360, 640, 1, func(int) int { return 0 })
	if main, _ := h.r.status(); main != "No moves" {
		t.Fatalf("status %q", main)
	}
	h.step(scenes.Key(scenes.ActConfirm))
	if !h.r.choosing {
		t.Fatal("Enter does not offer whom to play")
	}
	h.step(scenes.Key(scenes.ActConfirm))
	h.settle()
	if len(h.home.Asked) != 1 {
		t.Fatalf("Enter asked home for %d games", len(h.home.Asked))
	}
	if pg := h.home.Asked[0]; pg.Ply() != 0 {
		t.Fatalf("the game starts at ply %d", pg.Ply())
	}
}

// Going to the start scrolls the list to its top (the last row, which has
// no Black turn, once took the start for its own).
func TestListRevealsTheStart(t *testing.T) {
	g := scenetest.Record(t, "sanmill_export.pgn")
	if turns := g.Turns(); turns[len(turns)-1].Side != rules.White {
		t.Fatal("want a record whose last row has no Black turn")
	}
	h := newHarness(t, g, 1280, 800, 1, func(int) int { return 0 })
	if h.r.list.Top == 0 {
		t.Fatal("the list does not open at the end")
	}
	h.step(scenes.Key(scenes.ActHome))
	if top := h.r.list.Top; top != 0 {
		t.Fatalf("at the start the list's top row is %v", top)
	}
}

// The best move asked for at a turn the analysis has not reached yet
// restarts it there, then goes on with the turns left.
func TestBestMoveHurriesTheAnalysis(t *testing.T) {
	g := scenetest.Record(t, "sanmill_export.pgn")
	h := newHarness(t, g, 1280, 800, 1, func(int) int { return 0 })
	h.fake.perTick = 0 // the analysis stands still at the start
	h.fake.next = 0
	for i := range h.r.evals {
		h.r.evals[i] = nil
	}
	h.step(scenes.Key(scenes.ActHome))
	for range 5 {
		h.step(scenes.Key(scenes.ActRight))
		h.settle()
	}
	ply := h.r.view.Ply()
	h.step(scenes.Key(scenes.ActHint))
	h.step(&scenes.Input{})
	if h.fake.started != 2 || h.fake.plies[0] != ply || len(h.fake.plies) != len(h.r.turns) {
		t.Fatalf("asked for the best move at ply %d: %d starts, the analysis goes %v", ply, h.fake.started, h.fake.plies)
	}
	h.fake.perTick = 1
	h.step(&scenes.Input{})
	if len(h.r.best()) == 0 {
		t.Fatal("no best move once the turn shown is analysed")
	}
}

// The evaluations draw the screen at most every showEvery ticks while they
// come (the browser's half second), and once more when the last has come.
func TestAnalysisDrawsAtMostEveryShowEvery(t *testing.T) {
	for _, every := range []int{1, 4} {
		g := scenetest.Record(t, "sanmill_export.pgn")
		a := scenetest.FontsApp(t)
		r := newScene(a, g, &scenetest.Stub{}, &scenetest.Home{}, &fakeAnalyser{perTick: 1, score: func(p int) int { return p }})
		r.showEvery = every
		m := scenetest.NewManager(a, r)
		m.SetSize(1280, 800, 1)
		screen := ebiten.NewImage(1280, 800)
		// The first frames: the screen drawn whole once, to begin with.
		for range 3 {
			m.Frame(t, &scenes.Input{}, screen)
		}
		redraws, ticks, last := 0, 0, false
		for !r.analysed {
			if ticks++; ticks > 10*len(r.turns) {
				t.Fatalf("every %d: the analysis never completed", every)
			}
			if err := m.Step(&scenes.Input{}); err != nil {
				t.Fatal(err)
			}
			whole, _ := m.Pending()
			if whole {
				redraws++
			}
			last = whole
			m.Draw(screen)
		}
		if want := (ticks+every-1)/every + 1; redraws > want || redraws < ticks/every {
			t.Errorf("every %d: %d drawings in the %d ticks the analysis came in, want %d to %d", every, redraws, ticks, ticks/every, want)
		}
		if !last {
			t.Errorf("every %d: the last evaluation was not drawn", every)
		}
	}
}
