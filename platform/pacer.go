package platform

import (
	"time"
)

// Pacer slows Ebitengine's loop while the game rests (scenes.Pacer): each
// tick sleeps, and as the loop runs one Update a frame (see main), the
// frames slow with it.
type Pacer struct{}

// Rest sleeps for tick, the loop's pace while the game rests.
func (Pacer) Rest(tick time.Duration) { time.Sleep(tick) }
