package title

import (
	"image"
	"image/color"
	"math"
	"slices"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/ninemen/morris/lang"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/history"
	"github.com/ninemen/morris/scenes/kit"
)

// How long an era stays on the card, and how long the change takes. A card
// holds two sentences, so it stays long enough to read them unhurried; after
// the player steps by hand it stays longer, since they are reading. The
// change is brief: drawn in software, every frame of it copies the whole
// screen, and a title left up for a while should cost a laptop little.
const (
	eraHold       = 10 * time.Second
	eraHoldByHand = 15 * time.Second
	eraChange     = 400 * time.Millisecond
)

// Timeline is the title screen's history: one card per era, advancing on
// its own, with a row of dots below to show where it is and to jump.
// The player steps it with the arrow keys, by tapping or swiping the card,
// and by clicking a dot or an arrow.
type Timeline struct {
	eras []history.Era
	cur  int
	prev int
	dir  float64       // +1 when the change moves forward in time, -1 back
	left time.Duration // left in the change
	wait time.Duration // until the next era
	// rested is how long since the last change ended, counted while the
	// mouse rests on the card too (which holds wait).
	rested time.Duration
	hover  bool

	pressX, pressY float64
	pressed        bool

	card, strip kit.Rect
	scale       float64
	kit         *kit.Kit
	lay         cardLayout
	pics        *history.PictureCache
	// texts and lit are images made once per layout for the frames of a
	// change: each era's words, and each era's dot lit with its label (see
	// DrawChange).
	texts map[int]*ebiten.Image
	lit   map[int]*ebiten.Image
	// drewOffscreen is set by an Update that made some of them.
	drewOffscreen bool
	// waiting is set while the card shows no picture, its first being drawn
	// in the background (see PictureLater).
	waiting bool
	// hidden is set while neither the card nor the strip is laid out or
	// drawn (see PictureLater and Show).
	hidden bool
	// words is the language the game speaks now, and lang the one eras
	// are read in: the timeline reads them again when it changes (follow).
	words func() *lang.Lang
	lang  *lang.Lang
}

// NewTimeline returns a timeline on its first era, in the language words
// gives (the App's Lang), and in the one it gives next when it changes.
func NewTimeline(k *kit.Kit, pics *history.PictureCache, words func() *lang.Lang) *Timeline {
	l := words()
	return &Timeline{eras: history.Eras(l), words: words, lang: l, kit: k, pics: pics, wait: eraHold, dir: 1}
}

// follow reads the eras again, and lays the card out for them, if the
// language has changed since they were read, and reports whether it did.
// The images made for the changes go.
func (t *Timeline) follow() bool {
	l := t.words()
	if l == t.lang {
		return false
	}
	t.lang, t.eras = l, history.Eras(l)
	if !t.hidden && t.card.W > 0 {
		t.lay = layoutCard(t.kit.Fonts, t.eras, t.card, t.scale)
	}
	t.Release()
	return true
}

// PictureLater makes the timeline wait for the game's first picture: the
// card and the strip are neither laid out nor drawn until Show, and then
// the card shows no picture until Update has had the era's drawn in the
// background, rather than draw it in the frame that first shows the card,
// which would delay the game's first picture in the browser.
func (t *Timeline) PictureLater() { t.waiting, t.hidden = true, true }

// Show lays the timeline out and lets it be drawn, if PictureLater held
// it back, and reports whether it did.
func (t *Timeline) Show() bool {
	if !t.hidden {
		return false
	}
	t.follow()
	t.hidden = false
	t.lay = layoutCard(t.kit.Fonts, t.eras, t.card, t.scale)
	return true
}

// Hidden reports whether the timeline waits for Show.
func (t *Timeline) Hidden() bool { return t.hidden }

// Current returns the index of the era on the card.
func (t *Timeline) Current() int { return t.cur }

// Len returns the number of eras.
func (t *Timeline) Len() int { return len(t.eras) }

// Step moves by d eras, wrapping at either end, and holds the new era for
// hold.
func (t *Timeline) Step(d int, hold time.Duration) {
	t.Jump(((t.cur+d)%len(t.eras)+len(t.eras))%len(t.eras), hold)
	if d < 0 {
		t.dir = -1
	} else {
		t.dir = 1
	}
}

// Jump shows era i.
func (t *Timeline) Jump(i int, hold time.Duration) {
	t.wait = hold
	if i == t.cur {
		return
	}
	t.dir = 1
	if i < t.cur {
		t.dir = -1
	}
	t.prev, t.cur = t.cur, i
	t.left, t.rested = eraChange, 0
}

// SetLayout places the card and the strip of dots, in screen pixels.
func (t *Timeline) SetLayout(card, strip kit.Rect, scale float64) {
	t.follow()
	if card == t.card && strip == t.strip && scale == t.scale {
		return
	}
	t.card, t.strip, t.scale = card, strip, scale
	if !t.hidden {
		t.lay = layoutCard(t.kit.Fonts, t.eras, card, scale)
	}
	t.Release()
}

// Release lets the images made for the changes go.
func (t *Timeline) Release() {
	for _, m := range []map[int]*ebiten.Image{t.texts, t.lit} {
		for _, img := range m {
			t.kit.Discard(img)
		}
	}
	t.texts, t.lit = nil, nil
}

// DrewOffscreen reports whether the last Update drew an image of a change
// ahead, off the screen (see scenes.Context.DrewOffscreen).
func (t *Timeline) DrewOffscreen() bool { return t.drewOffscreen }

// Changing reports whether a change of era is under way.
func (t *Timeline) Changing() bool { return t.left > 0 }

// Update runs one tick that took d and reports whether the timeline needs
// drawing: it does in another language too. The change and the wait run
// on the clock: on a slow machine the change shows fewer frames but takes
// no longer.
func (t *Timeline) Update(in *scenes.Input, d time.Duration) bool {
	t.drewOffscreen = false
	relaid := t.follow()
	if t.hidden {
		return false
	}
	changed := t.pointer(in) || relaid
	was := t.hover
	t.hover = in.Pointer.Present && !in.Pointer.Touch && t.card.Contains(in.Pointer.X, in.Pointer.Y)
	// The card says it is paused, and says so no more when the mouse
	// leaves: a pause nobody can see looks like a stuck timeline.
	changed = changed || t.hover != was
	if t.waiting && t.lay.picH > 0 && t.pics.Prepare(t.cur, t.lay.picW, t.lay.picH) {
		t.waiting = false
		changed = true
	}
	if t.left > 0 {
		t.left = max(0, t.left-d)
		return true
	}
	t.rested += d
	// The card waits while the mouse rests on it: someone is reading.
	if !t.hover {
		t.wait -= d
	}
	// The next era's picture is drawn a second after a change, while
	// nothing moves, not in the first frame of the next change; then the
	// one before, which a tap on the card's left third brings. Counted
	// from the change, not by the hold, which stands still under a mouse
	// resting on the card, which is where a click comes from.
	if n := len(t.eras); t.rested > time.Second && t.lay.picH > 0 {
		if t.pics.Prepare((t.cur+1)%n, t.lay.picW, t.lay.picH) {
			t.pics.Prepare((t.cur+n-1)%n, t.lay.picW, t.lay.picH)
		}
	}
	// So are the images its change is drawn from (DrawChange), a little
	// later, in one tick: a frame that draws off the screen is shown
	// (scenes.Context.DrewOffscreen), a copy of the whole screen to the window,
	// and one is cheaper than four. Those of other eras go: a title left
	// up for a while would hold every era's.
	next := (t.cur + 1) % len(t.eras)
	for _, m := range []map[int]*ebiten.Image{t.texts, t.lit} {
		for i, img := range m {
			if i != t.cur && i != next {
				t.kit.Discard(img)
				delete(m, i)
			}
		}
	}
	if t.rested > 2*time.Second && t.card.W > 0 {
		for _, i := range []int{next, t.cur} {
			if _, ok := t.texts[i]; !ok {
				t.eraWords(i)
				t.drewOffscreen = true
			}
			if _, ok := t.lit[i]; !ok {
				t.litDot(i)
				t.drewOffscreen = true
			}
		}
	}
	if t.wait <= 0 {
		t.Step(1, eraHold)
		return true
	}
	return changed
}

// pointer handles clicks, taps and swipes; it reports a change of era.
func (t *Timeline) pointer(in *scenes.Input) bool {
	p := in.Pointer
	if p.Pressed && (t.card.Contains(p.X, p.Y) || t.strip.Contains(p.X, p.Y)) {
		t.pressed, t.pressX, t.pressY = true, p.X, p.Y
	}
	if !p.Released || !t.pressed {
		if !p.Down && !p.Released {
			t.pressed = false
		}
		return false
	}
	t.pressed = false
	dx, dy := p.X-t.pressX, p.Y-t.pressY
	before := t.cur
	switch {
	case t.card.Contains(t.pressX, t.pressY) && math.Abs(dx) > t.card.W*0.08 && math.Abs(dx) > 1.5*math.Abs(dy):
		// A swipe: the card follows the finger, so a swipe to the left
		// brings the next era in from the right.
		if dx < 0 {
			t.Step(1, eraHoldByHand)
		} else {
			t.Step(-1, eraHoldByHand)
		}
	case math.Hypot(dx, dy) > 12*t.scale:
		// A drag that is not a swipe is nothing.
	case t.card.Contains(p.X, p.Y):
		if p.X < t.card.X+t.card.W/3 {
			t.Step(-1, eraHoldByHand)
		} else {
			t.Step(1, eraHoldByHand)
		}
	case t.strip.Contains(p.X, p.Y):
		switch i := t.hitStrip(p.X); {
		case i == -2:
			t.Step(-1, eraHoldByHand)
		case i == -3:
			t.Step(1, eraHoldByHand)
		case i >= 0:
			t.Jump(i, eraHoldByHand)
		}
	}
	return t.cur != before
}

// dotX returns the centre of era i's dot on the strip.
func (t *Timeline) dotX(i int) float64 {
	arrow := t.arrowWidth()
	x0, x1 := t.strip.X+arrow, t.strip.X+t.strip.W-arrow
	return x0 + (x1-x0)*float64(i)/float64(len(t.eras)-1)
}

func (t *Timeline) arrowWidth() float64 { return min(t.strip.H*1.2, t.strip.W*0.1) }

// hitStrip returns the era whose dot is nearest x, -2 for the arrow back
// and -3 for the arrow forward.
func (t *Timeline) hitStrip(x float64) int {
	arrow := t.arrowWidth()
	if x < t.strip.X+arrow*0.6 {
		return -2
	}
	if x > t.strip.X+t.strip.W-arrow*0.6 {
		return -3
	}
	best, bestD := 0, math.Inf(1)
	for i := range t.eras {
		if d := math.Abs(x - t.dotX(i)); d < bestD {
			best, bestD = i, d
		}
	}
	return best
}

// cardLayout is where things go on the card, the same for every era so
// that the card does not jump as the eras change.
type cardLayout struct {
	pad      float64
	picW     float64 // the picture's size
	picH     float64
	when     *text.GoTextFace
	place    *text.GoTextFace
	body     *text.GoTextFace
	lines    [][]string // each era's text, wrapped
	lineH    float64
	top      float64 // y of the picture's top
	textTop  float64 // y of the date
	bodyTop  float64 // y of the first line of text
	maxLines int
}

// layoutCard fits the picture and the text of every era in the card. The
// text shrinks until the picture has room, but not below a comfortable
// size: on a small card the picture gives way first.
func layoutCard(fonts *kit.Fonts, eras []history.Era, card kit.Rect, scale float64) cardLayout {
	start := math.Min(math.Max(card.W/25, 15*scale), 23*scale)
	if l, ok := fitCard(fonts, eras, card, scale, start, 15*scale, true); ok {
		return l
	}
	if l, ok := fitCard(fonts, eras, card, scale, start, 11*scale, false); ok {
		return l
	}
	l, _ := fitCard(fonts, eras, card, scale, start, 11*scale, true)
	return l
}

// fitCard tries sizes from start down to least; with a picture it needs
// room for a picture of some size, without one just for the words. At the
// least size it returns its best and false.
func fitCard(fonts *kit.Fonts, eras []history.Era, card kit.Rect, scale, start, least float64, picture bool) (cardLayout, bool) {
	var l cardLayout
	l.pad = max(card.W*0.07, 12*scale)
	inner := card.W - 2*l.pad
	for size := start; ; size -= 0.5 * scale {
		size = math.Max(size, least)
		l.body = fonts.Face(kit.Regular, size)
		l.when = fonts.Face(kit.SmallCaps, size*1.5)
		l.place = fonts.Face(kit.Italic, size*1.1)
		l.lineH = size * 1.38
		l.lines = l.lines[:0]
		l.maxLines = 0
		for _, e := range eras {
			lines := history.Wrap(e.Text, l.body, inner)
			l.lines = append(l.lines, lines)
			l.maxLines = max(l.maxLines, len(lines))
		}
		head := size*1.5*1.25 + size*1.1*1.5
		textH := head + size*0.6 + float64(l.maxLines)*l.lineH
		gap := 0.0
		ok := textH <= card.H-2*l.pad
		if picture {
			gap = size
			room := card.H - 2*l.pad - textH - gap
			l.picH = math.Min(math.Min(room, inner*0.8/history.PictureAspect), 300*scale)
			ok = l.picH >= math.Min(card.H*0.28, 100*scale)
		} else {
			l.picH = 0
		}
		if ok || size <= least {
			l.picH = math.Max(l.picH, 0)
			if l.picH == 0 {
				gap = 0
			}
			l.picW = l.picH * history.PictureAspect
			total := l.picH + gap + textH
			l.top = card.Y + (card.H-total)/2
			l.textTop = l.top + l.picH + gap
			l.bodyTop = l.textTop + head + size*0.6
			return l, ok
		}
	}
}

// Draw draws the card and the strip of dots.
func (t *Timeline) Draw(dst *ebiten.Image) {
	t.follow()
	if t.hidden {
		return
	}
	t.drawCard(dst)
	t.drawStrip(dst)
}

// Paused reports whether the history waits while the mouse rests on the
// card, which the card then says.
func (t *Timeline) Paused() bool { return t.hover }

// DrawStill draws what stays still while the era changes: the card without
// its era, and the strip with no dot lit. DrawChange draws the rest.
func (t *Timeline) DrawStill(dst *ebiten.Image) {
	t.follow()
	if t.hidden {
		return
	}
	t.drawCardFrame(dst)
	t.drawStripWith(dst, func(int) float64 { return 0 })
}

// DrawChange draws, over DrawStill, a frame of the change from images
// made once: the pictures dissolve, the words of the era going fade and
// slide out and those of the era coming in, and the lit dot moves from
// one to the other.
func (t *Timeline) DrawChange(dst *ebiten.Image) {
	t.follow()
	if t.hidden {
		return
	}
	c := t.card
	p := t.progress()
	slide := c.W * 0.06
	clip := dst.SubImage(kit.RectImage(t.inner())).(*ebiten.Image)
	l := &t.lay
	pic := func(i int, alpha float64) {
		if l.picH > 0 && alpha > 0 && !t.waiting {
			t.pics.Draw(clip, i, c.X+c.W/2-l.picW/2, l.top, l.picW, l.picH, alpha)
		}
	}
	words := func(i int, alpha, dx float64) {
		if alpha <= 0 {
			return
		}
		img := t.eraWords(i)
		at := img.Bounds().Min
		op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
		op.GeoM.Translate(float64(at.X)+dx, float64(at.Y))
		op.ColorScale.ScaleAlpha(float32(alpha))
		clip.DrawImage(img, op)
	}
	out := kit.Smoothstep(math.Min(1, 2*p))
	in := kit.Smoothstep(math.Max(0, 2*p-1))
	pic(t.prev, 1)
	words(t.prev, 1-out, -t.dir*slide*out)
	pic(t.cur, p)
	words(t.cur, in, t.dir*slide*(1-in))
	for _, e := range [][2]float64{{float64(t.prev), 1 - p}, {float64(t.cur), p}} {
		if e[1] > 0 {
			img := t.litDot(int(e[0]))
			at := img.Bounds().Min
			op := &ebiten.DrawImageOptions{}
			op.GeoM.Translate(float64(at.X), float64(at.Y))
			op.ColorScale.ScaleAlpha(float32(e[1]))
			dst.DrawImage(img, op)
		}
	}
}

// Parts are the pieces of the screen where two pictures of the timeline
// can differ that light, between them, the dots of the eras given (an era
// given twice counts once): the inside of the card, where the eras and the
// pause are told, and those dots with their halos and labels. The card's
// frame and the strip's line and unlit dots are the same in every picture.
func (t *Timeline) Parts(eras ...int) []image.Rectangle {
	t.follow()
	parts := []image.Rectangle{kit.RectImage(t.inner())}
	for i, e := range eras {
		if e >= 0 && e < len(t.eras) && !slices.Contains(eras[:i], e) {
			parts = append(parts, t.dotPart(e))
		}
	}
	return parts
}

// AppendLit appends to eras those whose dots are lit now, whole or in
// part: the era on the card, and during a change the one going too.
func (t *Timeline) AppendLit(eras []int) []int {
	if t.Changing() {
		return append(eras, t.prev, t.cur)
	}
	return append(eras, t.cur)
}

// dotPart is the piece of the screen era i's dot lit covers: its halo and
// its label, with a margin for their blurred edges.
func (t *Timeline) dotPart(i int) image.Rectangle {
	s := t.scale
	cy, r, label := t.stripGeometry()
	x := t.dotX(i)
	halo := r*1.7 + 2*s
	w := math.Max(halo, kit.TextWidth(t.eras[i].Label, label)/2) + 3*s
	top := cy - halo - 3*s
	bottom := cy + r*2 + 3*s + label.Size*1.5 + 3*s
	return kit.RectImage(kit.Rect{X: x - w, Y: top, W: 2 * w, H: bottom - top})
}

// inner is the card inside its double rule, where the era is drawn.
func (t *Timeline) inner() kit.Rect {
	c := t.card
	in2 := 7*t.scale + 3.5*t.scale
	return kit.Rect{X: c.X + in2, Y: c.Y + in2, W: c.W - 2*in2, H: c.H - 2*in2}
}

// eraWords returns an image of the screen's coordinates holding era i's
// words, made once per layout.
func (t *Timeline) eraWords(i int) *ebiten.Image {
	if img, ok := t.texts[i]; ok {
		return img
	}
	if t.texts == nil {
		t.texts = map[int]*ebiten.Image{}
	}
	r := kit.RectImage(t.inner())
	img := kit.NewImageAt(r)
	t.drawWords(img, i, 1, 0)
	t.texts[i] = img
	return img
}

// litDot returns an image of era i's dot lit, with its halo and label,
// made once per layout.
func (t *Timeline) litDot(i int) *ebiten.Image {
	if img, ok := t.lit[i]; ok {
		return img
	}
	if t.lit == nil {
		t.lit = map[int]*ebiten.Image{}
	}
	st := t.strip
	r := kit.RectImage(kit.Rect{X: st.X, Y: st.Y - st.H, W: st.W, H: st.H * 3})
	img := kit.NewImageAt(r)
	t.drawDot(img, i, 1, t.allLabels())
	t.lit[i] = img
	return img
}

// progress returns how far the change has gone, eased, from 0 to 1.
func (t *Timeline) progress() float64 {
	if t.left <= 0 {
		return 1
	}
	return kit.Smoothstep(1 - float64(t.left)/float64(eraChange))
}

func (t *Timeline) drawCard(dst *ebiten.Image) {
	c := t.card
	in2 := t.drawCardFrame(dst)
	clip := dst.SubImage(kit.RectImage(kit.Rect{X: c.X + in2, Y: c.Y + in2, W: c.W - 2*in2, H: c.H - 2*in2})).(*ebiten.Image)
	// The pictures dissolve into each other over the whole change; the
	// words go out and then come in, since two texts over each other
	// would be unreadable.
	p := t.progress()
	slide := c.W * 0.06
	if p < 1 {
		out := kit.Smoothstep(math.Min(1, 2*p))
		// The pictures are opaque and of one size: the old one stays whole
		// under the new one coming in.
		t.drawEra(clip, t.prev, 1, 1-out, -t.dir*slide*out)
	}
	in := kit.Smoothstep(math.Max(0, 2*p-1))
	t.drawEra(clip, t.cur, p, in, t.dir*slide*(1-in))
	if t.hover {
		s := t.scale
		face := t.kit.Face(kit.Italic, math.Max(13*s, t.lay.body.Size*0.75))
		kit.DrawText(dst, t.words().T("title.timeline.paused"), face, c.X+c.W-in2-6*s, c.Y+c.H-in2-4*s-face.Size*1.3, kit.AlignEnd, kit.ColorInkSoft)
	}
}

// drawCardFrame draws the card without its era and returns the inset of
// its inner rule.
func (t *Timeline) drawCardFrame(dst *ebiten.Image) float64 {
	c := t.card
	s := t.scale
	// A shadow, the parchment and a thin double rule like a bookplate.
	t.kit.FillRoundRect(dst, kit.Rect{X: c.X + 2*s, Y: c.Y + 5*s, W: c.W, H: c.H}, 10*s, color.RGBA{0, 0, 0, 0x50})
	t.kit.FillRoundRect(dst, c, 10*s, kit.ColorParchment)
	inset := 7 * s
	t.kit.StrokeRoundRect(dst, kit.Rect{X: c.X + inset, Y: c.Y + inset, W: c.W - 2*inset, H: c.H - 2*inset}, 6*s, 1.2*s, kit.ColorCardRule)
	in2 := inset + 3.5*s
	t.kit.StrokeRoundRect(dst, kit.Rect{X: c.X + in2, Y: c.Y + in2, W: c.W - 2*in2, H: c.H - 2*in2}, 4*s, 0.6*s, kit.ColorCardRule)
	return in2
}

// drawEra draws one era's picture faded to picAlpha and its words faded to
// textAlpha and shifted by dx pixels.
func (t *Timeline) drawEra(dst *ebiten.Image, i int, picAlpha, textAlpha, dx float64) {
	l := &t.lay
	c := t.card
	if l.picH > 0 && picAlpha > 0 && !t.waiting {
		t.pics.Draw(dst, i, c.X+c.W/2-l.picW/2, l.top, l.picW, l.picH, picAlpha)
	}
	if textAlpha > 0 {
		t.drawWords(dst, i, textAlpha, dx)
	}
}

// drawWords draws era i's date, place and text faded to alpha and shifted
// by dx pixels.
func (t *Timeline) drawWords(dst *ebiten.Image, i int, alpha, dx float64) {
	l := &t.lay
	c := t.card
	e := t.eras[i]
	cx := c.X + c.W/2 + dx
	kit.DrawText(dst, e.When, l.when, cx, l.textTop, kit.AlignCenter, kit.Fade(kit.ColorInkAccent, alpha))
	kit.DrawText(dst, e.Place, l.place, cx, l.textTop+l.when.Size*1.25, kit.AlignCenter, kit.Fade(kit.ColorInkSoft, alpha))
	y := l.bodyTop + float64(l.maxLines-len(l.lines[i]))*l.lineH/2
	for _, line := range l.lines[i] {
		kit.DrawText(dst, line, l.body, cx, y, kit.AlignCenter, kit.Fade(kit.ColorInk, alpha))
		y += l.lineH
	}
}

func (t *Timeline) drawStrip(dst *ebiten.Image) {
	p := t.progress()
	t.drawStripWith(dst, func(i int) float64 {
		switch i {
		case t.cur:
			return p
		case t.prev:
			return 1 - p
		}
		return 0
	})
}

// stripGeometry is where the strip's line runs and how large its dots are.
func (t *Timeline) stripGeometry() (cy, r float64, label *text.GoTextFace) {
	st := t.strip
	s := t.scale
	cy = st.Y + st.H*0.32
	r = math.Min(st.H*0.12, 6*s)
	label = t.kit.Face(kit.Italic, math.Min(math.Max(st.H*0.3, 12*s), 17*s))
	return cy, r, label
}

// allLabels reports whether every dot has its label under it (when they
// fit), else only the lit one has.
func (t *Timeline) allLabels() bool {
	_, _, label := t.stripGeometry()
	x0, x1 := t.dotX(0), t.dotX(len(t.eras)-1)
	gap := (x1 - x0) / float64(len(t.eras)-1)
	for _, e := range t.eras {
		if kit.TextWidth(e.Label, label) > gap*0.94 {
			return false
		}
	}
	return true
}

// drawStripWith draws the strip with each era's dot lit by weight(i), 0
// to 1.
func (t *Timeline) drawStripWith(dst *ebiten.Image, weight func(i int) float64) {
	st := t.strip
	s := t.scale
	cy, _, _ := t.stripGeometry()
	x0, x1 := t.dotX(0), t.dotX(len(t.eras)-1)
	t.kit.StrokeHLine(dst, x0, x1, cy, 1.2*s, kit.ColorDim)
	all := t.allLabels()
	for i := range t.eras {
		t.drawDot(dst, i, weight(i), all)
	}
	arrow := t.kit.Face(kit.Regular, math.Min(st.H*0.9, 34*s))
	ay := cy - arrow.Size*0.68
	kit.DrawText(dst, "\u2039", arrow, st.X+t.arrowWidth()*0.3, ay, kit.AlignCenter, kit.ColorDim)
	kit.DrawText(dst, "\u203a", arrow, st.X+st.W-t.arrowWidth()*0.3, ay, kit.AlignCenter, kit.ColorDim)
}

// drawDot draws era i's dot lit by w, with its label if all dots have one
// or it is lit.
func (t *Timeline) drawDot(dst *ebiten.Image, i int, w float64, all bool) {
	s := t.scale
	cy, r, label := t.stripGeometry()
	e := t.eras[i]
	x := t.dotX(i)
	if w > 0 {
		rr := r * (1 + 0.7*w)
		t.kit.FillCircle(dst, x, cy, rr+2*s, kit.Mix(kit.ColorBackground, kit.ColorAccent, 0.35*w))
	}
	t.kit.FillCircle(dst, x, cy, r*(1+0.45*w), kit.Mix(kit.ColorDim, kit.ColorAccent, w))
	if all || w > 0 {
		a := 0.75 + 0.25*w
		if !all {
			a = w
		}
		kit.DrawText(dst, e.Label, label, x, cy+r*2+3*s, kit.AlignCenter, kit.Fade(kit.MixRGBA(kit.ColorDim, kit.ColorText, w), a))
	}
}
