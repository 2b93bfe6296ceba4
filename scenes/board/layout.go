package board

import (
	"math"

	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes/kit"
	"github.com/ninemen/morris/sprites"
)

// Layout is where everything of the play scene goes for one screen
// size, in screen pixels. It is worked out from the size alone, without
// fonts or images, so tests can find the points to click.
type Layout struct {
	W, H, S float64
	// Portrait puts the status, buttons and move list in strips above and
	// below the board; compact (a kind of Portrait) puts the players' cards
	// side by side in one strip above the board instead of one above and one
	// below, so that a short window keeps a large board.
	Portrait bool
	compact  bool
	// Board is the Board image's rectangle (square); points gives the
	// places on it, relative to Board's corner.
	Board  kit.Rect
	Points sprites.Layout
	// Cards are the players' places, indexed by rules.Color: name, men in
	// hand and men taken.
	Cards [2]kit.Rect
	// Status is where whose turn and what to do is said.
	Status kit.Rect
	// Moves is the move list, which may be empty (no height) when a small
	// window needs all its room for the board; buttons is the row of Undo,
	// Redo, Menu.
	Moves   kit.Rect
	Buttons kit.Rect
	// Text is the base Text size.
	Text float64
	// ClockW is the width kept at the right of each card for its side's
	// clock (ClockRect); 0, as NewLayout leaves it, for a game without.
	ClockW float64
}

// ClockWidth is the width a card's clock takes (Layout.ClockW): "15:00"
// in digits a little larger than the card's name.
func (l *Layout) ClockWidth() float64 { return math.Round(l.Text * 3.6) }

// ClockRect is where c's clock shows: the right end of its card, both
// rows high.
func (l *Layout) ClockRect(c rules.Color) kit.Rect {
	r := l.Cards[c]
	pad := r.H * 0.12
	return kit.Rect{X: r.X + r.W - pad*1.4 - l.ClockW, Y: r.Y + pad, W: l.ClockW, H: r.H - 2*pad}
}

// NewLayout lays out a screen of w×h pixels at s pixels per unit.
// Each arrangement is laid out and the one with the largest board is kept:
// the board is what the player looks at, and a fixed rule of proportions
// gives near-square windows a small board in whichever shape it picks.
// Within 2% the earlier arrangement wins, as it keeps more room for the
// move list, and one with no room for the list at all must beat the
// others by a tenth. An arrangement that cannot give its other parts the room they
// need does not count; the compact one always fits.
func NewLayout(w, h int, s float64) Layout {
	return layoutAmong(w, h, s, (*Layout).layoutLandscape, (*Layout).layoutPortrait, (*Layout).layoutCompact)
}

// OnBoard returns the layout with the points of board b (nil for the
// 24-point board): the screen is divided alike for every board, and the
// board's points fill its image.
func (l Layout) OnBoard(b *rules.Board) Layout {
	if b == nil {
		b = rules.BoardFor(false)
	}
	l.Points = sprites.NewBoardLayout(int(l.Board.W), b)
	return l
}

// layoutAmong is the best of the arrangements for the window.
func layoutAmong(w, h int, s float64, arrangements ...func(*Layout) bool) Layout {
	if s <= 0 {
		s = 1
	}
	base := Layout{W: float64(w), H: float64(h), S: s}
	var best Layout
	bestScore := 0.0
	for _, arrange := range arrangements {
		l := base
		if !arrange(&l) {
			continue
		}
		score := l.Board.W
		if l.Moves.H == 0 {
			score *= 0.95 // the move list is worth a twentieth of the board
		}
		if score > bestScore*1.02 {
			best, bestScore = l, score
		}
	}
	best.Points = sprites.NewLayout(int(best.Board.W))
	return best
}

// layoutLandscape puts the board at the left and a panel at its right. It
// reports false when the window is too narrow for the panel's minimum
// width beside a usable board, or too short for the panel's parts.
func (l *Layout) layoutLandscape() bool {
	u := l.S
	pad := math.Max(12*u, math.Min(l.W, l.H)*0.025)
	panelW := kit.Clamp(l.W*0.30, 220*u, 400*u)
	side := math.Min(l.H-2*pad, l.W-panelW-3*pad)
	if side < 120*u {
		return false
	}
	side = math.Floor(side)
	group := side + pad + panelW
	x0 := math.Floor((l.W - group) / 2)
	y0 := math.Floor((l.H - side) / 2)
	l.Board = kit.Rect{X: x0, Y: y0, W: side, H: side}
	// The panel lines up with the wood, inside the board image's shadow.
	inset := side * 0.03
	px, py, ph := x0+side+pad, y0+inset, side-2*inset
	l.Text = kit.Clamp(math.Min(panelW/15, ph/24), 13*u, 26*u)
	cardH := math.Round(l.Text * 4.1)
	statusH := math.Round(l.Text * 3.5)
	btnH := math.Round(kit.Clamp(l.Text*2.1, 34*u, 52*u))
	gap := math.Round(l.Text * 0.7)
	l.Cards[rules.Black] = kit.Rect{X: px, Y: py, W: panelW, H: cardH}
	l.Cards[rules.White] = kit.Rect{X: px, Y: py + ph - cardH, W: panelW, H: cardH}
	l.Status = kit.Rect{X: px, Y: py + cardH + gap, W: panelW, H: statusH}
	l.Buttons = kit.Rect{X: px, Y: py + ph - cardH - gap - btnH, W: panelW, H: btnH}
	top := l.Status.Y + statusH + gap
	l.Moves = kit.Rect{X: px, Y: top, W: panelW, H: l.Buttons.Y - gap - top}
	// The move list needs a row or two, and the result scene puts its
	// stepping buttons at the list's top.
	return l.Moves.H >= l.Text*1.6+btnH

}

// layoutPortrait stacks the status, Black's card, the board, White's card,
// the buttons and the move list. It always fits, if only with a small
// board.
func (l *Layout) layoutPortrait() bool {
	l.Portrait = true
	u := l.S
	pad := math.Max(10*u, l.W*0.025)
	l.Text = kit.Clamp(l.W/26, 13*u, 24*u)
	statusH := math.Round(l.Text * 3.2)
	cardH := math.Round(l.Text * 3.6)
	btnH := math.Round(kit.Clamp(l.Text*2.2, 36*u, 52*u))
	movesMin := math.Round(l.Text * 3.2)
	gap := math.Round(l.Text * 0.5)
	fixed := statusH + 2*cardH + btnH + movesMin + 5*gap + 2*pad
	side := math.Floor(math.Min(l.W-2*pad+l.W*0.04, l.H-fixed))
	if side < 60 {
		side = 60
	}
	cardW := math.Min(l.W-2*pad, side)
	x := math.Floor((l.W - cardW) / 2)
	// Spare height goes to the move list, but the list need not be tall.
	spare := l.H - fixed - side
	extraMoves := math.Min(spare, l.Text*6)
	total := fixed + side + extraMoves
	y := math.Floor((l.H-total)/2) + pad
	l.Status = kit.Rect{X: x, Y: y, W: cardW, H: statusH}
	y += statusH + gap
	l.Cards[rules.Black] = kit.Rect{X: x, Y: y, W: cardW, H: cardH}
	y += cardH + gap
	// The board's image has a shadow margin, so it may be a little wider
	// than the cards and still look aligned with them.
	l.Board = kit.Rect{X: math.Floor((l.W - side) / 2), Y: y - side*0.02, W: side, H: side}
	y += side - side*0.04 + gap
	l.Cards[rules.White] = kit.Rect{X: x, Y: y, W: cardW, H: cardH}
	y += cardH + gap
	l.Buttons = kit.Rect{X: x, Y: y, W: cardW, H: btnH}
	y += btnH + gap
	l.Moves = kit.Rect{X: x, Y: y, W: cardW, H: movesMin + extraMoves}
	return true
}

// layoutCompact is the portrait for a short window: the status, the two
// cards side by side, the board, the buttons, and the move list with what
// height is left. The list keeps its few rows unless the board would then
// be less than 60% of the window's short side; below that the board takes
// the list's room.
func (l *Layout) layoutCompact() bool {
	l.Portrait, l.compact = true, true
	u := l.S
	pad := math.Max(8*u, math.Min(l.W, l.H)*0.025)
	l.Text = kit.Clamp(math.Min(l.W/26, l.H/30), 13*u, 24*u)
	statusH := math.Round(l.Text * 3.2)
	cardH := math.Round(l.Text * 3.6)
	btnH := math.Round(kit.Clamp(l.Text*2.2, 36*u, 52*u))
	movesMin := math.Round(l.Text * 3.2)
	gap := math.Round(l.Text * 0.5)
	// The board's image has a shadow margin; the cards above and the
	// buttons below may reach into it, as in the portrait.
	const margin = 0.02
	k := 1 - 2*margin
	chrome := statusH + cardH + btnH + 4*gap + 2*pad
	wide := l.W - 2*pad + l.W*0.04
	withList := (l.H - chrome - movesMin) / k
	side := math.Min(wide, math.Min((l.H-chrome)/k, math.Max(withList, 0.6*math.Min(l.W, l.H))))
	side = math.Floor(math.Max(side, 60))
	cardW := math.Min(l.W-2*pad, side)
	x := math.Floor((l.W - cardW) / 2)
	movesH := math.Max(0, math.Min(l.H-chrome-side*k, movesMin+l.Text*6))
	if movesH < RowHeight(l.Text) {
		movesH = 0 // no room for a row: no list
	}
	total := chrome + side*k + movesH
	y := math.Floor((l.H-total)/2) + pad
	l.Status = kit.Rect{X: x, Y: y, W: cardW, H: statusH}
	y += statusH + gap
	half := math.Floor((cardW - gap) / 2)
	// White, who moves first, on the left, as the move list reads.
	l.Cards[rules.White] = kit.Rect{X: x, Y: y, W: half, H: cardH}
	l.Cards[rules.Black] = kit.Rect{X: x + cardW - half, Y: y, W: half, H: cardH}
	y += cardH + gap
	l.Board = kit.Rect{X: math.Floor((l.W - side) / 2), Y: y - side*margin, W: side, H: side}
	y += side*k + gap
	l.Buttons = kit.Rect{X: x, Y: y, W: cardW, H: btnH}
	y += btnH + gap
	l.Moves = kit.Rect{X: x, Y: y, W: cardW, H: math.Floor(movesH)}
	return true
}

// Point returns the screen position of a board Point.
func (l *Layout) Point(p rules.Point) (x, y float64) {
	px, py := l.Points.Point(p)
	return l.Board.X + px, l.Board.Y + py
}

// Nearest returns the point under the screen position, if it is within
// the grab radius of one.
func (l *Layout) Nearest(x, y float64) (rules.Point, bool) {
	return l.Points.Nearest(x-l.Board.X, y-l.Board.Y)
}

// Stone is the diameter of a Stone on the board.
func (l *Layout) Stone() float64 { return l.Points.Stone }

// flightRoom is where the centre of a flying stone may go: over the board,
// the stone whole, though a third larger than at rest.
func (l *Layout) flightRoom() kit.Rect {
	in := l.Stone() * 0.7
	return kit.Rect{X: l.Board.X + in, Y: l.Board.Y + in, W: l.Board.W - 2*in, H: l.Board.H - 2*in}
}

// handStone is the diameter of a stone in a player's card.
func (l *Layout) handStone() float64 {
	return math.Min(l.Points.Stone*0.6, l.Cards[0].H*0.4)
}

// cardRows splits a card into its top line (name and counts) and its
// bottom line (men in hand, then men taken), left of its clock if there
// is one.
func (l *Layout) cardRows(c rules.Color) (top, bottom kit.Rect) {
	r := l.Cards[c]
	pad := r.H * 0.12
	in := kit.Rect{X: r.X + pad*1.4, Y: r.Y + pad, W: r.W - pad*2.8, H: r.H - 2*pad}
	if l.ClockW > 0 {
		in.W -= l.ClockW + pad*1.4
	}
	th := in.H * 0.42
	return kit.Rect{X: in.X, Y: in.Y, W: in.W, H: th}, kit.Rect{X: in.X, Y: in.Y + th, W: in.W, H: in.H - th}
}

// takenWidth is the room the men taken by a side need at the right of its
// card's lower row: as many as fit without overlap, up to a third of the row
// while men are still in hand.
func (l *Layout) takenWidth(row kit.Rect, taken int, handEmpty bool) float64 {
	if taken == 0 {
		return 0
	}
	d := l.handStone() * 0.8
	if handEmpty {
		return row.W
	}
	return math.Min(float64(taken)*d*1.1, row.W*0.34)
}

// handSlot is the centre of the i-th man (0-based) of n in c's hand, the
// men taken by c (taken) keeping their room at the right. The last man is
// the next to be placed.
func (l *Layout) handSlot(c rules.Color, i, n, taken int) (x, y float64) {
	_, row := l.cardRows(c)
	d := l.handStone()
	avail := row.W - l.takenWidth(row, taken, false) - d*1.3
	step := d * 1.08
	if n > 1 && step*float64(n-1) > avail {
		step = avail / float64(n-1)
	}
	return row.X + d/2 + float64(i)*step, row.Y + row.H/2
}

// takenSlot is the centre of the i-th man (0-based) of n taken by c,
// stacked from the right end of c's card; once c's hand is empty they may
// spread over the whole row.
func (l *Layout) takenSlot(c rules.Color, i, n int, handEmpty bool) (x, y float64) {
	_, row := l.cardRows(c)
	d := l.handStone() * 0.8
	avail := l.takenWidth(row, n, handEmpty) - d
	step := d * 1.1
	if n > 1 && step*float64(n-1) > avail {
		step = avail / float64(n-1)
	}
	return row.X + row.W - d/2 - float64(n-1-i)*step, row.Y + row.H/2
}

// ButtonRects splits the button row into n equal buttons.
func (l *Layout) ButtonRects(n int) []kit.Rect {
	gap := l.Text * 0.5
	w := (l.Buttons.W - gap*float64(n-1)) / float64(n)
	out := make([]kit.Rect, n)
	for i := range out {
		out[i] = kit.Rect{X: l.Buttons.X + float64(i)*(w+gap), Y: l.Buttons.Y, W: w, H: l.Buttons.H}
	}
	return out
}
