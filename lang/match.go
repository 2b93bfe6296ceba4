package lang

import (
	"strings"
	"unicode/utf16"

	"golang.org/x/text/language"
)

// Choice is the language chosen for a player's preferences.
type Choice struct {
	// Code is the language, as Language.Code.
	Code string
	// Traditional: the player reads Chinese in traditional characters,
	// which the game shows in simplified ones (say so once).
	Traditional bool
}

var matcher = language.NewMatcher(tags())

// Match chooses the language for preferences given best first, as BCP 47
// tags ("de-AT", "pt-PT", "zh-TW") or POSIX locale names ("de_AT.UTF-8").
// The library's matcher decides, so a regional or neighbouring form finds
// its language (de-AT German, pt-PT Brazilian Portuguese); Chinese in any
// script gets the Simplified Chinese the game has; English is the answer
// when nothing matches.
func Match(prefs ...string) Choice {
	var want []language.Tag
	for _, p := range prefs {
		if t, err := language.Parse(posixToBCP47(p)); err == nil && t != language.Und {
			want = append(want, t)
		}
	}
	for _, t := range want {
		// One preference at a time, best first: a German who also reads
		// English gets German, whatever the matcher thinks of the pair.
		_, i, conf := matcher.Match(t)
		if conf >= language.High {
			return choice(all[i].Code, t)
		}
		if base, _ := t.Base(); base.String() == "zh" {
			return choice(Chinese, t)
		}
		if conf > language.No {
			if b1, _ := t.Base(); b1 == baseOf(all[i].tag) {
				return choice(all[i].Code, t)
			}
		}
	}
	return Choice{Code: English}
}

func choice(code string, asked language.Tag) Choice {
	c := Choice{Code: code}
	if code == Chinese {
		script, _ := asked.Script()
		c.Traditional = script.String() == "Hant"
	}
	return c
}

func baseOf(t language.Tag) language.Base {
	b, _ := t.Base()
	return b
}

// posixToBCP47 turns a POSIX locale name into a BCP 47 tag: de_AT.UTF-8
// and de_AT@euro are de-AT. "C" and "POSIX" name no language.
func posixToBCP47(s string) string {
	if i := strings.IndexAny(s, ".@"); i >= 0 {
		s = s[:i]
	}
	if s == "C" || s == "POSIX" {
		return ""
	}
	return strings.ReplaceAll(s, "_", "-")
}

// FromEnv returns the language the environment asks for, as POSIX reads
// it: LC_ALL, else LC_MESSAGES, else LANG; the first set is the only one
// that counts. getenv is os.Getenv outside tests.
func FromEnv(getenv func(string) string) []string {
	for _, name := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if v := getenv(name); v != "" {
			return []string{v}
		}
	}
	return nil
}

// parseAppleLanguages reads the list macOS's defaults prints for
// AppleLanguages: ( "de-AT", "en-GB" ).
func parseAppleLanguages(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return strings.ContainsRune("(),\n\t \"", r) })
}

// splitMultiSZ reads the list Windows' GetUserPreferredUILanguages
// writes: strings in UTF-16, each ended by a zero, the whole by another.
func splitMultiSZ(buf []uint16) []string {
	var out []string
	start := 0
	for i, c := range buf {
		if c != 0 {
			continue
		}
		if i == start {
			break
		}
		out = append(out, string(utf16.Decode(buf[start:i])))
		start = i + 1
	}
	return out
}
