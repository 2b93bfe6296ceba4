//go:build !linux || android

package audio

// quietALSA has nothing to quiet where there is no ALSA.
func quietALSA() {}
