//go:build !js

package scenes

// announceFirstFrame does nothing outside the browser: a window shows
// itself.
func announceFirstFrame() {}

// thinkingDotsStep is true outside the browser: the cue's dots step, and
// only the status line is drawn for them.
const thinkingDotsStep = true

// announceThinking does nothing outside the browser.
func announceThinking(bool) {}
