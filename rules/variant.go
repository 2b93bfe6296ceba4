package rules

import (
	"errors"
	"fmt"
)

// RemovalRule says which opposing men a mill may remove.
type RemovalRule uint8

const (
	// RemoveOutsideMillsFirst: a man that is not in a mill, or any man when
	// all of them stand in mills. Four of the five seeds play this way.
	RemoveOutsideMillsFirst RemovalRule = iota
	// RemoveOutsideMillsOnly: only men outside mills; when every opposing
	// man is in a mill the mill removes nothing (seed 001).
	RemoveOutsideMillsOnly
	// RemoveAny: any opposing man, in a mill or not (Sanmill's
	// MayRemoveFromMillsAlways).
	RemoveAny
)

// BlockedRule says what happens to a side that cannot move on its turn.
type BlockedRule uint8

const (
	// BlockedLoses: the side that cannot move loses (four of the seeds).
	BlockedLoses BlockedRule = iota
	// BlockedPasses: the turn passes and the opponent plays on until a move
	// is available again (seed 000). If neither side can move it is a draw.
	BlockedPasses
)

// Variant is the set of rule switches. The zero value is not a playable
// variant; start from a preset such as NineMensMorris and change switches.
type Variant struct {
	// Name is what records and menus call the variant.
	Name string
	// Men is how many men each side has: 3 to 12, and no more than half
	// the board's points.
	Men int
	// MayFly lets a side down to FlyAt men move a man to any empty point.
	MayFly bool
	// FlyAt is the number of men on board at or below which a side flies.
	FlyAt int
	// BothFly: once one side may fly, the other may too (seed 001).
	BothFly bool
	// BoardKind is the board the game is played on; the zero value is the
	// 24-point board.
	BoardKind BoardKind
	// Diagonals adds the diagonal lines: on the 24-point board the four
	// joining the corners of the squares, on the 9-point board the two
	// through the centre. The 16-point board has none.
	Diagonals bool
	// MillWins ends the game when a side closes a mill, which then removes
	// nothing: Three Men's Morris's line of three.
	MillWins bool
	// RemoveMultiple gives one removal per mill formed by a move; off, a
	// move removes one man however many mills it forms.
	RemoveMultiple bool
	// Removal is which men a mill may take.
	Removal RemovalRule
	// MoveInPlacing lets a side slide a man instead of placing one while it
	// still has men in hand (Lasker Morris).
	MoveInPlacing bool
	// Blocked is what happens to a side with no legal move.
	Blocked BlockedRule
	// NMoveRule draws the game after this many plies without a placement or
	// a removal; 0 turns the rule off.
	NMoveRule int
	// ThreefoldRepetition draws the game when a position occurs a third time.
	// As Sanmill counts, only positions reached by slides and flights since
	// the last placement or removal count: the position right after a
	// placement or a removal does not.
	ThreefoldRepetition bool
	// RepetitionCountsProgress also counts the position right after the
	// last placement or removal towards threefold repetition (this
	// program's counting before it followed Sanmill's). Off by default.
	RepetitionCountsProgress bool
	// MoveLimitAfterRemoval: when the ply that reaches the n-move limit
	// closes a mill, the removal is made first (and, being progress,
	// restarts the count) instead of the game being drawn on that ply.
	// Off by default: Sanmill declares the draw on the ply itself.
	MoveLimitAfterRemoval bool
	// EndgameNMoveRule is a shorter n-move limit for the endgame: while
	// either side has exactly three men on the board the game is drawn
	// after this many plies without a placement or a removal. As in
	// Sanmill (its endgameNMoveRule), it counts three men whatever FlyAt
	// says, and takes effect only while it is below NMoveRule; 0 turns it
	// off. Morabaraba plays it with 10.
	EndgameNMoveRule int
	// RestrictRepeatedMills forbids the shuttle between two mills: a man
	// that slid (or flew) from one point to another to close a mill, from
	// a point where it stood in a mill it would close again by going back,
	// may not go straight back on its side's next move while that would
	// close a mill. Any other move of the side lifts the ban (Sanmill's
	// restrictRepeatedMillsFormation, played in Morabaraba). The 24-point
	// board only, and not with OneTimeMill (no game plays both).
	RestrictRepeatedMills bool
	// OneTimeMill lets each mill remove once: a line whose three points
	// have all been in mills the side formed before closes without a
	// removal (Sanmill's oneTimeUseMill, the Russian game). As in Sanmill
	// the used points are kept per side, not per line, so a line made of
	// points of used mills counts as used too. The 24-point board only,
	// and not with RestrictRepeatedMills.
	OneTimeMill bool
}

// MinMen is the number of men below which a side has lost.
const MinMen = 3

// NineMensMorris is the standard game and the default: nine men, flying at
// three, one removal a turn, no diagonals.
func NineMensMorris() Variant {
	return Variant{
		Name: "Nine Men's Morris", Men: 9, MayFly: true, FlyAt: 3,
		NMoveRule: 100, ThreefoldRepetition: true,
	}
}

// NoFlying is the standard game without the flying phase.
func NoFlying() Variant {
	v := NineMensMorris()
	v.Name = "Nine Men's Morris, no flying"
	v.MayFly = false
	return v
}

// OneRemovalPerMill is the standard game in which forming two mills at once
// removes two men.
func OneRemovalPerMill() Variant {
	v := NineMensMorris()
	v.Name = "Nine Men's Morris, one removal per mill"
	v.RemoveMultiple = true
	return v
}

// WithDiagonals is the standard game on the board with diagonal lines.
func WithDiagonals() Variant {
	v := NineMensMorris()
	v.Name = "Nine Men's Morris, diagonal lines"
	v.Diagonals = true
	return v
}

// TwelveMensMorris has twelve men each and the diagonal lines; a board
// filled at the end of placing is a draw.
func TwelveMensMorris() Variant {
	v := NineMensMorris()
	v.Name = "Twelve Men's Morris"
	v.Men = 12
	v.Diagonals = true
	return v
}

// LaskerMorris has ten men each, and a side may slide instead of placing
// while it still has men in hand.
func LaskerMorris() Variant {
	v := NineMensMorris()
	v.Name = "Lasker Morris"
	v.Men = 10
	v.MoveInPlacing = true
	return v
}

// SixMensMorris has six men each on the 16-point board, mills along the
// sides of the two squares, removal as in Nine Men's Morris, and no flying
// (MayFly, with FlyAt 3, is the switch for it).
func SixMensMorris() Variant {
	v := NineMensMorris()
	v.Name = "Six Men's Morris"
	v.BoardKind = SixteenPoints
	v.Men = 6
	v.MayFly = false
	return v
}

// ThreeMensMorris has three men each on the 9-point board with its
// diagonals: placed, then moved to an adjacent point, and the first line
// of three wins. MayFly (with FlyAt 3) is the variant in which a man
// moves to any empty point.
func ThreeMensMorris() Variant {
	v := NineMensMorris()
	v.Name = "Three Men's Morris"
	v.BoardKind = NinePoints
	v.Diagonals = true
	v.Men = 3
	v.MayFly = false
	v.MillWins = true
	return v
}

// Morabaraba is South Africa's mill game as its players play it: twelve
// men each on the board with diagonals, flying at three, a full board after
// placing drawn, a draw after ten plies without a removal once a side is
// down to three men, and no shuttling between two mills on consecutive
// moves. These are the switches of Sanmill's Morabaraba preset.
func Morabaraba() Variant {
	v := TwelveMensMorris()
	v.Name = "Morabaraba"
	v.EndgameNMoveRule = 10
	v.RestrictRepeatedMills = true
	return v
}

// RussianMill is the one-time mill game played in Russia: the standard
// game in which each mill removes a man only once, and any man, in a mill
// or not, may be removed. Its name is the one Sanmill's records write in
// their Variant tag for its "One Time Mill" preset.
func RussianMill() Variant {
	v := NineMensMorris()
	v.Name = "Russian Mill"
	v.OneTimeMill = true
	v.Removal = RemoveAny
	return v
}

// RegionalPresets lists the named regional games of the 24-point board.
func RegionalPresets() []Variant {
	return []Variant{Morabaraba(), RussianMill()}
}

// Presets lists the named variants of the 24-point board, the default
// first.
func Presets() []Variant {
	return []Variant{NineMensMorris(), NoFlying(), OneRemovalPerMill(), WithDiagonals(), TwelveMensMorris(), LaskerMorris()}
}

// SmallBoardPresets lists the named variants of the smaller boards.
func SmallBoardPresets() []Variant {
	return []Variant{SixMensMorris(), ThreeMensMorris()}
}

// PresetNamed finds a preset, of any board, by its Name.
func PresetNamed(name string) (Variant, bool) {
	for _, v := range allPresets() {
		if v.Name == name {
			return v, true
		}
	}
	return Variant{}, false
}

// allPresets lists every named variant, of every board.
func allPresets() []Variant {
	return append(append(Presets(), SmallBoardPresets()...), RegionalPresets()...)
}

// Validate reports a switch that is out of range.
func (v Variant) Validate() error {
	var errs []error
	b := v.Board()
	if b == nil {
		errs = append(errs, fmt.Errorf("board %v with diagonals %v: no such board", v.BoardKind, v.Diagonals))
	} else if most := min(12, b.Size()/2); v.Men < MinMen || v.Men > most {
		// Both sides' men must fit on the board together.
		errs = append(errs, fmt.Errorf("men per side %d: want 3 to %d on %v", v.Men, most, v.BoardKind))
	}
	if v.MayFly && (v.FlyAt < MinMen || v.FlyAt > 12) {
		errs = append(errs, fmt.Errorf("fly at %d men: want 3 to 12", v.FlyAt))
	}
	if v.Removal > RemoveAny {
		errs = append(errs, fmt.Errorf("removal rule %d unknown", v.Removal))
	}
	if v.Blocked > BlockedPasses {
		errs = append(errs, fmt.Errorf("blocked rule %d unknown", v.Blocked))
	}
	if v.NMoveRule < 0 || v.NMoveRule > 10000 {
		errs = append(errs, fmt.Errorf("n-move rule %d: want 0 (off) to 10000", v.NMoveRule))
	}
	if v.EndgameNMoveRule < 0 || v.EndgameNMoveRule > 10000 {
		errs = append(errs, fmt.Errorf("endgame n-move rule %d: want 0 (off) to 10000", v.EndgameNMoveRule))
	}
	// Sanmill's FEN holds the mill fields for the 24 points only.
	if (v.RestrictRepeatedMills || v.OneTimeMill) && v.BoardKind != TwentyFourPoints {
		errs = append(errs, fmt.Errorf("repeated-mill and one-time-mill rules: on %v, want the 24-point board", v.BoardKind))
	}
	// Their state shares a word of the position (see Position.mill).
	if v.RestrictRepeatedMills && v.OneTimeMill {
		errs = append(errs, errors.New("repeated-mill and one-time-mill rules: one or the other, not both"))
	}
	return errors.Join(errs...)
}

// Board returns the geometry the variant plays on, or nil when its board
// and diagonals name no board (Validate reports that).
func (v Variant) Board() *Board { return BoardOf(v.BoardKind, v.Diagonals) }
