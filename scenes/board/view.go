package board

import (
	"time"

	"github.com/ninemen/morris/audio"
	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/app"
)

// View is a game as the board shows it: the position after `shown`
// plies, and the stone in motion towards `target`. The play scene keeps
// target at the game's end; the result scene moves it to step through the
// finished game. Each ply animates in turn (a queue), with its sounds.
type View struct {
	app    *app.App
	game   *rules.Game
	Target int
	Shown  int
	anim   *stoneAnim
	// Dropped is the ply a drag put down, which settles where it was let go
	// instead of travelling; -1 for none.
	Dropped int
	// mill lights up the lines of a mill just formed.
	mill      flash
	MillLines []rules.Line
	// Hold keeps the mills lit at least this bright (the result scene's
	// winning mill).
	Hold float64
}

func NewView(app *app.App, g *rules.Game, shown int) View {
	return View{app: app, game: g, Shown: shown, Target: shown, Dropped: -1}
}

// Animating reports whether the board has not caught up with its target.
func (b *View) Animating() bool { return b.anim != nil || b.Shown != b.Target }

// Snap shows ply n at once, without animation (undo, new game).
func (b *View) Snap(n int) {
	b.anim = nil
	b.Shown, b.Target = n, n
	b.MillLines = nil
	b.mill = flash{}
	b.Dropped = -1
}

// Step advances the stone in motion and starts the next ply's animation
// when one is waiting. Going back (target behind shown) is immediate.
func (b *View) Step(ctx *scenes.Context) {
	b.mill.step(ctx.Delta)
	// Motion draws what moves (a scene's DrawPart, boardLayers.patch); a
	// frame in which more changes is drawn whole there.
	if b.mill.active() {
		ctx.RedrawPart()
	}
	if b.Target < b.Shown {
		b.Snap(b.Target)
		ctx.Redraw()
		return
	}
	if b.anim == nil && b.Shown < b.Target {
		b.start(b.Shown)
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
		b.Shown = a.ply + 1
		if b.Shown < b.Target {
			b.start(b.Shown)
		}
	}
}

// CatchUp starts the motion of the next ply at once if the board is at
// rest: a move made in a tick starts moving in that tick, so the frame
// drawn for it draws the layers anew once, not for the choice and again
// for the motion in the frame after.
func (b *View) CatchUp() {
	if b.anim == nil && b.Shown < b.Target {
		b.start(b.Shown)
	}
}

// Position is the Position the board shows under the moving stone.
func (b *View) Position() rules.Position {
	if b.anim != nil {
		return b.game.PositionAt(b.anim.ply)
	}
	return b.game.PositionAt(b.Shown)
}

// start starts the animation of the ply-th move and its sound.
func (b *View) start(ply int) {
	m := b.game.Moves()[ply]
	before := b.game.PositionAt(ply)
	side := before.SideToMove()
	kind := Sliding
	switch {
	case m.Kind() == rules.PassMove:
		b.Shown = ply + 1
		return
	case ply == b.Dropped:
		kind = Settling
	case m.Kind() == rules.PlaceMove:
		kind = Placing
	case m.Kind() == rules.RemoveMove:
		kind = Removing
	case !before.Board().Adjacent(m.From(), m.To()):
		kind = Flying
	}
	b.anim = newStoneAnim(kind, side, m, ply, b.app.Settings.Speed)
	if kind == Removing {
		b.anim.color = side.Other()
	} else {
		b.MillLines = nil
	}
	switch kind {
	case Sliding:
		b.app.PlaySound(audio.Slide)
	case Flying:
		b.app.PlaySound(audio.Lift)
	case Removing:
		b.app.PlaySound(audio.Remove)
	}
}

// touchdown is the moment a stone reaches its point: the knock, and the
// mill lighting up if the move formed one.
func (b *View) touchdown(a *stoneAnim) {
	switch a.kind {
	case Placing, Settling:
		b.app.PlaySound(audio.Place)
	case Flying:
		b.app.PlaySound(audio.Land)
	}
	if a.kind == Removing {
		return
	}
	after := b.game.PositionAt(a.ply + 1)
	if lines := after.MillsThrough(a.move.To()); len(lines) > 0 {
		b.MillLines = lines
		b.GlowMill()
		b.app.PlaySound(audio.Mill)
	}
}

// millGlowTime is how long a mill just formed lights up.
const millGlowTime = 1400 * time.Millisecond

// finalMills are the mills formed by the game's last move (before its
// removals): the mill that won, usually.
func finalMills(g *rules.Game) []rules.Line {
	if t, ok := g.LastTurn(g.Ply()); ok {
		return g.MillsFormed(t.Start)
	}
	return nil
}

// Moving reports whether a stone is on its way now.
func (b *View) Moving() bool { return b.anim != nil }

// MillGlowing reports whether a mill just formed is lighting up, and for
// how long it has.
func (b *View) MillGlowing() (glowing bool, age time.Duration) {
	return b.mill.active(), b.mill.elapsed
}

// StepFinished is Step for a finished game: at rest on its last position,
// the board lights the mill that won.
func (b *View) StepFinished(ctx *scenes.Context) {
	b.Step(ctx)
	b.Hold = 0
	if g := b.game; b.Shown == g.Ply() && !b.Animating() && g.Result().Over() {
		b.MillLines, b.Hold = finalMills(g), 0.55
	}
}

// Motion is how the stone on its way travels, and ok false while none is.
func (b *View) Motion() (m Motion, ok bool) {
	if b.anim == nil {
		return 0, false
	}
	return b.anim.kind, true
}

// MotionKey is what the layers show of the stone on its way: while it is
// the same, frames draw the same layers.
func (b *View) MotionKey() any { return animKeyOf(b) }

// GlowMill lights the mills the last move formed up, as when its man
// lands: a scene shows them without the move's motion.
func (b *View) GlowMill() { b.mill.start(millGlowTime) }
