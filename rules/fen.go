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
// O for White, @ for Black, * for empty. On the smaller boards, which
// Sanmill does not play, the first field holds the board's own rings in
// the same order: the middle and outer rings on the 16-point board
// ("********/********"), the inner ring and then the centre on the 9-point
// board ("********/*"); the other fields are the same. The mill fields
// hold the state of RestrictRepeatedMills (each side's last mill-closing
// slide, from and to, as Sanmill numbers the points: 8 to 31 in a FEN's
// order, 0 for none) and of OneTimeMill (the points of the mills each side
// has formed: White's shifted 32 bits above Black's, each by Sanmill's
// numbers); they are 0 under the other rules. The last field is Sanmill's
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

// MovingFEN writes, as Sanmill does, the FEN of a position of the moving
// phase on the 24-point board with the men white and black on it, none
// in hand, side to move and nothing owed: a position set up rather than
// played to, such as an endgame's.
func MovingFEN(white, black Bitboard, side Color) string {
	var sb strings.Builder
	writeRings(&sb, AllPoints, white, black)
	s := "w"
	if side == Black {
		s = "b"
	}
	fmt.Fprintf(&sb, " %s m s %d 0 %d 0 0 0 0 0 0 0 0 0 1", s, white.Count(), black.Count())
	return sb.String()
}

// writeRings writes a FEN's board: the rings of the board's points, each
// eight points clockwise from the middle of its top side, and the centre,
// if the board has it, as a ring of its own.
func writeRings(sb *strings.Builder, points, white, black Bitboard) {
	first := true
	for m := points; m != 0; m &= m - 1 {
		pt := m.First()
		if !first && pt.Place() == 0 {
			sb.WriteByte('/')
		}
		first = false
		switch {
		case white.Has(pt):
			sb.WriteByte('O')
		case black.Has(pt):
			sb.WriteByte('@')
		default:
			sb.WriteByte('*')
		}
	}
}

// fen writes the FEN; over marks the game over whatever the position says.
func (p *Position) fen(over bool) string {
	var sb strings.Builder
	writeRings(&sb, p.points, p.men[White], p.men[Black])
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
	fmt.Fprintf(&sb, " %s %s %s %d %d %d %d %d %d %d %d %d %d %d %d %d", side.fenLetter(), phase, action,
		p.OnBoard(White), p.hand[White], p.OnBoard(Black), p.hand[Black],
		rm[White], rm[Black],
		sanmillSquare(p.lastMillFrom(White)), sanmillSquare(p.lastMillTo(White)),
		sanmillSquare(p.lastMillFrom(Black)), sanmillSquare(p.lastMillTo(Black)),
		uint64(p.formed(White))<<(32+sanmillFirstSquare)|uint64(p.formed(Black))<<sanmillFirstSquare,
		p.rule50, fullmove)
	return sb.String()
}

// sanmillFirstSquare is the number Sanmill gives the first point (a
// FEN's first), the others following in a FEN's order: its mill fields
// name points so, 0 for none.
const sanmillFirstSquare = 8

// sanmillSquare is Sanmill's number of a point kept as point+1, 0 for none.
func sanmillSquare(pt1 uint8) int {
	if pt1 == 0 {
		return 0
	}
	return int(pt1) - 1 + sanmillFirstSquare
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
//
// Problem is what is wrong as facts, for wording in the player's
// language; Msg says it in English.
type FENError struct {
	Field   int
	Column  int
	Msg     string
	Problem Problem
}

func (e *FENError) Error() string {
	return fmt.Sprintf("FEN field %d, column %d: %s", e.Field, e.Column, e.Msg)
}

// ParseFEN reads a position in Sanmill's FEN (see Position.FEN) under the
// rules of a variant. The counts it carries must agree with the board and
// the variant; the mill fields are read under the rules that use them
// (see Position.FEN) and otherwise accepted and not used. It reads every
// form Sanmill writes: phase p with a removal owed and no men in hand, a
// game won by a removal with the winner to move, and phase o. The ply count
// comes from the move number as Sanmill's Position::set() has it:
// 2 * (fullmove - 1), plus one with Black to move. It never panics.
func ParseFEN(fen string, v Variant) (Position, error) {
	if err := v.Validate(); err != nil {
		return Position{}, fmt.Errorf("FEN: variant: %w", err)
	}
	r := fenReader{fen: fen, fields: splitFEN(fen)}
	if len(r.fields) < 4 {
		return Position{}, r.fail(len(r.fields)+1, Problem{Kind: FENFieldCount, N: fenFields, M: len(r.fields)}, "want %d fields, found %d", fenFields, len(r.fields))
	}
	p := NewPosition(v)
	p.hand = [2]uint8{}
	if err := r.board(&p); err != nil {
		return Position{}, err
	}
	phase, action, err := r.turn(&p)
	if err != nil {
		return Position{}, err
	}
	c, err := r.counts()
	if err != nil {
		return Position{}, err
	}
	if err := r.men(&p, v, c); err != nil {
		return Position{}, err
	}
	owed, err := r.removals(&p, v, action, c)
	if err != nil {
		return Position{}, err
	}
	p.remove = uint8(owed)
	// Sanmill's ply count comes from the move number and the side to move
	// as the FEN gives them, before the final position of a won game is
	// turned round below.
	p.ply = uint32(2*(c.fullmove-1)) + uint32(p.side)
	if winner, won := p.reducedWinner(); won {
		// A game won by reducing the loser to two men, which Sanmill
		// writes with the winner to move and the removal still owed: held
		// as the removal leaves it, the turn passed to the loser, so that
		// every form of it reads as the one position.
		p.remove = 0
		p.side = winner.Other()
	}
	if err := r.phase(&p, v, phase, action, owed, c.hand[White]+c.hand[Black]); err != nil {
		return Position{}, err
	}
	p.rule50 = uint16(c.rule50)
	if err := r.mills(&p, v, c); err != nil {
		return Position{}, err
	}
	_, p.lineWon = p.lineWinner()
	p.hash = p.computeHash()
	return p, nil
}

// fenField is one space-separated field of a FEN and its 1-based column.
type fenField struct {
	text string
	col  int
}

// fenReader holds a FEN being read and its fields, so that each step can
// say where a problem is.
type fenReader struct {
	fen    string
	fields []fenField
}

// splitFEN cuts a FEN into its fields at runs of spaces.
func splitFEN(fen string) []fenField {
	var fields []fenField
	for i := 0; i < len(fen); {
		for i < len(fen) && fen[i] == ' ' {
			i++
		}
		start := i
		for i < len(fen) && fen[i] != ' ' {
			i++
		}
		if i > start {
			fields = append(fields, fenField{fen[start:i], start + 1})
		}
	}
	return fields
}

// fail is a FENError at the start of field n, or just past the end of the
// text when there is no such field.
func (r *fenReader) fail(n int, pr Problem, format string, args ...any) error {
	col := len(r.fen) + 1
	if n <= len(r.fields) {
		col = r.fields[n-1].col
	}
	return &FENError{Field: n, Column: col, Msg: fmt.Sprintf(format, args...), Problem: pr}
}

// board reads field 1, the rings, into p's men.
func (r *fenReader) board(p *Position) error {
	rings := r.fields[0].text
	// The field is the empty board's with men on some points.
	var want strings.Builder
	writeRings(&want, p.points, 0, 0)
	shape := want.String()
	if slashes(rings) != slashes(shape) {
		return r.fail(1, Problem{Kind: FENBoard, Text: rings}, "board %q: want %s", rings, ringsWanted(p.rb.board))
	}
	pts := p.points
	for i := 0; i < len(rings); i++ {
		if shape[i] == '/' {
			continue
		}
		pt := pts.First()
		pts &= pts - 1
		switch rings[i] {
		case 'O':
			p.men[White] |= Bit(pt)
		case '@':
			p.men[Black] |= Bit(pt)
		case '*':
		default:
			return &FENError{1, r.fields[0].col + i, fmt.Sprintf("point %v: %q is not O, @ or *", pt, rings[i]),
				Problem{Kind: FENPointLetter, Text: string(rune(rings[i])), Point: pt}}
		}
	}
	return nil
}

// slashes is s with every byte but the slashes blanked, to compare where
// two boards' rings end.
func slashes(s string) string {
	b := []byte(s)
	for i := range b {
		if b[i] != '/' {
			b[i] = ' '
		}
	}
	return string(b)
}

// ringsWanted says what a board's first FEN field holds.
func ringsWanted(b *Board) string {
	switch b.Kind() {
	case SixteenPoints:
		return "two rings of 8 points separated by /"
	case NinePoints:
		return "a ring of 8 points, / and the centre"
	}
	return "three rings of 8 points separated by /"
}

// turn reads fields 2 to 4: the side to move into p, and the phase and
// action letters, which are checked against the counts later.
func (r *fenReader) turn(p *Position) (phase, action string, err error) {
	switch r.fields[1].text {
	case "w":
		p.side = White
	case "b":
		p.side = Black
	default:
		return "", "", r.fail(2, Problem{Kind: FENSide, Text: r.fields[1].text}, "side to move %q: want w or b", r.fields[1].text)
	}
	phase = r.fields[2].text
	if phase != "p" && phase != "m" && phase != "o" && phase != "r" && phase != "n" {
		return "", "", r.fail(3, Problem{Kind: FENPhase, Text: phase}, "phase %q: want p, m or o", phase)
	}
	action = r.fields[3].text
	if action != "p" && action != "s" && action != "r" && action != "?" {
		return "", "", r.fail(4, Problem{Kind: FENAction, Text: action}, "action %q: want p, s or r", action)
	}
	return phase, action, nil
}

// fenCounts are the numeric fields of a FEN that ParseFEN uses.
type fenCounts struct {
	on, hand, remove [2]int
	millFrom, millTo [2]int
	formed           uint64
	rule50, fullmove int
}

// counts reads fields 5 to 17, every one a count, and checks that there
// are no more and no fewer fields.
func (r *fenReader) counts() (fenCounts, error) {
	nums := make([]int, 0, fenFields-4)
	var formed uint64
	for i := 4; i < len(r.fields); i++ {
		if i == 14 {
			// The formed mills' points: two sets of 32 bits.
			var err error
			if formed, err = strconv.ParseUint(r.fields[i].text, 10, 64); err != nil {
				return fenCounts{}, r.fail(i+1, Problem{Kind: FENNotACount, Text: r.fields[i].text}, "%q is not a count", r.fields[i].text)
			}
			nums = append(nums, 0)
			continue
		}
		n, err := strconv.Atoi(r.fields[i].text)
		if err != nil || n < 0 || n > 65535 {
			return fenCounts{}, r.fail(i+1, Problem{Kind: FENNotACount, Text: r.fields[i].text}, "%q is not a count", r.fields[i].text)
		}
		nums = append(nums, n)
	}
	if len(r.fields) != fenFields {
		return fenCounts{}, r.fail(min(len(r.fields), fenFields)+1, Problem{Kind: FENFieldCount, N: fenFields, M: len(r.fields)}, "want %d fields, found %d", fenFields, len(r.fields))
	}
	c := fenCounts{
		on:       [2]int{nums[0], nums[2]},
		hand:     [2]int{nums[1], nums[3]},
		remove:   [2]int{nums[4], nums[5]},
		millFrom: [2]int{nums[6], nums[8]},
		millTo:   [2]int{nums[7], nums[9]},
		formed:   formed,
		rule50:   nums[11],
		fullmove: nums[12],
	}
	if c.fullmove < 1 {
		return fenCounts{}, r.fail(17, Problem{Kind: FENMoveNumber, N: c.fullmove}, "move number %d: want 1 or more", c.fullmove)
	}
	return c, nil
}

// men checks the counts of men on the board and in hand against the board
// and the variant, and puts the men in hand into p.
func (r *fenReader) men(p *Position, v Variant, c fenCounts) error {
	onW, handW, onB, handB := c.on[White], c.hand[White], c.on[Black], c.hand[Black]
	if onW != p.men[White].Count() {
		return r.fail(5, Problem{Kind: FENMenOnBoard, Side: White, N: p.men[White].Count(), M: onW}, "White has %d men on the board, the field says %d", p.men[White].Count(), onW)
	}
	if onB != p.men[Black].Count() {
		return r.fail(7, Problem{Kind: FENMenOnBoard, Side: Black, N: p.men[Black].Count(), M: onB}, "Black has %d men on the board, the field says %d", p.men[Black].Count(), onB)
	}
	if onW+handW > v.Men {
		return r.fail(6, Problem{Kind: FENTooManyMen, Side: White, N: onW, M: handW, Max: v.Men}, "White has %d men on board and %d in hand, more than %d", onW, handW, v.Men)
	}
	if onB+handB > v.Men {
		return r.fail(8, Problem{Kind: FENTooManyMen, Side: Black, N: onB, M: handB, Max: v.Men}, "Black has %d men on board and %d in hand, more than %d", onB, handB, v.Men)
	}
	p.hand = [2]uint8{uint8(handW), uint8(handB)}
	if p.Total(White) < MinMen && p.Total(Black) < MinMen {
		// The game ends when the first side falls below three.
		return r.fail(5, Problem{Kind: FENTooFewMen, N: MinMen}, "both sides have fewer than %d men: no game reaches that", MinMen)
	}
	return nil
}

// removals checks the removals owed, fields 9 and 10, against the side to
// move, the action and the variant, and returns how many the side owes.
func (r *fenReader) removals(p *Position, v Variant, action string, c fenCounts) (int, error) {
	owed, other := c.remove[White], c.remove[Black]
	owedField, otherField := 9, 10
	if p.side == Black {
		owed, other, owedField, otherField = c.remove[Black], c.remove[White], 10, 9
	}
	if other != 0 {
		return 0, r.fail(otherField, Problem{Kind: FENOtherOwes}, "only the side to move can owe a removal")
	}
	if owed > 3 {
		return 0, r.fail(owedField, Problem{Kind: FENTooManyRemovals, N: owed}, "%d removals owed: at most 3", owed)
	}
	if owed > 1 && !v.RemoveMultiple {
		return 0, r.fail(owedField, Problem{Kind: FENOneRemoval, N: owed}, "%d removals owed, but the variant allows one a turn", owed)
	}
	if (action == "r") != (owed > 0) {
		return 0, r.fail(4, Problem{Kind: FENActionRemovals, Text: action, N: owed}, "action %q does not agree with %d removals owed", action, owed)
	}
	_, won := p.reducedWinner()
	if owed > 0 && !won && p.removableMen(p.side.Other()) == 0 {
		return 0, r.fail(owedField, Problem{Kind: FENNothingToRemove}, "a removal is owed but no man can be removed")
	}
	return owed, nil
}

// phase checks the phase and action letters against the men in hand and
// the removals owed, once a won game is turned round, and sets p's
// placedMill from them.
func (r *fenReader) phase(p *Position, v Variant, phase, action string, owed, inHand int) error {
	if (phase == "m") && inHand > 0 {
		return r.fail(3, Problem{Kind: FENMovingInHand}, "moving phase with men still in hand")
	}
	if phase == "p" && inHand == 0 && owed == 0 {
		return r.fail(3, Problem{Kind: FENPlacingNoHand}, "placing phase with no men in hand and no removal owed")
	}
	// Sanmill's phase stays p until the last placement's removals are
	// made, and is m while a slide's are: only the FEN tells them apart.
	p.placedMill = phase == "p" && inHand == 0 && p.remove > 0
	if action == "p" && owed == 0 && p.hand[p.side] == 0 {
		return r.fail(4, Problem{Kind: FENPlaceNoHand}, "action p but the side to move has no men in hand")
	}
	if action == "s" && p.hand[p.side] > 0 && !v.MoveInPlacing {
		return r.fail(4, Problem{Kind: FENMustPlace}, "action s but the side to move must place")
	}
	return nil
}

// mills reads the mill fields, 11 to 15, into p under the rules that keep
// them (RestrictRepeatedMills, OneTimeMill); the other rules ignore them.
func (r *fenReader) mills(p *Position, v Variant, c fenCounts) error {
	if v.RestrictRepeatedMills {
		for side, field := range [2]int{11, 13} {
			from, to := c.millFrom[side], c.millTo[side]
			if (from == 0) != (to == 0) || !sanmillPoint(from) || !sanmillPoint(to) {
				return r.fail(field, Problem{Kind: FENNotACount, Text: fmt.Sprintf("%d %d", from, to)},
					"last mill %d-%d: want two of Sanmill's points 8 to 31, or 0 0", from, to)
			}
			if from != 0 {
				p.mill[side] = Bitboard(from-sanmillFirstSquare+1) | Bitboard(to-sanmillFirstSquare+1)<<8
			}
		}
	}
	if v.OneTimeMill {
		const points = uint64(AllPoints) << sanmillFirstSquare
		if c.formed&^(points<<32|points) != 0 {
			return r.fail(15, Problem{Kind: FENNotACount, Text: strconv.FormatUint(c.formed, 10)},
				"formed mills %d: a point off the board", c.formed)
		}
		p.mill[White] = Bitboard(c.formed >> (32 + sanmillFirstSquare))
		p.mill[Black] = Bitboard(uint32(c.formed) >> sanmillFirstSquare)
	}
	return nil
}

// sanmillPoint reports whether n is 0 or one of Sanmill's numbers of the
// 24 points.
func sanmillPoint(n int) bool {
	return n == 0 || n >= sanmillFirstSquare && n < sanmillFirstSquare+NumPoints
}
