// Package title is the first screen: the game's name, its menu, and a
// timeline of the board's history whose cards advance by themselves. Its
// menu opens the other scenes (play, history, settings), so this package
// imports theirs; they come back through App.NewTitle, set to New by main.
package title
