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
	size  float64
}

type keptCoords struct{}

// coordPlaces are where the labels go on a board of the layout, relative
// to its corner: the files' letters below the bottom row, the ranks'
// numbers left of the left column, in the band of wood between the outer
// stones and the board's edge.
func coordPlaces(l *Layout) (files, ranks [7][2]float64) {
	s := l.Points.Size
	in := s * coordInset
	for i := range 7 {
		x, _ := l.Points.Point(rules.D1)
		_, y := l.Points.Point(rules.A4)
		// The grid's columns and rows are evenly spaced from d1 and a4.
		files[i] = [2]float64{x + float64(i-3)*l.Points.Step, s - in}
		ranks[i] = [2]float64{in, y - float64(i-3)*l.Points.Step}
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
	k := coordKey{board: int(l.Board.W), size: coordSize(l)}
	if c.img == nil || c.key != k {
		if c.img != nil {
			c.img.Deallocate()
		}
		c.key = k
		c.img = ebiten.NewImage(k.board, k.board)
		face := app.Kit.Fonts.Lining(kit.Regular, k.size)
		clr := color.NRGBA{0x3c, 0x22, 0x10, 0xe0}
		files, ranks := coordPlaces(l)
		for i := range 7 {
			kit.DrawText(c.img, string(rune('a'+i)), face, files[i][0], kit.CenteredTop(face, files[i][1]), kit.AlignCenter, clr)
			kit.DrawText(c.img, string(rune('1'+i)), face, ranks[i][0], kit.CenteredTop(face, ranks[i][1]), kit.AlignCenter, clr)
		}
	}
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Scale(l.Board.W/float64(k.board), l.Board.W/float64(k.board))
	op.GeoM.Translate(l.Board.X, l.Board.Y)
	dst.DrawImage(c.img, op)
}
