package lang

import (
	"github.com/nicksnyder/go-i18n/v2/i18n"
	"golang.org/x/text/language"
)

// Lang says the game's messages in one language.
type Lang struct {
	code string
	loc  *i18n.Localizer
}

// New returns the game's words in the language of code, English for a
// code the game does not speak. A catalog that cannot be read (a broken
// build) leaves its messages to English.
func New(code string) *Lang {
	if !Known(code) {
		code = English
	}
	_ = load(English)
	_ = load(code)
	return &Lang{code: code, loc: i18n.NewLocalizer(bundle, code)}
}

// Code is the language's tag, as Language.Code.
func (l *Lang) Code() string { return l.code }

// CJK reports whether the language is written in Chinese characters, which
// need their own face and break lines between any two of them.
func (l *Lang) CJK() bool { return l.code == Chinese }

// T says message id, filling its {{.Name}} fields from args, given as
// name, value pairs: T("review.move", "N", 3, "Of", 40). A message the
// catalogs lack says its id, which the catalogs test never lets through.
func (l *Lang) T(id string, args ...any) string {
	return l.say(id, nil, args)
}

// N says message id in the plural form count asks for in this language;
// the message reads count as {{.Count}}.
func (l *Lang) N(id string, count int, args ...any) string {
	return l.say(id, count, append(args, "Count", count))
}

func (l *Lang) say(id string, count any, args []any) string {
	cfg := &i18n.LocalizeConfig{MessageID: id, PluralCount: count}
	if len(args) > 0 {
		data := make(map[string]any, len(args)/2)
		for i := 0; i+1 < len(args); i += 2 {
			if name, ok := args[i].(string); ok {
				data[name] = args[i+1]
			}
		}
		cfg.TemplateData = data
	}
	s, err := l.loc.Localize(cfg)
	if s == "" && err != nil {
		return id
	}
	return s
}

// Name is the language's own name for itself: Deutsch, Français, 中文.
func (l Language) Name() string { return New(l.Code).T("language.name") }

// tags are the languages' tags in All's order, for the matcher.
func tags() []language.Tag {
	out := make([]language.Tag, len(all))
	for i, l := range all {
		out[i] = l.tag
	}
	return out
}
