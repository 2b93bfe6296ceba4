package learn

import (
	"fmt"
	"strings"

	"github.com/ninemen/morris/rules"
)

// FEN writes, as Sanmill does, the position of the moving phase with the
// men white and black on the board, none in hand, and side to move.
func FEN(white, black rules.Bitboard, side rules.Color) string {
	var sb strings.Builder
	for pt := range rules.Point(rules.NumPoints) {
		if pt > 0 && pt%8 == 0 {
			sb.WriteByte('/')
		}
		switch {
		case white.Has(pt):
			sb.WriteByte('O')
		case black.Has(pt):
			sb.WriteByte('@')
		default:
			sb.WriteByte('*')
		}
	}
	s := "w"
	if side == rules.Black {
		s = "b"
	}
	fmt.Fprintf(&sb, " %s m s %d 0 %d 0 0 0 0 0 0 0 0 0 1", s, white.Count(), black.Count())
	return sb.String()
}
