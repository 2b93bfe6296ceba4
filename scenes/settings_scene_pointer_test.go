package scenes

import "testing"

func TestSettingsPointerRedraws(t *testing.T) {
	app := fontsApp(t)
	s := NewSettingsScene(app, &stubScene{}).(*settingsScene)
	m := newPointerManager(t, app, s)
	empty := at(4, 4)
	row := &s.rows[0].rect
	checkMotions(t, m, []motion{
		{"over empty space", empty, at(9, 7), false, false},
		{"onto a row", empty, centre(row), true, false},
		{"within a row", centre(row), off(centre(row), 40, 2), false, false},
		{"from row to row", centre(row), centre(&s.rows[1].rect), true, false},
		{"onto Done", empty, centre(&s.done.Rect), true, false},
		{"off Done", centre(&s.done.Rect), empty, true, false},
	})
}
