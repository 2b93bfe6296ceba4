package kit

import (
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/ninemen/morris/raster"
)

// Rasterize fills what draw outlines with clr, anti-aliased, and writes
// every pixel of img with it: the shapes of the cache and the figures a
// package draws into it (DrawShape). Shapes are rasterized in Go and
// written to their images, each once and small (see drawStretched):
// Ebitengine's vector package fills through a stencil on the GPU instead,
// which a software renderer pays for in full, and in the browser it
// compiles its shaders before the first picture can be shown.
func Rasterize(img *ebiten.Image, clr color.Color, draw func(p *raster.Pen)) {
	b := img.Bounds()
	dst := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	p := new(raster.Pen)
	draw(p)
	p.Draw(dst, dst.Bounds(), image.NewUniform(clr))
	img.WritePixels(dst.Pix)
}
