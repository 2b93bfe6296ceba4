package scenes

import "testing"

func TestTitlePointerRedraws(t *testing.T) {
	app := titleApp(t)
	title := NewTitle(app).(*Title)
	m := newPointerManager(t, app, title)
	// The timeline turns by itself; held, it draws only when asked.
	title.timeline.wait = 1 << 30
	btn := func(label string) *Rect {
		for i := range title.buttons {
			if title.buttons[i].Label == label {
				return &title.buttons[i].Rect
			}
		}
		t.Fatalf("no button %q", label)
		return nil
	}
	two, hist := btn("Two players"), btn("History")
	computer := btn("Play against the computer")
	if app.NewAgent != nil {
		t.Fatal("the test needs the computer's entry disabled")
	}
	empty := at(4, 4)
	checkMotions(t, m, []motion{
		{"over empty space", empty, at(9, 7), false, false},
		{"onto a button", empty, centre(two), true, true},
		{"within a button", centre(two), off(centre(two), 6, 3), false, true},
		{"from button to button", centre(two), centre(hist), true, true},
		{"off a button", centre(hist), empty, true, false},
		{"onto the disabled entry", empty, centre(computer), false, false},
		{"onto the timeline's card", empty, centre(&title.lay.card), false, true},
		{"within the card", centre(&title.lay.card), off(centre(&title.lay.card), -20, 10), false, true},
	})
}
