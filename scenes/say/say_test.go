package say_test

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/ninemen/morris/ai"
	"github.com/ninemen/morris/lang"
	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes/say"
	"github.com/ninemen/morris/stats"
)

// In English, say words every fact as the rules' own English does: the
// catalog is the rules' text moved, not rewritten.
func TestEnglishAgreesWithTheRules(t *testing.T) {
	en := lang.New(lang.English)
	seen := 0
	for _, v := range append(rules.Presets(), rules.RegionalPresets()...) {
		if got, want := say.Describe(en, v), v.Describe(); got != want {
			t.Errorf("Describe(%s) = %q, want %q", v.Name, got, want)
		}
		if got := say.Preset(en, v.Name); got != v.Name {
			t.Errorf("Preset(%q) = %q", v.Name, got)
		}
	}
	for _, lv := range ai.Levels() {
		name, about := say.Level(en, lv.String())
		if name != lv.String() || about != lv.Description() {
			t.Errorf("Level(%v) = %q, %q", lv, name, about)
		}
	}
	// Random games: every prompt, refusal and result met says the same.
	for game := 0; game < 12; game++ {
		g := rules.NewGame(rules.Presets()[game%len(rules.Presets())])
		for ply := 0; ply < 300 && !g.Result().Over(); ply++ {
			p := g.Position()
			for sel := rules.Point(0); sel < 25; sel++ {
				pr := p.Prompt(sel)
				m1, h1 := say.Prompt(en, pr)
				m2, h2 := pr.Lines()
				if pr.Task == rules.TaskFly && !pr.Selected {
					// The rules spell the count ("three"); the catalogs
					// give it in figures, which every language reads.
					h1 = strings.Replace(h1, fmt.Sprint(pr.FlyAt), "three", 1)
				}
				if m1 != m2 || h1 != h2 {
					t.Fatalf("Prompt %+v: %q/%q, want %q/%q", pr, m1, h1, m2, h2)
				}
				for to := rules.Point(0); to < 24; to++ {
					r := p.Refusal(sel, to)
					if got, want := say.Refusal(en, r), r.String(); got != want {
						t.Fatalf("Refusal %+v: %q, want %q", r, got, want)
					}
					seen++
				}
			}
			moves := p.LegalMoves(nil)
			g.Play(moves[(game*7+ply*13)%len(moves)])
		}
		r := g.Result()
		if got, want := say.Why(en, r), r.Why(); got != want {
			t.Errorf("Why %+v: %q, want %q", r, got, want)
		}
		if got, want := say.Headline(en, r), r.Headline(); got != want {
			t.Errorf("Headline %+v: %q, want %q", r, got, want)
		}
	}
	if seen == 0 {
		t.Fatal("no refusals checked")
	}
}

// TestRatedLevel: the picker names every level with its rating, in
// every language, and Match my strength by its name alone.
func TestRatedLevel(t *testing.T) {
	for _, lg := range lang.All() {
		l := lang.New(lg.Code)
		for _, lv := range ai.Levels() {
			got := say.RatedLevel(l, lv.String())
			name, _ := say.Level(l, lv.String())
			want := fmt.Sprint(int(math.Round(lv.Rating()/10) * 10))
			if !strings.Contains(got, name) || !strings.Contains(got, want) {
				t.Errorf("%s: %v is %q, want its name %q and %s", lg.Code, lv, got, name, want)
			}
		}
		if got, _ := say.Level(l, stats.MatchLevel); say.RatedLevel(l, stats.MatchLevel) != got {
			t.Errorf("%s: Match my strength is %q, want %q", lg.Code, say.RatedLevel(l, stats.MatchLevel), got)
		}
	}
}
