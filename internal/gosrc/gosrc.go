// Package gosrc walks the module's own Go sources, for the tool and the
// tests that read what the program's literals say: the characters the
// faces must hold (wasm/glyphs), the message ids the code names (lang).
package gosrc

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strings"
)

// skip are the folders whose Go files are not the program's: tools' own
// and test data, and the frame benchmark's hello world.
var skip = map[string]bool{".git": true, "node_modules": true, "build": true, "testdata": true, "bench": true}

// Walk parses every Go file under root but tests, generated files (such
// as lang/catalogs.go, which is the catalogs again) and the folders of
// skip, and calls visit with each, in the order of the walk.
func Walk(root string, visit func(fset *token.FileSet, f *ast.File) error) error {
	fset := token.NewFileSet()
	return filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
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
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution|parser.ParseComments)
		if err != nil {
			return err
		}
		if ast.IsGenerated(f) {
			return nil
		}
		return visit(fset, f)
	})
}
