package review

import (
	"fmt"
	"syscall/js"
)

// announceAnalysis tells the page how far the analysis is, as the play
// scene tells it when the computer thinks: a console line when it starts
// and when every position is analysed, for the browser tests, which wait
// on them and measure the frames in between, and window.morrisAnalysing
// for a script that samples it.
func announceAnalysis(done, of int, running bool) {
	js.Global().Set("morrisAnalysing", running)
	msg := fmt.Sprintf("review: analysed %d of %d", done, of)
	if running {
		msg = fmt.Sprintf("review: analysing %d positions", of)
	}
	js.Global().Get("console").Call("log", msg)
}
