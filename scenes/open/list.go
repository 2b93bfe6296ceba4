package open

import (
	"math"
	"path/filepath"

	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/kit"
)

// openFolder lists dir.
func (s *Scene) openFolder(dir string) {
	s.placeButtons = s.placeButtons[:0]
	for range s.places {
		s.placeButtons = append(s.placeButtons, kit.Button{})
	}
	s.entries, s.parent, s.listWhy, s.listCause = nil, false, "", nil
	s.top, s.sel, s.hover = 0, 0, -1
	if dir == "" {
		s.listWhy = "open.list.no_folder"
		s.word()
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
		s.listWhy, s.listCause = "open.list.unreadable", err
	}
	s.entries = append(s.entries, list...)
	if len(list) == 0 && err == nil {
		s.listWhy = "open.list.empty"
	}
	s.word()
	s.relayout()
}

// rowLabel is what a row of the list says.
func (s *Scene) rowLabel(i int) string {
	e := s.entries[i]
	switch {
	case i == 0 && s.parent:
		return s.lang.T("open.list.up", "Folder", baseName(e.name))
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

// updateList handles the keys, the wheel and the pointer on the list, and
// reports whether the pointer is over a row.
func (s *Scene) updateList(ctx *scenes.Context) bool {
	in := ctx.Input
	// The counts of the list as the tick found it, though a key may open
	// another folder.
	n := len(s.entries)
	rows := s.lay.rows
	s.listKeys(ctx, n, rows)
	maxTop := max(0, n-rows)
	if in.Wheel != 0 {
		s.top = max(0, min(maxTop, s.top+int(math.Round(in.Wheel*3))))
		ctx.Redraw()
	}
	if s.listPointer(ctx, n, rows, maxTop) {
		return false
	}
	p := in.Pointer
	over := -1
	if p.Present && !p.Touch && s.lay.list.Contains(p.X, p.Y) {
		over = s.listRow(p.Y, n, rows)
	}
	if over != s.hover {
		s.hover = over
		ctx.Redraw()
	}
	return over >= 0
}

// listKeys moves the selection and opens rows by the keys, for a list of
// n entries showing rows at a time.
func (s *Scene) listKeys(ctx *scenes.Context, n, rows int) {
	in := ctx.Input
	switch {
	case in.Just(scenes.ActUp):
		s.moveSel(ctx, -1, n, rows)
	case in.Just(scenes.ActDown), in.Just(scenes.ActNext):
		s.moveSel(ctx, 1, n, rows)
	case in.Just(scenes.ActPageUp):
		s.moveSel(ctx, -max(1, rows-1), n, rows)
	case in.Just(scenes.ActPageDown):
		s.moveSel(ctx, max(1, rows-1), n, rows)
	case in.Just(scenes.ActHome):
		s.moveSel(ctx, -n, n, rows)
	case in.Just(scenes.ActEnd):
		s.moveSel(ctx, n, n, rows)
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
}

// moveSel moves the selection d rows, scrolling to keep it in view.
func (s *Scene) moveSel(ctx *scenes.Context, d, n, rows int) {
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

// listRow returns the entry shown in the row at y, or -1 if none.
func (s *Scene) listRow(y float64, n, rows int) int {
	i := s.top + int(math.Floor((y-s.lay.list.Y)/s.lay.rowH))
	if i < s.top || i >= min(n, s.top+rows) {
		return -1
	}
	return i
}

// listPointer scrolls the list by dragging and opens the row tapped or
// clicked, and reports whether it opened one.
func (s *Scene) listPointer(ctx *scenes.Context, n, rows, maxTop int) bool {
	p := ctx.Input.Pointer
	box := s.lay.list
	if p.Pressed && box.Contains(p.X, p.Y) {
		s.pressing, s.moved = true, false
		s.pressRow, s.pressY, s.pressTop = s.listRow(p.Y, n, rows), p.Y, s.top
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
		if i := s.listRow(p.Y, n, rows); !s.moved && i >= 0 && i == s.pressRow && box.Contains(p.X, p.Y) {
			s.sel = i
			s.activate(ctx, i)
			ctx.Redraw()
			return true
		}
	}
	return false
}
