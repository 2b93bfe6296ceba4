//go:build !linux || android

package main

// tuneMemory changes nothing here, and has nothing to trim: see
// memory_linux.go.
func tuneMemory() (trim func()) { return nil }
