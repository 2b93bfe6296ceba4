package scenes

import (
	"math"

	"github.com/ninemen/morris/rules"
)

// animKind is how a stone travels.
type animKind uint8

const (
	// animPlace: from the hand to a point, dropping in.
	animPlace animKind = iota
	// animSlide: along a line to the next point, on the board.
	animSlide
	// animFly: lifted, carried in an arc, set down.
	animFly
	// animRemove: lifted off the board and carried away to the side of
	// the player who took it.
	animRemove
	// animSettle: a stone dropped by a drag settles onto its point.
	animSettle
)

// Base lengths of the animations in seconds, at normal speed.
var animSeconds = [...]float64{
	animPlace:  0.42,
	animSlide:  0.30,
	animFly:    0.66,
	animRemove: 0.55,
	animSettle: 0.12,
}

// landAt is the fraction of a flight or placement at which the stone
// touches down; the rest is a small settle.
const landAt = 0.86

// stoneAnim is one ply being shown: a stone of some colour travelling from
// one place to another. Places are kept as board points or hand slots, not
// pixels, so that a window resized mid-flight still looks right.
type stoneAnim struct {
	kind  animKind
	color rules.Color
	move  rules.Move
	// ply is the index of the move in the game.
	ply int
	// tick counts up to length.
	tick, length int
	// landed is set once the touchdown sound has played.
	landed bool
}

// newStoneAnim returns the animation of the ply-th move m, played by side c.
func newStoneAnim(kind animKind, c rules.Color, m rules.Move, ply int, speed Speed) *stoneAnim {
	n := int(math.Round(animSeconds[kind] * speed.factor() * TPS))
	if n < 1 {
		n = 1
	}
	return &stoneAnim{kind: kind, color: c, move: m, ply: ply, length: n}
}

// done reports whether the animation has finished.
func (a *stoneAnim) done() bool { return a.tick >= a.length }

// progress is the time through the animation, 0 to 1.
func (a *stoneAnim) progress() float64 {
	return math.Min(1, float64(a.tick)/float64(a.length))
}

// touchedDown reports whether the stone has reached the board by now (the
// moment for the landing knock).
func (a *stoneAnim) touchedDown() bool {
	switch a.kind {
	case animPlace, animFly:
		return a.progress() >= landAt
	case animSettle:
		return true
	}
	return a.done()
}

// stonePose is where a moving stone is drawn: its centre on the board's
// plane (the shadow's place), its lift above the board, and its opacity.
// Lift 0 is resting; at lift 1 the stone is drawn a quarter larger with its
// shadow far below.
type stonePose struct {
	x, y  float64
	lift  float64
	alpha float64
}

// pose is where the stone is at the animation's current time, travelling
// from (x0, y0) to (x1, y1) in pixels. dist is a length (a grid step) that
// scales the arcs.
func (a *stoneAnim) pose(x0, y0, x1, y1 float64) stonePose {
	t := a.progress()
	switch a.kind {
	case animSlide:
		u := easeInOutCubic(t)
		// A pushed stone barely rises.
		return stonePose{lerp(x0, x1, u), lerp(y0, y1, u), 0.06 * math.Sin(math.Pi*t), 1}
	case animSettle:
		return stonePose{x1, y1, 0.35 * (1 - easeOutCubic(t)), 1}
	case animRemove:
		// Lift first, then carry away and fade.
		lift := easeOutCubic(math.Min(1, t/0.3))
		u := easeInOutCubic(math.Max(0, (t-0.15)/0.85))
		alpha := 1 - math.Max(0, (t-0.6)/0.4)
		return stonePose{lerp(x0, x1, u), lerp(y0, y1, u), lift, alpha}
	}
	// Placements and flights: rise, travel in an arc, land with a small
	// settle after touchdown.
	if t >= landAt {
		s := (t - landAt) / (1 - landAt)
		return stonePose{x1, y1, 0.05 * math.Sin(math.Pi*s), 1}
	}
	s := t / landAt
	u := easeInOutCubic(s)
	arc := math.Sin(math.Pi * s)
	lift := arc
	if a.kind == animPlace {
		// From the hand the stone starts in the air and drops in.
		lift = math.Max(arc, 0.6*(1-s))
	}
	return stonePose{lerp(x0, x1, u), lerp(y0, y1, u), lift, 1}
}

func lerp(a, b, t float64) float64 { return a + (b-a)*t }

func easeInOutCubic(t float64) float64 {
	if t < 0.5 {
		return 4 * t * t * t
	}
	f := -2*t + 2
	return 1 - f*f*f/2
}

func easeOutCubic(t float64) float64 {
	f := 1 - t
	return 1 - f*f*f
}

// flash is a timed highlight, such as a mill that lights up when formed.
type flash struct {
	tick, length int
}

// start sets the flash going for the given seconds.
func (f *flash) start(seconds float64) { f.tick, f.length = 0, Ticks(seconds) }

// active reports whether the flash is still showing.
func (f *flash) active() bool { return f.tick < f.length }

// step advances the flash by a tick.
func (f *flash) step() {
	if f.active() {
		f.tick++
	}
}

// glow is the flash's brightness: a quick rise and a long fall.
func (f *flash) glow() float64 {
	if !f.active() || f.length == 0 {
		return 0
	}
	t := float64(f.tick) / float64(f.length)
	if t < 0.12 {
		return t / 0.12
	}
	return 1 - easeInOutCubic((t-0.12)/0.88)
}
