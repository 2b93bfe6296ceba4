package history

import (
	"image"
	"image/color"
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/ninemen/morris/audio"
	"github.com/ninemen/morris/lang"
	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/app"
	"github.com/ninemen/morris/scenes/kit"
)

// Scene is the history page: the story of the game set like a small book
// on one long page of parchment that scrolls with the wheel, a finger (with
// a little inertia), and the keys.
type Scene struct {
	app      *app.App
	back     scenes.Scene
	pics     *PictureCache
	backBtn  kit.Button
	backdrop kit.Backdrop
	// lang is the language the book is read in, book its words in it:
	// when the App speaks another, the page is typeset again (follow).
	lang *lang.Lang
	book book

	w, h   int
	scale  float64
	doc    historyDoc
	view   kit.Rect // the part of the screen the page scrolls in
	sheet  kit.Rect // the parchment
	header float64

	scroll float64 // page y at the top of the view
	target float64 // where the scroll is easing to
	vel    float64 // pixels a second, after a flick

	dragging bool
	moved    bool
	pressY   float64
	lastY    float64
	flick    [4]flickStep // the last few moves of the finger
	flickN   int

	// sheet is the layer of the backdrop and the parchment; tiles are the
	// page drawn once for this layout, in bands of tileHeight pixels, and
	// scrolled as images.
	still kit.Layer
	tiles map[int]*ebiten.Image
	// setter is the page being typeset for the layout (see Prepare),
	// nil once it is doc; frac is the place read, as a share of the
	// scroll, to keep when it is.
	setter *typesetter
	frac   float64
	// drawnLabel is the header's chapter in the frame on the screen: a
	// scroll that changes it draws the whole screen (see DrawPart).
	drawnLabel string
	// band is the band of the page being drawn a piece at a time
	// (Prepare), if any.
	band *band
}

// flickStep is one move of the finger and the time it took.
type flickStep struct {
	dy float64
	dt time.Duration
}

// tileHeight is the height of a band of the page drawn at once.
const tileHeight = 512

// New returns the history page; Back and Esc return to back.
func New(app *app.App, back scenes.Scene) scenes.Scene {
	h := &Scene{app: app, back: back, pics: NewPictureCache(app.Kit)}
	h.read()
	return h
}

// read reads the book in the App's language.
func (h *Scene) read() {
	h.lang = h.app.Lang()
	h.book = readBook(h.lang)
	h.backBtn.Label = h.lang.T("history.back")
}

// follow typesets the page again, at the place read, if the player has
// chosen another language since it was typeset: the book changes at once.
func (h *Scene) follow() {
	if h.w > 0 && h.lang != h.app.Lang() {
		h.Layout(h.w, h.h, h.scale)
	}
}

// Scroll returns how far down the page is scrolled, in pixels, and the most
// it can be.
func (h *Scene) Scroll() (y, max float64) {
	h.finishTypeset()
	return h.scroll, h.maxScroll()
}

func (h *Scene) maxScroll() float64 { return math.Max(0, h.doc.Height-h.view.H) }

// Layout implements Scene: it typesets the page for the screen and the
// language; a new size or language keeps the reader at the same place in
// the text.
func (h *Scene) Layout(w, hh int, s float64) {
	if s <= 0 {
		s = 1
	}
	if w == h.w && hh == h.h && s == h.scale && h.lang == h.app.Lang() {
		return
	}
	if h.lang != h.app.Lang() {
		h.read()
	}
	frac := 0.0
	if m := h.maxScroll(); m > 0 {
		frac = h.scroll / m
	}
	h.w, h.h, h.scale = w, hh, s
	W, H := float64(w), float64(hh)
	h.header = math.Max(math.Min(H*0.08, 64*s), 48*s)
	m := math.Min(math.Max(W*0.04, 8*s), 48*s)
	sheetW := math.Min(W-2*m, 760*s)
	h.sheet = kit.Rect{X: (W - sheetW) / 2, Y: h.header, W: sheetW, H: H - h.header}
	pad := math.Max(math.Min(sheetW*0.09, 64*s), 16*s)
	h.view = kit.Rect{X: h.sheet.X, Y: h.header, W: sheetW, H: H - h.header}
	h.backBtn.Rect = kit.Rect{X: m * 0.6, Y: h.header * 0.16, W: math.Min(120*s, W*0.28), H: h.header * 0.68}
	h.releaseTiles()
	// The page is typeset a piece a tick while the scene prepares, or at
	// once when first needed (finishTypeset), and keeps the place read.
	h.setter = newTypesetter(h.app.Kit.Fonts, &h.book, pad, sheetW-pad, s)
	h.frac = frac
}

// finishTypeset typesets what is left of the page, if anything, and
// puts the view at the place read before the layout changed; in the
// language the player chose, if that changed.
func (h *Scene) finishTypeset() {
	h.follow()
	if h.setter == nil {
		return
	}
	for !h.setter.step() {
	}
	h.doc, h.setter = h.setter.d, nil
	h.scroll = h.frac * h.maxScroll()
	h.target = h.scroll
}

// Release implements scenes.Releaser.
func (h *Scene) Release() {
	h.still.Release()
	h.releaseTiles()
	h.pics.Release()
}

func (h *Scene) releaseTiles() {
	for _, img := range h.tiles {
		h.app.Kit.Discard(img)
	}
	h.tiles = nil
	if h.band != nil {
		h.app.Kit.Discard(h.band.img)
		h.band = nil
	}
}

// Update implements Scene.
func (h *Scene) Update(ctx *scenes.Context) error {
	if h.lang != h.app.Lang() {
		// Another language: the page is typeset again, and drawn whole.
		ctx.Redraw()
	}
	h.finishTypeset()
	in := ctx.Input
	if in.Just(scenes.ActBack) || h.backBtn.Handle(ctx) {
		ctx.GoTo(h.back)
		return nil
	}
	line := h.doc.Body * 1.5
	page := h.view.H * 0.9
	switch {
	case in.Just(scenes.ActUp):
		h.scrollBy(-line * 2)
	case in.Just(scenes.ActDown):
		h.scrollBy(line * 2)
	case in.Just(scenes.ActPageUp):
		h.scrollBy(-page)
	case in.Just(scenes.ActPageDown), in.Just(scenes.ActConfirm):
		h.scrollBy(page)
	case in.Just(scenes.ActHome):
		h.scrollTo(0)
	case in.Just(scenes.ActEnd):
		h.scrollTo(h.maxScroll())
	case in.Just(scenes.ActLeft):
		h.scrollTo(h.chapterTop(h.chapterAt() - 1))
	case in.Just(scenes.ActRight):
		h.scrollTo(h.chapterTop(h.chapterAt() + 1))
	}
	if in.Wheel != 0 {
		h.scrollBy(in.Wheel * line * 2)
	}
	dragged := h.scroll
	h.pointer(ctx, in, ctx.Delta)
	if h.overLink(in.Pointer) {
		ctx.ShowHand()
	}
	// The page follows a finger (or a mouse with its button down) without
	// a press or release each tick, so it asks to be drawn as it moves.
	if h.animate(ctx.Delta) || h.scroll != dragged {
		ctx.RedrawPart()
	}
	if h.drawAhead() {
		ctx.DrewOffscreen()
	}
	return nil
}

// drawAhead draws, a budget of pieces a tick, the bands of the page the
// view shows, is heading for, and borders on, so that a scroll copies
// bands drawn before it gets there: a band drawn whole in the frame that
// first shows it holds that frame for a good part of a page of text. It
// reports whether it drew.
func (h *Scene) drawAhead() bool {
	first, last := h.bandsInView()
	to0, to1 := h.bandsAt(h.target)
	lo, hi := min(first, to0)-1, max(last, to1)+1
	for k := lo; k <= hi; k++ {
		if k < 0 || float64(k*tileHeight) >= h.doc.Height {
			continue
		}
		if _, ok := h.tiles[k]; !ok {
			h.drawBand(k, bandBudget)
			return true
		}
	}
	return false
}

// scrollBy moves the target by dy, from where the page is heading.
func (h *Scene) scrollBy(dy float64) { h.scrollTo(h.target + dy) }

// scrollTo eases the page to y, within the page.
func (h *Scene) scrollTo(y float64) {
	h.vel = 0
	h.target = math.Max(0, math.Min(y, h.maxScroll()))
}

// pointer handles the finger (or mouse) dragging the page, a flick that
// carries on, and taps on the contents.
func (h *Scene) pointer(ctx *scenes.Context, in *scenes.Input, d time.Duration) {
	p := in.Pointer
	if p.Pressed && h.view.Contains(p.X, p.Y) {
		h.dragging, h.moved = true, false
		h.pressY, h.lastY = p.Y, p.Y
		h.vel, h.flickN = 0, 0
		h.target = h.scroll
	}
	if !h.dragging {
		return
	}
	if p.Down || p.Released {
		// The page follows the finger once it has moved a little, from
		// where it was pressed, so a tap is not a tiny scroll.
		if math.Abs(p.Y-h.pressY) > 8*h.scale {
			h.moved = true
		}
		if h.moved {
			dy := p.Y - h.lastY
			h.lastY = p.Y
			h.scroll = math.Max(0, math.Min(h.scroll-dy, h.maxScroll()))
			h.target = h.scroll
			h.flick[h.flickN%len(h.flick)] = flickStep{-dy, d}
			h.flickN++
		}
	}
	if p.Released || !p.Down {
		h.dragging = false
		if h.moved {
			n := min(h.flickN, len(h.flick))
			sum, dt := 0.0, time.Duration(0)
			for i := 0; i < n; i++ {
				sum += h.flick[i].dy
				dt += h.flick[i].dt
			}
			if dt > 0 {
				h.vel = sum / dt.Seconds()
			}
		} else if p.Released {
			h.tap(ctx, p.X, p.Y)
		}
	}
}

// overLink reports whether the mouse rests on something to click.
func (h *Scene) overLink(p scenes.Pointer) bool {
	if !p.Present || p.Touch {
		return false
	}
	if h.backBtn.Rect.Contains(p.X, p.Y) {
		return true
	}
	if !h.view.Contains(p.X, p.Y) {
		return false
	}
	px, py := p.X-h.view.X, p.Y-h.view.Y+h.scroll
	for _, l := range h.doc.Links {
		if l.R.Contains(px, py) {
			return true
		}
	}
	return false
}

// tap follows a link in the contents, or to a game: a game is started
// for two players by the scene the book was opened from (its app.Home),
// and returns there.
func (h *Scene) tap(ctx *scenes.Context, x, y float64) {
	px, py := x-h.view.X, y-h.view.Y+h.scroll
	for _, l := range h.doc.Links {
		if !l.R.Contains(px, py) {
			continue
		}
		if l.Play == "" {
			h.scrollTo(h.chapterTop(l.Chapter))
			return
		}
		v, ok := rules.PresetNamed(l.Play)
		home, isHome := h.back.(app.Home)
		if ok && isHome {
			h.app.PlaySound(audio.Click)
			ctx.GoTo(home.PlayFrom(rules.NewGame(v), false))
		}
		return
	}
}

// chapterTop is the scroll that puts chapter i at the top of the view.
func (h *Scene) chapterTop(i int) float64 {
	switch {
	case i < 0:
		return 0
	case i >= len(h.doc.Chapters):
		return h.maxScroll()
	}
	return h.doc.Chapters[i]
}

// chapterAt returns the chapter at the top of the view, -1 before the
// first.
func (h *Scene) chapterAt() int {
	at := -1
	for i, y := range h.doc.Chapters {
		if y <= h.target+h.doc.Body {
			at = i
		}
	}
	return at
}

// animate moves the page on by d of time towards its target or along a
// flick and reports whether it moved. The glide and the easing are those
// of a page that moves 60 times a second, on the clock: a slow machine
// shows fewer steps, not a slower page.
func (h *Scene) animate(d time.Duration) bool {
	if h.dragging {
		return false
	}
	ticks := d.Seconds() * scenes.TPS
	before := h.scroll
	if h.vel != 0 {
		h.scroll += h.vel * d.Seconds()
		h.vel *= math.Pow(0.95, ticks)
		if h.scroll < 0 || h.scroll > h.maxScroll() || math.Abs(h.vel) < 0.3*h.scale*scenes.TPS {
			h.vel = 0
		}
		h.scroll = math.Max(0, math.Min(h.scroll, h.maxScroll()))
		h.target = h.scroll
	} else if d := h.target - h.scroll; d != 0 {
		if math.Abs(d) < 0.5 {
			h.scroll = h.target
		} else {
			h.scroll += d * (1 - math.Pow(1-0.22, ticks))
		}
	}
	return h.scroll != before
}

// Draw implements Scene. The backdrop and the parchment are a layer, and
// the page is drawn once for the layout in bands (tiles) that a frame
// copies where the scroll puts them: scrolling draws no text.
func (h *Scene) Draw(screen *ebiten.Image) {
	h.finishTypeset()
	s := h.scale
	sh := h.sheet
	still := h.still.Image(h.app.Kit, image.Pt(h.w, h.h), h.sheetKey(), h.drawSheet)
	screen.DrawImage(still, &ebiten.DrawImageOptions{Blend: ebiten.BlendCopy})

	view := screen.SubImage(kit.RectImage(h.view)).(*ebiten.Image)
	px := math.Floor(h.view.X)
	py := math.Floor(h.view.Y) - math.Round(h.scroll)
	first, last := h.bandsInView()
	for k := first; k <= last; k++ {
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(px, py+float64(k*tileHeight))
		view.DrawImage(h.tile(k), op)
	}
	// Where the page is, as a thin bar at its edge.
	if m := h.maxScroll(); m > 0 {
		vh := h.view.H
		bar := math.Max(vh*vh/h.doc.Height, 24*s)
		// At an eighth of a pixel, so that a scroll draws the bar from
		// eight shapes, not a new one each frame.
		y := math.Round((h.view.Y+(vh-bar)*h.scroll/m)*8) / 8
		x := sh.X + sh.W - 6*s
		h.app.Kit.FillRect(screen, kit.Rect{X: x, Y: y, W: 3 * s, H: bar}, color.RGBA{0x8a, 0x70, 0x50, 0x90})
	}

	// The header: Back, and the chapter being read.
	h.app.Kit.FillRectPlain(screen, kit.Rect{W: float64(h.w), H: h.header}, kit.ColorBackground)
	for i := 0; i < 4; i++ {
		a := uint8(0x40 - i*0x10)
		h.app.Kit.FillRectPlain(screen, kit.Rect{X: sh.X, Y: h.header + float64(i)*s, W: sh.W, H: s}, color.RGBA{0, 0, 0, a})
	}
	h.backBtn.Draw(screen, h.app.Kit, s, false)
	label := h.headerLabel()
	label.Draw(screen, kit.ColorDim)
	h.drawnLabel = label.Text
}

// DrawPart implements scenes.PartDrawer: a scroll draws the view and the
// bar at its edge (Draw clipped to them), unless the header's chapter
// changes with it.
func (h *Scene) DrawPart(screen *ebiten.Image) bool {
	h.finishTypeset()
	if h.headerLabel().Text != h.drawnLabel {
		return false
	}
	bar := kit.Rect{X: h.sheet.X + h.sheet.W - 7*h.scale, Y: h.view.Y, W: 5 * h.scale, H: h.view.H}
	r := kit.RectImage(h.view).Union(kit.RectImage(bar)).Intersect(screen.Bounds())
	h.Draw(screen.SubImage(r).(*ebiten.Image))
	return true
}

// headerLabel is the chapter's name in the header: centred if it can be,
// else after Back, smaller if need be, else just its number.
func (h *Scene) headerLabel() kit.Label {
	s := h.scale
	name := h.lang.T("history.header.book")
	short := name
	if c := h.chapterAt(); c >= 0 && c < len(h.book.chapters) {
		ch := h.book.chapters[c]
		name = h.lang.T("history.header.chapter", "N", ch.number, "Title", typographic(ch.title))
		short = h.lang.T("history.header.short", "N", ch.number)
	}
	x0 := h.backBtn.Rect.X + h.backBtn.Rect.W + 12*s
	room := float64(h.w) - 12*s - x0
	size := math.Min(h.header*0.4, 22*s)
	face := h.app.Kit.Fonts.Face(kit.SmallCaps, size)
	if kit.TextWidth(name, face) > room {
		face = h.app.Kit.Fonts.Face(kit.SmallCaps, size*0.8)
		if kit.TextWidth(name, face) > room {
			name = short
		}
	}
	w := kit.TextWidth(name, face)
	cx := math.Max(float64(h.w)/2, x0+w/2)
	return kit.Label{Text: name, Face: face, Align: kit.AlignCenter, Box: kit.Rect{X: cx - w/2, Y: (h.header - face.Size*1.2) / 2, W: w, H: face.Size * 1.2}}
}

// sheetKey is what the layer of the backdrop and the parchment shows.
func (h *Scene) sheetKey() any { return [3]float64{float64(h.w), float64(h.h), h.scale} }

// drawSheet draws the backdrop and the parchment.
func (h *Scene) drawSheet(img *ebiten.Image) {
	s := h.scale
	sh := h.sheet
	h.backdrop.Draw(img)
	h.app.Kit.FillRoundRect(img, kit.Rect{X: sh.X + 3*s, Y: sh.Y + 4*s, W: sh.W, H: sh.H + 20*s}, 6*s, color.RGBA{0, 0, 0, 0x50})
	h.app.Kit.FillRoundRect(img, kit.Rect{X: sh.X, Y: sh.Y, W: sh.W, H: sh.H + 20*s}, 6*s, kit.ColorParchment)
}

// bandsInView returns the first and the last band of the page the view
// shows.
func (h *Scene) bandsInView() (first, last int) { return h.bandsAt(h.scroll) }

// bandsAt returns the first and the last band of the page the view shows
// scrolled to y.
func (h *Scene) bandsAt(y float64) (first, last int) {
	first = int(math.Floor(y / tileHeight))
	last = first
	for float64((last+1)*tileHeight) < y+h.view.H+1 {
		last++
	}
	return first, last
}

// Prepare implements scenes.Preparer: the parchment, then the bands of
// the page the view opens on, drawn a piece at a time (bandBudget a
// tick), so that the frame that first shows the page only copies them.
func (h *Scene) Prepare() (ready bool) {
	if h.w == 0 {
		return false
	}
	h.follow()
	if h.setter != nil {
		for range typesetBudget {
			if h.setter.step() {
				h.finishTypeset()
				break
			}
		}
		return false
	}
	// The sheet, a layer of the screen's size, has a tick of its own:
	// drawn with the first piece of a band, it would hold the browser's
	// frames back.
	sheet := false
	h.still.Image(h.app.Kit, image.Pt(h.w, h.h), h.sheetKey(), func(img *ebiten.Image) { h.drawSheet(img); sheet = true })
	if sheet {
		return false
	}
	first, last := h.bandsInView()
	for k := first; k <= last; k++ {
		if _, ok := h.tiles[k]; !ok {
			h.drawBand(k, bandBudget)
			return false
		}
	}
	return true
}

// A band is drawn in pieces: a run of text costs 1, a board figure
// (vector paths) figureCost and a picture pictureCost; Prepare draws
// pieces of bandBudget a tick (less in the browser, see pause_js.go),
// and waits for a picture drawn in the background (PictureCache.Prepare).
// A software renderer takes a few milliseconds for a run of new glyphs.
const (
	figureCost  = 10
	pictureCost = 40
)

// band is a band of the page being drawn a piece at a time.
type band struct {
	k      int
	img    *ebiten.Image
	pieces []piece
	done   int
}

// piece is one thing drawn on a band, and what it costs; ready, if not
// nil, is asked before it is drawn a piece at a time, and says whether it
// can be drawn yet (a picture drawn in the background).
type piece struct {
	draw  func(img *ebiten.Image)
	cost  int
	ready func() bool
}

// tile returns band k of the page, drawing it (the rest of it) first if
// it is not drawn yet.
func (h *Scene) tile(k int) *ebiten.Image {
	if img, ok := h.tiles[k]; ok {
		return img
	}
	h.drawBand(k, -1)
	return h.tiles[k]
}

// drawBand draws band k of the page, or goes on drawing it, up to a
// budget of pieces (all of them if budget < 0). A band drawn whole goes
// to the tiles.
func (h *Scene) drawBand(k, budget int) {
	if h.band != nil && h.band.k != k {
		h.app.Kit.Discard(h.band.img)
		h.band = nil
	}
	if h.band == nil {
		h.band = h.newBand(k)
	}
	b := h.band
	for b.done < len(b.pieces) && budget != 0 {
		p := b.pieces[b.done]
		if budget > 0 && p.ready != nil && !p.ready() {
			return
		}
		p.draw(b.img)
		b.done++
		if budget > 0 {
			budget = max(0, budget-p.cost)
		}
	}
	if b.done < len(b.pieces) {
		return
	}
	if h.tiles == nil {
		h.tiles = map[int]*ebiten.Image{}
	}
	h.tiles[k] = b.img
	h.band = nil
}

// newBand starts band k of the page, tileHeight pixels from page y
// k·tileHeight, drawn at the fractions of a pixel at which the view puts
// it, so that a copy lands where the page drawn on the screen would.
func (h *Scene) newBand(k int) *band {
	// Bands far from the view go: a long page is not held whole. Far
	// from all of the view, not from k: a tall view holds more than
	// seven bands' reach, and must not let go of the bands it shows.
	first, last := h.bandsInView()
	for j, img := range h.tiles {
		if j < min(first, k)-3 || j > max(last, k)+3 {
			img.Deallocate()
			delete(h.tiles, j)
		}
	}
	fx := h.view.X - math.Floor(h.view.X)
	fy := h.view.Y - math.Floor(h.view.Y)
	b := &band{k: k, img: kit.NewImageAt(image.Rect(0, 0, int(math.Ceil(h.view.W+fx))+1, tileHeight))}
	ox, oy := fx, fy-float64(k*tileHeight)
	top, bottom := float64(k*tileHeight)-h.doc.Body*12, float64((k+1)*tileHeight)+h.doc.Body*2
	for _, f := range h.doc.Figures {
		if f.Y+f.Size > top && f.Y-f.Size < bottom {
			b.pieces = append(b.pieces, piece{func(img *ebiten.Image) {
				DrawBoardFigure(img, h.app.Kit, ox+f.X, oy+f.Y, f.Size, 0, math.Max(1, f.Size/40), kit.ColorCardRule)
			}, figureCost, nil})
		}
	}
	for _, p := range h.doc.Pics {
		if p.Y+p.H > top && p.Y < bottom {
			b.pieces = append(b.pieces, piece{func(img *ebiten.Image) {
				h.pics.Draw(img, p.Era, ox+p.X, oy+p.Y, p.W, p.H, 1)
			}, pictureCost, func() bool { return h.pics.Prepare(p.Era, p.W, p.H) }})
		}
	}
	for _, t := range h.doc.Texts {
		if t.Y+t.Face.Size*2 > top && t.Y < bottom {
			b.pieces = append(b.pieces, piece{func(img *ebiten.Image) {
				kit.DrawText(img, t.S, t.Face, ox+t.X, oy+t.Y, kit.AlignStart, t.Color)
			}, 1, nil})
		}
	}
	return b
}

// Opaque implements scenes.Opaque: the backdrop covers the screen.
func (*Scene) Opaque() {}

// WaitPictures blocks until the pictures being drawn in the background
// are done: tests wait on it rather than on the clock.
func (h *Scene) WaitPictures() { h.pics.Wait() }
