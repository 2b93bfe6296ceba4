package scenes

import (
	"image"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// fadeTime is the length of the crossfade between scenes.
const fadeTime = 350 * time.Millisecond

// prepareTime is the longest a scene switched to may prepare (Preparer)
// before the crossfade starts anyway: a click is answered within it.
const prepareTime = 600 * time.Millisecond

// toastTime is how long the sound switch's state shows after M, and
// messageTime how long a scene's message does (Context.Toast): a path
// takes a while to read.
const (
	toastTime   = 1400 * time.Millisecond
	messageTime = 6 * time.Second
)

// FadeDeaf is how long after a switch the incoming scene hears no presses:
// one that soon is the second half of a double click on what made the
// switch, not a click aimed at a scene the player has barely seen.
const FadeDeaf = 200 * time.Millisecond

// Manager runs the current scene and crossfades to the next, as in
// Ebitengine's examples/blocks. It is the ebiten.Game of the program.
type Manager struct {
	app     *App
	current Scene
	next    Scene
	// laid is the size current and next were last laid out for.
	laid [2]screenSize
	// switched is when the switch was asked for; faded is how far the
	// crossfade has run, counted from the frame that took its snapshots
	// (from and to), so a slow first frame of the new scene does not eat
	// the fade.
	switched time.Time
	faded    time.Duration
	snapped  bool
	from, to *ebiten.Image
	// shownFade is how far the frame on the screen had faded from the
	// scene going away to the snapshot to, or -1 when the screen holds
	// anything else: the next frame of the fade draws to over it, not both
	// again. toastOn is whether the last frame drawn whole had a toast
	// over it.
	shownFade float32
	toastOn   bool
	// ready is whether the scene faded to is ready to be shown (see
	// Preparer); preparing is how long it has been preparing.
	ready     bool
	preparing time.Duration

	// now is the clock (time.Now, or a test's); clock is its reading for
	// this tick.
	now   func() time.Time
	clock time.Time

	input liveInput
	last  Input
	tick  int64
	scale float64
	w, h  int
	dirty bool
	// part asks the current scene's DrawPart to draw (Context.RedrawPart).
	part bool
	// aside is set by a tick that drew into images off the screen
	// (Context.DrewAside, a scene being prepared): its frame is shown
	// even if nothing on the screen changed (see showAside).
	aside bool
	// frames counts the calls to Draw (Context.Frames); wholes and parts
	// those that drew the whole screen and those that drew a scene's part,
	// and asides those shown only for what was drawn off the screen.
	frames, wholes, parts, asides int64
	// toast is how long the sound switch's new state stays shown after M;
	// toastImg is its picture.
	toast    time.Duration
	toastImg Layer
	// toastMsg is a scene's message shown in the toast (Context.Toast),
	// "" while it shows the sound switch.
	toastMsg string
	drawn    [2]int // the screen size last drawn
	// hand is whether the cursor was last set to the hand (Context.ShowHand).
	hand bool
	// AfterSwitch, when set, is called once a crossfade is over and the
	// scene left has let its images go: main gives memory back to the
	// system there.
	AfterSwitch func()
	switchOver  bool
	// drawnIn is the span of shape use (see shapeCache.mark) in which the
	// scene faded to drew its snapshot: large shapes not used since are
	// the scene left's, let go when the fade is over.
	drawnIn uint64
	// pacer slows the loop while the game rests; rested is how long it
	// has (see pace).
	pacer  Pacer
	rested time.Duration
	awake  bool // the scene asked to keep the loop awake this tick
}

// NewManager starts the game on the first scene.
func NewManager(app *App, first Scene) *Manager {
	m := &Manager{app: app, current: first, dirty: true, scale: 1, now: time.Now, shownFade: -1}
	return m
}

// SetClock replaces the real clock, for tests, which advance their own.
func (m *Manager) SetClock(now func() time.Time) {
	m.now = now
	m.clock = time.Time{}
}

// GoTo switches to s with a crossfade; the scene being left is told to let
// go of what it holds.
func (m *Manager) GoTo(s Scene) {
	old := m.current
	if m.next != nil {
		// A switch during a fade: the half-shown scene is dropped at once.
		release(m.current)
		old = m.next
		m.current = m.next
		m.laid[0] = m.laid[1]
	}
	if l, ok := old.(Leaver); ok {
		l.Leave()
	}
	m.next = s
	m.laid[1] = screenSize{}
	m.faded, m.snapped = 0, false
	_, prepares := s.(Preparer)
	m.ready, m.preparing = !prepares, 0
	m.switched = m.clock
	m.dirty = true
}

// Current returns the scene on screen (the one being faded to, during a
// fade).
func (m *Manager) Current() Scene {
	if m.next != nil {
		return m.next
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
	nextFrame()
	m.tick++
	now := m.now()
	var delta time.Duration
	if !m.clock.IsZero() {
		delta = min(max(0, now.Sub(m.clock)), maxDelta)
	}
	m.clock = now
	if in.Active(&m.last) {
		m.inputRedraw()
	}
	prev := m.last
	m.last = *in
	m.awake = false
	defer m.pace(in, &prev, delta)
	if m.app != nil {
		m.app.NoteInput(in)
	}
	if in.Just(ActFullscreen) {
		ebiten.SetFullscreen(!ebiten.IsFullscreen())
	}
	// M works in every scene, so it is the manager's, not each scene's;
	// its effect is shown for a moment over whatever scene is up.
	if in.Just(ActMute) && m.app != nil {
		m.app.ToggleMute()
		m.toast, m.toastMsg = toastTime+delta, ""

		m.dirty = true
	}
	if m.toast > 0 {
		m.toast = max(0, m.toast-delta)
		m.dirty = true // and once more at 0, to take it away
	}
	ctx := &Context{Input: in, Width: m.w, Height: m.h, Scale: m.scale, Tick: m.tick, Now: now, Delta: delta, App: m.app, Frames: m.frames, manager: m}
	size := screenSize{m.w, m.h, m.scale}
	if m.next != nil && !m.ready {
		// The scene being left stays on the screen, still, while the one
		// coming in draws its first frame in pieces; the presses it would
		// hear are those that made the switch, so it hears none. The
		// fade's deaf time counts from when the new scene shows.
		m.layOut(1, size)
		m.preparing += delta
		m.aside = true
		m.ready = prepare(m.next.(Preparer), delta) || m.preparing >= prepareTime
		if !m.ready {
			return nil
		}
		m.switched = now
	}
	if m.next != nil {
		if m.snapped {
			m.faded += delta
		}
		m.dirty = true
		if m.faded < fadeTime {
			// The incoming scene takes input as soon as it shows: a
			// player who clicks on it while it fades in must not have to
			// click again.
			fin := in
			if now.Sub(m.switched) < FadeDeaf {
				p := in.Pointer
				fin = &Input{Pointer: Pointer{X: p.X, Y: p.Y, Present: p.Present, Touch: p.Touch}}
			}
			fctx := &Context{Input: fin, Width: m.w, Height: m.h, Scale: m.scale, Tick: m.tick, Now: now, Delta: delta, App: m.app, Frames: m.frames, Fading: true, manager: m}
			m.layOut(1, size)
			err := m.next.Update(fctx)
			m.awake = fctx.awake
			m.dirty = m.dirty || fctx.redraw
			m.showHand(fctx.hand)
			return err
		}
		release(m.current)
		m.current, m.next = m.next, nil
		m.laid[0] = m.laid[1]
		m.releaseFade()
		if m.drawnIn != 0 {
			shapes.dropLarge(m.drawnIn)
		}
		m.switchOver = true
	} else if m.switchOver {
		// A tick later, once the images let go are deallocated.
		m.switchOver = false
		if m.AfterSwitch != nil {
			m.AfterSwitch()
		}
	}
	m.layOut(0, size)
	err := m.current.Update(ctx)
	m.awake = ctx.awake
	if p, ok := m.next.(Preparer); ok && m.next != nil && !m.ready {
		// A scene switched to that was drawn ahead starts its fade in
		// the next frame.
		m.layOut(1, size)
		m.aside = true
		m.ready = prepare(p, delta)
	}
	if a := m.app; a != nil && a.Autoplay != nil && m.next == nil {
		a.Autoplay.start(ctx)
	}
	m.showHand(ctx.hand)
	if ctx.redraw {
		m.dirty = true
	}
	if ctx.aside {
		m.aside = true
	}
	if ctx.part {
		if _, ok := m.current.(PartDrawer); ok {
			m.part = true
		} else {
			m.dirty = true
		}
	}
	return err
}

// inputRedraw asks for the frame of a tick with input (Input.Active): in
// part for a scene that finds what input changed by itself
// (InputPartDrawer), when no other scene is coming in, else whole.
func (m *Manager) inputRedraw() {
	if _, ok := m.current.(InputPartDrawer); ok && m.next == nil {
		m.part = true
		return
	}
	m.dirty = true
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
	aside := m.aside
	m.aside = false
	if !m.dirty && size == m.drawn {
		switch {
		case m.part && m.next == nil:
			m.part = false
			m.parts++
			m.current.(PartDrawer).DrawPart(screen)
		case aside:
			m.asides++
			showAside(screen)
		}
		return
	}
	m.dirty, m.part = false, false
	m.wholes++
	// Whether the screen holds the last frame drawn, as drawn: a fade
	// starts over it.
	kept := size == m.drawn && !m.toastOn
	m.drawn = size
	m.toastOn = false
	laid := screenSize{size[0], size[1], m.scale}
	m.layOut(0, laid)
	if m.next != nil {
		m.layOut(1, laid)
	}
	defer m.drawToast(screen)
	if m.next == nil || !m.ready {
		m.shownFade = -1
		DrawWhole(screen, m.current)
		return
	}
	// A crossfade blends the scene going away into a snapshot of the one
	// coming in, drawn once. It starts from the screen, which shows the
	// scene going away; a screen that does not (a toast over it, a new
	// size) has it drawn into a snapshot too (from). A resize mid-fade
	// takes the snapshots again.
	if !m.snapped || m.to.Bounds().Size() != b.Size() {
		m.to = fit(m.to, size)
		m.shownFade = 0
		if !kept || m.snapped {
			m.snapFrom(size)
			m.shownFade = -1
		}
		// From now on the scene going away is not drawn again: its layers
		// go back to the pool at once, for the scene coming in to take,
		// so that a switch holds the layers of one scene, not of two, and
		// the process as many images fewer.
		release(m.current)
		m.to.Clear()
		m.drawnIn = shapes.mark()
		m.next.Draw(m.to)
		m.snapped = true
	}
	f := min(1, float32(m.faded)/float32(fadeTime))
	a, both := fadeOver(m.shownFade, f)
	if both {
		if m.from == nil {
			// The screen held the scene going away, and no longer does:
			// it is drawn (rarely: a toast shown over the fade).
			m.snapFrom(size)
		}
		screen.DrawImage(m.from, &ebiten.DrawImageOptions{Blend: ebiten.BlendCopy})
	}
	if a > 0 {
		op := &ebiten.DrawImageOptions{}
		op.ColorScale.ScaleAlpha(a)
		screen.DrawImage(m.to, op)
	}
	m.shownFade = f
}

// snapFrom draws the scene going away into its snapshot, from.
func (m *Manager) snapFrom(size [2]int) {
	m.from = fit(m.from, size)
	m.from.Clear()
	m.current.Draw(m.from)
}

// fadeOver says how to draw a crossfade's frame at f (the share of the
// snapshot faded to) over a screen showing its frame at shown, or holding
// something else (shown < 0): the alpha to draw the snapshot faded to at,
// and whether the snapshot left must be drawn first. Over a frame of the
// fade, one copy a frame does, not two: drawing to at a over from and to
// blended at s leaves (1-a)(1-s) of from, which is 1-f. Rounding to whole
// levels each frame strays by a level or two at most, and the last frame
// (f = 1) is the snapshot faded to alone.
func fadeOver(shown, f float32) (alpha float32, both bool) {
	if shown < 0 || shown >= 1 {
		return f, true
	}
	return max(0, 1-(1-f)/(1-shown)), false
}

// DrawWhole draws the whole of a scene on a screen holding anything: over
// a clear screen, unless the scene is Opaque.
func DrawWhole(screen *ebiten.Image, s Scene) {
	shapes.mu.Lock()
	shapes.wholes++
	shapes.mu.Unlock()
	if _, ok := s.(Opaque); !ok {
		screen.Clear()
	}
	s.Draw(screen)
}

// ScreensDrawnWhole returns the number of times a scene has been drawn
// over the whole screen (DrawWhole) in the process, by the manager or by a
// PartDrawer that could not draw in part. Tests check that frames which
// change a piece of the screen draw that piece.
func ScreensDrawnWhole() int64 {
	shapes.mu.Lock()
	defer shapes.mu.Unlock()
	return shapes.wholes
}

// release lets a scene that is no longer drawn let go of its images.
func release(s Scene) {
	if r, ok := s.(Releaser); ok {
		r.Release()
	}
}

// releaseFade lets the crossfade's snapshots go once it is over: not to
// the pool, where two images of the screen's size would wait for the next
// switch, but away (at the next tick, see Discard); a switch is rare
// enough to make them again.
func (m *Manager) releaseFade() {
	for _, img := range []*ebiten.Image{m.from, m.to} {
		if img != nil {
			Discard(img)
		}
	}
	m.from, m.to = nil, nil
}

// MarkDrawn is what Draw does to the manager's state, for tests, which
// step as if each tick were a frame without drawing.
func (m *Manager) MarkDrawn() {
	m.frames++
	m.dirty, m.part = false, false
	if m.next != nil && m.ready {
		m.snapped = true
	}
}

// screenSize is what a layout depends on: the screen's size in pixels and
// its scale.
type screenSize struct {
	w, h  int
	scale float64
}

// layOut lays the current scene (i 0) or the one being faded to (i 1) out
// for size, unless it already is.
func (m *Manager) layOut(i int, size screenSize) {
	if m.laid[i] == size {
		return
	}
	m.laid[i] = size
	s := m.current
	if i == 1 {
		s = m.next
	}
	s.Layout(size.w, size.h, size.scale)
}

// fit returns img if it has the size, else an image of that size.
func fit(img *ebiten.Image, size [2]int) *ebiten.Image {
	if img != nil {
		if b := img.Bounds(); b.Dx() == size[0] && b.Dy() == size[1] {
			return img
		}
		giveImage(img)
	}
	return takeImage(image.Pt(size[0], size[1]))
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
	w, h := int(outsideWidth*s+0.5), int(outsideHeight*s+0.5)
	if w < 1 {
		w = 1
	}
	if h < 1 {
		h = 1
	}
	if w != m.w || h != m.h || s != m.scale {
		m.dirty = true
	}
	m.w, m.h, m.scale = w, h, s
	return float64(w), float64(h)
}

// SetSize sets the screen size and scale without a window, for tests.
func (m *Manager) SetSize(w, h int, scale float64) {
	m.w, m.h, m.scale = w, h, scale
	m.dirty = true
}

// The methods below tell tests, which step the manager with made-up input
// and draw nothing, what a tick asked for.

// Pending reports what the next Draw will draw: the whole screen, or only
// the current scene's part (Context.RedrawPart).
func (m *Manager) Pending() (whole, part bool) { return m.dirty, m.part }

// Hand reports whether the cursor is the hand (Context.ShowHand).
func (m *Manager) Hand() bool { return m.hand }

// Drawn reports how many frames were drawn whole and how many in part
// (PartDrawer): tests check that motion draws parts.
func (m *Manager) Drawn() (whole, part int64) { return m.wholes, m.parts }

// ShownAside returns the number of frames shown though nothing on the
// screen changed, for what a tick drew off it (Context.DrewAside).
func (m *Manager) ShownAside() int64 { return m.asides }

// showAside has the frame shown though nothing on the screen changes,
// by drawing a transparent pixel on it. Ebitengine (v2.10.4) stops
// showing frames a few after the screen last changed, and in a frame it
// does not show, what was drawn off the screen leaves its OpenGL driver's
// record of the shaders' last settings pointing at memory the next frame
// fills again; that frame's draws then skip settings they need, and drew
// a whole screen magnified (the title's card clicked, then a key pressed,
// after the next era's words had been drawn ahead). A frame shown clears
// the record.
func showAside(screen *ebiten.Image) {
	op := &ebiten.DrawImageOptions{}
	op.ColorScale.Scale(0, 0, 0, 0)
	screen.DrawImage(shapes.whitePixel(), op)
}

// FadeLeft is the time left in the crossfade, 0 when there is none.
func (m *Manager) FadeLeft() time.Duration {
	if m.next == nil {
		return 0
	}
	return fadeTime - m.faded
}

// Toast returns the sound switch's state shown after M and the time it
// stays up; "" and 0 when nothing is shown.
func (m *Manager) Toast() (text string, left time.Duration) {
	if m.toast <= 0 {
		return "", 0
	}
	return m.toastText(), m.toast
}
