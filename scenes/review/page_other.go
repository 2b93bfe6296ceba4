//go:build !js

package review

// announceAnalysis does nothing outside the browser.
func announceAnalysis(done, of int, running bool) {}
