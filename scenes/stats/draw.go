package stats

import (
	"image/color"
	"math"
	"slices"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/ninemen/morris/ai"
	"github.com/ninemen/morris/lang"
	"github.com/ninemen/morris/scenes/kit"
	"github.com/ninemen/morris/scenes/say"
	record "github.com/ninemen/morris/stats"
)

// inked is a label and the colour it is drawn in.
type inked struct {
	kit.Label
	clr color.Color
}

// summary is the summary column as laid out: its labels, the box of
// the variant's switch (zero with one variant), and the y under it all.
type summary struct {
	labels   []inked
	switcher kit.Rect
	bottom   float64
}

// summaryLabels lays out the rating, its meaning (when explain is set),
// the streaks and the table with rows rowH high, from the top of l's
// summary column down.
func (s *Scene) summaryLabels(l layout, explain bool, rowH float64) summary {
	f := s.app.Kit.Fonts
	words := s.app.Lang()
	col := l.summary
	y := col.Y
	var out summary
	line := func(t string, style kit.Style, size float64, clr color.Color, gap float64) {
		face := f.Face(style, size)
		for _, ln := range kit.Wrap(t, face, col.W) {
			out.labels = append(out.labels, inked{kit.Label{Text: ln, Face: face, Box: kit.Rect{X: col.X, Y: y, W: col.W, H: size * 1.35}, Align: kit.AlignCenter}, clr})
			y += size * 1.35
		}
		y += gap
	}
	switch {
	case s.confirm:
		line(words.T("stats.confirm"), kit.Regular, l.text, kit.ColorText, 0)
	case s.rec.Total().Games() == 0:
		line(words.T("stats.none"), kit.Regular, l.text, kit.ColorText, 0)
	default:
		e := s.rec.Rating(record.DefaultPrior())
		line(words.T("stats.rating", "Rating", int(math.Round(e.Rating/10)*10), "Deviation", int(math.Round(2*e.SD/10)*10)), kit.SmallCaps, l.big, kit.ColorAccent, l.small*0.2)
		if explain {
			line(words.T("stats.rating_means"), kit.Italic, l.small, kit.ColorDim, l.small*0.4)
		}
		line(words.T("stats.streak", "Streak", s.rec.Streak, "Best", s.rec.Best), kit.Regular, l.text, kit.ColorText, l.text*0.4)
		if len(s.variants()) > 1 {
			out.switcher = kit.Rect{X: col.X, Y: y, W: col.W, H: math.Max(rowH*1.3, 40*l.u)}
			y += out.switcher.H + l.text*0.3
		}
		y = s.table(l, y, rowH, &out.labels)
	}
	out.bottom = y
	return out
}

// tableRow is one row of the table: a name and four numbers.
type tableRow struct {
	name string
	n    [4]int
}

// variants are the variants played, in the order first played.
func (s *Scene) variants() []string {
	var out []string
	for _, t := range s.rec.Tallies {
		if !slices.Contains(out, t.Variant) {
			out = append(out, t.Variant)
		}
	}
	return out
}

// shownVariant is the variant whose table is shown.
func (s *Scene) shownVariant() string {
	vs := s.variants()
	if len(vs) == 0 {
		return ""
	}
	return vs[s.variant%len(vs)]
}

// tableRows are the table's rows for the variant shown: the levels
// played, weakest first, then the total when there is more than one.
func (s *Scene) tableRows(words *lang.Lang) []tableRow {
	v := s.shownVariant()
	var out []tableRow
	var total record.Tally
	for _, name := range levelOrder(s.rec.Tallies) {
		for _, t := range s.rec.Tallies {
			if t.Variant == v && t.Level == name {
				title, _ := say.Level(words, name)
				out = append(out, tableRow{name: title, n: [4]int{t.Games(), t.Wins, t.Draws, t.Losses}})
				total.Wins += t.Wins
				total.Draws += t.Draws
				total.Losses += t.Losses
			}
		}
	}
	if len(out) > 1 {
		out = append(out, tableRow{name: words.T("stats.table.total"), n: [4]int{total.Games(), total.Wins, total.Draws, total.Losses}})
	}
	return out
}

// levelOrder is the levels, weakest first, then any the game no longer
// knows that the tallies name.
func levelOrder(ts []record.Tally) []string {
	var out []string
	for _, l := range ai.Levels() {
		out = append(out, l.String())
	}
	for _, t := range ts {
		if !slices.Contains(out, t.Level) {
			out = append(out, t.Level)
		}
	}
	return out
}

// table lays the table out from y down, rows rowH high, into out, and
// returns the y under it: the name takes the column's left and the four
// numbers share the rest.
func (s *Scene) table(l layout, y, rowH float64, out *[]inked) float64 {
	f := s.app.Kit.Fonts
	words := s.app.Lang()
	col := l.summary
	nameW := col.W * 0.36
	numW := (col.W - nameW) / 4
	size := math.Min(l.text, rowH/1.45)
	cell := func(t string, i int, style kit.Style, size float64, clr color.Color) {
		box := kit.Rect{X: col.X, Y: y, W: nameW - l.u*6, H: rowH}
		align := kit.AlignStart
		if i > 0 {
			box = kit.Rect{X: col.X + nameW + float64(i-1)*numW, Y: y, W: numW, H: rowH}
			align = kit.AlignEnd
		}
		face := f.Fit(style, size, size*0.6, t, box.W)
		if _, err := strconv.Atoi(t); err == nil {
			// Figures of one height line up in a column.
			face = f.Lining(style, size)
		}
		*out = append(*out, inked{kit.Label{Text: t, Face: face, Box: box, Align: align}, clr})
	}
	heads := []string{"", words.T("stats.table.games"), words.T("stats.table.wins"), words.T("stats.table.draws"), words.T("stats.table.losses")}
	for i, h := range heads {
		cell(h, i, kit.Italic, math.Min(l.small, size), kit.ColorDim)
	}
	y += rowH
	rows := s.tableRows(words)
	for ri, r := range rows {
		clr := color.Color(kit.ColorText)
		if ri == len(rows)-1 && len(rows) > 1 {
			clr = kit.ColorAccent
		}
		cell(r.name, 0, kit.Regular, size, clr)
		for i, n := range r.n {
			cell(strconv.Itoa(n), i+1, kit.Regular, size, clr)
		}
		y += rowH
	}
	return y
}

// gameLine words a recent game for its row: the outcome and the level,
// and under it the date, the moves and the variant.
func gameLine(words *lang.Lang, g record.Game) (label, hint string) {
	level, _ := say.Level(words, g.Level)
	id := map[record.Outcome]string{record.Win: "stats.game.win", record.Draw: "stats.game.draw", record.Loss: "stats.game.loss"}[g.Outcome]
	label = words.T("stats.game.line", "Outcome", words.T(id), "Level", level)
	hint = words.N("stats.game.details", g.Turns, "Date", g.At.Local().Format("2006-01-02 15:04"), "Variant", say.Preset(words, g.Variant))
	return label, hint
}

// labels are every text the page draws: the title, the summary, the
// recent games' heading, and the buttons'.
func (s *Scene) labels() []inked {
	f := s.app.Kit.Fonts
	l := s.lay
	words := s.app.Lang()
	title := words.T("stats.title")
	out := []inked{{kit.Label{Text: title, Face: f.Fit(kit.SmallCaps, l.titleSize, l.titleSize/2, title, l.title.W), Box: l.title, Align: kit.AlignCenter}, kit.ColorAccent}}
	out = append(out, s.lay.sum.labels...)
	if !s.confirm && len(s.rec.Recent) > 0 && s.lay.rowsFit() > 0 {
		head := words.T("stats.recent")
		if n := len(s.rec.Recent); n > len(s.games) {
			head = words.T("stats.recent_some", "From", s.top+1, "To", s.top+len(s.games), "Of", n)
		}
		face := f.Fit(kit.SmallCaps, l.text, l.text*0.6, head, l.recent.W)
		out = append(out, inked{kit.Label{Text: head, Face: face, Box: kit.Rect{X: l.recent.X, Y: l.recent.Y, W: l.recent.W, H: l.text * 1.4}, Align: kit.AlignCenter}, kit.ColorAccent})
	}
	return out
}

// Labels implements kit.Labeler.
func (s *Scene) Labels() []kit.Label {
	if s.app.Kit == nil || s.app.Kit.Fonts == nil {
		return nil
	}
	var out []kit.Label
	for _, l := range s.labels() {
		out = append(out, l.Label)
	}
	if !s.confirm {
		for i := range s.games {
			out = append(out, s.rowLabels(s.games[i].Rect, s.texts[i])...)
		}
	}
	if !s.confirm && s.switcher.Rect.W > 0 {
		out = append(out, s.rowLabels(s.switcher.Rect, s.switchAt)...)
	}
	for i := range s.ways {
		out = append(out, s.ways[i].Labels(s.app.Kit.Fonts, s.scale)...)
	}
	return out
}

// pageKey is everything the page's layer shows.
type pageKey struct {
	w, h     int
	lang     string
	confirm  bool
	games    [maxRows]kit.Button
	texts    [maxRows][2]string
	switchAt [2]string
	top      int
	ways     [2]kit.Button
	variants kit.Button
	focus    int
	keys     bool
	played   int
}

func (s *Scene) key() pageKey {
	k := pageKey{w: s.w, h: s.h, lang: s.app.Lang().Code(), confirm: s.confirm, top: s.top, focus: s.focus, keys: s.keys, played: s.rec.Total().Games()}
	copy(k.games[:], s.games)
	copy(k.texts[:], s.texts)
	k.switchAt = s.switchAt
	k.ways, k.variants = s.ways, s.switcher
	return k
}

// draw draws the page over its backdrop.
func (s *Scene) draw(img *ebiten.Image) {
	for _, l := range s.labels() {
		l.Draw(img, l.clr)
	}
	n := len(s.rec.Recent)
	drawRow := func(b *kit.Button, texts [2]string, focused bool) {
		b.Draw(img, s.app.Kit, s.scale, focused)
		ls := s.rowLabels(b.Rect, texts)
		ls[0].Draw(img, kit.ColorText)
		ls[1].Draw(img, kit.ColorDim)
	}
	if !s.confirm {
		for i := range s.games {
			drawRow(&s.games[i], s.texts[i], s.keys && s.focus == s.top+i)
		}
	}
	if !s.confirm && s.switcher.Rect.W > 0 {
		drawRow(&s.switcher, s.switchAt, s.keys && s.focus == n+2)
	}
	for i := range s.ways {
		s.ways[i].Draw(img, s.app.Kit, s.scale, s.keys && s.focus == n+i)
	}
}

// rowLabels are a row's two lines, its label over its hint, each fitted
// to the row's width and stacked by their measured heights in its
// middle: a button's own hint is placed for Latin type and would meet
// its label in Chinese.
func (s *Scene) rowLabels(r kit.Rect, texts [2]string) []kit.Label {
	f := s.app.Kit.Fonts
	u := s.scale
	size := min(r.H*0.36, 21*u)
	in := kit.Rect{X: r.X + 6*u, W: max(0, r.W-12*u)}
	main := f.Fit(kit.Regular, size, size*0.6, texts[0], in.W)
	hint := f.Fit(kit.Italic, size*0.72, size*0.5, texts[1], in.W)
	_, mh := kit.Measure(texts[0], main)
	_, hh := kit.Measure(texts[1], hint)
	a, b := in, in
	a.Y, a.H = r.Y+(r.H-mh-hh)/2, mh
	b.Y, b.H = a.Y+mh, hh
	return []kit.Label{{Text: texts[0], Face: main, Box: a, Align: kit.AlignCenter}, {Text: texts[1], Face: hint, Box: b, Align: kit.AlignCenter}}
}
