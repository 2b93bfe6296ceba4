package play

import (
	"math"
	"strings"

	"github.com/ninemen/morris/ai"
	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes/board"
	"github.com/ninemen/morris/scenes/kit"
	"github.com/ninemen/morris/scenes/say"
)

// The texts of the play and result scenes, fitted to their boxes. Draw
// draws these lists and the layout check (Labels) measures them, so what
// is checked is what is drawn.

// minHelp is the smallest size of the status's help and reasons, in
// logical units (CSS pixels in the browser), as for the settings' notes.
const minHelp = 14

// statusLabels are the status's lines: what to do, in a large face shrunk
// to fit, and a line or two of help (or the reason a choice was refused),
// wrapped into the status's box; and last, the note off (that the sound
// is off) over the box's right end, unless it is "". The first line keeps
// clear of the note: "White to place — 8 in hand" ran into it.
func statusLabels(f *kit.Fonts, l *board.Layout, main, help, off string) []kit.Label {
	st := l.Status
	var note []kit.Label
	mainW := st.W
	if off != "" {
		// A note longer than the English takes half the line at most.
		nf := board.FitLine(f, kit.Italic, l.Text*0.75, l.Text*0.75, off, st.W/2)
		note = []kit.Label{{Text: off, Face: nf, Box: kit.Rect{X: st.X, Y: st.Y - l.Text*0.2, W: st.W, H: nf.Size * 1.3}, Align: kit.AlignEnd}}
		mainW = st.W - kit.TextWidth(off, nf) - l.Text*0.6
	}
	face := board.FitLine(f, kit.Regular, l.Text*1.25, l.Text*0.8, main, mainW)
	y := st.Y + (st.H-l.Text*2.9)/2
	out := []kit.Label{{Text: main, Face: face, Box: kit.Rect{X: st.X, Y: y, W: mainW, H: l.Text * 1.6}}}
	if help == "" {
		return append(out, note...)
	}
	// On a phone the help is what a player reads to learn why a touch
	// did nothing: never under minHelp CSS pixels.
	floor := minHelp * l.S
	hs := math.Max(l.Text*0.88, floor)
	// One line down to 0.8 of the text's size, then two lines at that
	// size rather than one too small to read on a phone.
	hf := f.Fit(kit.Italic, hs, math.Max(l.Text*0.8, floor), help, st.W)
	lines := []string{help}
	if !kit.Fits(help, hf, st.W) {
		lines = kit.Wrap(help, hf, st.W)
		if len(lines) > 2 {
			hf = f.Face(kit.Italic, l.Text*0.72)
			lines = kit.Wrap(help, hf, st.W)
		}
		// Longer words than the English's: smaller still, to two lines
		// if they can be had above a size still read, and no line
		// wider than the box (a word longer than the line shrinks).
		for len(lines) > 2 && hf.Size*0.94 >= math.Max(l.Text*0.6, floor) {
			hf = f.Face(kit.Italic, hf.Size*0.94)
			lines = kit.Wrap(help, hf, st.W)
		}
		for _, s := range lines {
			if !kit.Fits(s, hf, st.W) {
				hf = board.FitLine(f, kit.Italic, hf.Size, hf.Size, s, st.W)
			}
		}
	}
	hy := y + l.Text*1.75
	if len(lines) > 1 {
		hy = y + l.Text*1.5
	}
	for i, s := range lines {
		out = append(out, kit.Label{Text: s, Face: hf, Box: kit.Rect{X: st.X, Y: hy + float64(i)*hf.Size*1.15, W: st.W, H: hf.Size * 1.3}})
	}
	return append(out, note...)
}

// Labels implements kit.Labeler: the status, the cards and the buttons
// as Draw draws them.
func (p *Scene) Labels() []kit.Label {
	main, help, _ := p.statusText()
	out := statusLabels(p.app.Kit.Fonts, &p.lay, main, help, p.soundNote())
	out = append(out, p.cardLabels()...)
	out = append(out, p.clockLabels()...)
	for i := range p.buttons[:p.buttonCount()] {
		out = append(out, p.buttons[i].Labels(p.app.Kit.Fonts, p.lay.S)...)
	}
	if p.menu != nil {
		for i := range p.menu.buttons {
			out = append(out, p.menu.buttons[i].Labels(p.app.Kit.Fonts, p.lay.S)...)
		}
	}
	return out
}

// cardLabels are both cards' texts for the board's position.
func (p *Scene) cardLabels() []kit.Label {
	return board.CardLabels(p.app.Lang(), p.app.Kit.Fonts, &p.lay, p.board.Position(), p.names())
}

// matcher is a computer player that may play Match my strength
// (computer.Player): it says at what strength it plays its next move.
type matcher interface {
	Strength() (ai.Mix, bool)
}

// strength is the strength c's computer plays its next move at, if it
// plays Match my strength.
func (p *Scene) strength(c rules.Color) (ai.Mix, bool) {
	if t := p.agents[c]; t != nil {
		if m, ok := t.Agent.(matcher); ok {
			return m.Strength()
		}
	}
	return ai.Mix{}, false
}

// names are the players' names on their cards: the computer says so, and
// Match my strength says what level it plays like now.
func (p *Scene) names() [2]string {
	var names [2]string
	words := p.app.Lang()
	for c := range names {
		if p.agents[c] == nil {
			continue
		}
		names[c] = words.T(bySide(rules.Color(c), "play.card.computer.white", "play.card.computer.black"))
		if mix, ok := p.strength(rules.Color(c)); ok {
			level, _ := say.MatchLevel(words, mix)
			long := words.T(bySide(rules.Color(c), "play.card.match.white", "play.card.match.black"), "Level", level)
			short := words.T("play.card.match.short", "Level", level)
			names[c] = strings.Join([]string{long, short, names[c]}, board.NameOr)
		}
	}
	return names
}

// resultLabels are the result's headline and reason, and its summary and
// move counter.
type resultLabels struct {
	title, why, summary, step kit.Label
}

// texts fits the result's texts into the panel: the headline shrinks to
// the status's width ("The computer wins" is long in small capitals), the
// reason shares its line with the counter in portrait.
func (r *resultScene) texts() resultLabels {
	l := &r.lay
	f := r.app.Kit
	st := l.Status
	words := r.app.Lang()
	title, why := headline(words, r.game.Result(), r.computer, r.computerWhite)
	var out resultLabels
	tf := board.FitLine(f.Fonts, kit.SmallCaps, l.Text*1.9, l.Text*1.0, title, st.W)
	out.title = kit.Label{Text: title, Face: tf, Box: kit.Rect{X: st.X, Y: st.Y - l.Text*0.3, W: st.W, H: l.Text * 2.4}}
	pl := r.places()
	step := words.T("play.result.step", "N", r.game.TurnNumber(r.board.Target), "Of", r.game.TurnNumber(r.game.Ply()))
	gap := l.Text * 0.8
	if pl.summary >= 0 {
		sf := board.FitLine(f.Fonts, kit.Italic, l.Text*0.85, l.Text*0.7, step, l.Moves.W*0.45)
		sw := kit.TextWidth(step, sf)
		out.step = kit.Label{Text: step, Face: sf, Align: kit.AlignEnd, Box: kit.Rect{X: l.Moves.X + l.Moves.W - sw, Y: pl.summary + l.Text*0.1, W: sw, H: l.Text * 1.2}}
		room := l.Moves.W - sw - gap
		sum := r.summary()
		out.summary = kit.Label{Text: sum, Face: board.FitLine(f.Fonts, kit.Regular, l.Text*0.95, l.Text*0.7, sum, room), Box: kit.Rect{X: l.Moves.X, Y: pl.summary, W: room, H: l.Text * 1.3}}
		out.why = kit.Label{Text: why, Face: board.FitLine(f.Fonts, kit.Italic, l.Text, l.Text*0.7, why, st.W), Box: kit.Rect{X: st.X, Y: st.Y + l.Text*2.15, W: st.W, H: l.Text * 1.3}}
		return out
	}
	right := r.summary()
	if r.board.Target < r.game.Ply() {
		right = step
	}
	rf := board.FitLine(f.Fonts, kit.Italic, l.Text*0.85, l.Text*0.7, right, st.W*0.45)
	rw := kit.TextWidth(right, rf)
	out.step = kit.Label{Text: right, Face: rf, Align: kit.AlignEnd, Box: kit.Rect{X: st.X + st.W - rw, Y: st.Y + l.Text*2.25, W: rw, H: l.Text * 1.2}}
	room := st.W - rw - gap
	out.why = kit.Label{Text: why, Face: board.FitLine(f.Fonts, kit.Italic, l.Text, l.Text*0.7, why, room), Box: kit.Rect{X: st.X, Y: st.Y + l.Text*2.15, W: room, H: l.Text * 1.3}}
	return out
}

// Labels implements kit.Labeler.
func (r *resultScene) Labels() []kit.Label {
	t := r.texts()
	out := []kit.Label{t.title, t.why, t.summary, t.step}
	out = append(out, board.CardLabels(r.app.Lang(), r.app.Kit.Fonts, &r.lay, r.board.Position(), r.names())...)
	for _, b := range append(r.nav[:], r.again, r.reviewBtn, r.save, r.title) {
		if b.Rect.W > 0 {
			out = append(out, b.Labels(r.app.Kit.Fonts, r.s)...)
		}
	}
	return out
}

// names are the cards' names on the result: the winner says so.
func (r *resultScene) names() [2]string {
	var names [2]string
	if w, ok := r.game.Result().Winner(); ok {
		names[w] = r.app.Lang().T(bySide(w, "play.result.card.winner.white", "play.result.card.winner.black"))
	}
	return names
}
