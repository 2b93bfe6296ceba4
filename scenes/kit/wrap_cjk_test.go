package kit_test

import (
	"strings"
	"testing"

	"github.com/ninemen/morris/scenes/internal/scenetest"
	"github.com/ninemen/morris/scenes/kit"
)

// Chinese wraps between characters, never putting a closing mark at a
// line's start nor an opening one at its end, and never past the width;
// joined again, the lines are the paragraph.
func TestWrapBreaksChineseBetweenCharacters(t *testing.T) {
	fonts := scenetest.Fonts(t)
	fonts.SetCJK(true)
	defer fonts.SetCJK(false)
	const closing, opening = "，。、：；！？）》」』”", "（《「『“"
	for _, c := range []struct {
		text  string
		width float64
	}{
		{"语言", 200},
		{"直棋是世界上最古老的棋类游戏之一，它的棋盘曾在埃及的神庙、青铜时代的墓葬、特洛伊城以及维京人的葬船上被发现。", 120},
		{"莎士比亚在《仲夏夜之梦》中写道：“九子棋盘上满是泥泞。”", 90},
		{"白方落子（还剩9枚）：请选择一个空位。", 70},
		{"Nine Men's Morris 在中国叫做直棋，也叫成三棋。", 110},
	} {
		for _, size := range []float64{14, 22} {
			face := fonts.Face(kit.Regular, size)
			lines := kit.Wrap(c.text, face, c.width)
			if len(lines) < 2 && kit.TextWidth(c.text, face) > c.width {
				t.Errorf("%q at %v: one line %q in %v px", c.text, size, lines, c.width)
			}
			for i, l := range lines {
				if w := kit.TextWidth(l, face); w > c.width+0.5 && len([]rune(l)) > 1 {
					t.Errorf("%q at %v: line %q is %.0f px wide in %v", c.text, size, l, w, c.width)
				}
				r := []rune(l)
				if i > 0 && len(r) > 0 && strings.ContainsRune(closing, r[0]) {
					t.Errorf("%q at %v: line %d starts with %q", c.text, size, i, r[0])
				}
				if i < len(lines)-1 && len(r) > 0 && strings.ContainsRune(opening, r[len(r)-1]) {
					t.Errorf("%q at %v: line %d ends with %q", c.text, size, i, r[len(r)-1])
				}
			}
			joined := strings.Join(lines, "")
			if strings.ReplaceAll(joined, " ", "") != strings.ReplaceAll(c.text, " ", "") {
				t.Errorf("%q at %v: lines %q lose text", c.text, size, lines)
			}
		}
	}
}

// A no-break space keeps its words on one line: French sets one before a
// colon, and the colon must not start a line.
func TestWrapKeepsNoBreakSpaces(t *testing.T) {
	face := scenetest.Fonts(t).Face(kit.Regular, 16)
	text := "Blancs\u00a0: posez un pion"
	w := kit.TextWidth("Blancs\u00a0:", face) + 1
	lines := kit.Wrap(text, face, w)
	if len(lines) < 2 || lines[0] != "Blancs\u00a0:" {
		t.Errorf("Wrap(%q, %.0f) = %q, want the colon kept with its word", text, w, lines)
	}
}
