package board

import (
	"strings"
	"testing"

	"github.com/ninemen/morris/lang"
	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes/internal/scenetest"
	"github.com/ninemen/morris/scenes/kit"
)

// FitLine draws a text that fits as Fit does, and shrinks one too long at
// Fit's least size until it fits: a language's longer words never run
// past their box.
func TestFitLineKeepsTextInItsBox(t *testing.T) {
	f := scenetest.Fonts(t)
	short := "White to move"
	if got, want := FitLine(f, kit.Regular, 20, 16, short, 400), f.Fit(kit.Regular, 20, 16, short, 400); got != want {
		t.Errorf("a text that fits: size %v, want Fit's %v", got.Size, want.Size)
	}
	long := strings.Repeat("Weiß ist am Zug und denkt nach. ", 2)
	for _, w := range []float64{150, 250, 400, 700} {
		face := FitLine(f, kit.Italic, 20, 16, long, w)
		if !kit.Fits(long, face, w) {
			t.Errorf("%.0f px: %.0f px wide at %v", w, kit.TextWidth(long, face), face.Size)
		}
	}
}

// The cards' words fit every window: names, counts, the short forms.
func TestCardTextsFit(t *testing.T) {
	f := scenetest.Fonts(t)
	en := lang.New(lang.English)
	for _, sz := range [][3]float64{{1280, 800, 1}, {360, 640, 1}, {320, 400, 1}, {800, 480, 1}, {1170, 2532, 3}} {
		l := NewLayout(int(sz[0]), int(sz[1]), sz[2])
		for _, names := range [][2]string{{}, {"", "Black · Computer"}, {"White · Computer", ""},
			{"", "Black · Computer, about Tavern Player" + NameOr + "About Tavern Player" + NameOr + "Black · Computer"}} {
			texts := CardTexts(en, f, &l, names, [2]int{9, 12}, [2]int{10, 0})
			for c := range texts {
				for _, lb := range texts[c] {
					if o := lb.Overflow(sz[0], sz[1]); o != "" {
						t.Errorf("%v %v: %s", sz, rules.Color(c), o)
					}
				}
			}
		}
	}
}

// A name's wordings are tried longest first, each before the side alone:
// the desktop's narrow card takes the first that fits.
func TestCardNameGivesWayInTurn(t *testing.T) {
	f := scenetest.Fonts(t)
	en := lang.New(lang.English)
	l := NewLayout(1280, 800, 1)
	tests := []struct{ name, want string }{
		{"Black · Computer, about Tavern Player" + NameOr + "About Villager" + NameOr + "Black · Computer", "About Villager"},
		{"Black · Computer, about Tavern Player" + NameOr + "Black · Computer", "Black · Computer"},
		{"Black · Computer, about Tavern Player", "Black"},
	}
	for _, tt := range tests {
		texts := CardTexts(en, f, &l, [2]string{"", tt.name}, [2]int{9, 9}, [2]int{0, 0})
		if got := texts[rules.Black][0].Text; got != tt.want {
			t.Errorf("%q: the card says %q, want %q", tt.name, got, tt.want)
		}
	}
}
