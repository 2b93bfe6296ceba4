package kit

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Backdrop is the dark walnut behind the title and the history, with a
// soft warm light from above so that the flat colour has some depth. The
// light is a small image stretched with linear filtering, which is smooth
// and costs one draw.
type Backdrop struct {
	glow *ebiten.Image
}

// Draw draws the backdrop over the whole of dst.
func (b *Backdrop) Draw(dst *ebiten.Image) { b.DrawOver(dst, dst.Bounds()) }

// DrawOver draws the part of a backdrop for a screen of the given bounds
// that falls in dst, a sub-image of that screen.
func (b *Backdrop) DrawOver(dst *ebiten.Image, screen image.Rectangle) {
	dst.Fill(ColorBackground)
	if b.glow == nil {
		const n = 64
		img := image.NewRGBA(image.Rect(0, 0, n, n))
		for y := 0; y < n; y++ {
			for x := 0; x < n; x++ {
				dx, dy := (float64(x)+0.5)/n-0.5, (float64(y)+0.5)/n-0.15
				d := math.Min(1, math.Hypot(dx*1.1, dy*1.3)/0.75)
				a := (1 - d) * (1 - d) * 0.55
				img.SetRGBA(x, y, color.RGBA{uint8(0x6a * a), uint8(0x48 * a), uint8(0x28 * a), uint8(255 * a)})
			}
		}
		b.glow = ebiten.NewImageFromImage(img)
	}
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Scale(float64(screen.Dx())/64, float64(screen.Dy())/64)
	op.GeoM.Translate(float64(screen.Min.X), float64(screen.Min.Y))
	dst.DrawImage(b.glow, op)
}
