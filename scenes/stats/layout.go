package stats

import (
	"math"

	"github.com/ninemen/morris/scenes/kit"
)

// layout is where the page's parts go. A wide screen has two columns:
// the summary (rating, streaks, the table) on the left and the recent
// games on the right. A narrow one stacks them, the recent games taking
// what room is left above the foot's buttons.
type layout struct {
	u float64
	// title is the page's headline's box; summary the column of the
	// rating, streaks and table, its height as they need it, and sum
	// what it holds.
	title, summary kit.Rect
	sum            summary
	// recent is the column of the recent games: its heading's line, then
	// the rows.
	recent kit.Rect
	rowH   float64
	ways   [2]kit.Rect
	// Type sizes: the headline, the rating, the text, the small print.
	titleSize, big, text, small float64
}

// maxRows is the most recent games shown at once (see pageKey).
const maxRows = 16

// rowsFit is how many recent games' rows the column holds.
func (l layout) rowsFit() int {
	room := l.recent.H - l.text*1.8
	return max(0, min(maxRows, int((room+l.rowH*0.15)/(l.rowH*1.15))))
}

// row is the box of the i'th row on screen of the recent games.
func (l layout) row(i int) kit.Rect {
	return kit.Rect{X: l.recent.X, Y: l.recent.Y + l.text*1.8 + float64(i)*l.rowH*1.15, W: l.recent.W, H: l.rowH}
}

// layoutFor lays the page out on the scene's screen.
func (s *Scene) layoutFor() layout {
	u := s.scale
	if u <= 0 {
		u = 1
	}
	w, h := float64(s.w), float64(s.h)
	l := layout{u: u, titleSize: 40 * u, big: 28 * u, text: 20 * u, small: 16 * u, rowH: 54 * u}
	margin := 16 * u
	if h < 560*u {
		// A short window: everything a little smaller.
		l.titleSize, l.big, l.text, l.small, l.rowH = 30*u, 22*u, 17*u, 14*u, 46*u
	}
	l.title = kit.Rect{X: margin, Y: math.Max(margin*0.6, h*0.03), W: w - 2*margin, H: l.titleSize * 1.3}
	top := l.title.Y + l.title.H + l.text*0.4
	btnH := 50 * u
	foot := h - margin - btnH
	two := w >= 820*u
	colW := math.Min(w-2*margin, 520*u)
	if two {
		colW = math.Min((w-3*margin)/2, 520*u)
	}
	bw := math.Min((colW-margin)/2, 220*u)
	wx := (w - 2*bw - margin) / 2
	l.ways = [2]kit.Rect{{X: wx, Y: foot, W: bw, H: btnH}, {X: wx + bw + margin, Y: foot, W: bw, H: btnH}}
	room := foot - margin*0.6 - top
	if s.confirm {
		// The question alone, in the middle, above its two answers.
		l.summary = kit.Rect{X: (w - colW) / 2, Y: math.Max(top, h*0.3), W: colW}
		s.fitSummary(&l, foot-l.summary.Y)
		return l
	}
	if two {
		gap := w - 2*colW
		l.summary = kit.Rect{X: gap / 3, Y: top, W: colW}
		l.recent = kit.Rect{X: gap/3*2 + colW, Y: top, W: colW, H: room}
		s.fitSummary(&l, room)
		return l
	}
	l.summary = kit.Rect{X: (w - colW) / 2, Y: top, W: colW}
	// A tall screen keeps room for a few recent games under the summary.
	keep := 0.0
	if h >= 600*u {
		keep = l.text*1.8 + 3*l.rowH*1.15
	}
	s.fitSummary(&l, room-keep)
	rt := l.summary.Y + l.summary.H + l.text*0.6
	l.recent = kit.Rect{X: l.summary.X, Y: rt, W: colW, H: math.Max(0, foot-margin*0.6-rt)}
	return l
}

// fitSummary lays the summary out in at most room: the table's rows
// shrink to fit, down to a size still read, and then the rating's
// explanation gives way.
func (s *Scene) fitSummary(l *layout, room float64) {
	if s.app.Kit == nil || s.app.Kit.Fonts == nil {
		return
	}
	rows := float64(len(s.tableRows(s.app.Lang())) + 1)
	natural := l.text * 1.5
	least := 22 * l.u
	for _, explain := range []bool{true, false} {
		sum := s.summaryLabels(*l, explain, natural)
		rowH := natural
		if over := sum.bottom - l.summary.Y - room; over > 0 {
			rowH = math.Max(least, natural-over/rows)
			sum = s.summaryLabels(*l, explain, rowH)
		}
		l.sum = sum
		if sum.bottom-l.summary.Y <= room || !explain {
			break
		}
	}
	l.summary.H = l.sum.bottom - l.summary.Y
}
