package play

import (
	"syscall/js"

	"github.com/ninemen/morris/ai"
	"github.com/ninemen/morris/rules"
)

// thinkingDotsStep is false in the browser: the cue's dots stand still
// there. A browser without a GPU takes frames to put even the status
// line's change on the screen, and the dots stepping held up the frames
// the computer's search shares.
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

// announceHint tells the page the hint the player asked for, with the
// verdict the hint line shows beside it when the tables or a solved game's
// solution know it: "morris: hint d2, a draw with best play" or "morris:
// hint d2", a console line for the browser tests.
func announceHint(m rules.Move, v ai.Verdict, known bool) {
	msg := "morris: hint " + m.String()
	if known {
		msg += ", " + v.String()
	}
	js.Global().Get("console").Call("log", msg)
}
