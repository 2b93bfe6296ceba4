// Package six solves Six Men's Morris whole: every position of the game
// on the 16-point board, placing phase included, with its value under
// perfect play (won or lost in how many turns, or drawn).
//
// # The rules it solves
//
// The preset's rules (rules.SixMensMorris) and no others: six men a side,
// no flying, one removal a turn however many mills a move closes, a man in
// a mill taken only when all the opponent's men are in mills, a blocked
// side losing, a side down to two men (on the board and in hand) losing.
// A mill closed when the opponent has no man on the board removes nothing.
//
// The solution knows no draw rule: a drawn position is one neither side
// can win however long the game goes on. As with the endgame tables of
// package egtb, a draw is then a draw under any draw rule, and a win that
// ends before the n-move counter runs out is a win under the n-move rule
// too; the caller checks that.
//
// # How it is solved
//
// A position is the men of the side to move and of the other side and the
// number of turns of placing played: the men in hand follow from it, as
// White places first and the sides alternate. The moving phase (nothing in
// hand) is one graph with cycles, solved by rounds: round n settles the
// positions won or lost in n turns. The twelve layers of placing are then
// solved back from the last placement to the empty board, each from the
// next, as a placement never returns.
//
// Positions are numbered up to the board's sixteen symmetries: the four
// quarter turns, a mirror, and swapping the two squares, which takes the
// 16-point board onto itself (its links join the middles of the squares'
// sides). A value is one byte, as in package egtb.
package six
