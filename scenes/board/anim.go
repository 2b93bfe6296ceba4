package board

import (
	"math"
	"time"

	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes/app"
	"github.com/ninemen/morris/scenes/kit"
)

// Motion is how a stone travels.
type Motion uint8

const (
	// Placing: from the hand to a point, dropping in.
	Placing Motion = iota
	// Sliding: along a line to the next point, on the board.
	Sliding
	// Flying: lifted, carried in an arc, set down.
	Flying
	// Removing: lifted off the board and carried away to the side of
	// the player who took it.
	Removing
	// Settling: a stone dropped by a drag settles onto its point.
	Settling
)

// Base lengths of the animations in seconds, at normal speed.
var animSeconds = [...]float64{
	Placing:  0.42,
	Sliding:  0.30,
	Flying:   0.72,
	Removing: 0.55,
	Settling: 0.12,
}

// landAt is the fraction of a flight or placement at which the stone
// touches down; the rest is a small settle.
const landAt = 0.86

// stoneAnim is one ply being shown: a stone of some colour travelling from
// one place to another. Places are kept as board points or hand slots, not
// pixels, so that a window resized mid-flight still looks right.
type stoneAnim struct {
	kind  Motion
	color rules.Color
	move  rules.Move
	// ply is the index of the move in the game.
	ply int
	// elapsed runs on the clock up to length.
	elapsed, length time.Duration
	// landed is set once the touchdown sound has played.
	landed bool
}

// Length is how long a motion takes at speed.
func Length(m Motion, speed app.Speed) time.Duration {
	return time.Duration(animSeconds[m] * speed.Factor() * float64(time.Second))
}

// newStoneAnim returns the animation of the ply-th move m, played by side c.
func newStoneAnim(kind Motion, c rules.Color, m rules.Move, ply int, speed app.Speed) *stoneAnim {
	n := time.Duration(animSeconds[kind] * speed.Factor() * float64(time.Second))
	return &stoneAnim{kind: kind, color: c, move: m, ply: ply, length: max(n, time.Millisecond)}
}

// advance moves the animation on by d of real time.
func (a *stoneAnim) advance(d time.Duration) { a.elapsed = min(a.length, a.elapsed+d) }

// done reports whether the animation has finished.
func (a *stoneAnim) done() bool { return a.elapsed >= a.length }

// progress is the time through the animation, 0 to 1.
func (a *stoneAnim) progress() float64 {
	return math.Min(1, float64(a.elapsed)/float64(a.length))
}

// touchedDown reports whether the stone has reached the board by now (the
// moment for the landing knock).
func (a *stoneAnim) touchedDown() bool {
	switch a.kind {
	case Placing, Flying:
		return a.progress() >= landAt
	case Settling:
		return true
	}
	return a.done()
}

// stonePose is where a moving stone is drawn: its centre on the board's
// plane (the shadow's place), how far the stone itself is drawn from there
// (rx, ry, in pixels: its height above the board, as the player sees it),
// its lift and its opacity. Lift 0 is resting; the higher the lift, the
// larger the stone and the larger, softer and farther its shadow. A slide
// stays under 0.1; a long flight reaches maxLift.
type stonePose struct {
	x, y   float64
	rx, ry float64
	lift   float64
	alpha  float64
}

// maxLift is the lift at the top of the longest flight.
const maxLift = 1.6

// flightArc is how a flight over dist pixels rises, for stones of the
// given diameter: the height of its path at the top (in pixels) and its
// lift there. A long flight rises higher and lifts the stone more, so it
// reads as a throw across the board, not a glide.
func flightArc(dist, stone float64) (height, lift float64) {
	if stone <= 0 {
		return 0, 1
	}
	height = math.Min(0.3*dist, 2.2*stone)
	lift = kit.Clamp(0.9+0.08*dist/stone, 1, maxLift)
	return height, lift
}

// arcNormal is the direction in which a flight from one point to another
// would rather bow: perpendicular to its line, on the side towards the top
// of the screen (to the left, for a flight straight up or down), as a stone
// thrown in the air is seen against the board.
func arcNormal(dx, dy float64) (nx, ny float64) {
	d := math.Hypot(dx, dy)
	if d == 0 {
		return 0, -1
	}
	nx, ny = dy/d, -dx/d
	if ny > 0 || ny == 0 && nx > 0 {
		nx, ny = -nx, -ny
	}
	return nx, ny
}

// reach is how far from (x, y) one may go in the direction (nx, ny) and
// stay inside r; +Inf for an empty r, which sets no bounds.
func reach(r kit.Rect, x, y, nx, ny float64) float64 {
	if r.W <= 0 || r.H <= 0 {
		return math.Inf(1)
	}
	out := math.Inf(1)
	if nx < 0 {
		out = math.Min(out, (x-r.X)/-nx)
	} else if nx > 0 {
		out = math.Min(out, (r.X+r.W-x)/nx)
	}
	if ny < 0 {
		out = math.Min(out, (y-r.Y)/-ny)
	} else if ny > 0 {
		out = math.Min(out, (r.Y+r.H-y)/ny)
	}
	return math.Max(0, out)
}

// flightBow is the direction and height of a flight's arc from (x0, y0)
// to (x1, y1), kept inside room: towards the top of the screen when there
// is room for most of it, else the other way (a flight along the top row
// bows down over the board rather than off it), lower if even that does
// not fit.
func flightBow(x0, y0, x1, y1, stone float64, room kit.Rect) (nx, ny, height float64) {
	want, _ := flightArc(math.Hypot(x1-x0, y1-y0), stone)
	nx, ny = arcNormal(x1-x0, y1-y0)
	// The highest arc each way that keeps the whole path in the room,
	// sampled along the flight.
	fits := func(nx, ny float64) float64 {
		h := want
		for i := 1; i < 10; i++ {
			s := float64(i) / 10
			u := easeInOutSine(s)
			h = math.Min(h, reach(room, lerp(x0, x1, u), lerp(y0, y1, u), nx, ny)/math.Sin(math.Pi*s))
		}
		return h
	}
	up, down := fits(nx, ny), fits(-nx, -ny)
	if up < 0.7*want && down > up {
		return -nx, -ny, down
	}
	return nx, ny, up
}

// pose is where the stone is at the animation's current time, travelling
// from (x0, y0) to (x1, y1) in pixels; stone is the diameter of a stone,
// which scales the flights' arcs, and room is where a flying stone's centre
// may go (an empty Rect for anywhere).
func (a *stoneAnim) pose(x0, y0, x1, y1, stone float64, room kit.Rect) stonePose {
	t := a.progress()
	switch a.kind {
	case Sliding:
		u := easeInOutCubic(t)
		// A pushed stone barely rises.
		return stonePose{x: lerp(x0, x1, u), y: lerp(y0, y1, u), lift: 0.06 * math.Sin(math.Pi*t), alpha: 1}
	case Settling:
		return stonePose{x: x1, y: y1, lift: 0.35 * (1 - easeOutCubic(t)), alpha: 1}
	case Removing:
		// Lift first, then carry away and fade.
		lift := easeOutCubic(math.Min(1, t/0.3))
		u := easeInOutCubic(math.Max(0, (t-0.15)/0.85))
		alpha := 1 - math.Max(0, (t-0.6)/0.4)
		return stonePose{x: lerp(x0, x1, u), y: lerp(y0, y1, u), lift: lift, alpha: alpha}
	case Flying:
		if t >= landAt {
			// Down, with a small bounce before it settles.
			s := (t - landAt) / (1 - landAt)
			b := math.Sin(math.Pi*s) * (1 - s)
			return stonePose{x: x1, y: y1, ry: -0.08 * stone * b, lift: 0.15 * b, alpha: 1}
		}
		// Up, along a curve over the board, and down: the shadow keeps to
		// the straight line beneath the stone.
		s := t / landAt
		arc := math.Sin(math.Pi * s)
		_, lift := flightArc(math.Hypot(x1-x0, y1-y0), stone)
		nx, ny, height := flightBow(x0, y0, x1, y1, stone, room)
		u := easeInOutSine(s)
		h := height * arc
		return stonePose{x: lerp(x0, x1, u), y: lerp(y0, y1, u), rx: nx * h, ry: ny * h, lift: lift * arc, alpha: 1}
	}
	// Placements: from the hand the stone starts in the air, travels in a
	// low arc and drops in, with a small settle after touchdown.
	if t >= landAt {
		s := (t - landAt) / (1 - landAt)
		return stonePose{x: x1, y: y1, lift: 0.05 * math.Sin(math.Pi*s), alpha: 1}
	}
	s := t / landAt
	u := easeInOutCubic(s)
	lift := math.Max(math.Sin(math.Pi*s), 0.6*(1-s))
	return stonePose{x: lerp(x0, x1, u), y: lerp(y0, y1, u), lift: lift, alpha: 1}
}

func lerp(a, b, t float64) float64 { return a + (b-a)*t }

func easeInOutCubic(t float64) float64 {
	if t < 0.5 {
		return 4 * t * t * t
	}
	f := -2*t + 2
	return 1 - f*f*f/2
}

func easeInOutSine(t float64) float64 {
	return (1 - math.Cos(math.Pi*t)) / 2
}

func easeOutCubic(t float64) float64 {
	f := 1 - t
	return 1 - f*f*f
}

// flash is a timed highlight, such as a mill that lights up when formed.
type flash struct {
	elapsed, length time.Duration
}

// start sets the flash going for the given time.
func (f *flash) start(d time.Duration) { f.elapsed, f.length = 0, d }

// active reports whether the flash is still showing.
func (f *flash) active() bool { return f.elapsed < f.length }

// step advances the flash by d of real time.
func (f *flash) step(d time.Duration) {
	if f.active() {
		f.elapsed = min(f.length, f.elapsed+d)
	}
}

// glow is the flash's brightness: a quick rise and a long fall.
func (f *flash) glow() float64 {
	if !f.active() || f.length == 0 {
		return 0
	}
	t := float64(f.elapsed) / float64(f.length)
	if t < 0.12 {
		return t / 0.12
	}
	return 1 - easeInOutCubic((t-0.12)/0.88)
}
