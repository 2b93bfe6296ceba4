//go:build !js

package main

// announceFirstFrame does nothing in a window, which shows itself.
func announceFirstFrame() {}
