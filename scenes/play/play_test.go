package play

import (
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/app"
	"github.com/ninemen/morris/scenes/board"
	"github.com/ninemen/morris/scenes/internal/scenetest"
	"github.com/ninemen/morris/scenes/kit"
	"github.com/ninemen/morris/storage"
)

// harness drives a scene through a Manager with made-up input, the way a
// player would, at the pixel positions the layout gives the points.
type harness struct {
	t   *testing.T
	app *app.App
	m   *scenetest.Driver
}

func newHarness(t *testing.T, a *app.App, first scenes.Scene, w, h int) *harness {
	t.Helper()
	m := scenetest.NewManager(a, first)
	m.SetSize(w, h, 1)
	hs := &harness{t: t, app: a, m: m}
	hs.step(&scenes.Input{}) // lay out
	return hs
}

func (h *harness) step(in *scenes.Input) {
	h.t.Helper()
	if err := h.m.Step(in); err != nil {
		h.t.Fatal(err)
	}
	h.m.MarkDrawn() // as if the frame were drawn
}

func (h *harness) play() *Scene {
	h.t.Helper()
	p, ok := h.m.Current().(*Scene)
	if !ok {
		h.t.Fatalf("current scene is %T, want the play scene", h.m.Current())
	}
	return p
}

// settle runs empty ticks until the board has caught up (and fails if it
// never does).
func (h *harness) settle() {
	h.t.Helper()
	p := h.play()
	for i := 0; i < 10*scenes.TPS; i++ {
		if !p.animating() && len(p.queued) == 0 {
			h.step(&scenes.Input{})
			return
		}
		h.step(&scenes.Input{})
	}
	h.t.Fatal("the board never stopped moving")
}

func (h *harness) clickPoint(pt rules.Point) {
	h.t.Helper()
	x, y := h.play().lay.Point(pt)
	h.step(scenes.Click(x, y))
}

// playByClicks makes a move the way a player does: a placement or a
// removal is one click, a slide or flight a click on the man and one on
// its point.
func (h *harness) playByClicks(m rules.Move) {
	h.t.Helper()
	if m.Kind() == rules.SlideMove {
		h.clickPoint(m.From())
	}
	h.clickPoint(m.To())
	h.settle()
}

// randomGame plays n random legal plies from the start of v, with a seed.
func randomGame(v rules.Variant, seed uint64, n int) *rules.Game {
	g := rules.NewGame(v)
	rng := rand.New(rand.NewPCG(seed, 7))
	for i := 0; i < n; i++ {
		moves := g.LegalMoves()
		if len(moves) == 0 {
			break
		}
		g.Play(moves[rng.IntN(len(moves))])
	}
	return g
}

func TestClickingPlaysPlaceSlideFlyAndRemove(t *testing.T) {
	seen := map[string]bool{}
	games := 0
	for seed := uint64(1); seed < 200 && (games < 3 || !seen["fly"]); seed++ {
		want := randomGame(rules.NineMensMorris(), seed, 160)
		kinds := kindsOf(want)
		if games >= 3 && !kinds["fly"] {
			continue // look for a game with a flight
		}
		games++
		for k := range kinds {
			seen[k] = true
		}
		a := scenetest.App(t)
		h := newHarness(t, a, New(a, &scenetest.Home{}, ModeTwoPlayers), 1280, 800)
		for i, m := range want.Moves() {
			if pos := want.PositionAt(i); pos.Result().Over() {
				break
			}
			h.playByClicks(m)
			if got := h.play().game.Ply(); got != i+1 {
				t.Fatalf("seed %d ply %d: clicking %v left the game at ply %d", seed, i+1, m, got)
			}
		}
		got := h.play().game
		gp, wp := got.Position(), want.Position()
		if !gp.Equal(wp) {
			t.Fatalf("seed %d: position after clicking\n%v\nwant\n%v", seed, gp.String(), wp.String())
		}
	}
	for _, k := range []string{"place", "slide", "fly", "remove"} {
		if !seen[k] {
			t.Errorf("no game with a %s", k)
		}
	}
}

// kindsOf names the kinds of plies in a game, flights told from slides.
func kindsOf(g *rules.Game) map[string]bool {
	out := map[string]bool{}
	for i, m := range g.Moves() {
		switch m.Kind() {
		case rules.PlaceMove:
			out["place"] = true
		case rules.RemoveMove:
			out["remove"] = true
		case rules.SlideMove:
			pos := g.PositionAt(i)
			if pos.Board().Adjacent(m.From(), m.To()) {
				out["slide"] = true
			} else {
				out["fly"] = true
			}
		}
	}
	return out
}

// playFrom puts a play scene on a game that starts at a FEN.
func playFrom(t *testing.T, a *app.App, fen string) *Scene {
	t.Helper()
	pos, err := rules.ParseFEN(fen, rules.NineMensMorris())
	if err != nil {
		t.Fatal(err)
	}
	p := New(a, &scenetest.Home{}, ModeTwoPlayers).(*Scene)
	p.game = rules.NewGameFrom(pos)
	p.board = board.NewView(a, p.game, 0)
	return p
}

func TestDragMovesAStone(t *testing.T) {
	a := scenetest.App(t)
	p := playFrom(t, a, mustFEN(t, "a1 d1 b4 d7 g7 f4", "a7 b6 d6 d5 g1 e3", rules.White))
	h := newHarness(t, a, p, 1280, 800)
	// a1 can go to a4.
	x0, y0 := p.lay.Point(rules.A1)
	x1, y1 := p.lay.Point(rules.A4)
	h.step(&scenes.Input{Pointer: scenes.Pointer{X: x0, Y: y0, Present: true, Down: true, Pressed: true}})
	for i := 1; i <= 10; i++ {
		f := float64(i) / 10
		h.step(&scenes.Input{Pointer: scenes.Pointer{X: x0 + (x1-x0)*f, Y: y0 + (y1-y0)*f, Present: true, Down: true}})
		if _, _, _, on := p.hand.Dragging(); i == 5 && !on {
			t.Fatal("halfway: the stone is not being dragged")
		}
	}
	if p.game.Ply() != 0 {
		t.Fatal("the move was made before the stone was let go")
	}
	// Let go a little off the point: fingers are not precise.
	h.step(&scenes.Input{Pointer: scenes.Pointer{X: x1 + 6, Y: y1 - 5, Present: true, Released: true}})
	h.step(&scenes.Input{})
	if got := p.game.Moves(); len(got) != 1 || got[0] != rules.Slide(rules.A1, rules.A4) {
		t.Fatalf("after the drag: moves %v, want a1-a4", got)
	}
	if m, ok := p.board.Motion(); !ok || m != board.Settling {
		t.Fatalf("a dropped stone should settle, not travel: %v %v", m, ok)
	}
	h.settle()

	// Black drags b6 onto an occupied point: nothing happens, it stays
	// selected.
	bx, by := p.lay.Point(rules.B6)
	tx, ty := p.lay.Point(rules.D6)
	h.step(&scenes.Input{Pointer: scenes.Pointer{X: bx, Y: by, Present: true, Down: true, Pressed: true}})
	h.step(&scenes.Input{Pointer: scenes.Pointer{X: (bx + tx) / 2, Y: by, Present: true, Down: true}})
	h.step(&scenes.Input{Pointer: scenes.Pointer{X: tx, Y: ty, Present: true, Released: true}})
	if p.game.Ply() != 1 {
		t.Fatalf("a drop on an occupied point made a move: %v", p.game.Moves())
	}
}

// mustFEN builds a moving-phase FEN from lists of points.
func mustFEN(t *testing.T, white, black string, side rules.Color) string {
	t.Helper()
	ring := []byte(strings.Repeat("*", 24))
	for _, s := range strings.Fields(white) {
		pt, err := rules.ParsePoint(s)
		if err != nil {
			t.Fatal(err)
		}
		ring[pt] = 'O'
	}
	for _, s := range strings.Fields(black) {
		pt, err := rules.ParsePoint(s)
		if err != nil {
			t.Fatal(err)
		}
		ring[pt] = '@'
	}
	w, b := len(strings.Fields(white)), len(strings.Fields(black))
	sd := "w"
	if side == rules.Black {
		sd = "b"
	}
	return string(ring[:8]) + "/" + string(ring[8:16]) + "/" + string(ring[16:]) + " " + sd + " m s " +
		itoa(w) + " 0 " + itoa(b) + " 0 0 0 0 0 0 0 0 0 1"
}

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return string(rune('0'+n/10)) + string(rune('0'+n%10))
}

// keyPath is the shortest run of arrow keys that takes the cursor from one
// point to another.
func keyPath(from, to rules.Point) []scenes.Action {
	type node struct {
		p    rules.Point
		path []scenes.Action
	}
	seen := map[rules.Point]bool{from: true}
	queue := []node{{from, nil}}
	dirs := []struct {
		a      scenes.Action
		dx, dy int
	}{{scenes.ActUp, 0, 1}, {scenes.ActDown, 0, -1}, {scenes.ActLeft, -1, 0}, {scenes.ActRight, 1, 0}}
	for len(queue) > 0 {
		n := queue[0]
		queue = queue[1:]
		if n.p == to {
			return n.path
		}
		for _, d := range dirs {
			q := board.StepCursor(n.p, d.dx, d.dy)
			if !seen[q] {
				seen[q] = true
				queue = append(queue, node{q, append(append([]scenes.Action(nil), n.path...), d.a)})
			}
		}
	}
	return nil
}

func TestCursorReachesEveryPoint(t *testing.T) {
	for from := rules.Point(0); from < rules.NumPoints; from++ {
		for to := rules.Point(0); to < rules.NumPoints; to++ {
			if from != to && keyPath(from, to) == nil {
				t.Errorf("no arrow path from %v to %v", from, to)
			}
		}
	}
	cases := []struct {
		from   rules.Point
		dx, dy int
		want   rules.Point
	}{
		{rules.A1, 1, 0, rules.D1}, {rules.D1, 1, 0, rules.G1}, {rules.D3, 0, 1, rules.D5},
		{rules.C4, 1, 0, rules.E4}, {rules.B2, 1, 0, rules.D2}, {rules.A4, 0, 1, rules.A7},
		{rules.G7, 1, 0, rules.G7}, {rules.D2, 0, 1, rules.D3},
	}
	for _, c := range cases {
		if got := board.StepCursor(c.from, c.dx, c.dy); got != c.want {
			t.Errorf("cursor from %v by (%d,%d): %v, want %v", c.from, c.dx, c.dy, got, c.want)
		}
	}
}

func TestKeyboardAlonePlays(t *testing.T) {
	a := scenetest.App(t)
	h := newHarness(t, a, New(a, &scenetest.Home{}, ModeTwoPlayers), 1280, 800)
	p := h.play()
	press := func(a scenes.Action) { h.step(scenes.Key(a)) }
	goTo := func(pt rules.Point) {
		if !p.hand.CursorOn {
			press(scenes.ActUp) // the first arrow shows the cursor where it is
		}
		for _, a := range keyPath(p.hand.Cursor, pt) {
			press(a)
		}
		if p.hand.Cursor != pt {
			t.Fatalf("cursor on %v, want %v", p.hand.Cursor, pt)
		}
	}
	choose := func(pt rules.Point) {
		goTo(pt)
		press(scenes.ActConfirm)
		h.settle()
	}
	// White forms a mill on the bottom row and removes a black man.
	for _, pt := range []rules.Point{rules.A1, rules.A7, rules.D1, rules.D7, rules.G1} {
		choose(pt)
	}
	if a := p.game.Position(); a.Action() != rules.ActRemove {
		t.Fatalf("after a1 a7 d1 d7 g1: action %v, want remove", a.Action())
	}
	choose(rules.A7)
	if got := rules.FormatTurn(p.game.Moves()[4:]); got != "g1xa7" {
		t.Fatalf("turn %q, want g1xa7", got)
	}
	// Undo and redo from the keyboard.
	press(scenes.ActUndo)
	if p.game.Ply() != 5 {
		t.Fatalf("after U: ply %d, want 5", p.game.Ply())
	}
	press(scenes.ActRedo)
	h.settle()
	if p.game.Ply() != 6 {
		t.Fatalf("after R: ply %d, want 6", p.game.Ply())
	}
}

func TestUndoRedoButtons(t *testing.T) {
	a := scenetest.App(t)
	h := newHarness(t, a, New(a, &scenetest.Home{}, ModeTwoPlayers), 1280, 800)
	p := h.play()
	for _, pt := range []rules.Point{rules.D6, rules.F4, rules.D2} {
		h.playByClicks(rules.Place(pt))
	}
	click := func(i int) {
		x, y := p.buttons[i].Rect.Center()
		h.step(scenes.Click(x, y))
	}
	click(btnUndo)
	click(btnUndo)
	if p.game.Ply() != 1 || p.board.Shown != 1 || p.animating() {
		t.Fatalf("after two undos: ply %d shown %d animating %v", p.game.Ply(), p.board.Shown, p.animating())
	}
	click(btnRedo)
	if !p.animating() {
		t.Fatal("redo should animate the move again")
	}
	h.settle()
	if p.game.Ply() != 2 || !p.game.CanRedo() {
		t.Fatalf("after redo: ply %d, can redo %v", p.game.Ply(), p.game.CanRedo())
	}
	// A new move forgets what was undone.
	h.playByClicks(rules.Place(rules.B4))
	if p.game.CanRedo() {
		t.Fatal("redo still possible after a new move")
	}
}

func TestAnimationsFinishAndInputWaits(t *testing.T) {
	a := scenetest.App(t)
	h := newHarness(t, a, New(a, &scenetest.Home{}, ModeTwoPlayers), 1280, 800)
	p := h.play()
	h.clickPoint(rules.D6)
	if p.game.Ply() != 1 || !p.animating() {
		t.Fatalf("after a click: ply %d, animating %v", p.game.Ply(), p.animating())
	}
	// Black clicks while White's man is still dropping in: the board does
	// not change under the animation...
	h.clickPoint(rules.B4)
	if p.game.Ply() != 1 {
		t.Fatalf("a click during the animation was played at once: %v", p.game.Moves())
	}
	ticks := 0
	for p.board.Moving() || p.board.Shown < 1 {
		h.step(&scenes.Input{})
		if ticks++; ticks > 2*scenes.TPS {
			t.Fatal("the placement never finished")
		}
	}
	if ticks < int(200*time.Millisecond/scenes.TickTime) {
		t.Fatalf("the placement took %d ticks; too quick to see", ticks)
	}
	// ...and is played once the man has landed.
	h.settle()
	if got := p.game.Moves(); len(got) != 2 || got[1] != rules.Place(rules.B4) {
		t.Fatalf("after the animation: moves %v, want d6 b4", got)
	}
}

func TestEscMenuResumesAndRestarts(t *testing.T) {
	a := scenetest.App(t)
	h := newHarness(t, a, New(a, &scenetest.Home{}, ModeTwoPlayers), 1280, 800)
	p := h.play()
	h.playByClicks(rules.Place(rules.D6))
	h.step(scenes.Key(scenes.ActBack))
	if p.menu == nil {
		t.Fatal("Esc did not open the menu")
	}
	// The board does not take clicks under the menu.
	h.clickPoint(rules.A1)
	if p.game.Ply() != 1 {
		t.Fatal("a click went through the menu")
	}
	h.step(scenes.Key(scenes.ActBack))
	if p.menu != nil {
		t.Fatal("Esc did not close the menu")
	}
	h.step(scenes.Key(scenes.ActBack))
	_, rects := p.menuPanel()
	x, y := rects[menuRestart].Center()
	h.step(scenes.Click(x, y))
	if p.menu != nil || p.game.Ply() != 0 {
		t.Fatalf("after New game: menu %v, ply %d", p.menu != nil, p.game.Ply())
	}
}

func TestGameIsSavedAndResumed(t *testing.T) {
	dir := t.TempDir()
	a := app.NewApp(nil, storage.At(dir))
	if a.HasSavedGame() {
		t.Fatal("a saved game before any was played")
	}
	h := newHarness(t, a, New(a, &scenetest.Home{}, ModeTwoPlayers), 1280, 800)
	moves := []rules.Move{rules.Place(rules.A1), rules.Place(rules.A7), rules.Place(rules.D1), rules.Place(rules.D7), rules.Place(rules.G1), rules.Remove(rules.A7)}
	for _, m := range moves {
		h.playByClicks(m)
	}
	// The next run finds it.
	app2 := app.NewApp(nil, storage.At(dir))
	if !app2.HasSavedGame() {
		t.Fatal("no saved game after six plies")
	}
	p := New(app2, &scenetest.Home{}, ModeResume).(*Scene)
	if got := p.game.Moves(); len(got) != len(moves) {
		t.Fatalf("resumed %v, want %v", got, moves)
	}
	if p.board.Animating() {
		t.Fatal("a resumed game replays its moves on screen")
	}
	data, err := os.ReadFile(filepath.Join(dir, app.SaveFile))
	if err != nil || !strings.Contains(string(data), "g1xa7") {
		t.Fatalf("save file: %q, %v", data, err)
	}
}

func TestCorruptSaveIsSetAsideAndNewGameStarts(t *testing.T) {
	dir := t.TempDir()
	garbage := "[Variant \"Nine Men's Morris\"]\n\n1. a1 a1 *\n"
	if err := os.WriteFile(filepath.Join(dir, app.SaveFile), []byte(garbage), 0o644); err != nil {
		t.Fatal(err)
	}
	a := app.NewApp(nil, storage.At(dir))
	if !a.HasSavedGame() {
		t.Fatal("an unreadable save should still be offered, to explain what happened to it")
	}
	p := New(a, &scenetest.Home{}, ModeResume).(*Scene)
	if p.game.Ply() != 0 {
		t.Fatalf("resumed a broken save: %v", p.game.Moves())
	}
	if !strings.Contains(p.notice, "could not be read") || !strings.Contains(p.notice, "corrupt") {
		t.Fatalf("notice %q", p.notice)
	}
	if !keptAside(dir, garbage) {
		t.Fatal("the broken save was not kept")
	}
	if a.HasSavedGame() {
		t.Fatal("still offering the broken save")
	}
}

func TestFinishedGameLeavesNothingToResumeAndShowsTheResult(t *testing.T) {
	a := scenetest.App(t)
	// White to move a4-a7?? No: White on d1 g1, a4 slides to a1 to close
	// the bottom row; Black has three men, so the removal wins.
	p := playFrom(t, a, mustFEN(t, "a4 d1 g1 d7", "b2 d6 f2", rules.White))
	h := newHarness(t, a, p, 1280, 800)
	h.playByClicks(rules.Slide(rules.A4, rules.A1))
	h.playByClicks(rules.Remove(rules.D6))
	if !p.game.Result().Over() {
		t.Fatalf("game not over: %v", p.game.Result())
	}
	if a.HasSavedGame() {
		t.Fatal("a finished game is offered to resume")
	}
	for i := 0; i < 3*scenes.TPS; i++ {
		h.step(&scenes.Input{})
	}
	r, ok := h.m.Current().(*resultScene)
	if !ok {
		t.Fatalf("after the end: scene %T, want the result", h.m.Current())
	}
	title, why := headline(a.Lang(), r.game.Result(), false, false)
	if title != "White wins" || why != "Black is down to two men" {
		t.Fatalf("headline %q / %q", title, why)
	}
	// Step back through the game and forward again.
	h.step(scenes.Key(scenes.ActLeft))
	if r.board.Target != 0 {
		t.Fatalf("back one move: target ply %d, want 0 (the removal goes with its move)", r.board.Target)
	}
	h.step(scenes.Key(scenes.ActRight))
	for i := 0; i < 3*scenes.TPS && r.board.Animating(); i++ {
		h.step(&scenes.Input{})
	}
	if r.board.Shown != 2 {
		t.Fatalf("forward again: shown %d, want 2", r.board.Shown)
	}
	h.step(scenes.Key(scenes.ActConfirm)) // play again
	for i := 0; i < scenes.TPS; i++ {
		h.step(&scenes.Input{})
	}
	if p2, ok := h.m.Current().(*Scene); !ok || p2.game.Ply() != 0 {
		t.Fatalf("play again: %T", h.m.Current())
	}
}

// The result scene shares the play layout: in every window its ways out
// and its stepping buttons have a place on the screen, apart from each
// other, even where there is no room for a move list.
func TestResultPlacesFitEveryWindow(t *testing.T) {
	a := scenetest.App(t)
	g := randomGame(rules.NineMensMorris(), 3, 30)
	for _, sz := range [][2]int{{320, 400}, {400, 400}, {450, 420}, {560, 560}, {800, 800}, {1280, 800}, {360, 640}, {600, 1000}} {
		r := newResult(a, &scenetest.Home{}, g, 0, false, false).(*resultScene)
		r.lay = board.NewLayout(sz[0], sz[1], 1)
		pl := r.places()
		screen := kit.Rect{X: 0, Y: 0, W: float64(sz[0]) + 0.5, H: float64(sz[1]) + 0.5}
		buttons := append([]kit.Rect{pl.nav[1], pl.nav[2]}, pl.outs...)
		for i, b := range buttons {
			if b.W <= 0 || b.H <= 0 || b.X < 0 || b.Y < 0 || b.X+b.W > screen.W || b.Y+b.H > screen.H {
				t.Errorf("%dx%d: button %d at %+v is not on the screen", sz[0], sz[1], i, b)
			}
			for _, o := range buttons[:i] {
				if b.X < o.X+o.W-1 && o.X < b.X+b.W-1 && b.Y < o.Y+o.H-1 && o.Y < b.Y+b.H-1 {
					t.Errorf("%dx%d: buttons %+v and %+v overlap", sz[0], sz[1], b, o)
				}
			}
		}
	}
}

// A finger carries the dragged man just above itself, where the finger
// does not hide it, and the man goes where it is seen: onto the point the
// finger is on, or the one it is seen over with the finger below it. A
// mouse's man stays under the pointer.
func TestTouchDragCarriesTheManAboveTheFinger(t *testing.T) {
	for _, tc := range []struct {
		name  string
		touch bool
		up    float64 // where the pointer lets go: stones below a4
	}{
		{"finger on the point", true, 0},
		{"man seen over the point", true, board.FingerLift},
		{"mouse", false, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := scenetest.App(t)
			p := playFrom(t, a, mustFEN(t, "a1 d1 b4 d7 g7 f4", "a7 b6 d6 d5 g1 e3", rules.White))
			h := newHarness(t, a, p, 390*3, 844*3)
			x0, y0 := p.lay.Point(rules.A1)
			x1, y1 := p.lay.Point(rules.A4)
			y1 += tc.up * p.lay.Stone()
			h.step(&scenes.Input{Pointer: scenes.Pointer{X: x0, Y: y0, Present: true, Down: true, Pressed: true, Touch: tc.touch}})
			for i := 1; i <= 10; i++ {
				f := float64(i) / 10
				x, y := x0+(x1-x0)*f, y0+(y1-y0)*f
				h.step(&scenes.Input{Pointer: scenes.Pointer{X: x, Y: y, Present: true, Down: true, Touch: tc.touch}})
				lift := 0.0
				if tc.touch {
					lift = board.FingerLift * p.lay.Stone()
				}
				_, dx, dy, on := p.hand.Dragging()
				if !on || dx != x || math.Abs(dy-(y-lift)) > 1e-9 {
					t.Fatalf("step %d: the man is drawn at (%.1f, %.1f), the pointer at (%.1f, %.1f)", i, dx, dy, x, y)
				}
			}
			h.step(&scenes.Input{Pointer: scenes.Pointer{X: x1, Y: y1, Present: !tc.touch, Released: true, Touch: tc.touch}})
			h.step(&scenes.Input{})
			if got := p.game.Moves(); len(got) != 1 || got[0] != rules.Slide(rules.A1, rules.A4) {
				t.Fatalf("moves %v, want a1-a4", got)
			}
		})
	}
}
