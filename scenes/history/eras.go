package history

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

// Eras returns the timeline, oldest first. The dates are the ones the
// sources give, with their hedges: the Kurna board may be younger than the
// temple it is cut into.
func Eras() []Era {
	return []Era{
		EraKurna: {
			When: "c. 1400 BCE", Place: "Kurna, Egypt", Label: "Kurna",
			Text: "The oldest building known to bear a board is a temple at Kurna, where it is cut into the roof slabs. Whether the builders carved it, or visitors long after, nobody can tell.",
		},
		EraMihintale: {
			When: "c. AD 10", Place: "Mihintale, Sri Lanka", Label: "Mihintale",
			Text: "Two boards are carved into the steps that climb the hill at Mihintale, and more into a rock nearby.",
		},
		EraGokstad: {
			When: "c. AD 900", Place: "The Gokstad ship", Label: "Gokstad",
			Text: "A board went with the Vikings' Gokstad ship, and others have been found in their funeral ships.",
		},
		eraRoman: {
			When: "Rome & Byzantium", Place: "Split and Selçuk", Label: "Rome",
			Text: "Boards were cut into stone all over the Roman world: on the floor beside Diocletian's Mausoleum at Split, and in the Byzantine ruins of St John's Basilica at Selçuk.",
		},
		eraCathedral: {
			When: "The Middle Ages", Place: "Cathedrals and abbeys", Label: "Cathedrals",
			Text: "Boards are scratched into the seats of many cathedrals, and into the steps, tombstones and walls of British abbeys, castles and churches.",
		},
		EraGamesBox: {
			When: "14th century", Place: "The games box", Label: "Games box",
			Text: "A flat box with hinged lids held three games: chess and morris on its outer faces, backgammon inside.",
		},
		EraShakespeare: {
			When: "Shakespeare", Place: "A Midsummer Night's Dream", Label: "Shakespeare",
			Text: "\u201cThe nine men's morris is fill'd up with mud,\u201d Titania laments: endless rain has spoilt a board cut in the ground.",
		},
		EraSaffronWalden: {
			When: "24 June 1897", Place: "Saffron Walden", Label: "1897",
			Text: "A living game: boys and girls stood on the points and played the part of the men.",
		},
		eraTrencho: {
			When: "The First World War", Place: "Trencho", Label: "Trencho",
			Text: "The war brought new versions of the game, called Trencho, inspired by the fighting in the trenches.",
		},
	}
}
