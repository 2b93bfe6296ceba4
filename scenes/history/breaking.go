package history

import (
	"image/color"
	"strings"

	"github.com/go-text/typesetting/segmenter"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/ninemen/morris/scenes/kit"
)

// Lines break at spaces in the languages written in words, as they always
// have, and in Chinese, which has none, between any two characters, where
// Unicode's line breaking (UAX #14, the segmenter's) allows: never before
// closing punctuation (，。、：；！？）》」』”) nor after opening punctuation
// (（《「『“). A word may break at a soft hyphen (U+00AD) the catalog gives
// it, and shows a hyphen there; a word too long for the column even so is
// cut where it must be, with a hyphen too. Nothing is set past the column.

// joint is how a word joins the one before it on a line; a line may break
// at any joint.
type joint uint8

const (
	// jointSpace is a space, which a justified line stretches.
	jointSpace joint = iota
	// jointNone is nothing: between two Chinese characters, say.
	jointNone
	// jointHyphen is inside a word, at a soft hyphen: a line that breaks
	// there ends in a hyphen.
	jointHyphen
)

// word is the least piece of a line, with the face it is set in: a word
// between spaces, a Chinese character (with the punctuation that may not
// part from it), or a piece of a word between soft hyphens.
type word struct {
	s     string
	face  *text.GoTextFace
	color color.RGBA
	w     float64
	// join is how it joins the word before it.
	join joint
}

// breakSlack is how far, in ems, a line's width summed from its words is
// trusted (as kit.Wrap's): a line whose sum comes this near the column is
// measured whole, its runs as they are drawn.
const breakSlack = 0.05

// hyphen is the mark a line broken inside a word ends with.
const hyphen = "-"

// atoms cuts a field (text without spaces) where a line may break inside
// it, as UAX #14 says: between Chinese characters and after soft hyphens
// (which go: a line broken there shows a hyphen), and after a hyphen or
// a dash in such a field. Any other field is one atom. The first atom
// joins by a space.
func atoms(field string, seg *segmenter.Segmenter) []word {
	if !kit.HasCJK(field) && !strings.ContainsRune(field, '\u00ad') {
		return []word{{s: field}}
	}
	seg.Init([]rune(field))
	it := seg.LineIterator()
	var out []word
	join := jointSpace
	for it.Next() {
		s := string(it.Line().Text)
		next := jointNone
		if strings.HasSuffix(s, "\u00ad") {
			next = jointHyphen
		}
		// A soft hyphen where no break is allowed is nothing.
		s = strings.ReplaceAll(s, "\u00ad", "")
		if s == "" {
			continue
		}
		out = append(out, word{s: s, join: join})
		join = next
	}
	return out
}

// appendWords appends the words of s set in face and clr, measured, the
// first joined to the words before it by first. Given an italic face,
// words between underscores are set in it and the underscores go: one
// before a word's first letter turns italics on or off from that word,
// one after it from the next, as in _A Midsummer Night's Dream_ and, in
// Chinese, where no space parts the words, 叫做_Mühle_的.
func appendWords(words []word, s string, face, italic *text.GoTextFace, clr color.RGBA, first joint) []word {
	var seg segmenter.Segmenter
	on := false
	n := len(words)
	for _, f := range kit.Fields(s) {
		owed := false // a space, from an atom of underscores alone
		for _, a := range atoms(f, &seg) {
			a.face, a.color = face, clr
			if italic != nil {
				var at bool
				a.s, at, on = markup(a.s, on)
				if at {
					a.face = italic
				}
			}
			if a.s == "" {
				owed = owed || a.join == jointSpace
				continue
			}
			if owed {
				a.join, owed = jointSpace, false
			}
			a.w = kit.TextWidth(a.s, a.face)
			words = append(words, a)
		}
	}
	if len(words) > n {
		words[n].join = first
	}
	return words
}

// markup takes the underscores out of s, italics being on before it, and
// returns it with whether italics are on at its first letter, and after it.
func markup(s string, on bool) (out string, at, after bool) {
	if !strings.ContainsRune(s, '_') {
		return s, on, on
	}
	var b strings.Builder
	at, seen := on, false
	for _, r := range s {
		if r == '_' {
			on = !on
			continue
		}
		if !seen {
			at, seen = on, true
		}
		b.WriteRune(r)
	}
	return b.String(), at, on
}

// run is a piece of a line drawn at once: words joined by no space, in
// one face and colour.
type run struct {
	s     string
	face  *text.GoTextFace
	color color.RGBA
	w     float64
	// space is set when a space parts it from the run before it.
	space bool
}

// runsOf groups a line's words into runs, each measured whole.
func runsOf(line []word) []run {
	var out []run
	var b strings.Builder
	for i := 0; i < len(line); {
		w := line[i]
		j := i + 1
		for j < len(line) && line[j].join != jointSpace && line[j].face == w.face && line[j].color == w.color {
			j++
		}
		r := run{s: w.s, face: w.face, color: w.color, w: w.w, space: i > 0 && w.join == jointSpace}
		if j > i+1 {
			b.Reset()
			for _, x := range line[i:j] {
				b.WriteString(x.s)
			}
			r.s = b.String()
			r.w = kit.TextWidth(r.s, r.face)
		}
		out = append(out, r)
		i = j
	}
	return out
}

// lineWidth is the width of a line set at its natural spacing: its runs
// and spaces.
func lineWidth(line []word, space float64) float64 {
	w := 0.0
	for _, r := range runsOf(line) {
		w += r.w
		if r.space {
			w += space
		}
	}
	return w
}

// breakLines fills lines greedily, breaking at spaces and wherever else a
// line may break (see atoms); indent gives each line's indent. A line
// broken inside a word ends with a hyphen, and a word too long for any
// line is cut to fit.
func breakLines(words []word, space, width float64, indent func(int) float64) [][]word {
	var lines [][]word
	for len(words) > 0 {
		var line []word
		line, words = takeLine(words, space, width-indent(len(lines)))
		lines = append(lines, line)
	}
	return lines
}

// takeLine takes from words the longest line no wider than avail that
// ends where a line may break, and returns it and the words after it.
func takeLine(words []word, space, avail float64) (line, rest []word) {
	slack := breakSlack * words[0].face.Size
	// n words fit by the sum of their widths, or nearly.
	n, sum := 1, words[0].w
	for ; n < len(words); n++ {
		add := words[n].w
		if words[n].join == jointSpace {
			add += space
		}
		if sum+add > avail+slack {
			break
		}
		sum += add
	}
	// The longest that fits measured whole, with its hyphen.
	for ; n > 0; n-- {
		line := words[:n:n]
		if n < len(words) && words[n].join == jointHyphen {
			line = withHyphen(line)
		} else if sum <= avail-slack {
			return line, words[n:]
		}
		if lineWidth(line, space) <= avail {
			return line, words[n:]
		}
		sum -= words[n-1].w
		if words[n-1].join == jointSpace {
			sum -= space
		}
	}
	// Not even the first word fits: it is cut.
	head, tail, ok := cutWord(words[0], avail)
	if !ok {
		return words[:1:1], words[1:]
	}
	return []word{head}, append([]word{tail}, words[1:]...)
}

// withHyphen returns line with a hyphen after its last word.
func withHyphen(line []word) []word {
	out := append([]word(nil), line...)
	last := &out[len(out)-1]
	last.s += hyphen
	last.w = kit.TextWidth(last.s, last.face)
	return out
}

// cutWord cuts w, too wide for avail, between two of its characters
// (grapheme clusters): the longest head that fits with a hyphen, but at
// least one character; and the rest. A single character is not cut, nor
// Chinese: its atoms are a character and the punctuation that may not
// leave it, two or three characters, and every column the game sets holds
// a dozen.
func cutWord(w word, avail float64) (head, tail word, ok bool) {
	if kit.HasCJK(w.s) {
		return w, w, false
	}
	var seg segmenter.Segmenter
	seg.Init([]rune(w.s))
	it := seg.GraphemeIterator()
	var cuts []int // the byte offsets after each character but the last
	for it.Next() {
		g := it.Grapheme()
		if end := g.OffsetInBytes + g.LengthInBytes; end < len(w.s) {
			cuts = append(cuts, end)
		}
	}
	if len(cuts) == 0 {
		return w, w, false
	}
	// The most characters that fit, found by halving.
	lo, hi := 0, len(cuts)-1
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if kit.TextWidth(w.s[:cuts[mid]]+hyphen, w.face) <= avail {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	at := cuts[lo]
	head, tail = w, w
	head.s = w.s[:at] + hyphen
	head.w = kit.TextWidth(head.s, w.face)
	tail.s, tail.join = w.s[at:], jointNone
	tail.w = kit.TextWidth(tail.s, w.face)
	return head, tail, true
}

// lineText is a line of words as a string.
func lineText(line []word) string {
	var b strings.Builder
	for i, w := range line {
		if i > 0 && w.join == jointSpace {
			b.WriteByte(' ')
		}
		b.WriteString(w.s)
	}
	return b.String()
}

// Wrap breaks text into lines no wider than width, as kit.Wrap does, in
// any of the game's languages: in Chinese between characters too (see
// breakLines), at soft hyphens, and cutting a word too long for a line.
// Newlines are kept as paragraph breaks.
func Wrap(s string, face *text.GoTextFace, width float64) []string {
	if lines, ok := wrapPlain(s, face, width); ok {
		return lines
	}
	var lines []string
	space := kit.TextWidth(" ", face)
	for _, para := range strings.Split(s, "\n") {
		words := appendWords(nil, para, face, nil, color.RGBA{}, jointSpace)
		if len(words) == 0 {
			lines = append(lines, "")
			continue
		}
		for _, line := range breakLines(words, space, width, func(int) float64 { return 0 }) {
			lines = append(lines, lineText(line))
		}
	}
	return lines
}

// wrapPlain is kit.Wrap for a text of words parted by plain spaces, the
// lines it breaks and true, unless one of its words is too long for a
// line.
func wrapPlain(s string, face *text.GoTextFace, width float64) ([]string, bool) {
	for _, r := range s {
		if r >= 0x80 && (r == '\u00ad' || kit.NoBreakSpace(r) || kit.IsCJK(r)) {
			return nil, false
		}
	}
	lines := kit.Wrap(s, face, width)
	for _, l := range lines {
		// A line of two words or more fits: kit.Wrap measures it.
		if !strings.Contains(l, " ") && kit.TextWidth(l, face) > width {
			return nil, false
		}
	}
	return lines, true
}
