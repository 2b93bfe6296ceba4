package kit_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/ninemen/morris/lang"
	"github.com/ninemen/morris/scenes/history"
	"github.com/ninemen/morris/scenes/internal/scenetest"
	"github.com/ninemen/morris/scenes/kit"
)

// Wrap sums a line's width from its words' and measures whole only the
// lines that come near the width: its lines must be the ones measuring
// every line whole gives, for the game's texts in each face, at sizes and
// widths from a phone's to a wide window's, and at widths a hair either
// side of a line's own, where a sum that differs at all would tell.
func TestWrapMeasuresAsWhole(t *testing.T) {
	fonts := scenetest.Fonts(t)
	texts := []string{
		"Extraordinarily-long-words-get-a-line-of-their-own even on a narrow card",
		"A paragraph.\n\nAnother  after an empty line, with  two spaces.",
	}
	for _, e := range history.Eras(lang.New(lang.English)) {
		texts = append(texts, e.Text, e.Place+" · "+e.When)
	}
	for _, style := range []kit.Style{kit.Regular, kit.Italic, kit.SmallCaps} {
		for _, size := range []float64{11, 15, 17.5, 23} {
			face := fonts.Face(style, size)
			for _, s := range texts {
				widths := []float64{90, 180, 320, 600}
				words := strings.Fields(s)
				for n := 2; n <= len(words); n += 3 {
					w := kit.TextWidth(strings.Join(words[:n], " "), face)
					widths = append(widths, w-0.01, w, w+0.01)
				}
				for _, width := range widths {
					got, want := kit.Wrap(s, face, width), wrapWhole(s, face, width)
					if !slices.Equal(got, want) {
						t.Errorf("style %d, %g px, %g wide, %q:\n got %q\nwant %q", style, size, width, s, got, want)
					}
				}
			}
		}
	}
}

// wrapWhole is Wrap done plainly: each word tried on the line so far,
// measured whole.
func wrapWhole(s string, face *text.GoTextFace, width float64) []string {
	var lines []string
	for _, para := range strings.Split(s, "\n") {
		words := strings.Fields(para)
		if len(words) == 0 {
			lines = append(lines, "")
			continue
		}
		line := words[0]
		for _, w := range words[1:] {
			if kit.TextWidth(line+" "+w, face) <= width {
				line += " " + w
				continue
			}
			lines = append(lines, line)
			line = w
		}
		lines = append(lines, line)
	}
	return lines
}
