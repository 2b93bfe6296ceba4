package tour_test

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/ninemen/morris/lang"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/app"
	"github.com/ninemen/morris/scenes/internal/scenetest"
	"github.com/ninemen/morris/scenes/internal/tour"
	"github.com/ninemen/morris/scenes/kit"
	"github.com/ninemen/morris/storage"
)

// sizes are the screens every language is laid out at: a desktop window,
// a small one and a phone (390×844 points at scale 2).
var sizes = []tour.Size{
	{Name: "desktop", W: 1280, H: 800, Scale: 1},
	{Name: "small", W: 800, H: 600, Scale: 1},
	{Name: "phone", W: 780, H: 1688, Scale: 2},
}

// drawn is one string as DrawText drew it.
type drawn struct {
	dst  *ebiten.Image
	text string
	box  kit.Rect
	size float64
}

// Every scene of the tour, in every language, at every size: no text
// leaves the image it is drawn on (cut), no two texts drawn on one image
// overlap, and every label a scene lists fits its box.
func TestEveryTextFitsInEveryLanguage(t *testing.T) {
	fonts := scenetest.Fonts(t)
	langs := lang.All()
	if testing.Short() {
		langs = langs[:1]
	}
	for _, l := range langs {
		for _, sc := range tour.Scripts {
			for _, z := range sizes {
				name := fmt.Sprintf("%s/%s/%s", l.Code, sc.Name, z.Name)
				for _, why := range layOut(t, fonts, l.Code, sc, z) {
					t.Errorf("%s: %s", name, why)
				}
			}
		}
	}
	fonts.SetCJK(false)
}

// layOut runs a script in a language at a size and says what does not fit
// in the whole frame drawn at its end.
func layOut(t *testing.T, fonts *kit.Fonts, code string, sc tour.Script, z tour.Size) []string {
	a := app.NewApp(fonts, storage.At(t.TempDir()))
	s := a.Settings
	s.Language = code
	a.SetSettings(s)
	a.SetSound(&tour.Silence{})
	a.UseComputer()
	d := tour.NewDriver(a, z, "../../../rules/testdata/records")
	sc.Run(d)
	if d.Err != nil {
		return []string{d.Err.Error()}
	}
	// A size a pixel off and back lays every layer out and draws it
	// afresh, so that the frame recorded holds every text of the scene.
	d.M.SetSize(z.W-1, z.H, z.Scale)
	d.Step(&scenes.Input{})
	var texts []drawn
	stop := kit.RecordTexts(func(dst *ebiten.Image, s string, r kit.Rect, size float64) {
		texts = append(texts, drawn{dst, s, r, size})
	})
	d.M.SetSize(z.W, z.H, z.Scale)
	d.Step(&scenes.Input{})
	stop()
	t.Logf("%s/%s: %d texts on %d images", sc.Name, z.Name, len(texts), images(texts))
	if len(texts) == 0 {
		return []string{"no text drawn"}
	}
	var out []string
	for i, x := range texts {
		if why := cut(x); why != "" {
			out = append(out, why)
		}
		for _, y := range texts[i+1:] {
			if x.dst == y.dst && overlap(x, y) && !(x.text == y.text && x.box == y.box) {
				out = append(out, fmt.Sprintf("%q at %v overlaps %q at %v", x.text, x.box, y.text, y.box))
			}
		}
	}
	if lb, ok := d.M.Current().(kit.Labeler); ok {
		for _, l := range lb.Labels() {
			if why := l.Overflow(float64(z.W), float64(z.H)); why != "" {
				out = append(out, why)
			}
		}
	}
	return out
}

// cut says how a text leaves its image sideways, or "". Lines cut at the
// top or the bottom are those of a page or a list scrolled part way, drawn
// on a window onto it (the history's tiles, the move list): what a line
// must never do is run out of its column.
func cut(x drawn) string {
	b := x.dst.Bounds()
	if x.box.W > 2 && (x.box.X+1 < float64(b.Min.X) || x.box.X+x.box.W-1 > float64(b.Max.X)) {
		return fmt.Sprintf("%q at %v is cut by its image's edges %v", x.text, x.box, b)
	}
	return ""
}

// overlap reports whether two texts' ink boxes meet: the boxes less the
// space under each line, which a line below may use.
func overlap(x, y drawn) bool {
	const slack = 1
	xb := kit.Rect{X: x.box.X + slack, Y: x.box.Y, W: x.box.W - 2*slack, H: x.box.H - x.size*0.3}
	yb := kit.Rect{X: y.box.X + slack, Y: y.box.Y, W: y.box.W - 2*slack, H: y.box.H - y.size*0.3}
	return xb.X < yb.X+yb.W && yb.X < xb.X+xb.W && xb.Y < yb.Y+yb.H && yb.Y < xb.Y+xb.H
}

func images(texts []drawn) int {
	seen := map[*ebiten.Image]bool{}
	for _, x := range texts {
		seen[x.dst] = true
	}
	return len(seen)
}

// The checks themselves: a text running out sideways is cut, one cut at
// the bottom is not; texts side by side or line under line do not
// overlap, texts on one another do.
func TestCutAndOverlap(t *testing.T) {
	img := ebiten.NewImage(100, 50)
	defer img.Deallocate()
	at := func(x, y, w float64) drawn { return drawn{img, "x", kit.Rect{X: x, Y: y, W: w, H: 13}, 10} }
	for _, c := range []struct {
		x   drawn
		cut bool
	}{
		{at(0, 0, 100), false},
		{at(10, 45, 50), false},
		{at(60, 0, 50), true},
		{at(-5, 0, 50), true},
	} {
		if got := cut(c.x) != ""; got != c.cut {
			t.Errorf("cut(%v) = %v, want %v", c.x.box, got, c.cut)
		}
	}
	for _, c := range []struct {
		x, y drawn
		want bool
	}{
		{at(0, 0, 50), at(50, 0, 50), false},
		{at(0, 0, 50), at(0, 13, 50), false},
		{at(0, 0, 50), at(40, 5, 50), true},
		{at(0, 0, 50), at(0, 8, 50), true},
	} {
		if got := overlap(c.x, c.y); got != c.want {
			t.Errorf("overlap(%v, %v) = %v, want %v", c.x.box, c.y.box, got, c.want)
		}
	}
}
