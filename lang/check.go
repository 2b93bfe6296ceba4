package lang

import (
	"errors"
	"fmt"
	"regexp"
	"slices"
	"sort"

	"github.com/nicksnyder/go-i18n/v2/i18n"
)

// fieldPattern finds the data fields a message reads: {{.Count}}.
var fieldPattern = regexp.MustCompile(`{{\s*\.(\w+)\s*}}`)

// fields returns the fields every form of m reads, sorted.
func fields(m *i18n.Message) []string {
	seen := map[string]bool{}
	for _, form := range []string{m.Zero, m.One, m.Two, m.Few, m.Many, m.Other} {
		for _, f := range fieldPattern.FindAllStringSubmatch(form, -1) {
			seen[f[1]] = true
		}
	}
	out := make([]string, 0, len(seen))
	for f := range seen {
		out = append(out, f)
	}
	sort.Strings(out)
	return out
}

// plural reports whether m has forms for counts.
func plural(m *i18n.Message) bool {
	return m.Zero != "" || m.One != "" || m.Two != "" || m.Few != "" || m.Many != ""
}

// Check holds a language's catalogs to English's and says what is wrong,
// a line each: an id English has and the language lacks, or the other
// way round; a message that reads a field English does not give it, or
// leaves out one it does ({{.Count}} aside: "一" needs no figure); a
// plural message lacking a form the language's rules ask for at some
// count; a message whose template does not run.
func Check(code string) []string {
	en, err := Messages(English)
	if err != nil {
		return []string{err.Error()}
	}
	them, err := Messages(code)
	if err != nil {
		return []string{err.Error()}
	}
	var out []string
	for id := range en {
		if them[id] == nil {
			out = append(out, fmt.Sprintf("%s: missing %s", code, id))
		}
	}
	for id, m := range them {
		want := en[id]
		if want == nil {
			out = append(out, fmt.Sprintf("%s: %s is not one of English's ids", code, id))
			continue
		}
		got, need := fields(m), fields(want)
		for _, f := range got {
			if !slices.Contains(need, f) {
				out = append(out, fmt.Sprintf("%s: %s reads {{.%s}}, which it is not given", code, id, f))
			}
		}
		for _, f := range need {
			if f != "Count" && !slices.Contains(got, f) {
				out = append(out, fmt.Sprintf("%s: %s leaves out {{.%s}}", code, id, f))
			}
		}
	}
	out = append(out, run(code, en)...)
	sort.Strings(out)
	return out
}

// run says every message of the language, every plural one at counts 0
// to 200, and reports the first failure of each.
func run(code string, en map[string]*i18n.Message) []string {
	l := New(code)
	var out []string
	for id, m := range en {
		data := map[string]any{}
		for _, f := range fields(m) {
			data[f] = 1
		}
		cfg := &i18n.LocalizeConfig{MessageID: id, TemplateData: data}
		counts := []int{-1}
		if plural(m) {
			counts = counts[:0]
			for n := 0; n <= 200; n++ {
				counts = append(counts, n)
			}
		}
		for _, n := range counts {
			if n >= 0 {
				cfg.PluralCount = n
				data["Count"] = n
			}
			if why := say(l, cfg); why != "" {
				out = append(out, fmt.Sprintf("%s: %s at count %d: %s", code, id, n, why))
				break
			}
		}
	}
	return out
}

// say says one message as cfg asks and tells what went wrong, "" for
// nothing: an error of the template or the plural form, or the message
// said in another language (English, its fallback). A missing id is left
// to Check, which lists those.
func say(l *Lang, cfg *i18n.LocalizeConfig) string {
	_, tag, err := l.loc.LocalizeWithTag(cfg)
	var notFound *i18n.MessageNotFoundErr
	switch {
	case errors.As(err, &notFound):
		return ""
	case err != nil:
		return err.Error()
	case tag.String() != l.code && l.code != English:
		return "said in " + tag.String()
	}
	return ""
}
