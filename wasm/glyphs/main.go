// Command glyphs prints the characters the game can show, for
// scripts/subset-fonts.sh to cut the embedded faces down to them. For the
// EB Garamond faces: every printable character of the string and rune
// literals in the module's Go sources (tests aside), of the message
// catalogs of every language written in Latin letters (lang/locales), and
// the whole of Latin-1 and Latin Extended-A with the usual typographic
// punctuation, so that a name typed in later or a record read from
// another program still shows. For the Chinese face (-cjk): the Chinese
// catalogs' characters, and the same Latin letters, so that a name, a
// move or another language's own name shows in it too.
//
//	go run ./wasm/glyphs -root .          # U+0020,U+0021,... for pyftsubset --unicodes
//	go run ./wasm/glyphs -root . -text    # the characters themselves
//	go run ./wasm/glyphs -root . -cjk     # the Chinese face's
package main

import (
	"flag"
	"fmt"
	"go/ast"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/ninemen/morris/internal/gosrc"
)

func main() {
	root := flag.String("root", ".", "the module's root folder")
	asText := flag.Bool("text", false, "print the characters rather than U+ codes")
	cjk := flag.Bool("cjk", false, "the Chinese face's characters rather than the Latin faces'")
	flag.Parse()
	need := Needed
	if *cjk {
		need = NeededCJK
	}
	runes, err := need(*root)
	if err != nil {
		fmt.Fprintln(os.Stderr, "glyphs:", err)
		os.Exit(1)
	}
	if *asText {
		fmt.Println(string(runes))
		return
	}
	codes := make([]string, len(runes))
	for i, r := range runes {
		codes[i] = fmt.Sprintf("U+%04X", r)
	}
	fmt.Println(strings.Join(codes, ","))
}

// base is what every font of the game keeps whatever the sources say:
// Basic Latin, Latin-1, Latin Extended-A, and the punctuation of careful
// English typesetting.
func base() []rune {
	var out []rune
	for r := rune(0x20); r <= 0x7e; r++ {
		out = append(out, r)
	}
	for r := rune(0xa0); r <= 0x17f; r++ {
		out = append(out, r)
	}
	return append(out, []rune("‘’‚“”„–—―…•·′″‹›†‡−×÷€№")...)
}

// cjkCatalogs is the folder of the catalogs set in the Chinese face.
const cjkCatalogs = "zh-Hans"

// Needed returns, sorted and without repeats, the characters of base,
// those of the string and rune literals in the Go files under root, except
// tests, and those of the catalogs of the languages set in Latin letters;
// spaces and control characters aside.
func Needed(root string) ([]rune, error) {
	seen := map[rune]bool{}
	for _, r := range base() {
		seen[r] = true
	}
	if err := catalogs(root, seen, func(lang string) bool { return lang != cjkCatalogs }); err != nil {
		return nil, err
	}
	if err := literals(root, seen); err != nil {
		return nil, err
	}
	return sorted(seen), nil
}

// NeededCJK returns, sorted and without repeats, the characters of the
// Chinese catalogs and those of base the Chinese face has: all but Latin
// Extended-A, which Noto Serif CJK leaves out.
func NeededCJK(root string) ([]rune, error) {
	seen := map[rune]bool{}
	for _, r := range base() {
		if r < 0x100 || r > 0x17f {
			seen[r] = true
		}
	}
	if err := catalogs(root, seen, func(lang string) bool { return lang == cjkCatalogs }); err != nil {
		return nil, err
	}
	return sorted(seen), nil
}

// catalogs adds the characters of the message files of the languages
// under root/lang/locales that want says, comments and all.
func catalogs(root string, seen map[rune]bool, want func(lang string) bool) error {
	files, err := filepath.Glob(filepath.Join(root, "lang", "locales", "*", "*.toml"))
	if err != nil {
		return err
	}
	for _, f := range files {
		if !want(filepath.Base(filepath.Dir(f))) {
			continue
		}
		data, err := os.ReadFile(f)
		if err != nil {
			return err
		}
		add(seen, string(data))
	}
	return nil
}

func add(seen map[rune]bool, s string) {
	for _, r := range s {
		if unicode.IsGraphic(r) && !unicode.IsSpace(r) && r != unicode.ReplacementChar {
			seen[r] = true
		}
	}
}

func sorted(seen map[rune]bool) []rune {
	out := make([]rune, 0, len(seen))
	for r := range seen {
		out = append(out, r)
	}
	slices.Sort(out)
	return out
}

// literals adds the characters of the string and rune literals of the Go
// files under root, tests aside.
func literals(root string, seen map[rune]bool) error {
	return gosrc.Walk(root, func(fset *token.FileSet, f *ast.File) error {
		var bad error
		ast.Inspect(f, func(n ast.Node) bool {
			lit, ok := n.(*ast.BasicLit)
			if !ok || (lit.Kind != token.STRING && lit.Kind != token.CHAR) {
				return true
			}
			s, err := unquote(lit)
			if err != nil {
				bad = fmt.Errorf("%s: %w", fset.Position(lit.Pos()), err)
				return false
			}
			add(seen, s)
			return true
		})
		return bad
	})
}

func unquote(lit *ast.BasicLit) (string, error) {
	if lit.Kind == token.CHAR {
		r, _, _, err := strconv.UnquoteChar(lit.Value[1:len(lit.Value)-1], '\'')
		return string(r), err
	}
	return strconv.Unquote(lit.Value)
}
