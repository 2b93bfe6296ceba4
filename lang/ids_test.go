package lang_test

import (
	"go/ast"
	"go/token"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/ninemen/morris/internal/gosrc"
	"github.com/ninemen/morris/lang"
)

// idShape is what a message id looks like: dotted lower-case words.
var idShape = regexp.MustCompile(`^[a-z][a-z0-9_]*(\.[a-z0-9_]+)+$`)

// fileName is what a file's name looks like, settings.json, which an id
// does not.
var fileName = regexp.MustCompile(`\.(json|toml|txt|pgn|fen|mmr|png|otf|ttf|egtb)$`)

// sources returns the string literals of the module's Go files (see
// gosrc.Walk), and those of them given first to a T or N call: the ids
// the code names.
func sources(t *testing.T, root string) (literals map[string]string, called map[string]string) {
	literals, called = map[string]string{}, map[string]string{}
	err := gosrc.Walk(root, func(fset *token.FileSet, f *ast.File) error {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.BasicLit:
				if n.Kind == token.STRING {
					if s, err := strconv.Unquote(n.Value); err == nil {
						literals[s] = fset.Position(n.Pos()).String()
					}
				}
			case *ast.CallExpr:
				sel, ok := n.Fun.(*ast.SelectorExpr)
				if !ok || (sel.Sel.Name != "T" && sel.Sel.Name != "N") || len(n.Args) == 0 {
					return true
				}
				if lit, ok := n.Args[0].(*ast.BasicLit); ok && lit.Kind == token.STRING {
					if s, err := strconv.Unquote(lit.Value); err == nil {
						called[s] = fset.Position(lit.Pos()).String()
					}
				}
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return literals, called
}

// Every id the code names is in the catalogs, and every id of the
// catalogs is named somewhere in the code: a message nobody says is a
// message translators work on for nothing.
func TestCodeAndCatalogsAgree(t *testing.T) {
	en, err := lang.Messages(lang.English)
	if err != nil {
		t.Fatal(err)
	}
	literals, called := sources(t, "..")
	spaces := map[string]bool{}
	for id := range en {
		spaces[id[:strings.Index(id, ".")]] = true
	}
	for id, where := range called {
		if en[id] == nil {
			t.Errorf("%s: %q is in no catalog", where, id)
		}
	}
	for s, where := range literals {
		if idShape.MatchString(s) && !fileName.MatchString(s) && spaces[s[:strings.Index(s, ".")]] && en[s] == nil && called[s] == "" {
			t.Errorf("%s: %q looks like a message id and is in no catalog", where, s)
		}
	}
	for id := range en {
		if _, ok := literals[id]; !ok {
			t.Errorf("%s is in the catalogs but no code says it", id)
		}
	}
}
