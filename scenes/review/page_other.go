//go:build !js

package review

// analysisShowTicks is 1 outside the browser: the graph grows with every
// evaluation that comes.
const analysisShowTicks = 1

// announceAnalysis does nothing outside the browser.
func announceAnalysis(done, of int, running bool) {}

// announceDraw does nothing outside the browser.
func announceDraw(int) {}
