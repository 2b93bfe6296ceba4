package scenes

import (
	"image"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// prepareTime is the longest a scene switched to may prepare (Preparer)
// before the crossfade starts anyway: a click is answered within it.
const prepareTime = 600 * time.Millisecond

// DeafAfterSwitch is how long after a switch the incoming scene hears no
// presses: one that soon is the second half of a double click on what
// made the switch, not a click aimed at a scene the player has barely seen.
const DeafAfterSwitch = 200 * time.Millisecond

// Manager runs the current scene and crossfades to the next, as in
// Ebitengine's examples/blocks. It is the ebiten.Game of the program.
type Manager struct {
	current Scene
	// fade is the switch to the next scene under way, nil when there is
	// none.
	fade *crossfade
	// laidOut is the size the current scene was last laid out for.
	laidOut screenSize

	// now is the clock (time.Now, or a test's); clock is its reading for
	// this tick.
	now   func() time.Time
	clock time.Time

	input liveInput
	last  Input
	tick  int64
	scale float64
	w, h  int
	// wholeDue asks the next Draw to draw the whole screen, partDue the
	// current scene's part (Context.RedrawPart), offscreenDue the frame
	// shown for what a tick drew off the screen (see showOffscreen).
	wholeDue, partDue, offscreenDue bool
	// frames counts the calls to Draw (Context.Frames); wholeFrames,
	// partFrames and offscreenFrames those that drew the whole screen,
	// those that drew a scene's part, and those shown only for what was
	// drawn off the screen.
	frames, wholeFrames, partFrames, offscreenFrames int64
	drawnSize                                        [2]int
	// shellOn is whether the last frame drawn whole had the shell's
	// message over it: a crossfade cannot start from such a screen.
	shellOn bool
	// hand is whether the cursor was last set to the hand (Context.ShowHand).
	hand bool

	shell  Shell
	images Images
	// AfterSwitch, when set, is called a tick after a crossfade is over,
	// once the scene left has let its images go: main gives memory back
	// to the system there.
	AfterSwitch func()
	// switchEnded is set in the tick a crossfade ends, for AfterSwitch.
	switchEnded bool
	// pacer slows the loop while the game rests; rested is how long it
	// has (see pace), and awake is set by a scene that asked to keep the
	// loop awake this tick.
	pacer  Pacer
	rested time.Duration
	awake  bool
	// doomed are images let go in this tick, freed at the next (see
	// discard); pixel is a white pixel for showOffscreen.
	doomed []*ebiten.Image
	pixel  *ebiten.Image
}

// NewManager starts the game on the first scene.
func NewManager(first Scene) *Manager {
	return &Manager{current: first, wholeDue: true, scale: 1, now: time.Now}
}

// SetShell sets what runs around every scene (see Shell); nil is none.
func (m *Manager) SetShell(s Shell) { m.shell = s }

// SetImages sets where the crossfade's snapshots come from and who is
// told how the frames go (see Images); nil makes new images.
func (m *Manager) SetImages(im Images) { m.images = im }

// SetClock replaces the real clock, for tests, which advance their own.
func (m *Manager) SetClock(now func() time.Time) {
	m.now = now
	m.clock = time.Time{}
}

// GoTo switches to s with a crossfade; the scene being left is told to let
// go of what it holds.
func (m *Manager) GoTo(s Scene) {
	if f := m.fade; f != nil {
		// A switch during a fade: the half-shown scene is dropped at once.
		release(m.current)
		m.current, m.laidOut = f.next, f.laidOut
		m.fade.drop(m)
	}
	if l, ok := m.current.(Leaver); ok {
		l.Leave()
	}
	m.fade = newCrossfade(s, m.clock)
	m.wholeDue = true
}

// Current returns the scene on screen (the one being faded to, during a
// fade).
func (m *Manager) Current() Scene {
	if m.fade != nil {
		return m.fade.next
	}
	return m.current
}

// Update implements ebiten.Game.
func (m *Manager) Update() error {
	in := m.input.poll(m.now())
	return m.Step(&in)
}

// Step runs one tick with the given input; Update calls it with live input
// and tests call it with made-up input.
func (m *Manager) Step(in *Input) error {
	m.startTick()
	now := m.now()
	delta := m.advanceClock(now)
	prev := m.takeInput(in)
	defer m.pace(in, &prev, delta)
	if in.Just(ActFullscreen) {
		ebiten.SetFullscreen(!ebiten.IsFullscreen())
	}
	ctx := m.context(in, now, delta)
	if m.shell != nil && m.shell.Update(ctx) {
		m.wholeDue = true
	}
	if f := m.fade; f != nil {
		if !f.ready && !m.prepareNext(ctx) {
			return nil
		}
		if f.snapped {
			f.faded += delta
		}
		m.wholeDue = true
		if f.faded < fadeTime {
			return m.updateFading(ctx)
		}
		m.endSwitch()
	} else if m.switchEnded {
		// A tick later, once the images let go are freed.
		m.switchEnded = false
		if m.AfterSwitch != nil {
			m.AfterSwitch()
		}
	}
	return m.updateCurrent(ctx)
}

// startTick frees what the last tick let go, now that what was drawn from
// it has been drawn, and tells the watchers.
func (m *Manager) startTick() {
	if m.images != nil {
		m.images.TickStarted()
	} else {
		for _, img := range m.doomed {
			img.Deallocate()
		}
		m.doomed = m.doomed[:0]
	}
	m.tick++
}

// advanceClock reads the clock for the tick and returns the time since the
// last, bounded by maxDelta.
func (m *Manager) advanceClock(now time.Time) time.Duration {
	var delta time.Duration
	if !m.clock.IsZero() {
		delta = min(max(0, now.Sub(m.clock)), maxDelta)
	}
	m.clock = now
	return delta
}

// takeInput keeps the tick's input, asks for the frame that input draws
// (Input.Active) and returns the last tick's.
func (m *Manager) takeInput(in *Input) (prev Input) {
	if in.Active(&m.last) {
		m.inputRedraw()
	}
	prev = m.last
	m.last = *in
	m.awake = false
	return prev
}

// context is the Context of a tick.
func (m *Manager) context(in *Input, now time.Time, delta time.Duration) *Context {
	return &Context{Input: in, Width: m.w, Height: m.h, Scale: m.scale, Tick: m.tick, Now: now, Delta: delta, Frames: m.frames, manager: m}
}

// prepareNext lets the scene switched to prepare its first frame while the
// scene being left stays on the screen, still; the presses it would hear
// are those that made the switch, so it hears none. It reports whether
// the scene is ready to fade in; the deaf time counts from then.
func (m *Manager) prepareNext(ctx *Context) bool {
	f := m.fade
	m.layOutNext()
	f.preparing += ctx.Delta
	m.offscreenDue = true
	f.ready = prepare(f.next.(Preparer), ctx.Delta) || f.preparing >= prepareTime
	if f.ready {
		f.switched = ctx.Now
	}
	return f.ready
}

// updateFading runs a tick of the scene fading in. It takes input as soon
// as it shows, but for the deaf time after the switch: a player who clicks
// on it while it fades in must not have to click again.
func (m *Manager) updateFading(ctx *Context) error {
	f := m.fade
	if ctx.Now.Sub(f.switched) < DeafAfterSwitch {
		p := ctx.Input.Pointer
		ctx.Input = &Input{Pointer: Pointer{X: p.X, Y: p.Y, Present: p.Present, Touch: p.Touch}}
	}
	ctx.Fading = true
	m.layOutNext()
	err := f.next.Update(ctx)
	m.awake = ctx.awake
	m.wholeDue = m.wholeDue || ctx.redraw
	m.showHand(ctx.hand)
	return err
}

// endSwitch makes the scene faded to the current one once the fade is
// over, and lets the scene left and the fade's snapshots go.
func (m *Manager) endSwitch() {
	f := m.fade
	release(m.current)
	m.current, m.laidOut = f.next, f.laidOut
	f.drop(m)
	m.fade = nil
	if m.images != nil {
		m.images.SwitchEnded()
	}
	m.switchEnded = true
}

// updateCurrent runs a tick of the scene on screen and takes what it asked
// for: a switch begun in it starts preparing at once.
func (m *Manager) updateCurrent(ctx *Context) error {
	m.layOut()
	err := m.current.Update(ctx)
	m.awake = ctx.awake
	if f := m.fade; f != nil && !f.ready {
		if p, ok := f.next.(Preparer); ok {
			// A scene switched to that was drawn ahead starts its fade
			// in the next frame.
			m.layOutNext()
			m.offscreenDue = true
			f.ready = prepare(p, ctx.Delta)
		}
	}
	m.showHand(ctx.hand)
	m.wholeDue = m.wholeDue || ctx.redraw
	m.offscreenDue = m.offscreenDue || ctx.offscreen
	if ctx.part {
		if _, ok := m.current.(PartDrawer); ok {
			m.partDue = true
		} else {
			m.wholeDue = true
		}
	}
	return err
}

// inputRedraw asks for the frame of a tick with input (Input.Active): in
// part for a scene that finds what input changed by itself
// (InputPartDrawer), when no other scene is coming in, else whole.
func (m *Manager) inputRedraw() {
	if _, ok := m.current.(InputPartDrawer); ok && m.fade == nil {
		m.partDue = true
		return
	}
	m.wholeDue = true
}

// maxPrepares is the most Prepare calls a tick makes.
const maxPrepares = 5

// prepare calls p.Prepare once for each sixtieth of a second (TickTime)
// the tick spans, up to maxPrepares, until it is ready. A scene prepares
// a budget of pieces a call, sized for a tick at sixty a second; the loop
// runs one tick a frame, and on a machine whose frames come ten a second
// one call a tick would take six times as long.
func prepare(p Preparer, delta time.Duration) (ready bool) {
	n := min(max(1, int((delta+TickTime/2)/TickTime)), maxPrepares)
	for range n {
		if p.Prepare() {
			return true
		}
	}
	return false
}

// showHand sets the cursor to the hand or the arrow when that changes.
func (m *Manager) showHand(hand bool) {
	if hand == m.hand {
		return
	}
	m.hand = hand
	shape := ebiten.CursorShapeDefault
	if hand {
		shape = ebiten.CursorShapePointer
	}
	ebiten.SetCursorShape(shape)
}

// Draw implements ebiten.Game. The screen is not cleared between frames
// (ebiten.SetScreenClearedEveryFrame(false)), so when nothing changed the
// last frame stays up and an idle game costs next to nothing, and a scene
// that only moves something small draws that part alone (PartDrawer).
// Where the screen is drawn in software every copy of the whole screen
// costs a few milliseconds, so a frame makes as few as it can: none to
// clear it under an Opaque scene, one a frame of a crossfade.
func (m *Manager) Draw(screen *ebiten.Image) {
	m.frames++
	b := screen.Bounds()
	size := [2]int{b.Dx(), b.Dy()}
	offscreen := m.offscreenDue
	m.offscreenDue = false
	if !m.wholeDue && size == m.drawnSize && m.drawPart(screen, offscreen) {
		return
	}
	m.wholeDue, m.partDue = false, false
	m.wholeFrames++
	// Whether the screen holds the last frame drawn, as drawn: a fade
	// starts over it.
	kept := size == m.drawnSize && !m.shellOn
	m.drawnSize = size
	m.shellOn = false
	m.layOut()
	defer m.drawShell(screen)
	if f := m.fade; f != nil && f.ready {
		m.layOutNext()
		f.draw(m, screen, kept)
		return
	}
	if f := m.fade; f != nil {
		f.shown = -1
	}
	drawWhole(screen, m.current)
}

// drawPart draws a frame that only a part of the scene on screen changed
// in, or that only shows what was drawn off the screen; it reports false
// when the frame must be drawn whole instead.
func (m *Manager) drawPart(screen *ebiten.Image, offscreen bool) bool {
	switch {
	case m.partDue && m.fade == nil:
		m.partDue = false
		if !m.current.(PartDrawer).DrawPart(screen) {
			return false
		}
		m.partFrames++
	case offscreen:
		m.offscreenFrames++
		m.showOffscreen(screen)
	}
	return true
}

// drawShell draws the shell's message over a frame drawn whole.
func (m *Manager) drawShell(screen *ebiten.Image) {
	if m.shell == nil || !m.shell.Showing() {
		return
	}
	// A crossfade's next frame cannot be drawn over this one.
	if m.fade != nil {
		m.fade.shown = -1
	}
	m.shellOn = true
	m.shell.Draw(screen)
}

// drawWhole draws the whole of a scene on a screen holding anything: over
// a clear screen, unless the scene is Opaque.
func drawWhole(screen *ebiten.Image, s Scene) {
	if _, ok := s.(Opaque); !ok {
		screen.Clear()
	}
	s.Draw(screen)
}

// release lets a scene that is no longer drawn let go of its images.
func release(s Scene) {
	if r, ok := s.(Releaser); ok {
		r.Release()
	}
}

// takeImage returns an image of the screen's size for a snapshot.
func (m *Manager) takeImage(size image.Point) *ebiten.Image {
	if m.images != nil {
		return m.images.TakeImage(size)
	}
	return ebiten.NewImageWithOptions(image.Rectangle{Max: size}, &ebiten.NewImageOptions{Unmanaged: true})
}

// discard lets an image go at the next tick: a draw from it may still be
// queued in the frame under way, and an image freed before the frame is
// flushed draws nothing there.
func (m *Manager) discard(img *ebiten.Image) {
	switch {
	case img == nil:
	case m.images != nil:
		m.images.Discard(img)
	default:
		m.doomed = append(m.doomed, img)
	}
}

// MarkDrawn is what Draw does to the manager's state, for tests, which
// step as if each tick were a frame without drawing.
func (m *Manager) MarkDrawn() {
	m.frames++
	m.wholeDue, m.partDue = false, false
	if f := m.fade; f != nil && f.ready {
		f.snapped = true
	}
}

// screenSize is what a layout depends on: the screen's size in pixels and
// its scale.
type screenSize struct {
	w, h  int
	scale float64
}

// size is the screen's size now.
func (m *Manager) size() screenSize { return screenSize{m.w, m.h, m.scale} }

// layOut lays the current scene out for the screen, unless it already is.
func (m *Manager) layOut() {
	if size := m.size(); m.laidOut != size {
		m.laidOut = size
		m.current.Layout(size.w, size.h, size.scale)
	}
}

// layOutNext lays the scene being faded to out for the screen, unless it
// already is.
func (m *Manager) layOutNext() {
	if f, size := m.fade, m.size(); f.laidOut != size {
		f.laidOut = size
		f.next.Layout(size.w, size.h, size.scale)
	}
}

// Layout implements ebiten.Game: the screen has as many pixels as the
// window has device pixels, so everything is drawn at the display's real
// resolution.
func (m *Manager) Layout(outsideWidth, outsideHeight int) (int, int) {
	w, h := m.LayoutF(float64(outsideWidth), float64(outsideHeight))
	return int(w), int(h)
}

// LayoutF implements ebiten.LayoutFer.
func (m *Manager) LayoutF(outsideWidth, outsideHeight float64) (float64, float64) {
	s := ebiten.Monitor().DeviceScaleFactor()
	if s <= 0 {
		s = 1
	}
	w, h := max(1, int(outsideWidth*s+0.5)), max(1, int(outsideHeight*s+0.5))
	if w != m.w || h != m.h || s != m.scale {
		m.wholeDue = true
	}
	m.w, m.h, m.scale = w, h, s
	return float64(w), float64(h)
}

// SetSize sets the screen size and scale without a window, for tests.
func (m *Manager) SetSize(w, h int, scale float64) {
	m.w, m.h, m.scale = w, h, scale
	m.wholeDue = true
}

// The methods below tell tests, which step the manager with made-up input
// and draw nothing, what a tick asked for.

// Pending reports what the next Draw will draw: the whole screen, or only
// the current scene's part (Context.RedrawPart).
func (m *Manager) Pending() (whole, part bool) { return m.wholeDue, m.partDue }

// Hand reports whether the cursor is the hand (Context.ShowHand).
func (m *Manager) Hand() bool { return m.hand }

// Drawn reports how many frames were drawn whole and how many in part
// (PartDrawer): tests check that motion draws parts.
func (m *Manager) Drawn() (whole, part int64) { return m.wholeFrames, m.partFrames }

// ShownOffscreen returns the number of frames shown though nothing on the
// screen changed, for what a tick drew off it (Context.DrewOffscreen).
func (m *Manager) ShownOffscreen() int64 { return m.offscreenFrames }

// showOffscreen has the frame shown though nothing on the screen changes,
// by drawing a transparent pixel on it. Ebitengine (v2.10.4) stops
// showing frames a few after the screen last changed, and in a frame it
// does not show, what was drawn off the screen leaves its OpenGL driver's
// record of the shaders' last settings pointing at memory the next frame
// fills again; that frame's draws then skip settings they need (a whole
// screen was drawn magnified so). A frame shown clears the record.
func (m *Manager) showOffscreen(screen *ebiten.Image) {
	if m.pixel == nil {
		m.pixel = ebiten.NewImage(1, 1)
	}
	op := &ebiten.DrawImageOptions{}
	op.ColorScale.Scale(0, 0, 0, 0)
	screen.DrawImage(m.pixel, op)
}

// FadeLeft is the time left in the crossfade, 0 when there is none.
func (m *Manager) FadeLeft() time.Duration {
	if m.fade == nil {
		return 0
	}
	return fadeTime - m.fade.faded
}
