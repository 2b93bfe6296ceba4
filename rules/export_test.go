package rules

// ComputedHash is the position's Zobrist key built from scratch, so that the
// external tests can check the key Play keeps up to date move by move.
func (p *Position) ComputedHash() uint64 { return p.computeHash() }
