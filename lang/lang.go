// Package lang holds the game's words in every language it speaks, and
// chooses among those languages as a player's system or browser asks.
//
// The words are message files, one folder per language under locales/
// (locales/de/play.toml and so on), read by go-i18n: code names a message
// by its id, passes numbers and names as data, and the library chooses
// the plural form each language's rules ask for (one man, two men; and
// Polish's three forms). English is the language every other falls back
// to, message by message, so a message missing from a catalog shows in
// English rather than as nothing; the catalogs test fails on any.
package lang

import (
	"embed"
	"fmt"
	"io/fs"
	"path"
	"sync"

	"github.com/BurntSushi/toml"
	"github.com/nicksnyder/go-i18n/v2/i18n"
	"golang.org/x/text/language"
)

//go:embed locales
var locales embed.FS

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
	dirs, err := fs.ReadDir(locales, "locales")
	if err != nil {
		panic(err) // the folder is embedded: a build without it is no build
	}
	out := []Language{{Code: English, tag: language.English}}
	for _, d := range dirs {
		if d.Name() == English {
			continue
		}
		out = append(out, Language{Code: d.Name(), tag: language.MustParse(d.Name())})
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

// The catalogs are read when a language is first asked for: a player who
// never changes language never pays for reading eight others.
var (
	mu     sync.Mutex
	bundle = newBundle()
	loaded = map[string]error{}
)

func newBundle() *i18n.Bundle {
	tags := make([]language.Tag, len(all))
	for i, l := range all {
		tags[i] = l.tag
	}
	b := i18n.NewBundle(language.English)
	// Every language is known to the bundle from the start, so that its
	// matcher never changes as catalogs are read.
	for _, t := range tags[1:] {
		_ = b.AddMessages(t)
	}
	return b
}

// load reads a language's catalogs into the bundle, once.
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

// read parses every message file of a language. An id twice over, in one
// file or two, is an error: one of them would silently win.
func read(code string) ([]*i18n.Message, error) {
	dir := path.Join("locales", code)
	files, err := fs.ReadDir(locales, dir)
	if err != nil {
		return nil, fmt.Errorf("language %s: %w", code, err)
	}
	var out []*i18n.Message
	seen := map[string]string{}
	for _, f := range files {
		if path.Ext(f.Name()) != ".toml" {
			continue
		}
		data, err := locales.ReadFile(path.Join(dir, f.Name()))
		if err != nil {
			return nil, err
		}
		msgs, err := i18n.ParseMessageBytes(data, toml.Unmarshal)
		if err != nil {
			return nil, fmt.Errorf("%s/%s: %w", code, f.Name(), err)
		}
		for _, m := range msgs {
			if other, dup := seen[m.ID]; dup {
				return nil, fmt.Errorf("%s/%s: %s is also in %s", code, f.Name(), m.ID, other)
			}
			seen[m.ID] = f.Name()
		}
		out = append(out, msgs...)
	}
	return out, nil
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
