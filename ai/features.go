package ai

import "github.com/ninemen/morris/rules"

// EvalTerm is one term of the Master's evaluation and its weight in
// hundredths of a man.
type EvalTerm struct {
	Name   string
	Weight int
}

// term is a weight and its name.
type term struct {
	name string
	w    *int
}

// terms lists the weights' fields, named, in the order EvalTerms and
// EvalFeatures give them.
func (w *weights) terms() []term {
	return []term{{"man", &w.man}, {"mobility", &w.mobility}, {"liberty", &w.liberty},
		{"blocked", &w.blocked}, {"placeBlocked", &w.placeBlocked}, {"lowMobility", &w.lowMobility},
		{"mill", &w.mill}, {"openLine", &w.openLine}, {"threat", &w.threat},
		{"doubleThreat", &w.doubleThreat}, {"running", &w.running}, {"openMill", &w.openMill},
		{"moverThreat", &w.moverThreat}, {"flyThreat", &w.flyThreat},
		{"tempoPlace", &w.tempoPlace}, {"tempoMove", &w.tempoMove}}
}

// moverThreatTerm is moverThreat's place in terms: a position where it
// counts is not quiet.
const moverThreatTerm = 12

// EvalTerms returns the Master's evaluation terms with the weights it
// plays the standard game with, in the order EvalFeatures counts them. A
// tuning run fits these weights to the outcomes of games.
func EvalTerms() []EvalTerm {
	w := defaultWeights()
	var out []EvalTerm
	for _, t := range w.terms() {
		out = append(out, EvalTerm{t.name, *t.w})
	}
	return out
}

// EvalFeatures returns how many times each term of EvalTerms counts in
// the Master's evaluation of pos for the side to move: the evaluation is
// the sum of each weight times its count. ok is false when pos is not
// quiet: the game is over or a removal is owed (no counts then), or the
// side to move can close a mill at once, which the search plays out
// rather than trusting the evaluation (the counts are given).
func EvalFeatures(pos *rules.Position) (counts []int, ok bool) {
	if pos.PendingRemovals() > 0 || pos.Result().Over() {
		return nil, false
	}
	s := newSearcher(nil, pos)
	// The evaluation is linear in its weights: with one weight 1 and the
	// rest 0 it returns that term's count.
	counts = make([]int, len(s.w.terms()))
	for i := range counts {
		s.w = weights{}
		*s.w.terms()[i].w = 1
		counts[i] = s.evaluate(pos)
	}
	return counts, counts[moverThreatTerm] == 0
}
