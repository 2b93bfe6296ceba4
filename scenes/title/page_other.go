//go:build !js

package title

// AnnounceFirstFrame does nothing outside the browser: a window shows
// itself.
func AnnounceFirstFrame(string) {}
