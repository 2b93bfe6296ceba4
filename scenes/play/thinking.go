package play

import (
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/ninemen/morris/scenes"
)

// thinkingCue is the "White is thinking..." line while the computer
// searches. Its dots step every cueStep, and only the status line is
// drawn again for them (DrawPart): a whole frame drawn for a dot costs the
// search its time and, where the screen is drawn in software (Xvfb, or a
// browser without a GPU), a good part of a core. In the browser the dots
// stand still (see thinkingDotsStep).
type thinkingCue struct {
	on   bool
	age  time.Duration // since the thinking began
	dots int
}

// cueStep is how long each number of dots shows.
const cueStep = 500 * time.Millisecond

// update follows the computer's thinking and asks for the status line to
// be drawn when the dots step; the page hears when the thinking starts and
// stops. The cue starts with no dots, as the line was last drawn, so its
// start draws nothing; its end comes with the move, which draws it all.
func (c *thinkingCue) update(ctx *scenes.Context, thinking bool) {
	if thinking != c.on {
		c.on, c.age, c.dots = thinking, 0, 0
		announceThinking(thinking)
	} else {
		c.age += ctx.Delta
	}
	if d := int(c.age / cueStep % 4); thinking && thinkingDotsStep && d != c.dots {
		c.dots = d
		ctx.RedrawPart()
	}
}

// text is what follows "White is thinking": the dots, or in the browser a
// still ellipsis, there from the start of the computer's turn so that the
// line need not be drawn again when the search begins.
func (c *thinkingCue) text(thinking bool) string {
	if !thinkingDotsStep {
		return "…"
	}
	if !thinking {
		return ""
	}
	return strings.Repeat(".", c.dots)
}

// stop ends the cue when the scene is left.
func (c *thinkingCue) stop() {
	if c.on {
		c.on = false
		announceThinking(false)
	}
}

// DrawPart implements PartDrawer. In motion it draws what moved (see
// boardLayers.patch) and the buttons over it. At rest, when no more than
// the thinking cue's dots changed, it draws the status line alone over
// its piece of the backdrop. Anything else (a notice, the menu, a layout
// in which the status touches another part, a change to the layers or to
// a button) means the whole screen is drawn instead.
func (p *Scene) DrawPart(screen *ebiten.Image) {
	marks, key := p.drawKey()
	if p.buttons != p.drawnButtons {
		// A button changed (Undo possible now, say): drawn whole.
		scenes.DrawWhole(screen, p)
		return
	}
	if r, ok := p.layers.patch(screen, p.app, &p.lay, &p.board, marks, key); ok {
		if p.buttonsOnTop() && !r.Empty() {
			p.drawButtons(screen.SubImage(r).(*ebiten.Image))
		}
		return
	}
	l := &p.lay
	r := pixelRect(l.status)
	whole := p.notice != "" || p.menu != nil || !p.laid || !p.drawnRest || moving(&p.board, marks) || !sameButStatus(key, p.drawnKey)
	for _, o := range []scenes.Rect{l.board, l.cards[0], l.cards[1], l.moves, l.buttons} {
		whole = whole || r.Overlaps(pixelRect(o))
	}
	if whole {
		scenes.DrawWhole(screen, p)
		return
	}
	sub := screen.SubImage(r).(*ebiten.Image)
	p.back.DrawOver(sub, screen.Bounds())
	p.drawStatus(sub)
}

// sameButStatus reports whether two pictures of the scene differ at most
// in the status line.
func sameButStatus(a, b playKey) bool {
	a.main, a.help, b.main, b.help = "", "", "", ""
	return a == b
}
