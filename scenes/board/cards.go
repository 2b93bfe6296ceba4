package board

import (
	"strings"

	"github.com/ninemen/morris/lang"
	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes/kit"
	"github.com/ninemen/morris/scenes/say"
)

// CardTexts are the names and the counts on the two cards, fitted into
// each card's top row (indexed by rules.Color: name, then counts). The
// counts, men in hand and men on board, are always there: they are what a
// player reads on a card, worded alike on both. The name gives way first,
// shrunk and then shortened to the side's colour, then the counts shrink
// and shorten, on both cards. The words are words'.
func CardTexts(words *lang.Lang, f *kit.Fonts, l *Layout, names [2]string, inHand, onBoard [2]int) (out [2][2]kit.Label) {
	var tries [2][]cardTry
	var short [2]bool
	for c := range 2 {
		tries[c] = cardTries(words, rules.Color(c), names[c], inHand[c], onBoard[c])
		out[c], short[c] = fitCard(f, l, rules.Color(c), tries[c], func(cardTry) bool { return true })
	}
	if short[0] != short[1] {
		// One card needs the short counts: both have them.
		for c := range 2 {
			out[c], _ = fitCard(f, l, rules.Color(c), tries[c], func(t cardTry) bool { return t.short })
		}
	}
	return out
}

// cardTry is a wording of a card's top row and how far its name and
// counts may shrink, in text sizes.
type cardTry struct {
	name, facts       string
	short             bool
	minName, minFacts float64
}

// cardTries are the wordings of c's card in the order they are tried.
// The name keeps "Computer" as long as it can: which side the computer
// plays matters more than the long words for the counts.
func cardTries(words *lang.Lang, c rules.Color, name string, inHand, onBoard int) []cardTry {
	side := say.Side(words, c)
	if name == "" {
		name = side
	}
	long := words.T("board.card.counts", "Hand", words.N("board.card.in_hand", inHand), "Board", words.N("board.card.on_board", onBoard))
	short := words.T("board.card.counts", "Hand", words.N("board.card.hand_short", inHand), "Board", words.N("board.card.board_short", onBoard))
	var out []cardTry
	for _, n := range strings.Split(name, NameOr) {
		out = append(out, cardTry{n, long, false, 0.9, 0.78}, cardTry{n, long, false, 0.8, 0.7}, cardTry{n, short, true, 0.8, 0.7})
	}
	return append(out, cardTry{side, long, false, 0.8, 0.7}, cardTry{side, short, true, 0.8, 0.7})
}

// NameOr parts the wordings of a card's name, longest first: where one
// does not fit, the next is tried before the side's colour alone.
const NameOr = "\n"

// fitCard is the labels of the first of the tries that allow takes whose
// name fits beside its counts on c's card, else of the last they allow,
// shrunk past the tries' sizes until it fits (only a language's long
// words come to that), and whether its counts are the short ones.
func fitCard(f *kit.Fonts, l *Layout, c rules.Color, tries []cardTry, allow func(cardTry) bool) (labels [2]kit.Label, short bool) {
	var last cardTry
	for _, t := range tries {
		if !allow(t) {
			continue
		}
		last = t
		labels, short = cardLabels(f, l, c, t, false), t.short
		if name := labels[0]; kit.Fits(name.Text, name.Face, name.Box.W) {
			return labels, short
		}
	}
	return cardLabels(f, l, c, last, true), short
}

// cardLabels are the name and the counts of a try on c's card: the counts
// shrunk to fit the row, the name to the room they leave. Forced, both
// shrink below the try's sizes as far as they must to fit: the counts to
// leave the name a third of the row, the name to the room left.
func cardLabels(f *kit.Fonts, l *Layout, c rules.Color, t cardTry, forced bool) [2]kit.Label {
	top, _ := l.cardRows(c)
	gap := l.Text * 0.6
	factF := f.Fit(kit.Italic, l.Text*0.85, l.Text*t.minFacts, t.facts, top.W)
	if forced {
		factF = FitLine(f, kit.Italic, l.Text*0.85, l.Text*t.minFacts, t.facts, min(top.W, (top.W-gap)*2/3))
	}
	fw := kit.TextWidth(t.facts, factF)
	room := top.W - fw - gap
	nameF := f.Fit(kit.SmallCaps, l.Text*1.05, l.Text*t.minName, t.name, room)
	if forced {
		nameF = FitLine(f, kit.SmallCaps, l.Text*1.05, l.Text*t.minName, t.name, room)
	}
	nameL := kit.Label{Text: t.name, Face: nameF, Box: kit.Rect{X: top.X, Y: top.Y + (top.H-l.Text*1.3)/2, W: room, H: l.Text * 1.3}}
	factsL := kit.Label{Text: t.facts, Face: factF, Align: kit.AlignEnd,
		Box: kit.Rect{X: top.X + top.W - fw, Y: top.Y + (top.H-l.Text*1.1)/2, W: fw, H: l.Text * 1.1}}
	if fw > top.W {
		factsL.Box.X, factsL.Box.W = top.X, top.W
	}
	return [2]kit.Label{nameL, factsL}
}
