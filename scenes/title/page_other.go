//go:build !js

package title

// announceFirstFrame does nothing outside the browser: a window shows
// itself.
func announceFirstFrame(string) {}
