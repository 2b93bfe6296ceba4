package history

import (
	"image/color"
	"math"
	"strings"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/ninemen/morris/scenes/kit"
)

// The history page is typeset once for a column width, into a list of
// things to draw at fixed places on a tall page; scrolling only moves the
// window onto that page. Tests check the result against the column with
// the real fonts.

// textOp is a run of text at a place on the page; Y is its top.
type textOp struct {
	S     string
	Face  *text.GoTextFace
	X, Y  float64
	W     float64
	Color color.RGBA
}

// picOp is an era's picture.
type picOp struct {
	Era        int
	X, Y, W, H float64
}

// figureOp is a small board figure used as an ornament between chapters.
type figureOp struct {
	X, Y, Size float64
}

// linkOp is a place on the page that jumps to a chapter when tapped, or
// with Play set starts a game of that preset.
type linkOp struct {
	R       kit.Rect
	Chapter int
	Play    string
}

// historyDoc is the typeset page.
type historyDoc struct {
	Texts    []textOp
	Pics     []picOp
	Figures  []figureOp
	Links    []linkOp
	Chapters []float64 // the y of each chapter's top
	Height   float64
	// Left and Right are the column's edges; nothing is set outside them.
	Left, Right float64
	Body        float64 // the body text size in pixels
}

// typeset lays the book out in a column from left to right (pixels);
// scale is the screen's pixels per logical unit.
func typeset(f *kit.Fonts, b *book, left, right, scale float64) historyDoc {
	t := newTypesetter(f, b, left, right, scale)
	for !t.step() {
	}
	return t.d
}

// typesetter lays the chapters out a piece at a time: the title page and
// the contents, then each chapter's head and each of its paragraphs and
// pictures. Every word is measured, and the whole book typeset at once
// takes the browser's one thread a good part of a second (see
// Scene.Prepare).
type typesetter struct {
	f            *kit.Fonts
	book         *book
	left, right  float64
	width, lineH float64
	d            historyDoc
	y            float64
	started      bool
	ch, para     int  // the next chapter, and the next paragraph of it (-1: its head)
	text         int  // paragraphs of text so far in the chapter
	fresh        bool // the next paragraph follows a head or a picture
	done         bool
}

func newTypesetter(f *kit.Fonts, b *book, left, right, scale float64) *typesetter {
	width := right - left
	// Large enough to read on a phone at arm's length, and no more than a
	// book's size on a desktop.
	body := math.Max(math.Min(width/29, 22*scale), 17*scale)
	return &typesetter{
		f: f, book: b, left: left, right: right, width: width, lineH: body * 1.5,
		d: historyDoc{Left: left, Right: right, Body: body}, y: body * 2.2, para: -1,
	}
}

// center sets s centred in the column, wrapped, in printer's quotes.
func (t *typesetter) center(s string, face *text.GoTextFace, clr color.RGBA) {
	cx := t.left + t.width/2
	for _, line := range Wrap(typographic(s), face, t.width) {
		w := kit.TextWidth(line, face)
		t.d.Texts = append(t.d.Texts, textOp{line, face, cx - w/2, t.y, w, clr})
		t.y += face.Size * 1.3
	}
}

// step sets the next piece of the book and reports whether it is done.
func (t *typesetter) step() bool {
	if t.done {
		return true
	}
	f, d, body, b := t.f, &t.d, t.d.Body, t.book
	left, right, width := t.left, t.right, t.width
	cx := left + width/2
	switch {
	case !t.started:
		t.started = true
		// The title page.
		d.Figures = append(d.Figures, figureOp{cx, t.y + body*1.6, body * 3.2})
		t.y += body * 4.2
		t.center(b.story, f.Face(kit.Italic, body*1.4), kit.ColorInkSoft)
		t.y += body * 0.1
		t.center(b.game, f.Face(kit.Regular, math.Min(body*2.6, width/8)), kit.ColorInk)
		t.y += body * 0.5
		t.center(b.subtitle, f.Face(kit.Italic, body*1.05), kit.ColorInkSoft)
		t.y += body * 2

		// Contents: each line a link to its chapter, its number before
		// it in a margin as wide as the widest number needs.
		t.center(b.contents, f.Face(kit.SmallCaps, body*1.15), kit.ColorInkAccent)
		t.y += body * 0.5
		numFace := f.Face(kit.SmallCaps, body)
		titleFace := f.Face(kit.Regular, body)
		indent := body * 2.6
		for _, c := range b.chapters {
			indent = math.Max(indent, kit.TextWidth(c.number, numFace)+body*0.8)
		}
		x := left + math.Max(0, (width-body*22)/2)
		x = math.Min(x, math.Max(left, right-indent-body*8))
		for i, c := range b.chapters {
			w := kit.TextWidth(c.number, numFace)
			d.Texts = append(d.Texts, textOp{c.number, numFace, x + indent - body*0.8 - w, t.y, w, kit.ColorInkAccent})
			lines := Wrap(typographic(c.title), titleFace, right-(x+indent))
			top := t.y
			for _, line := range lines {
				w := kit.TextWidth(line, titleFace)
				d.Texts = append(d.Texts, textOp{line, titleFace, x + indent, t.y, w, kit.ColorInk})
				t.y += t.lineH
			}
			d.Links = append(d.Links, linkOp{R: kit.Rect{X: left, Y: top - body*0.25, W: width, H: t.y - top}, Chapter: i})
		}
		t.y += body * 1.5
	case t.ch < len(b.chapters) && t.para < 0:
		c := b.chapters[t.ch]
		t.y += body * 1.5
		d.Chapters = append(d.Chapters, t.y)
		d.Figures = append(d.Figures, figureOp{cx, t.y + body*0.6, body * 1.2})
		t.y += body * 2.2
		t.center(c.number, f.Face(kit.SmallCaps, body*1.2), kit.ColorInkAccent)
		t.y += body * 0.1
		t.center(c.title, f.Face(kit.SmallCaps, math.Min(body*1.75, width/15)), kit.ColorInk)
		t.y += body * 1.1
		t.para, t.text, t.fresh = 0, 0, true
	case t.ch < len(b.chapters) && t.para < len(b.chapters[t.ch].paras):
		p := b.chapters[t.ch].paras[t.para]
		t.para++
		if p.picture {
			t.y = d.picture(f, p.era, b.captions[p.era], cx, t.y, width, body)
			t.fresh = true
			break
		}
		if len(p.plays) > 0 {
			t.y = d.plays(f, p.plays, cx, t.y, width, body)
			t.fresh = true
			break
		}
		t.y = d.paragraph(f, p, t.text == 0, t.fresh, left, right, t.y, body, t.lineH)
		t.text++
		t.fresh = false
	case t.ch < len(b.chapters):
		t.ch, t.para = t.ch+1, -1
	default:
		t.y += body * 1.5
		d.Figures = append(d.Figures, figureOp{cx, t.y + body, body * 1.6})
		d.Height = t.y + body*5
		t.done = true
	}
	return t.done
}

// plays sets the links to games centred at cx, one a line, in the
// contents' small capitals and accent, and returns the y after them.
func (d *historyDoc) plays(f *kit.Fonts, plays []playText, cx, y, width, body float64) float64 {
	face := f.Face(kit.SmallCaps, body*1.05)
	y += body * 0.2
	for _, p := range plays {
		for _, line := range Wrap(typographic(p.text), face, width-body) {
			w := kit.TextWidth(line, face)
			x := cx - w/2
			d.Texts = append(d.Texts, textOp{line, face, x, y, w, kit.ColorInkAccent})
			d.Links = append(d.Links, linkOp{R: kit.Rect{X: x - body*0.5, Y: y - body*0.3, W: w + body, H: face.Size*1.3 + body*0.4}, Chapter: -1, Play: p.preset})
			y += face.Size*1.3 + body*0.5
		}
	}
	return y + body*0.6
}

// picture sets era's picture with its caption, centred at cx, and returns
// the y after it.
func (d *historyDoc) picture(f *kit.Fonts, era int, caption string, cx, y, width, body float64) float64 {
	w := math.Min(width*0.72, body*18)
	h := w / PictureAspect
	y += body * 0.5
	d.Pics = append(d.Pics, picOp{era, cx - w/2, y, w, h})
	y += h + body*0.45
	face := f.Face(kit.Italic, body*0.85)
	for _, line := range Wrap(typographic(caption), face, width) {
		lw := kit.TextWidth(line, face)
		d.Texts = append(d.Texts, textOp{line, face, cx - lw/2, y, lw, kit.ColorInkSoft})
		y += face.Size * 1.3
	}
	return y + body*0.9
}

// paragraph sets one paragraph from y and returns the y after it. The
// first paragraph of a chapter opens with a drop capital; the others are
// indented, as in a book, except after a picture. Chinese indents every
// paragraph by two characters, and has no drop capitals.
func (d *historyDoc) paragraph(f *kit.Fonts, p paraText, first, fresh bool, left, right, y, body, lineH float64) float64 {
	width := right - left
	reg := f.Face(kit.Regular, body)
	if p.quote {
		return d.quote(f, p.text, left, width, y, body, lineH)
	}
	words := paragraphWords(f, p, reg, body)
	if len(words) == 0 {
		return y
	}
	space := kit.TextWidth(" ", reg)

	indent := func(int) float64 { return 0 }
	firstLine := func(in float64) func(int) float64 {
		return func(line int) float64 {
			if line == 0 {
				return in
			}
			return 0
		}
	}
	switch {
	case p.lead != "":
		y += body * 0.3
	case kit.HasCJK(p.text):
		indent = firstLine(body * 2)
	case first && len(words) > 8:
		indent = d.dropCapital(f, words, reg, left, y, body, lineH)
	case !fresh:
		indent = firstLine(body * 1.5)
	}

	lines := breakLines(words, space, width, indent)
	y = d.setLines(lines, indent, left, width, y, space, lineH)
	return y + body*0.35
}

// quote sets a quotation centred in italics from y and returns the y
// after it.
func (d *historyDoc) quote(f *kit.Fonts, s string, left, width, y, body, lineH float64) float64 {
	it := f.Face(kit.Italic, body*1.15)
	y += body * 0.4
	for _, line := range Wrap(typographic(s), it, width*0.85) {
		w := kit.TextWidth(line, it)
		d.Texts = append(d.Texts, textOp{line, it, left + (width-w)/2, y, w, kit.ColorInkSoft})
		y += lineH * 1.05
	}
	return y + body*0.8
}

// paragraphWords cuts a paragraph's lead, in small capitals, and its text,
// in reg, into words, each with its face, colour and width. Words between
// underscores are set in italics: titles of works and words quoted from
// other languages.
func paragraphWords(f *kit.Fonts, p paraText, reg *text.GoTextFace, body float64) []word {
	var words []word
	it := f.Face(kit.Italic, body)
	if p.lead != "" {
		sc := f.Face(kit.SmallCaps, body)
		words = appendWords(words, typographic(p.lead), sc, it, kit.ColorInkAccent, jointSpace)
	}
	// The lead runs into the text as a word into the next: by a space,
	// or by nothing in Chinese.
	join := jointSpace
	if last, _ := utf8.DecodeLastRuneInString(p.lead); kit.IsCJK(last) {
		join = jointNone
	}
	if first, _ := utf8.DecodeRuneInString(p.text); kit.IsCJK(first) {
		join = jointNone
	}
	return appendWords(words, typographic(p.text), reg, it, kit.ColorInk, join)
}

// dropCapital sets a drop capital two lines deep at the top left, the
// paragraph's first letter taken out of its first word, and returns the
// indent of the lines beside it.
func (d *historyDoc) dropCapital(f *kit.Fonts, words []word, reg *text.GoTextFace, left, y, body, lineH float64) func(int) float64 {
	r := []rune(words[0].s)
	capS := string(r[0])
	// The capital stands on the second line's baseline and rises to
	// the first line's capital height.
	mb := reg.Metrics()
	c := mb.CapHeight / body
	capFace := f.Face(kit.Regular, (lineH+mb.CapHeight)/c)
	mc := capFace.Metrics()
	capW := kit.TextWidth(capS, capFace)
	d.Texts = append(d.Texts, textOp{capS, capFace, left, y + mb.HAscent + lineH - mc.HAscent, capW, kit.ColorInkAccent})
	words[0].s = string(r[1:])
	words[0].w = kit.TextWidth(words[0].s, words[0].face)
	gap := body * 0.25
	return func(line int) float64 {
		if line < 2 {
			return capW + gap
		}
		return 0
	}
}

// setLines sets the broken lines from y and returns the y under them.
// Lines of words are justified but for the last, their spaces stretched;
// lines of Chinese are set as they come, a little short of the column at
// most.
func (d *historyDoc) setLines(lines [][]word, indent func(int) float64, left, width, y, space, lineH float64) float64 {
	for li, line := range lines {
		x := left + indent(li)
		avail := width - indent(li)
		runs := runsOf(line)
		natural, gaps := 0.0, 0
		for _, r := range runs {
			natural += r.w
			if r.space {
				gaps++
			}
		}
		gapW := space
		if li < len(lines)-1 && gaps > 0 && !lineHasCJK(line) {
			// Justify, unless a line of a few long words would open gaping holes.
			if g := (avail - natural) / float64(gaps); g <= space*8 {
				gapW = g
			}
		}
		for _, r := range runs {
			if r.space {
				x += gapW
			}
			if r.s != "" {
				d.Texts = append(d.Texts, textOp{r.s, r.face, x, y, r.w, r.color})
			}
			x += r.w
		}
		y += lineH
	}
	return y
}

// lineHasCJK reports whether a line holds Chinese.
func lineHasCJK(line []word) bool {
	for _, w := range line {
		if kit.HasCJK(w.s) {
			return true
		}
	}
	return false
}

// typographic turns typewriter quotes into printer's quotes: apostrophes
// into ’, and pairs of " into “ and ”.
func typographic(s string) string {
	if !strings.ContainsAny(s, "'\"") {
		return s
	}
	var b strings.Builder
	open := true
	for _, r := range s {
		switch r {
		case '\'':
			b.WriteRune('\u2019')
		case '"':
			if open {
				b.WriteRune('\u201c')
			} else {
				b.WriteRune('\u201d')
			}
			open = !open
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}
