package play

import (
	"fmt"
	"image/color"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/ninemen/morris/clock"
	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/app"
	"github.com/ninemen/morris/scenes/kit"
)

// lowTime is the time left under which a clock shows red: the player
// must move now.
const lowTime = 10 * time.Second

// lostTime is the longest time between two ticks that the clock counts:
// a longer one is a game that did not run (a hidden tab, a sleeping
// machine, a window being dragged), and nobody's thinking time. It is
// the most a tick moves the animations on, too (scenes' maxDelta).
const lostTime = time.Second

// clockFace is what one clock shows: what changes it is drawn again.
type clockFace struct {
	text    string
	running bool
	low     bool
}

// setClocks gives the game its clocks under c, none when c is Off, and
// keeps room for them on the cards.
func (p *Scene) setClocks(c clock.Control) {
	p.clocks = nil
	if !c.Off() {
		p.clocks = clock.New(c)
	}
	p.layClocks()
}

// layClocks keeps room for the clocks on the cards if there are clocks.
func (p *Scene) layClocks() {
	p.lay.ClockW = 0
	if p.clocks != nil && p.laid {
		p.lay.ClockW = p.lay.ClockWidth()
	}
}

// tickClocks runs the clock of the side to move while the game goes on
// and the player can see it (not under the menu, nor while the scene
// fades), ends the game when a flag falls, and asks for the clocks to be
// drawn again when what they show changes: once a second, in part.
func (p *Scene) tickClocks(ctx *scenes.Context) {
	c := p.clocks
	if c == nil {
		return
	}
	now := ctx.Now
	if last := p.clockTick; !last.IsZero() && now.Sub(last) > lostTime && !c.Paused() {
		c.Pause(last)
		c.Resume(now)
	}
	p.clockTick = now
	if p.game.Result().Over() {
		c.Stop(now)
	} else {
		if p.menu != nil || ctx.Fading {
			c.Pause(now)
		} else {
			c.Resume(now)
		}
		if side, on := c.On(); !on || side != p.toMove() {
			// The first turn, or a turn given back by an undo.
			c.Start(p.toMove(), now)
		}
		if side, flagged := c.Flagged(now); flagged {
			p.cancelAgents()
			p.game.LoseOnTime(side)
			c.Stop(now)
			p.setButtons()
			ctx.Redraw()
		}
	}
	if faces := p.clockFaces(); faces != p.shownClocks {
		p.shownClocks = faces
		ctx.RedrawPart()
	}
}

// clockMoved ends mover's turn on the clocks after a move, if the move
// passed the turn: a mill's removal is the same turn.
func (p *Scene) clockMoved(mover rules.Color) {
	c := p.clocks
	if c == nil {
		return
	}
	switch {
	case p.game.Result().Over():
		c.Stop(p.clock)
	case p.toMove() != mover:
		c.Moved(mover, p.toMove(), p.clock)
	}
}

// savedClocks are the clocks as the save keeps them.
func (p *Scene) savedClocks() app.Clocks {
	c := p.clocks
	if c == nil {
		return app.Clocks{}
	}
	return app.Clocks{Control: c.Control(), Left: [2]time.Duration{c.Left(rules.White, p.clock), c.Left(rules.Black, p.clock)}}
}

// thinkLimit is the most the computer playing side may think on its
// next move: its share of its clock (clock.Allot), 0 without a clock.
func (p *Scene) thinkLimit(side rules.Color) time.Duration {
	c := p.clocks
	if c == nil {
		return 0
	}
	return clock.Allot(c.Left(side, p.clock), c.Control().Increment)
}

// clockFaces are what the clocks show at this tick's time.
func (p *Scene) clockFaces() (faces [2]clockFace) {
	c := p.clocks
	if c == nil {
		return faces
	}
	on, running := c.On()
	for side := rules.White; side <= rules.Black; side++ {
		left := c.Left(side, p.clock)
		faces[side] = clockFace{text: clockText(left), running: running && on == side, low: left < lowTime}
	}
	return faces
}

// clockText writes the time left as a clock shows it, in whole seconds
// rounded up, so that 0:00 shows only once the time has run out: "4:59",
// "0:07", "1:02:00".
func clockText(d time.Duration) string {
	s := int((d + time.Second - 1) / time.Second)
	if s >= 3600 {
		return fmt.Sprintf("%d:%02d:%02d", s/3600, s/60%60, s%60)
	}
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}

// drawClocks draws each side's clock on its card: the running one lit,
// one with little time left in red.
func (p *Scene) drawClocks(dst *ebiten.Image) {
	if p.clocks == nil || p.lay.ClockW <= 0 {
		return
	}
	l := &p.lay
	f := p.app.Kit
	for side, face := range p.clockFaces() {
		r := l.ClockRect(rules.Color(side))
		bg := color.Color(color.NRGBA{0x24, 0x1a, 0x12, 0xe0})
		clr := color.Color(kit.ColorDim)
		switch {
		case face.low && face.running:
			bg, clr = color.NRGBA{0x5a, 0x2a, 0x1c, 0xf4}, kit.ColorWarn
		case face.low:
			clr = kit.ColorWarn
		case face.running:
			bg, clr = color.NRGBA{0x4a, 0x36, 0x26, 0xf0}, kit.ColorParchment
		}
		f.FillRoundRect(dst, r, l.Text*0.4, bg)
		if face.running {
			f.StrokeRoundRect(dst, r, l.Text*0.4, 1.5*l.S, clr)
		}
		p.clockLabel(rules.Color(side), face).Draw(dst, clr)
	}
}

// clockLabel is the time on side's clock as drawn, as large as its box
// allows.
func (p *Scene) clockLabel(side rules.Color, face clockFace) kit.Label {
	l := &p.lay
	r := l.ClockRect(side)
	font := p.app.Kit.Fonts.Fit(kit.Regular, l.Text*1.35, l.Text*0.9, face.text, r.W-l.Text*0.5)
	return kit.Label{Text: face.text, Face: font, Align: kit.AlignCenter, Box: kit.Rect{X: r.X, Y: r.Y + (r.H-l.Text*1.6)/2, W: r.W, H: l.Text * 1.6}}
}

// clockLabels are both clocks' times as drawn, none without clocks.
func (p *Scene) clockLabels() []kit.Label {
	if p.clocks == nil || p.lay.ClockW <= 0 {
		return nil
	}
	faces := p.clockFaces()
	return []kit.Label{p.clockLabel(rules.White, faces[rules.White]), p.clockLabel(rules.Black, faces[rules.Black])}
}
