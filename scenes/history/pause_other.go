//go:build !js

package history

// picturePause is nil natively: a picture drawn in the background runs on
// a core of its own, or is preempted by the game's loop.
func picturePause() func() { return nil }

// bandBudget is the pieces of the page drawn a tick while it is prepared
// (see Prepare): natively, a few milliseconds' worth.
const bandBudget = 40

// typesetBudget is the pieces of the page typeset a tick while it is
// prepared (see Prepare): natively the whole page at once.
const typesetBudget = 1 << 30
