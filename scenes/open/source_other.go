//go:build !js

package open

import "github.com/hajimehoshi/ebiten/v2"

// liveSource brings in files dropped on the window. There is no native
// chooser (no cgo) and no clipboard: the scene lists files itself.
type liveSource struct {
	arrived chan Arrival
}

func newLiveSource() *liveSource { return &liveSource{arrived: make(chan Arrival, 4)} }

// Poll implements Source. A drop is read in the background, so a large or
// slow file never holds a frame up.
func (s *liveSource) Poll() (Arrival, bool) {
	if fsys := ebiten.DroppedFiles(); fsys != nil {
		go func() { s.arrived <- readDropped(fsys) }()
	}
	select {
	case a := <-s.arrived:
		return a, true
	default:
		return Arrival{}, false
	}
}

// Choose implements Source: natively the scene's own list is the chooser.
func (s *liveSource) Choose() bool { return false }

// Paste implements Source: there is no clipboard without cgo.
func (s *liveSource) Paste() bool { return false }

// close implements closer; nothing is held.
func (s *liveSource) close() {}
