package rules

import (
	"fmt"
	"strconv"
	"strings"
)

// StartFEN is the FEN of the standard start position.
const StartFEN = "********/********/******** w p p 0 9 0 9 0 0 0 0 0 0 0 0 1"

// fenFields is the number of space-separated fields of a FEN.
const fenFields = 17

// FEN writes the position exactly as Sanmill's Position::fen() does
// (src/position.cpp):
//
//	<inner>/<middle>/<outer> <w|b> <phase p|m|o> <action p|s|r> <onW> <handW>
//	<onB> <handB> <removeW> <removeB> <millFromW> <millToW> <millFromB>
//	<millToB> <millsBitmask> <rule50> <fullmove>
//
// Each ring is eight characters clockwise from the middle of its top side,
// O for White, @ for Black, * for empty. The mill fields serve rules these
// variants do not have and are written as 0. The last field is Sanmill's
// 1 + (plies - (Black to move ? 1 : 0)) / 2 (see FullMove). The variant is
// not part of a FEN.
//
// Two moments are written Sanmill's way rather than as Position holds
// them. When the last placement closes a mill, the phase is still p (with
// no men in hand) until its last removal is made, while a slide's removals
// keep m. When a removal wins by reducing the opponent to two men, the
// winner stays to move, with action r and the one removal owed, because
// Sanmill ends the game before it passes the turn.
func (p *Position) FEN() string { return p.fen(false) }

// FEN writes the current position as Position.FEN does, and with phase o
// once the game is over by the rules of its history or a resignation too,
// as Sanmill marks every finished game.
func (g *Game) FEN() string {
	p := g.Position()
	return p.fen(g.result.Over())
}

// fen writes the FEN; over marks the game over whatever the position says.
func (p *Position) fen(over bool) string {
	var sb strings.Builder
	for pt := Point(0); pt < NumPoints; pt++ {
		if pt > 0 && pt%8 == 0 {
			sb.WriteByte('/')
		}
		c, ok := p.At(pt)
		switch {
		case !ok:
			sb.WriteByte('*')
		case c == White:
			sb.WriteByte('O')
		default:
			sb.WriteByte('@')
		}
	}
	side, phase, action := p.side, "p", "p"
	var rm [2]int
	rm[p.side] = int(p.remove)
	res := p.Result()
	switch {
	case res.Reason == ReducedToTwo:
		side, _ = res.Winner()
		phase, action = "o", "r"
		rm = [2]int{}
		rm[side] = 1
	case res.Over() || over:
		phase = "o"
	case p.Phase() == Moving && !p.placedMill:
		phase = "m"
	}
	if action != "r" {
		switch p.Action() {
		case ActRemove:
			action = "r"
		case ActMove, ActFly:
			action = "s"
		}
	}
	fullmove := p.FullMove()
	fmt.Fprintf(&sb, " %s %s %s %d %d %d %d %d %d 0 0 0 0 0 %d %d", side.fenLetter(), phase, action,
		p.OnBoard(White), p.hand[White], p.OnBoard(Black), p.hand[Black],
		rm[White], rm[Black], p.rule50, fullmove)
	return sb.String()
}

// fenLetter is the side's letter in a FEN.
func (c Color) fenLetter() string {
	if c == Black {
		return "b"
	}
	return "w"
}

// FENError says what is wrong with a FEN and where: Field is the 1-based
// number of the space-separated field, Column the 1-based byte offset of
// the problem in the whole text.
type FENError struct {
	Field  int
	Column int
	Msg    string
}

func (e *FENError) Error() string {
	return fmt.Sprintf("FEN field %d, column %d: %s", e.Field, e.Column, e.Msg)
}

// ParseFEN reads a position in Sanmill's FEN (see Position.FEN) under the
// rules of a variant. The counts it carries must agree with the board and
// the variant; the mill fields are accepted and not used. It reads every
// form Sanmill writes: phase p with a removal owed and no men in hand, a
// game won by a removal with the winner to move, and phase o. The ply count
// comes from the move number as Sanmill's Position::set() has it:
// 2 * (fullmove - 1), plus one with Black to move. It never panics.
func ParseFEN(fen string, v Variant) (Position, error) {
	if err := v.Validate(); err != nil {
		return Position{}, fmt.Errorf("FEN: variant: %w", err)
	}
	type field struct {
		text string
		col  int
	}
	var fields []field
	for i := 0; i < len(fen); {
		for i < len(fen) && fen[i] == ' ' {
			i++
		}
		start := i
		for i < len(fen) && fen[i] != ' ' {
			i++
		}
		if i > start {
			fields = append(fields, field{fen[start:i], start + 1})
		}
	}
	fail := func(n int, format string, args ...any) (Position, error) {
		col := len(fen) + 1
		if n <= len(fields) {
			col = fields[n-1].col
		}
		return Position{}, &FENError{Field: n, Column: col, Msg: fmt.Sprintf(format, args...)}
	}
	if len(fields) < 4 {
		return fail(len(fields)+1, "want %d fields, found %d", fenFields, len(fields))
	}
	p := NewPosition(v)
	p.hand = [2]uint8{}

	rings := fields[0].text
	if len(rings) != 26 || rings[8] != '/' || rings[17] != '/' {
		return fail(1, "board %q: want three rings of 8 points separated by /", rings)
	}
	for i := 0; i < len(rings); i++ {
		if i == 8 || i == 17 {
			continue
		}
		pt := Point(i - i/9)
		switch rings[i] {
		case 'O':
			p.men[White] |= Bit(pt)
		case '@':
			p.men[Black] |= Bit(pt)
		case '*':
		default:
			return Position{}, &FENError{1, fields[0].col + i, fmt.Sprintf("point %v: %q is not O, @ or *", pt, rings[i])}
		}
	}

	switch fields[1].text {
	case "w":
		p.side = White
	case "b":
		p.side = Black
	default:
		return fail(2, "side to move %q: want w or b", fields[1].text)
	}
	phase := fields[2].text
	if phase != "p" && phase != "m" && phase != "o" && phase != "r" && phase != "n" {
		return fail(3, "phase %q: want p, m or o", phase)
	}
	action := fields[3].text
	if action != "p" && action != "s" && action != "r" && action != "?" {
		return fail(4, "action %q: want p, s or r", action)
	}

	nums := make([]int, 0, fenFields-4)
	for i := 4; i < len(fields); i++ {
		n, err := strconv.Atoi(fields[i].text)
		if err != nil || n < 0 || n > 65535 {
			return fail(i+1, "%q is not a count", fields[i].text)
		}
		nums = append(nums, n)
	}
	if len(fields) != fenFields {
		return fail(min(len(fields), fenFields)+1, "want %d fields, found %d", fenFields, len(fields))
	}
	onW, handW, onB, handB, remW, remB := nums[0], nums[1], nums[2], nums[3], nums[4], nums[5]
	rule50, fullmove := nums[11], nums[12]
	if fullmove < 1 {
		return fail(17, "move number %d: want 1 or more", fullmove)
	}

	if onW != p.men[White].Count() {
		return fail(5, "White has %d men on the board, the field says %d", p.men[White].Count(), onW)
	}
	if onB != p.men[Black].Count() {
		return fail(7, "Black has %d men on the board, the field says %d", p.men[Black].Count(), onB)
	}
	if onW+handW > v.Men {
		return fail(6, "White has %d men on board and %d in hand, more than %d", onW, handW, v.Men)
	}
	if onB+handB > v.Men {
		return fail(8, "Black has %d men on board and %d in hand, more than %d", onB, handB, v.Men)
	}
	p.hand = [2]uint8{uint8(handW), uint8(handB)}
	if p.Total(White) < MinMen && p.Total(Black) < MinMen {
		// The game ends when the first side falls below three.
		return fail(5, "both sides have fewer than %d men: no game reaches that", MinMen)
	}

	owed, other := remW, remB
	owedField, otherField := 9, 10
	if p.side == Black {
		owed, other, owedField, otherField = remB, remW, 10, 9
	}
	if other != 0 {
		return fail(otherField, "only the side to move can owe a removal")
	}
	if owed > 3 {
		return fail(owedField, "%d removals owed: at most 3", owed)
	}
	if owed > 1 && !v.RemoveMultiple {
		return fail(owedField, "%d removals owed, but the variant allows one a turn", owed)
	}
	if (action == "r") != (owed > 0) {
		return fail(4, "action %q does not agree with %d removals owed", action, owed)
	}
	winner, won := p.reducedWinner()
	if owed > 0 && !won && p.removableMen(p.side.Other()) == 0 {
		return fail(owedField, "a removal is owed but no man can be removed")
	}
	p.remove = uint8(owed)
	// Sanmill's ply count comes from the move number and the side to move
	// as the FEN gives them, before the final position of a won game is
	// turned round below.
	p.ply = uint32(2*(fullmove-1)) + uint32(p.side)
	if won {
		// A game won by reducing the loser to two men, which Sanmill
		// writes with the winner to move and the removal still owed: held
		// as the removal leaves it, the turn passed to the loser, so that
		// every form of it reads as the one position.
		p.remove = 0
		p.side = winner.Other()
	}
	if (phase == "m") && handW+handB > 0 {
		return fail(3, "moving phase with men still in hand")
	}
	if phase == "p" && handW+handB == 0 && owed == 0 {
		return fail(3, "placing phase with no men in hand and no removal owed")
	}
	// Sanmill's phase stays p until the last placement's removals are
	// made, and is m while a slide's are: only the FEN tells them apart.
	p.placedMill = phase == "p" && handW+handB == 0 && p.remove > 0
	if action == "p" && owed == 0 && p.hand[p.side] == 0 {
		return fail(4, "action p but the side to move has no men in hand")
	}
	if action == "s" && p.hand[p.side] > 0 && !v.MoveInPlacing {
		return fail(4, "action s but the side to move must place")
	}
	p.rule50 = uint16(rule50)
	p.hash = p.computeHash()
	return p, nil
}
