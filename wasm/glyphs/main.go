// Command glyphs prints the characters the game can show, for
// scripts/subset-fonts.sh to cut the embedded EB Garamond faces down to
// them: every printable character of the string and rune literals in the
// module's Go sources (tests aside), and the whole of Latin-1 and Latin
// Extended-A with the usual typographic punctuation, so that a name typed
// in later or a record read from another program still shows.
//
//	go run ./wasm/glyphs -root .          # U+0020,U+0021,... for pyftsubset --unicodes
//	go run ./wasm/glyphs -root . -text    # the characters themselves
package main

import (
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"unicode"
)

func main() {
	root := flag.String("root", ".", "the module's root folder")
	asText := flag.Bool("text", false, "print the characters rather than U+ codes")
	flag.Parse()
	runes, err := Needed(*root)
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

// skip are the folders whose sources are no text of the game's.
var skip = map[string]bool{".git": true, "node_modules": true, "build": true, "testdata": true, "bench": true}

// Needed returns, sorted and without repeats, the characters of base and
// those of the string and rune literals in the Go files under root, except
// tests, spaces and control characters.
func Needed(root string) ([]rune, error) {
	seen := map[rune]bool{}
	for _, r := range base() {
		seen[r] = true
	}
	fset := token.NewFileSet()
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if path != root && skip[d.Name()] {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
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
			for _, r := range s {
				if unicode.IsGraphic(r) && !unicode.IsSpace(r) && r != unicode.ReplacementChar {
					seen[r] = true
				}
			}
			return true
		})
		return bad
	})
	if err != nil {
		return nil, err
	}
	out := make([]rune, 0, len(seen))
	for r := range seen {
		out = append(out, r)
	}
	slices.Sort(out)
	return out, nil
}

func unquote(lit *ast.BasicLit) (string, error) {
	if lit.Kind == token.CHAR {
		r, _, _, err := strconv.UnquoteChar(lit.Value[1:len(lit.Value)-1], '\'')
		return string(r), err
	}
	return strconv.Unquote(lit.Value)
}
