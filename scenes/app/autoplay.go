package app

import (
	"fmt"
	"io"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
)

// Autoplay plays games of the computer against itself through the real
// scenes, drawing every frame as a player would see it, and writes a line
// for each thing that happens, for measurements from outside (main's
// -autoplay; scripts/bench-frames.sh): the memory after each game, the
// moment the first slide begins, so a slide can be watched.
type Autoplay struct {
	// Games is how many games to play; the program ends after the last.
	Games int
	// NewGame starts a game of the computer against itself; main sets it,
	// as the core cannot import the play scene.
	NewGame func() scenes.Scene
	// Out receives the event lines.
	Out io.Writer
	// Memory says what the process holds (the RSS, the heap) as
	// key=value fields for the line written after each game; nil writes
	// none.
	Memory func() string

	game    int           // the game under way, from 1
	started bool          // the first game was started from the first scene
	moving  bool          // the first slide of this game was told
	shown   time.Duration // the result's time at rest
	rest    int           // the result's ticks at rest
}

// resultHold is how long an autoplayed result stays up, once faded in,
// before the next game: the line is written with the result at rest, as
// a player sees it, not while the crossfade still holds its two
// snapshots of the screen's size, and after the manager gave memory back
// (Manager.AfterSwitch, a tick after the fade).
const resultHold = 600 * time.Millisecond

// restTicks is the fewest ticks at rest before the line: on a slow
// machine one tick may pass resultHold, and the images the fade let go
// are deallocated, and the memory given back, in the two ticks after it.
const restTicks = 3

// event writes one line.
func (a *Autoplay) event(format string, args ...any) {
	if a.Out != nil {
		fmt.Fprintf(a.Out, "autoplay game=%d "+format+"\n", append([]any{a.game}, args...)...)
	}
}

// start goes from the first scene to the first game once the manager has
// drawn a frame of it.
func (a *Autoplay) start(ctx *scenes.Context) {
	if a.started || ctx.Frames == 0 {
		return
	}
	a.started = true
	a.next(ctx)
}

// next starts the next game.
func (a *Autoplay) next(ctx *scenes.Context) {
	a.game++
	a.moving, a.shown, a.rest = false, 0, 0
	a.event("start")
	ctx.GoTo(a.NewGame())
}

// Played is told by the play scene of each move in g, as it begins to
// animate: the first slide of the game writes a line, so a slide can be
// watched from its start.
func (a *Autoplay) Played(g *rules.Game) {
	moves := g.Moves()
	if !a.moving && len(moves) > 0 && moves[len(moves)-1].Kind() == rules.SlideMove {
		a.moving = true
		a.event("phase=moving ply=%d", g.Ply())
	}
}

// AtResult is called by the result scene on each tick: once the result
// has shown for a moment after its fade it writes the game's line and
// starts the next game, or ends the program (ebiten.Termination) after
// the last.
func (a *Autoplay) AtResult(ctx *scenes.Context, g *rules.Game) error {
	if !ctx.Fading {
		a.shown += ctx.Delta
		a.rest++
	}
	if a.shown < resultHold || a.rest < restTicks {
		return nil
	}
	mem := ""
	if a.Memory != nil {
		mem = " " + a.Memory()
	}
	a.event("over plies=%d result=%q%s", g.Ply(), g.Result().Headline(), mem)
	if a.game >= a.Games {
		return ebiten.Termination
	}
	a.next(ctx)
	return nil
}
