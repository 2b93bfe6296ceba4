// Package egtb solves the endgames of Nine Men's Morris with at most
// eight men on the board and none in hand, by retrograde analysis, and
// answers for any such position: won, drawn or lost for the side to move,
// and in how many turns with best play (a move and the removal it earns
// are one turn; the winner takes the fewest, the loser the most).
//
// # The rules the tables assume
//
// The game's default rules, and no others: a side with three men flies
// (FlyAt 3, and only that side: not BothFly); closing a mill removes one
// man however many mills the move closes (not RemoveMultiple); a man in a
// mill may be taken only when all the opponent's men are in mills
// (RemoveOutsideMillsFirst); a side that cannot move loses (BlockedLoses);
// a side down to two men loses. The board is the one the tables were
// solved for (standard or with diagonals). The number of men a side
// started with and whether it may slide while placing do not matter, as
// every man is on the board.
//
// The tables know no draw rule: a drawn position is one neither side can
// win however long the game goes on. A draw rule only ever turns wins into
// draws, so a table draw is a draw under any of them, and a win that ends
// before the n-move counter runs out is a win under the n-move rule too;
// a win that takes longer may not be (the counter also starts again at
// each removal, which the tables do not track), and then the caller must
// search instead. The winner's shortest line never repeats a position (its
// distance falls every turn), so threefold repetition only matters against
// positions from before, which a caller's search checks.
//
// # Layout
//
// A sector holds the positions with a given number of men for the side to
// move and for the other side. Positions are numbered up to the board's
// sixteen symmetries (four rotations, a mirror, and swapping the inner and
// outer squares): the class of the side to move's men, then the other
// side's men among the free points (see sectorIndex). A value is one byte.
package egtb
