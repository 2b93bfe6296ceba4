package puzzles

import (
	"github.com/ninemen/morris/learn"
	"github.com/ninemen/morris/scenes/app"
)

// AddMistakes puts cards of the player's own mistakes in their deck, in
// the progress kept in the app's store: read, added to (a position
// already in the deck is not added twice) and written back. A file that
// cannot be read is left alone, never written over: the puzzles scene
// sets it aside, and tells the player, when it opens. It returns how many
// cards were added.
func AddMistakes(a *app.App, cards []learn.Card) (int, error) {
	st := a.Store
	if st == nil || len(cards) == 0 {
		return 0, nil
	}
	pr, err := readProgress(st)
	if err != nil {
		return 0, err
	}
	n := 0
	for _, c := range cards {
		if pr.AddMistake(c) {
			n++
		}
	}
	if n == 0 {
		return 0, nil
	}
	if err := writeProgress(st, pr); err != nil {
		return 0, err
	}
	return n, nil
}
