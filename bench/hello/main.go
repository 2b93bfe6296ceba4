// Command hello is the measure the frame benchmark (make bench-frames)
// holds the game against: an Ebitengine program as plain as one can be
// that still redraws its whole screen every frame, so that every frame is
// seen to change. It fills the screen, moves a band across it and writes
// its frame count with the debug font, natively in a window and in the
// browser on the same page (bench/hello/index.html) as the game. With
// -still it draws its first frame and then nothing, as the game at rest:
// what an Ebitengine program costs that has nothing to draw. With -dot it
// draws its first frame and then, each frame, only a small square moving
// over it: what a frame costs an Ebitengine program that draws almost
// nothing, as the game's frames of motion draw only what moves.
package main

import (
	"flag"
	"fmt"
	"image/color"
	"os"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/ebitenutil"
)

type hello struct {
	frames int
	band   *ebiten.Image
	white  *ebiten.Image
	first  bool
	still  bool
	dot    bool
}

func (h *hello) Update() error { return nil }

func (h *hello) Draw(screen *ebiten.Image) {
	if h.still && h.first {
		return
	}
	if h.dot && h.first {
		h.frames++
		// The square's last place painted over, and the square drawn on.
		for i, c := range []color.RGBA{{0x24, 0x1b, 0x14, 0xff}, {0xe0, 0xa8, 0x4f, 0xff}} {
			op := &ebiten.DrawImageOptions{}
			op.GeoM.Scale(48, 48)
			op.GeoM.Translate(float64(40+(h.frames-1+i)%240*4), 300)
			op.ColorScale.ScaleWithColor(c)
			screen.DrawImage(h.white, op)
		}
		return
	}
	h.frames++
	w, ht := screen.Bounds().Dx(), screen.Bounds().Dy()
	screen.Fill(color.RGBA{0x24, 0x1b, 0x14, 0xff})
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Scale(float64(w)/16, float64(ht))
	op.GeoM.Translate(float64(h.frames%120)*float64(w)/120, 0)
	screen.DrawImage(h.band, op)
	ebitenutil.DebugPrintAt(screen, fmt.Sprintf("Hello, world! frame %d", h.frames), 20, 20)
	if !h.first {
		h.first = true
		announceFirstFrame()
	}
}

func (h *hello) Layout(w, ht int) (int, int) { return w, ht }

func main() {
	still := flag.Bool("still", false, "draw the first frame only, then nothing (the screen is kept)")
	dot := flag.Bool("dot", false, "after the first frame, draw only a small square moving each frame (the screen is kept)")
	flag.Parse()
	band := ebiten.NewImage(1, 1)
	band.Fill(color.RGBA{0xe0, 0xa8, 0x4f, 0xff})
	ebiten.SetWindowTitle("Hello Ebitengine")
	ebiten.SetWindowSize(1200, 780)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	white := ebiten.NewImage(1, 1)
	white.Fill(color.White)
	ebiten.SetScreenClearedEveryFrame(!*still && !*dot)
	if err := ebiten.RunGame(&hello{band: band, white: white, still: *still, dot: *dot}); err != nil {
		fmt.Fprintln(os.Stderr, "hello:", err)
		os.Exit(1)
	}
}
