package history

import "github.com/ninemen/morris/lang"

// Era is one dated stop on the title screen's timeline.
type Era struct {
	// When is the date as it is set on the card, in small capitals.
	When string
	// Place says where, in italics.
	Place string
	// Label is the one or two words under the era's dot on the timeline.
	Label string
	// Text is one or two sentences about it.
	Text string
}

// The eras in order; the history chapters refer to their pictures by these.
const (
	EraKurna = iota
	EraMihintale
	EraGokstad
	eraRoman
	eraCathedral
	EraGamesBox
	EraShakespeare
	EraSaffronWalden
	eraTrencho
	NumEras
)

// eraIDs are the messages of an era's When, Place, Label and Text.
type eraIDs struct{ when, place, label, text string }

// eraMessages name each era's words, by their whole ids so that a test
// reading this file finds them. The dates are the ones the sources give,
// with their hedges: the Kurna board may be younger than the temple it is
// cut into.
var eraMessages = [NumEras]eraIDs{
	EraKurna: {
		"history.era.kurna.when", "history.era.kurna.place",
		"history.era.kurna.label", "history.era.kurna.text",
	},
	EraMihintale: {
		"history.era.mihintale.when", "history.era.mihintale.place",
		"history.era.mihintale.label", "history.era.mihintale.text",
	},
	EraGokstad: {
		"history.era.gokstad.when", "history.era.gokstad.place",
		"history.era.gokstad.label", "history.era.gokstad.text",
	},
	eraRoman: {
		"history.era.rome.when", "history.era.rome.place",
		"history.era.rome.label", "history.era.rome.text",
	},
	eraCathedral: {
		"history.era.cathedrals.when", "history.era.cathedrals.place",
		"history.era.cathedrals.label", "history.era.cathedrals.text",
	},
	EraGamesBox: {
		"history.era.gamesbox.when", "history.era.gamesbox.place",
		"history.era.gamesbox.label", "history.era.gamesbox.text",
	},
	EraShakespeare: {
		"history.era.shakespeare.when", "history.era.shakespeare.place",
		"history.era.shakespeare.label", "history.era.shakespeare.text",
	},
	EraSaffronWalden: {
		"history.era.saffronwalden.when", "history.era.saffronwalden.place",
		"history.era.saffronwalden.label", "history.era.saffronwalden.text",
	},
	eraTrencho: {
		"history.era.trencho.when", "history.era.trencho.place",
		"history.era.trencho.label", "history.era.trencho.text",
	},
}

// Eras returns the timeline in l, oldest first.
func Eras(l *lang.Lang) []Era {
	out := make([]Era, NumEras)
	for i, m := range eraMessages {
		out[i] = Era{When: l.T(m.when), Place: l.T(m.place), Label: l.T(m.label), Text: l.T(m.text)}
	}
	return out
}
