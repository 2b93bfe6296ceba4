package ai

import (
	"math/rand/v2"
	"slices"

	"github.com/ninemen/morris/rules"
)

// The Master varies its play among the moves it judges equal, so that no
// two games are the same, without playing a worse move than the best by
// more than masterMargin: among the moves whose search score is within
// the margin of the best, or, where the tables or a forced result decide,
// among those of exactly the best value and distance. Its book varies the
// same way, among the images of the book's placement under the
// symmetries that leave the position as it is (see twin), as every
// level's choice does.
//
// The search proves which moves are near: PVS searches every root move
// but the best with a null window at the best score and learns only that
// it is no better. The Master's searches that window at the margin's
// floor instead (see nullRoot), and only the near moves, few but for
// mirror images, pay for a second search; a mirror image of another
// move is not tested at all (twin chooses among the images).

// masterMargin is how far below the best, in hundredths of a man, a move
// of the Master's may score and still count as equal: less than the
// evaluation can tell apart.
const masterMargin = 3

// noVariety is the searcher's vary when it plays the first best move.
const noVariety = -1

// varyMargin is the margin around the best score best: the Master's, or
// none where the tables or a forced result give exact values.
func (s *searcher) varyMargin(best int) int {
	if s.rootInTables || abs(best) > winBound {
		return 0
	}
	return s.vary
}

// startPass forgets what the last pass over the root moves proved near:
// an aspiration re-search or a new iteration proves it again.
func startPass(roots []rootMove) {
	for i := range roots {
		roots[i].lo = -infinity
	}
}

// commitPass keeps what a completed iteration proved, for the choice.
func commitPass(roots []rootMove) {
	for i := range roots {
		roots[i].near = roots[i].lo
	}
}

// markMirrors marks the root moves of p that a symmetry keeping p takes
// to a smaller move: each set of mirror images keeps one move to test,
// and twin varies the choice among the set, so the others need no
// search beyond the one that ranks them. It counts each move's images.
func markMirrors(p *rules.Position, roots []rootMove) {
	syms := symmetriesOf(p)
	for i := range roots {
		m := roots[i].move
		var seen [rules.NumSymmetries]rules.Move
		n := 0
		for _, s := range syms {
			img := moveImage(m, s)
			if img == m || slices.Contains(seen[:n], img) || !p.IsLegal(img) {
				continue
			}
			seen[n] = img
			n++
			if img < m {
				roots[i].mirror = true
			}
		}
		roots[i].images = 1 + n
	}
}

// symmetriesOf lists the symmetries of the board that keep p, the
// identity aside, where the game's history cannot tell their images
// apart (see twin): none after a slide.
func symmetriesOf(p *rules.Position) []int {
	if p.Rule50() > 0 {
		return nil
	}
	w, b := p.Men(rules.White), p.Men(rules.Black)
	var out []int
	for s := 1; s < rules.NumSymmetries; s++ {
		if w.Symmetry(s) == w && b.Symmetry(s) == b {
			out = append(out, s)
		}
	}
	return out
}

// nullRoot searches a root move after the first as PVS does, with a null
// window at alpha, the best score so far. Testing for the Master's
// variety (test), it searches first at the margin's floor below alpha:
// a move that fails there is neither near nor better, as most are, for
// the cost of the one search; one that passes is near, and only then
// searched at alpha as well, to see whether it is better.
func (s *searcher) nullRoot(rm *rootMove, c rules.Position, same bool, nd, alpha int, test bool) int {
	if !test {
		return s.child(c, same, nd, alpha, alpha+1, 0)
	}
	floor := alpha - s.varyMargin(alpha)
	sc := s.child(c, same, nd, floor-1, floor, 0)
	if s.stopped {
		return sc
	}
	if sc < floor {
		return sc
	}
	rm.lo = sc
	if sc > alpha {
		return sc
	}
	return s.child(c, same, nd, alpha, alpha+1, 0)
}

// chooseNear picks the Master's move among the root moves that the last
// completed iteration, whose best scored best, proved within the margin.
// When a deeper iteration was stopped after searching the best move again
// (confirm), only those that it proved near as well remain: a move it did
// not reach has not been seen as deep as the best. It returns the move
// and its lower bound.
func (s *searcher) chooseNear(roots []rootMove, best int, confirm bool, rng *rand.Rand) (rootMove, bool) {
	floor := best - s.varyMargin(best)
	var cands []rootMove
	total := 0
	for i, r := range roots {
		ok := r.near > -infinity && r.near >= floor && (!confirm || r.lo > -infinity)
		if i == 0 || ok && !r.mirror {
			cands = append(cands, r)
			total += r.images
		}
	}
	if len(cands) < 2 {
		return rootMove{}, false
	}
	// Weighed by their images, which twin chooses among, every move of
	// the sets is as likely.
	k := rng.IntN(total)
	for _, c := range cands {
		if k < c.images {
			return c, true
		}
		k -= c.images
	}
	return cands[0], true
}

// twin returns the line pv, which starts with a move in p, or, picked by
// rng, its image under one of the board's symmetries that leave p as it
// is. Such a line leads to the mirror images of the same positions, equal
// in every respect: a choice that costs nothing, and most of the variety
// of the opening, where the board is still symmetric. It keeps pv when
// the game's history could tell the images apart (a repetition), that is
// after a slide.
func twin(p *rules.Position, pv []rules.Move, rng *rand.Rand) []rules.Move {
	if len(pv) == 0 {
		return pv
	}
	var syms [rules.NumSymmetries]int
	var firsts [rules.NumSymmetries]rules.Move
	n := 0
	for _, s := range append([]int{0}, symmetriesOf(p)...) {
		m := moveImage(pv[0], s)
		if slices.Contains(firsts[:n], m) || !p.IsLegal(m) {
			continue
		}
		syms[n], firsts[n] = s, m
		n++
	}
	if n < 2 {
		return pv
	}
	s := syms[rng.IntN(n)]
	out := make([]rules.Move, len(pv))
	for i, m := range pv {
		out[i] = moveImage(m, s)
	}
	return out
}

// moveImage is m under the s-th symmetry of the board.
func moveImage(m rules.Move, s int) rules.Move {
	switch m.Kind() {
	case rules.PlaceMove:
		return rules.Place(m.To().Symmetry(s))
	case rules.SlideMove:
		return rules.Slide(m.From().Symmetry(s), m.To().Symmetry(s))
	case rules.RemoveMove:
		return rules.Remove(m.To().Symmetry(s))
	}
	return m
}
