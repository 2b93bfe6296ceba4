package history

import (
	"github.com/ninemen/morris/lang"
	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes/say"
)

// The history is told in the game's own words, drawn from the project's
// five source texts. Where they disagree (the date at Kurna, when the game
// was most popular, where the name comes from, whether flying is old) the
// text says so rather than pick a side. The words are messages of the
// catalogs (lang/locales/*/history.toml), embedded in the game, so the
// browser build needs nothing but itself; the book's shape (its chapters,
// which paragraph is a picture, a quotation or opens with a lead) is here.

// Chapter is one chapter of the history page, its words named by the ids
// of their messages.
type Chapter struct {
	// Number is the chapter's number, set above the title: a Roman
	// numeral in English.
	Number string
	// Title is set in small capitals.
	Title string
	// Paragraphs are the chapter's text, in order.
	Paragraphs []Paragraph
}

// Paragraph is a block of text in one of the page's styles.
type Paragraph struct {
	// ID is the paragraph's message; words between underscores are set
	// in italics, as in _A Midsummer Night's Dream_.
	ID string
	// Quote sets the paragraph apart, centred in italics: a line of verse.
	Quote bool
	// Picture makes the paragraph the picture of era Era, with its place
	// and date as the caption.
	Picture bool
	Era     int
	// Lead, if set, is the message that opens the paragraph in small
	// capitals, like a run-in heading.
	Lead string
	// Play makes the paragraph a row of links that start a game of each
	// of these presets (rules.PresetNamed), after the text that tells of
	// their boards.
	Play []string
}

// relatives are the games the book tells of beside the nine men's, on
// boards of their own or the same board with more men: its links to them
// are "Play this board".
var relatives = []string{rules.ThreeMensMorris().Name, rules.SixMensMorris().Name, rules.TwelveMensMorris().Name}

// southern is the mill game of southern Africa that the chapter on the
// game's neighbours tells of, played on the board with diagonals.
var southern = []string{rules.Morabaraba().Name}

// bookChapters returns the chapters of the history page. Every message is
// named by its whole id, so that a test reading this file finds them all.
func bookChapters() []Chapter {
	return []Chapter{
		{
			Number: "history.ch1.number",
			Title:  "history.ch1.title",
			Paragraphs: []Paragraph{
				{Picture: true, Era: EraKurna},
				{ID: "history.ch1.p1"},
				{ID: "history.ch1.p2"},
				{ID: "history.ch1.p3"},
			},
		},
		{
			Number: "history.ch2.number",
			Title:  "history.ch2.title",
			Paragraphs: []Paragraph{
				{Picture: true, Era: EraMihintale},
				{ID: "history.ch2.p1"},
				{Picture: true, Era: EraGokstad},
				{ID: "history.ch2.p2"},
				{Picture: true, Era: eraRoman},
				{ID: "history.ch2.p3"},
				{ID: "history.ch2.p4"},
			},
		},
		{
			Number: "history.ch3.number",
			Title:  "history.ch3.title",
			Paragraphs: []Paragraph{
				{ID: "history.ch3.p1"},
				{ID: "history.ch3.p2"},
				{ID: "history.ch3.p3"},
				{ID: "history.ch3.p4"},
			},
		},
		{
			Number: "history.ch4.number",
			Title:  "history.ch4.title",
			Paragraphs: []Paragraph{
				{Picture: true, Era: eraCathedral},
				{ID: "history.ch4.p1"},
				{Play: relatives},
				{Picture: true, Era: EraGamesBox},
				{ID: "history.ch4.p2"},
				{ID: "history.ch4.p3"},
				{ID: "history.ch4.p4"},
			},
		},
		{
			Number: "history.ch5.number",
			Title:  "history.ch5.title",
			Paragraphs: []Paragraph{
				{Picture: true, Era: EraShakespeare},
				{ID: "history.ch5.p1"},
				{ID: "history.ch5.quote", Quote: true},
				{ID: "history.ch5.p2"},
			},
		},
		{
			Number: "history.ch6.number",
			Title:  "history.ch6.title",
			Paragraphs: []Paragraph{
				{Picture: true, Era: EraSaffronWalden},
				{ID: "history.ch6.p1"},
				{Picture: true, Era: eraTrencho},
				{ID: "history.ch6.p2"},
			},
		},
		{
			Number: "history.ch7.number",
			Title:  "history.ch7.title",
			Paragraphs: []Paragraph{
				{ID: "history.ch7.p1"},
				{Play: relatives},
				{ID: "history.ch7.p2"},
				{ID: "history.ch7.p3"},
				{ID: "history.ch7.p4"},
				{ID: "history.ch7.p5"},
				{Play: southern},
			},
		},
		{
			Number: "history.ch8.number",
			Title:  "history.ch8.title",
			Paragraphs: []Paragraph{
				{Lead: "history.ch8.p1_lead", ID: "history.ch8.p1"},
				{Lead: "history.ch8.p2_lead", ID: "history.ch8.p2"},
				{Lead: "history.ch8.p3_lead", ID: "history.ch8.p3"},
				{Lead: "history.ch8.p4_lead", ID: "history.ch8.p4"},
				{Lead: "history.ch8.p5_lead", ID: "history.ch8.p5"},
				{Lead: "history.ch8.p6_lead", ID: "history.ch8.p6"},
				{Lead: "history.ch8.p7_lead", ID: "history.ch8.p7"},
			},
		},
	}
}

// book is the history in one language: the words the typesetter sets.
type book struct {
	// story, game and subtitle are the title page's lines, and contents
	// the heading of the list of chapters.
	story, game, subtitle, contents string
	chapters                        []chapterText
	// captions are the eras' pictures' captions.
	captions [NumEras]string
}

// chapterText is a chapter in words.
type chapterText struct {
	number, title string
	paras         []paraText
}

// paraText is a paragraph in words, in its style.
type paraText struct {
	text, lead     string
	quote, picture bool
	era            int
	// plays are the links to games (Paragraph.Play), each its words and
	// the preset it starts.
	plays []playText
}

// playText is a link that starts a game: "Play Three Men's Morris".
type playText struct {
	text, preset string
}

// readBook says the history in l.
func readBook(l *lang.Lang) book {
	b := book{
		story:    l.T("history.front.story"),
		game:     l.T("app.name"),
		subtitle: l.T("history.front.subtitle"),
		contents: l.T("history.front.contents"),
	}
	for i, e := range Eras(l) {
		b.captions[i] = l.T("history.caption", "Place", e.Place, "When", e.When)
	}
	for _, c := range bookChapters() {
		ct := chapterText{number: l.T(c.Number), title: l.T(c.Title)}
		for _, p := range c.Paragraphs {
			pt := paraText{quote: p.Quote, picture: p.Picture, era: p.Era}
			for _, name := range p.Play {
				pt.plays = append(pt.plays, playText{l.T("history.play", "Game", say.Preset(l, name)), name})
			}
			if p.ID != "" {
				pt.text = l.T(p.ID)
			}
			if p.Lead != "" {
				pt.lead = l.T(p.Lead)
			}
			ct.paras = append(ct.paras, pt)
		}
		b.chapters = append(b.chapters, ct)
	}
	return b
}
