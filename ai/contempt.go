package ai

import "github.com/ninemen/morris/rules"

// A Master ahead in men must win before the draw rules end the game. It
// scores a draw (a repetition, the n-move rule, a table draw) below zero
// for the side ahead at the root (contempt), and takes coming back to a
// position of the game since the last removal for a draw (see drawn), so
// that it tries something new rather than shuffle.

// contempt is what a draw costs the side ahead in men at the root, in
// hundredths of a man: less than a man, so a draw still beats a line that
// loses one, and more than the evaluation's small positional terms, so
// that a quiet shuffle scored a little ahead never prefers repeating.
const contempt = 60

// setContempt sets who the draws are bad for: the root's side to move, if
// it is ahead in men (on the board and in hand).
func (s *searcher) setContempt(p *rules.Position) {
	us := p.SideToMove()
	s.contempt = 0
	if p.Total(us) > p.Total(us.Other()) {
		s.rootSide = us
		s.contempt = contempt
	}
}

// drawScore is the score of a drawn position for its side to move.
func (s *searcher) drawScore(p *rules.Position) int {
	switch {
	case s.contempt == 0:
		return 0
	case p.SideToMove() == s.rootSide:
		return -s.contempt
	}
	return s.contempt
}
