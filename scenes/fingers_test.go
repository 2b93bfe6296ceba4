package scenes

import "testing"

func TestAppFollowsFingersMouseAndKeys(t *testing.T) {
	tap := &Input{Pointer: Pointer{X: 5, Y: 5, Present: true, Pressed: true, Down: true, Touch: true}}
	steps := []struct {
		name string
		in   *Input
		want bool
	}{
		{"a tap", tap, true},
		{"the mouse resting", &Input{Pointer: Pointer{X: 9, Y: 9, Present: true}}, true},
		{"a click", Click(9, 9), false},
		{"a tap again", tap, true},
		{"a key", Key(ActDown), false},
	}
	app := NewApp(nil, nil)
	m := NewManager(app, &layoutScene{t: t})
	m.SetSize(800, 600, 1)
	for _, s := range steps {
		if err := m.Step(s.in); err != nil {
			t.Fatal(err)
		}
		if app.Fingers != s.want {
			t.Fatalf("after %s: Fingers %v", s.name, app.Fingers)
		}
	}
}
