// Package history is the history book: chapters typeset for the width of
// the screen and scrolled, with the eras of the board and their pictures,
// which the title's timeline shows as cards too.
package history
