//go:build !js

package history

// picturePause is nil natively: a picture drawn in the background runs on
// a core of its own, or is preempted by the game's loop.
func picturePause() func() { return nil }
