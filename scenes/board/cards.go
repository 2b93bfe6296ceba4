package board

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes/kit"
)

// CardTexts are the names and the counts on the two cards, fitted into
// each card's top row (indexed by rules.Color: name, then counts). The
// counts, men in hand and men on board, are always there: they are what a
// player reads on a card, worded alike on both. The name gives way first,
// shrunk and then shortened to the side's colour, then the counts shrink
// and shorten, on both cards.
func CardTexts(f *kit.Fonts, l *Layout, names [2]string, inHand, onBoard [2]int) (out [2][2]kit.Label) {
	var tries [2][]cardTry
	var chosen [2]int
	for c := range 2 {
		tries[c] = cardTries(rules.Color(c), names[c], inHand[c], onBoard[c])
		chosen[c] = fitCard(f, l, rules.Color(c), tries[c], func(cardTry) bool { return true })
	}
	if tries[0][chosen[0]].short != tries[1][chosen[1]].short {
		// One card needs the short counts: both have them.
		for c := range 2 {
			chosen[c] = fitCard(f, l, rules.Color(c), tries[c], func(t cardTry) bool { return t.short })
		}
	}
	for c := range 2 {
		out[c] = cardLabels(f, l, rules.Color(c), tries[c][chosen[c]])
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
func cardTries(c rules.Color, name string, inHand, onBoard int) []cardTry {
	if name == "" {
		name = c.String()
	}
	long := fmt.Sprintf("%d in hand · %d on board", inHand, onBoard)
	short := fmt.Sprintf("hand %d · board %d", inHand, onBoard)
	return []cardTry{{name, long, false, 0.9, 0.78}, {name, long, false, 0.8, 0.7}, {name, short, true, 0.8, 0.7}, {c.String(), long, false, 0.8, 0.7}, {c.String(), short, true, 0.8, 0.7}}
}

// fitCard is the first of the tries that allow takes whose name fits
// beside its counts on c's card, else the last they allow.
func fitCard(f *kit.Fonts, l *Layout, c rules.Color, tries []cardTry, allow func(cardTry) bool) int {
	last := -1
	for i, t := range tries {
		if !allow(t) {
			continue
		}
		last = i
		if nameFace, room, _ := cardFaces(f, l, c, t); kit.Fits(t.name, nameFace, room) {
			return i
		}
	}
	return last
}

// cardFaces are the faces of a try's counts and name on c's card, and
// the room the name has.
func cardFaces(f *kit.Fonts, l *Layout, c rules.Color, t cardTry) (nameFace *text.GoTextFace, room float64, factFace *text.GoTextFace) {
	top, _ := l.cardRows(c)
	factFace = f.Fit(kit.Italic, l.Text*0.85, l.Text*t.minFacts, t.facts, top.W)
	room = top.W - kit.TextWidth(t.facts, factFace) - l.Text*0.6
	nameFace = f.Fit(kit.SmallCaps, l.Text*1.05, l.Text*t.minName, t.name, room)
	return nameFace, room, factFace
}

// cardLabels are the name and the counts of a try on c's card.
func cardLabels(f *kit.Fonts, l *Layout, c rules.Color, t cardTry) [2]kit.Label {
	top, _ := l.cardRows(c)
	nameF, _, factF := cardFaces(f, l, c, t)
	gap := l.Text * 0.6
	fw := kit.TextWidth(t.facts, factF)
	nameL := kit.Label{Text: t.name, Face: nameF, Box: kit.Rect{X: top.X, Y: top.Y + (top.H-l.Text*1.3)/2, W: top.W - fw - gap, H: l.Text * 1.3}}
	factsL := kit.Label{Text: t.facts, Face: factF, Align: kit.AlignEnd,
		Box: kit.Rect{X: top.X + top.W - fw, Y: top.Y + (top.H-l.Text*1.1)/2, W: fw, H: l.Text * 1.1}}
	if fw > top.W {
		factsL.Box.X, factsL.Box.W = top.X, top.W
	}
	return [2]kit.Label{nameL, factsL}
}
