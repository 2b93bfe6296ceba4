package play

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/kit"
)

// MoveList is the game's move list as play and result show it, a row a
// move number with White's turn and Black's, for a scene of another
// package (the review): it scrolls with the wheel and drags, marks the
// turn shown, and says which turn is under the pointer.
type MoveList struct{ l moveList }

// Refresh rebuilds the rows from g; notes are marks put after turns, by
// the ply that ends the turn (nil for none).
func (m *MoveList) Refresh(g *rules.Game, notes map[int]string) {
	m.l.rows = rowsOf(g)
	m.l.notes = notes
}

// Update scrolls the list drawn in r by the wheel and drags; it reports
// whether it scrolled.
func (m *MoveList) Update(in *scenes.Input, r kit.Rect, text float64) bool {
	return m.l.update(in, r, text)
}

// Reveal scrolls the turn ending at ply end into view.
func (m *MoveList) Reveal(end int) { m.l.reveal(end) }

// At is the ply that ends the turn drawn at (x, y), if one is.
func (m *MoveList) At(r kit.Rect, text, x, y float64) (int, bool) { return m.l.at(r, text, x, y) }

// Top is the first row in view (fractional while scrolling), for a layer's
// key.
func (m *MoveList) Top() float64 { return m.l.top }

// Draw draws the list in r, the turn ending at ply shown marked.
func (m *MoveList) Draw(dst *ebiten.Image, k *kit.Kit, r kit.Rect, text float64, shown int) {
	m.l.draw(dst, k, r, text, shown)
}

// RowHeight is the height of a row of the list for a text size.
func RowHeight(text float64) float64 { return rowHeight(text) }
