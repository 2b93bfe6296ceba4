// Package say words the rules' answers in the player's language: what
// the side to move must do, why a choice makes no move, how a game ended,
// what a variant's switches do, why a text could not be read as a game,
// and the names of the sides, the presets and the computer's levels. The
// rules give facts (rules.Prompt, rules.Refusal, rules.Result,
// rules.Feature, rules.Problem); the words are messages of
// lang/locales/*/rules.toml. Each sentence about a side is a message per
// side, as many languages word "White places" and "Black places"
// differently (gender, number, the colour's form).
package say

import (
	"github.com/ninemen/morris/lang"
	"github.com/ninemen/morris/rules"
)

// bySide is the message of the two for c.
func bySide(c rules.Color, white, black string) string {
	if c == rules.White {
		return white
	}
	return black
}

// Side names a side: White, Black.
func Side(l *lang.Lang, c rules.Color) string {
	return l.T(bySide(c, "side.white", "side.black"))
}

// Point names a point as the move list does; coordinates are the same in
// every language.
func Point(p rules.Point) string { return p.String() }
