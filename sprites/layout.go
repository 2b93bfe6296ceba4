package sprites

import (
	"math"

	"github.com/ninemen/morris/rules"
)

// Proportions of the board image, as fractions of its side. They live here,
// not in board.go, because the scenes place stones with the same numbers the
// board is drawn with.
const (
	// shadowPad leaves transparent room around the wood for its drop shadow.
	shadowPad = 0.028
	// bevelWidth is the rounded-over edge of the wood, inside shadowPad.
	bevelWidth = 0.024
	// cornerRadius rounds the corners of the wood.
	cornerRadius = 0.03
	// marginFrac places the outer ring far enough from the bevel that a stone
	// on it rests on flat wood.
	marginFrac = 0.115
	// stoneFrac is the stone diameter in grid steps; the closest points are
	// one step apart, so anything below 1 keeps neighbouring stones apart.
	stoneFrac = 0.84
	// grabFrac is the grab radius in grid steps: just under half a step so
	// every pixel belongs to at most one point.
	grabFrac = 0.48
	// smallMarginFrac is the margin of a board narrower than the 7×7 grid
	// (the 3×3 board): its steps are long, so its stones are large and
	// need more room from the bevel.
	smallMarginFrac = 0.15
	// maxStoneFrac caps a stone's diameter as a share of the board's side:
	// on three steps a stone of stoneFrac steps would fill the board.
	maxStoneFrac = 0.15
)

// Layout is where things go on a board image of a given pixel size. All
// positions are in pixels relative to the board image's top-left corner, so a
// scene that draws the board at (bx, by) adds that offset.
type Layout struct {
	// Size is the side of the (square) board image in pixels.
	Size float64
	// Margin is the distance from the image's edge to the outer ring's lines.
	Margin float64
	// Step is the distance between neighbouring files (and ranks): the
	// inner ring's side is two steps, the outer ring's six.
	Step float64
	// Stone is the diameter of a stone that fits the board, in pixels.
	Stone float64
	// Grab is the radius around a point within which a press selects it.
	Grab float64
	// Wood is the inset of the wooden board from the image's edge; the band
	// outside it holds only the drop shadow.
	Wood float64
	// Board is the board drawn: its points and lines.
	Board *rules.Board
	// minFile and minRank are the grid's file and rank drawn at the
	// margin, the board's Bounds.
	minFile, minRank int
}

// NewLayout returns the layout of the 24-point board in an image size
// pixels square.
func NewLayout(size int) Layout { return NewBoardLayout(size, rules.BoardFor(false)) }

// NewBoardLayout returns the layout of board b in an image size pixels
// square: the part of the grid the board takes (its Bounds) fills the
// image, so a smaller board is drawn larger.
func NewBoardLayout(size int, b *rules.Board) Layout {
	s := float64(size)
	f0, r0, f1, r1 := b.Bounds()
	span := float64(max(f1-f0, r1-r0, 1))
	margin := marginFrac
	if span < 6 {
		margin = smallMarginFrac
	}
	step := s * (1 - 2*margin) / span
	return Layout{
		Size:    s,
		Margin:  s * margin,
		Step:    step,
		Stone:   math.Min(step*stoneFrac, s*maxStoneFrac),
		Grab:    step * grabFrac,
		Wood:    s * shadowPad,
		Board:   b,
		minFile: f0,
		minRank: r0,
	}
}

// StoneSize is the stone diameter rounded to whole pixels, the size to ask
// Stone for.
func (l Layout) StoneSize() int { return int(math.Round(l.Stone)) }

// Point returns the centre of p in pixels. Rank 0 (row 1) is at the bottom.
func (l Layout) Point(p rules.Point) (x, y float64) {
	return l.grid(float64(p.File()-l.minFile), float64(p.Rank()-l.minRank))
}

// File returns the x of the grid's column f (0 for a), which need not hold
// a point of the board: where its coordinate letter goes.
func (l Layout) File(f int) float64 {
	x, _ := l.grid(float64(f-l.minFile), 0)
	return x
}

// Rank returns the y of the grid's row r (0 for rank 1).
func (l Layout) Rank(r int) float64 {
	_, y := l.grid(0, float64(r-l.minRank))
	return y
}

// grid maps file and rank steps from the board's corner (possibly
// fractional) to pixels.
func (l Layout) grid(file, rank float64) (x, y float64) {
	return l.Margin + file*l.Step, l.Size - l.Margin - rank*l.Step
}

// Nearest returns the point nearest to the pixel (x, y), and whether it lies
// within the grab radius of it.
func (l Layout) Nearest(x, y float64) (rules.Point, bool) {
	best, bestD := rules.NoPoint, math.Inf(1)
	if l.Board == nil {
		return best, false
	}
	for _, p := range l.Board.Points().Points() {
		px, py := l.Point(p)
		if d := math.Hypot(x-px, y-py); d < bestD {
			best, bestD = p, d
		}
	}
	return best, bestD <= l.Grab
}

// Line returns the two ends of a line of the board in pixels, the centres
// of its first and last points.
func (l Layout) Line(line rules.Line) (x0, y0, x1, y1 float64) {
	x0, y0 = l.Point(line[0])
	x1, y1 = l.Point(line[2])
	return
}
