package scenes

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// Action is a meaning the player can ask for with a key (and often also
// with a button on screen).
type Action uint8

const (
	ActUp Action = iota
	ActDown
	ActLeft
	ActRight
	ActConfirm    // Enter, Space
	ActUndo       // U, Backspace
	ActRedo       // R
	ActBack       // Escape: the menu, or back
	ActFullscreen // F
	ActMute       // M
	ActHint       // H
	ActPageUp     // Page Up
	ActPageDown   // Page Down
	ActHome       // Home
	ActEnd        // End
	ActNext       // Tab
	numActions
)

// Pointer is the mouse or the first finger on a touch screen.
type Pointer struct {
	X, Y float64 // screen pixels
	// Present is true while a mouse is over the window or a finger is down.
	Present bool
	// Down is true while the button or finger is held.
	Down bool
	// Pressed and Released are true for the one tick where the press began
	// or ended.
	Pressed, Released bool
	// Touch tells a finger from a mouse (fingers have no hover).
	Touch bool
}

// Input is one tick of input in game meanings, so a scene can be driven
// without a window: tests build Input values by hand.
type Input struct {
	Pointer Pointer
	// Wheel is the vertical scroll of this tick, positive to scroll down,
	// in lines: a notch of a mouse wheel is 1 in every build, a trackpad
	// gives fractions.
	Wheel float64
	// Typed is the text typed this tick.
	Typed []rune
	// Shift tells whether a shift key is held.
	Shift   bool
	actions uint32
}

// Just reports whether the action was asked for this tick.
func (in *Input) Just(a Action) bool { return in.actions&(1<<a) != 0 }

// AnyAction reports whether any action was asked for this tick.
func (in *Input) AnyAction() bool { return in.actions != 0 }

// Press records an action for this tick (tests use it to press keys).
func (in *Input) Press(a Action) { in.actions |= 1 << a }

// Active reports whether anything happened this tick that could change
// what is on screen wherever the pointer is: a key, text, a press or
// release, the pointer coming or going. Pointer motion alone is not: a
// mouse resting in a hand moves a little all the time, and drawing the whole
// screen for each move costs a frame's work for nothing (in the browser,
// work taken from the computer's thinking). Nor is the wheel: every scene
// that scrolls asks for its own redraw, and History scrolls by drawing its
// view alone, which a whole frame for each notch would undo. What follows
// the pointer (a button lit under it, a man's ghost, a dragged stone, a
// scrolled page) asks for its own redraw when it changes.
func (in *Input) Active(prev *Input) bool {
	p, q := in.Pointer, prev.Pointer
	return in.actions != 0 || len(in.Typed) > 0 ||
		p.Pressed || p.Released || p.Down != q.Down || p.Present != q.Present
}

// Click returns a pointer input that presses and releases at (x, y) in one
// tick, for tests.
func Click(x, y float64) *Input {
	return &Input{Pointer: Pointer{X: x, Y: y, Present: true, Pressed: true, Released: true}}
}

// Key returns an input with one action, for tests.
func Key(a Action) *Input {
	in := &Input{}
	in.Press(a)
	return in
}

var keyActions = []struct {
	key ebiten.Key
	act Action
}{
	{ebiten.KeyArrowUp, ActUp}, {ebiten.KeyArrowDown, ActDown},
	{ebiten.KeyArrowLeft, ActLeft}, {ebiten.KeyArrowRight, ActRight},
	{ebiten.KeyEnter, ActConfirm}, {ebiten.KeyNumpadEnter, ActConfirm}, {ebiten.KeySpace, ActConfirm},
	{ebiten.KeyU, ActUndo}, {ebiten.KeyBackspace, ActUndo}, {ebiten.KeyR, ActRedo},
	{ebiten.KeyEscape, ActBack}, {ebiten.KeyF, ActFullscreen}, {ebiten.KeyM, ActMute},
	{ebiten.KeyH, ActHint}, {ebiten.KeyPageUp, ActPageUp}, {ebiten.KeyPageDown, ActPageDown},
	{ebiten.KeyHome, ActHome}, {ebiten.KeyEnd, ActEnd}, {ebiten.KeyTab, ActNext},
}

// liveInput reads Ebitengine's mouse, touch and keyboard state once a tick.
type liveInput struct {
	touch    ebiten.TouchID
	touching bool
	prev     Pointer
	ids      []ebiten.TouchID
	// lastTouch is when a finger was last down.
	lastTouch time.Time
	// held holds the repeating keys held down.
	held map[ebiten.Key]heldKey
}

// syntheticMouse is how long after a touch the mouse events a browser
// makes up for a tap are ignored.
const syntheticMouse = 800 * time.Millisecond

func (l *liveInput) poll(now time.Time) Input {
	var in Input
	for _, ka := range keyActions {
		if l.pressed(ka.key, now) {
			in.Press(ka.act)
		}
	}
	in.Shift = ebiten.IsKeyPressed(ebiten.KeyShift)
	in.Typed = ebiten.AppendInputChars(nil)
	_, dy := ebiten.Wheel()
	in.Wheel = wheelNotches(dy)

	// A finger wins over the mouse while it is down; browsers also send
	// synthetic mouse events for taps, which the touch path makes redundant.
	l.ids = inpututil.AppendJustPressedTouchIDs(l.ids[:0])
	if !l.touching && len(l.ids) > 0 {
		l.touch, l.touching = l.ids[0], true
		x, y := ebiten.TouchPositionF(l.touch)
		in.Pointer = Pointer{X: x, Y: y, Present: true, Down: true, Pressed: true, Touch: true}
	} else if l.touching {
		if inpututil.IsTouchJustReleased(l.touch) {
			x, y := inpututil.TouchPositionInPreviousTick(l.touch)
			in.Pointer = Pointer{X: float64(x), Y: float64(y), Present: false, Released: true, Touch: true}
			l.touching = false
		} else {
			x, y := ebiten.TouchPositionF(l.touch)
			in.Pointer = Pointer{X: x, Y: y, Present: true, Down: true, Touch: true}
		}
	} else {
		x, y := ebiten.CursorPositionF()
		in.Pointer = Pointer{
			X: x, Y: y, Present: true,
			Down:     ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft),
			Pressed:  inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft),
			Released: inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft),
		}
		if !l.lastTouch.IsZero() && now.Sub(l.lastTouch) < syntheticMouse {
			// Ignore the synthetic mouse events browsers send after a tap.
			in.Pointer.Pressed, in.Pointer.Released, in.Pointer.Down = false, false, false
		}
	}
	if in.Pointer.Touch {
		l.lastTouch = now
	}
	l.prev = in.Pointer
	return in
}

// wheelNotches converts Ebitengine's vertical wheel offset (positive
// upwards; lines natively, CSS pixels in the browser) to Input.Wheel.
func wheelNotches(dy float64) float64 { return -dy / wheelPixelsPerNotch }

// A key that moves things (arrows, paging) repeats while held, the way
// text editors do: after repeatDelay, once every repeatInterval. On the
// clock, as the loop's ticks come at the display's rate.
const (
	repeatDelay    = 400 * time.Millisecond
	repeatInterval = 60 * time.Millisecond
)

// pressesAfter is how many presses a repeating key held for d has made.
func pressesAfter(d time.Duration) int {
	if d <= repeatDelay {
		return 1
	}
	return 1 + int((d-repeatDelay)/repeatInterval)
}

// heldKey is a repeating key held down: since when, and how many presses
// it has made.
type heldKey struct {
	since   time.Time
	presses int
}

// pressed reports a press of k in this tick: it was just pressed, or it
// repeats.
func (l *liveInput) pressed(k ebiten.Key, now time.Time) bool {
	if inpututil.IsKeyJustPressed(k) {
		switch k {
		case ebiten.KeyArrowUp, ebiten.KeyArrowDown, ebiten.KeyArrowLeft, ebiten.KeyArrowRight,
			ebiten.KeyPageUp, ebiten.KeyPageDown:
			if l.held == nil {
				l.held = map[ebiten.Key]heldKey{}
			}
			l.held[k] = heldKey{since: now, presses: 1}
		}
		return true
	}
	h, ok := l.held[k]
	if !ok {
		return false
	}
	if !ebiten.IsKeyPressed(k) {
		delete(l.held, k)
		return false
	}
	if n := pressesAfter(now.Sub(h.since)); n > h.presses {
		l.held[k] = heldKey{since: h.since, presses: n}
		return true
	}
	return false
}
