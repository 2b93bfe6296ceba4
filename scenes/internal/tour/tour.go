// Package tour drives the game's scenes through fixed states, tick by
// tick on a fake clock, as a player would with clicks and keys: the
// screenshot harness (scenes/internal/shots) draws each state to a PNG,
// and the languages test lays out each in every language and holds every
// text to its box.
package tour

import (
	"errors"
	"fmt"
	"image"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/ninemen/morris/ai"
	"github.com/ninemen/morris/audio"
	"github.com/ninemen/morris/clock"
	"github.com/ninemen/morris/learn"
	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/app"
	"github.com/ninemen/morris/scenes/board"
	"github.com/ninemen/morris/scenes/computer"
	"github.com/ninemen/morris/scenes/lessons"
	"github.com/ninemen/morris/scenes/play"
	"github.com/ninemen/morris/scenes/puzzles"
	"github.com/ninemen/morris/scenes/review"
	"github.com/ninemen/morris/scenes/title"
	"github.com/ninemen/morris/stats"
)

// Size is one of the screens every Script is drawn at.
type Size struct {
	Name  string
	W, H  int // pixels
	Scale float64
}

// Sizes are a desktop window and a phone (390×844 points at scale 2).
var Sizes = []Size{
	{"desktop", 1280, 800, 1},
	{"phone", 780, 1688, 2},
}

// Script is one state of the game to draw: run builds it on a Driver whose
// App is fresh, starting the manager with d.start.
type Script struct {
	Name string
	Run  func(d *Driver)
}

// Scripts are every state drawn, in the order they are run.
var Scripts = []Script{
	{"title", func(d *Driver) {
		d.Start(title.New(d.App))
		d.Wait(time.Second)
	}},
	{"history", func(d *Driver) {
		d.FromTitle("History")
	}},
	{"history-scrolled", func(d *Driver) {
		d.FromTitle("History")
		for range 3 {
			d.Key(scenes.ActPageDown)
			d.Wait(300 * time.Millisecond)
		}
		d.Wait(2 * time.Second)
	}},
	{"settings", func(d *Driver) {
		d.FromTitle("Settings")
	}},
	{"settings-match", func(d *Driver) {
		// Match my strength chosen, after a record that rates the player
		// near the Tavern Player.
		d.FillRecord()
		d.UseMatch()
		d.FromTitle("Settings")
	}},
	{"settings-language", func(d *Driver) {
		// Up from the first row wraps round to Done, and on to the last
		// row, the language; Enter opens its list.
		d.FromTitle("Settings")
		d.Key(scenes.ActUp)
		d.Key(scenes.ActUp)
		d.Key(scenes.ActConfirm)
		d.Wait(time.Second)
	}},
	{"open", func(d *Driver) {
		d.FromTitle("Open a game")
	}},
	{"puzzles", func(d *Driver) {
		d.FromTitle("Puzzles")
	}},
	{"puzzles-board", func(d *Driver) {
		d.FromTitle("Puzzles")
		d.AwaitTables()
		d.ClickTarget("button:daily")
		d.Wait(time.Second)
	}},
	{"puzzles-hint", func(d *Driver) {
		d.FromTitle("Puzzles")
		d.AwaitTables()
		d.ClickTarget("button:daily")
		d.Wait(time.Second)
		d.ClickTarget("button:hint")
		d.Wait(time.Second)
	}},
	{"puzzles-mistakes", func(d *Driver) {
		// The home with a card of the player's own mistakes due.
		d.SeedMistake()
		d.FromTitle("Puzzles")
	}},
	{"puzzles-mistake-card", func(d *Driver) {
		d.SeedMistake()
		d.FromTitle("Puzzles")
		d.ClickTarget("button:mistakes")
		d.Wait(time.Second)
	}},
	{"puzzles-mistake-solved", func(d *Driver) {
		p := d.SeedMistake()
		d.FromTitle("Puzzles")
		d.ClickTarget("button:mistakes")
		d.Wait(time.Second)
		for _, m := range p.Solution[0] {
			if m.Kind() == rules.SlideMove {
				d.ClickTarget("point:" + m.From().String())
			}
			d.ClickTarget("point:" + m.To().String())
			d.Wait(1500 * time.Millisecond)
		}
		d.Wait(time.Second)
	}},
	{"stats", func(d *Driver) {
		d.FillRecord()
		d.FromTitle("Your record")
	}},
	{"stats-reset", func(d *Driver) {
		d.FillRecord()
		d.FromTitle("Your record")
		// Up from Back is Reset, which asks first.
		d.Key(scenes.ActUp)
		d.Key(scenes.ActConfirm)
		d.Wait(time.Second)
	}},
	{"lessons", func(d *Driver) {
		d.FromTitle("Learn to play")
	}},
	{"lessons-wrong", func(d *Driver) {
		// The first lesson, a point that is not a corner refused.
		d.FromTitle("Learn to play")
		d.ClickLesson("button:lesson:board")
		d.Wait(time.Second)
		d.ClickLesson("point:d2")
		d.Wait(time.Second)
	}},
	{"lessons-removing", func(d *Driver) {
		// A lesson's longer text, and a mill closed owing its removal.
		d.FromTitle("Learn to play")
		d.ClickLesson("button:lesson:removing")
		d.Wait(time.Second)
		d.ClickLesson("point:g7")
		d.Wait(2 * time.Second)
	}},
	{"play-start", func(d *Driver) {
		d.FromTitle("Two players")
	}},
	{"play-mill", func(d *Driver) {
		d.FromTitle("Two players")
		d.PlaceMill()
	}},
	{"play-removed", func(d *Driver) {
		d.FromTitle("Two players")
		d.PlaceMill()
		d.ClickPoint(rules.B2)
		d.Wait(2 * time.Second)
	}},
	{"play-moving", func(d *Driver) {
		g := MovingGame()
		d.Start(play.NewFrom(d.App, d.Home(), g, false))
		d.Wait(time.Second)
		// The first of White's men that can slide, by the rules' order.
		for _, m := range g.LegalMoves() {
			if m.Kind() == rules.SlideMove {
				d.ClickPoint(m.From())
				break
			}
		}
		d.Wait(time.Second)
	}},
	{"play-clock", func(d *Driver) {
		// Five minutes and three seconds a move: White has closed a
		// mill and its clock runs on while it removes a man.
		d.App.Settings.Clock = clock.Presets[1].String()
		d.FromTitle("Two players")
		d.PlaceMill()
	}},
	{"play-clock-low", func(d *Driver) {
		// A game against the computer on 3+2 resumed with White, the
		// player, to move with seconds left: its clock shows red.
		g := MovingGame()
		d.Check(d.App.SaveTimedGame(g, true, false, 4*time.Minute, app.Clocks{Control: clock.Presets[0], Left: [2]time.Duration{8 * time.Second, 95 * time.Second}}))
		d.Start(play.New(d.App, d.Home(), play.ModeResume))
		d.Wait(1500 * time.Millisecond)
	}},
	{"result-on-time", func(d *Driver) {
		// The same game with two seconds on White's clock: the player's
		// flag falls, and the result says so.
		g := MovingGame()
		d.Check(d.App.SaveTimedGame(g, true, false, 4*time.Minute, app.Clocks{Control: clock.Presets[0], Left: [2]time.Duration{2 * time.Second, 95 * time.Second}}))
		d.Start(play.New(d.App, d.Home(), play.ModeResume))
		// The flag, the end pause (1.1 s), the result's preparing and
		// the fade.
		d.Wait(6 * time.Second)
	}},
	{"play-menu", func(d *Driver) {
		d.FromTitle("Two players")
		d.Key(scenes.ActBack)
		d.Wait(time.Second)
	}},
	{"play-refused", func(d *Driver) {
		d.FromTitle("Two players")
		d.ClickPoint(rules.A1)
		d.Wait(time.Second)
		// Black chooses White's man: refused, with the reason shown for
		// 4 s; the shake is over after 0.45 s.
		d.ClickPoint(rules.A1)
		d.Wait(1500 * time.Millisecond)
	}},
	{"play-toast", func(d *Driver) {
		d.FromTitle("Two players")
		d.Key(scenes.ActMute)
		d.Wait(300 * time.Millisecond)
	}},
	{"play-computer", func(d *Driver) {
		// The computer plays Black: White, the player, is to move, and
		// nothing is searched.
		d.FromTitle("Play against the computer")
	}},
	{"play-match", func(d *Driver) {
		// The computer plays Match my strength with White and thinks on
		// its first move: its card and the status say what level it
		// plays like.
		d.FillRecord()
		d.UseMatch()
		st := d.App.Settings
		st.ComputerWhite = true
		d.App.SetSettings(st)
		d.FromTitle("Play against the computer")
	}},
	{"result", func(d *Driver) {
		g := d.Record("sanmill_export.pgn")
		turns := g.Turns()
		last := turns[len(turns)-1]
		before := rules.NewGameFrom(g.Start())
		for _, m := range g.Moves()[:last.Start] {
			d.Check(before.Play(m))
		}
		d.Start(play.NewFrom(d.App, d.Home(), before, false))
		d.Wait(time.Second)
		for _, m := range last.Moves {
			if m.Kind() == rules.SlideMove {
				d.ClickPoint(m.From())
				d.Wait(300 * time.Millisecond)
			}
			d.ClickPoint(m.To())
			// The stone's move, and a mill's glow before its removal.
			d.Wait(2 * time.Second)
		}
		// The end pause (1.1 s), the result's preparing and the fade.
		d.Wait(3 * time.Second)
	}},
	{"review", func(d *Driver) {
		d.ReviewMiddle()
	}},
	{"settings-boards", func(d *Driver) {
		// The board row's second step: Three Men's Morris, whose rules
		// the variant row describes.
		d.FromTitle("Settings")
		d.Key(scenes.ActRight)
		d.Key(scenes.ActRight)
		d.Wait(time.Second)
	}},
	{"history-play", func(d *Driver) {
		// Chapter IV's link to the smaller boards.
		d.FromTitle("History")
		for range 4 {
			d.Key(scenes.ActRight)
			d.Wait(700 * time.Millisecond)
		}
		for range 6 {
			d.Key(scenes.ActDown)
		}
		d.Wait(2 * time.Second)
	}},
	{"history-morabaraba", func(d *Driver) {
		// Chapter VII's end: Morabaraba and its link.
		d.FromTitle("History")
		for range 7 {
			d.Key(scenes.ActRight)
			d.Wait(700 * time.Millisecond)
		}
		for range 9 {
			d.Key(scenes.ActDown)
		}
		d.Wait(2 * time.Second)
	}},
	{"three-start", func(d *Driver) {
		d.App.Settings.Variant = rules.ThreeMensMorris().Name
		d.FromTitle("Two players")
	}},
	{"three-moving", func(d *Driver) {
		d.StartSmall(rules.ThreeMensMorris(), "c3 e5 d5 d3 e4 c5")
		d.ClickPoint(rules.E4)
		d.Wait(time.Second)
	}},
	{"three-result", func(d *Driver) {
		d.StartSmall(rules.ThreeMensMorris(), "c3 e5 d5 d3 e4 c5 d5-d4 e5-d5 e4-e5")
	}},
	{"six-start", func(d *Driver) {
		d.App.Settings.Variant = rules.SixMensMorris().Name
		d.FromTitle("Two players")
	}},
	{"six-moving", func(d *Driver) {
		d.StartSmall(rules.SixMensMorris(), "a1 a7 d1 d7 g4 b2 f6 b6 f2 d6 a4 g1")
		d.ClickPoint(rules.F6)
		d.Wait(time.Second)
	}},
	{"review-mistakes", func(d *Driver) {
		// The player, Black against the computer, placed f2 where g7
		// blocked White's mill: the analysis done, the status says the
		// mistake went to their puzzles.
		g := rules.NewGame(rules.NineMensMorris())
		for _, w := range strings.Fields("a7 b6 d7 f2 d1") {
			d.Check(g.PlayTurn(w))
		}
		d.Start(review.NewOwnWith(d.App, g, d.Home(), d.Home(), review.Own{Side: rules.Black, Game: "2026-01-01 11.30 Computer v You 1-0.pgn"}, &MistakeAnalyser{}))
		d.Wait(time.Second)
	}},
	{"review-best", func(d *Driver) {
		d.ReviewMiddle()
		d.Key(scenes.ActHint)
		d.Wait(time.Second)
	}},
	{"review-choose", func(d *Driver) {
		d.ReviewMiddle()
		// Enter takes the way on with the focus: "Play from here".
		d.Key(scenes.ActConfirm)
		d.Wait(time.Second)
	}},
}

// Driver runs one Script at one size: a fresh App with its own store, a
// manager on a fake clock, and a screen drawn every tick as the game loop
// draws its window.
type Driver struct {
	App  *app.App
	Size Size
	// M is the manager Start made.
	M      *scenes.Manager
	Now    time.Time
	Screen *ebiten.Image
	// Records is the folder of rules' test records.
	Records string
	// Err is the first thing that went wrong in the script.
	Err error
	// Board is the board ClickPoint clicks on; nil for the 24-point one.
	Board *rules.Board
	title *title.Scene
}

// NewDriver returns a driver for a, drawing at size, on a clock at
// ClockStart, reading records from the folder records.
func NewDriver(a *app.App, size Size, records string) *Driver {
	return &Driver{App: a, Size: size, Now: ClockStart, Records: records}
}

// start makes the manager on first, on the fake clock and the Script's
// screen, and runs a tick.
func (d *Driver) Start(first scenes.Scene) {
	d.M = app.NewManager(d.App, first)
	d.M.SetClock(func() time.Time { return d.Now })
	d.M.SetSize(d.Size.W, d.Size.H, d.Size.Scale)
	d.Screen = ebiten.NewImage(d.Size.W, d.Size.H)
	d.Step(&scenes.Input{})
}

// step advances the clock by a tick, steps the manager with in and draws
// the frame.
func (d *Driver) Step(in *scenes.Input) {
	if d.Err != nil {
		return
	}
	d.Now = d.Now.Add(scenes.TickTime)
	if err := d.M.Step(in); err != nil {
		d.Err = err
		return
	}
	d.M.Draw(d.Screen)
}

// wait runs ticks with no input for t.
func (d *Driver) Wait(t time.Duration) {
	for range int(t / scenes.TickTime) {
		d.Step(&scenes.Input{})
	}
}

// key presses a key for one tick.
func (d *Driver) Key(a scenes.Action) { d.Step(scenes.Key(a)) }

// click presses and lets go at (x, y), then the mouse leaves the window,
// so that nothing in the picture is lit by a pointer resting on it.
func (d *Driver) Click(x, y float64) {
	d.Step(scenes.Click(x, y))
	d.Step(&scenes.Input{})
}

// StartSmall starts a game of v between two players after its turns, written
// as the move list writes them, and clicks the last one's points so that
// the board shows it played (its mill, a result).
func (d *Driver) StartSmall(v rules.Variant, turns string) {
	d.Board = v.Board()
	g := rules.NewGame(v)
	fs := strings.Fields(turns)
	for _, w := range fs[:len(fs)-1] {
		d.Check(g.PlayTurn(w))
	}
	d.Start(play.NewFrom(d.App, d.Home(), g, false))
	d.Wait(time.Second)
	last := fs[len(fs)-1]
	for _, name := range strings.Split(last, "-") {
		p, err := v.Board().ParsePoint(name)
		if err != nil {
			d.Fail(err)
			return
		}
		d.ClickPoint(p)
		d.Wait(300 * time.Millisecond)
	}
	// The stone's move, the end pause and the result's fade, if it ended.
	d.Wait(4 * time.Second)
}

// clickPoint clicks a point of the board in the play scene: of Board, or
// the 24-point board.
func (d *Driver) ClickPoint(p rules.Point) {
	b := d.Board
	if b == nil {
		b = rules.BoardFor(false)
	}
	at, ok := board.BoardPointTargets(d.Size.W, d.Size.H, d.Size.Scale, b)["point:"+p.String()]
	if !ok {
		d.Fail(fmt.Errorf("no point %v on the board", p))
		return
	}
	d.Click(at[0], at[1])
}

// ClickTarget clicks a target of the puzzles scene on the screen (see
// puzzles.Scene.Targets).
func (d *Driver) ClickTarget(name string) {
	s, ok := d.M.Current().(*puzzles.Scene)
	if !ok {
		d.Fail(fmt.Errorf("%T is not the puzzles scene", d.M.Current()))
		return
	}
	at, ok := s.Targets()[name]
	if !ok {
		d.Fail(fmt.Errorf("no %s in the puzzles scene", name))
		return
	}
	d.Click(float64(at.X), float64(at.Y))
}

// ClickLesson clicks a target of the lessons scene on the screen (see
// lessons.Scene.Targets).
func (d *Driver) ClickLesson(name string) {
	s, ok := d.M.Current().(*lessons.Scene)
	if !ok {
		d.Fail(fmt.Errorf("%T is not the lessons scene", d.M.Current()))
		return
	}
	at, ok := s.Targets()[name]
	if !ok {
		d.Fail(fmt.Errorf("no %s in the lessons scene", name))
		return
	}
	d.Click(float64(at.X), float64(at.Y))
}

// AwaitTables waits, in real time, for the endgame tables that the
// Master and the puzzles load in the background, so that a picture shows
// a puzzle rather than the line saying they load.
func (d *Driver) AwaitTables() {
	for range 1000 {
		if ai.StandardTables() != nil {
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
	d.Fail(errors.New("the endgame tables did not load"))
}

// fromTitle starts on the title and clicks its menu entry label, then
// waits for the scene it leads to to be prepared and faded in.
func (d *Driver) FromTitle(label string) {
	targets := title.ScreenTargets(d.App, d.Size.W, d.Size.H, d.Size.Scale)
	d.Start(title.New(d.App))
	d.Wait(500 * time.Millisecond)
	at, ok := targets["menu:"+label]
	if !ok {
		d.Fail(fmt.Errorf("no menu entry %q on the title", label))
		return
	}
	d.Click(at[0], at[1])
	d.Wait(2 * time.Second)
}

// placeMill places W a1, B b2, W a4, B b4, W a7: White closes the mill
// a1-a4-a7, and once its glow is over the board asks for a man to remove.
func (d *Driver) PlaceMill() {
	for _, p := range []rules.Point{rules.A1, rules.B2, rules.A4, rules.B4, rules.A7} {
		d.ClickPoint(p)
		d.Wait(time.Second)
	}
	d.Wait(1500 * time.Millisecond)
}

// reviewMiddle opens the review of the Sanmill record with the fixed
// analyser, and steps back from the end to the middle of the game: steps
// back are jumps, without a stone's move.
func (d *Driver) ReviewMiddle() {
	g := d.Record("sanmill_export.pgn")
	d.Start(review.NewWith(d.App, g, d.Home(), d.Home(), &FixedAnalyser{}))
	d.Wait(time.Second)
	for range len(g.Turns()) / 2 {
		d.Key(scenes.ActLeft)
	}
	d.Wait(time.Second)
}

// SeedMistake keeps in the player's puzzle progress a card of their own
// mistakes, due an hour ago: the first searched puzzle of the set solved
// in one turn, which it returns.
func (d *Driver) SeedMistake() *learn.Puzzle {
	set, errs := learn.Set()
	if len(errs) > 0 {
		d.Fail(errs[0])
	}
	i := slices.IndexFunc(set, func(p learn.Puzzle) bool { return !p.Source.Tables() && p.Turns() == 1 })
	if i < 0 {
		d.Fail(errors.New("no searched puzzle of one turn in the set"))
		return &learn.Puzzle{}
	}
	pr := learn.NewProgress()
	pr.AddMistake(learn.NewCard(&set[i], "2026-01-01 11.30 You v Computer 0-1.pgn", 7, ClockStart.Add(-time.Hour)))
	data, err := learn.MarshalProgress(pr)
	d.Check(err)
	d.Check(d.App.Store.Save(puzzles.ProgressFile, data))
	return &set[i]
}

// UseMatch chooses Match my strength in the settings.
func (d *Driver) UseMatch() {
	st := d.App.Settings
	st.Level = stats.MatchLevel
	d.App.SetSettings(st)
}

// FillRecord gives the player a record of two dozen games against the
// computer, played out at random from fixed seeds, most of them of the
// standard game and a few of Lasker Morris, at the middle levels.
func (d *Driver) FillRecord() {
	levels := []ai.Level{ai.Villager, ai.TavernPlayer, ai.Villager, ai.ClubPlayer}
	for i := range 24 {
		v := rules.NineMensMorris()
		if i%5 == 4 {
			v = rules.LaskerMorris()
		}
		g := rules.NewGame(v)
		rng := rand.New(rand.NewPCG(uint64(i), 3))
		for ply := 0; ply < 300 && !g.Result().Over(); ply++ {
			moves := g.LegalMoves()
			d.Check(g.Play(moves[rng.IntN(len(moves))]))
		}
		if !g.Result().Over() {
			pos := g.Position()
			g.Resign(pos.SideToMove())
		}
		st := d.App.Settings
		st.Level = levels[i%len(levels)].String()
		d.App.SetSettings(st)
		if msg := d.App.CountGame(g, i%2 == 0, ClockStart.Add(-time.Duration(24-i)*7*time.Hour)); msg != "" {
			d.Fail(errors.New(msg))
		}
	}
}

// record reads one of the records in rules' test data.
func (d *Driver) Record(name string) *rules.Game {
	data, err := os.ReadFile(filepath.Join(d.Records, name))
	if err != nil {
		d.Fail(err)
		return rules.NewGame(rules.NineMensMorris())
	}
	rec, err := rules.ReadGame(string(data))
	if err != nil {
		d.Fail(fmt.Errorf("%s: %w", name, err))
		return rules.NewGame(rules.NineMensMorris())
	}
	return rec.Game
}

func (d *Driver) Check(err error) {
	if err != nil {
		d.Fail(err)
	}
}

func (d *Driver) Fail(err error) {
	if d.Err == nil {
		d.Err = err
	}
}

// capture draws the whole screen as it stands into a new image and reads
// its pixels.
func (d *Driver) Capture() *image.RGBA {
	// The same size again marks the screen for a whole drawing: the
	// picture is the scene's whole frame, not the last part drawn.
	d.M.SetSize(d.Size.W, d.Size.H, d.Size.Scale)
	img := ebiten.NewImage(d.Size.W, d.Size.H)
	defer img.Deallocate()
	d.M.Draw(img)
	out := image.NewRGBA(image.Rect(0, 0, d.Size.W, d.Size.H))
	img.ReadPixels(out.Pix)
	return out
}

// MovingGame is a game of the standard rules after the eighteen
// placements, none of them closing a mill: White is to slide.
func MovingGame() *rules.Game {
	g := rules.NewGame(rules.NineMensMorris())
	for _, s := range strings.Fields(movingPlacements) {
		p, err := rules.ParseMove(s)
		if err != nil {
			panic(err)
		}
		if err := g.Play(p); err != nil {
			panic(fmt.Sprintf("%s: %v", s, err))
		}
	}
	return g
}

// movingPlacements are the placements of MovingGame, White's first.
const movingPlacements = "d2 d6 f4 b4 b6 d5 e4 c4 a1 f6 f2 b2 g1 a7 a4 g7 c5 e3"

// FixedAnalyser evaluates every position asked for at once, the same way
// every run: the score is 100 times White's men (on the board and in hand)
// less Black's, and the best turn is the one the game played next.
type FixedAnalyser struct {
	out []computer.Eval
}

// Start implements review.Analyser.
func (a *FixedAnalyser) Start(g *rules.Game, plies []int) {
	a.out = a.out[:0]
	turns := g.Turns()
	for _, ply := range plies {
		pos := g.PositionAt(ply)
		e := computer.Eval{Ply: ply, Score: 100 * (pos.Total(rules.White) - pos.Total(rules.Black))}
		for _, t := range turns {
			if t.Start == ply {
				e.Best = slices.Clone(t.Moves)
				break
			}
		}
		a.out = append(a.out, e)
	}
}

// Poll implements review.Analyser.
func (a *FixedAnalyser) Poll() []computer.Eval {
	out := a.out
	a.out = nil
	return out
}

// Tick implements review.Analyser.
func (a *FixedAnalyser) Tick() {}

// Cancel implements review.Analyser.
func (a *FixedAnalyser) Cancel() { a.out = nil }

// MistakeAnalyser evaluates the positions of the game of the
// review-mistakes picture at once: even until Black's f2 (ply 3), White
// three men ahead from then on, and the engine's line there is g7
// blocking the mill.
type MistakeAnalyser struct {
	out []computer.Eval
}

// Start implements review.Analyser.
func (a *MistakeAnalyser) Start(g *rules.Game, plies []int) {
	a.out = a.out[:0]
	var line []rules.Move
	for _, w := range strings.Fields("g7 d1 b4") {
		ms, _ := rules.ParseTurn(w)
		line = append(line, ms...)
	}
	for _, ply := range plies {
		e := computer.Eval{Ply: ply, Best: line[:1], Depth: 4}
		if ply == 3 {
			e.Line = line
		}
		if ply >= 4 {
			e.Score = 300
		}
		a.out = append(a.out, e)
	}
}

// Poll implements review.Analyser.
func (a *MistakeAnalyser) Poll() []computer.Eval {
	out := a.out
	a.out = nil
	return out
}

// Tick implements review.Analyser.
func (a *MistakeAnalyser) Tick() {}

// Cancel implements review.Analyser.
func (a *MistakeAnalyser) Cancel() { a.out = nil }

// Silence is a sound system that plays nothing and says it can: the
// scenes show what they show with working sound, whatever the machine the
// harness runs on.
type Silence struct{ muted bool }

func (s *Silence) Play(audio.Sound)       {}
func (s *Silence) SetMuted(m bool)        { s.muted = m }
func (s *Silence) Muted() bool            { return s.muted }
func (s *Silence) Status() (bool, string) { return true, "" }

// ClockStart is where every Script's clock starts.
var ClockStart = time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)

// home is a title for the scenes that go back to one, made once.
func (d *Driver) Home() app.Home {
	if d.title == nil {
		d.title = title.New(d.App).(*title.Scene)
	}
	return d.title
}
