package ai

import (
	"math/rand/v2"
	"slices"

	"github.com/ninemen/morris/rules"
)

// The levels below the Master err as people do, not at random: each has
// blind spots, kinds of danger and chance that it overlooks now and then.
// On each move every blind spot is open with the level's chance for it
// (drawn from the search's seeded generator), and a root move that an
// open blind spot concerns is judged at a glance instead of by the
// search: the glance sees men, mills and mobility, but neither threats
// nor running mills, so the level walks into the danger it hides, or
// passes by the chance. A person who misses a threat two moves away
// plays the move that allows it as if it were not there.

// blindSpot is a kind of mistake people make.
type blindSpot int

const (
	// blindLoose leaves a man loose: the opponent's reply closes a mill
	// and takes a man.
	blindLoose blindSpot = iota
	// blindThreat misses a mill threat two moves away: the reply that
	// threatens two mills at once (or one that cannot be covered).
	blindThreat
	// blindDouble misses a double mill (Zwickmühle): the opponent's
	// reply that builds a running mill, or its own move that builds one.
	blindDouble
	// blindBlockade walks into a blockade: a reply that leaves it one
	// slide or none.
	blindBlockade
	numBlindSpots
)

// blindNames name the blind spots for the docs and the calibration tool.
var blindNames = [numBlindSpots]string{"loose man", "threat two moves away", "double mill", "blockade"}

// BlindSpots lists the kinds of mistakes the levels make, by name.
func BlindSpots() []string { return slices.Clone(blindNames[:]) }

// Concerns names the kinds of BlindSpots that concern the legal move m in
// p: the dangers it walks into, and the chances it takes, which a level
// with that blind spot open would not see. The calibration sorts the
// levels' mistakes by them.
func Concerns(p *rules.Position, m rules.Move) (dangers, chances []string) {
	c := *p
	c.Play(m)
	for k := range numBlindSpots {
		var open [numBlindSpots]bool
		open[k] = true
		d, ch := concerns(p, &c, open)
		if d {
			dangers = append(dangers, blindNames[k])
		}
		if ch {
			chances = append(chances, blindNames[k])
		}
	}
	return dangers, chances
}

// overlook judges the root moves that this move's open blind spots
// concern at a glance, and orders the roots again by the scores the
// level believes. It draws from rng whether or not any move is concerned,
// so that a seed gives the same draws whatever the position.
// It returns which blind spots are open.
func (s *searcher) overlook(p *rules.Position, roots []rootMove, blind [numBlindSpots]float64, rng *rand.Rand) (open [numBlindSpots]bool) {
	anyOpen := false
	for k := range open {
		open[k] = rng.Float64() < blind[k]
		anyOpen = anyOpen || open[k]
	}
	if !anyOpen || len(roots) < 2 || abs(roots[0].score) > winBound {
		return open
	}
	// The glance is put on the search's scale by the best move's two
	// judgements.
	best := roots[0]
	bc := *p
	bc.Play(best.move)
	off := best.score - s.glance(p, &bc)
	for i := range roots {
		r := &roots[i]
		c := *p
		c.Play(r.move)
		danger, chance := concerns(p, &c, open)
		switch {
		case danger:
			r.score = max(r.score, s.glance(p, &c)+off)
		case chance:
			r.score = min(r.score, s.glance(p, &c)+off)
		}
	}
	slices.SortStableFunc(roots, func(a, b rootMove) int { return b.score - a.score })
	return open
}

// sound narrows a level's opening candidates (see style.opening) to the
// moves it sees nothing wrong with: none walks into a danger of a kind
// whose blind spot is closed, and where some take a chance of such a
// kind, only those. The opening's margin is for placements a long
// search finds nearly equal, not for a man left loose.
func sound(p *rules.Position, cands []rootMove, open [numBlindSpots]bool) []rootMove {
	var closed [numBlindSpots]bool
	for k := range open {
		closed[k] = !open[k]
	}
	var safe, taking []rootMove
	for _, r := range cands {
		c := *p
		c.Play(r.move)
		danger, chance := concerns(p, &c, closed)
		switch {
		case danger:
		case chance:
			taking = append(taking, r)
		default:
			safe = append(safe, r)
		}
	}
	if len(taking) > 0 {
		return taking
	}
	if len(safe) > 0 {
		return safe
	}
	return cands[:1]
}

// glance scores c, reached by a root move from p, for p's side to move
// as the evaluation does without its threats and running mills.
func (s *searcher) glance(p, c *rules.Position) int {
	if c.Result().Over() || c.PendingRemovals() > 0 {
		return s.evaluateOrEnd(p, c)
	}
	w := s.w
	s.w.threat, s.w.doubleThreat, s.w.running, s.w.openMill = 0, 0, 0, 0
	s.w.moverThreat, s.w.flyThreat, s.w.blocked, s.w.lowMobility = 0, 0, 0, 0
	v := s.evaluate(c)
	s.w = w
	if c.SideToMove() != p.SideToMove() {
		v = -v
	}
	return v
}

// evaluateOrEnd is the glance at a position that is over, or owes a
// removal: a man's worth for the removal, the game's end as the search
// scores it.
func (s *searcher) evaluateOrEnd(p, c *rules.Position) int {
	if r := c.Result(); r.Over() {
		v := terminal(c, r, 0)
		if c.SideToMove() != p.SideToMove() {
			v = -v
		}
		return v
	}
	return s.w.man
}

// concerns says whether an open blind spot hides a danger of the move
// from p to c (the level would take its glance for it if better) or a
// chance (if worse).
func concerns(p, c *rules.Position, open [numBlindSpots]bool) (danger, chance bool) {
	us := p.SideToMove()
	if c.SideToMove() == us || c.Result().Over() {
		return false, false // a mill of its own, or the end: plain to see
	}
	them := us.Other()
	if millPoints(c, them) != 0 {
		// A mill next move is the loose man's kind, not a threat two
		// moves away nor a double mill in the making.
		return open[blindLoose], false
	}
	if open[blindDouble] && running(c, us) && !running(p, us) {
		chance = true
	}
	if !open[blindThreat] && !open[blindDouble] && !open[blindBlockade] {
		return false, chance
	}
	blockable := c.InHand(us) == 0 && !c.Flies(us)
	var buf [rules.MaxMoves]rules.Move
	hadRunning := running(c, them)
	for _, x := range c.LegalMoves(buf[:0]) {
		d := *c
		d.Play(x)
		if d.SideToMove() != us || d.Result().Over() {
			continue // the reply closes a mill: the loose man's kind
		}
		if open[blindThreat] && millPoints(&d, us) == 0 && forked(&d, us) {
			return true, false
		}
		if open[blindDouble] && !hadRunning && running(&d, them) {
			return true, false
		}
		if open[blindBlockade] && blockable && slides(&d, us) <= 1 {
			return true, false
		}
	}
	return false, chance
}

// millPoints are the empty points where c can close a mill with its next
// move in p: by placing while it has men in hand, by flying, or else by
// sliding a man that is not one of the line's two.
func millPoints(p *rules.Position, c rules.Color) rules.Bitboard {
	b := p.Board()
	men := p.Men(c)
	empty := p.Empty()
	anywhere := p.InHand(c) > 0 || p.Flies(c)
	var out rules.Bitboard
	for e := empty; e != 0; e &= e - 1 {
		t := e.First()
		if b.MillsAt(men|rules.Bit(t), t) == 0 {
			continue
		}
		if anywhere {
			out |= rules.Bit(t)
			continue
		}
		// A man beside t that still leaves a mill through t behind it.
		for n := b.Neighbors(t) & men; n != 0; n &= n - 1 {
			if b.MillsAt(men&^rules.Bit(n.First())|rules.Bit(t), t) > 0 {
				out |= rules.Bit(t)
				break
			}
		}
	}
	return out
}

// forked reports whether us, to move in p, cannot cover every point where
// the opponent threatens to close a mill: two or more, or one it cannot
// reach.
func forked(p *rules.Position, us rules.Color) bool {
	t := millPoints(p, us.Other())
	switch t.Count() {
	case 0:
		return false
	case 1:
		if p.InHand(us) > 0 || p.Flies(us) {
			return false
		}
		for m := p.Men(us); m != 0; m &= m - 1 {
			if p.Board().Neighbors(m.First())&t != 0 {
				return false
			}
		}
		return true
	}
	return true
}

// running reports whether c holds a running mill in p: a man of a closed
// mill that can slide out of it into another.
func running(p *rules.Position, c rules.Color) bool {
	b := p.Board()
	men := p.Men(c)
	empty := p.Empty()
	for in := b.InMills(men); in != 0; in &= in - 1 {
		q := in.First()
		for n := b.Neighbors(q) & empty; n != 0; n &= n - 1 {
			r := n.First()
			if b.MillsAt(men&^rules.Bit(q)|rules.Bit(r), r) > 0 {
				return true
			}
		}
	}
	return false
}

// slides counts the slides c's men could make in p.
func slides(p *rules.Position, c rules.Color) int {
	b := p.Board()
	empty := p.Empty()
	n := 0
	for m := p.Men(c); m != 0; m &= m - 1 {
		n += (b.Neighbors(m.First()) & empty).Count()
	}
	return n
}
