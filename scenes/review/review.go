// Package review is the review scene: a game stepped through turn by turn
// on the board as play shows it, with the engine's eye on it (a graph of
// its evaluation along the game, marks on mistakes and blunders, the best
// move on demand, the endgame tables' verdict) and "Play from here".
package review

import (
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/ninemen/morris/audio"
	"github.com/ninemen/morris/lang"
	"github.com/ninemen/morris/learn"
	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/app"
	"github.com/ninemen/morris/scenes/board"
	"github.com/ninemen/morris/scenes/computer"
	"github.com/ninemen/morris/scenes/kit"
	"github.com/ninemen/morris/scenes/puzzles"
	"github.com/ninemen/morris/scenes/say"
)

// Analyser evaluates the positions of a game in the background, one after
// another, for the graph (computer.Analyser is one; tests give fixed
// evaluations). The scene drives it from Update: Start, then Poll and Tick
// every tick, and Cancel when the scene is left.
type Analyser interface {
	// Start begins evaluating the positions of g after each of plies, in
	// that order. It keeps a copy of g.
	Start(g *rules.Game, plies []int)
	// Poll returns the evaluations finished since the last Poll.
	Poll() []computer.Eval
	// Tick tells the analysis a tick has passed.
	Tick()
	// Cancel stops the analysis at once.
	Cancel()
}

// Scene is the review of one game.
type Scene struct {
	app  *app.App
	game *rules.Game
	back scenes.Scene
	home app.Home

	view *board.Viewer
	pl   places
	// scale is the device's, for the buttons.
	scale float64
	list  board.MoveList
	// nav steps: first, back, next, last. outs are the ways on: the best
	// move, play from here, back; while choosing whom to play, the
	// computer, a friend, cancel.
	nav      [4]kit.Button
	outs     [3]kit.Button
	choosing bool
	showBest bool
	// focus is the way on the keys choose (Tab moves it, Enter takes it);
	// keys is set once they have, to show it.
	focus int
	keys  bool

	// turns are the plies the graph has a point for: the start and the
	// end of each turn. evals holds their evaluations as they come, and
	// marks the turns' judgements (marks[i] judges the turn ending at
	// turns[i]).
	turns    []int
	evals    []*computer.Eval
	marks    []mark
	notes    map[int]string
	analyser Analyser
	started  bool
	// analysed is set once every turn has its evaluation.
	analysed bool
	// showEvery is the fewest ticks between two drawings for evaluations
	// that came (analysisShowTicks); unshown is set when some came since
	// the last, shownAgo counts the ticks since it.
	showEvery int
	unshown   bool
	shownAgo  int
	// hurried is the point the analysis was last restarted at (hurry), or
	// -1.
	hurried int
	// revealed is set once the list has been scrolled to the turn shown
	// for its size.
	revealed bool
	graph    graphImage

	// own is whose game it is, when the person played it against the
	// computer: their mistakes go to their puzzles once it is analysed
	// (offered is set then), and added says so in the status until the
	// board moves.
	own     *Own
	offered bool
	added   string

	// draws counts the drawings of the whole screen, for the page.
	draws int

	// spoken is the language the buttons' labels were made in: another
	// makes them again.
	spoken *lang.Lang

	// press is where the pointer went down and on what: the board (a
	// swipe), the list (a click on a move) or the graph (scrubbing).
	press          pressKind
	pressX, pressY float64
}

type pressKind uint8

const (
	pressNone pressKind = iota
	pressBoard
	pressList
	pressGraph
)

// New reviews g, going back to back when the player leaves; "Play from
// here" asks home for the game. The review works on a copy: g is not
// changed.
func New(app *app.App, g *rules.Game, back scenes.Scene, home app.Home) scenes.Scene {
	return newScene(app, g, back, home, computer.NewAnalyser())
}

// NewWith is New with the analyser given instead of the engine's: tests
// and the screenshot harness (scenes/internal/shots) give it one whose
// evaluations are fixed, so that what the review shows does not depend on
// a search's timing.
func NewWith(app *app.App, g *rules.Game, back scenes.Scene, home app.Home, a Analyser) scenes.Scene {
	return newScene(app, g, back, home, a)
}

// Own says whose game a review is: the side the person played against
// the computer, and the game's name as their saved games name it, which
// their cards keep.
type Own struct {
	Side rules.Color
	Game string
}

// NewOwn is New for a game the person played against the computer: once
// it is analysed, their mistakes and blunders become puzzles of their
// own (learn.MistakeCards) in their puzzle progress.
func NewOwn(app *app.App, g *rules.Game, back scenes.Scene, home app.Home, own Own) scenes.Scene {
	r := newScene(app, g, back, home, computer.NewAnalyser())
	r.own = &own
	return r
}

// NewOwnWith is NewOwn with the analyser given instead of the engine's:
// the tour's pictures of the mistakes added.
func NewOwnWith(app *app.App, g *rules.Game, back scenes.Scene, home app.Home, own Own, a Analyser) scenes.Scene {
	r := newScene(app, g, back, home, a)
	r.own = &own
	return r
}

func newScene(app *app.App, g *rules.Game, back scenes.Scene, home app.Home, a Analyser) *Scene {
	g = g.Clone()
	r := &Scene{app: app, game: g, back: back, home: home, analyser: a, view: board.NewViewer(app, g, g.Ply())}
	r.turns = []int{0}
	for _, t := range g.Turns() {
		r.turns = append(r.turns, t.End())
	}
	r.evals = make([]*computer.Eval, len(r.turns))
	r.marks = make([]mark, len(r.turns))
	r.notes = map[int]string{}
	r.list.Annotate(g, r.notes)
	r.focus = 1 // Enter plays from here
	r.hurried = -1
	r.showEvery = analysisShowTicks
	r.setOuts()
	return r
}

// setOuts labels the buttons, in the language of the moment, the ways on
// for the state the scene is in.
func (r *Scene) setOuts() {
	words := r.app.Lang()
	r.spoken = words
	for i, l := range []string{words.T("review.button.first"), words.T("review.button.previous"), words.T("review.button.next"), words.T("review.button.last")} {
		r.nav[i].Label = l
	}
	labels := []string{words.T("review.button.best"), words.T("review.button.play_from"), words.T("review.button.close")}
	if r.showBest {
		labels[0] = words.T("review.button.hide_best")
	}
	if r.choosing {
		labels = []string{words.T("review.button.computer"), words.T("review.button.friend"), words.T("review.button.cancel")}
	}
	for i := range r.outs {
		r.outs[i].Label = labels[i]
		r.outs[i].Disabled = false
	}
	if !r.choosing {
		over := r.positionOver()
		r.outs[0].Disabled = over
		r.outs[1].Disabled = over
	}
	if r.choosing && r.app.NewAgent == nil {
		r.outs[0].Disabled = true
	}
	r.fitLabels()
}

// fitLabels sizes the labels of each row of buttons alike.
func (r *Scene) fitLabels() {
	kit.FitAlike(r.app.Kit.Fonts, r.scale, &r.nav[0], &r.nav[1], &r.nav[2], &r.nav[3])
	kit.FitAlike(r.app.Kit.Fonts, r.scale, &r.outs[0], &r.outs[1], &r.outs[2])
}

// positionOver reports whether the game is over at the ply shown: there
// is no best move then, and nothing to play from.
func (r *Scene) positionOver() bool {
	return r.view.Ply() == r.game.Ply() && r.game.Result().Over()
}

// Layout implements scenes.Scene.
func (r *Scene) Layout(w, h int, scale float64) {
	r.pl, r.scale = layout(r.view, w, h, scale), scale
	r.revealed = false
	for i := range r.nav {
		r.nav[i].Rect = r.pl.nav[i]
	}
	for i := range r.outs {
		r.outs[i].Rect = r.pl.outs[i]
	}
	r.fitLabels()
}

// Leave implements scenes.Leaver: the analysis stops.
func (r *Scene) Leave() {
	r.analyser.Cancel()
	if r.started && !r.analysed {
		announceAnalysis(r.evaluated(), len(r.turns), false)
	}
}

// Release implements scenes.Releaser.
func (r *Scene) Release() {
	r.view.Release()
	r.graph.release()
}

// Update implements scenes.Scene.
func (r *Scene) Update(ctx *scenes.Context) error {
	if r.spoken != r.app.Lang() {
		r.setOuts()
		ctx.Redraw()
	}
	r.updateAnalysis(ctx)
	r.view.Update(ctx)
	in := ctx.Input
	if step := r.stepAsked(ctx); step != 0 {
		r.jump(r.game.StepTurns(r.view.Ply(), step))
		ctx.Redraw()
	}
	if r.clickable(in.Pointer) {
		ctx.ShowHand()
	}
	if r.list.Update(in, r.pl.list, r.pl.text) {
		ctx.Redraw()
	}
	if !r.revealed {
		// The list knows how many rows it shows once updated in its box.
		r.revealed = true
		r.list.Reveal(r.view.Ply())
		ctx.Redraw()
	}
	clicked := r.waysOnAsked(ctx)
	if in.Wheel != 0 || in.Pointer.Pressed || in.Pointer.Released {
		ctx.Redraw()
	}
	return r.act(ctx, clicked)
}

// updateAnalysis starts the analysis, takes what it found and asks for a
// drawing of it, at most every showEvery ticks.
func (r *Scene) updateAnalysis(ctx *scenes.Context) {
	if !r.started {
		r.started = true
		r.analyser.Start(r.game, r.turns)
		announceAnalysis(0, len(r.turns), true)
	}
	r.hurry()
	r.analyser.Tick()
	if !r.analysed {
		// In the browser the analysis runs a slice a tick.
		ctx.KeepAwake()
	}
	if r.take(r.analyser.Poll()) {
		r.unshown = true
	}
	if r.analysed && !r.offered {
		r.offered = true
		r.offerMistakes(ctx)
	}
	r.shownAgo++
	if r.unshown && (r.analysed || r.shownAgo >= r.showEvery) {
		r.unshown, r.shownAgo = false, 0
		ctx.Redraw()
	}
}

// offerMistakes adds the person's mistakes and blunders to their puzzles,
// and says how many were new.
func (r *Scene) offerMistakes(ctx *scenes.Context) {
	if r.own == nil {
		return
	}
	var judged []learn.Judged
	for k := 1; k < len(r.turns); k++ {
		if r.marks[k] == noMark || r.evals[k-1] == nil || r.evals[k] == nil {
			continue
		}
		before := r.game.PositionAt(r.turns[k-1])
		e := r.evals[k-1]
		judged = append(judged, learn.Judged{Ply: r.turns[k-1], Drop: cost(e.Score, r.evals[k].Score, before.SideToMove()), Line: e.Line, Depth: e.Depth})
	}
	cards := learn.MistakeCards(r.game, judged, r.own.Side, r.own.Game, ctx.Now)
	n, err := puzzles.AddMistakes(r.app, cards)
	words := r.app.Lang()
	switch {
	case err != nil:
		ctx.Toast(words.T("review.mistakes.failed", "Error", err.Error()))
	case n > 0:
		r.added = words.N("review.mistakes.added", n)
		ctx.Redraw()
	}
}

// stepAsked is the step through the game the player asks for, in turns:
// the buttons, the keys, a swipe on the board or a press on the list or
// the graph; 0 for none.
func (r *Scene) stepAsked(ctx *scenes.Context) int {
	in := ctx.Input
	step := 0
	for i := range r.nav {
		b := &r.nav[i]
		ply := r.view.Ply()
		b.Disabled = i < 2 && ply == 0 || i >= 2 && ply == r.game.Ply()
		if b.Handle(ctx) {
			step = []int{-1 << 20, -1, 1, 1 << 20}[i]
		}
	}
	switch {
	case in.Just(scenes.ActLeft), in.Just(scenes.ActUp):
		step = -1
	case in.Just(scenes.ActRight), in.Just(scenes.ActDown):
		step = 1
	case in.Just(scenes.ActHome):
		step = -1 << 20
	case in.Just(scenes.ActEnd):
		step = 1 << 20
	}
	if s := r.pointer(ctx); s != 0 {
		step = s
	}
	return step
}

// waysOnAsked is which of the ways on the player chose: by the pointer,
// H for the best move, Tab and Enter, and Esc to leave.
func (r *Scene) waysOnAsked(ctx *scenes.Context) (clicked [3]bool) {
	in := ctx.Input
	for i := range r.outs {
		clicked[i] = r.outs[i].Handle(ctx)
	}
	if in.Just(scenes.ActHint) && !r.choosing && !r.outs[0].Disabled {
		clicked[0] = true
	}
	if in.Just(scenes.ActNext) {
		r.focus, r.keys = (r.focus+1)%len(r.outs), true
		ctx.Redraw()
	}
	if in.Just(scenes.ActConfirm) && !r.outs[r.focus].Disabled {
		clicked[r.focus] = true
	}
	if in.Just(scenes.ActBack) {
		clicked[2] = true
	}
	return clicked
}

// act does what the ways on were asked.
func (r *Scene) act(ctx *scenes.Context, clicked [3]bool) error {
	if !clicked[0] && !clicked[1] && !clicked[2] {
		return nil
	}
	r.app.PlaySound(audio.Click)
	ctx.Redraw()
	switch {
	case r.choosing && clicked[2]:
		r.choosing, r.focus = false, 1
	case r.choosing:
		ctx.GoTo(r.home.PlayFrom(r.shownGame(), clicked[0]))
	case clicked[0]:
		r.showBest = !r.showBest
	case clicked[1]:
		r.choosing = true
		r.focus = 1 // a friend: there is always one
	case clicked[2]:
		ctx.GoTo(r.back)
	}
	r.setOuts()
	return nil
}

// shownGame is the game up to the ply shown, with its history.
func (r *Scene) shownGame() *rules.Game { return r.game.Prefix(r.view.Ply()) }

// jump shows ply n: the next turn animates, other jumps are immediate.
func (r *Scene) jump(n int) {
	if n != r.view.Ply() {
		r.added = ""
	}
	r.view.Go(n)
	r.list.Reveal(r.view.Ply())
	r.setOuts()
}

// pointer follows presses on the board (a horizontal swipe steps, to the
// left forward as a page turns), on the list (a click on a move goes
// there) and on the graph (a press or a drag along it goes to the turn
// under it). It returns the step a swipe asks for.
func (r *Scene) pointer(ctx *scenes.Context) int {
	p := ctx.Input.Pointer
	pl := &r.pl
	if p.Pressed {
		r.press, r.pressX, r.pressY = pressNone, p.X, p.Y
		switch {
		case pl.graph.Contains(p.X, p.Y):
			r.press = pressGraph
		case pl.list.Contains(p.X, p.Y):
			r.press = pressList
		case pl.view.Board.Contains(p.X, p.Y):
			r.press = pressBoard
		}
	}
	if r.press == pressGraph && (p.Down || p.Released) {
		if n := r.graphTurn(p.X); n != r.view.Ply() {
			r.jump(n)
			ctx.Redraw()
		}
	}
	if !p.Released {
		return 0
	}
	kind := r.press
	r.press = pressNone
	dx, dy := p.X-r.pressX, p.Y-r.pressY
	switch kind {
	case pressList:
		if math.Hypot(dx, dy) < pl.text*0.6 {
			if n, ok := r.list.At(pl.list, pl.text, p.X, p.Y); ok {
				r.jump(n)
				ctx.Redraw()
			}
		}
	case pressBoard:
		if math.Abs(dx) >= r.view.Stone()*1.2 && math.Abs(dx) > 2*math.Abs(dy) {
			if dx < 0 {
				return 1
			}
			return -1
		}
	}
	return 0
}

// hurry restarts the analysis at the turn shown when its best move is
// asked for and not yet known, and goes on from there: the analysis runs
// from the start, and the player should not wait for all the turns before.
func (r *Scene) hurry() {
	i := r.turnIndex(r.view.Ply())
	if !r.showBest || i < 0 || r.evals[i] != nil || r.hurried == i {
		return
	}
	r.hurried = i
	var plies []int
	for k := range r.turns {
		if j := (i + k) % len(r.turns); r.evals[j] == nil {
			plies = append(plies, r.turns[j])
		}
	}
	r.analyser.Start(r.game, plies)
}

// clickable reports whether the mouse is over the graph or a move in the
// list, which a click goes to.
func (r *Scene) clickable(p scenes.Pointer) bool {
	if !p.Present || p.Touch {
		return false
	}
	if r.pl.graph.Contains(p.X, p.Y) {
		return true
	}
	if r.pl.list.H < board.RowHeight(r.pl.text)*1.2 {
		return false
	}
	_, ok := r.list.At(r.pl.list, r.pl.text, p.X, p.Y)
	return ok
}

// graphTurn is the ply of the graph's point nearest x.
func (r *Scene) graphTurn(x float64) int {
	i := int(math.Round(pointAt(r.pl.graph, r.pl.text, len(r.turns), x)))
	return r.turns[max(0, min(i, len(r.turns)-1))]
}

// take stores evaluations as they come and judges the turns they end; it
// reports whether any came.
func (r *Scene) take(evals []computer.Eval) bool {
	for _, e := range evals {
		i := r.turnIndex(e.Ply)
		if i < 0 {
			continue
		}
		r.evals[i] = &e
		for _, k := range []int{i, i + 1} {
			if k < 1 || k >= len(r.turns) || r.evals[k-1] == nil || r.evals[k] == nil {
				continue
			}
			before := r.game.PositionAt(r.turns[k-1])
			r.marks[k] = judge(r.evals[k-1].Score, r.evals[k].Score, before.SideToMove())
			if n := r.marks[k].note(); n != "" {
				r.notes[r.turns[k]] = n
			}
		}
	}
	if len(evals) > 0 {
		r.graph.version++
		r.list.Annotate(r.game, r.notes)
		if n := r.evaluated(); n == len(r.turns) && !r.analysed {
			r.analysed = true
			announceAnalysis(n, n, false)
		}
	}
	return len(evals) > 0
}

// evaluated is how many turns have their evaluation.
func (r *Scene) evaluated() int {
	n := 0
	for _, e := range r.evals {
		if e != nil {
			n++
		}
	}
	return n
}

// turnIndex is the index in turns of ply, or -1.
func (r *Scene) turnIndex(ply int) int {
	for i, t := range r.turns {
		if t == ply {
			return i
		}
	}
	return -1
}

// status is the status's two lines: where in the game the board is, and
// what the engine makes of it.
func (r *Scene) status() (main string, help []string) {
	words := r.app.Lang()
	ply := r.view.Ply()
	i := r.turnIndex(ply)
	turns := r.game.Turns()
	switch {
	case len(turns) == 0:
		main = words.T("review.status.no_moves")
	case i <= 0:
		main = words.N("review.status.start", turns[len(turns)-1].Number)
	default:
		t := turns[i-1]
		main = words.T(bySide(t.Side, "review.status.move.white", "review.status.move.black"), "N", t.Number, "Of", turns[len(turns)-1].Number)
	}
	if r.added != "" {
		return main, []string{r.added}
	}
	if r.positionOver() {
		res := r.game.Result()
		return main, []string{say.Headline(words, res), say.Why(words, res)}
	}
	if i < 0 {
		return main, nil
	}
	if i > 0 && r.marks[i] != noMark {
		t := r.game.Turns()[i-1]
		help = append(help, r.marks[i].word(words, rules.FormatTurn(t.Moves)))
	}
	e := r.evals[i]
	switch {
	case e == nil:
		help = append(help, words.T("review.status.analysing"))
	case e.Known:
		help = append(help, verdict(words, e.Verdict))
	default:
		help = append(help, standing(words, e.Score))
	}
	if r.showBest && e != nil && len(e.Best) > 0 {
		help = append(help, words.T("review.status.best", "Move", rules.FormatTurn(e.Best)))
	}
	return main, help
}

// best is the best move to draw on the board, if asked for and known.
func (r *Scene) best() []rules.Move {
	if !r.showBest || r.view.Animating() {
		return nil
	}
	if i := r.turnIndex(r.view.Ply()); i >= 0 && r.evals[i] != nil {
		return r.evals[i].Best
	}
	return nil
}

// overKey is everything drawOver reads (see play.Viewer.Draw).
type overKey struct {
	nav          [4]kit.Button
	outs         [3]kit.Button
	focus        int
	main, help   string
	listTop      float64
	shown, notes int
	bestMoves    [3]rules.Move
}

func (r *Scene) overKey() overKey {
	main, help := r.status()
	k := overKey{nav: r.nav, outs: r.outs, focus: -1, main: main, help: strings.Join(help, "\n"), listTop: r.list.Top, shown: r.view.Ply(), notes: len(r.notes)}
	if r.keys {
		k.focus = r.focus
	}
	for i, m := range r.best() {
		if i < len(k.bestMoves) {
			k.bestMoves[i] = m
		}
	}
	return k
}

// Draw implements scenes.Scene: the board and the panel in the viewer's
// layers; the graph, an image of its own made again only when analysis
// comes, and the mark of the turn shown on it over them.
func (r *Scene) Draw(dst *ebiten.Image) {
	r.draws++
	announceDraw(r.draws)
	r.view.Draw(dst, r.overKey(), r.drawOver)
	i := r.turnIndex(r.view.Ply())
	r.graph.draw(dst, r.app.Kit, r.pl.graph, r.evals, r.marks, i, r.pl.text)
}

// DrawPart implements scenes.PartDrawer: a frame of a man in motion draws
// what moved, and the graph where that touches it.
func (r *Scene) DrawPart(screen *ebiten.Image) bool {
	drawn, ok := r.view.Patch(screen, r.overKey(), r.drawOver)
	if !ok {
		return false
	}
	for _, moved := range drawn {
		if moved.Overlaps(kit.RectImage(r.pl.graph)) {
			r.graph.draw(screen.SubImage(moved).(*ebiten.Image), r.app.Kit, r.pl.graph, r.evals, r.marks, r.turnIndex(r.view.Ply()), r.pl.text)
		}
	}
	return true
}

// bestColor is the best move's arrow: a clear green, apart from the
// board's warm marks.
var bestColor = color.NRGBA{0x8c, 0xe0, 0x8a, 0xff}

// drawOver draws the panel over the board.
func (r *Scene) drawOver(dst *ebiten.Image) {
	f := r.app.Kit
	s := r.scale
	for _, lb := range r.statusLabels() {
		lb.l.Draw(dst, lb.clr)
	}
	for i := range r.nav {
		r.nav[i].Draw(dst, f, s, false)
	}
	for i := range r.outs {
		r.outs[i].Draw(dst, f, s, r.keys && r.focus == i)
	}
	if r.pl.list.H >= board.RowHeight(r.pl.text)*1.2 {
		r.list.Draw(dst, f, r.app.Lang(), r.pl.list, r.pl.text, r.view.Ply())
	}
	for _, m := range r.best() {
		r.view.DrawMove(dst, m, bestColor)
	}
}

// Opaque implements scenes.Opaque: the backdrop covers the screen.
func (*Scene) Opaque() {}

// Game is a copy of the game reviewed.
func (r *Scene) Game() *rules.Game { return r.game.Clone() }

// Back is the scene the review goes back to.
func (r *Scene) Back() scenes.Scene { return r.back }
