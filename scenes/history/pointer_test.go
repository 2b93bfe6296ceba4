package history

import (
	"testing"

	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/app"
	"github.com/ninemen/morris/scenes/internal/scenetest"
)

func TestHistoryPointerRedraws(t *testing.T) {
	a := app.NewAppWith(scenetest.Fonts(t), nil)
	hs := New(a, &scenetest.Stub{}).(*Scene)
	m := scenetest.NewPointerManager(t, a, hs)
	back := &hs.backBtn.Rect
	// A place on the page with no line of the contents under it, nor
	// 5 px further.
	text := func() (float64, float64) {
		x := hs.view.X + hs.view.W/2
		for y := hs.view.Y + hs.view.H - 10; y > hs.view.Y; y -= 10 {
			if !hs.overLink(scenes.Pointer{X: x, Y: y, Present: true}) && !hs.overLink(scenes.Pointer{X: x + 5, Y: y + 5, Present: true}) {
				return x, y
			}
		}
		t.Fatal("the whole page is links")
		return 0, 0
	}
	link := func() (float64, float64) {
		x, y := hs.doc.Links[3].R.Center()
		return x + hs.view.X, y + hs.view.Y - hs.scroll
	}
	scenetest.CheckMotions(t, m, []scenetest.Motion{
		{Name: "over the text", From: text, To: scenetest.Off(text, 5, 5), Redraw: false, Hand: false},
		{Name: "onto Back", From: text, To: scenetest.Centre(back), Redraw: true, Hand: true},
		{Name: "within Back", From: scenetest.Centre(back), To: scenetest.Off(scenetest.Centre(back), 3, 2), Redraw: false, Hand: true},
		{Name: "off Back", From: scenetest.Centre(back), To: text, Redraw: true, Hand: false},
		{Name: "onto a line of the contents", From: text, To: link, Redraw: false, Hand: true},
	})

	// The page follows a mouse dragging it, its button held.
	x, y := text()
	scenetest.Quiet(t, m, scenetest.MouseAt(x, y))
	if err := m.Step(&scenes.Input{Pointer: scenes.Pointer{X: x, Y: y, Present: true, Down: true, Pressed: true}}); err != nil {
		t.Fatal(err)
	}
	m.MarkDrawn()
	if err := m.Step(&scenes.Input{Pointer: scenes.Pointer{X: x, Y: y - 60, Present: true, Down: true}}); err != nil {
		t.Fatal(err)
	}
	if whole, part := m.Pending(); !(whole || part) || hs.scroll == 0 {
		t.Errorf("a drag of 60 px: drawn whole %v, in part %v, scroll %v", whole, part, hs.scroll)
	}
}
