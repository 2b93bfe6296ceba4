package lang_test

import (
	"strconv"
	"strings"
	"testing"

	"github.com/ninemen/morris/lang"
)

func TestMatch(t *testing.T) {
	for _, c := range []struct {
		prefs       []string
		want        string
		traditional bool
	}{
		{[]string{"de-AT"}, "de", false},
		{[]string{"de_DE.UTF-8"}, "de", false},
		{[]string{"de_CH@euro"}, "de", false},
		{[]string{"pt-PT"}, "pt-BR", false},
		{[]string{"pt"}, "pt-BR", false},
		{[]string{"zh-TW"}, "zh-Hans", true},
		{[]string{"zh-Hant-HK"}, "zh-Hans", true},
		{[]string{"zh-CN"}, "zh-Hans", false},
		{[]string{"zh"}, "zh-Hans", false},
		{[]string{"fr-CA"}, "fr", false},
		{[]string{"es-419"}, "es", false},
		{[]string{"nl-BE"}, "nl", false},
		{[]string{"it-CH"}, "it", false},
		{[]string{"pl-PL"}, "pl", false},
		{[]string{"en-GB"}, "en", false},
		{[]string{"ja-JP", "fr-FR"}, "fr", false},
		{[]string{"ja-JP"}, "en", false},
		{[]string{"C"}, "en", false},
		{[]string{"POSIX", "de"}, "de", false},
		{[]string{"garbled!!"}, "en", false},
		{nil, "en", false},
		{[]string{"en-US", "de"}, "en", false},
	} {
		got := lang.Match(c.prefs...)
		if got.Code != c.want || got.Traditional != c.traditional {
			t.Errorf("Match(%q) = %+v, want %s (traditional %v)", c.prefs, got, c.want, c.traditional)
		}
	}
}

func TestFromEnvFollowsPOSIXOrder(t *testing.T) {
	for _, c := range []struct {
		env  map[string]string
		want string
	}{
		{map[string]string{"LANG": "de_DE.UTF-8"}, "de_DE.UTF-8"},
		{map[string]string{"LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8"}, "fr_FR.UTF-8"},
		{map[string]string{"LANG": "de_DE", "LC_MESSAGES": "fr_FR", "LC_ALL": "pl_PL.UTF-8"}, "pl_PL.UTF-8"},
		{map[string]string{}, ""},
	} {
		got := lang.FromEnv(func(k string) string { return c.env[k] })
		if (len(got) == 0) != (c.want == "") || len(got) > 0 && got[0] != c.want {
			t.Errorf("FromEnv(%v) = %q, want %q", c.env, got, c.want)
		}
	}
}

func TestEveryLanguageNamesItself(t *testing.T) {
	want := map[string]string{"en": "English", "de": "Deutsch", "fr": "Français", "nl": "Nederlands",
		"es": "Español", "it": "Italiano", "pl": "Polski", "pt-BR": "Português", "zh-Hans": "中文"}
	all := lang.All()
	if len(all) != len(want) || all[0].Code != "en" {
		t.Fatalf("languages %v, want English first of %d", all, len(want))
	}
	for _, l := range all {
		if got := l.Name(); got != want[l.Code] {
			t.Errorf("%s calls itself %q, want %q", l.Code, got, want[l.Code])
		}
	}
}

// What macOS's defaults and Windows' GetUserPreferredUILanguages give is
// read as the list of languages it is.
func TestSystemListsAreRead(t *testing.T) {
	mac := lang.ParseAppleLanguages("(\n    \"de-AT\",\n    \"en-GB\"\n)\n")
	if len(mac) != 2 || mac[0] != "de-AT" || mac[1] != "en-GB" {
		t.Errorf("AppleLanguages read as %q", mac)
	}
	var buf []uint16
	for _, s := range []string{"pl-PL", "en-US"} {
		for _, r := range s {
			buf = append(buf, uint16(r))
		}
		buf = append(buf, 0)
	}
	buf = append(buf, 0, 'x', 0)
	win := lang.SplitMultiSZ(buf)
	if len(win) != 2 || win[0] != "pl-PL" || win[1] != "en-US" {
		t.Errorf("the Windows list read as %q", win)
	}
	if got := lang.Match(win...); got.Code != "pl" {
		t.Errorf("Windows' pl-PL chose %s", got.Code)
	}
}

// Counts take the language's plural forms: English one and other,
// Polish one, few and many, Chinese one form for every count.
func TestPluralForms(t *testing.T) {
	for _, c := range []struct {
		code   string
		counts []int
		forms  int
	}{
		{"en", []int{1, 2, 5, 22, 25}, 2},
		{"pl", []int{1, 2, 5, 22, 25}, 3},
		{"fr", []int{0, 1, 2, 5}, 2},
		{"zh-Hans", []int{1, 2, 5}, 1},
	} {
		l := lang.New(c.code)
		seen := map[string]bool{}
		for _, n := range c.counts {
			s := l.N("variant.feature.men", n)
			seen[strings.ReplaceAll(s, strconv.Itoa(n), "N")] = true
		}
		if len(seen) != c.forms {
			t.Errorf("%s: %d forms of variant.feature.men, want %d: %v", c.code, len(seen), c.forms, seen)
		}
	}
}
