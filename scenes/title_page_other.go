//go:build !js

package scenes

// announceFirstFrame does nothing outside the browser: a window shows
// itself.
func announceFirstFrame() {}
