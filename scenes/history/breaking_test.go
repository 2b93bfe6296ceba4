package history

import (
	"math"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/ninemen/morris/scenes/internal/scenetest"
	"github.com/ninemen/morris/scenes/kit"
)

// closing may not start a line, nor opening end one.
const (
	closing = "，。、：；！？）》」』”"
	opening = "（《「『“"
)

// Chinese breaks between any two characters, never before closing
// punctuation nor after opening punctuation, and no line is wider than
// the column; the lines joined are the text.
func TestChineseLineBreaking(t *testing.T) {
	fonts := scenetest.Fonts(t)
	if !fonts.SetCJK(true) {
		t.Skip("no Chinese face in this build")
	}
	defer fonts.SetCJK(false)
	face := fonts.CJK(20)
	for _, c := range []struct {
		name  string
		text  string
		width float64
	}{
		{"plain", "九子棋是最古老的棋类游戏之一它的棋盘刻在埃及神庙的屋顶上", 130},
		{"commas and stops", "没有人知道它从哪里来，也没有人知道它始于何时。它的棋盘遍布世界各地。", 110},
		{"brackets", "这种游戏（又称“磨坊”）在德国叫作《磨坊》，在英国叫作「莫里斯」。", 100},
		{"punctuation in runs", "真的吗？！是的……也许——谁知道呢？「『九人莫里斯』」已被泥填满！", 90},
		{"a line a character", "棋，盘。", 20},
		{"narrow", "九子棋（又称磨坊）。", 45},
		{"Latin inside", "德语叫作Mühle，英语叫作Morris。", 120},
		{"wide", "一行就够了。", 1000},
	} {
		t.Run(c.name, func(t *testing.T) {
			lines := Wrap(c.text, face, c.width)
			if got := strings.Join(lines, ""); got != c.text {
				t.Fatalf("lines %q joined make %q", lines, got)
			}
			for i, l := range lines {
				if l == "" {
					t.Errorf("line %d of %q is empty", i, lines)
					continue
				}
				first, _ := utf8.DecodeRuneInString(l)
				last, _ := utf8.DecodeLastRuneInString(l)
				if i > 0 && strings.ContainsRune(closing, first) {
					t.Errorf("line %q starts with closing punctuation, in %q", l, lines)
				}
				if i < len(lines)-1 && strings.ContainsRune(opening, last) {
					t.Errorf("line %q ends with opening punctuation, in %q", l, lines)
				}
				// A column narrower than three characters may not
				// hold a character and the punctuation that may not
				// leave it; the game's hold a dozen or more.
				if w := kit.TextWidth(l, face); w > c.width+0.01 && c.width >= 3*face.Size {
					t.Errorf("line %q is %.1f wide, over the column's %.1f", l, w, c.width)
				}
			}
			if c.width >= 3*face.Size && len(lines) > 1 {
				// Greedy: each line but the last is full but for what
				// may not end or start a line.
				for i, l := range lines[:len(lines)-1] {
					if w := kit.TextWidth(l, face); w < c.width-3*face.Size {
						t.Errorf("line %d %q is %.1f wide, far short of %.1f", i, l, w, c.width)
					}
				}
			}
		})
	}
}

// A word too long for the column breaks at its soft hyphens, showing a
// hyphen there, or, without them, where it must: no line is wider than
// the column, and the words are all there.
func TestLongWordsStayInTheColumn(t *testing.T) {
	face := scenetest.Fonts(t).Face(kit.Regular, 20)
	for _, c := range []struct {
		name, text string
		width      float64
		want       []string // lines expected, if any
	}{
		{"soft hyphens", "Das Mühle\u00adspiel\u00adbrett liegt", 100, []string{"Das Mühle-", "spielbrett", "liegt"}},
		{"no soft hyphens", "Ein Mühlespielbrettaufbewahrungskasten", 120, nil},
		{"soft hyphen unused", "Das Mühle\u00adspiel", 1000, []string{"Das Mühlespiel"}},
		{"no-break space", "Le jeu\u00a0! Encore\u00a0?", 70, []string{"Le jeu\u00a0!", "Encore\u00a0?"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			lines := Wrap(c.text, face, c.width)
			if c.want != nil && strings.Join(lines, "|") != strings.Join(c.want, "|") {
				t.Errorf("lines %q, want %q", lines, c.want)
			}
			for _, l := range lines {
				if w := kit.TextWidth(l, face); w > c.width {
					t.Errorf("line %q is %.1f wide, over the column's %.1f", l, w, c.width)
				}
			}
			// The letters are all there, in order.
			strip := strings.NewReplacer("\u00ad", "", "-", "", " ", "")
			if got, want := strip.Replace(strings.Join(lines, "")), strip.Replace(c.text); got != want {
				t.Errorf("lines %q hold %q, want %q", lines, got, want)
			}
		})
	}
}

// A paragraph in Chinese, in the Chinese face the kit swaps in, and one in
// German with a word longer than the column stay in the column: no line
// of the Chinese starts with closing punctuation, and a line of the German
// broken at its soft hyphen ends with a hyphen.
func TestParagraphsOfEveryLanguageStayInTheColumn(t *testing.T) {
	fonts := scenetest.Fonts(t)
	fonts.SetCJK(true)
	zh := "没有人知道这种游戏始于何时、何地。它被列为世上最古老的棋类游戏之一，其棋盘见于埃及的神庙（库尔纳）、青铜时代的墓葬、特洛伊，以及维京人的葬船上：《仲夏夜之梦》里也提到了它。"
	d := typeset(fonts, &book{chapters: []chapterText{{number: "第一章", title: "最古老的游戏之一", paras: []paraText{{text: zh}, {lead: "棋盘", text: "有二十四个点，分布在三个正方形上。"}}}}}, 20, 260, 1)
	checkColumn(t, d)
	lines := textLines(d)
	if len(lines) < 5 {
		t.Fatalf("%d lines set", len(lines))
	}
	for _, ops := range lines {
		first, _ := utf8.DecodeRuneInString(ops[0].S)
		if strings.ContainsRune(closing, first) {
			t.Errorf("a line starts with %q", ops[0].S)
		}
	}
	fonts.SetCJK(false)
	de := "Das Spiel heißt auf Deutsch Mühle, und sein Brett ist ein Mühle\u00adspiel\u00adbrett; die Schachtel dazu ist eine Mühlespielbrettaufbewahrungsschachtel aus Holz."
	d = typeset(fonts, &book{chapters: []chapterText{{number: "I", title: "Mühlespielbrettaufbewahrungsschachteln", paras: []paraText{{text: de}}}}}, 20, 200, 1)
	checkColumn(t, d)
	hyphens := 0
	for _, ops := range textLines(d) {
		if strings.HasSuffix(ops[len(ops)-1].S, "-") {
			hyphens++
		}
	}
	if hyphens == 0 {
		t.Error("no line of the German paragraph ends in a hyphen")
	}
}

// checkColumn fails for a run of text outside the column.
func checkColumn(t *testing.T, d historyDoc) {
	t.Helper()
	for _, op := range d.Texts {
		if op.X < d.Left-0.5 || op.X+op.W > d.Right+0.5 {
			t.Errorf("%q runs from %.1f to %.1f, outside the column %.1f…%.1f", op.S, op.X, op.X+op.W, d.Left, d.Right)
		}
		if w := kit.TextWidth(op.S, op.Face); math.Abs(w-op.W) > 0.01 {
			t.Errorf("%q: width %v recorded, %v measured", op.S, op.W, w)
		}
	}
}

// textLines returns the lines of body text of a page, in order, each its
// runs from left to right.
func textLines(d historyDoc) [][]textOp {
	var out [][]textOp
	for _, op := range d.Texts {
		if op.Face.Size != d.Body {
			continue
		}
		if n := len(out); n > 0 && out[n-1][0].Y == op.Y {
			out[n-1] = append(out[n-1], op)
			continue
		}
		out = append(out, []textOp{op})
	}
	return out
}
