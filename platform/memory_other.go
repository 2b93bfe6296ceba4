//go:build !linux || android

package platform

// TuneMemory changes nothing here, and has nothing to trim: see
// memory_linux.go.
func TuneMemory() (trim func()) { return nil }
