package board

import (
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes/app"
	"github.com/ninemen/morris/sprites"
)

// artKey is what the board's images depend on.
type artKey struct {
	board     int
	kind      rules.BoardKind
	diagonals bool
	stone     int
	hand      int
}

// Art holds the board and stone images for one size: sprites' Set
// for the board, plus the smaller men shown in the players' cards. The play
// and result scenes share it through the App, so going from one to the
// other draws nothing new. Making a board image takes a moment, so while a
// window is being resized the old images are stretched and new ones are
// made only once the size has held still.
type Art struct {
	key   artKey
	set   *sprites.Set
	hand  [2]*ebiten.Image
	taken [2]*ebiten.Image

	want      artKey
	wantSince time.Time
	now       time.Time
	// due is set once a redraw has been asked for the wanted size.
	due bool
}

// artSettle is how long a new size must hold before images are made for
// it.
const artSettle = 200 * time.Millisecond

// Request records the size the scene wants drawn at; it reports whether
// the images are due to be remade, so the scene asks for a redraw (once).
func (a *Art) Request(k artKey, now time.Time) bool {
	a.now = now
	if k != a.want {
		a.want, a.wantSince, a.due = k, now, false
	}
	if a.set != nil && a.key != a.want && !a.due && now.Sub(a.wantSince) >= artSettle {
		a.due = true
		return true
	}
	return false
}

// Want records the size a scene just laid out wants the images at, on
// the clock of the last request: a scene being faded to is drawn before
// its first Update, which asks for the board's images every tick.
func (a *Art) Want(k artKey) { a.Request(k, a.now) }

// Ready makes the images if there are none, or if the wanted size has held
// still long enough.
func (a *Art) Ready() {
	if a.want.board <= 0 {
		return
	}
	if a.set != nil && (a.key == a.want || a.now.Sub(a.wantSince) < artSettle) {
		return
	}
	a.make(a.want)
}

func (a *Art) make(k artKey) {
	a.free()
	a.key = k
	a.set = sprites.NewSet(sprites.BoardOptions{Size: k.board, Kind: k.kind, Diagonals: k.diagonals, GrainScale: grainScale(k.board)})
	a.key.stone = max(4, a.set.Layout.StoneSize())
	for c := rules.White; c <= rules.Black; c++ {
		a.hand[c] = sprites.Image(sprites.Stone(c, k.hand))
		a.taken[c] = sprites.Image(sprites.Stone(c, max(4, k.hand*4/5)))
	}
}

// grainScale computes large boards' grain at a lower resolution: the grain
// is soft anyway and the board appears sooner.
func grainScale(size int) float64 {
	if size > 900 {
		return 0.5
	}
	return 0
}

func (a *Art) free() {
	if a.set != nil {
		a.set.Dispose()
		a.set = nil
	}
	for _, img := range append(a.hand[:], a.taken[:]...) {
		if img != nil {
			img.Deallocate()
		}
	}
}

// ArtKeyFor is the key for a play layout and a variant.
func ArtKeyFor(l *Layout, v rules.Variant) artKey {
	return artKey{
		board:     int(l.Board.W),
		kind:      v.BoardKind,
		diagonals: v.Diagonals,
		stone:     max(4, l.Points.StoneSize()),
		hand:      max(4, int(math.Round(l.handStone()))),
	}
}

// drawCentered draws img centred at (x, y), scaled so that its natural size
// becomes size·k of the size it was made for (made), with an opacity.
func drawCentered(dst canvas, img *ebiten.Image, x, y, k, alpha float64) {
	b := img.Bounds()
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Translate(-float64(b.Dx())/2, -float64(b.Dy())/2)
	op.GeoM.Scale(k, k)
	op.GeoM.Translate(x, y)
	if alpha < 1 {
		op.ColorScale.ScaleAlpha(float32(alpha))
	}
	dst.DrawImage(img, op)
}

// keptArt is the type of the key the board's images are kept under in the
// App (App.Keep).
type keptArt struct{}

// ArtOf returns the board's images the App keeps for play and result.
func ArtOf(app *app.App) *Art {
	return app.Kept(keptArt{}, func() any { return new(Art) }).(*Art)
}
