package play

import (
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/ninemen/morris/audio"
	"github.com/ninemen/morris/lang"
	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/app"
	"github.com/ninemen/morris/scenes/board"
	"github.com/ninemen/morris/scenes/kit"
	"github.com/ninemen/morris/scenes/open"
	"github.com/ninemen/morris/scenes/review"
	"github.com/ninemen/morris/scenes/say"
)

// resultScene shows how a game ended, over the board of the final
// position, and lets the player step through the game move by move, play
// again or go back to the title.
type resultScene struct {
	app                     *app.App
	home                    app.Home
	game                    *rules.Game
	played                  time.Duration
	computer, computerWhite bool

	board    board.View
	lay      board.Layout
	s        float64
	moveList board.MoveList
	// nav steps through the game: first, back, forward, last.
	nav [4]kit.Button
	// again and title are the ways out, reviewBtn opens the review of the
	// game and save exports its record.
	again, reviewBtn, save, title kit.Button
	focus                         int
	keys                          bool
	// layers keep what the scene shows as images (see board.Layers).
	layers board.Layers
	// spoken is the language the buttons' labels were made in.
	spoken *lang.Lang
}

// newResult shows the end of a finished game.
func newResult(app *app.App, home app.Home, g *rules.Game, played time.Duration, computer, computerWhite bool) scenes.Scene {
	r := &resultScene{app: app, home: home, game: g, played: played, computer: computer, computerWhite: computerWhite}
	r.board = board.NewView(app, g, g.Ply())
	r.moveList.Follow = true
	r.label()
	return r
}

// label gives the buttons their words in the language of the moment, and
// fits each row's labels alike once the buttons have their places.
func (r *resultScene) label() {
	words := r.app.Lang()
	r.spoken = words
	r.again.Label = words.T("play.result.button.again")
	r.reviewBtn.Label = words.T("play.result.button.review")
	r.title.Label = words.T("play.result.button.title")
	r.save.Label = words.T("play.result.button.save")
	for i, l := range []string{words.T("play.result.button.first"), words.T("play.result.button.previous"), words.T("play.result.button.next"), words.T("play.result.button.last")} {
		r.nav[i].Label = l
	}
	if r.s > 0 {
		r.fit()
	}
}

// fit sizes each row of buttons' labels alike.
func (r *resultScene) fit() {
	f := r.app.Kit.Fonts
	kit.FitAlike(f, r.s, &r.nav[0], &r.nav[1], &r.nav[2], &r.nav[3])
	kit.FitAlike(f, r.s, &r.again, &r.reviewBtn, &r.save, &r.title)
}

// headline is the result's title and its reason in plain words, as the
// rules' catalog words them, with the winner named as the player knows
// them against the computer.
func headline(words *lang.Lang, res rules.Result, computer, computerWhite bool) (title, why string) {
	title, why = say.Headline(words, res), say.Why(words, res)
	if w, won := res.Winner(); won && computer {
		if (w == rules.White) == computerWhite {
			title = words.T("play.result.computer_wins")
		} else {
			title = words.T("play.result.you_win")
		}
	}
	return title, why
}

// formatPlayed says a playing time in words: "6 min 12 s", "45 s", "1 h 2 min".
func formatPlayed(words *lang.Lang, d time.Duration) string {
	s := int(math.Round(d.Seconds()))
	switch {
	case s < 60:
		return words.T("play.result.time.seconds", "S", s)
	case s < 3600:
		return words.T("play.result.time.minutes", "M", s/60, "S", s%60)
	}
	return words.T("play.result.time.hours", "H", s/3600, "M", s/60%60)
}

// summary is the line under the headline: moves and time.
func (r *resultScene) summary() string {
	words := r.app.Lang()
	n := r.game.TurnNumber(r.game.Ply())
	return words.N("play.result.summary", n, "Time", formatPlayed(words, r.played))
}

// resultPlaces is where the result panel's parts go.
type resultPlaces struct {
	nav     []kit.Rect // first, back, next, last
	outs    []kit.Rect // play again, review, save record, title
	list    kit.Rect   // the move list (may be too small to show)
	summary float64
}

// places lays the result panel into the play layout's places. Landscape:
// the headline where the status was, then the summary, the stepping
// buttons and the move list, the ways out where the buttons were.
// Portrait: stepping right under the board, the summary, the list if there
// is room, and the ways out last.
func (r *resultScene) places() resultPlaces {
	l := &r.lay
	gap := l.Text * 0.4
	if l.Portrait {
		bh := l.Buttons.H
		if l.Moves.H < bh {
			// A small window has no strip under the buttons: one row
			// steps back and forth and leads out; Home and End still go
			// to the ends.
			row := l.ButtonRects(6)
			return resultPlaces{nav: []kit.Rect{{}, row[0], row[1], {}}, outs: row[2:], summary: -1}
		}
		outs := kit.Rect{X: l.Moves.X, Y: l.Moves.Y + l.Moves.H - bh, W: l.Moves.W, H: bh}
		quarter := (outs.W - 3*gap) / 4
		top := l.Moves.Y
		at := func(i int) kit.Rect {
			return kit.Rect{X: outs.X + float64(i)*(quarter+gap), Y: outs.Y, W: quarter, H: bh}
		}
		return resultPlaces{
			nav:     l.ButtonRects(4),
			outs:    []kit.Rect{at(0), at(1), at(2), at(3)},
			list:    kit.Rect{X: l.Moves.X, Y: top, W: l.Moves.W, H: outs.Y - gap - top},
			summary: -1, // on the reason's line
		}
	}
	bh := math.Round(l.Buttons.H * 0.85)
	w := (l.Moves.W - 3*gap) / 4
	nav := make([]kit.Rect, 4)
	for i := range nav {
		nav[i] = kit.Rect{X: l.Moves.X + float64(i)*(w+gap), Y: l.Moves.Y + l.Text*1.6, W: w, H: bh}
	}
	top := l.Moves.Y + l.Text*1.6 + bh + gap*1.5
	list := kit.Rect{X: l.Moves.X, Y: top, W: l.Moves.W, H: l.Moves.Y + l.Moves.H - top}
	outs := l.ButtonRects(4)
	if outs[0].W < l.Text*4.5 {
		// Four in a row would shrink "Save record" past reading on a
		// small window: two rows of two, the upper one taken from the
		// bottom of the list.
		two := l.ButtonRects(2)
		up := l.Buttons.H + gap
		outs = []kit.Rect{two[0], two[1], two[0], two[1]}
		outs[0].Y -= up
		outs[1].Y -= up
		list.H = max(0, list.H-up)
	}
	return resultPlaces{nav: nav, outs: outs, list: list, summary: l.Moves.Y}
}

// Layout implements Scene.
func (r *resultScene) Layout(w, h int, scale float64) {
	r.s = scale
	r.lay = board.NewLayout(w, h, scale).OnBoard(r.game.Variant().Board())
	pl := r.places()
	for i := range r.nav {
		r.nav[i].Rect = pl.nav[i]
	}
	r.again.Rect, r.reviewBtn.Rect, r.save.Rect, r.title.Rect = pl.outs[0], pl.outs[1], pl.outs[2], pl.outs[3]
	// Each row of buttons says its labels at one size.
	r.fit()
}

// Update implements Scene.
func (r *resultScene) Update(ctx *scenes.Context) error {
	if board.ArtOf(r.app).Request(board.ArtKeyFor(&r.lay, r.game.Variant()), ctx.Now) {
		ctx.Redraw()
	}
	if r.spoken != r.app.Lang() {
		r.label()
		ctx.Redraw()
	}
	in := ctx.Input
	r.board.StepFinished(ctx)
	pl := r.places()
	navRects, list := pl.nav, pl.list
	r.again.Rect, r.reviewBtn.Rect, r.save.Rect, r.title.Rect = pl.outs[0], pl.outs[1], pl.outs[2], pl.outs[3]
	step := 0
	for i := range r.nav {
		b := &r.nav[i]
		b.Rect = navRects[i]
		b.Disabled = i < 2 && r.board.Target == 0 || i >= 2 && r.board.Target == r.game.Ply()
		if b.Handle(ctx) {
			step = []int{-1 << 20, -1, 1, 1 << 20}[i]
		}
	}
	if r.moveList.Update(in, list, r.lay.Text) {
		ctx.Redraw()
	}
	switch {
	case in.Just(scenes.ActLeft):
		step = -1
	case in.Just(scenes.ActRight):
		step = 1
	case in.Just(scenes.ActHome):
		step = -1 << 20
	case in.Just(scenes.ActEnd):
		step = 1 << 20
	case in.Just(scenes.ActUp), in.Just(scenes.ActDown), in.Just(scenes.ActNext):
		r.focus, r.keys = (r.focus+1)%4, true
	}
	if step != 0 {
		r.review(step)
		ctx.Redraw()
	}
	if a := r.app.Autoplay; a != nil {
		next, err := a.AtResult(ctx, r.game)
		if next {
			ctx.GoTo(New(r.app, r.home, ModeComputer))
		}
		return err
	}
	again := r.again.Handle(ctx)
	toReview := r.reviewBtn.Handle(ctx)
	title := r.title.Handle(ctx)
	save := r.save.Handle(ctx)
	if in.Just(scenes.ActConfirm) {
		again, toReview, save, title = r.focus == 0, r.focus == 1 && !r.reviewBtn.Disabled, r.focus == 2, r.focus == 3
	}
	if in.Just(scenes.ActBack) {
		title = true
	}
	if in.Wheel != 0 || in.Pointer.Pressed || in.Pointer.Released {
		ctx.Redraw()
	}
	switch {
	case again:
		r.app.PlaySound(audio.Click)
		// Again is the same game, though the settings choose another
		// (a game begun from the History book).
		ctx.GoTo(NewVariant(r.app, r.home, r.game.Variant(), r.computer))
	case toReview:
		r.app.PlaySound(audio.Click)
		if !r.computer {
			ctx.GoTo(review.New(r.app, r.game, r, r.home))
			break
		}
		own := review.Own{Side: rules.White, Game: open.FileName(r.game, r.players(), ctx.Now)}
		if !r.computerWhite {
			own.Side = rules.Black
		}
		ctx.GoTo(review.NewOwn(r.app, r.game, r, r.home, own))
	case title:
		r.app.PlaySound(audio.Click)
		ctx.GoTo(r.home)
	case save:
		r.app.PlaySound(audio.Click)
		r.saveRecord(ctx)
	}
	return nil
}

// review moves the board by turns: a step forward or back skips over
// removals, so each step is one move as players count them.
func (r *resultScene) review(step int) {
	t := r.game.StepTurns(r.board.Target, step)
	if t < r.board.Target || r.board.Moving() && t != r.board.Target {
		// Back is immediate; forward animates, unless a step is already
		// animating, when the board catches up at once.
		r.board.Snap(t)
	}
	r.board.Target = t
}

// Draw implements Scene.
func (r *resultScene) Draw(dst *ebiten.Image) {
	r.layers.Draw(dst, r.app, &r.lay, &r.board, board.NoMarks(), r.drawKey(), r.drawOver)
}

// Release implements scenes.Releaser.
func (r *resultScene) Release() { r.layers.Release() }

// resultKey is everything the result's over layer shows (see
// board.Layers).
type resultKey struct {
	board                      board.Key
	target                     int
	nav                        [4]kit.Button
	again, review, save, title kit.Button
	focus                      int
	keys                       bool
	listTop                    float64
	listRows                   int
}

func (r *resultScene) overKey() resultKey {
	return resultKey{
		board:  board.KeyOf(r.app, &r.lay, &r.board, board.NoMarks()),
		target: r.board.Target,
		nav:    r.nav, again: r.again, review: r.reviewBtn, save: r.save, title: r.title,
		focus: r.focus, keys: r.keys,
		listTop: r.moveList.Top, listRows: r.moveList.Size(),
	}
}

// drawOver draws what lies above the mills' glow: the men, the cards, the
// result and the ways on.
func (r *resultScene) drawOver(dst *ebiten.Image) {
	l := &r.lay
	f := r.app.Kit
	board.DrawMen(dst, r.app, l, &r.board, board.NoMarks())
	pos := r.board.Position()
	winner := -1
	if w, ok := r.game.Result().Winner(); ok {
		winner = int(w)
	}
	board.DrawCards(dst, r.app, l, &r.board, pos, r.names(), winner)
	t := r.texts()
	t.title.Draw(dst, kit.ColorAccent)
	t.why.Draw(dst, kit.ColorText)
	t.summary.Draw(dst, kit.ColorText)
	t.step.Draw(dst, kit.ColorDim)
	pl := r.places()
	for i := range r.nav {
		if r.nav[i].Rect.W > 0 {
			r.nav[i].Draw(dst, f, r.s, false)
		}
	}
	if pl.list.H >= board.RowHeight(l.Text)*1.5 {
		r.moveList.Draw(dst, f, r.app.Lang(), pl.list, l.Text, r.board.Target)
	}
	r.again.Draw(dst, f, r.s, r.keys && r.focus == 0)
	r.reviewBtn.Draw(dst, f, r.s, r.keys && r.focus == 1)
	r.save.Draw(dst, f, r.s, r.keys && r.focus == 2)
	r.title.Draw(dst, f, r.s, r.keys && r.focus == 3)
}

// saveRecord exports the game as a Sanmill record and says where it went.
// The players' names are the record's, in English as its tags are: they
// are read back by programs as well as people.
func (r *resultScene) saveRecord(ctx *scenes.Context) {
	msg, err := open.SaveRecord(r.app, r.game, r.players(), ctx.Now)
	if err != nil {
		msg = r.app.Lang().T("play.result.save_failed", "Error", err.Error())
	}
	ctx.Toast(msg)
}

// players names the sides as the record does: You and Computer in a
// game against it.
func (r *resultScene) players() open.Players {
	p := open.Players{White: "White", Black: "Black"}
	if r.computer {
		p = open.Players{White: "You", Black: "Computer"}
		if r.computerWhite {
			p = open.Players{White: "Computer", Black: "You"}
		}
	}
	return p
}

// drawKey readies what a frame draws from and returns the key of its
// layer over the glow.
func (r *resultScene) drawKey() resultKey {
	board.ArtOf(r.app).Ready()
	if pl := r.places(); pl.list.H >= board.RowHeight(r.lay.Text)*1.5 {
		r.moveList.Refresh(r.game)
	}
	return r.overKey()
}

// DrawPart implements scenes.PartDrawer: a frame of the winning mill's
// glow or of a man in motion draws what moved (board.Layers.patch).
func (r *resultScene) DrawPart(screen *ebiten.Image) bool {
	_, ok := r.layers.Patch(screen, r.app, &r.lay, &r.board, board.NoMarks(), r.drawKey(), r.drawOver)
	return ok
}

// Opaque implements scenes.Opaque: the backdrop covers the screen.
func (*resultScene) Opaque() {}
