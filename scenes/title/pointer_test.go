package title

import (
	"testing"

	"github.com/ninemen/morris/scenes/internal/scenetest"
	"github.com/ninemen/morris/scenes/kit"
)

func TestTitlePointerRedraws(t *testing.T) {
	a := titleApp(t)
	title := New(a).(*Scene)
	m := scenetest.NewPointerManager(t, a, title)
	// The timeline turns by itself; held, it draws only when asked.
	title.timeline.wait = 1 << 62 // never, in a test: a Duration, 1<<30 would be a second
	btn := func(label string) *kit.Rect {
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
	if a.NewAgent != nil {
		t.Fatal("the test needs the computer's entry disabled")
	}
	empty := scenetest.At(4, 4)
	scenetest.CheckMotions(t, m, []scenetest.Motion{
		{Name: "over empty space", From: empty, To: scenetest.At(9, 7), Redraw: false, Hand: false},
		{Name: "onto a button", From: empty, To: scenetest.Centre(two), Redraw: true, Hand: true},
		{Name: "within a button", From: scenetest.Centre(two), To: scenetest.Off(scenetest.Centre(two), 6, 3), Redraw: false, Hand: true},
		{Name: "from button to button", From: scenetest.Centre(two), To: scenetest.Centre(hist), Redraw: true, Hand: true},
		{Name: "off a button", From: scenetest.Centre(hist), To: empty, Redraw: true, Hand: false},
		{Name: "onto the disabled entry", From: empty, To: scenetest.Centre(computer), Redraw: false, Hand: false},
		// The card says it is paused while the mouse rests on it.
		{Name: "onto the timeline's card", From: empty, To: scenetest.Centre(&title.lay.card), Redraw: true, Hand: true},
		{Name: "within the card", From: scenetest.Centre(&title.lay.card), To: scenetest.Off(scenetest.Centre(&title.lay.card), -20, 10), Redraw: false, Hand: true},
		{Name: "off the card", From: scenetest.Centre(&title.lay.card), To: empty, Redraw: true, Hand: false},
	})
}
