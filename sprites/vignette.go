package sprites

import (
	"image"
	"math"
)

// Vignette is one of the small pictures of the title screen's timeline of
// the board's history. They share one style: sepia ink and washes on
// parchment, like a hand-tinted engraving.
type Vignette int

// The vignettes, oldest first.
const (
	// Kurna is a board scratched into a roof slab of the temple at Kurna,
	// Egypt, around 1400 BCE.
	Kurna Vignette = iota
	// Mihintale is a board cut into the stone steps at Mihintale, Sri
	// Lanka, around AD 10.
	Mihintale
	// Gokstad is a board carved on a plank of the Gokstad Viking ship,
	// around AD 900.
	Gokstad
	// Pavement is a board carved in a Roman or Byzantine pavement.
	Pavement
	// ChoirSeat is a board scratched on a medieval cathedral's choir seat.
	ChoirSeat
	// GamesBox is a 14th-century hinged box with chess on one face and
	// morris on the other.
	GamesBox
	// Mud is a board cut in the turf and filled up with mud, as in
	// Shakespeare's A Midsummer Night's Dream.
	Mud
	// SaffronWalden is the living game on the green at Saffron Walden in
	// 1897, with people for men.
	SaffronWalden
	// Trencho is the board in a First World War trench.
	Trencho
	numVignettes
)

// Vignettes returns all the pictures in the order of the timeline.
func Vignettes() []Vignette {
	vs := make([]Vignette, numVignettes)
	for i := range vs {
		vs[i] = Vignette(i)
	}
	return vs
}

var vignetteInfo = [numVignettes]struct{ name, caption string }{
	Kurna:         {"kurna", "Kurna, Egypt · c. 1400 BCE"},
	Mihintale:     {"mihintale", "Mihintale, Sri Lanka · c. AD 10"},
	Gokstad:       {"gokstad", "Gokstad ship, Norway · c. AD 900"},
	Pavement:      {"pavement", "Roman and Byzantine pavements"},
	ChoirSeat:     {"choir-seat", "Cathedral choir seats · Middle Ages"},
	GamesBox:      {"games-box", "Hinged games boxes · 14th century"},
	Mud:           {"mud", "“Fill'd up with mud” · Shakespeare"},
	SaffronWalden: {"saffron-walden", "Saffron Walden · 1897"},
	Trencho:       {"trencho", "Trencho · First World War"},
}

// String is a short lower-case name, usable in file names.
func (v Vignette) String() string {
	if v < 0 || v >= numVignettes {
		return "vignette?"
	}
	return vignetteInfo[v].name
}

// Caption says where and when, for a label under the picture.
func (v Vignette) Caption() string {
	if v < 0 || v >= numVignettes {
		return ""
	}
	return vignetteInfo[v].caption
}

// The design sheet the vignettes are composed on; RGBA scales it.
const (
	vigW = 240
	vigH = 160
)

// The palette: paper, ink and a few muted tints, as on a coloured print.
var (
	vPaper = rgb{240, 226, 194}
	vInk   = rgb{58, 38, 22}
	vSepia = rgb{150, 100, 55}
	vWash  = rgb{200, 164, 112}
	vStone = rgb{196, 178, 146}
	vGreen = rgb{118, 136, 76}
	vBlue  = rgb{112, 136, 150}
	vRed   = rgb{160, 78, 48}
	vGold  = rgb{206, 160, 70}
)

// RGBA draws the picture w×h pixels. The design is 3:2; other shapes get
// more parchment around it.
func (v Vignette) RGBA(w, h int) *image.RGBA { return v.RGBAPaced(w, h, nil) }

// RGBAPaced is RGBA calling pause, when not nil, every fraction of a
// millisecond of work: a picture drawn in the background of a
// single-threaded program (WebAssembly) lets the program's frames through
// when pause sleeps now and then.
func (v Vignette) RGBAPaced(w, h int, pause func()) *image.RGBA {
	if w <= 0 || h <= 0 {
		panic("sprites: vignette size must be positive")
	}
	if v < 0 || v >= numVignettes {
		panic("sprites: unknown vignette")
	}
	s := math.Min(float64(w)/vigW, float64(h)/vigH)
	cv := newCanvas(w, h)
	cv.pause = pause
	p := &pen{
		cv: cv,
		s:  s,
		ox: (float64(w) - vigW*s) / 2,
		oy: (float64(h) - vigH*s) / 2,
		n:  newNoise(uint64(1000 + v)),
		t:  newNoiseTable(uint64(3000 + v)),
		r:  rng{uint64(2000 + v)},
	}
	p.parchment()
	// The picture stays inside the frame's fine rule.
	in := 4 + 2.2
	p.cv.clip = image.Rect(int(in*s), int(in*s), w-int(in*s), h-int(in*s))
	switch v {
	case Kurna:
		p.kurna()
	case Mihintale:
		p.mihintale()
	case Gokstad:
		p.gokstad()
	case Pavement:
		p.pavement()
	case ChoirSeat:
		p.choirSeat()
	case GamesBox:
		p.gamesBox()
	case Mud:
		p.mud()
	case SaffronWalden:
		p.saffronWalden()
	case Trencho:
		p.trencho()
	}
	p.cv.clip = image.Rect(0, 0, w, h)
	p.frame()
	return p.cv.rgba()
}

// parchment lays the paper: warm, mottled, with fibres and darker edges.
func (p *pen) parchment() {
	w, h := float64(p.cv.w), float64(p.cv.h)
	p.cv.paint(0, 0, w, h, func(x, y float64) (rgb, float64) {
		u, v := (x-p.ox)/p.s, (y-p.oy)/p.s
		mottle := p.t.fbm(u*0.04+31, v*0.04+17, 4)
		fibre := p.t.at(u*0.08+5, v*1.1) * fade(1.1/p.s)
		ex, ey := (x/w-0.5)*2, (y/h-0.5)*2
		edge := smoothstep(0.55, 1.05, math.Max(math.Abs(ex), math.Abs(ey))*0.6+(ex*ex+ey*ey)*0.25)
		c := vPaper.scale(1 + 0.05*mottle + 0.025*fibre - 0.16*edge)
		c.b -= 14 * edge
		return c, 1
	})
}

// frame draws the plate's border: a strong rule and a fine one inside.
func (p *pen) frame() {
	w, h := float64(p.cv.w)/p.s, float64(p.cv.h)/p.s
	ox, oy := -p.ox/p.s, -p.oy/p.s // the image's corner in design units
	i := 4.0
	p.outline(rect(ox+i, oy+i, w-2*i, h-2*i), 1.1, 0)
	p.outline(rect(ox+i+2.2, oy+i+2.2, w-2*i-4.4, h-2*i-4.4), 0.4, 0)
}
