package audio

// In the browser the device cannot start before the player touches the
// page, and failing at all means the browser has no Web Audio.
const (
	reasonStarting = "Sound starts with your first click, tap or key press"
	reasonNoDevice = "Sound unavailable: this browser cannot play sound"
)
