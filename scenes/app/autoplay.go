package app

import (
	"fmt"
	"io"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/ninemen/morris/ai"
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
	// Out receives the event lines.
	Out io.Writer
	// Memory says what the process holds (the RSS, the heap) as
	// key=value fields for the line written after each game; nil writes
	// none.
	Memory func() string

	game    int           // the game under way, from 1
	started bool          // the first game was started
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

// Start reports, once, when the first game is due: once a frame of the
// first scene has been drawn. The caller starts it.
func (a *Autoplay) Start(ctx *scenes.Context) bool {
	if a.started || ctx.Frames == 0 {
		return false
	}
	a.started = true
	a.next()
	return true
}

// next counts the next game.
func (a *Autoplay) next() {
	a.game++
	a.moving, a.shown, a.rest = false, 0, 0
	a.event("start")
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
// reports that the next game is due (the caller starts it), or ends the
// program (ebiten.Termination) after the last.
func (a *Autoplay) AtResult(ctx *scenes.Context, g *rules.Game) (next bool, err error) {
	if !ctx.Fading {
		a.shown += ctx.Delta
		a.rest++
	}
	if a.shown < resultHold || a.rest < restTicks {
		return false, nil
	}
	mem := ""
	if a.Memory != nil {
		mem = " " + a.Memory()
	}
	a.event("over plies=%d result=%q%s", g.Ply(), g.Result().Headline(), mem)
	if a.game >= a.Games {
		return false, ebiten.Termination
	}
	a.next()
	return true, nil
}

// StartAutoplay has the computer play itself n games at the weakest level,
// quickly, writing a line for each event to out (see Autoplay); memory,
// if not nil, says what the process holds after each game. The settings
// are changed for this run only, not kept.
func (a *App) StartAutoplay(n int, out io.Writer, memory func() string) {
	a.Settings.Level = ai.Beginner.String()
	a.Settings.Think = ThinkTimes[0]
	a.Settings.Sound = false
	if a.Sound != nil {
		a.Sound.SetMuted(true)
	}
	a.Autoplay = &Autoplay{Games: n, Out: out, Memory: memory}
}
