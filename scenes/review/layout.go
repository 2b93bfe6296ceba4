package review

import (
	"math"

	"github.com/ninemen/morris/scenes/board"
	"github.com/ninemen/morris/scenes/kit"
)

// places is where the review's parts go, around the board the viewer lays
// out: the stepping buttons, the graph, the move list and the ways on.
type places struct {
	view  board.Places
	nav   []kit.Rect // first, back, next, last
	graph kit.Rect
	list  kit.Rect // may be too small to show
	outs  []kit.Rect
	text  float64
}

// layout lays the review out for a w×h screen. Landscape, as play: the
// board at the left, and at its right the status, the stepping buttons,
// the graph and the list between the cards, the ways on in the button
// row. Portrait: the board is laid out in the height left over by the
// graph and the ways on, which go at the bottom; the stepping buttons take
// the button row under the board, and the list the room under them.
func layout(v *board.Viewer, w, h int, s float64) places {
	if s <= 0 {
		s = 1
	}
	if full := v.Layout(w, h, s); !full.Portrait {
		return landscape(full)
	}
	text := kit.Clamp(float64(w)/26, 13*s, 24*s)
	pad := math.Max(10*s, float64(w)*0.025)
	gap := math.Round(text * 0.5)
	outH := math.Round(kit.Clamp(text*2.2, 36*s, 52*s))
	graphH := math.Round(kit.Clamp(float64(h)*0.09, text*3, text*6))
	reserve := graphH + outH + 2*gap + pad
	l := v.LayoutUpright(w, int(float64(h)-reserve), s)
	p := places{view: l, text: l.Text}
	p.nav = row(l.Buttons, 4, gap)
	p.list = l.Panel
	x, wd := l.Buttons.X, l.Buttons.W
	outY := float64(h) - pad - outH
	p.outs = row(kit.Rect{X: x, Y: outY, W: wd, H: outH}, 3, gap)
	p.graph = kit.Rect{X: x, Y: outY - gap - graphH, W: wd, H: graphH}
	// The list takes the room down to the graph.
	p.list.H = math.Max(0, p.graph.Y-gap-p.list.Y)
	p.list = wholeRows(p.list, l.Text)
	return p
}

// landscape places the panel beside the board laid out as l.
func landscape(l board.Places) places {
	p := places{view: l, text: l.Text}
	gap := math.Round(l.Text * 0.5)
	panel := l.Panel
	bh := math.Round(l.Buttons.H * 0.85)
	p.nav = row(kit.Rect{X: panel.X, Y: panel.Y, W: panel.W, H: bh}, 4, gap)
	rest := panel.H - bh - gap
	gh := math.Min(kit.Clamp(rest*0.4, l.Text*2.4, l.Text*6), rest)
	p.graph = kit.Rect{X: panel.X, Y: panel.Y + bh + gap, W: panel.W, H: gh}
	top := p.graph.Y + gh + gap
	full := kit.Rect{X: panel.X, Y: top, W: panel.W, H: math.Max(0, panel.Y+panel.H-top)}
	// The list shows whole rows; what is left over goes to the graph.
	p.list = wholeRows(full, l.Text)
	if p.list.H > 0 {
		extra := full.H - p.list.H
		p.graph.H += extra
		p.list.Y += extra
	}
	p.outs = row(l.Buttons, 3, gap)
	return p
}

// row splits r into n equal boxes side by side, gap apart.
func row(r kit.Rect, n int, gap float64) []kit.Rect {
	w := (r.W - gap*float64(n-1)) / float64(n)
	out := make([]kit.Rect, n)
	for i := range out {
		out[i] = kit.Rect{X: r.X + float64(i)*(w+gap), Y: r.Y, W: w, H: r.H}
	}
	return out
}

// wholeRows is the list's box cut down to whole rows, so that no row shows
// cut in half.
func wholeRows(r kit.Rect, text float64) kit.Rect {
	rh := board.RowHeight(text)
	pad := text * 0.6
	n := math.Floor((r.H - pad*0.5) / rh)
	if n < 1 {
		r.H = 0
		return r
	}
	// The list draws its first row half a pad down, and a row that
	// starts at its bottom edge is cut off whole.
	r.H = n*rh + pad*0.5
	return r
}
