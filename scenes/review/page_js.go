package review

import (
	"fmt"
	"syscall/js"
)

// analysisShowTicks is the fewest ticks between two drawings of the
// evaluations as they come: half a second in the browser, where a browser
// without a GPU takes a few hundred milliseconds to put a new screen up,
// and a drawing for each evaluation held up both the frames and the
// analysis.
const analysisShowTicks = 30

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

// announceDraw tells the page the review's count of its drawings of the
// screen, in window.morrisDraws: the browser tests tell the frames the
// search held up from those the drawing did (a browser without a GPU takes
// hundreds of milliseconds to put a whole new screen up).
func announceDraw(draws int) {
	js.Global().Set("morrisDraws", draws)
}
