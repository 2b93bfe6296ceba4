package puzzles

import (
	"image"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/ninemen/morris/audio"
	"github.com/ninemen/morris/learn"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/kit"
)

// homeItem is a button of the home.
type homeItem int

const (
	itemNext homeItem = iota
	itemDaily
	itemMistakes
	itemStartOver
	itemBack
	// itemReset and itemCancel answer "Start over?".
	itemReset
	itemCancel
)

// homeLabels are the buttons' messages (Your mistakes has its own: see
// labelMistakes).
var homeLabels = map[homeItem]string{
	itemNext:      "puzzles.button.next",
	itemDaily:     "puzzles.button.daily",
	itemStartOver: "puzzles.button.start_over",
	itemBack:      "puzzles.button.back",
	itemReset:     "puzzles.button.start_over",
	itemCancel:    "puzzles.button.cancel",
}

// setHome makes the home's buttons: the confirmation's while it is asked.
func (s *Scene) setHome() {
	s.items = []homeItem{itemNext, itemDaily, itemMistakes, itemStartOver, itemBack}
	if s.confirm {
		s.items = []homeItem{itemReset, itemCancel}
	}
	s.buttons = make([]kit.Button, len(s.items))
	for i, it := range s.items {
		s.buttons[i].Label = s.app.Lang().T(homeLabels[it])
	}
	s.focus = 0
	s.labelMistakes()
	s.layHome()
}

// labelMistakes words the Your mistakes button with the cards due now,
// and disables it while none is.
func (s *Scene) labelMistakes() {
	s.due = len(s.pr.Due(s.now))
	for i, it := range s.items {
		if it != itemMistakes {
			continue
		}
		b := &s.buttons[i]
		b.Label, b.Disabled = s.app.Lang().N("puzzles.button.mistakes", s.due), s.due == 0
		if s.due == 0 {
			b.Label = s.app.Lang().T("puzzles.button.mistakes_none")
		}
	}
}

// homeLayout is where the home's texts go: a column in the middle.
type homeLayout struct {
	col              kit.Rect
	title, line, btn float64
}

func (s *Scene) homeGeometry() homeLayout {
	u := s.scale
	if u <= 0 {
		u = 1
	}
	w := min(float64(s.w)-40*u, 460*u)
	return homeLayout{col: kit.Rect{X: (float64(s.w) - w) / 2, Y: float64(s.h) * 0.12, W: w},
		title: 44 * u, line: 22 * u, btn: 54 * u}
}

// layHome places the buttons under the texts.
func (s *Scene) layHome() {
	g := s.homeGeometry()
	y := g.col.Y + g.title*1.6 + g.line*1.5*4
	for i := range s.buttons {
		s.buttons[i].Rect = kit.Rect{X: g.col.X, Y: y, W: g.col.W, H: g.btn}
		y += g.btn * 1.25
	}
	if s.app.Kit != nil && s.app.Kit.Fonts != nil && len(s.buttons) > 0 {
		bs := make([]*kit.Button, len(s.buttons))
		for i := range s.buttons {
			bs[i] = &s.buttons[i]
		}
		kit.FitAlike(s.app.Kit.Fonts, s.scale, bs...)
	}
}

// homeTexts are the home's lines under its title.
func (s *Scene) homeTexts() []string {
	l := s.app.Lang()
	if s.confirm {
		return []string{l.T("puzzles.confirm")}
	}
	return []string{ratingText(s), l.T("puzzles.streak", "Streak", s.pr.Streak, "Best", s.pr.Best), s.note}
}

// updateHome runs the home's buttons and keys.
func (s *Scene) updateHome(ctx *scenes.Context) {
	if s.now = ctx.Now; len(s.pr.Due(s.now)) != s.due {
		// Cards fall due as time passes, and the clock is only known here.
		s.labelMistakes()
		s.layHome()
		ctx.Redraw()
	}
	in := ctx.Input
	switch {
	case in.Just(scenes.ActBack):
		if s.confirm {
			s.choose(ctx, itemCancel)
		} else {
			s.choose(ctx, itemBack)
		}
		return
	case in.Just(scenes.ActUp):
		s.focus = (s.focus + len(s.buttons) - 1) % len(s.buttons)
		ctx.Redraw()
	case in.Just(scenes.ActDown), in.Just(scenes.ActNext):
		s.focus = (s.focus + 1) % len(s.buttons)
		ctx.Redraw()
	case in.Just(scenes.ActConfirm):
		if !s.buttons[s.focus].Disabled {
			s.choose(ctx, s.items[s.focus])
		}
		return
	}
	for i := range s.buttons {
		if s.buttons[i].Handle(ctx) {
			s.focus = i
			s.choose(ctx, s.items[i])
			return
		}
		if s.buttons[i].Hover {
			ctx.ShowHand()
		}
	}
}

// choose does what a button of the home says.
func (s *Scene) choose(ctx *scenes.Context, it homeItem) {
	s.app.PlaySound(audio.Click)
	ctx.Redraw()
	switch it {
	case itemBack:
		ctx.GoTo(s.home)
	case itemNext:
		s.note = ""
		if p := s.pr.Next(s.set, s.rng); p != nil {
			s.open(p, false)
		}
	case itemDaily:
		now := ctx.Now
		p := learn.Daily(s.set, now)
		if p == nil {
			return
		}
		solved := s.solvedToday(p.ID, now)
		s.note = ""
		if solved {
			s.note = s.app.Lang().T("puzzles.daily_solved")
		}
		s.open(p, solved)
	case itemMistakes:
		s.note = ""
		s.openMistake(ctx.Now)
	case itemStartOver:
		s.confirm = true
		s.setHome()
	case itemReset:
		s.pr = learn.NewProgress()
		s.save(ctx)
		s.confirm = false
		s.note = ""
		s.setHome()
	case itemCancel:
		s.confirm = false
		s.setHome()
	}
}

// open puts a puzzle on the board; practice is set for one whose
// attempt does not count (the daily puzzle solved today already).
func (s *Scene) open(p *learn.Puzzle, practice bool) {
	s.puzzle = newBoard(s, p, practice)
	s.puzzle.layout(s.w, s.h, s.scale)
}

// openMistake puts the card of the player's mistakes due longest on the
// board; with none due, the home says so.
func (s *Scene) openMistake(now time.Time) {
	for _, i := range s.pr.Due(now) {
		c := s.pr.Mistakes[i]
		p, err := c.Puzzle()
		if err != nil {
			continue // UnmarshalProgress checked it: never
		}
		s.open(&p, false)
		s.puzzle.card = c.Line
		return
	}
	s.note = s.app.Lang().T("puzzles.mistakes_done")
	s.setHome()
}

// homeKey is everything the home's layer shows.
type homeKey struct {
	w, h    int
	texts   [3]string
	buttons [7]kit.Button
	focus   int
	lang    string
}

func (s *Scene) homeKey() homeKey {
	k := homeKey{w: s.w, h: s.h, focus: s.focus, lang: s.app.Lang().Code()}
	copy(k.texts[:], s.homeTexts())
	copy(k.buttons[:], s.buttons)
	return k
}

// drawHome draws the home from its layer: a frame at rest copies it.
func (s *Scene) drawHome(dst *ebiten.Image) {
	if s.app.Kit == nil || s.app.Kit.Fonts == nil {
		return
	}
	screen := dst.Bounds()
	s.layer.Draw(s.app.Kit, dst, s.homeKey(), func(img *ebiten.Image) {
		s.back.DrawOver(img, screen)
		for i, l := range s.textLabels() {
			clr := kit.ColorText
			if i == 0 {
				clr = kit.ColorAccent
			}
			l.Draw(img, clr)
		}
		for i := range s.buttons {
			s.buttons[i].Draw(img, s.app.Kit, s.scale, i == s.focus)
		}
	})
}

// homeLabels are the home's texts as drawn: textLabels and the buttons'.
func (s *Scene) homeLabels() []kit.Label {
	if s.app.Kit.Fonts == nil {
		return nil
	}
	out := s.textLabels()
	for i := range s.buttons {
		out = append(out, s.buttons[i].Labels(s.app.Kit.Fonts, s.scale)...)
	}
	return out
}

// textLabels are the home's title and the lines under it, wrapped to the
// column.
func (s *Scene) textLabels() []kit.Label {
	if s.app.Kit == nil || s.app.Kit.Fonts == nil {
		return nil
	}
	f := s.app.Kit.Fonts
	g := s.homeGeometry()
	title := s.app.Lang().T("puzzles.title")
	out := []kit.Label{{Text: title, Face: f.Fit(kit.SmallCaps, g.title, g.title/2, title, g.col.W),
		Box: kit.Rect{X: g.col.X, Y: g.col.Y, W: g.col.W, H: g.title * 1.3}, Align: kit.AlignCenter}}
	y := g.col.Y + g.title*1.6
	face := f.Face(kit.Regular, g.line)
	for _, t := range s.homeTexts() {
		for _, line := range kit.Wrap(t, face, g.col.W) {
			out = append(out, kit.Label{Text: line, Face: face, Box: kit.Rect{X: g.col.X, Y: y, W: g.col.W, H: g.line * 1.4}, Align: kit.AlignCenter})
			y += g.line * 1.4
		}
	}
	return out
}

// Targets says where the home's buttons are, by their English message
// ids' last word ("button:next", "button:daily", ...), for tests and the
// screenshot scripts.
func (s *Scene) Targets() map[string]image.Point {
	out := map[string]image.Point{}
	names := map[homeItem]string{itemNext: "next", itemDaily: "daily", itemMistakes: "mistakes", itemStartOver: "start_over", itemBack: "back", itemReset: "reset", itemCancel: "cancel"}
	for i, it := range s.items {
		x, y := s.buttons[i].Rect.Center()
		out["button:"+names[it]] = image.Pt(int(x), int(y))
	}
	if s.puzzle != nil {
		for k, v := range s.puzzle.targets() {
			out[k] = v
		}
	}
	return out
}
