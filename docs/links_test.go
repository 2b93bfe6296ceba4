package docs_test

import (
	"fmt"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode"
)

// root is the repository, seen from this package's folder, where go test
// runs the test.
const root = ".."

// maxReadmeLines is the first length README.md may not reach: it is for
// players and newcomers, and the reference lives in docs/.
const maxReadmeLines = 250

// markdownFiles returns README.md and docs/*.md, as paths from the
// repository's root.
func markdownFiles(t *testing.T) []string {
	t.Helper()
	docs, err := filepath.Glob(filepath.Join(root, "docs", "*.md"))
	if err != nil {
		t.Fatal(err)
	}
	files := []string{"README.md"}
	for _, d := range docs {
		rel, err := filepath.Rel(root, d)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, filepath.ToSlash(rel))
	}
	return files
}

func readFile(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(name)))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestLinks checks every link and image of README.md and docs/*.md: a
// relative target must exist, relative to the file that links to it, and
// an anchor (#slug, alone or after a file) must name a heading of the
// Markdown file it points into, by GitHub's slugs. Links to the web and
// mail addresses are not followed.
func TestLinks(t *testing.T) {
	slugs := map[string][]string{} // Markdown file -> its headings' slugs, read once
	headings := func(name string) ([]string, error) {
		if s, ok := slugs[name]; ok {
			return s, nil
		}
		b, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(name)))
		if err != nil {
			return nil, err
		}
		s := headingSlugs(string(b))
		slugs[name] = s
		return s, nil
	}
	for _, file := range markdownFiles(t) {
		t.Run(file, func(t *testing.T) {
			links := extractLinks(readFile(t, file))
			if file == "README.md" && len(links) == 0 {
				t.Fatal("README.md: no links found; is the parser broken?")
			}
			for _, l := range links {
				if err := checkLink(file, l.target, headings); err != nil {
					t.Errorf("%s:%d: link %q: %v", file, l.line, l.target, err)
				}
			}
		})
	}
}

// TestReadmeLength holds README.md under maxReadmeLines lines.
func TestReadmeLength(t *testing.T) {
	text := readFile(t, "README.md")
	n := strings.Count(text, "\n")
	if text != "" && !strings.HasSuffix(text, "\n") {
		n++
	}
	if n >= maxReadmeLines {
		t.Errorf("README.md has %d lines, want fewer than %d: move reference to docs/", n, maxReadmeLines)
	}
}

// checkLink reports what is wrong with target, a link in the Markdown file
// from (a path from the repository's root), or nil if it resolves.
func checkLink(from, target string, headings func(string) ([]string, error)) error {
	if target == "" {
		return fmt.Errorf("empty target")
	}
	if external(target) {
		return nil
	}
	file, anchor, hasAnchor := strings.Cut(target, "#")
	file, err := url.PathUnescape(file)
	if err != nil {
		return fmt.Errorf("bad escape in the path: %v", err)
	}
	name := from
	if file != "" {
		if strings.HasPrefix(file, "/") {
			name = path.Clean(strings.TrimPrefix(file, "/"))
		} else {
			name = path.Join(path.Dir(from), file)
		}
		if name == ".." || strings.HasPrefix(name, "../") {
			return fmt.Errorf("%s is outside the repository", name)
		}
		if _, err := os.Stat(filepath.Join(root, filepath.FromSlash(name))); err != nil {
			return fmt.Errorf("no file %s", name)
		}
	}
	if !hasAnchor {
		return nil
	}
	if anchor == "" {
		return fmt.Errorf("empty anchor")
	}
	if !strings.HasSuffix(name, ".md") {
		if lineAnchor.MatchString(anchor) {
			return nil
		}
		return fmt.Errorf("anchor #%s into %s, which is not Markdown", anchor, name)
	}
	anchor, err = url.PathUnescape(anchor)
	if err != nil {
		return fmt.Errorf("bad escape in the anchor: %v", err)
	}
	s, err := headings(name)
	if err != nil {
		return err
	}
	if !slices.Contains(s, anchor) {
		return fmt.Errorf("no heading with the slug %q in %s", anchor, name)
	}
	return nil
}

// lineAnchor is GitHub's anchor for lines of a file it shows as code.
var lineAnchor = regexp.MustCompile(`^L[0-9]+(-L[0-9]+)?$`)

// external reports whether target is a link to the web or a mail
// address, which the test does not fetch.
func external(target string) bool {
	lower := strings.ToLower(target)
	for _, scheme := range []string{"http://", "https://", "mailto:"} {
		if strings.HasPrefix(lower, scheme) {
			return true
		}
	}
	return false
}

// link is a link or an image: its target and the line it starts on.
type link struct {
	line   int
	target string
}

// linkRE matches an inline link [text](target) or image ![alt](target),
// with an optional title after the target. The text may run over lines.
var linkRE = regexp.MustCompile(`!?\[([^\]]*)\]\(\s*<?([^)\s>]*)>?(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)`)

// extractLinks returns the links and images of a Markdown text, leaving
// out what is inside code blocks and code spans.
func extractLinks(text string) []link {
	text = blankCode(text)
	var links []link
	for _, m := range linkRE.FindAllStringSubmatchIndex(text, -1) {
		links = append(links, link{
			line:   1 + strings.Count(text[:m[0]], "\n"),
			target: text[m[4]:m[5]],
		})
	}
	return links
}

// blankCode returns text with the insides of fenced code blocks and code
// spans turned to spaces, the lines kept where they were, so that neither
// links nor headings are read from code.
func blankCode(text string) string {
	lines := strings.SplitAfter(text, "\n")
	fence := ""
	for i, l := range lines {
		trimmed := strings.TrimLeft(l, " ")
		if fence != "" {
			if strings.HasPrefix(trimmed, fence) && strings.TrimSpace(strings.TrimLeft(trimmed, fence[:1])) == "" {
				fence = ""
			}
			lines[i] = blank(l)
			continue
		}
		if len(l)-len(trimmed) <= 3 {
			for _, f := range []string{"```", "~~~"} {
				if strings.HasPrefix(trimmed, f) {
					n := len(trimmed) - len(strings.TrimLeft(trimmed, f[:1]))
					fence = strings.Repeat(f[:1], n)
					lines[i] = blank(l)
					break
				}
			}
			if fence != "" {
				continue
			}
		}
	}
	return blankSpans(strings.Join(lines, ""))
}

// blankSpans turns the code spans of text (a run of backticks up to the
// next run of the same length) to spaces, the newlines kept.
func blankSpans(text string) string {
	b := []byte(text)
	for i := 0; i < len(b); {
		if b[i] != '`' {
			i++
			continue
		}
		n := run(b, i)
		end := -1
		for j := i + n; j < len(b); {
			if b[j] != '`' {
				j++
				continue
			}
			m := run(b, j)
			if m == n {
				end = j
				break
			}
			j += m
		}
		if end < 0 {
			i += n // no closing run: the backticks are text
			continue
		}
		copy(b[i:end+n], blank(string(b[i:end+n])))
		i = end + n
	}
	return string(b)
}

// run counts the backticks starting at b[i].
func run(b []byte, i int) int {
	n := 0
	for i+n < len(b) && b[i+n] == '`' {
		n++
	}
	return n
}

// blank returns s with every byte but newlines turned to a space.
func blank(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c != '\n' {
			b[i] = ' '
		}
	}
	return string(b)
}

// headingRE matches an ATX heading: one to six #, a space, the text, and
// any closing #s.
var headingRE = regexp.MustCompile(`^ {0,3}#{1,6}(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$`)

// inlineLinkRE matches a link inside a heading, whose text is what the
// slug is made of.
var inlineLinkRE = regexp.MustCompile(`!?\[([^\]]*)\]\([^)]*\)`)

// headingSlugs returns the slugs of a Markdown text's headings, as GitHub
// makes them, a repeated slug numbered -1, -2 and on.
func headingSlugs(text string) []string {
	// Code spans are kept, as their text is part of the heading's; only
	// fenced blocks are left out.
	var slugs []string
	seen := map[string]int{}
	fence := ""
	for l := range strings.Lines(text) {
		l = strings.TrimRight(l, "\r\n")
		trimmed := strings.TrimLeft(l, " ")
		if fence != "" {
			if strings.HasPrefix(trimmed, fence) && strings.TrimSpace(strings.TrimLeft(trimmed, fence[:1])) == "" {
				fence = ""
			}
			continue
		}
		if len(l)-len(trimmed) <= 3 && (strings.HasPrefix(trimmed, "```") || strings.HasPrefix(trimmed, "~~~")) {
			fence = strings.Repeat(trimmed[:1], len(trimmed)-len(strings.TrimLeft(trimmed, trimmed[:1])))
			continue
		}
		m := headingRE.FindStringSubmatch(l)
		if m == nil {
			continue
		}
		s := slug(m[1])
		if n, ok := seen[s]; ok {
			seen[s] = n + 1
			s = fmt.Sprintf("%s-%d", s, n+1)
		} else {
			seen[s] = 0
		}
		slugs = append(slugs, s)
	}
	return slugs
}

// slug makes a heading's anchor as GitHub does: the text as shown (a
// link's text without its target), lower case, with every character but
// letters, digits, marks, '_', '-' and spaces dropped and each space
// turned to '-'.
func slug(heading string) string {
	heading = inlineLinkRE.ReplaceAllString(heading, "$1")
	var b strings.Builder
	for _, r := range strings.ToLower(strings.TrimSpace(heading)) {
		switch {
		case r == ' ':
			b.WriteByte('-')
		case r == '-' || r == '_' || unicode.IsLetter(r) || unicode.IsNumber(r) || unicode.IsMark(r):
			b.WriteRune(r)
		}
	}
	return b.String()
}

func TestSlug(t *testing.T) {
	for _, c := range []struct{ heading, want string }{
		{"The figures", "the-figures"},
		{"Where the browser's first picture goes", "where-the-browsers-first-picture-goes"},
		{"The frame benchmark: `make bench-frames`", "the-frame-benchmark-make-bench-frames"},
		{"Matches between engines: `ai/cmd/match`", "matches-between-engines-aicmdmatch"},
		{"Tuning the weights (Texel tuning)", "tuning-the-weights-texel-tuning"},
		{"A removal is a ply of its own", "a-removal-is-a-ply-of-its-own"},
		{"Positions: Sanmill's FEN", "positions-sanmills-fen"},
		{"See [the rules](rules.md) — and *more*", "see-the-rules--and-more"},
		{"snake_case and CAPS 42", "snake_case-and-caps-42"},
		{"Règles à part", "règles-à-part"},
	} {
		if got := slug(c.heading); got != c.want {
			t.Errorf("slug(%q) = %q, want %q", c.heading, got, c.want)
		}
	}
}

func TestHeadingSlugs(t *testing.T) {
	text := "# Title\n\n## Usage\n\n```sh\n# not a heading\n```\n\n### Usage\n#nospace\n    # indented code\n## Closed ##\n"
	want := []string{"title", "usage", "usage-1", "closed"}
	if got := headingSlugs(text); !slices.Equal(got, want) {
		t.Errorf("headingSlugs = %q, want %q", got, want)
	}
}

func TestExtractLinks(t *testing.T) {
	for _, c := range []struct {
		name, text string
		want       []link
	}{
		{"link", "see [the doc](docs/a.md) here", []link{{1, "docs/a.md"}}},
		{"image", "\n![alt text](shots/a.png)", []link{{2, "shots/a.png"}}},
		{"anchor", "[up](#top) and [there](b.md#part)", []link{{1, "#top"}, {1, "b.md#part"}}},
		{"title", `[t](a.md "a title")`, []link{{1, "a.md"}}},
		{"text over lines", "one\n[two\nthree](c.md)", []link{{2, "c.md"}}},
		{"code span", "`[not](a.md)` but [yes](b.md)", []link{{1, "b.md"}}},
		{"double backticks", "``[not](a.md) ` `` [yes](b.md)", []link{{1, "b.md"}}},
		{"fenced block", "```\n[not](a.md)\n```\n[yes](b.md)", []link{{4, "b.md"}}},
		{"tilde fence", "~~~go\n[not](a.md)\n~~~\n", nil},
		{"no target", "[Variant \"Nine\"] (x)", nil},
		{"web", "[site](https://example.org)", []link{{1, "https://example.org"}}},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := extractLinks(c.text); !slices.Equal(got, c.want) {
				t.Errorf("extractLinks(%q) = %v, want %v", c.text, got, c.want)
			}
		})
	}
}

func TestCheckLink(t *testing.T) {
	headings := func(name string) ([]string, error) {
		if name == "docs/x.md" {
			return []string{"part", "other"}, nil
		}
		b, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(name)))
		return headingSlugs(string(b)), err
	}
	for _, c := range []struct {
		from, target string
		ok           bool
	}{
		{"README.md", "docs/match.md", true},
		{"README.md", "docs/screenshots/title.png", true},
		{"docs/engine.md", "match.md", true},
		{"docs/engine.md", "../README.md", true},
		{"docs/engine.md", "/README.md", true},
		{"README.md", "https://ebitengine.org", true},
		{"README.md", "mailto:someone@example.org", true},
		{"docs/x.md", "#part", true},
		{"docs/x.md", "#missing", false},
		{"README.md", "docs/missing.md", false},
		{"docs/engine.md", "docs/match.md", false},
		{"docs/engine.md", "../../outside.md", false},
		{"README.md", "docs/match.md#no-such-heading", false},
		{"README.md", "go.mod#L3", true},
		{"README.md", "go.mod#module", false},
		{"README.md", "", false},
		{"README.md", "docs/match.md#", false},
	} {
		err := checkLink(c.from, c.target, headings)
		if (err == nil) != c.ok {
			t.Errorf("checkLink(%q, %q) = %v, want ok %v", c.from, c.target, err, c.ok)
		}
	}
}
