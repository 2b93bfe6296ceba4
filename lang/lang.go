// Package lang holds the game's words in every language it speaks, and
// chooses among those languages as a player's system or browser asks.
//
// The words are message files, one folder per language under locales/
// (locales/de/play.toml and so on), in go-i18n's TOML form, which
// go generate copies into catalogs.go for the program to read at once.
// go-i18n says them: code names a message
// by its id, passes numbers and names as data, and the library chooses
// the plural form each language's rules ask for (one man, two men; and
// Polish's three forms). English is the language every other falls back
// to, message by message, so a message missing from a catalog shows in
// English rather than as nothing; the catalogs test fails on any.
package lang

//go:generate go run ./gen

import (
	"fmt"
	"sync"

	"github.com/nicksnyder/go-i18n/v2/i18n"
	"golang.org/x/text/language"
)

// catalog is one language's messages, as gen writes them.
type catalog struct {
	code    string
	entries []entry
}

// entry is one message: its id and its plural forms (Other alone for a
// message without).
type entry struct {
	ID                               string
	Zero, One, Two, Few, Many, Other string
}

// Language is one language the game speaks.
type Language struct {
	// Code is its BCP 47 tag as the catalogs' folder is named: "de",
	// "pt-BR", "zh-Hans".
	Code string
	tag  language.Tag
}

// English is the language of the game's own text and every fallback.
const English = "en"

// Chinese is the one language the game sets in a CJK face.
const Chinese = "zh-Hans"

// all is every language with a folder under locales, English first, then
// by code.
var all = func() []Language {
	out := make([]Language, len(catalogs))
	for i, c := range catalogs {
		out[i] = Language{Code: c.code, tag: language.MustParse(c.code)}
	}
	return out
}()

// All returns the languages the game speaks, English first.
func All() []Language { return append([]Language(nil), all...) }

// Known reports whether code names a language the game speaks.
func Known(code string) bool {
	for _, l := range all {
		if l.Code == code {
			return true
		}
	}
	return false
}

// The bundle is given a language's messages when the language is first
// asked for.
var (
	mu     sync.Mutex
	bundle = i18n.NewBundle(language.English)
	loaded = map[string]error{}
)

// load gives the bundle a language's messages, once.
func load(code string) error {
	mu.Lock()
	defer mu.Unlock()
	if err, ok := loaded[code]; ok {
		return err
	}
	msgs, err := read(code)
	if err == nil {
		err = bundle.AddMessages(language.MustParse(code), msgs...)
	}
	loaded[code] = err
	return err
}

// read returns a language's messages.
func read(code string) ([]*i18n.Message, error) {
	for _, c := range catalogs {
		if c.code != code {
			continue
		}
		out := make([]*i18n.Message, len(c.entries))
		for i, e := range c.entries {
			out[i] = &i18n.Message{ID: e.ID, Zero: e.Zero, One: e.One, Two: e.Two, Few: e.Few, Many: e.Many, Other: e.Other}
		}
		return out, nil
	}
	return nil, fmt.Errorf("lang: no language %q", code)
}

// Messages returns every message of a language's catalogs by id, for the
// tests that hold the catalogs to one another and to the code.
func Messages(code string) (map[string]*i18n.Message, error) {
	msgs, err := read(code)
	if err != nil {
		return nil, err
	}
	out := make(map[string]*i18n.Message, len(msgs))
	for _, m := range msgs {
		out[m.ID] = m
	}
	return out, nil
}
