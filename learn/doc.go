// Package learn holds what the game teaches: the lessons for a first-time
// player, the puzzle set, and the logic of checking a turn against a
// lesson's step or a puzzle's solution. It is pure Go over rules and ai
// (no Ebitengine), so its tests run anywhere.
//
// # The lessons
//
// The lessons are a table of values, lessonTable: each step a position,
// a message id and what counts as right, from a small closed set of
// checks, so that a new lesson is data and never code. A Run plays one
// under the player's rules and judges each turn (see Run.Try);
// LessonProgress keeps the lessons done. docs/lessons.md lists them.
//
// # The puzzle set
//
// The set lives in puzzles.txt, one puzzle a line, built by
// learn/cmd/puzzles. A line has six fields separated by tabs:
//
//	<id> <FEN> <solution> <themes> <rating> <source>
//
// The id is a short stable name; the position is a Sanmill FEN of the
// standard rules (rules.NineMensMorris); the solution is the solver's
// turns and the opponent's replies in the notation of Sanmill's records,
// a removal attached to its move (d5-e5xa4), separated by spaces; the
// themes are comma-separated names (see Theme), none only in a card of
// the player's own mistakes whose line shows none; the rating is a whole
// number on the scale of the computer's levels; the source says how the
// solution is known: "tables" (the endgame tables prove it) or
// "search:<depth>" (a search of that many turns saw the whole line).
// Empty lines and lines starting with # are comments.
package learn
