package play

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ninemen/morris/clock"
	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/app"
	"github.com/ninemen/morris/scenes/board"
	"github.com/ninemen/morris/scenes/computer"
	"github.com/ninemen/morris/scenes/internal/scenetest"
	"github.com/ninemen/morris/storage"
)

// limitedAgent is a test agent that never answers and notes the limit
// each of its searches was given.
type limitedAgent struct {
	firstMove
	limits []time.Duration
}

func (a *limitedAgent) Limit(d time.Duration) { a.limits = append(a.limits, d) }

// timed starts a scene of mode under the clock control c, on a store in
// a folder of its own.
func timed(t *testing.T, c clock.Control, mode Mode) (*harness, *app.App, string) {
	dir := t.TempDir()
	a := app.NewApp(nil, storage.At(dir))
	a.Settings.Clock = c.String()
	h := newHarness(t, a, New(a, &scenetest.Home{}, mode), 1280, 800)
	h.settle()
	return h, a, dir
}

// wait runs ticks without input for d on the harness's clock.
func (h *harness) wait(d time.Duration) {
	h.t.Helper()
	for range int(d / scenes.TickTime) {
		h.step(&scenes.Input{})
	}
}

// left is the time side has on the scene's clock now.
func (h *harness) left(side rules.Color) time.Duration {
	p := h.play()
	return p.clocks.Left(side, p.clock)
}

func TestNoClockByDefault(t *testing.T) {
	a := scenetest.App(t)
	h := newHarness(t, a, New(a, &scenetest.Home{}, ModeTwoPlayers), 1280, 800)
	if p := h.play(); p.clocks != nil || p.lay.ClockW != 0 {
		t.Fatal("a game has a clock the player did not ask for")
	}
}

// The clock of the side to move runs; a move passes it to the other side
// with the increment; a mill's removal is the same turn.
func TestClocksRunForTheSideToMove(t *testing.T) {
	h, _, _ := timed(t, clock.Presets[1], ModeTwoPlayers) // 5+3
	p := h.play()
	if p.lay.ClockW == 0 {
		t.Fatal("no room for the clocks on the cards")
	}
	h.wait(2 * time.Second)
	white := h.left(rules.White)
	if black := h.left(rules.Black); black != 5*time.Minute || white >= 5*time.Minute-2*time.Second+scenes.TickTime {
		t.Fatalf("after 2 s: White %v, Black %v", white, black)
	}
	h.playByClicks(rules.Place(rules.A1))
	if got := h.left(rules.White); got <= white || got > white+3*time.Second {
		t.Errorf("White had %v, after its move %v: want the 3 s increment less the click", white, got)
	}
	if on, _ := p.clocks.On(); on != rules.Black {
		t.Errorf("%v's clock runs after White's move", on)
	}
	// White closes a mill a1-a4-a7 and owes a removal: still its turn.
	for _, pt := range []rules.Point{rules.B2, rules.A4, rules.B4, rules.A7} {
		h.playByClicks(rules.Place(pt))
	}
	if on, _ := p.clocks.On(); on != rules.White {
		t.Fatalf("%v's clock runs while White owes a removal", on)
	}
	before := h.left(rules.White)
	h.playByClicks(rules.Remove(rules.B2))
	if on, _ := p.clocks.On(); on != rules.Black || h.left(rules.White) <= before {
		t.Errorf("after the removal: %v's clock runs, White has %v (had %v)", on, h.left(rules.White), before)
	}
}

// The menu pauses the clocks.
func TestMenuPausesTheClock(t *testing.T) {
	h, _, _ := timed(t, clock.Presets[0], ModeTwoPlayers)
	h.step(scenes.Key(scenes.ActBack))
	if h.play().menu == nil {
		t.Fatal("no menu")
	}
	h.step(&scenes.Input{})
	before := h.left(rules.White)
	h.wait(10 * time.Second)
	if got := h.left(rules.White); got != before {
		t.Errorf("under the menu White's time went from %v to %v", before, got)
	}
	h.step(scenes.Key(scenes.ActBack))
	h.wait(time.Second)
	if got := h.left(rules.White); got >= before {
		t.Errorf("the menu closed, and the clock stands at %v", got)
	}
}

// Time in which the game did not run (a hidden tab, a sleeping machine)
// is nobody's: the clock counts the tick that ends it and no more.
func TestClockSkipsTimeTheGameDidNotRun(t *testing.T) {
	h, _, _ := timed(t, clock.Presets[0], ModeTwoPlayers)
	before := h.left(rules.White)
	h.m.Clock.Advance(10 * time.Minute)
	h.step(&scenes.Input{})
	if got := h.left(rules.White); got < before-scenes.TickTime || got > before {
		t.Errorf("White had %v, after ten minutes away %v", before, got)
	}
	if h.play().game.Result().Over() {
		t.Error("the flag fell while the game did not run")
	}
}

// A flag fall ends the game, lost on time: the result says so, the saved
// game is gone, and against the computer the player's record counts a
// loss on time.
func TestFlagFallEndsTheGame(t *testing.T) {
	agent := &limitedAgent{firstMove: firstMove{answerAfterPolls: 1 << 30}}
	dir := t.TempDir()
	a := app.NewApp(nil, storage.At(dir))
	a.Settings.Clock = clock.Presets[0].String() // 3+2
	a.NewAgent = func(rules.Variant, app.Settings) computer.Agent { return agent }
	h := newHarness(t, a, New(a, &scenetest.Home{}, ModeComputer), 1280, 800)
	h.settle()
	h.playByClicks(rules.Place(rules.D6))
	if _, err := os.Stat(filepath.Join(dir, app.SaveFile)); err != nil {
		t.Fatalf("the game was not saved: %v", err)
	}
	// The computer (Black) never answers: its three minutes run out.
	p := h.play()
	h.wait(3*time.Minute + 2*time.Second)
	want := rules.Result{Outcome: rules.WhiteWins, Reason: rules.OnTime}
	if got := p.game.Result(); got != want {
		t.Fatalf("result %v, want %v", got, want)
	}
	if _, err := os.Stat(filepath.Join(dir, app.SaveFile)); err == nil {
		t.Error("the game lost on time is still saved to resume")
	}
	r, _, _ := a.Record()
	if len(r.Recent) != 1 || r.Recent[0].Reason != "time" || r.Recent[0].Outcome != "win" {
		t.Errorf("the record holds %+v", r.Recent)
	}
	res, ok := h.m.Current().(*resultScene)
	if !ok {
		t.Fatalf("after the flag fell: %T, want the result", h.m.Current())
	}
	if _, why := headline(a.Lang(), res.game.Result(), true, false); why != "Black lost on time" {
		t.Errorf("the result says %q", why)
	}
}

// The computer's search is given its share of its clock, less as its
// time runs down.
func TestComputerThinksByItsClock(t *testing.T) {
	agent := &limitedAgent{}
	a := scenetest.App(t)
	a.Settings.Clock = clock.Presets[0].String() // 3+2
	a.NewAgent = func(rules.Variant, app.Settings) computer.Agent { return agent }
	h := newHarness(t, a, New(a, &scenetest.Home{}, ModeComputer), 1280, 800)
	h.settle()
	h.playByClicks(rules.Place(rules.D6))
	for i := 0; i < scenes.TPS && len(agent.limits) == 0; i++ {
		h.step(&scenes.Input{})
	}
	if len(agent.limits) == 0 {
		t.Fatal("the computer did not start thinking")
	}
	left := h.left(rules.Black)
	if got, want := agent.limits[0], clock.Allot(left, 2*time.Second); got < want-50*time.Millisecond || got > want+50*time.Millisecond {
		t.Errorf("the computer with %v left thinks %v, want %v", left, got, want)
	}
	if got := agent.limits[0]; got > 12*time.Second || got < 5*time.Second {
		t.Errorf("with three minutes, a move's share is %v", got)
	}

	// A game resumed with four seconds on the computer's clock: it
	// thinks less than two.
	agent.limits = nil
	g := rules.NewGame(rules.NineMensMorris())
	if err := g.PlayTurn("d6"); err != nil {
		t.Fatal(err)
	}
	if err := a.SaveTimedGame(g, true, false, time.Minute, app.Clocks{Control: clock.Presets[0], Left: [2]time.Duration{time.Minute, 4 * time.Second}}); err != nil {
		t.Fatal(err)
	}
	h = newHarness(t, a, New(a, &scenetest.Home{}, ModeResume), 1280, 800)
	for i := 0; i < 2*scenes.TPS && len(agent.limits) == 0; i++ {
		h.step(&scenes.Input{})
	}
	if len(agent.limits) == 0 || agent.limits[0] > 2*time.Second {
		t.Errorf("with 4 s left the computer thinks %v", agent.limits)
	}
}

// The clocks are saved with the game and resumed with it.
func TestClocksSaveAndResume(t *testing.T) {
	h, _, dir := timed(t, clock.Presets[2], ModeTwoPlayers) // 10+5
	h.wait(3 * time.Second)
	h.playByClicks(rules.Place(rules.D6))
	h.wait(7 * time.Second)
	h.playByClicks(rules.Place(rules.F4))
	white, black := h.left(rules.White), h.left(rules.Black)
	data, err := os.ReadFile(filepath.Join(dir, app.SaveFile))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), `[TimeControl "600+5"]`) {
		t.Fatalf("no time control in the save:\n%s", data)
	}
	// The next run, with the settings' clock changed since: the game
	// keeps its own.
	a := app.NewApp(nil, storage.At(dir))
	a.Settings.Clock = ""
	h2 := newHarness(t, a, New(a, &scenetest.Home{}, ModeResume), 1280, 800)
	p := h2.play()
	if p.clocks == nil {
		t.Fatal("the resumed game has no clock")
	}
	if p.clocks.Control() != clock.Presets[2] {
		t.Errorf("resumed under %v", p.clocks.Control())
	}
	// To the tenth of a second the save keeps, less the tick since.
	// White's clock ran on while Black's move landed, after the save.
	if got := h2.left(rules.Black); got > black+50*time.Millisecond || got < black-100*time.Millisecond {
		t.Errorf("Black resumed with %v, had %v", got, black)
	}
	if got := h2.left(rules.White); got < white-100*time.Millisecond || got > white+time.Second {
		t.Errorf("White resumed with %v, had %v a moment after the save", got, white)
	}
}

// A second on the clock draws the clock's rectangle, not the screen.
func TestClockSecondDrawsOnlyTheClock(t *testing.T) {
	a := scenetest.FontsApp(t)
	a.Settings.Clock = clock.Presets[1].String()
	d := scenetest.NewManager(a, New(a, &scenetest.Home{}, ModeTwoPlayers))
	p, screen := d.Current().(*Scene), d.Screen(t, 1280, 800)
	for range 60 {
		d.Frame(t, &scenes.Input{}, screen)
	}
	r := board.PixelRect(p.lay.ClockRect(rules.White)).Inset(-2)
	seconds := 0
	for i := 0; i < 3*scenes.TPS; i++ {
		was := p.clockFaces()
		whole, part := d.Drawn()
		pixels := a.Kit.Stats().LayerPixelsPatched
		// The clock's shapes are rasterized once and kept (kit's shape
		// cache): a second draws no path.
		if paths, _ := d.Frame(t, &scenes.Input{}, screen); paths > 0 {
			t.Fatalf("frame %d: %d paths drawn", i, paths)
		}
		w, pt := d.Drawn()
		if w != whole {
			t.Fatalf("frame %d: drawn whole", i)
		}
		if p.clockFaces() == was {
			continue
		}
		seconds++
		if pt != part+1 {
			t.Errorf("frame %d: a second drawn in %d parts", i, pt-part)
		}
		// The over layer is patched where the clock is, and only there.
		if n := a.Kit.Stats().LayerPixelsPatched - pixels; n == 0 || n > int64(r.Dx()*r.Dy()) {
			t.Errorf("frame %d: %d pixels of the layers drawn again for the clock's %d", i, n, r.Dx()*r.Dy())
		}
	}
	if seconds < 2 {
		t.Errorf("%d seconds shown in three", seconds)
	}
}
