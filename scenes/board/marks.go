package board

import (
	"image/color"
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/ninemen/morris/raster"
	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes/app"
	"github.com/ninemen/morris/scenes/kit"
)

// markArt is the small images the board's feedback is drawn with: made
// once for a stone size and then only drawn, scaled and tinted, so a frame
// fills or strokes no path.
type markArt struct {
	stone int
	// ring is a thin white circle the size of a stone; dot a small white
	// disc; pixel a white square stretched into lines and crosses.
	ring, dot, pixel *ebiten.Image
}

type keptMarks struct{}

// marksFor returns the mark images for stones of diameter d, made once per
// size and kept in the App.
func marksFor(app *app.App, d float64) *markArt {
	m := app.Kept(keptMarks{}, func() any { return new(markArt) }).(*markArt)
	size := max(8, int(math.Ceil(d)))
	if m.stone == size {
		return m
	}
	for _, img := range []*ebiten.Image{m.ring, m.dot, m.pixel} {
		if img != nil {
			img.Deallocate()
		}
	}
	m.stone = size
	n := size + 4
	m.ring = ebiten.NewImage(n, n)
	w := math.Max(1.5, float64(size)*0.045)
	c, half := float64(n)/2, float64(size)/2
	kit.Rasterize(m.ring, color.White, func(p *raster.Pen) {
		outer, inner := raster.BandOutlines(c-half, c-half, 2*half, 2*half, half, w)
		p.Fill(outer)
		p.Cut(inner)
	})
	r := math.Max(2, float64(size)*0.055)
	dn := int(math.Ceil(2*r)) + 2
	m.dot = ebiten.NewImage(dn, dn)
	kit.Rasterize(m.dot, color.White, func(p *raster.Pen) {
		p.Fill(raster.CircleOutline(float64(dn)/2, float64(dn)/2, r))
	})
	m.pixel = ebiten.NewImage(3, 3)
	m.pixel.Fill(color.White)
	return m
}

// Colours of the last move's marks: quiet, warm, and a rust red for a man
// taken.
var (
	lastMoveColor = color.NRGBA{0xf4, 0xdc, 0xa8, 0xff}
	lastTakeColor = color.NRGBA{0xd0, 0x58, 0x38, 0xff}
	refuseColor   = color.NRGBA{0xe8, 0x70, 0x50, 0xff}
)

// tinted draws img centred at (x, y), k times its size, in clr at alpha.
func tinted(dst canvas, img *ebiten.Image, x, y, k float64, clr color.NRGBA, alpha float64) {
	b := img.Bounds()
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Translate(-float64(b.Dx())/2, -float64(b.Dy())/2)
	op.GeoM.Scale(k, k)
	op.GeoM.Translate(x, y)
	op.ColorScale.ScaleWithColor(clr)
	op.ColorScale.ScaleAlpha(float32(alpha))
	dst.DrawImage(img, op)
}

// bar draws a straight band of width w from (x0, y0) to (x1, y1), from the
// stretched pixel.
func bar(dst canvas, m *markArt, x0, y0, x1, y1, w float64, clr color.NRGBA, alpha float64) {
	dx, dy := x1-x0, y1-y0
	n := math.Hypot(dx, dy)
	if n == 0 {
		return
	}
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Translate(0, -1.5)
	op.GeoM.Scale(n/3, w/3)
	op.GeoM.Rotate(math.Atan2(dy, dx))
	op.GeoM.Translate(x0, y0)
	op.ColorScale.ScaleWithColor(clr)
	op.ColorScale.ScaleAlpha(float32(alpha))
	dst.DrawImage(m.pixel, op)
}

// drawLastTurn marks the last turn on the board, for either side, under
// the men: a ring round the man that moved or was placed, a faint ring
// where it came from and the line it slid along (or dots along a flight's
// arc), and a cross where a man was taken. The marks stay until the next
// move, so the computer's move is there to read until the player answers.
func drawLastTurn(dst canvas, app *app.App, l *Layout, view *View) {
	if view.anim != nil || view.Shown == 0 {
		return
	}
	t, ok := view.game.LastTurn(view.Shown)
	if !ok {
		return
	}
	first := t.Start
	d := l.Stone()
	m := marksFor(app, d)
	k := d / float64(m.stone)
	moves := view.game.Moves()
	mv := moves[first]
	x1, y1 := l.Point(mv.To())
	if from := mv.From(); mv.Kind() == rules.SlideMove && from.Valid() {
		x0, y0 := l.Point(from)
		before := view.game.PositionAt(first)
		if before.Board().Adjacent(from, mv.To()) {
			// The line it slid along, from the rim of its old hole to
			// its stone.
			ux, uy := (x1-x0)/math.Hypot(x1-x0, y1-y0), (y1-y0)/math.Hypot(x1-x0, y1-y0)
			bar(dst, m, x0+ux*d*0.3, y0+uy*d*0.3, x1-ux*d*0.5, y1-uy*d*0.5, math.Max(2, d*0.09), lastMoveColor, 0.45)
		} else {
			drawFlightGhost(dst, m, l, x0, y0, x1, y1, k)
		}
		tinted(dst, m.ring, x0, y0, k*0.6, lastMoveColor, 0.75)
	}
	tinted(dst, m.ring, x1, y1, k*1.18, lastMoveColor, 0.8)
	// The turn's removals, as far as the board shows them.
	for _, rm := range t.Moves[1:] {
		x, y := l.Point(rm.To())
		a := d * 0.17
		w := math.Max(2, d*0.08)
		bar(dst, m, x-a, y-a, x+a, y+a, w, lastTakeColor, 0.8)
		bar(dst, m, x-a, y+a, x+a, y-a, w, lastTakeColor, 0.8)
		tinted(dst, m.ring, x, y, k*0.7, lastTakeColor, 0.55)
	}
}

// drawFlightGhost dots the arc a flying man took, as its animation drew
// it: the stone's path in the air, not its shadow's.
func drawFlightGhost(dst canvas, m *markArt, l *Layout, x0, y0, x1, y1, k float64) {
	a := &stoneAnim{kind: Flying, length: time.Second}
	const n = 9
	for i := 1; i < n; i++ {
		a.elapsed = time.Duration(float64(a.length) * landAt * float64(i) / n)
		p := a.pose(x0, y0, x1, y1, l.Stone(), l.flightRoom())
		tinted(dst, m.dot, p.x+p.rx, p.y+p.ry, k, lastMoveColor, 0.55)
	}
}

// drawRefusal flashes an empty point that a choice was refused at (a man
// there shakes instead, drawn with the men).
func drawRefusal(dst canvas, app *app.App, l *Layout, marks Marks) {
	if marks.Flash <= 0 || marks.Shake == rules.NoPoint {
		return
	}
	d := l.Stone()
	m := marksFor(app, d)
	x, y := l.Point(marks.Shake)
	grow := 0.5 + 0.5*(1-marks.Flash)
	tinted(dst, m.ring, x, y, d/float64(m.stone)*grow, refuseColor, marks.Flash)
}

// drawTurnMark lights the card of the side to move, so that whose turn it
// is reads at a glance on every layout: a warm glow over the card and a
// bright bar down its left edge.
func drawTurnMark(dst *ebiten.Image, app *app.App, l *Layout, r kit.Rect) {
	m := marksFor(app, l.Stone())
	glow := color.NRGBA{0xe0, 0xa8, 0x4f, 0xff}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Scale((r.W-l.Text*0.8)/3, (r.H-l.Text*0.8)/3)
	op.GeoM.Translate(r.X+l.Text*0.4, r.Y+l.Text*0.4)
	op.ColorScale.ScaleWithColor(glow)
	op.ColorScale.ScaleAlpha(0.09)
	dst.DrawImage(m.pixel, op)
	w := math.Max(3, 4*l.S)
	x := r.X + w*1.2
	bar(dst, m, x, r.Y+l.Text*0.7, x, r.Y+r.H-l.Text*0.7, w, glow, 0.95)
}
