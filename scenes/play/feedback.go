package play

import (
	"math"
	"strings"
	"time"

	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/say"
)

// refusal is a choice on the board that made no move, told to the player:
// the reason (the rules' Refusal, or a press on the wood away from the
// points), the point chosen, and when. A man shakes its head; an empty
// point flashes. The reason is worded as it is shown, in the language of
// the moment.
type refusal struct {
	why   rules.Refusal
	wood  bool
	at    rules.Point
	since time.Time
	// frame is the frame (Context.Frames) that first shows the refusal,
	// 0 until an Update has seen it; shown is when that frame had been
	// drawn. The reason's time counts from then: a slow machine (a
	// phone's browser without a GPU) may take seconds over one frame.
	frame int64
	shown time.Time
}

// How long a refusal shakes (or flashes) and how long its reason is shown,
// unless the player acts sooner.
const (
	shakeTime  = 450 * time.Millisecond
	reasonTime = 4 * time.Second
)

// updateFeedback lets the reason go once its time is up and it has been
// on the screen, and keeps the screen drawn while a man shakes (its marks
// change each frame; Update compares them).
func (p *Scene) updateFeedback(ctx *scenes.Context) {
	r := &p.refused
	if !r.on() {
		return
	}
	switch {
	case r.frame == 0:
		r.frame = ctx.Frames + 1
	case r.shown.IsZero() && ctx.Frames >= r.frame:
		r.shown = p.clock
	case !r.shown.IsZero() && p.clock.Sub(r.shown) > reasonTime:
		p.refused = refusal{}
		ctx.Redraw()
	}
}

// on reports whether there is a refusal to tell.
func (r *refusal) on() bool { return r.wood || r.why.Kind != rules.RefuseNone }

// reason is the refusal's reason while it is shown, with the printer's
// apostrophe the rest of the game's text uses ("Black’s man"): the rules'
// catalog says it in plain ASCII.
func (p *Scene) reason() string {
	r := &p.refused
	words := p.app.Lang()
	switch {
	case r.wood:
		return words.T("play.refuse.wood")
	case r.on():
		return strings.ReplaceAll(say.Refusal(words, r.why), "'", "\u2019")
	}
	return ""
}

// shake is how far the refused point's man is drawn from its place now, as
// a fraction of a stone, and the strength of an empty point's flash (1 to
// 0): a few quick swings that die away.
func (r *refusal) shake(now time.Time) (dx, flash float64) {
	if !r.on() || r.at == rules.NoPoint {
		return 0, 0
	}
	t := now.Sub(r.since).Seconds() / shakeTime.Seconds()
	if t < 0 || t >= 1 {
		return 0, 0
	}
	return 0.09 * math.Sin(t*math.Pi*6) * (1 - t), 1 - t
}

// millRise is how long a mill just closed glows alone before the board
// asks for a man to remove: the mill is seen first, then the prompt.
const millRise = 350 * time.Millisecond

// millRising reports whether a mill closed by the last move is still
// lighting up, its removal not yet asked for.
func (p *Scene) millRising() bool {
	glowing, age := p.board.MillGlowing()
	pos := p.game.Position()
	return glowing && age < millRise && pos.Action() == rules.ActRemove
}
