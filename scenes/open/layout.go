package open

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/ninemen/morris/scenes/kit"
)

// layout is where the scene's parts go, in screen pixels.
type layout struct {
	title              kit.Label
	help               []kit.Label
	path               kit.Label
	list               kit.Rect
	rowH               float64
	rows               int
	rowFace            *text.GoTextFace
	problemBox         kit.Rect
	problem            []kit.Label
	problemFace        *text.GoTextFace
	contentX, contentW float64
	// drop is the browser's drop zone under its buttons (a file dropped
	// anywhere on the page is taken; the zone says so), with its words.
	drop      kit.Rect
	dropLabel kit.Label
}

// helpText says how to bring a game in, on this platform.
func (s *Scene) helpText() string {
	if s.list {
		return s.lang.T("open.help.window")
	}
	return s.lang.T("open.help.page")
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
	var l layout
	m := math.Max(14*sc, math.Min(W, H)*0.035)
	cw := math.Min(W-2*m, 860*sc)
	cx := (W - cw) / 2
	l.contentX, l.contentW = cx, cw
	y := s.layHeader(&l, m, H, sc)
	gap := math.Max(8*sc, H*0.012)
	y += gap
	bh := kit.Clamp(H*0.06, 40*sc, 52*sc)
	backW := math.Min(cw, 260*sc)
	backY := H - m - bh
	s.backButton.Rect = kit.Rect{X: (W - backW) / 2, Y: backY, W: backW, H: bh}
	bottom := backY - gap

	// The problem, if any, sits over Back, up to six lines.
	if s.problem != "" {
		bottom = s.layProblem(&l, bottom, gap, H, sc)
	}
	if !s.list {
		s.layChoose(&l, y, bottom, gap, bh, H, sc)
		s.lay = l
		return
	}
	s.layList(&l, y, bottom, gap, bh, H, sc)
	s.lay = l
	s.top = max(0, min(s.top, len(s.entries)-l.rows))
}

// layHeader places the title and the help under it from the top margin
// m, and returns the y under them.
func (s *Scene) layHeader(l *layout, m, H, sc float64) float64 {
	f := s.app.Kit
	cx, cw := l.contentX, l.contentW
	y := m
	title := s.lang.T("open.title")
	tf := f.Fit(kit.Regular, kit.Clamp(H*0.055, 26*sc, 44*sc), 18*sc, title, cw)
	l.title = kit.Label{Text: title, Face: tf, Box: kit.Rect{X: cx, Y: y, W: cw, H: tf.Size * 1.3}, Align: kit.AlignCenter}
	y += tf.Size * 1.45
	hf := f.Face(kit.Italic, kit.Clamp(H*0.024, 14*sc, 19*sc))
	for _, line := range kit.Wrap(s.helpText(), hf, cw) {
		l.help = append(l.help, kit.Label{Text: line, Face: hf, Box: kit.Rect{X: cx, Y: y, W: cw, H: hf.Size * 1.3}, Align: kit.AlignCenter})
		y += hf.Size * 1.3
	}
	return y
}

// layProblem places the problem's panel, up to six lines, with its
// bottom at bottom, and returns the new bottom of the space above it.
func (s *Scene) layProblem(l *layout, bottom, gap, H, sc float64) float64 {
	f := s.app.Kit
	cx, cw := l.contentX, l.contentW
	pf := f.Lining(kit.Regular, kit.Clamp(H*0.022, 13*sc, 18*sc))
	pad := pf.Size * 0.8
	lines := kit.Wrap(s.problem, pf, cw-2*pad)
	if len(lines) > 6 {
		lines = append(lines[:5], lines[5]+"\u2026")
	}
	lh := pf.Size * 1.3
	ph := float64(len(lines))*lh + 2*pad
	l.problemBox = kit.Rect{X: cx, Y: bottom - ph, W: cw, H: ph}
	for i, line := range lines {
		face := pf
		if !kit.Fits(line, pf, cw-2*pad) {
			face = f.Lining(kit.Regular, pf.Size*0.6)
		}
		l.problem = append(l.problem, kit.Label{Text: line, Face: face, Box: kit.Rect{X: cx + pad, Y: l.problemBox.Y + pad + float64(i)*lh, W: cw - 2*pad, H: lh}})
	}
	l.problemFace = pf
	return l.problemBox.Y - gap
}

// layChoose places the Choose and Paste buttons side by side at y, and
// the place to drop a record under them if there is room down to bottom.
func (s *Scene) layChoose(l *layout, y, bottom, gap, bh, H, sc float64) {
	cx, cw := l.contentX, l.contentW
	bw := (cw - gap) / 2
	s.choose.Rect = kit.Rect{X: cx, Y: y, W: bw, H: bh}
	s.paste.Rect = kit.Rect{X: cx + bw + gap, Y: y, W: bw, H: bh}
	y += bh + gap
	if bottom-y > 3*bh {
		l.drop = kit.Rect{X: cx, Y: y, W: cw, H: bottom - y}
		words := s.lang.T("open.drop_here")
		df := s.app.Kit.Fit(kit.Italic, kit.Clamp(H*0.03, 16*sc, 26*sc), 12*sc, words, cw-2*gap)
		l.dropLabel = kit.Label{Text: words, Face: df, Box: kit.Rect{X: cx + gap, Y: kit.CenteredTop(df, y+l.drop.H/2), W: cw - 2*gap, H: df.Size * 1.3}, Align: kit.AlignCenter}
	}
}

// layList places the places' buttons, in one row or two, the folder's
// path and the list of files from y down to bottom.
func (s *Scene) layList(l *layout, y, bottom, gap, bh, H, sc float64) {
	f := s.app.Kit
	cx, cw := l.contentX, l.contentW
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
			s.placeButtons[i].Rect = kit.Rect{X: cx + float64(c)*(pw+gap*0.5), Y: y + float64(r)*(ph+gap*0.5), W: pw, H: ph}
		}
		y += float64((n+perRow-1)/perRow)*(ph+gap*0.5) + gap*0.5
	}
	pf := f.Lining(kit.Regular, kit.Clamp(H*0.021, 13*sc, 17*sc))
	l.path = kit.Label{Text: shortenLeft(s.dir, pf, cw), Face: pf, Box: kit.Rect{X: cx, Y: y, W: cw, H: pf.Size * 1.3}}
	y += pf.Size * 1.5
	rowH := kit.Clamp(H*0.05, 34*sc, 46*sc)
	l.list = kit.Rect{X: cx, Y: y, W: cw, H: math.Max(rowH, bottom-y)}
	// Whole rows, a little taller to fill the list to its bottom.
	l.rows = max(1, int(l.list.H/rowH))
	l.rowH = l.list.H / float64(l.rows)
	l.rowFace = f.Lining(kit.Regular, rowH*0.45)
}

// shortenLeft keeps the end of a path, which says most, when all of it
// does not fit.
func shortenLeft(p string, face *text.GoTextFace, width float64) string {
	if kit.Fits(p, face, width) {
		return p
	}
	r := []rune(p)
	for len(r) > 1 && !kit.Fits("\u2026"+string(r), face, width) {
		r = r[1:]
	}
	return "\u2026" + string(r)
}

// shortenRight keeps the start of a name when all of it does not fit.
func shortenRight(s string, face *text.GoTextFace, width float64) string {
	if kit.Fits(s, face, width) {
		return s
	}
	r := []rune(s)
	for len(r) > 1 && !kit.Fits(string(r)+"\u2026", face, width) {
		r = r[:len(r)-1]
	}
	return string(r) + "\u2026"
}

// rowLabels are the list's rows shown now.
func (s *Scene) rowLabels() []kit.Label {
	l := &s.lay
	var out []kit.Label
	pad := l.rowH * 0.35
	for i := s.top; i < min(len(s.entries), s.top+l.rows); i++ {
		y := l.list.Y + float64(i-s.top)*l.rowH
		w := l.list.W - 2*pad
		out = append(out, kit.Label{
			Text: shortenRight(s.rowLabel(i), l.rowFace, w), Face: l.rowFace,
			Box: kit.Rect{X: l.list.X + pad, Y: kit.CenteredTop(l.rowFace, y+l.rowH/2), W: w, H: l.rowH},
		})
	}
	return out
}

// Labels implements kit.Labeler.
func (s *Scene) Labels() []kit.Label {
	f, sc := s.app.Kit, s.s
	out := append([]kit.Label{s.lay.title}, s.lay.help...)
	buttons := []*kit.Button{&s.backButton}
	if s.list {
		out = append(out, s.lay.path)
		out = append(out, s.rowLabels()...)
		out = append(out, s.listErrLabels()...)
		for i := range s.placeButtons {
			buttons = append(buttons, &s.placeButtons[i])
		}
	} else {
		buttons = append(buttons, &s.choose, &s.paste)
		out = append(out, s.lay.dropLabel)
	}
	for _, b := range buttons {
		out = append(out, b.Labels(f.Fonts, sc)...)
	}
	return append(out, s.lay.problem...)
}

// listErrLabels say why the list is empty, under its rows.
func (s *Scene) listErrLabels() []kit.Label {
	if s.listErr == "" {
		return nil
	}
	l := &s.lay
	face := s.app.Kit.Fonts.Lining(kit.Italic, l.rowFace.Size*0.9)
	n := len(s.entries) - s.top
	y := l.list.Y + float64(max(0, n))*l.rowH + l.rowH*0.3
	var out []kit.Label
	for _, line := range kit.Wrap(s.listErr, face, l.list.W-l.rowH) {
		if y+face.Size > l.list.Y+l.list.H {
			break
		}
		out = append(out, kit.Label{Text: shortenRight(line, face, l.list.W-l.rowH), Face: face, Box: kit.Rect{X: l.list.X + l.rowH/2, Y: y, W: l.list.W - l.rowH}})
		y += face.Size * 1.3
	}
	return out
}

// Draw implements scenes.Scene.
func (s *Scene) Draw(dst *ebiten.Image) {
	s.bg.Draw(dst)
	f, sc := s.app.Kit, s.s
	l := &s.lay
	l.title.Draw(dst, kit.ColorAccent)
	for _, h := range l.help {
		h.Draw(dst, kit.ColorDim)
	}
	if s.list {
		for i := range s.placeButtons {
			s.placeButtons[i].Draw(dst, f, sc, false)
		}
		l.path.Draw(dst, kit.ColorDim)
		s.app.Kit.FillRoundRect(dst, l.list, 6*sc, kit.ColorPanel)
		for i, lb := range s.rowLabels() {
			row := s.top + i
			r := kit.Rect{X: l.list.X, Y: l.list.Y + float64(i)*l.rowH, W: l.list.W, H: l.rowH}
			switch {
			case row == s.sel && s.keys:
				s.app.Kit.FillRoundRect(dst, r, 4*sc, color.RGBA{0x6b, 0x4c, 0x30, 0xf0})
			case row == s.hover:
				s.app.Kit.FillRoundRect(dst, r, 4*sc, color.RGBA{0x5c, 0x43, 0x2c, 0xf0})
			}
			clr := kit.ColorText
			if s.entries[row].dir {
				clr = kit.ColorAccent
			}
			lb.Draw(dst, clr)
		}
		for _, lb := range s.listErrLabels() {
			lb.Draw(dst, kit.ColorDim)
		}
		s.app.Kit.StrokeRoundRect(dst, l.list, 6*sc, 1.2*sc, color.RGBA{0x8a, 0x6a, 0x48, 0xff})
	} else {
		s.choose.Draw(dst, f, sc, s.keys && s.focus == 0)
		s.paste.Draw(dst, f, sc, s.keys && s.focus == 1)
		if l.drop.H > 0 {
			s.app.Kit.FillRoundRect(dst, l.drop, 10*sc, color.RGBA{0x2e, 0x22, 0x18, 0xa0})
			s.app.Kit.StrokeRoundRect(dst, l.drop, 10*sc, 1.2*sc, color.RGBA{0x8a, 0x6a, 0x48, 0xc0})
			l.dropLabel.Draw(dst, kit.ColorDim)
		}
	}
	if len(l.problem) > 0 {
		s.app.Kit.FillRoundRect(dst, l.problemBox, 8*sc, color.RGBA{0x1a, 0x12, 0x0c, 0xf4})
		s.app.Kit.StrokeRoundRect(dst, l.problemBox, 8*sc, 1.5*sc, kit.ColorWarn)
		for _, lb := range l.problem {
			lb.Draw(dst, kit.ColorText)
		}
	}
	s.backButton.Draw(dst, f, sc, !s.list && s.keys && s.focus == 2)
}

// Opaque implements scenes.Opaque: the backdrop covers the screen.
func (*Scene) Opaque() {}
