package main

import (
	"time"
)

// loopPacer slows Ebitengine's loop while the game rests (scenes.Pacer):
// each tick sleeps, and as the loop runs one Update a frame (see main),
// the frames slow with it.
type loopPacer struct{}

// Rest sleeps for tick, the loop's pace while the game rests.
func (loopPacer) Rest(tick time.Duration) { time.Sleep(tick) }
