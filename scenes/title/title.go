package title

import (
	"image"
	"image/color"
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/ninemen/morris/lang"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/app"
	"github.com/ninemen/morris/scenes/history"
	"github.com/ninemen/morris/scenes/kit"
	"github.com/ninemen/morris/scenes/play"
)

// menuItem is one entry of the title menu.
type menuItem int

const (
	itemContinue menuItem = iota
	itemComputer
	itemTwoPlayers
	itemOnline
	itemLearn
	itemOpen
	itemPuzzles
	itemRecord
	itemHistory
	itemSettings
	itemQuit
)

// itemLabels are the messages of the menu's entries. The end-to-end tests
// find the entries by their English words (ScreenTargets).
var itemLabels = map[menuItem]string{
	itemContinue:   "title.menu.continue",
	itemComputer:   "title.menu.computer",
	itemTwoPlayers: "title.menu.two_players",
	itemOnline:     "title.menu.online",
	itemLearn:      "title.menu.learn",
	itemOpen:       "title.menu.open",
	itemPuzzles:    "title.menu.puzzles",
	itemRecord:     "title.menu.record",
	itemHistory:    "title.menu.history",
	itemSettings:   "title.menu.settings",
	itemQuit:       "title.menu.quit",
}

// Scene is the first scene: the game's name, the menu, and the history of
// the board told as a timeline that turns by itself.
type Scene struct {
	app *app.App
	// lang is the language the menu and the name were made in.
	lang     *lang.Lang
	items    []menuItem
	buttons  []kit.Button
	focus    int
	keyboard bool // the focus ring shows once a key has been used
	timeline *Timeline
	// open makes the scene an entry leads to; tests replace it to see
	// which entry was chosen.
	open func(menuItem) scenes.Scene
	back kit.Backdrop
	// still is the layer of what does not move (see Draw), and
	// stillChange what does not move while the era changes.
	still, stillChange kit.Layer
	// notice is a message for the player (settings that could not be
	// read, say), shown over the title until they act or for a while.
	notice    string
	noticeAge time.Duration
	// drawn is set once the title has been drawn, when the page is told.
	drawn bool
	// drawnKey is the still layer's key of the frame on the screen,
	// drawnLit the eras whose dots it lights, and relit the buttons whose
	// look changed since it was drawn (DrawPart).
	drawnKey stillKey
	drawnLit []int
	relit    []int
	// ahead is the history, made and drawn a piece a tick while its entry
	// has the focus (the pointer on it, say), so that choosing it starts
	// the crossfade at once: a page of text drawn at once takes a frame
	// of half a second where no GPU helps.
	ahead scenes.Scene
	// offer is the lessons offered on the very first start (offer.go).
	offer offer

	w, h  int
	scale float64
	lay   titleLayout
}

// noticeTime is how long a notice stays up if the player does nothing.
const noticeTime = 12 * time.Second

// keptPictures is the type of the key the title's pictures are kept under
// in the App: every title shows them at the same size, and drawing one
// takes a while.
type keptPictures struct{}

func picturesOf(app *app.App) *history.PictureCache {
	return app.Kept(keptPictures{}, func() any { return history.NewPictureCache(app.Kit) }).(*history.PictureCache)
}

// New returns the title scene. The menu offers Continue only when
// there is a saved game, the computer only once there is one, and Quit only
// outside the browser, where a page cannot close itself.
func New(app *app.App) scenes.Scene {
	t := &Scene{app: app, timeline: NewTimeline(app.Kit, picturesOf(app), app.Lang)}
	t.open = t.scene
	t.setMenu()
	t.offer.due = t.offerLessons()
	return t
}

// setMenu makes the menu's entries for the game as it is, in the
// language in use: Continue comes and goes with the saved game when the
// title is come back to, and the words with the language.
func (t *Scene) setMenu() {
	a := t.app
	l := a.Lang()
	t.lang = l
	t.items = t.items[:0]
	if a.HasSavedGame() {
		t.items = append(t.items, itemContinue)
	}
	t.items = append(t.items, itemComputer, itemTwoPlayers, itemOnline, itemLearn, itemPuzzles, itemRecord, itemOpen, itemHistory, itemSettings)
	if !a.Browser {
		t.items = append(t.items, itemQuit)
	}
	t.buttons = make([]kit.Button, len(t.items))
	for i, it := range t.items {
		b := &t.buttons[i]
		b.Label = l.T(itemLabels[it])
		switch it {
		case itemContinue:
			b.Hint = l.T("title.menu.continue_hint")
		case itemComputer:
			if a.NewAgent == nil {
				b.Disabled = true
				b.Hint = l.T("title.menu.coming_soon")
			}
		}
	}
	// The focus starts on the first entry that can be chosen, so that Enter
	// alone starts something.
	t.focus = -1
	t.moveFocus(1)
	t.keyboard = false
}

// menuStale reports whether the menu no longer fits the game: a game was
// saved or finished since it was made, or the player chose another
// language.
func (t *Scene) menuStale() bool {
	return (len(t.items) > 0 && t.items[0] == itemContinue) != t.app.HasSavedGame() || t.lang != t.app.Lang()
}

// Timeline returns the title's timeline (tests step it).
func (t *Scene) Timeline() *Timeline { return t.timeline }

// Update implements Scene.
func (t *Scene) Update(ctx *scenes.Context) error {
	if t.w > 0 && t.menuStale() {
		// The game or the language changed under the title.
		t.Layout(t.w, t.h, t.scale)
		ctx.Redraw()
	}
	if t.takeDrop(ctx) {
		return nil
	}
	if a := t.app.Autoplay; a != nil && a.Start(ctx) {
		// The computer plays itself, for measurements (main's -autoplay).
		ctx.GoTo(play.New(t.app, t, play.ModeComputer))
		return nil
	}
	in := ctx.Input
	if t.drawn && t.timeline.Show() {
		// The first picture is on the screen: the timeline held back
		// for it (Timeline.PictureLater) comes in the next.
		ctx.Redraw()
	}
	if t.updateOffer(ctx) {
		return nil
	}
	if t.updateNotice(ctx) {
		// The key was for the notice, not for the menu.
		return nil
	}
	t.updateTimeline(ctx)
	switch {
	case in.Just(scenes.ActLeft):
		t.timeline.Step(-1, eraHoldByHand)
	case in.Just(scenes.ActRight):
		t.timeline.Step(1, eraHoldByHand)
	case in.Just(scenes.ActUp):
		t.moveFocus(-1)
	case in.Just(scenes.ActDown), in.Just(scenes.ActNext):
		t.moveFocus(1)
	case in.Just(scenes.ActConfirm):
		t.keyboard = true
		return t.choose(ctx, t.focus)
	}
	t.showHand(ctx)
	if i, ok := t.updateButtons(ctx); ok {
		t.focus = i
		return t.choose(ctx, i)
	}
	t.prepareAhead(ctx)
	return nil
}

// updateNotice takes a notice from the App when none is up, and lets the
// one up go when the player acts or it has stayed long enough. It reports
// whether a key dismissed it, which is then not for the menu.
func (t *Scene) updateNotice(ctx *scenes.Context) bool {
	in := ctx.Input
	if t.notice == "" {
		t.notice = t.app.TakeNotice()
		t.noticeAge = 0
		return false
	}
	t.noticeAge += ctx.Delta
	key := in.Just(scenes.ActConfirm) || in.Just(scenes.ActBack)
	if in.Pointer.Pressed || key || t.noticeAge > noticeTime {
		t.notice = ""
		ctx.Redraw()
		return key
	}
	return false
}

// updateTimeline turns the timeline and asks for what it needs drawn.
func (t *Scene) updateTimeline(ctx *scenes.Context) {
	if t.lay.timeline && t.timeline.Update(ctx.Input, ctx.Delta) {
		// A frame of a change of era, its first and last too, and a
		// pause draw the card and the dots (see DrawPart).
		ctx.RedrawPart()
	}
	if t.timeline.DrewOffscreen() {
		ctx.DrewOffscreen()
	}
}

// showHand shows the hand pointer over the card, the strip or an enabled
// button, for a mouse.
func (t *Scene) showHand(ctx *scenes.Context) {
	p := ctx.Input.Pointer
	hand := p.Present && !p.Touch && t.lay.timeline && (t.lay.card.Contains(p.X, p.Y) || t.lay.strip.Contains(p.X, p.Y))
	for _, b := range t.buttons {
		if b.Rect.Contains(p.X, p.Y) && !b.Disabled && p.Present && !p.Touch {
			hand = true
		}
	}
	if hand {
		ctx.ShowHand()
	}
}

// updateButtons lets each button handle the pointer, noting those whose
// look changed and moving the focus to the one hovered. It returns the
// button clicked, if any, at once.
func (t *Scene) updateButtons(ctx *scenes.Context) (int, bool) {
	for i := range t.buttons {
		b := &t.buttons[i]
		clicked, changed := b.HandlePart(ctx)
		if changed {
			t.relit = append(t.relit, i)
		}
		if clicked {
			return i, true
		}
		if b.Hover && !b.Disabled && t.focus != i {
			// The focus follows the mouse; a focus ring shown (after a
			// key) goes, which is a change to draw.
			if t.keyboard {
				ctx.Redraw()
			}
			t.focus, t.keyboard = i, false
		}
	}
	return 0, false
}

// prepareAhead makes the history once the History entry has the pointer
// on it or the keys' focus, and draws it a piece a tick. It is kept until
// the title goes: a pointer crossing the menu back and forth draws it
// once.
func (t *Scene) prepareAhead(ctx *scenes.Context) {
	if t.ahead == nil {
		f := t.focus
		if f < 0 || f >= len(t.items) || t.items[f] != itemHistory || !(t.buttons[f].Hover || t.keyboard) {
			return
		}
		t.ahead = history.New(t.app, t)
	}
	t.ahead.Layout(ctx.Width, ctx.Height, ctx.Scale)
	if !t.ahead.(scenes.Preparer).Prepare() {
		ctx.DrewOffscreen()
	}
}

// dropAhead lets the history made ahead go.
func (t *Scene) dropAhead() {
	if r, ok := t.ahead.(scenes.Releaser); ok {
		r.Release()
	}
	t.ahead = nil
}

// moveFocus moves the keyboard focus to the next enabled entry.
func (t *Scene) moveFocus(d int) {
	t.keyboard = true
	n := len(t.buttons)
	from := t.focus
	if from < 0 {
		from = n - 1
	}
	for i := 1; i <= n; i++ {
		j := ((from+d*i)%n + n) % n
		if !t.buttons[j].Disabled {
			t.focus = j
			return
		}
	}
}

// choose does what menu entry i says.
func (t *Scene) choose(ctx *scenes.Context, i int) error {
	if i < 0 || i >= len(t.items) || t.buttons[i].Disabled {
		return nil
	}
	t.offer.up = false
	if t.items[i] == itemQuit {
		return ebiten.Termination
	}
	if s := t.open(t.items[i]); s != nil {
		ctx.GoTo(s)
	}
	return nil
}

// titleLayout is where the parts of the title go, in screen pixels.
type titleLayout struct {
	portrait bool
	name     kit.Rect // the block holding the ornament, name and subtitle
	// nameText and subText are the game's name and the subtitle, in the
	// language of the menu.
	nameText, subText string
	ornament          float64
	nameFace          *text.GoTextFace
	subFace           *text.GoTextFace
	subLines          []string
	nameY             float64 // the name's top, from the block's top
	subY              float64 // the subtitle's top, from the block's top
	// timeline is false on a screen too small to tell the story.
	timeline   bool
	card       kit.Rect
	strip      kit.Rect
	noticeFace *text.GoTextFace
}

// Layout implements Scene. It places everything for a screen w×h pixels
// at scale s, in
// landscape side by side and in portrait one above the other. On a short
// screen the ornament goes first, then the subtitle, then the buttons and
// the name shrink; on a tiny one the timeline gives way to the menu.
func (t *Scene) Layout(w, h int, s float64) {
	if s <= 0 {
		s = 1
	}
	// The manager lays a scene out as it switches to it: the title come
	// back to from a game finds its menu as the game left it.
	stale := t.menuStale()
	if stale {
		t.setMenu()
	}
	if w == t.w && h == t.h && s == t.scale && !stale {
		return
	}
	t.w, t.h, t.scale = w, h, s
	W, H := float64(w), float64(h)
	var l titleLayout
	l.nameText, l.subText = t.lang.T("app.name"), t.lang.T("title.subtitle")
	l.portrait = W < H*1.15
	m := math.Max(math.Min(W, H)*0.055, 12*s)
	col := titleColumn(l.portrait, W, H, m, s, 1)
	sz := t.fitTitle(&l, col, H, m, s)
	if sz.cols > 1 {
		// Two columns of entries want a wider column of the screen.
		col = titleColumn(l.portrait, W, H, m, s, sz.cols)
		sz = t.fitTitle(&l, col, H, m, s)
	}
	menuY := placeTitle(&l, col, sz, W, H, m, s)
	rows := (len(t.buttons) + sz.cols - 1) / sz.cols
	bw := math.Min((col.W-sz.gap*float64(sz.cols-1))/float64(sz.cols), 360*s)
	bx := col.X + (col.W-bw*float64(sz.cols)-sz.gap*float64(sz.cols-1))/2
	for i := range t.buttons {
		c, r := float64(i/rows), float64(i%rows)
		t.buttons[i].Rect = kit.Rect{X: bx + c*(bw+sz.gap), Y: menuY + r*(sz.bh+sz.gap), W: bw, H: sz.bh}
	}
	l.noticeFace = t.app.Kit.Face(kit.Italic, math.Max(16*s, H*0.022))
	t.lay = l
	t.layOffer()
	t.timeline.SetLayout(l.card, l.strip, s)
}

// titleColumn returns the column holding the name and the menu: the
// screen within its margin m in portrait, its left part in landscape,
// wider for a menu of cols columns.
func titleColumn(portrait bool, W, H, m, s float64, cols int) kit.Rect {
	if portrait {
		return kit.Rect{X: m, Y: m * 0.8, W: W - 2*m, H: H - 1.6*m}
	}
	cw := math.Min((W-3*m)*0.42, 520*s)
	if cols > 1 {
		cw = math.Min((W-3*m)*0.62, 760*s)
	}
	return kit.Rect{X: m, Y: m, W: cw, H: H - 2*m}
}

// titleSizes are the heights Layout fits into the column.
type titleSizes struct {
	bh, gap float64 // a button's height and the gap between two
	menuH   float64
	cols    int     // the menu's columns
	nameH   float64 // the name block's
	stripH  float64 // the timeline strip's
}

// fitTitle sizes the buttons, the name block and the strip for col,
// dropping the ornament, then the subtitle, then shrinking the buttons
// and the name until they fit; it sets the name block in l.
func (t *Scene) fitTitle(l *titleLayout, col kit.Rect, H, m, s float64) titleSizes {
	f := t.app.Kit
	n := float64(len(t.buttons))
	// Buttons are sized for a finger, larger on a large screen.
	bh := math.Min(math.Max(H*0.068, 44*s), 58*s)
	if l.portrait {
		bh = math.Min(math.Max(H*0.056, 44*s), 56*s)
	}
	// The name is as large as the column allows, within reason.
	nameSize := fitSize(f.Fonts, kit.Regular, l.nameText, col.W*0.96)
	if l.portrait {
		nameSize = math.Min(nameSize, H*0.07)
	} else {
		nameSize = math.Min(nameSize, H*0.1)
	}
	ornament, subtitle := true, true
	stripH := math.Max(H*0.085, 46*s)
	if l.portrait {
		stripH = math.Max(H*0.06, 40*s)
	}
	// Room needed besides the name block: in portrait the menu, the strip
	// and a card worth reading; in landscape the menu alone.
	minCard := math.Max(H*0.3, 190*s)
	var nameH, menuH, gap float64
	cols := 1
	for i := 0; ; i++ {
		gap = bh * 0.22
		rows := math.Ceil(n / float64(cols))
		menuH = rows*bh + (rows-1)*gap
		nameH = t.nameBlock(l, nameSize, col.W, ornament, subtitle, s)
		need := nameH + m*0.9 + menuH
		if l.portrait {
			need += minCard + stripH + m
		}
		if need <= col.H || i > 40 {
			break
		}
		switch {
		case ornament:
			ornament = false
		case subtitle:
			subtitle = false
		case bh > 44*s:
			bh = math.Max(44*s, bh-2*s)
		case nameSize > 24*s:
			nameSize = math.Max(24*s, nameSize*0.94)
		case bh > 36*s:
			bh = math.Max(36*s, bh-2*s)
		case cols == 1 && !l.portrait:
			// A phone on its side: the entries go in two columns, each
			// still a fingertip's height.
			cols = 2
		default:
			i = 1000
		}
	}
	return titleSizes{bh: bh, gap: gap, menuH: menuH, cols: cols, nameH: nameH, stripH: stripH}
}

// placeTitle places the name block, the card and the strip in l, one above
// the other in portrait and side by side in landscape, and returns the
// top of the menu.
func placeTitle(l *titleLayout, col kit.Rect, sz titleSizes, W, H, m, s float64) float64 {
	nameH, menuH, stripH := sz.nameH, sz.menuH, sz.stripH
	var menuY float64
	l.timeline = true
	if l.portrait {
		l.name = kit.Rect{X: col.X, Y: col.Y, W: col.W, H: nameH}
		menuY = col.Y + col.H - menuH
		cardTop := l.name.Y + nameH + m*0.6
		cw := math.Min(col.W, 560*s)
		cardBottom := menuY - m*0.5 - stripH
		l.card = kit.Rect{X: col.X + (col.W-cw)/2, Y: cardTop, W: cw, H: cardBottom - cardTop}
		l.strip = kit.Rect{X: l.card.X, Y: cardBottom + m*0.2, W: cw, H: stripH}
		if l.card.H < 150*s {
			// No room to tell the story: the menu sits under the name.
			l.timeline = false
			menuY = l.name.Y + nameH + math.Max(0, (col.H-nameH-menuH)/2)
		}
	} else {
		block := nameH + m*0.9 + menuH
		top := col.Y + math.Max(0, (col.H-block)/2)
		l.name = kit.Rect{X: col.X, Y: top, W: col.W, H: nameH}
		menuY = top + nameH + m*0.9
		x := col.X + col.W + m
		l.card = kit.Rect{X: x, Y: m, W: W - m - x, H: H - 2*m - stripH}
		l.strip = kit.Rect{X: x, Y: H - m - stripH + m*0.3, W: W - m - x, H: stripH}
	}
	return menuY
}

// nameBlock sets the name, with or without the ornament above it and the
// subtitle below, and returns the block's height.
func (t *Scene) nameBlock(l *titleLayout, size, width float64, ornament, subtitle bool, s float64) float64 {
	f := t.app.Kit
	l.nameFace = f.Face(kit.Regular, size)
	l.ornament = 0
	if ornament {
		l.ornament = size * 0.9
	}
	l.subLines = nil
	l.subFace = f.Face(kit.Italic, math.Max(size*0.3, 13*s))
	if subtitle {
		l.subLines = kit.Wrap(l.subText, l.subFace, width*0.9)
	}
	gap := size * 0.2
	if !ornament {
		gap = 0
	}
	l.nameY = l.ornament + gap
	// The subtitle sits 1.2 sizes under the name's top. EB Garamond's line
	// is one size; Noto Serif CJK's is 1.44, with its characters' square
	// in the lower part of it: the subtitle goes down by most of the
	// difference, so that it clears them as it clears Garamond's letters.
	_, lineH := kit.Measure(l.nameText, l.nameFace)
	l.subY = l.nameY + size*1.2 + max(0, lineH-size)*0.6
	return l.subY + float64(len(l.subLines))*l.subFace.Size*1.3 + size*0.1
}

// fitSize returns the size at which text is exactly width pixels wide.
func fitSize(f *kit.Fonts, style kit.Style, s string, width float64) float64 {
	w := kit.TextWidth(s, f.Face(style, 100))
	if w <= 0 {
		return width
	}
	return 100 * width / w
}

// stillKey is what the title's still layer shows: the screen, the era on
// the card when none is changing, or that one is, and whether the card's
// picture or the whole timeline waits to be drawn (Timeline.PictureLater).
type stillKey struct {
	w, h     int
	scale    float64
	lang     *lang.Lang
	era      int
	changing bool
	paused   bool
	waiting  bool
	hidden   bool
}

// Draw implements Scene. What stays still (the backdrop, the name, the
// card and the strip) is a layer drawn again only where the era or the
// pause changes, and whole when the screen does; during a change of era
// a frame copies another, of the card without an era, and draws the
// change from images made once (Timeline.DrawChange). The buttons, lit
// under the pointer, are drawn over it.
func (t *Scene) Draw(screen *ebiten.Image) {
	t.drawnKey = t.stillKey()
	t.drawnLit = t.timeline.AppendLit(t.drawnLit[:0])
	t.relit = t.relit[:0]
	screen.DrawImage(t.stillLayer(t.drawnKey), &ebiten.DrawImageOptions{Blend: ebiten.BlendCopy})
	if t.drawnKey.changing {
		t.timeline.DrawChange(screen)
	}
	for i := range t.buttons {
		t.buttons[i].Draw(screen, t.app.Kit, t.scale, t.keyboard && i == t.focus)
	}
	if t.notice != "" {
		t.drawNotice(screen)
	}
	t.drawOffer(screen)
	if !t.drawn {
		t.drawn = true
		AnnounceFirstFrame(t.app.Lang().Code())
	}
}

// stillKey is the key of the still layer the title shows now.
func (t *Scene) stillKey() stillKey {
	if t.lay.timeline && t.timeline.Changing() {
		// The card without an era is the same for every change: one layer
		// for all of them.
		return stillKey{w: t.w, h: t.h, scale: t.scale, lang: t.lang, era: -1, changing: true, hidden: t.timeline.Hidden()}
	}
	return stillKey{w: t.w, h: t.h, scale: t.scale, lang: t.lang, era: t.timeline.Current(), paused: t.timeline.Paused(), waiting: t.timeline.waiting, hidden: t.timeline.Hidden()}
}

// stillLayer returns the still layer of key: stillChange during a change
// of era, else still, brought up to date. Stills of two eras, paused or
// not, with the era's picture or waiting for it, differ only in the
// timeline's parts for their dots (Timeline.Parts): the layer is drawn
// again there only, so that the last frame of a change costs no more than
// the others.
func (t *Scene) stillLayer(key stillKey) *ebiten.Image {
	size := image.Pt(t.w, t.h)
	if key.changing {
		return t.stillChange.Image(t.app.Kit, size, key, func(img *ebiten.Image) { t.drawStill(img, true) })
	}
	build := func(img *ebiten.Image) { t.drawStill(img, false) }
	if old, ok := t.still.Key().(stillKey); ok && old != key && key.sameScreen(old) {
		return t.still.Patch(t.app.Kit, size, key, t.timeline.Parts(old.era, key.era), build)
	}
	return t.still.Image(t.app.Kit, size, key, build)
}

// sameScreen reports whether the stills of two keys differ at most in the
// timeline's parts (Timeline.Parts), or are the same.
func (k stillKey) sameScreen(o stillKey) bool {
	return k.w == o.w && k.h == o.h && k.scale == o.scale && k.lang == o.lang && k.hidden == o.hidden
}

// DrawPart implements scenes.PartDrawer: a change of era, its start and
// its end, and the card paused or going on draw the card and the dots lit
// before or now; a button lit or unlit under the pointer draws that
// button; each over its piece of the still layer. A frame with anything
// else new (the timeline shown, a notice) is drawn whole.
func (t *Scene) DrawPart(screen *ebiten.Image) bool {
	key := t.stillKey()
	if !key.sameScreen(t.drawnKey) || t.notice != "" {
		return false
	}
	var parts []image.Rectangle
	if key != t.drawnKey || key.changing {
		t.drawnLit = t.timeline.AppendLit(t.drawnLit)
		parts = t.timeline.Parts(t.drawnLit...)
		t.drawnLit = t.timeline.AppendLit(t.drawnLit[:0])
	}
	t.drawnKey = key
	for _, i := range t.relit {
		parts = append(parts, buttonPart(t.buttons[i].Rect, t.scale))
	}
	t.relit = t.relit[:0]
	if len(parts) == 0 {
		return true
	}
	base := t.stillLayer(key)
	for _, r := range parts {
		part := screen.SubImage(r).(*ebiten.Image)
		part.DrawImage(base, &ebiten.DrawImageOptions{Blend: ebiten.BlendCopy})
		if key.changing {
			t.timeline.DrawChange(part)
		}
		for i := range t.buttons {
			if buttonPart(t.buttons[i].Rect, t.scale).Overlaps(r) {
				t.buttons[i].Draw(part, t.app.Kit, t.scale, t.keyboard && i == t.focus)
			}
		}
		if t.offer.up && buttonPart(t.offer.box, t.scale).Overlaps(r) {
			// The offer over the card: a piece of the card drawn again
			// gets it back on top.
			t.drawOffer(part)
		}
	}
	return true
}

// buttonPart is the piece of the screen a button's drawing covers: its
// rectangle and the blur of its edge.
func buttonPart(r kit.Rect, scale float64) image.Rectangle {
	pad := 2 * scale
	return kit.RectImage(kit.Rect{X: r.X - pad, Y: r.Y - pad, W: r.W + 2*pad, H: r.H + 2*pad})
}

// Release implements scenes.Releaser.
func (t *Scene) Release() {
	t.dropAhead()
	t.still.Release()
	t.stillChange.Release()
	t.timeline.Release()
}

// drawStill draws the backdrop, the name and the timeline: whole, or what
// stays still while the era changes.
func (t *Scene) drawStill(screen *ebiten.Image, changing bool) {
	t.back.DrawOver(screen, image.Rect(0, 0, t.w, t.h))
	l := &t.lay
	cx := l.name.X + l.name.W/2
	if l.ornament > 0 {
		history.DrawBoardFigure(screen, t.app.Kit, cx, l.name.Y+l.ornament/2, l.ornament, 0, math.Max(1, l.ornament/55), kit.ColorAccent)
	}
	kit.DrawText(screen, l.nameText, l.nameFace, cx, l.name.Y+l.nameY, kit.AlignCenter, kit.ColorText)
	y := l.name.Y + l.subY
	for _, line := range l.subLines {
		kit.DrawText(screen, line, l.subFace, cx, y, kit.AlignCenter, kit.ColorDim)
		y += l.subFace.Size * 1.3
	}
	switch {
	case !l.timeline:
	case changing:
		t.timeline.DrawStill(screen)
	default:
		t.timeline.Draw(screen)
	}
}

// drawNotice shows the notice in a panel along the bottom of the screen.
func (t *Scene) drawNotice(dst *ebiten.Image) {
	face := t.lay.noticeFace
	W, H := float64(t.w), float64(t.h)
	pad := face.Size
	lines := kit.Wrap(t.notice, face, math.Min(W*0.9, 720*t.scale)-2*pad)
	wMax := 0.0
	for _, l := range lines {
		wMax = math.Max(wMax, kit.TextWidth(l, face))
	}
	lh := face.Size * 1.35
	r := kit.Rect{X: (W - wMax - 2*pad) / 2, Y: 0, W: wMax + 2*pad, H: float64(len(lines))*lh + pad*1.4}
	r.Y = H - r.H - pad
	t.app.Kit.FillRoundRect(dst, r, 8*t.scale, color.RGBA{0x1a, 0x12, 0x0c, 0xf4})
	t.app.Kit.StrokeRoundRect(dst, r, 8*t.scale, 1.2*t.scale, kit.ColorWarn)
	y := r.Y + pad*0.7
	for _, l := range lines {
		kit.DrawText(dst, l, face, W/2, y, kit.AlignCenter, kit.ColorText)
		y += lh
	}
}

// Opaque implements scenes.Opaque: the backdrop covers the screen.
func (*Scene) Opaque() {}
