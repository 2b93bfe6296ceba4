package settings

import (
	"testing"

	"github.com/ninemen/morris/scenes/internal/scenetest"
)

func TestSettingsPointerRedraws(t *testing.T) {
	a := scenetest.FontsApp(t)
	s := New(a, &scenetest.Stub{}).(*Scene)
	m := scenetest.NewPointerManager(t, a, s)
	empty := scenetest.At(4, 4)
	row := &s.rows[0].rect
	scenetest.CheckMotions(t, m, []scenetest.Motion{
		{Name: "over empty space", From: empty, To: scenetest.At(9, 7), Redraw: false, Hand: false},
		{Name: "onto a row", From: empty, To: scenetest.Centre(row), Redraw: true, Hand: false},
		{Name: "within a row", From: scenetest.Centre(row), To: scenetest.Off(scenetest.Centre(row), 40, 2), Redraw: false, Hand: false},
		{Name: "from row to row", From: scenetest.Centre(row), To: scenetest.Centre(&s.rows[1].rect), Redraw: true, Hand: false},
		{Name: "onto Done", From: empty, To: scenetest.Centre(&s.done.Rect), Redraw: true, Hand: false},
		{Name: "off Done", From: scenetest.Centre(&s.done.Rect), To: empty, Redraw: true, Hand: false},
	})
}
