package scenetest

import (
	"strings"
	"time"
)

// Pacer is a scenes.Pacer on a test's clock: a rest moves the clock on by
// its tick, as the game's sleep would. Log holds an r for each rest.
type Pacer struct {
	Clock *Clock
	Log   strings.Builder
	// Slept is the time of all the rests, Tick the last rest's.
	Slept, Tick time.Duration
}

// Rest advances the clock by tick.
func (p *Pacer) Rest(tick time.Duration) {
	p.Clock.Advance(tick)
	p.Slept += tick
	p.Tick = tick
	p.Log.WriteByte('r')
}

// Rests returns the number of rests logged.
func (p *Pacer) Rests() int { return strings.Count(p.Log.String(), "r") }
