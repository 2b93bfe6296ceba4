package lessons

import (
	"github.com/ninemen/morris/audio"
	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
)

// updateHand hands the tick's clicks, taps, drags and keys on the board
// to the player's hand (board.Chooser, as in play and puzzles), and acts
// on what they chose: a move is tried against the step, a choice the
// rules refuse is told.
func (b *board) updateHand(ctx *scenes.Context) {
	pos := b.game.Position()
	ptr := ctx.Input.Pointer
	if pt, ok := b.lay.Nearest(ptr.X, ptr.Y); ok && ptr.Present && !ptr.Touch && b.hand.Clickable(&pos, pt) {
		ctx.ShowHand()
	}
	ch := b.hand.Update(ctx.Input, &b.lay, &pos)
	if ch.Changed || ch.Touched {
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
		b.try(ctx, ch.Move)
	case ch.Refusal.Kind != rules.RefuseNone:
		b.refuseRule(ctx, ch.Refusal)
	}
	// A man carried moves with the pointer: the board shows it where
	// the pointer is.
	if m := b.marks(); m != b.marked {
		b.marked = m
		ctx.RedrawPart()
	}
}
