package kit

import (
	"bytes"
	_ "embed"
	"fmt"
	"image/color"
	"strings"
	"sync/atomic"
	"unicode"

	"github.com/go-text/typesetting/segmenter"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// EB Garamond, a revival of Claude Garamond's 16th-century type, suits a
// game whose story runs through old manuscripts. See fonts/LICENSE.txt.
var (
	//go:embed fonts/EBGaramond12-Regular.ttf
	regularTTF []byte
	//go:embed fonts/EBGaramond12-Italic.ttf
	italicTTF []byte
	//go:embed fonts/EBGaramondSC12-Regular.ttf
	smallCapsTTF []byte
	//go:embed fonts/NotoSerifSC-Name.otf
	cjkNameOTF []byte
)

// Style picks one of the embedded typefaces.
type Style uint8

const (
	Regular Style = iota
	Italic
	SmallCaps
)

// Fonts holds the parsed typefaces and the faces made from them, one per
// style and pixel size, made on first use.
type Fonts struct {
	sources [3]*text.GoTextFaceSource
	faces   map[faceKey]*text.GoTextFace
	// latin are the EB Garamond faces, and cjk the Chinese face, which
	// takes every style's place while Chinese is shown (SetCJK).
	latin [3]*text.GoTextFaceSource
	cjk   *text.GoTextFaceSource
	// cjkName is the cut of the Chinese face that writes 中文 (CJK).
	cjkName *text.GoTextFaceSource
}

type faceKey struct {
	style  Style
	size   float64
	lining bool
}

// LoadFonts parses the embedded typefaces.
func LoadFonts() (*Fonts, error) {
	f := &Fonts{faces: map[faceKey]*text.GoTextFace{}}
	for i, ttf := range [][]byte{regularTTF, italicTTF, smallCapsTTF} {
		src, err := text.NewGoTextFaceSource(bytes.NewReader(ttf))
		if err != nil {
			return nil, fmt.Errorf("font %d: %w", i, err)
		}
		f.sources[i] = src
	}
	f.latin = f.sources
	return f, nil
}

// SetCJK sets every style in the Chinese face, or back in EB Garamond,
// and reports whether it did: where the face is fetched (the browser) it
// is false until the face has come, and the caller asks again. Chinese has
// no italics nor small capitals, and its face has Latin letters that sit
// well beside its characters, so it replaces all three. The faces made so
// far are dropped: the next Face call makes new ones.
func (f *Fonts) SetCJK(on bool) bool {
	want := f.latin
	if on {
		src := f.cjkSource()
		if src == nil {
			return false
		}
		want = [3]*text.GoTextFaceSource{src, src, src}
	}
	if want != f.sources {
		f.sources = want
		clear(f.faces)
	}
	return true
}

// WaitCJK waits for the Chinese face where it is fetched (the browser),
// for a game that starts in Chinese to draw its first picture in it.
func (f *Fonts) WaitCJK() { cjkWait() }

// CJK returns a Chinese face at a size, whatever SetCJK says, for the
// language's own name, 中文, which the settings list in every language:
// the whole Chinese face if it is here, else a cut of those two
// characters.
func (f *Fonts) CJK(px float64) *text.GoTextFace {
	src := f.cjk
	if src == nil {
		if f.cjkName == nil {
			f.cjkName, _ = text.NewGoTextFaceSource(bytes.NewReader(cjkNameOTF))
		}
		src = f.cjkName
	}
	if src == nil {
		return f.Face(Regular, px)
	}
	return &text.GoTextFace{Source: src, Size: float64(int(px*2+0.5)) / 2}
}

func (f *Fonts) cjkSource() *text.GoTextFaceSource {
	if f.cjk == nil {
		data := cjkFont()
		if data == nil {
			return nil
		}
		src, err := text.NewGoTextFaceSource(bytes.NewReader(data))
		if err != nil {
			return nil
		}
		f.cjk = src
	}
	return f.cjk
}

// Face returns the face of a style at a size in screen pixels. Sizes are
// rounded to half pixels so a window being resized does not fill the
// cache with faces that differ by a hair.
func (f *Fonts) Face(style Style, px float64) *text.GoTextFace {
	return f.face(style, px, false)
}

// Lining returns a face like Face but with lining figures, as tall as
// capitals: EB Garamond's default old-style 1 reads as an ı in move
// notation such as "a1".
func (f *Fonts) Lining(style Style, px float64) *text.GoTextFace {
	return f.face(style, px, true)
}

func (f *Fonts) face(style Style, px float64, lining bool) *text.GoTextFace {
	px = float64(int(px*2+0.5)) / 2
	if px < 1 {
		px = 1
	}
	k := faceKey{style, px, lining}
	if face, ok := f.faces[k]; ok {
		return face
	}
	face := &text.GoTextFace{Source: f.sources[style], Size: px}
	if lining {
		face.SetFeature(text.MustParseTag("lnum"), 1)
		face.SetFeature(text.MustParseTag("pnum"), 1)
	}
	f.faces[k] = face
	return face
}

// Align is where text sits relative to the point it is drawn at.
type Align = text.Align

const (
	AlignStart  = text.AlignStart
	AlignCenter = text.AlignCenter
	AlignEnd    = text.AlignEnd
)

// DrawText draws text with its top at y, aligned horizontally at x; lines
// are separated by newlines and spaced 1.3 times the size.
func DrawText(dst *ebiten.Image, s string, face *text.GoTextFace, x, y float64, align Align, clr color.Color) {
	op := &text.DrawOptions{}
	op.GeoM.Translate(x, y)
	op.ColorScale.ScaleWithColor(clr)
	op.PrimaryAlign = align
	op.LineSpacing = face.Size * 1.3
	text.Draw(dst, s, face, op)
	if recorder != nil {
		w, h := Measure(s, face)
		switch align {
		case AlignCenter:
			x -= w / 2
		case AlignEnd:
			x -= w
		}
		recorder(dst, s, Rect{X: x, Y: y, W: w, H: h}, face.Size)
	}
}

// recorder, while a test records (RecordTexts), is told of every string
// DrawText draws.
var recorder func(dst *ebiten.Image, s string, r Rect, size float64)

// RecordTexts has f told of every string DrawText draws from now on, with
// the image it goes on, the box it takes there (its lines spaced as
// DrawText spaces them) and the face's size, until the returned
// function is called: for the tests that hold every text of every scene
// inside its image and clear of the others. Not for use while a game
// runs, nor from tests running in parallel.
func RecordTexts(f func(dst *ebiten.Image, s string, r Rect, size float64)) (stop func()) {
	recorder = f
	return func() { recorder = nil }
}

// Measure returns the width and height of text as DrawText draws it.
func Measure(s string, face *text.GoTextFace) (w, h float64) {
	measured.Add(1)
	return text.Measure(s, face, face.Size*1.3)
}

// measured counts the texts measured (Stats.TextsMeasured): a text new to
// the shaper is shaped then, which is the dearest part of laying out a
// scene in a new language where the game runs as WebAssembly.
var measured atomic.Int64

// Wrap breaks text into lines no wider than width, at spaces; newlines in
// the text are kept as paragraph breaks. A word longer than the width gets
// a line of its own.
//
// Shaping costs in proportion to the text's length, and measuring the line
// so far with each word added would cost a paragraph its length times its
// words. So each word is measured once and a line's width taken as the sum
// of its words' and spaces', which differs from the line's own by far less
// than wrapSlack (no kerning reaches across a space in these faces); only
// a line whose sum comes within wrapSlack of the width is measured whole.
// The lines are those that measuring each whole would give.
func Wrap(s string, face *text.GoTextFace, width float64) []string {
	var lines []string
	slack := wrapSlack * face.Size
	space := TextWidth(" ", face)
	for _, para := range strings.Split(s, "\n") {
		if HasCJK(para) {
			lines = append(lines, wrapUnspaced(para, face, width)...)
			continue
		}
		words := Fields(para)
		if len(words) == 0 {
			lines = append(lines, "")
			continue
		}
		widths := make([]float64, len(words))
		for i, w := range words {
			widths[i] = TextWidth(w, face)
		}
		for start := 0; start < len(words); {
			end, sum := start+1, widths[start]
			for ; end < len(words); end++ {
				next := sum + space + widths[end]
				if next > width+slack || next > width-slack && TextWidth(strings.Join(words[start:end+1], " "), face) > width {
					break
				}
				sum = next
			}
			lines = append(lines, strings.Join(words[start:end], " "))
			start = end
		}
	}
	return lines
}

// IsCJK reports whether r is written in the Chinese way: a Han character,
// kana, hangul, or CJK or full-width punctuation. Lines of such text
// break between any two characters, not at spaces.
func IsCJK(r rune) bool {
	switch {
	case r < 0x2e80:
		return false
	case r >= 0x3000 && r <= 0x303f, r >= 0xff00 && r <= 0xffef:
		return true
	}
	return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul, unicode.Bopomofo)
}

// HasCJK reports whether s holds a character written in the Chinese way.
func HasCJK(s string) bool {
	for _, r := range s {
		if IsCJK(r) {
			return true
		}
	}
	return false
}

// NoBreakSpace reports whether r is a space a line may not break at: a
// French « and ! keep to their words with one.
func NoBreakSpace(r rune) bool { return r == '\u00a0' || r == '\u202f' || r == '\u2007' }

// Fields cuts s at its spaces, but not at its no-break spaces.
func Fields(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return unicode.IsSpace(r) && !NoBreakSpace(r) })
}

// wrapUnspaced breaks a paragraph where Unicode's line breaking rules
// allow (UAX #14, by go-text's segmenter): between two Chinese characters,
// but never before a closing mark such as 。or ）nor after an opening one
// such as （, and at the spaces around Latin words. A piece wider than the
// width gets a line of its own.
func wrapUnspaced(para string, face *text.GoTextFace, width float64) []string {
	var seg segmenter.Segmenter
	seg.Init([]rune(para))
	var lines []string
	line, lineW := "", 0.0
	it := seg.LineIterator()
	for it.Next() {
		piece := string(it.Line().Text)
		trimmed := strings.TrimRight(piece, " ")
		w := TextWidth(trimmed, face)
		if line != "" && lineW+w > width && TextWidth(line+trimmed, face) > width {
			lines = append(lines, strings.TrimRight(line, " "))
			line, lineW = "", 0
		}
		line += piece
		lineW += TextWidth(piece, face)
	}
	if line != "" || len(lines) == 0 {
		lines = append(lines, strings.TrimRight(line, " "))
	}
	return lines
}

// wrapSlack is how far, in ems, Wrap trusts a line's width summed from its
// words: some seven times the most they differ in any of the game's texts
// (TestWrapMeasuresAsWhole).
const wrapSlack = 0.05

// TextWidth is the width of a line of text.
func TextWidth(s string, face *text.GoTextFace) float64 {
	w, _ := Measure(s, face)
	return w
}
