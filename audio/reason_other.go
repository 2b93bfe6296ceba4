//go:build !js

package audio

const (
	reasonStarting = "Sound is starting…"
	reasonNoDevice = "Sound unavailable: no audio device found"
)
