package play

import "github.com/ninemen/morris/rules"

// bySide is the message of the two for c: each sentence about a side is
// a message per side, as languages word "White passes" and "Black passes"
// differently (see scenes/say).
func bySide(c rules.Color, white, black string) string {
	if c == rules.White {
		return white
	}
	return black
}
