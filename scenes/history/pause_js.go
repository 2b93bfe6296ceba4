package history

import "time"

// pictureSlice is how long a picture drawn in the background works before
// it lets the page run a frame.
const pictureSlice = 4 * time.Millisecond

// picturePause lets frames through while a picture is drawn in the
// background: WebAssembly runs one goroutine at a time and never preempts
// one, so the drawing sleeps after each slice of work, which hands the
// page back to the browser (runtime.Gosched would not).
func picturePause() func() {
	last := time.Now()
	return func() {
		if time.Since(last) >= pictureSlice {
			time.Sleep(time.Millisecond)
			last = time.Now()
		}
	}
}

// bandBudget is the pieces of the page drawn a tick while it is prepared
// (see Prepare). In the browser a run of text costs the one thread many
// times what it costs natively, and the native budget would hold the
// page's frames: a few runs a tick keep them flowing.
const bandBudget = 6

// typesetBudget is the pieces of the page typeset a tick while it is
// prepared (see Prepare): in the browser a few, the frames flowing between them.
const typesetBudget = 4
