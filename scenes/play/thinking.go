package play

import (
	"image"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/board"
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

// text is the dots after "White is thinking" (its message's {{.Dots}}),
// or in the browser a still ellipsis, there from the start of the
// computer's turn so that the line need not be drawn again when the
// search begins.
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

// DrawsInputInPart implements scenes.InputPartDrawer: DrawPart compares
// everything the scene draws (the layers' keys, the men and marks, the
// buttons) with what the screen shows, so a click on the board, which
// starts a man's flight, draws the pieces that change rather than the
// whole screen.
func (p *Scene) DrawsInputInPart() {}

// DrawPart implements PartDrawer: it draws what changed since the frame
// on the screen (see board.Layers.patch), and the buttons over it. A
// button that changed (Undo possible now, say) is drawn again where it
// lies. When the layers changed more than patch can place (a notice, the
// menu, a new size), the whole screen is drawn instead.
func (p *Scene) DrawPart(screen *ebiten.Image) bool {
	marks, key := p.drawKey()
	onTop := p.buttonsOnTop()
	var changed []image.Rectangle
	for i := range p.buttons {
		if p.buttons[i] == p.drawnButtons[i] {
			continue
		}
		if !onTop {
			return false
		}
		// A pixel's margin for the edges' smoothing.
		changed = append(changed, board.PixelRect(p.buttons[i].Rect).Inset(-2), board.PixelRect(p.drawnButtons[i].Rect).Inset(-2))
	}
	drawn, ok := p.layers.Patch(screen, p.app, &p.lay, &p.board, marks, key, p.overOf(marks), changed...)
	if !ok {
		return false
	}
	p.drawnButtons = p.buttons
	if onTop {
		for _, r := range drawn {
			p.drawButtons(screen.SubImage(r).(*ebiten.Image))
		}
	}
	return true
}
