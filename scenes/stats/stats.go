// Package stats is the player's record scene: their results against the
// computer per level and variant, their estimated rating on the levels'
// scale, their winning streaks and their recent games, each of which
// opens in the review; and a Reset that forgets it all once confirmed.
// The record itself is package stats' at the module's top.
package stats

import (
	"image"
	"math"
	"slices"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/ninemen/morris/audio"
	"github.com/ninemen/morris/lang"
	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/app"
	"github.com/ninemen/morris/scenes/kit"
	"github.com/ninemen/morris/scenes/open"
	"github.com/ninemen/morris/scenes/review"
	"github.com/ninemen/morris/scenes/say"
	record "github.com/ninemen/morris/stats"
)

// Scene is the record page.
type Scene struct {
	app  *app.App
	home app.Home
	rec  *record.Record
	// told is the message about a record file set aside, shown as a toast
	// at the first Update; keep is false while it could not be set aside
	// and nothing is written over it.
	told string
	keep bool

	w, h  int
	scale float64
	lay   layout
	// confirm is set while Reset asks whether to forget everything.
	confirm bool
	// games are the recent games' rows on screen, from the top'th; ways
	// are the buttons at the foot: Reset and Back, or Reset and Cancel
	// while confirming.
	games []kit.Button
	// texts are each row's two lines (see rowLabels): the buttons have
	// no label of their own.
	texts [][2]string
	top   int
	ways  [2]kit.Button
	// switcher shows the next variant's table, when more than one was
	// played; variant counts its presses.
	switcher kit.Button
	switchAt [2]string
	variant  int
	// dragY is where a finger dragging the recent games last moved them;
	// dragging is set once it has moved enough not to be a tap.
	dragY    float64
	dragging bool
	// focus is the keyboard's place: a recent game's row (an index into
	// rec.Recent) or, at len(rec.Recent) and after, a way out.
	focus int
	keys  bool
	// spoken is the language the page was laid out in.
	spoken *lang.Lang
	layer  kit.Layer
	back   kit.Backdrop
}

// New opens the player's record; Back goes to home.
func New(a *app.App, home app.Home) *Scene {
	s := &Scene{app: a, home: home}
	s.rec, s.told, s.keep = a.Record()
	s.focus = len(s.rec.Recent) + 1 // Back
	return s
}

// Record is the record as the scene holds it.
func (s *Scene) Record() *record.Record { return s.rec }

// Layout implements scenes.Scene.
func (s *Scene) Layout(w, h int, scale float64) {
	s.w, s.h, s.scale = w, h, scale
	s.relayout()
}

// relayout places everything for the screen, the record and the words of
// the moment.
func (s *Scene) relayout() {
	if s.w == 0 {
		return
	}
	s.spoken = s.app.Lang()
	s.lay = s.layoutFor()
	s.placeGames()
	l := s.app.Lang()
	s.ways[0].Label = l.T("stats.button.reset")
	s.ways[1].Label = l.T("stats.button.back")
	if s.confirm {
		s.ways[0].Label = l.T("stats.button.reset_confirm")
		s.ways[1].Label = l.T("stats.button.cancel")
	}
	s.ways[0].Disabled = !s.confirm && s.rec.Total().Games() == 0
	s.ways[0].Rect, s.ways[1].Rect = s.lay.ways[0], s.lay.ways[1]
	s.switcher.Rect = s.lay.sum.switcher
	if vs := s.variants(); len(vs) > 1 {
		s.switchAt = [2]string{say.Preset(l, s.shownVariant()), l.T("stats.variant_next", "N", s.variant%len(vs)+1, "Of", len(vs))}
	}
	if s.app.Kit != nil && s.app.Kit.Fonts != nil {
		kit.FitAlike(s.app.Kit.Fonts, s.scale, &s.ways[0], &s.ways[1])
	}
}

// placeGames makes the rows of the recent games that fit, from top, so
// that the focused one is among them.
func (s *Scene) placeGames() {
	n := len(s.rec.Recent)
	fit := s.lay.rowsFit()
	if s.focus < n {
		s.top = min(s.top, s.focus)
		s.top = max(s.top, s.focus-fit+1)
	}
	s.top = max(0, min(s.top, n-fit))
	s.games, s.texts = s.games[:0], s.texts[:0]
	for i := s.top; i < n && i < s.top+fit; i++ {
		label, hint := gameLine(s.app.Lang(), s.rec.Recent[i])
		s.games = append(s.games, kit.Button{Rect: s.lay.row(i - s.top)})
		s.texts = append(s.texts, [2]string{label, hint})
	}
}

// Update implements scenes.Scene.
func (s *Scene) Update(ctx *scenes.Context) error {
	if s.told != "" {
		ctx.Toast(s.told)
		s.told = ""
	}
	if s.spoken != s.app.Lang() {
		s.relayout()
		ctx.Redraw()
	}
	in := ctx.Input
	n := len(s.rec.Recent)
	switch {
	case in.Just(scenes.ActBack):
		if s.confirm {
			s.choose(ctx, 1)
		} else {
			s.app.PlaySound(audio.Click)
			ctx.GoTo(s.home)
		}
		return nil
	case in.Just(scenes.ActUp):
		s.moveFocus(ctx, -1)
	case in.Just(scenes.ActDown), in.Just(scenes.ActNext):
		s.moveFocus(ctx, 1)
	case in.Just(scenes.ActLeft) && s.focus >= n && s.focus < n+2:
		s.focus, s.keys = n, true
		ctx.Redraw()
	case in.Just(scenes.ActRight) && s.focus >= n && s.focus < n+2:
		s.focus, s.keys = n+1, true
		ctx.Redraw()
	case in.Just(scenes.ActConfirm):
		s.keys = true
		switch {
		case s.focus < n:
			s.open(ctx, s.focus)
		case s.focus == n+2:
			s.nextVariant(ctx)
		case !s.ways[s.focus-n].Disabled:
			s.choose(ctx, s.focus-n)
		}
		return nil
	}
	if !s.confirm {
		if in.Wheel != 0 {
			s.scroll(sign(in.Wheel))
			ctx.Redraw()
		}
		if s.drag(in) {
			ctx.Redraw()
			return nil
		}
		if s.switcher.Rect.W > 0 && s.switcher.Handle(ctx) {
			s.focus, s.keys = n+2, false
			s.nextVariant(ctx)
			return nil
		}
		for i := range s.games {
			if s.games[i].Handle(ctx) {
				s.focus, s.keys = s.top+i, false
				s.open(ctx, s.top+i)
				return nil
			}
			if s.games[i].Hover {
				ctx.ShowHand()
			}
		}
	}
	for i := range s.ways {
		if s.ways[i].Handle(ctx) {
			s.focus, s.keys = n+i, false
			s.choose(ctx, i)
			return nil
		}
		if s.ways[i].Hover {
			ctx.ShowHand()
		}
	}
	return nil
}

// stops are the places the keyboard's focus steps through, top to
// bottom: the variant's switch, the recent games, Reset and Back; while
// Reset asks, only its two answers.
func (s *Scene) stops() []int {
	n := len(s.rec.Recent)
	if s.confirm {
		return []int{n, n + 1}
	}
	var out []int
	if s.switcher.Rect.W > 0 {
		out = append(out, n+2)
	}
	if s.lay.rowsFit() > 0 {
		for i := range n {
			out = append(out, i)
		}
	}
	return append(out, n, n+1)
}

// moveFocus steps the focus by d through stops, scrolling the recent
// games to keep it in sight.
func (s *Scene) moveFocus(ctx *scenes.Context, d int) {
	st := s.stops()
	at := slices.Index(st, s.focus)
	if at < 0 {
		at = len(st) - 1
	}
	s.focus = st[(at+d+len(st))%len(st)]
	s.keys = true
	s.relayout()
	ctx.Redraw()
}

// scroll moves the recent games by d rows.
func (s *Scene) scroll(d int) {
	n, fit := len(s.rec.Recent), s.lay.rowsFit()
	s.top = max(0, min(s.top+d, n-fit))
	if s.focus < n {
		s.focus = max(s.top, min(s.focus, s.top+fit-1))
	}
	s.placeGames()
}

// drag scrolls the recent games with a finger or the mouse held on them,
// and reports whether it is dragging: then a release is not a tap.
func (s *Scene) drag(in *scenes.Input) bool {
	p := in.Pointer
	step := s.lay.rowH * 1.15
	switch {
	case p.Pressed && s.lay.recent.Contains(p.X, p.Y):
		s.dragY, s.dragging = p.Y, false
		return false
	case p.Down && s.dragY != 0:
		if math.Abs(p.Y-s.dragY) > step*0.4 {
			s.dragging = true
		}
		if !s.dragging {
			return false
		}
		if d := int((s.dragY - p.Y) / step); d != 0 {
			s.scroll(d)
			s.dragY -= float64(d) * step
		}
		return true
	case p.Released || !p.Down:
		was := s.dragging
		s.dragY, s.dragging = 0, false
		if was {
			s.placeGames() // no row stays held
		}
		return was
	}
	return false
}

// nextVariant shows the next variant's table.
func (s *Scene) nextVariant(ctx *scenes.Context) {
	s.app.PlaySound(audio.Click)
	s.variant++
	s.relayout()
	ctx.Redraw()
}

func sign(v float64) int {
	switch {
	case v > 0:
		return 1
	case v < 0:
		return -1
	}
	return 0
}

// choose does what the foot's button i says: Reset or Back, or while
// confirming, forget the record or not.
func (s *Scene) choose(ctx *scenes.Context, i int) {
	s.app.PlaySound(audio.Click)
	ctx.Redraw()
	switch {
	case !s.confirm && i == 1:
		ctx.GoTo(s.home)
		return
	case !s.confirm:
		s.confirm = true
	case i == 0:
		s.rec = record.New()
		s.confirm = false
		s.top = 0
		if s.keep {
			if err := s.app.SaveRecord(s.rec); err != nil {
				ctx.Toast(s.app.Lang().T("stats.save_failed", "Error", err.Error()))
			}
		}
	default:
		s.confirm = false
	}
	// Back, or while Reset asks, Cancel: a stray Enter forgets nothing.
	s.focus = len(s.rec.Recent) + 1
	s.relayout()
}

// open shows recent game i in the review, as the player's own game.
func (s *Scene) open(ctx *scenes.Context, i int) {
	gm := s.rec.Recent[i]
	g, err := gm.Game()
	if err != nil {
		ctx.Toast(s.app.Lang().T("stats.unreadable_game", "Error", err.Error()))
		return
	}
	s.app.PlaySound(audio.Click)
	// Named as the result screen and Save record name it, so that its
	// mistakes are the same cards whichever way it was reviewed.
	own := review.Own{Side: rules.Black, Game: open.FileName(g, open.Players{White: "Computer", Black: "You"}, gm.At)}
	if gm.White {
		own = review.Own{Side: rules.White, Game: open.FileName(g, open.Players{White: "You", Black: "Computer"}, gm.At)}
	}
	ctx.GoTo(review.NewOwn(s.app, g, s, s.home, own))
}

// Draw implements scenes.Scene.
func (s *Scene) Draw(dst *ebiten.Image) {
	if s.app.Kit == nil || s.app.Kit.Fonts == nil {
		return
	}
	screen := dst.Bounds()
	s.layer.Draw(s.app.Kit, dst, s.key(), func(img *ebiten.Image) {
		s.back.DrawOver(img, screen)
		s.draw(img)
	})
}

// Release implements scenes.Releaser.
func (s *Scene) Release() { s.layer.Release() }

// Opaque implements scenes.Opaque: the backdrop covers the screen.
func (*Scene) Opaque() {}

// Targets says where the buttons are, for tests and the screenshot
// scripts: "game:0" for the newest recent game on screen and so on,
// "button:reset" and "button:back" (or "button:cancel" while Reset
// asks).
func (s *Scene) Targets() map[string]image.Point {
	out := map[string]image.Point{}
	for i := range s.games {
		x, y := s.games[i].Rect.Center()
		out["game:"+strconv.Itoa(s.top+i)] = image.Pt(int(x), int(y))
	}
	names := [2]string{"reset", "back"}
	if s.confirm {
		names = [2]string{"reset", "cancel"}
	}
	for i, n := range names {
		x, y := s.ways[i].Rect.Center()
		out["button:"+n] = image.Pt(int(x), int(y))
	}
	return out
}
