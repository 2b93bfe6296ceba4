// Package title is the first screen: the game's name, its menu, and a
// timeline of the board's history whose cards advance by themselves. It
// is home (app.Home): its menu opens the other scenes, so this package
// imports theirs, and they are given the title to come back to.
package title
