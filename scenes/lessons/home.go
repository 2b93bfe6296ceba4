package lessons

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/ninemen/morris/audio"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/kit"
)

// setHome makes the home's buttons: a lesson each, its number and title,
// marked done under it once done, and Back.
func (s *Scene) setHome() {
	l := s.app.Lang()
	s.buttons = make([]kit.Button, len(s.lessons)+1)
	first := -1
	for i, les := range s.lessons {
		b := &s.buttons[i]
		b.Label = l.T("lessons.numbered", "Number", i+1, "Title", l.T(les.Title))
		if s.pr.Has(les.ID) {
			b.Hint = l.T("lessons.done_mark")
		} else if first < 0 {
			first = i
		}
	}
	s.buttons[len(s.lessons)].Label = l.T("lessons.button.back")
	// The focus starts on the first lesson not done: Enter goes on.
	s.focus = max(first, 0)
	s.layHome()
}

// homeLine is the line under the home's title: how many lessons are done.
func (s *Scene) homeLine() string {
	done := 0
	for _, les := range s.lessons {
		if s.pr.Has(les.ID) {
			done++
		}
	}
	return s.app.Lang().T("lessons.home_done", "Done", done, "All", len(s.lessons))
}

// homeLayout is where the home's parts go: the title and its line over
// the lessons, in two columns when the screen is wide enough and one on
// a phone, and Back under them.
type homeLayout struct {
	col         kit.Rect
	title, line float64
	top         float64
	cols        int
	btn         float64
}

func (s *Scene) homeGeometry() homeLayout {
	u := s.scale
	if u <= 0 {
		u = 1
	}
	W, H := float64(s.w), float64(s.h)
	g := homeLayout{title: 40 * u, line: 20 * u, cols: 1}
	w := min(W-32*u, 460*u)
	if W >= 760*u {
		g.cols = 2
		w = min(W-48*u, 900*u)
	}
	g.col = kit.Rect{X: (W - w) / 2, Y: math.Max(16*u, H*0.06), W: w}
	g.top = g.col.Y + g.title*1.5 + g.line*2
	rows := (len(s.lessons)+g.cols-1)/g.cols + 1
	g.btn = math.Min(56*u, (H-g.top-16*u)/(float64(rows)*1.18))
	return g
}

// layHome places the buttons under the texts.
func (s *Scene) layHome() {
	g := s.homeGeometry()
	gap := g.btn * 0.18
	colW := (g.col.W - gap*float64(g.cols-1)) / float64(g.cols)
	rows := (len(s.lessons) + g.cols - 1) / g.cols
	for i := range s.lessons {
		// Down the first column, then the second: the order reads on.
		c, r := i/rows, i%rows
		s.buttons[i].Rect = kit.Rect{X: g.col.X + float64(c)*(colW+gap), Y: g.top + float64(r)*(g.btn+gap), W: colW, H: g.btn}
	}
	backW := math.Min(g.col.W, 320*s.scale)
	s.buttons[len(s.lessons)].Rect = kit.Rect{X: g.col.X + (g.col.W-backW)/2, Y: g.top + float64(rows)*(g.btn+gap) + gap, W: backW, H: g.btn}
	if s.app.Kit != nil && s.app.Kit.Fonts != nil {
		bs := make([]*kit.Button, len(s.buttons))
		for i := range s.buttons {
			bs[i] = &s.buttons[i]
		}
		kit.FitAlike(s.app.Kit.Fonts, s.scale, bs...)
	}
}

// updateHome runs the home's buttons and keys.
func (s *Scene) updateHome(ctx *scenes.Context) {
	in := ctx.Input
	n := len(s.buttons)
	switch {
	case in.Just(scenes.ActBack):
		s.choose(ctx, n-1)
		return
	case in.Just(scenes.ActUp), in.Just(scenes.ActLeft):
		s.focus = (s.focus + n - 1) % n
		ctx.Redraw()
	case in.Just(scenes.ActDown), in.Just(scenes.ActRight), in.Just(scenes.ActNext):
		s.focus = (s.focus + 1) % n
		ctx.Redraw()
	case in.Just(scenes.ActConfirm):
		s.choose(ctx, s.focus)
		return
	}
	for i := range s.buttons {
		if s.buttons[i].Handle(ctx) {
			s.focus = i
			s.choose(ctx, i)
			return
		}
		if s.buttons[i].Hover {
			ctx.ShowHand()
		}
	}
}

// choose opens the lesson of button i, or goes back.
func (s *Scene) choose(ctx *scenes.Context, i int) {
	s.app.PlaySound(audio.Click)
	ctx.Redraw()
	if i >= len(s.lessons) {
		ctx.GoTo(s.home)
		return
	}
	s.Open(s.lessons[i].ID)
}

// homeKey is everything the home's layer shows.
type homeKey struct {
	w, h    int
	line    string
	buttons [16]kit.Button
	focus   int
	lang    string
}

func (s *Scene) homeKey() homeKey {
	k := homeKey{w: s.w, h: s.h, line: s.homeLine(), focus: s.focus, lang: s.app.Lang().Code()}
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
	if s.app.Kit == nil || s.app.Kit.Fonts == nil {
		return nil
	}
	out := s.textLabels()
	for i := range s.buttons {
		out = append(out, s.buttons[i].Labels(s.app.Kit.Fonts, s.scale)...)
	}
	return out
}

// textLabels are the home's title and the line under it.
func (s *Scene) textLabels() []kit.Label {
	if s.app.Kit == nil || s.app.Kit.Fonts == nil {
		return nil
	}
	f := s.app.Kit.Fonts
	g := s.homeGeometry()
	title := s.app.Lang().T("lessons.title")
	line := s.homeLine()
	face := f.Fit(kit.Regular, g.line, g.line*0.6, line, g.col.W)
	return []kit.Label{
		{Text: title, Face: f.Fit(kit.SmallCaps, g.title, g.title/2, title, g.col.W),
			Box: kit.Rect{X: g.col.X, Y: g.col.Y, W: g.col.W, H: g.title * 1.3}, Align: kit.AlignCenter},
		{Text: line, Face: face, Box: kit.Rect{X: g.col.X, Y: g.col.Y + g.title*1.5, W: g.col.W, H: g.line * 1.4}, Align: kit.AlignCenter},
	}
}
