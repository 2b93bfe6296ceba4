package play

import (
	"time"

	"github.com/ninemen/morris/audio"
	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/app"
)

// boardView is a game as the board shows it: the position after `shown`
// plies, and the stone in motion towards `target`. The play scene keeps
// target at the game's end; the result scene moves it to step through the
// finished game. Each ply animates in turn (a queue), with its sounds.
type boardView struct {
	app    *app.App
	game   *rules.Game
	target int
	shown  int
	anim   *stoneAnim
	// dropped is the ply a drag put down, which settles where it was let go
	// instead of travelling; -1 for none.
	dropped int
	// mill lights up the lines of a mill just formed.
	mill      flash
	millLines []rules.Line
	// hold keeps the mills lit at least this bright (the result scene's
	// winning mill).
	hold float64
}

func newBoardView(app *app.App, g *rules.Game, shown int) boardView {
	return boardView{app: app, game: g, shown: shown, target: shown, dropped: -1}
}

// animating reports whether the board has not caught up with its target.
func (b *boardView) animating() bool { return b.anim != nil || b.shown != b.target }

// snap shows ply n at once, without animation (undo, new game).
func (b *boardView) snap(n int) {
	b.anim = nil
	b.shown, b.target = n, n
	b.millLines = nil
	b.mill = flash{}
	b.dropped = -1
}

// step advances the stone in motion and starts the next ply's animation
// when one is waiting. Going back (target behind shown) is immediate.
func (b *boardView) step(ctx *scenes.Context) {
	b.mill.step(ctx.Delta)
	// Motion draws what moves (a scene's DrawPart, boardLayers.patch); a
	// frame in which more changes is drawn whole there.
	if b.mill.active() {
		ctx.RedrawPart()
	}
	if b.target < b.shown {
		b.snap(b.target)
		ctx.Redraw()
		return
	}
	if b.anim == nil && b.shown < b.target {
		b.start(b.shown)
	}
	a := b.anim
	if a == nil {
		return
	}
	ctx.RedrawPart()
	a.advance(ctx.Delta)
	if !a.landed && a.touchedDown() {
		a.landed = true
		b.touchdown(a)
	}
	if a.done() {
		b.anim = nil
		b.shown = a.ply + 1
		if b.shown < b.target {
			b.start(b.shown)
		}
	}
}

// catchUp starts the motion of the next ply at once if the board is at
// rest: a move made in a tick starts moving in that tick, so the frame
// drawn for it draws the layers anew once, not for the choice and again
// for the motion in the frame after.
func (b *boardView) catchUp() {
	if b.anim == nil && b.shown < b.target {
		b.start(b.shown)
	}
}

// position is the position the board shows under the moving stone.
func (b *boardView) position() rules.Position {
	if b.anim != nil {
		return b.game.PositionAt(b.anim.ply)
	}
	return b.game.PositionAt(b.shown)
}

// start starts the animation of the ply-th move and its sound.
func (b *boardView) start(ply int) {
	m := b.game.Moves()[ply]
	before := b.game.PositionAt(ply)
	side := before.SideToMove()
	kind := animSlide
	switch {
	case m.Kind() == rules.PassMove:
		b.shown = ply + 1
		return
	case ply == b.dropped:
		kind = animSettle
	case m.Kind() == rules.PlaceMove:
		kind = animPlace
	case m.Kind() == rules.RemoveMove:
		kind = animRemove
	case !before.Board().Adjacent(m.From(), m.To()):
		kind = animFly
	}
	b.anim = newStoneAnim(kind, side, m, ply, b.app.Settings.Speed)
	if kind == animRemove {
		b.anim.color = side.Other()
	} else {
		b.millLines = nil
	}
	switch kind {
	case animSlide:
		b.app.PlaySound(audio.Slide)
	case animFly:
		b.app.PlaySound(audio.Lift)
	case animRemove:
		b.app.PlaySound(audio.Remove)
	}
}

// touchdown is the moment a stone reaches its point: the knock, and the
// mill lighting up if the move formed one.
func (b *boardView) touchdown(a *stoneAnim) {
	switch a.kind {
	case animPlace, animSettle:
		b.app.PlaySound(audio.Place)
	case animFly:
		b.app.PlaySound(audio.Land)
	}
	if a.kind == animRemove {
		return
	}
	after := b.game.PositionAt(a.ply + 1)
	if lines := after.MillsThrough(a.move.To()); len(lines) > 0 {
		b.millLines = lines
		b.mill.start(millGlowTime)
		b.app.PlaySound(audio.Mill)
	}
}

// millGlowTime is how long a mill just formed lights up.
const millGlowTime = 1400 * time.Millisecond
