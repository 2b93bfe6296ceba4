package scenes

import (
	"math"

	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/sprites"
)

// playLayout is where everything of the play scene goes for one screen
// size, in screen pixels. It is worked out from the size alone, without
// fonts or images, so tests can find the points to click.
type playLayout struct {
	w, h, s float64
	// portrait puts the players' cards above and below the board and the
	// status, buttons and move list in strips.
	portrait bool
	// board is the board image's rectangle (square); points gives the
	// places on it, relative to board's corner.
	board  Rect
	points sprites.Layout
	// cards are the players' places, indexed by rules.Color: name, men in
	// hand and men taken.
	cards [2]Rect
	// status is where whose turn and what to do is said.
	status Rect
	// moves is the move list; buttons is the row of Undo, Redo, Menu.
	moves   Rect
	buttons Rect
	// text is the base text size.
	text float64
}

// newPlayLayout lays out a screen of w×h pixels at s pixels per unit.
func newPlayLayout(w, h int, s float64) playLayout {
	if s <= 0 {
		s = 1
	}
	l := playLayout{w: float64(w), h: float64(h), s: s}
	// Portrait when the board and a side panel would not fit side by side
	// with the board at least as large as stacked.
	l.portrait = l.w < l.h*1.12
	if l.portrait {
		l.layoutPortrait()
	} else {
		l.layoutLandscape()
	}
	l.points = sprites.NewLayout(int(l.board.W))
	return l
}

func (l *playLayout) layoutLandscape() {
	u := l.s
	pad := math.Max(12*u, math.Min(l.w, l.h)*0.025)
	panelW := clamp(l.w*0.30, 240*u, 400*u)
	side := math.Min(l.h-2*pad, l.w-panelW-3*pad)
	if side < 120*u {
		side = math.Max(60, math.Min(l.h-2*pad, l.w*0.6))
		panelW = l.w - side - 3*pad
	}
	side = math.Floor(side)
	group := side + pad + panelW
	x0 := math.Floor((l.w - group) / 2)
	y0 := math.Floor((l.h - side) / 2)
	l.board = Rect{x0, y0, side, side}
	// The panel lines up with the wood, inside the board image's shadow.
	inset := side * 0.03
	px, py, ph := x0+side+pad, y0+inset, side-2*inset
	l.text = clamp(math.Min(panelW/15, ph/24), 13*u, 26*u)
	cardH := math.Round(l.text * 4.1)
	statusH := math.Round(l.text * 3.5)
	btnH := math.Round(clamp(l.text*2.1, 34*u, 52*u))
	gap := math.Round(l.text * 0.7)
	l.cards[rules.Black] = Rect{px, py, panelW, cardH}
	l.cards[rules.White] = Rect{px, py + ph - cardH, panelW, cardH}
	l.status = Rect{px, py + cardH + gap, panelW, statusH}
	l.buttons = Rect{px, py + ph - cardH - gap - btnH, panelW, btnH}
	top := l.status.Y + statusH + gap
	l.moves = Rect{px, top, panelW, l.buttons.Y - gap - top}
}

func (l *playLayout) layoutPortrait() {
	u := l.s
	pad := math.Max(10*u, l.w*0.025)
	l.text = clamp(l.w/26, 13*u, 24*u)
	statusH := math.Round(l.text * 3.2)
	cardH := math.Round(l.text * 3.6)
	btnH := math.Round(clamp(l.text*2.2, 36*u, 52*u))
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
	l.status = Rect{x, y, cardW, statusH}
	y += statusH + gap
	l.cards[rules.Black] = Rect{x, y, cardW, cardH}
	y += cardH + gap
	// The board's image has a shadow margin, so it may be a little wider
	// than the cards and still look aligned with them.
	l.board = Rect{math.Floor((l.w - side) / 2), y - side*0.02, side, side}
	y += side - side*0.04 + gap
	l.cards[rules.White] = Rect{x, y, cardW, cardH}
	y += cardH + gap
	l.buttons = Rect{x, y, cardW, btnH}
	y += btnH + gap
	l.moves = Rect{x, y, cardW, movesMin + extraMoves}
}

func clamp(v, lo, hi float64) float64 {
	if hi < lo {
		return lo
	}
	return math.Max(lo, math.Min(hi, v))
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

// handStone is the diameter of a stone in a player's card.
func (l *playLayout) handStone() float64 {
	return math.Min(l.points.Stone*0.6, l.cards[0].H*0.4)
}

// cardRows splits a card into its top line (name and counts) and its
// bottom line (men in hand, then men taken).
func (l *playLayout) cardRows(c rules.Color) (top, bottom Rect) {
	r := l.cards[c]
	pad := r.H * 0.12
	in := Rect{r.X + pad*1.4, r.Y + pad, r.W - pad*2.8, r.H - 2*pad}
	th := in.H * 0.42
	return Rect{in.X, in.Y, in.W, th}, Rect{in.X, in.Y + th, in.W, in.H - th}
}

// takenWidth is the room the men taken by a side need at the right of its
// card's lower row: as many as fit without overlap, up to a third of the row
// while men are still in hand.
func (l *playLayout) takenWidth(row Rect, taken int, handEmpty bool) float64 {
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
func (l *playLayout) buttonRects(n int) []Rect {
	gap := l.text * 0.5
	w := (l.buttons.W - gap*float64(n-1)) / float64(n)
	out := make([]Rect, n)
	for i := range out {
		out[i] = Rect{l.buttons.X + float64(i)*(w+gap), l.buttons.Y, w, l.buttons.H}
	}
	return out
}
