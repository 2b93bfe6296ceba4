package play

import "syscall/js"

// thinkingDotsStep is false in the browser: the cue's dots stand still
// there. A browser without a GPU (headless Chromium, for one) takes some
// 100 ms to put even the status line's change of the canvas on the screen,
// spread over the next four frames: with the dots stepping twice a second,
// frames came up to 67 and 83 ms apart while the Master thought; with
// them still, never more than 17.
const thinkingDotsStep = false

// announceThinking tells the page when the computer starts and stops
// thinking: a console line for the browser tests, which measure the frames
// while it thinks, and window.morrisThinking for a script that samples it.
func announceThinking(thinking bool) {
	js.Global().Set("morrisThinking", thinking)
	msg := "morris: computer stopped thinking"
	if thinking {
		msg = "morris: computer thinking"
	}
	js.Global().Get("console").Call("log", msg)
}
