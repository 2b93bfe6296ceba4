package play

import (
	"time"

	"github.com/ninemen/morris/ai"
	"github.com/ninemen/morris/audio"
	"github.com/ninemen/morris/clock"
	"github.com/ninemen/morris/lang"
	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/app"
	"github.com/ninemen/morris/scenes/board"
	"github.com/ninemen/morris/scenes/computer"
	"github.com/ninemen/morris/scenes/kit"
)

// Mode is how a game is started from the title.
type Mode int

const (
	// ModeTwoPlayers: two people at one device, a new game.
	ModeTwoPlayers Mode = iota
	// ModeComputer: the player against the computer, a new game, colours
	// and level from the settings.
	ModeComputer
	// ModeResume: the saved game in progress, as it was left.
	ModeResume
)

// Scene is a game on the board. It holds the rules game, the players
// (people or agents), and the animation of the plies not yet shown: the
// board shows the position after `shown` plies and animates the next one
// until it has caught up with the game. Input waits while a move animates.
type Scene struct {
	app  *app.App
	home app.Home
	game *rules.Game
	// agents are the computer players by colour; nil is a person.
	agents        [2]*computer.Turn
	computer      bool
	computerWhite bool
	// played is the real time of play, for the time shown at the end.
	played time.Duration
	// clocks are the game's clocks, nil for a game without; shownClocks
	// what they showed at the last Update, clockTick that Update's time.
	clocks      *clock.Clock
	shownClocks [2]clockFace
	clockTick   time.Time

	lay board.Layout
	// laid is set once Layout has run.
	laid  bool
	board board.View
	// hand is the player's choosing of men and points (board.Chooser).
	hand  board.Chooser
	hover rules.Point
	// queued are the points pressed while a stone was moving, chosen in
	// order once it lands.
	queued   []rules.Point
	moveList board.MoveList
	buttons  [4]kit.Button // undo, redo, menu, hint
	menu     *playMenu
	notice   string
	// endWait is the time since the last move of a finished game came to
	// rest, so the final position is seen before the result.
	endWait time.Duration
	// announced is set once the end of the game has been sounded.
	announced bool
	// hint is the agent asked for the best move (H), hintMove its answer.
	hint     *computer.Turn
	hintMove rules.Move
	// cue is the computer's thinking shown; noticeAge is how long the
	// notice has been up.
	cue       thinkingCue
	noticeAge time.Duration
	// drawnButtons are the buttons as the screen shows them (see
	// DrawPart).
	drawnButtons [4]kit.Button
	// layers keep what the scene shows as images (see board.Layers).
	layers board.Layers
	// ownsSave is set once the saved game is this scene's game: resumed
	// from it, or saved with a move. Until then the game saved before (an
	// older game the player may still want to resume) is left alone.
	ownsSave bool
	// restFrame is the frame (Context.Frames) from which the board has
	// been at rest on screen, faded in and laid out; -1 while it is not.
	restFrame int64
	// marked are the board's marks as of the last Update: when they
	// change the board is drawn again, whether the pointer changed them
	// (a ghost, a dragged man) or anything else.
	marked board.Marks
	// refused is the last choice that made no move, and why (feedback.go);
	// clock is this tick's time (Context.Now), which its shake and its
	// reason are timed by.
	refused refusal
	clock   time.Time
	// spoken is the language the buttons' labels were made in: another
	// (the settings changed it) makes them again.
	spoken *lang.Lang
}

// maxQueued is how many presses are kept while a stone moves: enough for a
// man and its point, and the next player's quick answer.
const maxQueued = 4

// Button indices in playScene.buttons.
const (
	btnUndo = iota
	btnRedo
	btnMenu
	btnHint
)

// framesBeforeThinking is how many frames the computer lets pass after the
// board came to rest before it starts to think: about 70 ms, well inside
// the pause it makes before its move shows anyway (minThink).
const framesBeforeThinking = 4

// noticeTime is how long a notice stays up if the player does nothing.
const noticeTime = 12 * time.Second

// endPause is how long the final position of a game shows before the
// result.
const endPause = 1100 * time.Millisecond

// New starts the play scene: a new game for two players or against the
// computer, or the saved game resumed. Without a saved game, ModeResume
// starts a new game. The menu's Title, and the result's, go back to home.
func New(app *app.App, home app.Home, mode Mode) scenes.Scene {
	p := &Scene{app: app, home: home, hand: board.NewChooser(), hover: rules.NoPoint, restFrame: -1, marked: board.NoMarks()}
	app.SetAsideBadSave(true)
	if mode == ModeResume {
		if s, g := app.SavedGame(); s != nil {
			p.game = g
			p.computer, p.computerWhite = s.Computer, s.ComputerWhite
			p.played = time.Duration(s.Seconds * float64(time.Second))
			p.board.Shown = g.Ply()
			p.ownsSave = true
			if c := s.Clocks; !c.Control.Off() {
				p.clocks = clock.Resume(c.Control, c.Left[rules.White], c.Left[rules.Black])
			}
		}
	}
	if p.game == nil {
		// A fresh game replaces the saved one with its first move, not
		// now: a player who only looks, or goes back, still has it.
		p.game = rules.NewGame(app.Settings.VariantRules())
		p.computer = mode == ModeComputer
		p.computerWhite = app.Settings.ComputerWhite
		p.setClocks(app.Settings.TimeControl())
	}
	p.board = board.NewView(app, p.game, p.board.Shown)
	p.setAgents()
	p.spoken = app.Lang()
	p.notice = app.TakeNotice()
	p.moveList.Follow = true
	if m := p.game.Moves(); len(m) > 0 {
		p.hand.Cursor = m[len(m)-1].To()
	}
	return p
}

// setAgents gives the computer its side, if there is a computer player.
func (p *Scene) setAgents() {
	p.agents = [2]*computer.Turn{}
	if !p.computer || p.app.NewAgent == nil {
		return
	}
	if p.app.Autoplay != nil {
		// The computer against itself, for measurement.
		for _, side := range []rules.Color{rules.White, rules.Black} {
			p.agents[side] = &computer.Turn{Agent: p.app.NewAgent(p.game.Variant(), p.app.Settings)}
		}
		return
	}
	side := rules.Black
	if p.computerWhite {
		side = rules.White
	}
	if a := p.app.NewAgent(p.game.Variant(), p.app.Settings); a != nil {
		p.agents[side] = &computer.Turn{Agent: a}
	}
}

// Leave stops the computer thinking when the scene is left, and keeps
// the time on the clocks, which a save after the last move did not.
func (p *Scene) Leave() {
	p.cancelAgents()
	p.cue.stop()
	if p.clocks != nil && p.ownsSave && !p.game.Result().Over() {
		p.save()
	}
}

// Release implements scenes.Releaser: the layers' images go, and so do
// the computer players' engines, to serve the next game.
func (p *Scene) Release() {
	p.layers.Release()
	for _, a := range append(p.agents[:], p.hint) {
		if a == nil {
			continue
		}
		a.Release()
	}
}

func (p *Scene) cancelAgents() {
	for _, a := range p.agents {
		if a != nil {
			a.Cancel()
		}
	}
	if p.hint != nil {
		p.hint.Cancel()
	}
	p.hintMove = 0
}

// playedTime is the time the game has been played.
func (p *Scene) playedTime() time.Duration { return p.played }

// save keeps the game after every move, so that closing the window loses
// nothing. A game without a move replaces nothing, unless it was the saved
// game (taken back to its start). A failure is told, not fatal.
func (p *Scene) save() {
	if p.game.Ply() == 0 && !p.ownsSave {
		return
	}
	p.ownsSave = true
	if err := p.app.SaveTimedGame(p.game, p.computer, p.computerWhite, p.playedTime(), p.savedClocks()); err != nil {
		p.notice = p.app.Lang().T("play.notice.save_failed", "Error", err.Error())
	}
}

// animating reports whether the board has not caught up with the game.
func (p *Scene) animating() bool {
	return p.board.Moving() || p.board.Shown != p.game.Ply()
}

// toMove is the side whose ply it is.
func (p *Scene) toMove() rules.Color {
	pos := p.game.Position()
	return pos.SideToMove()
}

// humanTurn reports whether a person is to play now.
func (p *Scene) humanTurn() bool {
	return !p.game.Result().Over() && p.agents[p.toMove()] == nil
}

// Layout implements Scene.
func (p *Scene) Layout(w, h int, scale float64) {
	first := !p.laid
	p.lay = board.NewLayout(w, h, scale).OnBoard(p.game.Variant().Board())
	p.laid = true
	p.layClocks()
	p.restFrame = -1
	if first {
		// A scene being faded to is drawn before its first Update, which
		// asks for the board's images at this size every tick.
		board.ArtOf(p.app).Want(board.ArtKeyFor(&p.lay, p.game.Variant()))
	}
}

// Update implements Scene. Pointer motion alone draws nothing (see
// Input.Active): the board is drawn again when its marks change, and the
// cursor is a hand over a point that can be chosen.
func (p *Scene) Update(ctx *scenes.Context) error {
	p.clock = ctx.Now
	p.speak(ctx)
	p.followMouse(ctx)
	err := p.update(ctx)
	p.updateFeedback(ctx)
	if m := p.marks(); m != p.marked {
		// Marks shown or gone, and a man carried to another place, are
		// drawn where they change (DrawPart).
		ctx.RedrawPart()
		p.marked = m
	}
	if p.menu == nil && p.hover != rules.NoPoint && p.humanTurn() && p.clickable(p.hover) {
		ctx.ShowHand()
	}
	return err
}

// speak makes the labels again in the language of the moment when it is
// not the one they were made in, and draws the scene again with them.
func (p *Scene) speak(ctx *scenes.Context) {
	if p.spoken == p.app.Lang() {
		return
	}
	p.spoken = p.app.Lang()
	p.setButtons()
	if p.menu != nil {
		p.menu.label(p.spoken)
	}
	ctx.Redraw()
}

// followMouse keeps hover on the point under the mouse, whatever the scene
// is doing, so the marks are right as soon as the player may act. Fingers
// have no hover.
func (p *Scene) followMouse(ctx *scenes.Context) {
	ptr := ctx.Input.Pointer
	if ptr.Touch || !p.laid {
		return
	}
	p.hover = rules.NoPoint
	if pt, ok := p.lay.Nearest(ptr.X, ptr.Y); ok && ptr.Present {
		p.hover = pt
	}
}

func (p *Scene) update(ctx *scenes.Context) error {
	if board.ArtOf(p.app).Request(board.ArtKeyFor(&p.lay, p.game.Variant()), ctx.Now) {
		ctx.Redraw()
		p.restFrame = -1
	}
	in := ctx.Input
	p.ageNotice(ctx)
	p.tickClocks(ctx)
	if p.menu != nil {
		return p.updateMenu(ctx)
	}
	if in.Just(scenes.ActBack) {
		p.openMenu()
		ctx.Redraw()
		return nil
	}
	if !p.game.Result().Over() {
		p.played += ctx.Delta
	}
	p.board.Target = p.game.Ply()
	p.board.Step(ctx)
	p.updateButtons(ctx)
	if p.game.Result().Over() {
		return p.updateEnd(ctx)
	}
	// A mill's flash is motion too: each of its frames is drawn whole, and
	// the computer, which has a man to remove, would think through them.
	if p.animating() || p.millGlowing() || ctx.Fading {
		p.restFrame = -1
	} else if p.restFrame < 0 {
		p.restFrame = ctx.Frames
	}
	if a := p.agents[p.toMove()]; a != nil {
		p.updateComputer(ctx, a)
		return nil
	}
	p.cue.update(ctx, false)
	p.updateHint(ctx)
	if p.animating() {
		p.queuePress(in.Pointer)
		return nil
	}
	if p.chooseQueued(ctx) {
		return nil
	}
	p.autoPass()
	p.updatePointer(ctx)
	return nil
}

// ageNotice takes the notice away once the player acts, or after a while.
func (p *Scene) ageNotice(ctx *scenes.Context) {
	if p.notice == "" {
		return
	}
	p.noticeAge += ctx.Delta
	if ctx.Input.Pointer.Pressed || p.noticeAge > noticeTime {
		p.notice, p.noticeAge = "", 0
		ctx.Redraw()
	}
}

// updateComputer runs a tick of the computer's turn. It starts thinking
// once the board at rest has been on the screen for a few frames: the
// scene has faded in, the last move (and its mill's flash) is over, and
// the frame showing it is behind; in the browser the search shares the
// one thread with the frames, and must not add to those. The frames count
// from the board's rest, not from the last whole drawing, which the
// pointer causes too: a player who keeps the mouse moving must not keep
// the computer waiting.
func (p *Scene) updateComputer(ctx *scenes.Context, a *computer.Turn) {
	rested := p.restFrame >= 0 && ctx.Frames-p.restFrame >= framesBeforeThinking
	a.Limit = p.thinkLimit(p.toMove())
	if !p.animating() && (a.Thinking() || rested) {
		if m, ok := a.Step(p.game, ctx.Delta); ok {
			p.play(m)
		}
	}
	if a.Thinking() {
		ctx.KeepAwake()
	}
	p.cue.update(ctx, a.Thinking())
}

// queuePress keeps a point pressed while a move animates: the board does
// not change under the player, but the point is chosen when the stone has
// landed, so quick players lose no clicks.
func (p *Scene) queuePress(ptr scenes.Pointer) {
	p.hand.CancelDrag()
	if pt, ok := p.lay.Nearest(ptr.X, ptr.Y); ok && ptr.Pressed && p.humanTurn() && len(p.queued) < maxQueued {
		p.queued = append(p.queued, pt)
	}
}

// chooseQueued chooses the next point pressed while a stone moved, one a
// tick, in order: a choice may start another animation, and the rest wait
// for it. It reports whether it chose one.
func (p *Scene) chooseQueued(ctx *scenes.Context) bool {
	if len(p.queued) == 0 {
		return false
	}
	pt := p.queued[0]
	p.queued = p.queued[1:]
	if !p.humanTurn() {
		p.queued = nil
		return false
	}
	pos := p.game.Position()
	p.take(ctx, p.hand.Choose(&pos, pt))
	ctx.RedrawPart()
	return true
}

// updateEnd waits a moment on the final position, sounds the end and goes
// to the result.
func (p *Scene) updateEnd(ctx *scenes.Context) error {
	if p.animating() {
		return nil
	}
	if !p.announced {
		p.announced = true
		if p.game.Result().Outcome == rules.Draw {
			p.app.PlaySound(audio.Draw)
		} else {
			p.app.PlaySound(audio.Win)
		}
		p.save()
		p.countGame(ctx)
	}
	before := p.endWait
	p.endWait += ctx.Delta
	if before < endPause && p.endWait >= endPause {
		ctx.GoTo(newResult(p.app, p.home, p.game, p.playedTime(), p.computer, p.computerWhite))
	}
	return nil
}

// autoPass plays the pass of a side that cannot move under the rule that
// lets it pass: there is nothing for the player to choose.
func (p *Scene) autoPass() {
	moves := p.game.LegalMoves()
	if len(moves) == 1 && moves[0].Kind() == rules.PassMove {
		p.notice = p.app.Lang().T(bySide(p.toMove(), "play.notice.passes.white", "play.notice.passes.black"))
		p.play(rules.Pass)
	}
}

// play makes a move chosen by a player, saves, and starts its animation.
func (p *Scene) play(m rules.Move) {
	mover := p.toMove()
	if err := p.game.Play(m); err != nil {
		// Only legal moves are offered; this is a bug, said rather than
		// crashed on.
		p.notice = err.Error()
		return
	}
	p.clockMoved(mover)
	p.hand.Selected = rules.NoPoint
	p.refused = refusal{}
	p.board.Target = p.game.Ply()
	p.board.CatchUp()
	p.setButtons()
	p.hintMove = 0
	if p.hint != nil {
		p.hint.Cancel()
	}
	p.moveList.Follow = true
	p.save()
	if p.app.Autoplay != nil {
		p.app.Autoplay.Played(p.game)
	}
}

// canUndo reports whether there is a move of a person's to take back.
// Against the computer its moves alone are not: undoing its opening move as
// White would only see it played again.
func (p *Scene) canUndo() bool {
	if p.game.Result().Over() {
		return false
	}
	for i := p.game.Ply() - 1; i >= 0; i-- {
		pos := p.game.PositionAt(i)
		if p.agents[pos.SideToMove()] == nil {
			return true
		}
	}
	return false
}

// undo takes back the last ply, or against the computer everything back to
// the player's last turn.
func (p *Scene) undo() {
	if !p.canUndo() {
		return
	}
	p.cancelAgents()
	p.game.Undo()
	for p.game.CanUndo() && p.agents[p.toMove()] != nil {
		p.game.Undo()
	}
	p.afterHistoryChange()
	p.app.PlaySound(audio.Click)
}

// redo plays the undone plies again, up to the player's next turn.
func (p *Scene) redo() {
	if !p.game.CanRedo() {
		return
	}
	p.cancelAgents()
	p.game.Redo()
	for p.game.CanRedo() && p.agents[p.toMove()] != nil {
		p.game.Redo()
	}
	p.moveList.Follow = true
	p.save()
	if p.app.Autoplay != nil {
		p.app.Autoplay.Played(p.game)
	}
}

// afterHistoryChange snaps the board to the game after an undo or restart.
func (p *Scene) afterHistoryChange() {
	p.board.Snap(p.game.Ply())
	p.queued = nil
	p.hand.Reset()
	p.announced, p.endWait = false, 0
	p.moveList.Follow = true
	p.restFrame = -1 // the board jumps: a whole drawing is on its way
	p.save()
}

// restart begins a new game of the variant in the settings.
func (p *Scene) restart() {
	p.cancelAgents()
	p.game = rules.NewGame(p.app.Settings.VariantRules())
	p.computerWhite = p.app.Settings.ComputerWhite
	p.setAgents()
	p.board = board.NewView(p.app, p.game, 0)
	p.played = 0
	p.setClocks(p.app.Settings.TimeControl())
	// Like a new game from the title: the game left behind stays saved
	// until this one has a move.
	p.ownsSave = false
	p.afterHistoryChange()
	p.notice = ""
}

// updatePointer hands the tick's clicks, taps, drags and keys on the
// board to the player's hand, and acts on what they chose.
func (p *Scene) updatePointer(ctx *scenes.Context) {
	pos := p.game.Position()
	p.take(ctx, p.hand.Update(ctx.Input, &p.lay, &pos))
}

// take acts on a choice of the hand: plays its move (a man carried lands
// where it was let go), sounds a man chosen, or tells a refusal.
func (p *Scene) take(ctx *scenes.Context, ch board.Choice) {
	if ch.Changed {
		ctx.RedrawPart()
	}
	if ch.Touched {
		p.refused = refusal{}
	}
	if ch.Picked {
		p.app.PlaySound(audio.Click)
	}
	switch {
	case ch.Move != 0:
		if ch.Dropped {
			p.board.Dropped = p.game.Ply()
		}
		p.play(ch.Move)
	case ch.Refusal.Kind != rules.RefuseNone:
		p.refused = refusal{why: ch.Refusal, at: ch.Refusal.To, since: p.clock}
	case ch.Wood:
		p.refused = refusal{wood: true, at: rules.NoPoint, since: p.clock}
	}
}

// updateButtons handles Undo, Redo, Menu and Hint on screen.
func (p *Scene) updateButtons(ctx *scenes.Context) {
	p.setButtons()
	in := ctx.Input
	clicked := -1
	for i := range p.buttons[:p.buttonCount()] {
		if c, _ := p.buttons[i].HandlePart(ctx); c {
			clicked = i
		}
	}
	if p.moveList.Update(in, p.lay.Moves, p.lay.Text) || in.Wheel != 0 {
		ctx.Redraw()
	}
	// The keys work on the computer's turn too: undo is how a player takes
	// back a move the computer is answering.
	over := p.game.Result().Over()
	switch {
	case in.Just(scenes.ActUndo) && !over:
		clicked = btnUndo
	case in.Just(scenes.ActRedo) && !over:
		clicked = btnRedo
	case in.Just(scenes.ActHint):
		clicked = btnHint
	}
	if clicked >= 0 {
		ctx.Redraw()
	}
	switch clicked {
	case btnUndo:
		p.undo()
	case btnRedo:
		p.redo()
	case btnMenu:
		p.app.PlaySound(audio.Click)
		p.openMenu()
	case btnHint:
		p.askHint()
	}
}

// setButtons lays the buttons out and enables those that can act now.
func (p *Scene) setButtons() {
	rects := p.lay.ButtonRects(p.buttonCount())
	words := p.app.Lang()
	labels := []string{words.T("play.button.undo"), words.T("play.button.redo"), words.T("play.button.menu"), words.T("play.button.hint")}
	for i := range p.buttons {
		b := &p.buttons[i]
		b.Label = labels[i]
		if i < len(rects) {
			b.Rect = rects[i]
		} else {
			b.Rect = kit.Rect{}
		}
	}
	over := p.game.Result().Over()
	p.buttons[btnUndo].Disabled = !p.canUndo()
	p.buttons[btnRedo].Disabled = !p.game.CanRedo() || over
	p.buttons[btnHint].Disabled = !p.humanTurn()
}

// buttonCount is 4 with a hint button (when there is a computer player to
// ask), else 3.
func (p *Scene) buttonCount() int {
	if p.hints() {
		return 4
	}
	return 3
}

// hints reports whether there is a computer player to ask for a hint.
func (p *Scene) hints() bool { return p.app.NewAgent != nil }

// askHint asks a computer player for the best move for the person to move.
func (p *Scene) askHint() {
	if !p.hints() || !p.humanTurn() {
		return
	}
	if p.hint == nil {
		s := p.app.Settings
		s.Level = ai.Master.String()
		// A hint is wanted now: the Master's full time may be half a
		// minute when the player chose a patient opponent.
		s.Think = min(s.Think, hintThinkTime)
		a := p.app.NewAgent(p.game.Variant(), s)
		if a == nil {
			return
		}
		p.hint = &computer.Turn{Agent: a}
	}
	p.hint.Cancel()
	p.hintMove = 0
	p.hint.Step(p.game, 0)
}

// hintThinkTime is the most a hint thinks.
const hintThinkTime app.ThinkTime = 2500

// updateHint collects the hint once it is ready.
func (p *Scene) updateHint(ctx *scenes.Context) {
	if p.hint == nil || !p.hint.Thinking() {
		return
	}
	// "Looking for a good move…" stands still: no redraw until the answer.
	ctx.KeepAwake()
	if m, ok := p.hint.Step(p.game, ctx.Delta); ok {
		p.hintMove = m
		ctx.Redraw()
		v, known := ai.TableVerdict(p.game.Position())
		announceHint(m, v, known)
	}
}

// Computer reports whether the computer plays one side of the game.
func (p *Scene) Computer() bool { return p.computer }

// millGlowing reports whether a mill just formed is lighting up.
func (p *Scene) millGlowing() bool {
	glowing, _ := p.board.MillGlowing()
	return glowing
}
