package six

import "testing"

// TestReach counts the positions play reaches: with the games it ends,
// 42,372,745, the count of the published solution (docs/boards.md), so
// that solution plays the same game.
func TestReach(t *testing.T) {
	if testing.Short() {
		t.Skip("follows every line of play: tens of seconds")
	}
	positions, finished := Reach()
	if positions != 42101105 || finished != 271640 {
		t.Errorf("%d positions and %d games over reached, want 42101105 and 271640", positions, finished)
	}
}
