package puzzles

import (
	"context"
	"image"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/ninemen/morris/ai"
	"github.com/ninemen/morris/ai/egtb"
	"github.com/ninemen/morris/audio"
	"github.com/ninemen/morris/lang"
	"github.com/ninemen/morris/learn"
	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
	bd "github.com/ninemen/morris/scenes/board"
	"github.com/ninemen/morris/scenes/computer"
	"github.com/ninemen/morris/scenes/kit"
	"github.com/ninemen/morris/scenes/say"
)

// stage is where the player is in a puzzle.
type stage int

const (
	// solving: the player's turn, or the reply on its way.
	solving stage = iota
	// checking: the Master weighs a turn off the solution's line.
	checking
	// wrong: the turn was not a solution; the refutation is shown.
	wrong
	// solved: the last turn is played.
	solved
	// showing: the solution plays itself.
	showing
)

// Buttons of the board, by what they do.
const (
	btnHint = iota
	btnRetry
	btnSolution
	btnNext
	btnBack
	btnCount
)

// board is a puzzle on the board.
type board struct {
	s        *Scene
	p        *learn.Puzzle
	practice bool
	// card is the line of the card of the player's own mistakes on the
	// board, empty for a puzzle of the set: its result reschedules the
	// card (Progress.ReviewMistake) and leaves the rating alone, which is
	// for the set's puzzles. retired is set once the card leaves the deck,
	// and wait is how long until it comes back otherwise.
	card    string
	retired bool
	wait    time.Duration
	// counted is set once the attempt is in the progress: a failure
	// counts once, and what follows is practice.
	counted bool
	game    *rules.Game
	view    bd.View
	lay     bd.Layout
	layers  bd.Layers
	stage   stage
	// turnStart is the ply the player's turn started at; onLine is
	// whether every turn so far is the solution's.
	turnStart int
	onLine    bool
	// retryAt is the ply before the wrong turn, where Retry goes back to.
	retryAt int
	// replies are turns waiting to be played: the opponent's reply, or
	// the solution's turns while it shows.
	replies bd.Replies
	// hand is the player's choosing of men and points (bd.Chooser).
	hand    bd.Chooser
	hint    rules.Point
	refused string
	// change is the rating's change when the puzzle was solved, and
	// scored is set then: a puzzle solved after a failure is practice.
	change, before int
	scored         bool
	buttons        [btnCount]kit.Button
	// The Master's search, for turns off the line of a searched puzzle
	// and its replies: engine and its results, under search's lock.
	search computer.Search
	engine *ai.Engine
	judged bool
	good   bool
	reply  []rules.Move
	tb     *egtb.Tables
	// said is the state last announced (see announce).
	said string
	// marked are the board's marks as of the last update: a man carried
	// changes them every tick, and they are drawn again where they change
	// (DrawPart).
	marked bd.Marks
}

func newBoard(s *Scene, p *learn.Puzzle, practice bool) *board {
	b := &board{s: s, p: p, practice: practice, counted: practice, hand: bd.NewChooser(), hint: rules.NoPoint}
	b.restart()
	return b
}

// restart sets the puzzle's position up again.
func (b *board) restart() {
	b.game = rules.NewGameFrom(b.p.Position)
	b.view = bd.NewView(b.s.app, b.game, 0)
	b.stage, b.turnStart, b.onLine = solving, 0, true
	b.replies.Set()
	b.hint, b.refused = rules.NoPoint, ""
	b.hand.Reset()
	b.search.Cancel()
}

func (b *board) layout(w, h int, scale float64) {
	b.lay = bd.NewLayout(w, h, scale)
	bd.ArtOf(b.s.app).Want(bd.ArtKeyFor(&b.lay, b.game.Variant()))
}

// tables returns the endgame tables, nil while they load (a puzzle of
// the search needs none).
func (b *board) tables() *egtb.Tables {
	if b.tb == nil {
		b.tb = ai.StandardTables()
	}
	return b.tb
}

// solverTurn reports whether the player is to play now.
func (b *board) solverTurn() bool {
	pos := b.game.Position()
	return b.stage == solving && !b.replies.Waiting() && !pos.Result().Over() &&
		pos.SideToMove() == b.p.Position.SideToMove() && !b.view.Animating()
}

// loading reports whether a table puzzle waits for its tables.
func (b *board) loading() bool { return b.p.Source.Tables() && b.tables() == nil }

func (b *board) update(ctx *scenes.Context) {
	defer b.announce()
	defer b.remark(ctx)
	if bd.ArtOf(b.s.app).Request(bd.ArtKeyFor(&b.lay, b.game.Variant()), ctx.Now) {
		ctx.Redraw()
	}
	b.view.Target = b.game.Ply()
	b.view.Step(ctx)
	b.updateButtons(ctx)
	if b.s.puzzle != b {
		return
	}
	if b.loading() {
		// The browser fetches them between frames.
		ctx.KeepAwake()
		return
	}
	b.search.Tick()
	if b.stage == checking {
		ctx.KeepAwake()
		b.collect(ctx)
		return
	}
	if b.playReplies(ctx) || !b.solverTurn() {
		b.hand.CancelDrag()
		return
	}
	b.updateHand(ctx)
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

// play makes a move of the player's; a whole turn played is judged.
func (b *board) play(ctx *scenes.Context, m rules.Move) {
	if b.game.Play(m) != nil {
		return
	}
	b.hand.Selected, b.hint = rules.NoPoint, rules.NoPoint
	b.view.Target = b.game.Ply()
	b.view.CatchUp()
	ctx.RedrawPart()
	pos := b.game.Position()
	if !pos.Result().Over() && pos.SideToMove() == b.p.Position.SideToMove() {
		return // a removal is owed
	}
	b.judge(ctx)
}

// turn is the player's last turn and the position before it.
func (b *board) turn() (rules.Position, []rules.Move) {
	return b.game.PositionAt(b.turnStart), slices.Clone(b.game.Moves()[b.turnStart:])
}

// index is the index in the solution of the turn starting at turnStart:
// the turns played before it.
func (b *board) index() int {
	n := 0
	for _, t := range b.game.Turns() {
		if t.Start < b.turnStart {
			n++
		}
	}
	return n
}

// judge weighs the turn just played: the tables' distance for a table
// puzzle, the stored line or the Master's search for a searched one.
func (b *board) judge(ctx *scenes.Context) {
	before, t := b.turn()
	i := b.index()
	onLine := b.onLine && i < len(b.p.Solution) && slices.Equal(t, b.p.Solution[i])
	if b.p.Source.Tables() {
		best, _, _ := learn.BestTurns(b.tb, before)
		n, _ := learn.TurnMate(b.tb, before, t)
		if n != best {
			b.fail(ctx, b.tableReply())
			return
		}
		b.onLine = onLine
		b.next(ctx, b.tableReply())
		return
	}
	if onLine {
		b.next(ctx, b.lineReply(i))
		return
	}
	b.startCheck(before, t, i)
}

// tableReply is the tables' longest resistance from the position now.
func (b *board) tableReply() []rules.Move {
	pos := b.game.Position()
	if pos.Result().Over() {
		return nil
	}
	_, turns, ok := learn.BestTurns(b.tb, pos)
	if !ok || len(turns) == 0 {
		return nil
	}
	return turns[0]
}

// lineReply is the solution's reply to its turn i, nil after its last.
func (b *board) lineReply(i int) []rules.Move {
	if i+1 < len(b.p.Solution) {
		return b.p.Solution[i+1]
	}
	return nil
}

// next goes on after a good turn: the reply, or the puzzle solved.
func (b *board) next(ctx *scenes.Context, reply []rules.Move) {
	over := b.game.Result().Over()
	if over || reply == nil || !b.p.Source.Tables() && b.solverTurns() >= b.p.Turns() {
		b.win(ctx)
		return
	}
	b.replies.Set(reply)
}

// solverTurns counts the player's turns played.
func (b *board) solverTurns() int {
	n := 0
	for _, t := range b.game.Turns() {
		if t.Side == b.p.Position.SideToMove() {
			n++
		}
	}
	return n
}

// win ends the puzzle solved and counts it.
func (b *board) win(ctx *scenes.Context) {
	b.stage = solved
	b.s.app.PlaySound(audio.Win)
	if b.counted {
		return
	}
	b.counted = true
	b.scored = true
	if b.card != "" {
		b.reviewCard(ctx, true)
		return
	}
	b.before = int(math.Round(b.s.pr.Rating.R))
	b.s.pr.Record(b.p, true, ctx.Now)
	b.change = int(math.Round(b.s.pr.Rating.R)) - b.before
	b.s.save(ctx)
}

// reviewCard counts the showing of the card on the board, and keeps
// whether it left the deck or when it comes back.
func (b *board) reviewCard(ctx *scenes.Context, solved bool) {
	pr := b.s.pr
	i := slices.IndexFunc(pr.Mistakes, func(c learn.Card) bool { return c.Line == b.card })
	if i < 0 || pr.ReviewMistake(i, solved, ctx.Now) != nil {
		return
	}
	i = slices.IndexFunc(pr.Mistakes, func(c learn.Card) bool { return c.Line == b.card })
	b.retired = i < 0
	if !b.retired {
		b.wait = pr.Mistakes[i].Due.Sub(ctx.Now)
	}
	b.s.save(ctx)
}

// fail shows the refutation of a wrong turn and counts the failure once.
func (b *board) fail(ctx *scenes.Context, reply []rules.Move) {
	b.stage = wrong
	b.retryAt = b.turnStart
	if reply != nil {
		b.replies.Set(reply)
	}
	switch {
	case b.counted:
	case b.card != "":
		b.counted = true
		b.reviewCard(ctx, false)
	default:
		b.counted = true
		b.s.pr.Record(b.p, false, ctx.Now)
		b.s.save(ctx)
	}
	ctx.RedrawPart()
}

// startCheck has the Master weigh the turn t from before, off the
// solution's line, against the solution's turn i (or its own best move
// once the line is left), and find its reply: in the background, with
// the browser's frames drawn between slices of it.
func (b *board) startCheck(before rules.Position, t []rules.Move, i int) {
	b.stage = checking
	if b.engine == nil {
		b.engine = ai.NewEngine(16)
	}
	e, depth, after := b.engine, b.p.Source.Depth, b.game.Position()
	var ref []rules.Move
	if b.onLine && i < len(b.p.Solution) {
		ref = b.p.Solution[i]
	}
	b.search.Start(func() { b.judged = false }, func(ctx context.Context, yield func(), deliver func(func()) bool) {
		good := false
		got, err := learn.WorthYielding(ctx, e, before, t, depth, yield)
		if err == learn.ErrDecided {
			// A turn that ends the game, or forces it, is not a man won
			// the way the puzzle asks: the tables' puzzles are for that.
			q := learn.After(before, t)
			r := q.Result()
			w, won := r.Winner()
			good = won && w == before.SideToMove()
		} else if err == nil {
			want := 0
			if ref != nil {
				want, err = learn.WorthYielding(ctx, e, before, ref, depth, yield)
			} else {
				var r ai.Result
				r, err = learn.SearchYielding(ctx, e, before, depth, yield)
				want = r.Info.Score
			}
			good = err == nil && got >= want-learn.Margin
		}
		if ctx.Err() != nil {
			return
		}
		reply := masterTurn(ctx, e, after, depth, yield)
		deliver(func() { b.judged, b.good, b.reply = true, good, reply })
	})
}

// masterTurn is the Master's whole turn from p: its move and the
// removals it earns.
func masterTurn(ctx context.Context, e *ai.Engine, p rules.Position, depth int, yield func()) []rules.Move {
	var t []rules.Move
	side := p.SideToMove()
	for !p.Result().Over() && p.SideToMove() == side && len(t) < 4 {
		r, err := learn.SearchYielding(ctx, e, p, max(1, depth-1), yield)
		if err != nil {
			return nil
		}
		t = append(t, r.Move)
		p.Play(r.Move)
	}
	return t
}

// collect takes the Master's verdict on the turn once it is ready.
func (b *board) collect(ctx *scenes.Context) {
	var judged, good bool
	var reply []rules.Move
	b.search.Locked(func() { judged, good, reply = b.judged, b.good, b.reply })
	if !judged {
		return
	}
	b.stage = solving
	b.onLine = false
	if !good {
		b.fail(ctx, reply)
		return
	}
	b.next(ctx, reply)
	ctx.RedrawPart()
}

// retry takes the board back to the position before the wrong turn.
func (b *board) retry() {
	b.search.Cancel()
	for b.game.CanUndo() && b.game.Ply() > b.retryAt {
		b.game.Undo()
	}
	b.view.Snap(b.game.Ply())
	b.replies.Set()
	b.turnStart = b.game.Ply()
	b.stage = solving
	b.refused = ""
	b.onLine = b.followsLine()
}

// followsLine reports whether the game so far is the solution's line.
func (b *board) followsLine() bool {
	for i, t := range b.game.Turns() {
		if i >= len(b.p.Solution) || !slices.Equal(t.Moves, b.p.Solution[i]) {
			return false
		}
	}
	return true
}

// showSolution plays the stored line from the start.
func (b *board) showSolution() {
	b.restart()
	b.stage = showing
	b.replies.Set(slices.Clone(b.p.Solution)...)
}

// giveHint marks the man to move, or the point to place on, of a good
// turn: the solution's while the player follows it, else the tables'.
func (b *board) giveHint() {
	pos := b.game.Position()
	var t []rules.Move
	i := b.index()
	switch {
	case b.onLine && i < len(b.p.Solution):
		t = b.p.Solution[i]
	case b.p.Source.Tables():
		if _, turns, ok := learn.BestTurns(b.tb, pos); ok && len(turns) > 0 {
			t = turns[0]
		}
	}
	if len(t) == 0 {
		return
	}
	b.hint = t[0].From()
	if t[0].Kind() != rules.SlideMove {
		b.hint = t[0].To()
	}
}

// setButtons says which buttons the stage offers, laid along the row.
func (b *board) setButtons() []int {
	var on []int
	switch b.stage {
	case solving, checking:
		on = []int{btnHint, btnBack}
	case wrong:
		on = []int{btnRetry, btnSolution, btnNext, btnBack}
	case solved, showing:
		on = []int{btnNext, btnBack}
	}
	l := b.s.app.Lang()
	labels := [btnCount]string{l.T("puzzles.button.hint"), l.T("puzzles.button.retry"), l.T("puzzles.button.solution"), l.T("puzzles.button.next_short"), l.T("puzzles.button.back")}
	rects := b.lay.ButtonRects(len(on))
	for i := range b.buttons {
		b.buttons[i].Label = labels[i]
		b.buttons[i].Rect = kit.Rect{}
	}
	for k, i := range on {
		b.buttons[i].Rect = rects[k]
	}
	b.buttons[btnHint].Disabled = !b.solverTurn() || b.loading()
	return on
}

func (b *board) updateButtons(ctx *scenes.Context) {
	clicked := -1
	for _, i := range b.setButtons() {
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
	case in.Just(scenes.ActHint) && b.stage == solving:
		clicked = btnHint
	}
	if clicked < 0 {
		return
	}
	b.s.app.PlaySound(audio.Click)
	ctx.RedrawPart()
	switch clicked {
	case btnHint:
		b.giveHint()
	case btnRetry:
		b.retry()
	case btnSolution:
		b.showSolution()
	case btnNext:
		b.search.Cancel()
		b.s.puzzle = nil
		if b.card != "" {
			// The cards due come one after another.
			b.s.openMistake(ctx.Now)
			break
		}
		b.s.choose(ctx, itemNext)
	case btnBack:
		b.search.Cancel()
		b.s.puzzle = nil
		b.s.setHome()
	}
}

// remark draws the board again where its marks changed.
func (b *board) remark(ctx *scenes.Context) {
	if m := b.marks(); m != b.marked {
		b.marked = m
		ctx.RedrawPart()
	}
}

// updateHand hands the tick's clicks, taps, drags and keys on the board
// to the player's hand, and acts on what they chose.
func (b *board) updateHand(ctx *scenes.Context) {
	pos := b.game.Position()
	ptr := ctx.Input.Pointer
	if pt, ok := b.lay.Nearest(ptr.X, ptr.Y); ok && ptr.Present && !ptr.Touch && b.hand.Clickable(&pos, pt) {
		ctx.ShowHand()
	}
	ch := b.hand.Update(ctx.Input, &b.lay, &pos)
	if ch.Changed || ch.Touched {
		b.refused = ""
		ctx.RedrawPart()
	}
	if ch.Picked {
		b.s.app.PlaySound(audio.Click)
	}
	switch {
	case ch.Move != 0:
		if ch.Dropped {
			b.view.Dropped = b.game.Ply()
		}
		b.play(ctx, ch.Move)
	case ch.Refusal.Kind != rules.RefuseNone:
		b.refused = say.Refusal(b.s.app.Lang(), ch.Refusal)
		ctx.RedrawPart()
	}
}

// marks are the signs on the board for the player.
func (b *board) marks() bd.Marks {
	m := bd.NoMarks()
	if !b.solverTurn() {
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

// status is the two lines over the board: what to do or what happened,
// and the themes or the rating.
func (b *board) status() (main, help string) {
	l := b.s.app.Lang()
	start := b.p.Position
	white := start.SideToMove() == rules.White
	switch {
	case b.loading():
		return l.T("puzzles.loading"), b.themes()
	case b.stage == checking:
		return l.T("puzzles.checking"), b.themes()
	case b.stage == wrong:
		return l.T("puzzles.wrong"), l.T("puzzles.wrong_help")
	case b.stage == showing:
		return l.T("puzzles.showing"), b.themes()
	case b.stage == solved && b.card != "":
		return l.T("puzzles.solved"), b.cardNews(l)
	case b.stage == solved && !b.scored:
		return l.T("puzzles.solved"), l.T("puzzles.practice")
	case b.stage == solved:
		sign := "+"
		if b.change < 0 {
			sign = "−"
		}
		return l.T("puzzles.solved"), l.T("puzzles.result", "Rating", int(math.Round(b.s.pr.Rating.R)),
			"Change", sign+strconv.Itoa(max(b.change, -b.change)), "Streak", b.s.pr.Streak)
	case b.refused != "":
		return b.refused, b.themes()
	}
	switch {
	case b.card != "" && white:
		main = l.T("puzzles.task.mistake.white")
	case b.card != "":
		main = l.T("puzzles.task.mistake.black")
	case b.p.Source.Tables() && white:
		main = l.N("puzzles.task.win.white", b.p.Turns())
	case b.p.Source.Tables():
		main = l.N("puzzles.task.win.black", b.p.Turns())
	case white:
		main = l.T("puzzles.task.man.white")
	default:
		main = l.T("puzzles.task.man.black")
	}
	return main, b.themes()
}

// cardNews says what became of the card solved: it left the deck, comes
// back in some days, or (solved after a failure) comes back soon.
func (b *board) cardNews(l *lang.Lang) string {
	switch {
	case b.retired:
		return l.N("puzzles.mistake.retired", learn.Retire)
	case b.scored && b.wait > 0:
		return l.N("puzzles.mistake.again", max(1, int(math.Round(b.wait.Hours()/24))))
	}
	return l.T("puzzles.mistake_soon")
}

// themeIDs are the themes' messages.
var themeIDs = map[learn.Theme]string{
	learn.Win:        "puzzles.theme.win",
	learn.Material:   "puzzles.theme.material",
	learn.DoubleMill: "puzzles.theme.double_mill",
	learn.Fork:       "puzzles.theme.fork",
	learn.Block:      "puzzles.theme.block",
	learn.Removal:    "puzzles.theme.removal",
	learn.Placing:    "puzzles.theme.placing",
	learn.Flying:     "puzzles.theme.flying",
	learn.Blockade:   "puzzles.theme.blockade",
}

// themes names the puzzle's themes in words.
func (b *board) themes() string {
	l := b.s.app.Lang()
	var names []string
	for _, t := range b.p.Themes {
		names = append(names, l.T(themeIDs[t]))
	}
	return l.T("puzzles.themes", "Themes", strings.Join(names, l.T("puzzles.theme_separator")))
}

// boardKey is everything the layer over the glow shows.
type boardKey struct {
	board      bd.Key
	main, help string
	buttons    [btnCount]kit.Button
	lang       string
}

// DamageSince implements bd.OverDamager: the cards, the status and the
// buttons where they changed. Buttons that move, another language or
// another screen is more than it places.
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
	if k.main != o.main || k.help != o.help {
		rects = append(rects, bd.PixelRect(l.Status).Inset(-2))
	}
	return rects, true
}

// key is the board's marks and everything the layer over the glow shows.
func (b *board) key() (bd.Marks, boardKey) {
	marks := b.marks()
	k := boardKey{board: bd.KeyOf(b.s.app, &b.lay, &b.view, marks), buttons: b.buttons, lang: b.s.app.Lang().Code()}
	k.main, k.help = b.status()
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

// drawOver draws the layer over the glow: the men, the cards, the status
// and the buttons.
func (b *board) drawOver(img *ebiten.Image) {
	marks := b.marks()
	bd.DrawMen(img, b.s.app, &b.lay, &b.view, marks)
	bd.DrawCards(img, b.s.app, &b.lay, &b.view, b.view.Position(), [2]string{}, -1)
	for i, l := range b.statusLabels() {
		clr := kit.ColorText
		if i > 0 {
			clr = kit.ColorDim
		}
		if i == 0 && b.stage == wrong {
			clr = kit.ColorWarn
		}
		l.Draw(img, clr)
	}
	for i := range b.buttons {
		if b.buttons[i].Rect.W > 0 {
			b.buttons[i].Draw(img, b.s.app.Kit, b.lay.S, false)
		}
	}
}

// statusLabels are the status's lines, each shrunk to the status's width.
func (b *board) statusLabels() []kit.Label {
	f := b.s.app.Kit.Fonts
	if f == nil {
		return nil
	}
	main, help := b.status()
	r := b.lay.Status
	size := b.lay.Text * 1.25
	mf := f.Fit(kit.Regular, size, size*0.6, main, r.W)
	hf := f.Fit(kit.Italic, b.lay.Text, b.lay.Text*0.6, help, r.W)
	return []kit.Label{
		{Text: main, Face: mf, Box: kit.Rect{X: r.X, Y: r.Y, W: r.W, H: size * 1.3}, Align: kit.AlignCenter},
		{Text: help, Face: hf, Box: kit.Rect{X: r.X, Y: r.Y + size*1.35, W: r.W, H: b.lay.Text * 1.3}, Align: kit.AlignCenter},
	}
}

func (b *board) labels() []kit.Label {
	out := b.statusLabels()
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
	names := [btnCount]string{"hint", "retry", "solution", "next", "back"}
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
