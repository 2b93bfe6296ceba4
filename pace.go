package main

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/ninemen/morris/scenes"
)

// loopPacer slows Ebitengine's loop while the game rests (scenes.Pacer):
// each tick sleeps, and the loop runs one Update a frame while it does. At
// sixty Updates a second Ebitengine would make up for the time slept with
// up to five Updates in the next frame, each sleeping again.
type loopPacer struct{}

// Rest sleeps for tick, the loop's pace while the game rests.
func (loopPacer) Rest(tick time.Duration) {
	ebiten.SetTPS(ebiten.SyncWithFPS)
	time.Sleep(tick)
}

// Wake gives the loop back its sixty Updates a second.
func (loopPacer) Wake() { ebiten.SetTPS(scenes.TPS) }
