package ai

import "github.com/ninemen/morris/rules"

// EvalTerm is one term of the Master's evaluation and its weight in
// hundredths of a man.
type EvalTerm struct {
	Name   string
	Weight int
}

// terms lists the weights' fields in the order EvalTerms and EvalFeatures
// give them.
func (w *weights) terms() []*int {
	return []*int{&w.man, &w.mobility, &w.liberty, &w.blocked, &w.placeBlocked,
		&w.lowMobility, &w.mill, &w.openLine, &w.threat, &w.doubleThreat,
		&w.running, &w.openMill, &w.moverThreat, &w.flyThreat, &w.tempoPlace, &w.tempoMove}
}

// moverThreatTerm is moverThreat's place in terms: a position where it
// counts is not quiet.
const moverThreatTerm = 12

var termNames = []string{"man", "mobility", "liberty", "blocked", "placeBlocked",
	"lowMobility", "mill", "openLine", "threat", "doubleThreat",
	"running", "openMill", "moverThreat", "flyThreat", "tempoPlace", "tempoMove"}

// EvalTerms returns the Master's evaluation terms with the weights it
// plays the standard game with, in the order EvalFeatures counts them. A
// tuning run fits these weights to the outcomes of games.
func EvalTerms() []EvalTerm {
	w := defaultWeights()
	out := make([]EvalTerm, len(termNames))
	for i, p := range w.terms() {
		out[i] = EvalTerm{termNames[i], *p}
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
	counts = make([]int, len(termNames))
	for i := range counts {
		s.w = weights{}
		*s.w.terms()[i] = 1
		counts[i] = s.evaluate(pos)
	}
	return counts, counts[moverThreatTerm] == 0
}
