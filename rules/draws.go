package rules

// The history-based draws, asked of one position: what a search needs at
// every node without keeping a Game. Game.settle applies the same rules
// (draws_test.go holds the two to each other over random games).

// MoveLimitReached reports whether the n-move rule draws the game at this
// position: NMoveRule plies without a placement or a removal, counted
// even when the last of them closed a mill (Sanmill's order), or, under
// MoveLimitAfterRemoval, only with no removal owed. A Game applies it
// after the position's own Result, which wins when both hold. Under
// EndgameNMoveRule the limit is the shorter one while either side has
// three men on the board.
func (p *Position) MoveLimitReached() bool {
	v := &p.rb.Variant
	limit := v.NMoveRule
	if v.EndgameNMoveRule > 0 && v.EndgameNMoveRule < limit && (p.men[White].Count() == 3 || p.men[Black].Count() == 3) {
		limit = v.EndgameNMoveRule
	}
	return limit > 0 && int(p.rule50) >= limit && (p.remove == 0 || !v.MoveLimitAfterRemoval)
}

// CountsForRepetition reports whether the position, reached by a move of a
// game, is one of those the threefold repetition rule counts: as Sanmill
// counts, one reached by a slide, a flight or a pass; under
// RepetitionCountsProgress, one reached by a placement or a removal too.
// Only positions since the last placement or removal (Rule50 plies back)
// can repeat. The position a game starts from counts only under
// RepetitionCountsProgress, whatever this says of it.
func (p *Position) CountsForRepetition() bool {
	return p.rule50 > 0 || p.rb.RepetitionCountsProgress
}
