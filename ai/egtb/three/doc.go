// Package three solves Three Men's Morris: every position reachable from
// the start of a game on the 9-point board where a line of three wins,
// placing phase included, with its value under perfect play (won or lost
// in how many turns, or drawn).
//
// The game is small enough (a few thousand positions) that Solve runs in
// milliseconds, so the solution is computed on first use in the process
// rather than shipped: no file to embed or fetch, in either build, and it
// follows the rules package's moves exactly, whatever switch (diagonals,
// moving anywhere, a blocked side passing) the variant sets.
package three
