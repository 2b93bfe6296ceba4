package play

import (
	"math"

	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes/kit"
	"github.com/ninemen/morris/sprites"
)

// playLayout is where everything of the play scene goes for one screen
// size, in screen pixels. It is worked out from the size alone, without
// fonts or images, so tests can find the points to click.
type playLayout struct {
	w, h, s float64
	// portrait puts the status, buttons and move list in strips above and
	// below the board; compact (a kind of portrait) puts the players' cards
	// side by side in one strip above the board instead of one above and one
	// below, so that a short window keeps a large board.
	portrait bool
	compact  bool
	// board is the board image's rectangle (square); points gives the
	// places on it, relative to board's corner.
	board  kit.Rect
	points sprites.Layout
	// cards are the players' places, indexed by rules.Color: name, men in
	// hand and men taken.
	cards [2]kit.Rect
	// status is where whose turn and what to do is said.
	status kit.Rect
	// moves is the move list, which may be empty (no height) when a small
	// window needs all its room for the board; buttons is the row of Undo,
	// Redo, Menu.
	moves   kit.Rect
	buttons kit.Rect
	// text is the base text size.
	text float64
}

// newPlayLayout lays out a screen of w×h pixels at s pixels per unit.
// Each arrangement is laid out and the one with the largest board is kept:
// the board is what the player looks at, and a fixed rule of proportions
// gives near-square windows a small board in whichever shape it picks.
// Within 2% the earlier arrangement wins, as it keeps more room for the
// move list, and one with no room for the list at all must beat the
// others by a tenth. An arrangement that cannot give its other parts the room they
// need does not count; the compact one always fits.
func newPlayLayout(w, h int, s float64) playLayout {
	return layoutAmong(w, h, s, (*playLayout).layoutLandscape, (*playLayout).layoutPortrait, (*playLayout).layoutCompact)
}

// layoutAmong is the best of the arrangements for the window.
func layoutAmong(w, h int, s float64, arrangements ...func(*playLayout) bool) playLayout {
	if s <= 0 {
		s = 1
	}
	base := playLayout{w: float64(w), h: float64(h), s: s}
	var best playLayout
	bestScore := 0.0
	for _, arrange := range arrangements {
		l := base
		if !arrange(&l) {
			continue
		}
		score := l.board.W
		if l.moves.H == 0 {
			score *= 0.95 // the move list is worth a twentieth of the board
		}
		if score > bestScore*1.02 {
			best, bestScore = l, score
		}
	}
	best.points = sprites.NewLayout(int(best.board.W))
	return best
}

// layoutLandscape puts the board at the left and a panel at its right. It
// reports false when the window is too narrow for the panel's minimum
// width beside a usable board, or too short for the panel's parts.
func (l *playLayout) layoutLandscape() bool {
	u := l.s
	pad := math.Max(12*u, math.Min(l.w, l.h)*0.025)
	panelW := kit.Clamp(l.w*0.30, 220*u, 400*u)
	side := math.Min(l.h-2*pad, l.w-panelW-3*pad)
	if side < 120*u {
		return false
	}
	side = math.Floor(side)
	group := side + pad + panelW
	x0 := math.Floor((l.w - group) / 2)
	y0 := math.Floor((l.h - side) / 2)
	l.board = kit.Rect{X: x0, Y: y0, W: side, H: side}
	// The panel lines up with the wood, inside the board image's shadow.
	inset := side * 0.03
	px, py, ph := x0+side+pad, y0+inset, side-2*inset
	l.text = kit.Clamp(math.Min(panelW/15, ph/24), 13*u, 26*u)
	cardH := math.Round(l.text * 4.1)
	statusH := math.Round(l.text * 3.5)
	btnH := math.Round(kit.Clamp(l.text*2.1, 34*u, 52*u))
	gap := math.Round(l.text * 0.7)
	l.cards[rules.Black] = kit.Rect{X: px, Y: py, W: panelW, H: cardH}
	l.cards[rules.White] = kit.Rect{X: px, Y: py + ph - cardH, W: panelW, H: cardH}
	l.status = kit.Rect{X: px, Y: py + cardH + gap, W: panelW, H: statusH}
	l.buttons = kit.Rect{X: px, Y: py + ph - cardH - gap - btnH, W: panelW, H: btnH}
	top := l.status.Y + statusH + gap
	l.moves = kit.Rect{X: px, Y: top, W: panelW, H: l.buttons.Y - gap - top}
	// The move list needs a row or two, and the result scene puts its
	// stepping buttons at the list's top.
	return l.moves.H >= l.text*1.6+btnH

}

// layoutPortrait stacks the status, Black's card, the board, White's card,
// the buttons and the move list. It always fits, if only with a small
// board.
func (l *playLayout) layoutPortrait() bool {
	l.portrait = true
	u := l.s
	pad := math.Max(10*u, l.w*0.025)
	l.text = kit.Clamp(l.w/26, 13*u, 24*u)
	statusH := math.Round(l.text * 3.2)
	cardH := math.Round(l.text * 3.6)
	btnH := math.Round(kit.Clamp(l.text*2.2, 36*u, 52*u))
	movesMin := math.Round(l.text * 3.2)
	gap := math.Round(l.text * 0.5)
	fixed := statusH + 2*cardH + btnH + movesMin + 5*gap + 2*pad
	side := math.Floor(math.Min(l.w-2*pad+l.w*0.04, l.h-fixed))
	if side < 60 {
		side = 60
	}
	cardW := math.Min(l.w-2*pad, side)
	x := math.Floor((l.w - cardW) / 2)
	// Spare height goes to the move list, but the list need not be tall.
	spare := l.h - fixed - side
	extraMoves := math.Min(spare, l.text*6)
	total := fixed + side + extraMoves
	y := math.Floor((l.h-total)/2) + pad
	l.status = kit.Rect{X: x, Y: y, W: cardW, H: statusH}
	y += statusH + gap
	l.cards[rules.Black] = kit.Rect{X: x, Y: y, W: cardW, H: cardH}
	y += cardH + gap
	// The board's image has a shadow margin, so it may be a little wider
	// than the cards and still look aligned with them.
	l.board = kit.Rect{X: math.Floor((l.w - side) / 2), Y: y - side*0.02, W: side, H: side}
	y += side - side*0.04 + gap
	l.cards[rules.White] = kit.Rect{X: x, Y: y, W: cardW, H: cardH}
	y += cardH + gap
	l.buttons = kit.Rect{X: x, Y: y, W: cardW, H: btnH}
	y += btnH + gap
	l.moves = kit.Rect{X: x, Y: y, W: cardW, H: movesMin + extraMoves}
	return true
}

// layoutCompact is the portrait for a short window: the status, the two
// cards side by side, the board, the buttons, and the move list with what
// height is left. The list keeps its few rows unless the board would then
// be less than 60% of the window's short side; below that the board takes
// the list's room.
func (l *playLayout) layoutCompact() bool {
	l.portrait, l.compact = true, true
	u := l.s
	pad := math.Max(8*u, math.Min(l.w, l.h)*0.025)
	l.text = kit.Clamp(math.Min(l.w/26, l.h/30), 13*u, 24*u)
	statusH := math.Round(l.text * 3.2)
	cardH := math.Round(l.text * 3.6)
	btnH := math.Round(kit.Clamp(l.text*2.2, 36*u, 52*u))
	movesMin := math.Round(l.text * 3.2)
	gap := math.Round(l.text * 0.5)
	// The board's image has a shadow margin; the cards above and the
	// buttons below may reach into it, as in the portrait.
	const margin = 0.02
	k := 1 - 2*margin
	chrome := statusH + cardH + btnH + 4*gap + 2*pad
	wide := l.w - 2*pad + l.w*0.04
	withList := (l.h - chrome - movesMin) / k
	side := math.Min(wide, math.Min((l.h-chrome)/k, math.Max(withList, 0.6*math.Min(l.w, l.h))))
	side = math.Floor(math.Max(side, 60))
	cardW := math.Min(l.w-2*pad, side)
	x := math.Floor((l.w - cardW) / 2)
	movesH := math.Max(0, math.Min(l.h-chrome-side*k, movesMin+l.text*6))
	if movesH < rowHeight(l.text) {
		movesH = 0 // no room for a row: no list
	}
	total := chrome + side*k + movesH
	y := math.Floor((l.h-total)/2) + pad
	l.status = kit.Rect{X: x, Y: y, W: cardW, H: statusH}
	y += statusH + gap
	half := math.Floor((cardW - gap) / 2)
	// White, who moves first, on the left, as the move list reads.
	l.cards[rules.White] = kit.Rect{X: x, Y: y, W: half, H: cardH}
	l.cards[rules.Black] = kit.Rect{X: x + cardW - half, Y: y, W: half, H: cardH}
	y += cardH + gap
	l.board = kit.Rect{X: math.Floor((l.w - side) / 2), Y: y - side*margin, W: side, H: side}
	y += side*k + gap
	l.buttons = kit.Rect{X: x, Y: y, W: cardW, H: btnH}
	y += btnH + gap
	l.moves = kit.Rect{X: x, Y: y, W: cardW, H: math.Floor(movesH)}
	return true
}

// point returns the screen position of a board point.
func (l *playLayout) point(p rules.Point) (x, y float64) {
	px, py := l.points.Point(p)
	return l.board.X + px, l.board.Y + py
}

// nearest returns the point under the screen position, if it is within
// the grab radius of one.
func (l *playLayout) nearest(x, y float64) (rules.Point, bool) {
	return l.points.Nearest(x-l.board.X, y-l.board.Y)
}

// stone is the diameter of a stone on the board.
func (l *playLayout) stone() float64 { return l.points.Stone }

// flightRoom is where the centre of a flying stone may go: over the board,
// the stone whole, though a third larger than at rest.
func (l *playLayout) flightRoom() kit.Rect {
	in := l.stone() * 0.7
	return kit.Rect{X: l.board.X + in, Y: l.board.Y + in, W: l.board.W - 2*in, H: l.board.H - 2*in}
}

// handStone is the diameter of a stone in a player's card.
func (l *playLayout) handStone() float64 {
	return math.Min(l.points.Stone*0.6, l.cards[0].H*0.4)
}

// cardRows splits a card into its top line (name and counts) and its
// bottom line (men in hand, then men taken).
func (l *playLayout) cardRows(c rules.Color) (top, bottom kit.Rect) {
	r := l.cards[c]
	pad := r.H * 0.12
	in := kit.Rect{X: r.X + pad*1.4, Y: r.Y + pad, W: r.W - pad*2.8, H: r.H - 2*pad}
	th := in.H * 0.42
	return kit.Rect{X: in.X, Y: in.Y, W: in.W, H: th}, kit.Rect{X: in.X, Y: in.Y + th, W: in.W, H: in.H - th}
}

// takenWidth is the room the men taken by a side need at the right of its
// card's lower row: as many as fit without overlap, up to a third of the row
// while men are still in hand.
func (l *playLayout) takenWidth(row kit.Rect, taken int, handEmpty bool) float64 {
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
func (l *playLayout) handSlot(c rules.Color, i, n, taken int) (x, y float64) {
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
func (l *playLayout) takenSlot(c rules.Color, i, n int, handEmpty bool) (x, y float64) {
	_, row := l.cardRows(c)
	d := l.handStone() * 0.8
	avail := l.takenWidth(row, n, handEmpty) - d
	step := d * 1.1
	if n > 1 && step*float64(n-1) > avail {
		step = avail / float64(n-1)
	}
	return row.X + row.W - d/2 - float64(n-1-i)*step, row.Y + row.H/2
}

// buttonRects splits the button row into n equal buttons.
func (l *playLayout) buttonRects(n int) []kit.Rect {
	gap := l.text * 0.5
	w := (l.buttons.W - gap*float64(n-1)) / float64(n)
	out := make([]kit.Rect, n)
	for i := range out {
		out[i] = kit.Rect{X: l.buttons.X + float64(i)*(w+gap), Y: l.buttons.Y, W: w, H: l.buttons.H}
	}
	return out
}
