package scenes

import "testing"

func TestHistoryPointerRedraws(t *testing.T) {
	app := &App{Fonts: fontsForTest(t)}
	hs := NewHistory(app, &stubScene{}).(*History)
	m := newPointerManager(t, app, hs)
	back := &hs.backBtn.Rect
	// A place on the page with no line of the contents under it, nor
	// 5 px further.
	text := func() (float64, float64) {
		x := hs.view.X + hs.view.W/2
		for y := hs.view.Y + hs.view.H - 10; y > hs.view.Y; y -= 10 {
			if !hs.overLink(Pointer{X: x, Y: y, Present: true}) && !hs.overLink(Pointer{X: x + 5, Y: y + 5, Present: true}) {
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
	checkMotions(t, m, []motion{
		{"over the text", text, off(text, 5, 5), false, false},
		{"onto Back", text, centre(back), true, true},
		{"within Back", centre(back), off(centre(back), 3, 2), false, true},
		{"off Back", centre(back), text, true, false},
		{"onto a line of the contents", text, link, false, true},
	})

	// The page follows a mouse dragging it, its button held.
	x, y := text()
	quiet(t, m, mouseAt(x, y))
	if err := m.Step(&Input{Pointer: Pointer{X: x, Y: y, Present: true, Down: true, Pressed: true}}); err != nil {
		t.Fatal(err)
	}
	m.MarkDrawn()
	if err := m.Step(&Input{Pointer: Pointer{X: x, Y: y - 60, Present: true, Down: true}}); err != nil {
		t.Fatal(err)
	}
	if whole, _ := m.Pending(); !whole || hs.scroll == 0 {
		t.Errorf("a drag of 60 px: redraw %v, scroll %v", whole, hs.scroll)
	}
}
