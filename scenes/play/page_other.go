//go:build !js

package play

import (
	"github.com/ninemen/morris/ai"
	"github.com/ninemen/morris/rules"
)

// thinkingDotsStep is true outside the browser: the cue's dots step, and
// only the status line is drawn for them.
const thinkingDotsStep = true

// announceThinking does nothing outside the browser.
func announceThinking(bool) {}

// announceHint does nothing outside the browser.
func announceHint(rules.Move, ai.Verdict, bool) {}
