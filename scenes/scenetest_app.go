package scenes

import (
	"errors"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/ninemen/morris/storage"
)

// fontsForTest parses the embedded typefaces once per test.
func fontsForTest(t *testing.T) *Fonts {
	t.Helper()
	f, err := LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// stubScene stands in for the scene an entry leads to.
type stubScene struct{}

func (*stubScene) Update(*Context) error { return nil }

func (*stubScene) Draw(*ebiten.Image) {}

func testApp(t *testing.T) *App {
	t.Helper()
	app := NewApp(nil, storage.At(t.TempDir()))
	app.NewTitle = func(*App) Scene { return &stubScene{} }
	return app
}

// stuckStore is a store on disk that cannot move a file aside (a folder it
// may write files in but not rename them, say), until unstuck.
type stuckStore struct {
	*storage.Store
	stuck bool
}

func (s *stuckStore) SetAside(name string) (string, error) {
	if s.stuck {
		return "", errors.New("rename: operation not permitted")
	}
	return s.Store.SetAside(name)
}

// fontsApp is an App with the typefaces, for scenes that draw text, and a
// stand-in for the title.
func fontsApp(t *testing.T) *App {
	t.Helper()
	app := NewApp(fontsForTest(t), storage.At(t.TempDir()))
	app.NewTitle = func(*App) Scene { return &stubScene{} }
	return app
}
