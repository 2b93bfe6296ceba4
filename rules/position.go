// Package rules is the game of Nine Men's Morris and its neighbours: the
// board, positions, legal moves, mills, removals, results, variants and
// their notation. It is pure Go, deterministic and fast (bitboards), and
// everything else in the program asks it what is legal and what happened.
//
// Where the seeds (../shared/seeds) differ, the majority is the default and
// the rest are switches of Variant. Where none of them says, these rules
// decide, and the tests in seed_rules_test.go hold them to it:
//
//   - A mill that finds nothing to remove removes nothing and the turn
//     passes: the opponent has no man on the board (still placing), or, under
//     RemoveOutsideMillsOnly, every opposing man stands in a mill.
//   - Each removal is its own ply, chosen under the removal rule as the board
//     stands then. With one removal per mill, two mills at once and a single
//     man outside the opponent's mills: the first removal must take that man;
//     the second may then take a man from a mill (the default rule), or
//     lapses (only-outside rule). Removals still owed also lapse once the
//     opponent is down to two.
//   - The game is won the moment a removal leaves the opponent with two men,
//     counting the men still in hand while placing.
//   - Only a side that has placed all its men flies. Under BothFly the other
//     side flies too once that side is down to FlyAt men; a side with men in
//     hand never flies (in Lasker Morris it may slide along a line instead).
//   - Under BlockedPasses a side that cannot move plays a Pass, a ply of its
//     own that counts towards the n-move rule. Both sides blocked cannot
//     happen with men to move: every empty point would have only empty
//     neighbours, and the board is connected. Nobody can move only on a full
//     board, and a full board is a draw.
//   - A full board after the last placement (twelve men) is a draw, unless
//     that placement closed a mill: the removal comes first, opens a point,
//     and the game goes on in the moving phase.
//   - The n-move counter starts again at a placement or a removal; a mill
//     that removes nothing is no progress and does not reset it, so a man
//     shuttling in and out of such a mill still ends in a draw.
//   - Repetition compares the men, the hands, the side to move and the
//     removals owed, and, as Sanmill counts, only among the positions
//     reached by slides, flights and passes since the last placement or
//     removal: the position right after one is not counted.
//   - The n-move rule draws on the ply that reaches the limit even when that
//     ply closes a mill, before the removal, as Sanmill does (switch:
//     MoveLimitAfterRemoval).
//   - The ply count and the FEN's move number are Sanmill's: every ply
//     counts, each removal its own (see Position.FEN).
//   - Under MillWins (Three Men's Morris) a mill wins at once and removes
//     nothing; the turn passes all the same, so the final position has the
//     loser to move, as a removal that wins leaves it.
package rules

import (
	"fmt"
	"math"
	"strings"
)

// Color is a side: White moves first.
type Color uint8

const (
	// White places the first man.
	White Color = iota
	// Black moves second.
	Black
)

// Other returns the opponent of c.
func (c Color) Other() Color { return c ^ 1 }

// String returns "White" or "Black".
func (c Color) String() string {
	if c == White {
		return "White"
	}
	return "Black"
}

// Phase is the stage of the game as a whole.
type Phase uint8

const (
	// Placing lasts while either side has men in hand.
	Placing Phase = iota
	// Moving starts when every man has been placed.
	Moving
)

// String returns "placing" or "moving".
func (p Phase) String() string {
	if p == Placing {
		return "placing"
	}
	return "moving"
}

// Action is what the side to move must do now.
type Action uint8

const (
	// ActPlace: put a man from the hand on an empty point (under
	// MoveInPlacing a slide is allowed too).
	ActPlace Action = iota
	// ActMove: slide a man, or fly it when the side flies.
	ActMove
	// ActFly: move any man to any empty point.
	ActFly
	// ActRemove: take an opposing man after forming a mill.
	ActRemove
)

// rulebook is a variant made ready for play: the switches and the board.
// Positions share one through a pointer, so a Position stays a few words.
type rulebook struct {
	Variant
	board *Board
}

// Position is everything the rules need to know about a moment of the game,
// apart from the history that the draw by repetition looks at (see Game).
// It is a small value: copy it to keep it.
type Position struct {
	rb     *rulebook
	men    [2]Bitboard
	hand   [2]uint8
	side   Color
	remove uint8  // removals the side to move still owes
	rule50 uint16 // plies since the last placement or removal
	// placedMill is set while the removals owed were earned by the last
	// placement, every man placed: Sanmill's phase is still placing then.
	placedMill bool
	// lineWon is set, under MillWins, once a side has a mill and so has
	// won: kept here so that the move generator's check for the end is a
	// byte of the position, not a look at the rules.
	lineWon bool
	ply     uint32 // plies since the start, each removal its own (Sanmill's gamePly)
	// points is the board's, a copy kept in the room beside ply so that
	// Empty, at every node of a search, reads the position alone.
	points Bitboard
	// mill is the state of the mill rules, a word a side (see
	// millrules.go): under OneTimeMill the points of the mills the side
	// has formed; under RestrictRepeatedMills its last slide that closed
	// a mill from a point where going back would close one again, from+1
	// in the low byte and to+1 in the next, 0 for none. Validate keeps the
	// two rules apart, so that the position stays 48 bytes.
	mill [2]Bitboard
	hash uint64
}

// NewPosition returns the start position of a variant. It panics if the
// variant is invalid; check untrusted variants with Validate first.
func NewPosition(v Variant) Position {
	if err := v.Validate(); err != nil {
		panic("rules: " + err.Error())
	}
	b := v.Board()
	p := Position{rb: &rulebook{Variant: v, board: b}, points: b.Points()}
	p.hand = [2]uint8{uint8(v.Men), uint8(v.Men)}
	p.hash = p.computeHash()
	return p
}

// Variant returns the rules the position is played under.
func (p *Position) Variant() Variant { return p.rb.Variant }

// Board returns the board geometry of the position's variant.
func (p *Position) Board() *Board { return p.rb.board }

// SideToMove is the side whose ply it is.
func (p *Position) SideToMove() Color { return p.side }

// Men returns the points held by c.
func (p *Position) Men(c Color) Bitboard { return p.men[c] }

// Empty returns the unoccupied points.
func (p *Position) Empty() Bitboard { return p.points &^ (p.men[0] | p.men[1]) }

// At returns the colour of the man on pt, if there is one.
func (p *Position) At(pt Point) (Color, bool) {
	switch {
	case p.men[White].Has(pt):
		return White, true
	case p.men[Black].Has(pt):
		return Black, true
	}
	return White, false
}

// OnBoard is how many men c has on the board.
func (p *Position) OnBoard(c Color) int { return p.men[c].Count() }

// InHand is how many men c has still to place.
func (p *Position) InHand(c Color) int { return int(p.hand[c]) }

// Total is how many men c has left, on the board and in hand.
func (p *Position) Total(c Color) int { return p.OnBoard(c) + p.InHand(c) }

// PendingRemovals is how many men the side to move must still remove.
func (p *Position) PendingRemovals() int { return int(p.remove) }

// Owes reports whether c has closed a mill and must still remove a man
// in p, so that its turn goes on: a turn is a move and the removals it
// earns. It is false once the game is over.
func (p *Position) Owes(c Color) bool {
	return p.remove > 0 && p.SideToMove() == c && !p.Result().Over()
}

// Rule50 is the number of plies since the last placement or removal.
func (p *Position) Rule50() int { return int(p.rule50) }

// FullMove is the move number as Sanmill's FEN writes it: 1 + (plies -
// (Black to move ? 1 : 0)) / 2, where plies counts every ply since the
// start, each removal its own. It is 1 at the start and reaches 11 after
// 20 plies with one removal and White to move.
//
// It is the last field of the FEN, which writes a game won by a removal
// with the winner to move (see FEN), and so counts the winner as the side
// to move then.
func (p *Position) FullMove() int {
	black := uint32(p.fenSide())
	return 1 + int((p.ply-min(black, p.ply))/2)
}

// fenSide is the side to move as Sanmill's FEN writes it: the winner, in a
// game just won by a removal.
func (p *Position) fenSide() Color {
	if w, ok := p.reducedWinner(); ok {
		return w
	}
	return p.side
}

// reducedWinner is the side that has won by reducing the other to two
// men, if one has.
func (p *Position) reducedWinner() (Color, bool) {
	for _, c := range [2]Color{p.side, p.side.Other()} {
		if p.Total(c) < MinMen {
			return c.Other(), true
		}
	}
	return White, false
}

// Ply counts the plies played to reach the position, each removal its
// own; a position set up from a FEN counts the plies its move number
// stands for, as Sanmill does.
func (p *Position) Ply() int { return int(p.ply) }

// maxPly is the largest ply count, so that FullMove stays within a FEN's
// 65535: the count stops there rather than wrap.
const maxPly = 2*(math.MaxUint16-1) + 1

// Hash is a Zobrist key of the men, the hands, the side to move and the
// pending removals: equal for positions that repeat.
func (p *Position) Hash() uint64 { return p.hash }

// Phase is Placing while either side has men in hand, then Moving.
func (p *Position) Phase() Phase {
	if p.hand[White]+p.hand[Black] > 0 {
		return Placing
	}
	return Moving
}

// Flies reports whether c may move a man to any empty point.
func (p *Position) Flies(c Color) bool {
	// Only a side with every man placed flies; under BothFly it flies too
	// once the opponent, all placed, is down to FlyAt men.
	v := &p.rb.Variant
	if !v.MayFly || p.hand[c] != 0 {
		return false
	}
	return p.men[c].Count() <= v.FlyAt || v.BothFly && p.hand[c^1] == 0 && p.men[c^1].Count() <= v.FlyAt
}

// Action is what the side to move has to do.
func (p *Position) Action() Action {
	switch {
	case p.remove > 0:
		return ActRemove
	case p.hand[p.side] > 0:
		return ActPlace
	case p.Flies(p.side):
		return ActFly
	}
	return ActMove
}

// InMills returns the men of c that stand in a mill.
func (p *Position) InMills(c Color) Bitboard { return p.rb.board.InMills(p.men[c]) }

// Removable returns the opposing men the side to move may remove now, or
// none when it owes no removal.
func (p *Position) Removable() Bitboard {
	if p.remove == 0 {
		return 0
	}
	return p.removableMen(p.side.Other())
}

// removableMen is the set of c's men that a mill may take under the
// variant's removal rule.
func (p *Position) removableMen(c Color) Bitboard {
	them := p.men[c]
	if p.rb.Removal == RemoveAny {
		return them
	}
	free := them &^ p.rb.board.InMills(them)
	if free != 0 || p.rb.Removal == RemoveOutsideMillsOnly {
		return free
	}
	return them
}

// Play makes a move that must be legal in this position (see IsLegal); the
// fast path for search. Game.Play checks legality first.
func (p *Position) Play(m Move) {
	us := p.side
	if p.ply < maxPly {
		p.ply++
	}
	switch m.Kind() {
	case PlaceMove:
		to := m.To()
		p.men[us] |= Bit(to)
		p.hash ^= zobristMen[us][to] ^ zobristHand[us][p.hand[us]] ^ zobristHand[us][p.hand[us]-1]
		p.hand[us]--
		p.rule50 = 0
		if p.mill[us] != 0 {
			p.forgetLastMill(us)
		}
		p.landed(us, to)
		p.placedMill = p.remove > 0 && p.hand == [2]uint8{}
	case SlideMove:
		from, to := m.From(), m.To()
		p.men[us] ^= Bit(from) | Bit(to)
		p.hash ^= zobristMen[us][from] ^ zobristMen[us][to]
		p.tick()
		if p.rb.RestrictRepeatedMills {
			p.slideRestricted(us, from, to)
		} else {
			p.landed(us, to)
		}
		p.placedMill = false
	case RemoveMove:
		them := us.Other()
		at := m.To()
		p.men[them] &^= Bit(at)
		p.hash ^= zobristMen[them][at]
		p.rule50 = 0
		p.setRemove(p.remove - 1)
		// The rest lapse when the game is won or nothing more may go.
		if p.remove > 0 && (p.Total(them) < MinMen || p.removableMen(them) == 0) {
			p.setRemove(0)
		}
		if p.remove == 0 {
			p.placedMill = false
			p.endTurn()
		}
	case PassMove:
		p.tick()
		p.endTurn()
	}
}

// landed settles the turn after a man of us arrived on to: a mill earns
// removals (the same side plays again to make them), else the turn ends.
// Only lines through to can be new mills. A mill with nothing to take earns
// nothing; under OneTimeMill, so does one closed before.
func (p *Position) landed(us Color, to Point) {
	if p.rb.MillWins {
		// A mill has won, which Result reports; the turn passes all the
		// same, so the loser is to move in the final position.
		p.lineWon = p.rb.board.MillsAt(p.men[us], to) > 0
		p.endTurn()
		return
	}
	n := p.rb.board.MillsAt(p.men[us], to)
	if n > 0 && p.rb.OneTimeMill {
		n = p.useMills(us, to)
	}
	if n > 0 && p.removableMen(us.Other()) != 0 {
		if !p.rb.RemoveMultiple {
			n = 1
		}
		p.setRemove(uint8(n))
		return
	}
	p.endTurn()
}

func (p *Position) setRemove(n uint8) {
	p.hash ^= zobristRemove[p.remove] ^ zobristRemove[n]
	p.remove = n
}

// tick counts a ply that neither places nor removes. The counter stops at
// its largest value rather than wrap to 0, which would read as a placement
// to the repetition rule.
func (p *Position) tick() {
	if p.rule50 < math.MaxUint16 {
		p.rule50++
	}
}

func (p *Position) endTurn() {
	p.side = p.side.Other()
	p.hash ^= zobristSide
}

// Outcome is how a game ended, or Ongoing.
type Outcome uint8

const (
	// Ongoing: the game goes on.
	Ongoing Outcome = iota
	// WhiteWins and BlackWins name the winner.
	WhiteWins
	BlackWins
	// Draw: nobody won.
	Draw
)

// Reason says why a game ended.
type Reason uint8

const (
	// NoReason goes with Ongoing.
	NoReason Reason = iota
	// ReducedToTwo: the loser has fewer than three men left.
	ReducedToTwo
	// NoLegalMove: the loser could not move on its turn.
	NoLegalMove
	// Repetition: the same position occurred for the third time.
	Repetition
	// MoveLimit: N plies passed without a placement or a removal.
	MoveLimit
	// FullBoard: the board was full at the end of placing.
	FullBoard
	// BothBlocked: under BlockedPasses, neither side could move. It cannot
	// arise on these boards (see the package comment) and is kept for
	// completeness.
	BothBlocked
	// Resigned: the loser gave up.
	Resigned
	// LineOfThree: under MillWins, the winner closed a mill.
	LineOfThree
	// OnTime: the loser's clock ran out.
	OnTime
)

// Result is the outcome of a game and why.
type Result struct {
	Outcome Outcome
	Reason  Reason
}

// Over reports whether the game has ended.
func (r Result) Over() bool { return r.Outcome != Ongoing }

// Winner returns the winning side, if a side won.
func (r Result) Winner() (Color, bool) {
	switch r.Outcome {
	case WhiteWins:
		return White, true
	case BlackWins:
		return Black, true
	}
	return White, false
}

// win returns the result of c winning for a reason.
func win(c Color, why Reason) Result {
	if c == White {
		return Result{WhiteWins, why}
	}
	return Result{BlackWins, why}
}

// Token is the result as game records write it: "1-0", "0-1", "1/2-1/2" or
// "*" while the game goes on.
func (r Result) Token() string {
	switch r.Outcome {
	case WhiteWins:
		return "1-0"
	case BlackWins:
		return "0-1"
	case Draw:
		return "1/2-1/2"
	}
	return "*"
}

// String says the result in plain words, such as "White wins: Black is
// down to two men".
func (r Result) String() string {
	if r.Outcome == Ongoing {
		return "game in progress"
	}
	if r.Outcome == Draw {
		switch r.Reason {
		case Repetition:
			return "Draw by threefold repetition"
		case MoveLimit:
			return "Draw: no mill and no placement for too long"
		case FullBoard:
			return "Draw: the board is full"
		case BothBlocked:
			return "Draw: neither side can move"
		}
		return "Draw"
	}
	w, _ := r.Winner()
	l := w.Other()
	switch r.Reason {
	case ReducedToTwo:
		return fmt.Sprintf("%v wins: %v is down to two men", w, l)
	case NoLegalMove:
		return fmt.Sprintf("%v wins: %v cannot move", w, l)
	case Resigned:
		return fmt.Sprintf("%v wins: %v resigned", w, l)
	case OnTime:
		return fmt.Sprintf("%v wins: %v lost on time", w, l)
	case LineOfThree:
		return fmt.Sprintf("%v wins: three in a row", w)
	}
	return w.String() + " wins"
}

// Headline is the result as a player reads it first: "White wins",
// "Black wins", "A draw", or "Game in progress".
func (r Result) Headline() string {
	switch r.Outcome {
	case Ongoing:
		return "Game in progress"
	case Draw:
		return "A draw"
	}
	w, _ := r.Winner()
	return w.String() + " wins"
}

// Why is the reason for the result as one sentence for the player, chosen
// from Reason: "Black is down to two men", "The same position came up a
// third time". It is empty while the game goes on, and for a draw or win
// without a reason (agreed, or declared by a record).
func (r Result) Why() string {
	w, won := r.Winner()
	l := w.Other()
	switch r.Reason {
	case ReducedToTwo:
		if won {
			return fmt.Sprintf("%v is down to two men", l)
		}
	case NoLegalMove:
		if won {
			return fmt.Sprintf("%v cannot move", l)
		}
	case Resigned:
		if won {
			return fmt.Sprintf("%v resigned", l)
		}
	case OnTime:
		if won {
			return fmt.Sprintf("%v lost on time", l)
		}
	case LineOfThree:
		if won {
			return fmt.Sprintf("%v has three in a row", w)
		}
	case Repetition:
		return "The same position came up a third time"
	case MoveLimit:
		return "No man was placed or taken for too long"
	case FullBoard:
		return "The board is full"
	case BothBlocked:
		return "Neither side can move"
	}
	return ""
}

// Result says whether the position itself ends the game: a side with fewer
// than three men (counting those in hand), under MillWins a side with a
// mill, a full board, or a side to move that cannot move. The draws that
// depend on history (repetition, the n-move rule) are the Game's. While a
// removal is owed only the first can apply: the board cannot be full and
// the side to move has a man to take.
func (p *Position) Result() Result {
	for _, c := range [2]Color{p.side, p.side.Other()} {
		if p.Total(c) < MinMen {
			return win(c.Other(), ReducedToTwo)
		}
	}
	if p.lineWon {
		c, _ := p.lineWinner()
		return win(c, LineOfThree)
	}
	if p.remove > 0 {
		return Result{}
	}
	if p.Empty() == 0 {
		return Result{Draw, FullBoard}
	}
	if !p.canMove(p.side) {
		if p.rb.Blocked == BlockedLoses {
			return win(p.side.Other(), NoLegalMove)
		}
		if !p.canMove(p.side.Other()) {
			return Result{Draw, BothBlocked}
		}
	}
	return Result{}
}

// lineWinner is, under MillWins, the side that has a mill: the side that
// just moved, as play reaches it, or in a position set up with both, the
// side to move.
func (p *Position) lineWinner() (Color, bool) {
	if !p.rb.MillWins {
		return White, false
	}
	for _, c := range [2]Color{p.side, p.side.Other()} {
		if p.rb.board.InMills(p.men[c]) != 0 {
			return c, true
		}
	}
	return White, false
}

// canMove reports whether c would have a placement or a move if it were
// c's turn (with no removal owed).
func (p *Position) canMove(c Color) bool {
	empty := p.Empty()
	if empty == 0 {
		return false
	}
	if p.hand[c] > 0 || p.Flies(c) {
		return true
	}
	b := p.rb.board
	r := b.reach(p.men[c], empty)
	if ban, ok := p.bannedSlide(c); ok && r == Bit(ban.To()) {
		// The banned slide may be the only way there.
		r = b.reach(p.men[c]&^Bit(ban.From()), empty) | b.neighbors[ban.From()]&empty&^r
	}
	return r != 0
}

// String draws the board as text, White as O and Black as @, with the FEN
// below it.
func (p *Position) String() string {
	var sb strings.Builder
	b := p.rb.board
	minFile, _, maxFile, maxRank := b.Bounds()
	art := boardArt(b)
	for i, row := range art {
		rank := maxRank - i/2
		if i%2 == 1 {
			if row != "" {
				fmt.Fprintf(&sb, "  %s\n", row)
			}
			continue
		}
		var args []any
		for file := minFile; file <= maxFile; file++ {
			if pt, ok := PointAt(file, rank); ok && b.Has(pt) {
				cell := byte('*')
				if c, ok := p.At(pt); ok {
					cell = "O@"[c]
				}
				args = append(args, cell)
			}
		}
		fmt.Fprintf(&sb, "%d "+row+"\n", append([]any{rank + 1}, args...)...)
	}
	sb.WriteString(" ")
	for file := minFile; file <= maxFile; file++ {
		fmt.Fprintf(&sb, " %c", 'a'+file)
	}
	sb.WriteString("\n")
	sb.WriteString(p.FEN())
	return sb.String()
}

// boardArt is the picture of a board as String draws it: the rows of its
// ranks from the top, each with %c for its points, and between each two
// a row of the lines joining them ("" for none).
func boardArt(b *Board) []string {
	switch b.Kind() {
	case SixteenPoints:
		return []string{
			"%c-----%c-----%c", "",
			"| %c---%c---%c |", "",
			"| |       | |", "",
			"%c-%c       %c-%c", "",
			"| |       | |", "",
			"| %c---%c---%c |", "",
			"%c-----%c-----%c",
		}
	case NinePoints:
		down, up := "| | |", "| | |"
		if b.Diagonals() {
			down, up = "|\\|/|", "|/|\\|"
		}
		return []string{"%c-%c-%c", down, "%c-%c-%c", up, "%c-%c-%c"}
	}
	return []string{
		"%c-----%c-----%c", "",
		"| %c---%c---%c |", "",
		"| | %c-%c-%c | |", "",
		"%c-%c-%c   %c-%c-%c", "",
		"| | %c-%c-%c | |", "",
		"| %c---%c---%c |", "",
		"%c-----%c-----%c",
	}
}

// Equal reports whether two positions are the same moment of the same
// variant: men, hands, side to move, removals owed and the counters as a
// FEN holds them (the move number, not the parity of the ply count that
// Sanmill's move number leaves out).
func (p Position) Equal(q Position) bool {
	if (p.rb == nil) != (q.rb == nil) || p.rb != nil && p.rb.Variant != q.rb.Variant {
		return false
	}
	if p.rb != nil && p.FullMove() != q.FullMove() {
		return false
	}
	p.rb, q.rb = nil, nil
	p.ply, q.ply = 0, 0
	return p == q
}
