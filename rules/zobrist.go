package rules

// The Zobrist keys are fixed at start-up from a constant seed, so hashes are
// the same from run to run (tests and the engine's transposition table can
// rely on them). They are read-only after init.
var (
	zobristMen    [2][MaxPoints]uint64
	zobristHand   [2][13]uint64
	zobristRemove [4]uint64
	zobristSide   uint64
	// The keys of the mill rules' state (see millrules.go); index 0 of
	// the last mill's points stands for none and stays 0.
	zobristFormed   [2][MaxPoints]uint64
	zobristMillFrom [2][MaxPoints + 1]uint64
	zobristMillTo   [2][MaxPoints + 1]uint64
)

func init() {
	state := uint64(0x6d6f7272697321) // "morris!"
	next := func() uint64 {
		// splitmix64
		state += 0x9e3779b97f4a7c15
		z := state
		z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
		z = (z ^ z>>27) * 0x94d049bb133111eb
		return z ^ z>>31
	}
	for c := range zobristMen {
		for p := range NumPoints {
			zobristMen[c][p] = next()
		}
		for h := range zobristHand[c] {
			zobristHand[c][h] = next()
		}
	}
	for i := 1; i < len(zobristRemove); i++ {
		zobristRemove[i] = next()
	}
	zobristSide = next()
	// The centre's keys come last, so that the 24-point board's keys are
	// what they were before the smaller boards came.
	for c := range zobristMen {
		zobristMen[c][D4] = next()
	}
	// The mill rules' keys come after them, for the same reason.
	for c := range zobristFormed {
		for p := range MaxPoints {
			zobristFormed[c][p] = next()
		}
		for p := 1; p <= MaxPoints; p++ {
			zobristMillFrom[c][p] = next()
			zobristMillTo[c][p] = next()
		}
	}
}

// computeHash builds the key from scratch; Play keeps it up to date
// incrementally and tests check that the two agree.
func (p *Position) computeHash() uint64 {
	var h uint64
	for c := White; c <= Black; c++ {
		for m := p.men[c]; m != 0; m &= m - 1 {
			h ^= zobristMen[c][m.First()]
		}
		h ^= zobristHand[c][p.hand[c]]
	}
	h ^= zobristRemove[p.remove]
	for c := White; c <= Black; c++ {
		for m := p.formed(c); m != 0; m &= m - 1 {
			h ^= zobristFormed[c][m.First()]
		}
		h ^= zobristMillFrom[c][p.lastMillFrom(c)] ^ zobristMillTo[c][p.lastMillTo(c)]
	}
	if p.side == Black {
		h ^= zobristSide
	}
	return h
}
