// Command preview writes every sprite as a PNG so that people can look at
// them without running the game: go run ./sprites/cmd/preview -o /tmp/out
package main

import (
	"flag"
	"fmt"
	"image"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"time"

	"image/color"
	"image/draw"

	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/sprites"
)

func main() {
	out := flag.String("o", "/tmp/sprites", "folder to write the PNGs to")
	only := flag.String("only", "", "write only images whose name starts with this")
	crop := flag.String("crop", "0,0,640,480", "the part of the 1600 px board to write as board-1600-crop: x,y,w,h")
	flag.Parse()
	var r image.Rectangle
	if _, err := fmt.Sscanf(*crop, "%d,%d,%d,%d", &r.Min.X, &r.Min.Y, &r.Max.X, &r.Max.Y); err != nil {
		fmt.Fprintln(os.Stderr, "preview: -crop wants x,y,w,h:", err)
		os.Exit(2)
	}
	r.Max = r.Max.Add(r.Min)
	if err := run(*out, *only, r); err != nil {
		fmt.Fprintln(os.Stderr, "preview:", err)
		os.Exit(1)
	}
}

func run(dir, only string, crop image.Rectangle) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	write := func(name string, draw func() image.Image) error {
		if only != "" && (len(name) < len(only) || name[:len(only)] != only) {
			return nil
		}
		start := time.Now()
		img := draw()
		took := time.Since(start)
		f, err := os.Create(filepath.Join(dir, name+".png"))
		if err != nil {
			return err
		}
		if err := png.Encode(f, img); err != nil {
			f.Close()
			return fmt.Errorf("%s: %w", name, err)
		}
		fmt.Printf("%-28s %v\n", name, took.Round(time.Millisecond))
		return f.Close()
	}
	for _, size := range []int{400, 800, 1600} {
		size := size
		if err := write(fmt.Sprintf("board-%d", size), func() image.Image { return onTable(sprites.Board(size, false)) }); err != nil {
			return err
		}
	}
	if err := write("board-1600-crop", func() image.Image {
		return onTable(sprites.Board(1600, false)).SubImage(crop)
	}); err != nil {
		return err
	}
	if err := write("play-800", func() image.Image { return playSheet(800) }); err != nil {
		return err
	}
	if err := write("play-400", func() image.Image { return playSheet(400) }); err != nil {
		return err
	}
	if err := write("markers", func() image.Image { return markerSheet() }); err != nil {
		return err
	}
	for _, v := range sprites.Vignettes() {
		v := v
		if err := write("vignette-"+v.String(), func() image.Image { return v.RGBA(480, 320) }); err != nil {
			return err
		}
	}
	if err := write("vignettes", func() image.Image { return vignetteSheet() }); err != nil {
		return err
	}
	if err := write("stones", func() image.Image { return stoneSheet() }); err != nil {
		return err
	}
	if err := write("board-diagonals-800", func() image.Image { return onTable(sprites.Board(800, true)) }); err != nil {
		return err
	}
	if err := write("board-fast-1600", func() image.Image {
		return onTable(sprites.BoardWith(sprites.BoardOptions{Size: 1600, GrainScale: 0.5}))
	}); err != nil {
		return err
	}
	return nil
}

// onTable puts a transparent image on a plain dark table top, the way the
// game shows it, so that shadows can be judged.
func onTable(src image.Image) *image.RGBA {
	dst := image.NewRGBA(src.Bounds())
	draw.Draw(dst, dst.Bounds(), image.NewUniform(color.RGBA{46, 52, 48, 255}), image.Point{}, draw.Src)
	draw.Draw(dst, dst.Bounds(), src, src.Bounds().Min, draw.Over)
	return dst
}

// stoneSheet shows both men large and at playing size, each on its
// resting shadow, on a patch of board.
func stoneSheet() image.Image {
	board := sprites.Board(800, false)
	dst := onTable(board).SubImage(image.Rect(0, 0, 640, 360)).(*image.RGBA)
	place := func(c rules.Color, d int, x, y int, blur float64, off float64) {
		sh := sprites.Shadow(d, blur)
		s := sh.Bounds().Dx()
		o := int(off * float64(d))
		draw.Draw(dst, image.Rect(x-s/2+o, y-s/2+o*3/2, x+s/2+o+1, y+s/2+o*3/2+1), sh, image.Point{}, draw.Over)
		st := sprites.Stone(c, d)
		draw.Draw(dst, image.Rect(x-d/2, y-d/2, x+d/2+1, y+d/2+1), st, image.Point{}, draw.Over)
	}
	place(rules.White, 200, 150, 150, 0.08, 0.04)
	place(rules.Black, 200, 380, 150, 0.08, 0.04)
	place(rules.White, 90, 540, 100, 0.08, 0.04)
	place(rules.Black, 90, 540, 230, 0.25, 0.25)
	place(rules.White, 45, 120, 300, 0.08, 0.04)
	place(rules.Black, 45, 180, 300, 0.08, 0.04)
	return dst
}

// drawAt lays src centred on (x, y).
func drawAt(dst *image.RGBA, src image.Image, x, y float64) {
	b := src.Bounds()
	x0 := int(math.Round(x - float64(b.Dx())/2))
	y0 := int(math.Round(y - float64(b.Dy())/2))
	draw.Draw(dst, image.Rect(x0, y0, x0+b.Dx(), y0+b.Dy()), src, b.Min, draw.Over)
}

// transpose turns a horizontal glow into a vertical one.
func transpose(src *image.RGBA) *image.RGBA {
	b := src.Bounds()
	dst := image.NewRGBA(image.Rect(0, 0, b.Dy(), b.Dx()))
	for y := 0; y < b.Dy(); y++ {
		for x := 0; x < b.Dx(); x++ {
			dst.Set(y, x, src.At(x, y))
		}
	}
	return dst
}

// playSheet is a game in progress the way the play scene will draw it:
// a mill, a selected man with its moves, removable men, the cursor, and a
// man in flight.
func playSheet(size int) image.Image {
	dst := onTable(sprites.Board(size, false))
	l := sprites.NewLayout(size)
	d := l.StoneSize()
	stones := [2]*image.RGBA{sprites.Stone(rules.White, d), sprites.Stone(rules.Black, d)}
	rest := sprites.Shadow(d, 0.08)
	fly := sprites.Shadow(d, 0.25)
	at := func(name string) (float64, float64) {
		p, err := rules.ParsePoint(name)
		if err != nil {
			panic(err)
		}
		return l.Point(p)
	}
	// Mills glow under the men.
	for _, line := range [][3]string{{"a7", "d7", "g7"}, {"f6", "f4", "f2"}} {
		var ln rules.Line
		for i, n := range line {
			ln[i], _ = rules.ParsePoint(n)
		}
		m := l.Mill(ln)
		g := sprites.MillGlow(m.Length, m.Thick)
		if math.Abs(m.Angle) > 1 {
			g = transpose(g)
		}
		drawAt(dst, g, m.CX, m.CY)
	}
	men := map[string]rules.Color{
		"a7": rules.White, "d7": rules.White, "g7": rules.White, "b4": rules.White, "d3": rules.White,
		"f6": rules.Black, "f4": rules.Black, "f2": rules.Black, "d5": rules.Black, "a1": rules.Black, "c3": rules.Black,
	}
	for name, c := range men {
		x, y := at(name)
		drawAt(dst, rest, x+0.05*float64(d), y+0.08*float64(d))
		drawAt(dst, stones[c], x, y)
	}
	for _, n := range []string{"d5", "a1", "c3"} {
		x, y := at(n)
		drawAt(dst, sprites.Removable.RGBA(d), x, y)
	}
	x, y := at("b4")
	drawAt(dst, sprites.Selected.RGBA(d), x, y)
	for _, n := range []string{"a4", "b6", "b2", "c4"} {
		x, y := at(n)
		drawAt(dst, sprites.Target.RGBA(d), x, y)
	}
	x, y = at("e4")
	drawAt(dst, sprites.Cursor.RGBA(d), x, y)
	// A white man flying from d3 towards e3, half way up its arc.
	x, y = at("e3")
	drawAt(dst, fly, x+0.3*float64(d), y+0.45*float64(d))
	big := sprites.Stone(rules.White, d*115/100)
	drawAt(dst, big, x-0.1*float64(d), y-0.25*float64(d))
	return dst
}

// markerSheet shows each marker large, on wood, over each kind of man.
func markerSheet() image.Image {
	dst := onTable(sprites.Board(800, false)).SubImage(image.Rect(40, 40, 700, 360)).(*image.RGBA)
	d := 100
	for i, m := range sprites.Markers() {
		x := 40 + 80.0 + float64(i)*150
		for row, c := range []rules.Color{rules.White, rules.Black} {
			y := 40 + 90.0 + float64(row)*150
			if m != sprites.Target {
				drawAt(dst, sprites.Stone(c, d), x, y)
			}
			drawAt(dst, m.RGBA(d), x, y)
		}
	}
	return dst
}

// vignetteSheet shows the timeline's pictures at their usual size, 240×160
// at a device scale of 1, three by three.
func vignetteSheet() image.Image {
	const w, h, gap = 240, 160, 8
	dst := image.NewRGBA(image.Rect(0, 0, 3*w+4*gap, 3*h+4*gap))
	draw.Draw(dst, dst.Bounds(), image.NewUniform(color.RGBA{46, 52, 48, 255}), image.Point{}, draw.Src)
	for i, v := range sprites.Vignettes() {
		x, y := gap+(i%3)*(w+gap), gap+(i/3)*(h+gap)
		draw.Draw(dst, image.Rect(x, y, x+w, y+h), v.RGBA(w, h), image.Point{}, draw.Over)
	}
	return dst
}
