//go:build !js

package play

// thinkingDotsStep is true outside the browser: the cue's dots step, and
// only the status line is drawn for them.
const thinkingDotsStep = true

// announceThinking does nothing outside the browser.
func announceThinking(bool) {}
