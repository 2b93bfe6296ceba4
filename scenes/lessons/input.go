package lessons

import (
	"slices"

	"github.com/ninemen/morris/audio"
	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
	bd "github.com/ninemen/morris/scenes/board"
)

// input is how the player chooses on the board: a click or a tap on a
// point, or the keyboard's cursor and Enter; a slide is its man, then
// where it goes. It is kept in this one file, apart from the lesson, so
// that it can give way to the board's own when that is shared.
type input struct {
	// selected is the man chosen to move, cursor the keyboard's point.
	selected, cursor rules.Point
	cursorOn         bool
}

// reset forgets the man chosen, as a new step begins.
func (in *input) reset() {
	in.selected = rules.NoPoint
	if in.cursor == 0 {
		in.cursor = rules.D2
	}
}

// update takes the tick's pointer and keys on the player's turn.
func (in *input) update(ctx *scenes.Context, b *board) {
	ptr := ctx.Input.Pointer
	if ptr.Pressed {
		in.cursorOn = false
		if pt, ok := b.lay.Nearest(ptr.X, ptr.Y); ok {
			in.cursor = pt
			in.choose(ctx, b, pt)
		}
		return
	}
	if pt, ok := b.lay.Nearest(ptr.X, ptr.Y); ok && ptr.Present && !ptr.Touch && in.clickable(b, pt) {
		ctx.ShowHand()
	}
	next, changed, chosen := bd.CursorKeys(ctx.Input, in.cursor, in.cursorOn)
	if !changed {
		return
	}
	in.cursor, in.cursorOn = next, true
	if chosen {
		in.choose(ctx, b, in.cursor)
	}
	ctx.Redraw()
}

// choose acts on a point: selects a man, or tries the move to it.
func (in *input) choose(ctx *scenes.Context, b *board, pt rules.Point) {
	pos := b.game.Position()
	moves := b.game.LegalMoves()
	for _, m := range moves {
		slide := m.Kind() == rules.SlideMove
		if m.To() == pt && (slide && m.From() == in.selected || !slide && m.Kind() != rules.PassMove) {
			in.selected = rules.NoPoint
			b.try(ctx, m)
			return
		}
	}
	if c, ok := pos.At(pt); ok && c == pos.SideToMove() && slices.ContainsFunc(moves, func(m rules.Move) bool {
		return m.Kind() == rules.SlideMove && m.From() == pt
	}) {
		in.selected = pt
		b.s.app.PlaySound(audio.Click)
		ctx.Redraw()
		return
	}
	if why := pos.Refusal(in.selected, pt); why.Kind != rules.RefuseNone {
		b.refuseRule(ctx, why)
	}
}

// clickable reports whether choosing pt would do something now.
func (in *input) clickable(b *board, pt rules.Point) bool {
	for _, m := range b.game.LegalMoves() {
		if m.To() == pt && (m.Kind() != rules.SlideMove || m.From() == in.selected) || m.From() == pt {
			return true
		}
	}
	return false
}

// mark shows the man chosen, where it may go, and the cursor.
func (in *input) mark(m *bd.Marks, b *board) {
	m.Selected = in.selected
	for _, mv := range b.game.LegalMoves() {
		if mv.Kind() == rules.SlideMove && mv.From() == in.selected {
			m.Targets |= rules.Bit(mv.To())
		}
	}
	if in.cursorOn {
		m.Cursor = in.cursor
	}
}
