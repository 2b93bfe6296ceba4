package review

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/ninemen/morris/scenes/computer"
	"github.com/ninemen/morris/scenes/kit"
)

// graphImage is the evaluation graph, kept in an image of its own: drawn
// again only when analysis comes in (version) or its box changes size, so
// a frame copies it and draws the mark of the turn shown over it.
type graphImage struct {
	img     *ebiten.Image
	version int
	drawn   int
	size    image.Point
}

// Colours of the graph: White's advantage in the colour of the white men,
// Black's in a darker wood, the zero line between them.
var (
	graphBack  = color.NRGBA{0x1c, 0x15, 0x10, 0xb0}
	graphWhite = color.NRGBA{0xe8, 0xd8, 0xb8, 0xd0}
	graphBlack = color.NRGBA{0x6a, 0x55, 0x42, 0xe0}
	graphZero  = color.NRGBA{0xa0, 0x88, 0x68, 0xff}
	graphShown = color.NRGBA{0xe0, 0xa8, 0x4f, 0xff}
	mistakeDot = color.NRGBA{0xe8, 0xb0, 0x40, 0xff}
	blunderDot = color.NRGBA{0xe0, 0x50, 0x38, 0xff}
)

// inner is the part of the graph's box the points span: a margin at the
// sides for the marks.
func inner(box kit.Rect, text float64) kit.Rect {
	m := math.Round(text * 0.5)
	return kit.Rect{X: box.X + m, Y: box.Y + m*0.6, W: box.W - 2*m, H: box.H - 1.2*m}
}

// pointAt is where x falls among n points spread over the graph in box,
// fractional.
func pointAt(box kit.Rect, text float64, n int, x float64) float64 {
	in := inner(box, text)
	if n < 2 || in.W <= 0 {
		return 0
	}
	return (x - in.X) / in.W * float64(n-1)
}

// pointX is the x of point i of n in the inner box.
func pointX(in kit.Rect, i, n int) float64 {
	if n < 2 {
		return in.X
	}
	return in.X + in.W*float64(i)/float64(n-1)
}

// release lets the image go.
func (g *graphImage) release() {
	if g.img != nil {
		g.img.Deallocate()
	}
	g.img = nil
}

// draw draws the graph in box: the image, made again if analysis came or
// the size changed, and the mark of point shown over it.
func (g *graphImage) draw(dst *ebiten.Image, k *kit.Kit, box kit.Rect, evals []*computer.Eval, marks []mark, shown int, text float64) {
	if box.W < 8 || box.H < 8 {
		return
	}
	x0, y0 := math.Floor(box.X), math.Floor(box.Y)
	size := image.Pt(int(math.Ceil(box.X+box.W)-x0), int(math.Ceil(box.Y+box.H)-y0))
	if g.img == nil || g.size != size {
		g.release()
		g.img = kit.NewImageAt(image.Rectangle{Max: size})
		g.size, g.drawn = size, -1
	}
	local := kit.Rect{X: box.X - x0, Y: box.Y - y0, W: box.W, H: box.H}
	if g.drawn != g.version {
		g.drawn = g.version
		g.img.Clear()
		g.paint(g.img, k, local, evals, marks, text)
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(x0, y0)
	dst.DrawImage(g.img, op)
	if shown >= 0 {
		in := inner(box, text)
		x := pointX(in, shown, len(evals))
		k.FillRectPlain(dst, kit.Rect{X: math.Round(x) - 1, Y: box.Y + 2, W: 2, H: box.H - 4}, graphShown)
	}
}

// paint draws the graph into its image: a column a point from the zero
// line to the point's score, White's above and Black's below, and the
// marks of the mistakes (amber) and blunders (red) at the points that end
// them.
func (g *graphImage) paint(img *ebiten.Image, k *kit.Kit, box kit.Rect, evals []*computer.Eval, marks []mark, text float64) {
	k.FillRoundRect(img, box, text*0.5, graphBack)
	in := inner(box, text)
	mid := in.Y + in.H/2
	n := len(evals)
	w := in.W / math.Max(1, float64(n-1))
	for i, e := range evals {
		if e == nil {
			continue
		}
		x := pointX(in, i, n)
		h := squash(e.Score) * in.H / 2
		r := kit.Rect{X: x - w/2, Y: mid - h, W: w, H: h}
		clr := graphWhite
		if h < 0 {
			r.Y, r.H, clr = mid, -h, graphBlack
		}
		r.X, r.W = math.Max(r.X, in.X), math.Min(r.X+r.W, in.X+in.W)-math.Max(r.X, in.X)
		k.FillRectPlain(img, r, clr)
	}
	k.FillRectPlain(img, kit.Rect{X: in.X, Y: math.Round(mid) - 0.5, W: in.W, H: math.Max(1, text/16)}, graphZero)
	for i, m := range marks {
		if m == noMark || evals[i] == nil {
			continue
		}
		x := pointX(in, i, n)
		y := mid - squash(evals[i].Score)*in.H/2
		rad, clr := text*0.22, mistakeDot
		if m == blunder {
			rad, clr = text*0.3, blunderDot
		}
		k.FillCircle(img, x, y, rad, clr)
	}
}
