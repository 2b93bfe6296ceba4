package history

// The history is told in the game's own words, drawn from the project's
// five source texts. Where they disagree (the date at Kurna, when the game
// was most popular, where the name comes from, whether flying is old) the
// text says so rather than pick a side. It lives in Go, not in a file
// fetched at run time, so the browser build needs nothing but itself.

// Chapter is one chapter of the history page.
type Chapter struct {
	// Number is the roman numeral shown above the title.
	Number string
	// Title is set in small capitals.
	Title string
	// Paragraphs are the chapter's text, in order.
	Paragraphs []Paragraph
}

// Paragraph is a block of text in one of the page's styles.
type Paragraph struct {
	// Text is the paragraph; words between underscores are set in italics,
	// as in _A Midsummer Night's Dream_.
	Text string
	// Quote sets the paragraph apart, centred in italics: a line of verse.
	Quote bool
	// Picture makes the paragraph the picture of era Era, with its place
	// and date as the caption.
	Picture bool
	Era     int
	// Lead, if set, opens the paragraph in small capitals, like a run-in
	// heading.
	Lead string
}

// bookChapters returns the chapters of the history page. Long because it
// is the book's text as data: one literal, chapter after chapter.
func bookChapters() []Chapter {
	return []Chapter{
		{
			Number: "I",
			Title:  "One of the oldest games",
			Paragraphs: []Paragraph{
				{Picture: true, Era: EraKurna},
				{Text: "Where the game began, and when, is a question without an answer. It is counted among the oldest board games there are, and its boards have turned up across much of the world: in the temples of Egypt, in graves of the Bronze Age, at Troy, and aboard Viking funeral ships. Its rules were never lost, for Europe has kept on playing it, without a break, since the days of Rome."},
				{Text: "The oldest building to carry a board is a temple at Kurna in Egypt, where the pattern is cut into the slabs of the roof. The temple is dated to around 1400 BCE; one account gives 1440. Yet nobody can say when the board itself was scratched there, by the builders or by some visitor many centuries later, so it shows less about the game's age than it seems to."},
				{Text: "Ancient Celtic tradition, it is said, held the figure sacred. The small square at its heart, called the Cauldron or the Mill, stood for rebirth, and the lines running out from it for the points of the compass, the elements and the winds, four of each."},
			},
		},
		{
			Number: "II",
			Title:  "Boards in stone and earth",
			Paragraphs: []Paragraph{
				{Picture: true, Era: EraMihintale},
				{Text: "In Sri Lanka, two boards are cut into the steps that climb the hill of Mihintale, and others into a rock near the Lankarama dagaba; they are dated to about AD 10. Some nine centuries later a board travelled with the Viking ship of Gokstad."},
				{Picture: true, Era: EraGokstad},
				{Text: "Boards scratched into the ground have come to light in Bronze Age Ireland, at ancient Troy and in the south-west of the United States, where the Keres, Tigua, Tewa and Zuni peoples played forms of the game they called _paritariya_, _picarva_ and _pedreria_."},
				{Picture: true, Era: eraRoman},
				{Text: "The Romans cut boards into stone all over their empire. At Split, in Croatia, one is scratched into the paving of the terrace that stretches from the bell tower to the domed Mausoleum of Diocletian. At Selçuk, in Turkey, another lies among the ruins of St John's Basilica, a Byzantine church."},
				{Text: "No one knows when it reached Britain, but once there it was cut into almost any stone that would keep still: seats in cathedrals up and down the land, a stair at Furness Abbey, gravestones at Worksop, at Dryburgh Abbey and at Arbory on the Isle of Man, the castles of Norwich, Dover, Helmsley and Scarborough, and stones now part of church walls at Ickford, Sparsholt and Kirkby Underdale."},
			},
		},
		{
			Number: "III",
			Title:  "Mill, Merels and Morris",
			Paragraphs: []Paragraph{
				{Text: "The game has collected names on its travels. In Germany and France it is simply the Mill, _Mühle_ to a German, after the row of three that both players are hunting for. Others explain Mill, or Windmill, by the board itself, whose shape reminds them of a windmill."},
				{Text: "In England it went by Merels, Merrills and Morris. These are usually traced to the Latin _merellus_, a gaming piece or counter. A second explanation is offered for the late sixteenth century, when the game was known as Merels: _mere_, which in Old English was a boundary."},
				{Text: "It is tempting to link Morris with the morris dancers, whose weaving steps seem to echo the men shuffling round the board once all are placed. The idea does not stand up well. The game is far older than the dance, so at most the dancers lent an old game a new name, and some writers reject the connection outright."},
				{Text: "Some even think the full English name, Nine Men's Morris, began with Shakespeare."},
			},
		},
		{
			Number: "IV",
			Title:  "The medieval game",
			Paragraphs: []Paragraph{
				{Picture: true, Era: eraCathedral},
				{Text: "In the Middle Ages the game was played all over Britain, beside its smaller and larger cousins, Three, Six and Twelve Men's Morris. Medieval writers in France, Germany and Britain mention it; a Latin manuscript, the _Civis Bononiae_, names it as a pastime of the common people."},
				{Picture: true, Era: EraGamesBox},
				{Text: "In the fourteenth century a board could come as part of a flat games box whose lids opened on hinges. Closed, the box showed a chessboard on one face and a morris board on the other; opened, its inside served for backgammon: three games in one box."},
				{Text: "Nobody needed a box to play. In taverns people pushed pebbles about boards engraved for the purpose, and out of doors a trowel was enough to draw a board in the earth."},
				{Text: "The accounts disagree about when the game was loved most. Some put its height in the fourteenth and fifteenth centuries; another speaks of its great popularity in the seventeenth and eighteenth."},
			},
		},
		{
			Number: "V",
			Title:  "Fill'd up with mud",
			Paragraphs: []Paragraph{
				{Picture: true, Era: EraShakespeare},
				{Text: "In the second act of _A Midsummer Night's Dream_, Titania, queen of the fairies, accuses Oberon of throwing the world into disorder. Their quarrel has brought rain without end and sickness in its wake, and among the things it has spoiled is the players' board:"},
				{Text: "The nine men's morris is fill'd up with mud", Quote: true},
				{Text: "Many readers take the line to show that the game belonged outside, on boards dug into the ground, which a wet season could drown."},
			},
		},
		{
			Number: "VI",
			Title:  "Living men and trenches",
			Paragraphs: []Paragraph{
				{Picture: true, Era: EraSaffronWalden},
				{Text: "On 24 June 1897 the game was played at Saffron Walden with boys and girls standing on the points in place of the men."},
				{Picture: true, Era: eraTrencho},
				{Text: "The First World War brought new versions, known as Trencho, inspired by the fighting in the trenches. Of these little more has come down to us than the name and the war that gave rise to it."},
			},
		},
		{
			Number: "VII",
			Title:  "Neighbours and variations",
			Paragraphs: []Paragraph{
				{Text: "Three, Six and Twelve Men's Morris are close relatives rather than variations of this game, and all of them were played in the Middle Ages alongside the game of nine."},
				{Text: "Some boards add four diagonal lines: each runs from a corner of the innermost square out to the matching corner of the outermost. Men slide along them, and mills are made along them, just as on the other lines."},
				{Text: "The best-known variation is flying. A player left with three men may jump any of them to any empty point, lines or no lines, which gives the losing side a last chance. Some treat it as an optional, \"wild\" rule. Some sources think it a nineteenth-century addition; others hold that it belongs to the old game. Some players let both sides fly once either is down to three."},
				{Text: "Smaller differences remain. When one move closes two mills, some take a man for each mill, others only one a turn. When every enemy man stands in a mill, most let any of them be taken, though one account says none may be. And a player who cannot move usually loses, but one account lets the other side play on until a move opens up. The settings of this game offer the common variations."},
			},
		},
		{
			Number: "VIII",
			Title:  "The rules in brief",
			Paragraphs: []Paragraph{
				{Lead: "The board", Text: "has twenty-four points on three squares, one inside the other, joined by lines at the middles of their sides. Each player has nine men, white or black, and the board starts empty."},
				{Lead: "Placing.", Text: "The players take turns putting one man on any empty point until all eighteen are on the board."},
				{Lead: "Moving.", Text: "Then they take turns sliding one man along a line to the next point, if it is empty. Nobody jumps."},
				{Lead: "Mills.", Text: "Three men of one colour on one line make a mill. Whoever closes a mill, placing or moving, removes one of the opponent's men, but not one that stands in a mill unless all of them do. This is called pounding. Removed men never come back. A mill may be opened and closed again to pound again."},
				{Lead: "Flying.", Text: "A player down to three men may move any of them to any empty point."},
				{Lead: "The end.", Text: "A player loses when reduced to two men, or when it is their turn and they cannot move."},
				{Lead: "Advice.", Text: "There are no dice and no luck. Moving first is said to be a slight advantage. While placing, a good point is worth more than a quick mill, and men spread across the board do better than men in a huddle. The dream is a man that swings between two mills, pounding on every move."},
			},
		},
	}
}
