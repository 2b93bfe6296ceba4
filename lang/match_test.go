package lang_test

import (
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
