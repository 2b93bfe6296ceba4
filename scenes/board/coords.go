package board

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes/app"
	"github.com/ninemen/morris/scenes/kit"
)

// coordArt is the board's coordinates, a–g under the bottom row and 1–7 left
// of the left column, written once into an image the size of the board and
// drawn over the wood each frame.
type coordArt struct {
	key coordKey
	img *ebiten.Image
}

type coordKey struct {
	board int
	kind  rules.BoardKind
	size  float64
}

type keptCoords struct{}

// coordLabel is one coordinate: its text and the centre it is written at.
type coordLabel struct {
	text string
	x, y float64
}

// coordPlaces are where the labels go on a board of the layout, relative
// to its corner: the letters of the files that hold a point of the board
// below the bottom row, the numbers of its ranks left of the left column,
// in the band of wood between the outer stones and the board's edge. A
// smaller board skips the grid's letters it has no point on, as its
// points keep their names (docs/boards.md).
func coordPlaces(l *Layout) (files, ranks []coordLabel) {
	s := l.Points.Size
	in := s * coordInset
	var fileSeen, rankSeen [7]bool
	for _, p := range l.Points.Board.Points().Points() {
		fileSeen[p.File()], rankSeen[p.Rank()] = true, true
	}
	for i := range 7 {
		if fileSeen[i] {
			files = append(files, coordLabel{string(rune('a' + i)), l.Points.File(i), s - in})
		}
		if rankSeen[i] {
			ranks = append(ranks, coordLabel{string(rune('1' + i)), in, l.Points.Rank(i)})
		}
	}
	return files, ranks
}

// coordInset is how far the labels' centres are from the board image's
// edge, as a share of its size: past the drop shadow, and out of reach of
// the outer stones with their shadows and the last move's ring.
const coordInset = 0.041

// coordSize is the size of the coordinates' text: as large as the band
// of wood holds.
func coordSize(l *Layout) float64 {
	return math.Max(l.Points.Size*0.026, 8*l.S)
}

// drawCoords draws the coordinates over the board unless the player hid
// them.
func drawCoords(dst *ebiten.Image, app *app.App, l *Layout) {
	if app.Settings.HideCoordinates || app.Kit.Fonts == nil || l.Board.W < 1 {
		return
	}
	c := app.Kept(keptCoords{}, func() any { return new(coordArt) }).(*coordArt)
	k := coordKey{board: int(l.Board.W), kind: l.Points.Board.Kind(), size: coordSize(l)}
	if c.img == nil || c.key != k {
		if c.img != nil {
			c.img.Deallocate()
		}
		c.key = k
		c.img = ebiten.NewImage(k.board, k.board)
		face := app.Kit.Fonts.Lining(kit.Regular, k.size)
		clr := color.NRGBA{0x3c, 0x22, 0x10, 0xe0}
		files, ranks := coordPlaces(l)
		for _, at := range append(files, ranks...) {
			kit.DrawText(c.img, at.text, face, at.x, kit.CenteredTop(face, at.y), kit.AlignCenter, clr)
		}
	}
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Scale(l.Board.W/float64(k.board), l.Board.W/float64(k.board))
	op.GeoM.Translate(l.Board.X, l.Board.Y)
	dst.DrawImage(c.img, op)
}
