// Package play is a game on the board, against the computer or between two
// players, and the result screen that follows it. Both show the game
// through one board view (board.View in boardview.go, with the board's
// images in art.go), which animates the plies in turn with their sounds.
// The computer player (ai.go, pace.go, thinking.go) is the ai package's
// engine, searching without holding up the frames.
package play
