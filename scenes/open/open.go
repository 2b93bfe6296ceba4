// Package open is where a game comes in from outside and goes out again:
// the scene that opens a record or a FEN (dropped on the window, chosen
// from a list of files or, in the browser, with the page's chooser or
// pasted) and hands the game to the review, and the export of a finished
// game as a Sanmill record (a file natively, a download and the clipboard
// in the browser). Reading is the rules package's (rules.ReadGame); this
// package brings the text and shows what went wrong, where.
package open

import (
	"image/color"
	"io/fs"
	"math"
	"path/filepath"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/ninemen/morris/audio"
	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
)

// Scene lets the player bring a game in. Natively it lists the record
// files of a folder (with the places records usually are a click away)
// and takes a file dropped on the window; in the browser it takes a
// dropped file, the page's file chooser or pasted text. A text that does
// not read shows the error, with its line and column, and the player stays
// to try another: nothing else changes (the game in progress is never
// touched). A game that reads goes to the review (App.NewReview).
type Scene struct {
	app  *scenes.App
	back scenes.Scene
	src  Source
	// dropped brings a file dropped on another scene (NewDropped).
	dropped chan Arrival

	// The list of files (natively).
	list    bool
	dir     string
	entries []entry // the parent first, when there is one
	parent  bool
	listErr string
	top     int // the first row shown
	sel     int // the row under the keyboard's cursor
	hover   int // the row under the mouse, or -1
	// A press on the list: the row, where it began and the list's top
	// then; a drag scrolls instead of clicking.
	pressRow        int
	pressY          float64
	pressTop        int
	pressing, moved bool
	places          []place
	placeButtons    []scenes.Button

	// choose and paste are the browser's ways in.
	choose, paste scenes.Button
	backButton    scenes.Button
	// focus is the keyboard's place among the buttons (browser) or the
	// list and Back (natively); keys is set once a key moves it.
	focus int
	keys  bool

	// problem is why the last text did not read.
	problem string

	bg   scenes.Backdrop
	w, h int
	s    float64
	lay  layout
}

// New returns the open scene, going back to back.
func New(app *scenes.App, back scenes.Scene) scenes.Scene {
	s := newScene(app, back, newLiveSource(), !app.Browser)
	if s.list {
		s.places = places(RecordsFolder(app))
		start := ""
		if len(s.places) > 0 {
			start = s.places[0].dir
		}
		s.openFolder(start)
	}
	return s
}

// NewDropped returns the open scene reading a file dropped on another
// scene (the title), going back to back: a player drops a record wherever
// they are.
func NewDropped(app *scenes.App, back scenes.Scene, fsys fs.FS) scenes.Scene {
	s := New(app, back).(*Scene)
	s.dropped = make(chan Arrival, 1)
	go func() { s.dropped <- readDropped(fsys) }()
	return s
}

// newScene is New with the source and the file list given (tests).
func newScene(app *scenes.App, back scenes.Scene, src Source, list bool) *Scene {
	s := &Scene{app: app, back: back, src: src, list: list, hover: -1}
	s.choose.Label = "Choose a file"
	s.paste.Label = "Paste"
	s.backButton.Label = "Back"
	return s
}

// Leave implements scenes.Leaver: the page stops listening for pastes.
func (s *Scene) Leave() {
	if c, ok := s.src.(interface{ close() }); ok {
		c.close()
	}
}

// openFolder lists dir.
func (s *Scene) openFolder(dir string) {
	s.placeButtons = s.placeButtons[:0]
	for _, p := range s.places {
		s.placeButtons = append(s.placeButtons, scenes.Button{Label: p.label})
	}
	s.entries, s.parent, s.listErr = nil, false, ""
	s.top, s.sel, s.hover = 0, 0, -1
	if dir == "" {
		s.listErr = "No folder to list: drop a file on the window."
		return
	}
	if abs, err := filepath.Abs(dir); err == nil {
		dir = abs
	}
	s.dir = dir
	if up := filepath.Dir(dir); up != dir {
		s.entries = append(s.entries, entry{name: up, dir: true})
		s.parent = true
	}
	list, err := listFolder(dir)
	if err != nil {
		s.listErr = "This folder cannot be read: " + err.Error()
	}
	s.entries = append(s.entries, list...)
	if len(list) == 0 && err == nil {
		s.listErr = "No records here (files ending .pgn, .txt, .fen or .mmr)."
	}
	s.relayout()
}

// rowLabel is what a row of the list says.
func (s *Scene) rowLabel(i int) string {
	e := s.entries[i]
	switch {
	case i == 0 && s.parent:
		return "\u2039 Up to " + baseName(e.name)
	case e.dir:
		return e.name + "/"
	}
	return e.name
}

// baseName is a folder's name as a player knows it, the root's too.
func baseName(dir string) string {
	if b := filepath.Base(dir); b != "" && b != "." && b != string(filepath.Separator) {
		return b
	}
	return dir
}

// activate opens row i: a folder is listed, a file read.
func (s *Scene) activate(ctx *scenes.Context, i int) {
	if i < 0 || i >= len(s.entries) {
		return
	}
	e := s.entries[i]
	if i == 0 && s.parent {
		s.openFolder(e.name)
		return
	}
	path := filepath.Join(s.dir, e.name)
	if e.dir {
		s.openFolder(path)
		return
	}
	text, err := readFile(path)
	s.take(ctx, Arrival{Name: e.name, Text: text, Err: err})
}

// take reads what arrived: the review for a game, the error shown for
// anything else.
func (s *Scene) take(ctx *scenes.Context, a Arrival) {
	ctx.Redraw()
	defer s.relayout() // the problem's panel comes, changes or goes
	if a.Err != nil {
		s.problem = "Could not open " + a.Name + "\n" + a.Err.Error()
		return
	}
	rec, err := rules.ReadGame(a.Text)
	if err != nil {
		s.problem = "Could not open " + a.Name + "\n" + err.Error()
		return
	}
	if s.app.NewReview == nil {
		s.problem = a.Name + " reads, but this version has no review screen to show it in."
		return
	}
	s.problem = ""
	s.app.PlaySound(audio.Click)
	ctx.GoTo(s.app.NewReview(s.app, rec.Game, s.back))
}

// Update implements scenes.Scene.
func (s *Scene) Update(ctx *scenes.Context) error {
	if a, ok := s.src.Poll(); ok {
		s.take(ctx, a)
		return nil
	}
	select {
	case a := <-s.dropped:
		s.take(ctx, a)
		return nil
	default:
	}
	in := ctx.Input
	if in.Just(scenes.ActBack) || s.backButton.Handle(ctx) {
		s.app.PlaySound(audio.Click)
		ctx.GoTo(s.back)
		return nil
	}
	hand := s.backButton.Hover
	if !s.list {
		if s.choose.Handle(ctx) {
			s.src.Choose()
		}
		if s.paste.Handle(ctx) {
			s.src.Paste()
		}
		hand = hand || s.choose.Hover || s.paste.Hover
		switch {
		case in.Just(scenes.ActUp), in.Just(scenes.ActLeft):
			s.focus, s.keys = (s.focus+2)%3, true
		case in.Just(scenes.ActDown), in.Just(scenes.ActRight), in.Just(scenes.ActNext):
			s.focus, s.keys = (s.focus+1)%3, true
		case in.Just(scenes.ActConfirm):
			switch s.focus {
			case 0:
				s.src.Choose()
			case 1:
				s.src.Paste()
			default:
				ctx.GoTo(s.back)
			}
		}
	} else {
		for i := range s.placeButtons {
			b := &s.placeButtons[i]
			if b.Handle(ctx) {
				s.openFolder(s.places[i].dir)
				ctx.Redraw()
			}
			hand = hand || b.Hover
		}
		if s.updateList(ctx) {
			hand = true
		}
	}
	if hand {
		ctx.ShowHand()
	}
	return nil
}

// updateList handles the keys, the wheel and the pointer on the list, and
// reports whether the pointer is over a row.
func (s *Scene) updateList(ctx *scenes.Context) bool {
	in := ctx.Input
	n := len(s.entries)
	rows := s.lay.rows
	moveSel := func(d int) {
		if n == 0 {
			return
		}
		s.sel = max(0, min(n-1, s.sel+d))
		s.keys = true
		if s.sel < s.top {
			s.top = s.sel
		}
		if s.sel >= s.top+rows {
			s.top = s.sel - rows + 1
		}
		ctx.Redraw()
	}
	switch {
	case in.Just(scenes.ActUp):
		moveSel(-1)
	case in.Just(scenes.ActDown), in.Just(scenes.ActNext):
		moveSel(1)
	case in.Just(scenes.ActPageUp):
		moveSel(-max(1, rows-1))
	case in.Just(scenes.ActPageDown):
		moveSel(max(1, rows-1))
	case in.Just(scenes.ActHome):
		moveSel(-n)
	case in.Just(scenes.ActEnd):
		moveSel(n)
	case in.Just(scenes.ActLeft), in.Just(scenes.ActUndo):
		// Up a folder, as in a file manager.
		if s.parent {
			s.activate(ctx, 0)
			ctx.Redraw()
		}
	case in.Just(scenes.ActConfirm), in.Just(scenes.ActRight):
		s.activate(ctx, s.sel)
		ctx.Redraw()
	}
	maxTop := max(0, n-rows)
	if in.Wheel != 0 {
		s.top = max(0, min(maxTop, s.top+int(math.Round(in.Wheel*3))))
		ctx.Redraw()
	}
	p := in.Pointer
	box := s.lay.list
	row := func(y float64) int {
		i := s.top + int(math.Floor((y-box.Y)/s.lay.rowH))
		if i < s.top || i >= min(n, s.top+rows) {
			return -1
		}
		return i
	}
	if p.Pressed && box.Contains(p.X, p.Y) {
		s.pressing, s.moved = true, false
		s.pressRow, s.pressY, s.pressTop = row(p.Y), p.Y, s.top
	}
	if s.pressing && p.Down {
		dy := p.Y - s.pressY
		if math.Abs(dy) > s.lay.rowH*0.4 {
			s.moved = true
		}
		if s.moved {
			if t := max(0, min(maxTop, s.pressTop-int(math.Round(dy/s.lay.rowH)))); t != s.top {
				s.top = t
				ctx.Redraw()
			}
		}
	}
	if p.Released && s.pressing {
		s.pressing = false
		if i := row(p.Y); !s.moved && i >= 0 && i == s.pressRow && box.Contains(p.X, p.Y) {
			s.sel = i
			s.activate(ctx, i)
			ctx.Redraw()
			return false
		}
	}
	over := -1
	if p.Present && !p.Touch && box.Contains(p.X, p.Y) {
		over = row(p.Y)
	}
	if over != s.hover {
		s.hover = over
		ctx.Redraw()
	}
	return over >= 0
}

// layout is where the scene's parts go, in screen pixels.
type layout struct {
	title              scenes.Label
	help               []scenes.Label
	path               scenes.Label
	list               scenes.Rect
	rowH               float64
	rows               int
	rowFace            *text.GoTextFace
	problemBox         scenes.Rect
	problem            []scenes.Label
	problemFace        *text.GoTextFace
	contentX, contentW float64
}

// helpText says how to bring a game in, on this platform.
func (s *Scene) helpText() string {
	if s.list {
		return "Drop a record or a FEN on the window, or choose a file below: Sanmill\u2019s records, PlayOK\u2019s numbered listings, this game\u2019s records and FENs all open."
	}
	return "Drop a record or a FEN on the page, choose a file, or paste the text (Ctrl+V): Sanmill\u2019s records, PlayOK\u2019s numbered listings, this game\u2019s records and FENs all open."
}

// Layout implements scenes.Scene.
func (s *Scene) Layout(w, h int, scale float64) {
	if scale <= 0 {
		scale = 1
	}
	s.w, s.h, s.s = w, h, scale
	s.relayout()
}

// relayout places everything for the current screen, problem and
// folder; before the first Layout there is nothing to place.
func (s *Scene) relayout() {
	if s.w == 0 {
		return
	}
	W, H, sc := float64(s.w), float64(s.h), s.s
	f := s.app.Fonts
	var l layout
	m := math.Max(14*sc, math.Min(W, H)*0.035)
	cw := math.Min(W-2*m, 860*sc)
	cx := (W - cw) / 2
	l.contentX, l.contentW = cx, cw
	y := m
	const title = "Open a game"
	tf := f.Fit(scenes.Regular, scenes.Clamp(H*0.055, 26*sc, 44*sc), 18*sc, title, cw)
	l.title = scenes.Label{Text: title, Face: tf, Box: scenes.Rect{X: cx, Y: y, W: cw, H: tf.Size * 1.3}, Align: scenes.AlignCenter}
	y += tf.Size * 1.45
	hf := f.Face(scenes.Italic, scenes.Clamp(H*0.024, 14*sc, 19*sc))
	for _, line := range scenes.Wrap(s.helpText(), hf, cw) {
		l.help = append(l.help, scenes.Label{Text: line, Face: hf, Box: scenes.Rect{X: cx, Y: y, W: cw, H: hf.Size * 1.3}, Align: scenes.AlignCenter})
		y += hf.Size * 1.3
	}
	gap := math.Max(8*sc, H*0.012)
	y += gap
	bh := scenes.Clamp(H*0.06, 40*sc, 52*sc)
	backW := math.Min(cw, 260*sc)
	backY := H - m - bh
	s.backButton.Rect = scenes.Rect{X: (W - backW) / 2, Y: backY, W: backW, H: bh}
	bottom := backY - gap

	// The problem, if any, sits over Back, up to six lines.
	if s.problem != "" {
		pf := f.Lining(scenes.Regular, scenes.Clamp(H*0.022, 13*sc, 18*sc))
		pad := pf.Size * 0.8
		lines := scenes.Wrap(s.problem, pf, cw-2*pad)
		if len(lines) > 6 {
			lines = append(lines[:5], lines[5]+"\u2026")
		}
		lh := pf.Size * 1.3
		ph := float64(len(lines))*lh + 2*pad
		l.problemBox = scenes.Rect{X: cx, Y: bottom - ph, W: cw, H: ph}
		for i, line := range lines {
			face := pf
			if !scenes.Fits(line, pf, cw-2*pad) {
				face = f.Lining(scenes.Regular, pf.Size*0.6)
			}
			l.problem = append(l.problem, scenes.Label{Text: line, Face: face, Box: scenes.Rect{X: cx + pad, Y: l.problemBox.Y + pad + float64(i)*lh, W: cw - 2*pad, H: lh}})
		}
		l.problemFace = pf
		bottom = l.problemBox.Y - gap
	}

	if !s.list {
		bw := (cw - gap) / 2
		s.choose.Rect = scenes.Rect{X: cx, Y: y, W: bw, H: bh}
		s.paste.Rect = scenes.Rect{X: cx + bw + gap, Y: y, W: bw, H: bh}
		s.lay = l
		return
	}

	// The places, in one row or two.
	n := len(s.placeButtons)
	if n > 0 {
		perRow := n
		if (cw-float64(n-1)*gap*0.5)/float64(n) < 96*sc {
			perRow = (n + 1) / 2
		}
		pw := (cw - float64(perRow-1)*gap*0.5) / float64(perRow)
		ph := bh * 0.85
		for i := range s.placeButtons {
			r, c := i/perRow, i%perRow
			s.placeButtons[i].Rect = scenes.Rect{X: cx + float64(c)*(pw+gap*0.5), Y: y + float64(r)*(ph+gap*0.5), W: pw, H: ph}
		}
		y += float64((n+perRow-1)/perRow)*(ph+gap*0.5) + gap*0.5
	}
	pf := f.Lining(scenes.Regular, scenes.Clamp(H*0.021, 13*sc, 17*sc))
	l.path = scenes.Label{Text: shortenLeft(s.dir, pf, cw), Face: pf, Box: scenes.Rect{X: cx, Y: y, W: cw, H: pf.Size * 1.3}}
	y += pf.Size * 1.5
	rowH := scenes.Clamp(H*0.05, 34*sc, 46*sc)
	l.list = scenes.Rect{X: cx, Y: y, W: cw, H: math.Max(rowH, bottom-y)}
	// Whole rows, a little taller to fill the list to its bottom.
	l.rows = max(1, int(l.list.H/rowH))
	l.rowH = l.list.H / float64(l.rows)
	l.rowFace = f.Lining(scenes.Regular, rowH*0.45)
	s.lay = l
	s.top = max(0, min(s.top, len(s.entries)-l.rows))
}

// shortenLeft keeps the end of a path, which says most, when all of it
// does not fit.
func shortenLeft(p string, face *text.GoTextFace, width float64) string {
	if scenes.Fits(p, face, width) {
		return p
	}
	r := []rune(p)
	for len(r) > 1 && !scenes.Fits("\u2026"+string(r), face, width) {
		r = r[1:]
	}
	return "\u2026" + string(r)
}

// shortenRight keeps the start of a name when all of it does not fit.
func shortenRight(s string, face *text.GoTextFace, width float64) string {
	if scenes.Fits(s, face, width) {
		return s
	}
	r := []rune(s)
	for len(r) > 1 && !scenes.Fits(string(r)+"\u2026", face, width) {
		r = r[:len(r)-1]
	}
	return string(r) + "\u2026"
}

// rowLabels are the list's rows shown now.
func (s *Scene) rowLabels() []scenes.Label {
	l := &s.lay
	var out []scenes.Label
	pad := l.rowH * 0.35
	for i := s.top; i < min(len(s.entries), s.top+l.rows); i++ {
		y := l.list.Y + float64(i-s.top)*l.rowH
		w := l.list.W - 2*pad
		out = append(out, scenes.Label{
			Text: shortenRight(s.rowLabel(i), l.rowFace, w), Face: l.rowFace,
			Box: scenes.Rect{X: l.list.X + pad, Y: scenes.CenteredTop(l.rowFace, y+l.rowH/2), W: w, H: l.rowH},
		})
	}
	return out
}

// Labels implements scenes.Labeler.
func (s *Scene) Labels() []scenes.Label {
	f, sc := s.app.Fonts, s.s
	out := append([]scenes.Label{s.lay.title}, s.lay.help...)
	buttons := []*scenes.Button{&s.backButton}
	if s.list {
		out = append(out, s.lay.path)
		out = append(out, s.rowLabels()...)
		out = append(out, s.listErrLabels()...)
		for i := range s.placeButtons {
			buttons = append(buttons, &s.placeButtons[i])
		}
	} else {
		buttons = append(buttons, &s.choose, &s.paste)
	}
	for _, b := range buttons {
		out = append(out, b.Labels(f, sc)...)
	}
	return append(out, s.lay.problem...)
}

// listErrLabels say why the list is empty, under its rows.
func (s *Scene) listErrLabels() []scenes.Label {
	if s.listErr == "" {
		return nil
	}
	l := &s.lay
	face := s.app.Fonts.Lining(scenes.Italic, l.rowFace.Size*0.9)
	n := len(s.entries) - s.top
	y := l.list.Y + float64(max(0, n))*l.rowH + l.rowH*0.3
	var out []scenes.Label
	for _, line := range scenes.Wrap(s.listErr, face, l.list.W-l.rowH) {
		if y+face.Size > l.list.Y+l.list.H {
			break
		}
		out = append(out, scenes.Label{Text: shortenRight(line, face, l.list.W-l.rowH), Face: face, Box: scenes.Rect{X: l.list.X + l.rowH/2, Y: y, W: l.list.W - l.rowH}})
		y += face.Size * 1.3
	}
	return out
}

// Draw implements scenes.Scene.
func (s *Scene) Draw(dst *ebiten.Image) {
	s.bg.Draw(dst)
	f, sc := s.app.Fonts, s.s
	l := &s.lay
	l.title.Draw(dst, scenes.ColorAccent)
	for _, h := range l.help {
		h.Draw(dst, scenes.ColorDim)
	}
	if s.list {
		for i := range s.placeButtons {
			s.placeButtons[i].Draw(dst, f, sc, false)
		}
		l.path.Draw(dst, scenes.ColorDim)
		scenes.FillRoundRect(dst, l.list, 6*sc, scenes.ColorPanel)
		for i, lb := range s.rowLabels() {
			row := s.top + i
			r := scenes.Rect{X: l.list.X, Y: l.list.Y + float64(i)*l.rowH, W: l.list.W, H: l.rowH}
			switch {
			case row == s.sel && s.keys:
				scenes.FillRoundRect(dst, r, 4*sc, color.RGBA{0x6b, 0x4c, 0x30, 0xf0})
			case row == s.hover:
				scenes.FillRoundRect(dst, r, 4*sc, color.RGBA{0x5c, 0x43, 0x2c, 0xf0})
			}
			clr := scenes.ColorText
			if s.entries[row].dir {
				clr = scenes.ColorAccent
			}
			lb.Draw(dst, clr)
		}
		for _, lb := range s.listErrLabels() {
			lb.Draw(dst, scenes.ColorDim)
		}
		scenes.StrokeRoundRect(dst, l.list, 6*sc, 1.2*sc, color.RGBA{0x8a, 0x6a, 0x48, 0xff})
	} else {
		s.choose.Draw(dst, f, sc, s.keys && s.focus == 0)
		s.paste.Draw(dst, f, sc, s.keys && s.focus == 1)
	}
	if len(l.problem) > 0 {
		scenes.FillRoundRect(dst, l.problemBox, 8*sc, color.RGBA{0x1a, 0x12, 0x0c, 0xf4})
		scenes.StrokeRoundRect(dst, l.problemBox, 8*sc, 1.5*sc, scenes.ColorWarn)
		for _, lb := range l.problem {
			lb.Draw(dst, scenes.ColorText)
		}
	}
	s.backButton.Draw(dst, f, sc, !s.list && s.keys && s.focus == 2)
}
