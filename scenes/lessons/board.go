package lessons

import (
	"image"
	"slices"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/ninemen/morris/ai"
	"github.com/ninemen/morris/audio"
	"github.com/ninemen/morris/learn"
	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/app"
	bd "github.com/ninemen/morris/scenes/board"
	"github.com/ninemen/morris/scenes/computer"
	"github.com/ninemen/morris/scenes/kit"
	"github.com/ninemen/morris/scenes/say"
)

// stage is where the player is in a step.
type stage int

const (
	// playing: a move step waits for the player's turn.
	playing stage = iota
	// praised: the right turn is played; its reply and a short pause
	// come before the next step.
	praised
	// reading: a note waits for Continue.
	reading
	// gaming: the lesson's last game against the Beginner.
	gaming
	// over: that game has ended.
	over
	// finished: every step is passed.
	finished
)

// Buttons of the board, by what they do.
const (
	btnHint = iota
	btnContinue
	btnNext
	btnBack
	btnCount
)

// goOnPause is how long the praise stays before the next step: the
// player reads the word for their turn.
const (
	goOnPause = 1200 * time.Millisecond
)

// hintThink is the most the game's hint thinks: it is wanted now.
const hintThink app.ThinkTime = 1500

// feedback is what the status says of the player's last turn.
type feedback int

const (
	noFeedback feedback = iota
	praise
	refusal
)

// board is a lesson on the board.
type board struct {
	s   *Scene
	run *learn.Run
	// game is the step's game as played on the board, a clone of the
	// run's; turnStart is the ply the player's turn began at.
	game      *rules.Game
	turnStart int
	view      bd.View
	lay       bd.Layout
	layers    bd.Layers
	stage     stage
	// said is the word on the player's last turn, of kind fb.
	said string
	fb   feedback
	// replies are the opponent's turns waiting to be played; wait is
	// the time the praise has stood.
	replies bd.Replies
	wait    time.Duration
	// hint is the point the hint shows, NoPoint without one.
	hint rules.Point
	// The game's computer players: the Beginner, and the hint.
	agent, hinter *computer.Turn
	// hand is the player's choosing of men and points (bd.Chooser);
	// marked the marks last drawn, to draw a carried man as it moves.
	hand    bd.Chooser
	marked  bd.Marks
	buttons [btnCount]kit.Button
	// announced is the state last announced (see announce).
	announced string
}

func newBoard(s *Scene, run *learn.Run) *board {
	b := &board{s: s, run: run, hand: bd.NewChooser()}
	b.setStep()
	return b
}

// setStep sets the run's current step up on the board.
func (b *board) setStep() {
	b.stop()
	b.game = b.run.Game().Clone()
	b.view = bd.NewView(b.s.app, b.game, b.game.Ply())
	b.turnStart = b.game.Ply()
	b.replies.Set()
	b.wait = 0
	b.hint, b.said, b.fb = rules.NoPoint, "", noFeedback
	b.hand.Reset()
	switch b.run.Kind() {
	case learn.NoteStep:
		b.stage = reading
	case learn.GameStep:
		b.stage = gaming
		if b.s.app.NewAgent == nil {
			// No computer to play against (a test's app): the step reads
			// as a note.
			b.stage = reading
			break
		}
		st := b.s.app.Settings
		st.Level = learn.Opponent.String()
		b.agent = &computer.Turn{Agent: b.s.app.NewAgent(b.game.Variant(), st)}
	default:
		b.stage = playing
	}
}

func (b *board) layout(w, h int, scale float64) {
	b.lay = bd.NewLayout(w, h, scale)
	bd.ArtOf(b.s.app).Want(bd.ArtKeyFor(&b.lay, b.game.Variant()))
}

// stop stops the computer players thinking.
func (b *board) stop() {
	for _, t := range []*computer.Turn{b.agent, b.hinter} {
		if t != nil && t.Agent != nil {
			t.Cancel()
		}
	}
}

// release stops and lets go of the computer players and the layers.
func (b *board) release() {
	b.stop()
	for _, t := range []*computer.Turn{b.agent, b.hinter} {
		if t != nil && t.Agent != nil {
			t.Release()
		}
	}
	b.layers.Release()
}

// playerTurn reports whether the player, White, is to play now.
func (b *board) playerTurn() bool {
	pos := b.game.Position()
	return (b.stage == playing || b.stage == gaming) && !b.replies.Waiting() && !pos.Result().Over() &&
		pos.SideToMove() == rules.White && !b.view.Animating()
}

func (b *board) update(ctx *scenes.Context) {
	defer b.announce()
	if bd.ArtOf(b.s.app).Request(bd.ArtKeyFor(&b.lay, b.game.Variant()), ctx.Now) {
		ctx.Redraw()
	}
	b.view.Target = b.game.Ply()
	b.view.Step(ctx)
	if b.updateButtons(ctx) {
		return
	}
	if b.playReplies(ctx) {
		return
	}
	switch b.stage {
	case praised:
		b.goOn(ctx)
		return
	case gaming:
		b.updateGame(ctx)
	}
	if b.playerTurn() {
		b.updateHand(ctx)
	}
}

// playReplies plays the turns waiting, each after a pause once the board
// rests; it reports whether any waits.
func (b *board) playReplies(ctx *scenes.Context) bool {
	waiting, played := b.replies.Step(ctx, b.game, &b.view)
	if played {
		b.turnStart = b.game.Ply()
	}
	return waiting
}

// goOn passes to the next step once the praise has stood a moment on a
// board at rest.
func (b *board) goOn(ctx *scenes.Context) {
	if b.view.Animating() {
		return
	}
	b.wait += ctx.Delta
	if b.wait < goOnPause {
		return
	}
	b.next(ctx)
}

// next goes on to the next step, or ends the lesson after its last.
func (b *board) next(ctx *scenes.Context) {
	if !b.run.Next() {
		return
	}
	ctx.RedrawPart()
	if b.run.Done() {
		b.finish(ctx)
		if b.stage != gaming && b.stage != over {
			// The game goes on: the lesson is passed as it begins.
			b.stage = finished
		}
		return
	}
	b.setStep()
}

// finish counts the lesson done and keeps it.
func (b *board) finish(ctx *scenes.Context) {
	id := b.run.Lesson().ID
	if b.s.pr.Has(id) {
		return
	}
	b.s.pr.Mark(id)
	b.s.save(ctx)
}

// try plays move m of the player's turn if the lesson takes it: a turn
// that owes its removal waits for it, a whole turn is judged, and a wrong
// one is taken back with the reason.
func (b *board) try(ctx *scenes.Context, m rules.Move) {
	g := b.game.Clone()
	if g.Play(m) != nil {
		return
	}
	b.hint = rules.NoPoint
	if b.stage == gaming {
		b.playMove(ctx, m)
		return
	}
	turn := append(slices.Clone(b.game.Moves()[b.turnStart:]), m)
	pos := g.Position()
	owed := !pos.Result().Over() && pos.SideToMove() == rules.White
	v := b.run.Try(turn)
	switch {
	case owed && v.More:
		b.said, b.fb = "", noFeedback
		b.playMove(ctx, m)
	case v.Right:
		b.playMove(ctx, m)
		b.said, b.fb = b.say(v.Praise), praise
		b.stage = praised
		if len(v.Reply) > 0 {
			b.replies.Set(v.Reply)
		}
	default:
		b.refuse(ctx, v)
	}
}

// playMove plays m on the board, animated.
func (b *board) playMove(ctx *scenes.Context, m rules.Move) {
	if b.game.Play(m) != nil {
		return
	}
	b.view.Target = b.game.Ply()
	b.view.CatchUp()
	ctx.RedrawPart()
	if pos := b.game.Position(); b.stage == gaming && b.run.Kind() == learn.GameStep && pos.SideToMove() != rules.White {
		// The game has begun: the lesson is passed, whatever the result.
		b.next(ctx)
	}
}

// refuse takes the player's turn back to its start and says why it is
// not the step's: the rules' refusal first, when they have one, then the
// lesson's reason.
func (b *board) refuse(ctx *scenes.Context, v learn.Verdict) {
	for b.game.Ply() > b.turnStart && b.game.CanUndo() {
		b.game.Undo()
	}
	b.view.Snap(b.game.Ply())
	l := b.s.app.Lang()
	b.said = b.say(v.Reason)
	if v.Refusal.Kind != rules.RefuseNone {
		b.said = say.Refusal(l, v.Refusal) + " " + b.said
	}
	b.fb = refusal
	ctx.RedrawPart()
}

// refuseRule says the rules' refusal of a choice on the board.
func (b *board) refuseRule(ctx *scenes.Context, why rules.Refusal) {
	b.said, b.fb = say.Refusal(b.s.app.Lang(), why), refusal
	ctx.RedrawPart()
}

// say words a text of the lesson's.
func (b *board) say(t learn.Text) string {
	l := b.s.app.Lang()
	if t.Plural {
		return l.N(t.ID, t.Count, t.Args...)
	}
	return l.T(t.ID, t.Args...)
}

// updateGame runs the Beginner's side of the last game, and the hint.
func (b *board) updateGame(ctx *scenes.Context) {
	if b.game.Result().Over() {
		b.stage = over
		b.stop()
		b.s.app.PlaySound(audio.Win)
		ctx.RedrawPart()
		return
	}
	if b.hinter != nil && b.hinter.Thinking() {
		ctx.KeepAwake()
		if m, ok := b.hinter.Step(b.game, ctx.Delta); ok {
			b.hint = m.From()
			if m.Kind() != rules.SlideMove {
				b.hint = m.To()
			}
			ctx.RedrawPart()
		}
	}
	if b.view.Animating() {
		return
	}
	if pos := b.game.Position(); pos.SideToMove() == rules.White {
		// A player shut in under the rule that a blocked side passes has
		// nothing to choose: the pass is played for them.
		if moves := b.game.LegalMoves(); len(moves) == 1 && moves[0].Kind() == rules.PassMove {
			b.playMove(ctx, moves[0])
		}
		return
	}
	ctx.KeepAwake()
	if m, ok := b.agent.Step(b.game, ctx.Delta); ok {
		b.game.Play(m)
		b.turnStart = b.game.Ply()
		b.view.Target = b.game.Ply()
		b.view.CatchUp()
		ctx.RedrawPart()
	}
}

// giveHint shows a right turn: the man to move, or the point to place
// on. In the game the Master is asked.
func (b *board) giveHint() {
	if b.stage == gaming {
		if b.hinter == nil {
			st := b.s.app.Settings
			st.Level, st.Think = ai.Master.String(), min(st.Think, hintThink)
			b.hinter = &computer.Turn{Agent: b.s.app.NewAgent(b.game.Variant(), st)}
		}
		b.hinter.Cancel()
		b.hinter.Step(b.game, 0)
		return
	}
	// The turn so far, a mill closed, owes a removal: hint the one the
	// step accepts.
	done := b.game.Moves()[b.turnStart:]
	for _, t := range b.run.Accepted() {
		if len(t) > len(done) && slices.Equal(t[:len(done)], done) {
			m := t[len(done)]
			b.hint = m.To()
			if m.Kind() == rules.SlideMove {
				b.hint = m.From()
				if b.hand.Selected == m.From() {
					b.hint = m.To()
				}
			}
			return
		}
	}
}

// setButtons says which buttons the stage offers, laid along the row.
func (b *board) setButtons() []int {
	var on []int
	switch b.stage {
	case playing, gaming, praised:
		// The hint stays in its place, dimmed, while a turn is praised:
		// the row does not move under the player's finger.
		on = []int{btnHint, btnBack}
	case reading:
		on = []int{btnContinue, btnBack}
	case finished, over:
		on = []int{btnBack}
		if b.nextLesson() != "" {
			on = []int{btnNext, btnBack}
		}
	}
	l := b.s.app.Lang()
	labels := [btnCount]string{l.T("lessons.button.hint"), l.T("lessons.button.continue"), l.T("lessons.button.next"), l.T("lessons.button.lessons")}
	rects := b.lay.ButtonRects(len(on))
	for i := range b.buttons {
		b.buttons[i].Label = labels[i]
		b.buttons[i].Rect = kit.Rect{}
	}
	for k, i := range on {
		b.buttons[i].Rect = rects[k]
	}
	b.buttons[btnHint].Disabled = !b.playerTurn()
	return on
}

// nextLesson is the id of the lesson after this one, empty after the last.
func (b *board) nextLesson() string {
	ls := b.s.lessons
	i := slices.IndexFunc(ls, func(l learn.Lesson) bool { return l.ID == b.run.Lesson().ID })
	if i < 0 || i+1 >= len(ls) {
		return ""
	}
	return ls[i+1].ID
}

// updateButtons runs the buttons and their keys; it reports whether one
// acted.
func (b *board) updateButtons(ctx *scenes.Context) bool {
	clicked := -1
	on := b.setButtons()
	for _, i := range on {
		if b.buttons[i].Handle(ctx) {
			clicked = i
		}
		if b.buttons[i].Hover && !b.buttons[i].Disabled {
			ctx.ShowHand()
		}
	}
	in := ctx.Input
	switch {
	case in.Just(scenes.ActBack):
		clicked = btnBack
	case in.Just(scenes.ActHint) && slices.Contains(on, btnHint) && b.playerTurn():
		clicked = btnHint
	case in.Just(scenes.ActConfirm) && (slices.Contains(on, btnContinue) || slices.Contains(on, btnNext)):
		clicked = btnContinue
		if slices.Contains(on, btnNext) {
			clicked = btnNext
		}
	}
	if clicked < 0 {
		return false
	}
	b.s.app.PlaySound(audio.Click)
	ctx.RedrawPart()
	switch clicked {
	case btnHint:
		b.giveHint()
	case btnContinue:
		b.next(ctx)
	case btnNext:
		b.release()
		b.s.Open(b.nextLesson())
	case btnBack:
		b.release()
		b.s.lesson = nil
		b.s.setHome()
	}
	return true
}

// marks are the signs on the board for the player.
func (b *board) marks() bd.Marks {
	m := bd.NoMarks()
	if !b.playerTurn() {
		return m
	}
	pos := b.game.Position()
	m.Removable = pos.Removable()
	b.hand.Mark(&m, &pos)
	if b.hint != rules.NoPoint {
		if _, man := pos.At(b.hint); man {
			m.Selected = b.hint
		} else {
			m.Hint = rules.Place(b.hint)
		}
	}
	return m
}

// status is the two lines over the board: the word on the last turn or
// the lesson's title, and the step it is at.
func (b *board) status() (main, help string) {
	l := b.s.app.Lang()
	title := l.T(b.run.Lesson().Title)
	step := l.T("lessons.step", "Step", b.run.Index()+1, "Steps", b.run.Steps())
	switch {
	case b.stage == over:
		r := b.game.Result()
		return say.Headline(l, r), say.Why(l, r)
	case b.stage == finished:
		return l.T("lessons.finished"), title
	case b.said != "":
		return b.said, title + " · " + step
	}
	return title, step
}

// text is the step's text, or what to do once the lesson is over.
func (b *board) text() string {
	l := b.s.app.Lang()
	switch b.stage {
	case finished, over:
		if b.nextLesson() == "" {
			return l.T("lessons.finished_all")
		}
		return l.T("lessons.finished_next")
	}
	return b.say(b.run.Text())
}

// boardKey is everything the layer over the glow shows.
type boardKey struct {
	board            bd.Key
	main, help, text string
	fb               feedback
	buttons          [btnCount]kit.Button
	lang             string
}

// DamageSince implements bd.OverDamager: the cards, the status, the
// step's text and the buttons where they changed. Buttons that move,
// another language or another screen is more than it places.
func (k boardKey) DamageSince(old any, l *bd.Layout) ([]image.Rectangle, bool) {
	o, ok := old.(boardKey)
	if !ok || !k.board.SameSurface(o.board) || k.lang != o.lang {
		return nil, false
	}
	rects, ok := bd.ButtonDamage(k.buttons[:], o.buttons[:], l)
	if !ok {
		return nil, false
	}
	if k.board.Position() != o.board.Position() {
		// The men in hand and taken are on the cards.
		rects = append(rects, bd.CardDamage(l, rules.White), bd.CardDamage(l, rules.Black))
	}
	if k.main != o.main || k.help != o.help || k.fb != o.fb {
		rects = append(rects, bd.PixelRect(l.Status).Inset(-2))
	}
	if k.text != o.text {
		// The step's text is in the move list's place, or the status's
		// where there is none (textLabels).
		rects = append(rects, bd.PixelRect(l.Moves).Inset(-2), bd.PixelRect(l.Status).Inset(-2))
	}
	return rects, true
}

// key is the board's marks and everything the layer over the glow shows.
func (b *board) key() (bd.Marks, boardKey) {
	marks := b.marks()
	k := boardKey{board: bd.KeyOf(b.s.app, &b.lay, &b.view, marks), buttons: b.buttons, lang: b.s.app.Lang().Code(), fb: b.fb}
	k.main, k.help = b.status()
	k.text = b.text()
	return marks, k
}

// drawPart draws what changed since the frame on the screen, false when
// it must be drawn whole.
func (b *board) drawPart(dst *ebiten.Image) bool {
	marks, k := b.key()
	_, ok := b.layers.Patch(dst, b.s.app, &b.lay, &b.view, marks, k, b.drawOver)
	return ok
}

func (b *board) draw(dst *ebiten.Image) {
	bd.ArtOf(b.s.app).Ready()
	marks, k := b.key()
	b.layers.Draw(dst, b.s.app, &b.lay, &b.view, marks, k, b.drawOver)
}

// drawOver draws the layer over the glow: the men, the cards, the status,
// the step's text and the buttons.
func (b *board) drawOver(img *ebiten.Image) {
	marks := b.marks()
	bd.DrawMen(img, b.s.app, &b.lay, &b.view, marks)
	bd.DrawCards(img, b.s.app, &b.lay, &b.view, b.view.Position(), [2]string{}, -1)
	main, help := b.statusLabels()
	clr := kit.ColorAccent
	if b.fb == refusal {
		clr = kit.ColorWarn
	}
	for _, l := range main {
		l.Draw(img, clr)
	}
	help.Draw(img, kit.ColorDim)
	for _, l := range b.textLabels() {
		l.Draw(img, kit.ColorText)
	}
	for i := range b.buttons {
		if b.buttons[i].Rect.W > 0 {
			b.buttons[i].Draw(img, b.s.app.Kit, b.lay.S, false)
		}
	}
}

// statusLabels are the status's lines: the main one, wrapped over the
// status's two lines when it must (a refusal may be two sentences) and
// then without the step's line under it, each shrunk to the status's
// width.
func (b *board) statusLabels() (main []kit.Label, help kit.Label) {
	f := b.s.app.Kit.Fonts
	if f == nil {
		return nil, kit.Label{}
	}
	m, h := b.status()
	r := b.lay.Status
	size := b.lay.Text * 1.15
	mf := f.Fit(kit.Regular, size, size*0.7, m, r.W)
	lines := []string{m}
	if kit.TextWidth(m, f.Face(kit.Regular, size*0.85)) > r.W {
		// Too long for one line at a size still read at a glance.
		mf = f.Face(kit.Regular, size*0.9)
		lines = kit.Wrap(m, mf, r.W)
		if len(lines) > 2 {
			mf = f.Fit(kit.Regular, size, size*0.55, m, r.W*2)
			lines = kit.Wrap(m, mf, r.W)
		}
	}
	y := r.Y
	for _, line := range lines[:min(len(lines), 2)] {
		main = append(main, kit.Label{Text: line, Face: mf, Box: kit.Rect{X: r.X, Y: y, W: r.W, H: size * 1.3}, Align: kit.AlignCenter})
		y += size * 1.3
	}
	if len(lines) == 1 {
		hf := f.Fit(kit.Italic, b.lay.Text, b.lay.Text*0.6, h, r.W)
		help = kit.Label{Text: h, Face: hf, Box: kit.Rect{X: r.X, Y: r.Y + size*1.35, W: r.W, H: b.lay.Text * 1.3}, Align: kit.AlignCenter}
	}
	return main, help
}

// textLabels are the step's text, wrapped to the room left for it.
func (b *board) textLabels() []kit.Label {
	f := b.s.app.Kit.Fonts
	r := b.lay.Moves
	if r.H <= 0 {
		r = b.lay.Status
	}
	t := b.text()
	for size := b.lay.Text * 1.1; ; size *= 0.92 {
		face := f.Face(kit.Regular, size)
		lines := kit.Wrap(t, face, r.W)
		lh := size * 1.35
		if float64(len(lines))*lh <= r.H || size < b.lay.Text*0.55 {
			out := make([]kit.Label, len(lines))
			y := r.Y + (r.H-float64(len(lines))*lh)/2
			for i, line := range lines {
				out[i] = kit.Label{Text: line, Face: face, Box: kit.Rect{X: r.X, Y: y, W: r.W, H: lh}, Align: kit.AlignCenter}
				y += lh
			}
			return out
		}
	}
}

func (b *board) labels() []kit.Label {
	if b.s.app.Kit.Fonts == nil {
		return nil
	}
	main, help := b.statusLabels()
	out := append(main, b.textLabels()...)
	if help.Text != "" {
		out = append(out, help)
	}
	for i := range b.buttons {
		if b.buttons[i].Rect.W > 0 && b.s.app.Kit.Fonts != nil {
			out = append(out, b.buttons[i].Labels(b.s.app.Kit.Fonts, b.lay.S)...)
		}
	}
	return out
}

// targets are where the board's buttons are ("button:hint", ...) and its
// points ("point:d2").
func (b *board) targets() map[string]image.Point {
	out := map[string]image.Point{}
	names := [btnCount]string{"hint", "continue", "next", "back"}
	for i := range b.buttons {
		if b.buttons[i].Rect.W > 0 {
			x, y := b.buttons[i].Rect.Center()
			out["button:"+names[i]] = image.Pt(int(x), int(y))
		}
	}
	for p := rules.Point(0); p < rules.NumPoints; p++ {
		x, y := b.lay.Point(p)
		out["point:"+p.String()] = image.Pt(int(x), int(y))
	}
	return out
}
