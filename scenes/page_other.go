//go:build !js

package scenes

// announceFirstFrame does nothing outside the browser: a window shows
// itself.
func announceFirstFrame() {}

// wheelInPixels says that Input.Wheel holds lines, a notch each, as
// desktop mice report them.
const wheelInPixels = false
