package board

import (
	"fmt"

	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes/kit"
)

// CardTexts are the name and the counts on c's card, fitted into the
// card's top row. The counts, men in hand and men on board, are always
// there: they are what a player reads on the card. The name gives way
// first, shrunk and then shortened to the side's colour, then the counts
// shrink and shorten.
func CardTexts(f *kit.Fonts, l *Layout, c rules.Color, name string, inHand, onBoard int) (nameL, factsL kit.Label) {
	top, _ := l.cardRows(c)
	if name == "" {
		name = c.String()
	}
	long := fmt.Sprintf("%d in hand · %d on board", inHand, onBoard)
	short := fmt.Sprintf("hand %d · board %d", inHand, onBoard)
	gap := l.Text * 0.6
	nameSize, factSize := l.Text*1.05, l.Text*0.85
	type try struct {
		name, facts       string
		minName, minFacts float64
	}
	// The name keeps "Computer" as long as it can: which side the
	// computer plays matters more than the long words for the counts.
	tries := []try{{name, long, 0.9, 0.78}, {name, long, 0.8, 0.7}, {name, short, 0.8, 0.7}, {c.String(), long, 0.8, 0.7}, {c.String(), short, 0.8, 0.7}}
	var nameF, factF = f.Face(kit.SmallCaps, nameSize), f.Face(kit.Italic, factSize)
	for i, t := range tries {
		factF = f.Fit(kit.Italic, factSize, l.Text*t.minFacts, t.facts, top.W)
		room := top.W - kit.TextWidth(t.facts, factF) - gap
		nameF = f.Fit(kit.SmallCaps, nameSize, l.Text*t.minName, t.name, room)
		if kit.Fits(t.name, nameF, room) || i == len(tries)-1 {
			name, long = t.name, t.facts
			break
		}
	}
	fw := kit.TextWidth(long, factF)
	nameL = kit.Label{Text: name, Face: nameF, Box: kit.Rect{X: top.X, Y: top.Y + (top.H-l.Text*1.3)/2, W: top.W - fw - gap, H: l.Text * 1.3}}
	factsL = kit.Label{Text: long, Face: factF, Align: kit.AlignEnd,
		Box: kit.Rect{X: top.X + top.W - fw, Y: top.Y + (top.H-l.Text*1.1)/2, W: fw, H: l.Text * 1.1}}
	if fw > top.W {
		factsL.Box.X, factsL.Box.W = top.X, top.W
	}
	return nameL, factsL
}
