package board

import (
	"fmt"
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/ninemen/morris/lang"
	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/kit"
)

// moveRow is one line of the move list: a move number, White's turn and
// Black's, each in standard notation with its removals attached.
type moveRow struct {
	num          int
	white, black string
	// whiteEnd and blackEnd are the ply counts after each turn, to mark
	// the turn on screen; 0 when the side has no turn on the row.
	whiteEnd, blackEnd int
}

// MoveList is the scrollable list of the game's moves.
type MoveList struct {
	// Top is the first row shown (fractional while scrolling).
	Top float64
	// Follow keeps the last row in view as moves are made; scrolling back
	// turns it off until the list is scrolled to the end again.
	Follow bool
	// dragY is where a touch drag in the list was last, to scroll by it.
	dragY    float64
	dragging bool
	rows     []moveRow
	visible  float64
	// notes are marks put after turns, by the ply that ends the turn (the
	// review's "?" on a mistake).
	notes map[int]string
}

// rowsOf lays the game's turns out by move number, White on the left.
func rowsOf(g *rules.Game) []moveRow {
	var rows []moveRow
	for _, t := range g.Turns() {
		if len(rows) == 0 || rows[len(rows)-1].num != t.Number || t.Side == rules.White {
			rows = append(rows, moveRow{num: t.Number})
		}
		r := &rows[len(rows)-1]
		if t.Side == rules.White {
			r.white, r.whiteEnd = rules.FormatTurn(t.Moves), t.End()
		} else {
			r.black, r.blackEnd = rules.FormatTurn(t.Moves), t.End()
		}
	}
	return rows
}

// RowHeight is the height of a row of the list for a text size.
func RowHeight(text float64) float64 { return math.Round(text * 1.45) }

// Update scrolls the list with the wheel and touch drags over it, and
// reports whether it scrolled: a drag moves it with no press or release,
// so the scene must ask for it to be drawn.
func (l *MoveList) Update(in *scenes.Input, r kit.Rect, text float64) bool {
	top := l.Top
	l.visible = math.Floor(r.H / RowHeight(text))
	p := in.Pointer
	over := p.Present && r.Contains(p.X, p.Y)
	if over && in.Wheel != 0 {
		l.Top += in.Wheel
		l.Follow = false
	}
	if p.Pressed && over {
		l.dragY, l.dragging = p.Y, true
	}
	if l.dragging && p.Down {
		l.Top -= (p.Y - l.dragY) / RowHeight(text)
		l.dragY = p.Y
		l.Follow = false
	}
	if !p.Down {
		l.dragging = false
	}
	maxTop := math.Max(0, float64(len(l.rows))-l.visible)
	if l.Top >= maxTop {
		l.Top = maxTop
		l.Follow = true
	}
	if l.Top < 0 {
		l.Top = 0
	}
	return l.Top != top
}

// Annotate rebuilds the rows from g with notes, marks put after turns by
// the ply that ends the turn (the review's "?" on a mistake), and leaves
// the scroll as it is.
func (l *MoveList) Annotate(g *rules.Game, notes map[int]string) {
	l.rows = rowsOf(g)
	l.notes = notes
}

// Size is the number of rows.
func (l *MoveList) Size() int { return len(l.rows) }

// Refresh rebuilds the rows from the game and keeps the end in view when
// following.
func (l *MoveList) Refresh(g *rules.Game) {
	l.rows = rowsOf(g)
	if l.Follow {
		l.Top = math.Max(0, float64(len(l.rows))-l.visible)
	}
}

// Draw draws the list in r; shown is the ply count on the board, whose
// turn is marked. An empty list says so in words' language.
func (l *MoveList) Draw(dst *ebiten.Image, k *kit.Kit, words *lang.Lang, r kit.Rect, text float64, shown int) {
	k.FillRoundRect(dst, r, text*0.5, color.NRGBA{0x1c, 0x15, 0x10, 0x90})
	rh := RowHeight(text)
	face := k.Lining(kit.Regular, text*0.92)
	numFace := k.Lining(kit.Italic, text*0.82)
	pad := text * 0.6
	if len(l.rows) == 0 {
		empty := words.T("board.list.empty")
		face := fitLining(k.Fonts, kit.Italic, numFace, empty, r.W-pad*2)
		kit.DrawText(dst, empty, face, r.X+r.W/2, r.Y+(r.H-text)/2, kit.AlignCenter, kit.ColorDim)
		return
	}
	sub := dst.SubImage(PixelRect(r)).(*ebiten.Image)
	colW := (r.W - pad*2 - text*2.6) / 2
	first := int(math.Floor(l.Top))
	for i := first; i < len(l.rows); i++ {
		y := r.Y + pad*0.5 + (float64(i)-l.Top)*rh
		if y > r.Y+r.H {
			break
		}
		row := l.rows[i]
		if i%2 == 1 {
			k.FillRoundRect(sub, kit.Rect{X: r.X + pad*0.4, Y: y, W: r.W - pad*0.8, H: rh}, text*0.3, color.NRGBA{0xff, 0xf0, 0xd0, 0x08})
		}
		ty := y + (rh-text)/2 - text*0.05
		kit.DrawText(sub, fmt.Sprintf("%d.", row.num), numFace, r.X+pad+text*1.9, ty+text*0.06, kit.AlignEnd, kit.ColorDim)
		for side, s := range []string{row.white, row.black} {
			if s == "" {
				if side == 1 || row.black == "" {
					continue
				}
				s = "…"
			}
			end := row.whiteEnd
			if side == 1 {
				end = row.blackEnd
			}
			s += l.notes[end]
			x := r.X + pad + text*2.6 + float64(side)*colW
			clr := color.Color(kit.ColorText)
			if end == shown {
				k.FillRoundRect(sub, kit.Rect{X: x - text*0.3, Y: y + rh*0.08, W: colW - text*0.2, H: rh * 0.84}, text*0.3, color.NRGBA{0xe0, 0xa8, 0x4f, 0x38})
				clr = kit.ColorAccent
			}
			kit.DrawText(sub, s, face, x, ty, kit.AlignStart, clr)
		}
	}
}

// PixelRect is the whole-pixel rectangle that covers r.
func PixelRect(r kit.Rect) image.Rectangle {
	return image.Rect(int(math.Floor(r.X)), int(math.Floor(r.Y)), int(math.Ceil(r.X+r.W)), int(math.Ceil(r.Y+r.H)))
}

// At is the ply that ends the turn drawn At (x, y) in the list drawn in r,
// if a turn is drawn there.
func (l *MoveList) At(r kit.Rect, text, x, y float64) (int, bool) {
	if !r.Contains(x, y) || len(l.rows) == 0 {
		return 0, false
	}
	pad := text * 0.6
	i := int(math.Floor((y-r.Y-pad*0.5)/RowHeight(text) + l.Top))
	colW := (r.W - pad*2 - text*2.6) / 2
	k := int(math.Floor((x - r.X - pad - text*2.6) / colW))
	if i < 0 || i >= len(l.rows) || k < 0 || k > 1 || colW <= 0 {
		return 0, false
	}
	end := l.rows[i].whiteEnd
	if k == 1 {
		end = l.rows[i].blackEnd
	}
	return end, end > 0
}

// Reveal scrolls the list so that the turn ending at ply end is in view,
// the list following the game's end only while it shows the last row.
func (l *MoveList) Reveal(end int) {
	if end == 0 {
		// The start: no turn ends there (a row without Black's turn
		// has blackEnd 0).
		l.Top, l.Follow = 0, false
		return
	}
	for i, row := range l.rows {
		if row.whiteEnd != end && row.blackEnd != end {
			continue
		}
		f := float64(i)
		switch {
		case f < l.Top:
			l.Top = f
		case f+1 > l.Top+l.visible:
			l.Top = math.Max(0, f+1-l.visible)
		}
		l.Follow = i == len(l.rows)-1
		return
	}
}
