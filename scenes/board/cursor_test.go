package board_test

import (
	"testing"

	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/board"
)

// The first key only shows the cursor; arrows then step it along the
// lines, and Enter chooses its point only when it shows.
func TestCursorKeys(t *testing.T) {
	d2, _ := rules.ParsePoint("d2")
	d3, _ := rules.ParsePoint("d3")
	tests := []struct {
		name            string
		in              *scenes.Input
		at              rules.Point
		shown           bool
		next            rules.Point
		changed, chosen bool
	}{
		{"nothing pressed", &scenes.Input{}, d2, true, d2, false, false},
		{"an arrow shows a hidden cursor", scenes.Key(scenes.ActUp), d2, false, d2, true, false},
		{"an arrow steps a shown one", scenes.Key(scenes.ActUp), d2, true, d3, true, false},
		{"Enter shows a hidden cursor", scenes.Key(scenes.ActConfirm), d2, false, d2, true, false},
		{"Enter chooses under a shown one", scenes.Key(scenes.ActConfirm), d2, true, d2, true, true},
	}
	for _, tt := range tests {
		next, changed, chosen := board.CursorKeys(tt.in, nil, tt.at, tt.shown)
		if next != tt.next || changed != tt.changed || chosen != tt.chosen {
			t.Errorf("%s: %v, changed %v, chosen %v; want %v, %v, %v", tt.name, next, changed, chosen, tt.next, tt.changed, tt.chosen)
		}
	}
}
