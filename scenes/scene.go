// Package scenes is the scene framework: the Scene interface and the
// optional ones a scene may add, the Manager that runs the scene on screen
// and crossfades to the next, the input in game meanings (Input, made up
// by tests), and the loop's rest while nothing changes. It knows neither
// the rules nor the computer nor storage: the game's screens are packages
// of their own over it (scenes/title, play, review, ...), drawing with
// scenes/kit and sharing scenes/app.
package scenes

import (
	"image"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// Scene is one screen of the game. Update runs once a frame, at the
// display's rate, with that tick's input; Draw is called only when
// something changed (see Context.Redraw), so a scene that animates asks
// for redraws while it moves.
type Scene interface {
	// Layout places the scene for a screen of w×h pixels at scale pixels
	// per logical unit. The manager calls it before the scene's first
	// Update or Draw and again whenever the size or the scale changes, so
	// Update and Draw always find the scene laid out for the screen they
	// get. A scene may be drawn before its first Update: the scene being
	// faded to is drawn in the frame after the switch.
	Layout(w, h int, scale float64)
	Update(ctx *Context) error
	Draw(screen *ebiten.Image)
}

// PartDrawer is a scene that can bring one part of the screen up to date
// without drawing the rest (see Context.RedrawPart). The screen still holds
// the last frame, since it is not cleared between frames.
type PartDrawer interface {
	// DrawPart reports false when more changed than it can draw in part:
	// the manager then draws the whole screen.
	DrawPart(screen *ebiten.Image) bool
}

// InputPartDrawer is a PartDrawer whose DrawPart finds every change to its
// screen by itself, comparing what it shows with what it drew: a frame of
// input (a key, a press or a release: Input.Active) brings its screen up to
// date in part, where another scene is drawn whole: in software, a whole
// screen for every click would hold the page up.
type InputPartDrawer interface {
	PartDrawer
	// DrawsInputInPart marks the scene as one; it does nothing.
	DrawsInputInPart()
}

// Opaque is a scene whose Draw covers every pixel of the screen with an
// opaque colour (it starts with the backdrop), so the screen need not be
// cleared before it: where the screen is drawn in software, a clear costs
// as much as a copy of the whole screen.
type Opaque interface {
	// Opaque marks the scene; it draws nothing.
	Opaque()
}

// Preparer is a scene that draws what its first frame shows (pages,
// pictures) a piece at a time ahead of that frame, so that no frame draws
// it all: on a machine without a GPU, a page of text drawn at once takes a
// frame of half a second. While the scene switched to is not ready, the
// manager keeps showing the scene being left and calls Prepare once for
// each sixtieth of a second the tick spans (see prepare), laid out; the
// crossfade starts when Prepare reports ready (or after prepareTime at
// most, the rest then drawn at once).
type Preparer interface {
	Prepare() (ready bool)
}

// Leaver is a scene that must let go of something when the manager switches
// away from it, such as a computer player thinking in the background.
type Leaver interface {
	Leave()
}

// Releaser is a scene that keeps images it can let go of while it is off
// the screen (its layers). The manager calls Release once the scene is no
// longer drawn, after the crossfade away from it; a scene drawn again (one
// gone back to) makes them again.
type Releaser interface {
	Release()
}

// Context is what a scene sees of the world during Update.
type Context struct {
	// Input is this tick's input, in screen pixels.
	Input *Input
	// Width and Height are the screen's size in pixels.
	Width, Height int
	// Scale is the number of screen pixels per logical unit: layouts are
	// thought in logical units and drawn at this scale, so text and stones
	// stay crisp on HiDPI screens and phones.
	Scale float64
	// Tick counts Updates since the game started, one a frame. Nothing
	// that shows on screen is timed by it: see Now and Delta.
	Tick int64
	// Now is this tick's time on the manager's clock (the real time, or a
	// test's), and Delta the time since the previous tick. Animations,
	// fades and waits advance by Delta, so a slow machine drops frames but
	// a 0.3 s slide still takes 0.3 s.
	Now   time.Time
	Delta time.Duration
	// Frames counts the frames since the game started, drawn or left as
	// they were: a scene that must let the screen catch up with a change
	// counts frames from it, since ticks run ahead of slow frames.
	Frames int64
	// Fading is true while the scene is being crossfaded in.
	Fading bool

	manager   *Manager
	redraw    bool
	part      bool
	hand      bool
	awake     bool
	offscreen bool
}

// GoTo switches to another scene with a crossfade.
func (c *Context) GoTo(s Scene) { c.manager.GoTo(s) }

// Redraw asks for the screen to be drawn this frame. Keys, presses and
// releases already cause a redraw (Input.Active), pointer
// motion alone does not: a scene calls this while it animates, and when
// something it shows follows the pointer and has changed.
func (c *Context) Redraw() { c.redraw = true }

// KeepAwake keeps the loop at its full pace this tick though nothing is
// drawn (see Pacer): the scene has work that runs a slice a tick, such as
// the computer thinking on the browser's one thread, which a loop at rest
// would starve.
func (c *Context) KeepAwake() { c.awake = true }

// ShowHand shows the hand cursor this tick: the mouse is over something
// that can be clicked. Without it the cursor is the arrow. The manager sets
// the shape after Update, which needs no drawing, so it follows the mouse
// however rarely the screen is drawn.
func (c *Context) ShowHand() { c.hand = true }

// DrewOffscreen notes that the tick drew into images off the screen, such
// as a piece of a page or a picture made ahead: the manager then has the
// frame shown though nothing on the screen changed (see showOffscreen). A
// tick whose drawing goes to the screen anyway need not.
func (c *Context) DrewOffscreen() { c.offscreen = true }

// RedrawPart asks for the part of the screen that the scene's DrawPart
// draws to be drawn this frame, for a small change such as a moving cue. A
// Redraw in the same tick wins; a scene that is not a PartDrawer is drawn
// whole.
func (c *Context) RedrawPart() { c.part = true }

// Toast shows a short message over whatever scene is up for a few
// seconds (Shell.Show): what just happened out of sight, such as where a
// file went. Without a shell it shows nothing.
func (c *Context) Toast(msg string) {
	m := c.manager
	if m.shell != nil {
		m.shell.Show(msg)
		m.wholeDue = true
	}
}

// TPS is the rate of Updates the game's motion is tuned for: the loop runs
// one Update a frame, at the display's rate, and scenes move on the clock
// (Context.Delta), easing as they would sixty times a second.
const TPS = 60

// TickTime is the time between two Updates on a display of sixty frames a
// second; tests advance their clocks by it each step.
const TickTime = time.Second / TPS

// maxDelta bounds Context.Delta: a longer gap is a stall (a suspended
// laptop, a hidden page), not time to animate through or count as played.
const maxDelta = time.Second

// Shell runs around every scene: the app's keys that work on every screen
// and the short messages drawn over whichever scene is up (Context.Toast).
type Shell interface {
	// Update runs at the start of every tick, before the scene, with the
	// tick's context; it reports whether what it draws changed.
	Update(ctx *Context) (changed bool)
	// Show shows a message for a few seconds.
	Show(msg string)
	// Showing reports whether it draws anything now: the loop does not
	// rest while it does.
	Showing() bool
	// Draw draws over a frame drawn whole.
	Draw(screen *ebiten.Image)
}

// Images gives the manager the crossfade's snapshots, sharing images of
// the screen's size with the scenes' layers, and hears how the frames go,
// so that images let go are freed once no draw queued can read them: the
// drawing kit's is one.
type Images interface {
	// TakeImage returns a clear image of size, a spare one if there is.
	TakeImage(size image.Point) *ebiten.Image
	// Discard lets img go at the next tick.
	Discard(img *ebiten.Image)
	// TickStarted is called as each tick starts: what was let go in the
	// last may be freed.
	TickStarted()
	// SnapshotStarted is called as the scene coming in draws its first
	// frame, the crossfade's snapshot; SwitchEnded once the crossfade is
	// over and the scene left let go of its images.
	SnapshotStarted()
	SwitchEnded()
}
