package board

import (
	"math"

	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
)

// Chooser is the player's hand on the board, shared by every scene where
// a person makes moves (play, puzzles, lessons): it turns a tick's input
// — a click or tap on a point, a man dragged with the mouse or a finger
// and let go, the arrow keys and Enter of the keyboard cursor — into a
// Choice, at most one legal move a ply: a turn that closes a mill is its
// move, then its removal chosen the same way.
//
// It holds no rules of its own. Every move it yields is one of the
// position's LegalMoves, and a choice that makes none carries the
// position's Refusal for the scene to tell. What the move does next
// (play it, animate it, judge it, sound it) is the scene's.
//
// A scene calls Update on the ticks the player may choose, with the
// position to move in; Choose for a point chosen another way (pressed
// while a man still moved); Reset when the board changes under the hand
// (undo, a new game), CancelDrag when it stops taking the pointer (a
// menu, a man moving); and Mark to show the chosen man, its targets, the
// cursor and a man carried. A drag changes only the marks, so a scene
// that draws the board when its marks change draws the carried man
// without drawing whole frames.
type Chooser struct {
	// Selected is the man chosen to move (NoPoint for none).
	Selected rules.Point
	// Cursor is the keyboard cursor's point, shown while CursorOn.
	Cursor   rules.Point
	CursorOn bool
	drag     carried
}

// carried follows a man taken up by the pointer.
type carried struct {
	from           rules.Point
	pending        bool // pressed on a man that can move
	again          bool // the man was already selected
	active         bool // moved far enough to be a drag, not a click
	x, y           float64
	startX, startY float64
}

// FingerLift is how far above a finger a dragged man is carried, in
// stones: its lower edge where the finger touches, its centre still
// within a point's grab (sprites' grabFrac, 0.57 of a stone) when the
// finger is on the point, so a man let go with the finger on a point goes
// there, as it does with the man seen over it.
const FingerLift = 0.5

// Choice is what a tick of input on the board came to.
type Choice struct {
	// Move is the legal move chosen, 0 (never legal) for none. Dropped
	// tells it was carried to its point: the view lands it there rather
	// than sliding it (View.Dropped).
	Move    rules.Move
	Dropped bool
	// Picked is set when a man was newly chosen (the scene sounds a
	// click); Touched when a man was chosen or let go, which ends a
	// refusal told before.
	Picked, Touched bool
	// Refusal is why a choice made no move, from the rules; its Kind is
	// RefuseNone when there is none. Wood is a press on the board away
	// from its points with no man chosen.
	Refusal rules.Refusal
	Wood    bool
	// Changed is set when the input changed what the board shows (the
	// cursor, the man chosen): a frame to draw.
	Changed bool
}

// NewChooser returns a hand with no man chosen and the cursor, hidden, on
// d2.
func NewChooser() Chooser {
	return Chooser{Selected: rules.NoPoint, Cursor: rules.D2}
}

// Reset forgets the man chosen and any drag: the board changed under it.
func (c *Chooser) Reset() {
	c.Selected = rules.NoPoint
	c.drag = carried{}
}

// CancelDrag puts a man being carried back, still chosen: the board
// stops taking the pointer for a while (a menu, a man moving).
func (c *Chooser) CancelDrag() { c.drag = carried{} }

// Dragging reports whether a man is carried by the pointer, and where.
func (c *Chooser) Dragging() (from rules.Point, x, y float64, ok bool) {
	return c.drag.from, c.drag.x, c.drag.y, c.drag.active
}

// legalFrom lists the legal moves from a point (slides and flights).
func legalFrom(moves []rules.Move, from rules.Point) []rules.Move {
	var out []rules.Move
	for _, m := range moves {
		if m.Kind() == rules.SlideMove && m.From() == from {
			out = append(out, m)
		}
	}
	return out
}

// Choose acts on a point chosen by click, tap or key: it moves the man
// chosen there, places or removes there, or chooses (or lets go) the man
// there. Otherwise the choice carries the rules' refusal, and the man
// chosen stays chosen: a wrong second click is a slip, not a change of
// mind.
func (c *Chooser) Choose(pos *rules.Position, pt rules.Point) Choice {
	moves := pos.LegalMoves(nil)
	if c.Selected != rules.NoPoint {
		for _, m := range legalFrom(moves, c.Selected) {
			if m.To() == pt {
				c.Selected = rules.NoPoint
				return Choice{Move: m, Changed: true}
			}
		}
	}
	for _, m := range moves {
		if (m.Kind() == rules.PlaceMove || m.Kind() == rules.RemoveMove) && m.To() == pt {
			c.Selected = rules.NoPoint
			return Choice{Move: m, Changed: true}
		}
	}
	if side, ok := pos.At(pt); ok && side == pos.SideToMove() && len(legalFrom(moves, pt)) > 0 {
		if c.Selected == pt {
			c.Selected = rules.NoPoint
			return Choice{Touched: true, Changed: true}
		}
		c.Selected = pt
		return Choice{Picked: true, Touched: true, Changed: true}
	}
	return Choice{Refusal: pos.Refusal(c.Selected, pt)}
}

// Clickable reports whether choosing pt would do something in pos: the
// scene shows a hand over it.
func (c *Chooser) Clickable(pos *rules.Position, pt rules.Point) bool {
	for _, m := range pos.LegalMoves(nil) {
		if m.To() == pt && (m.Kind() != rules.SlideMove || m.From() == c.Selected) || m.From() == pt {
			return true
		}
	}
	return false
}

// Update applies a tick of input on the board laid out as lay to the
// position pos, whose side to move is the player's: the pointer, then the
// keyboard cursor.
func (c *Chooser) Update(in *scenes.Input, lay *Layout, pos *rules.Position) Choice {
	ch := c.pointer(in.Pointer, lay, pos)
	if ch.Move != 0 {
		return ch
	}
	next, changed, chosen := CursorKeys(in, lay.Points.Board, c.Cursor, c.CursorOn)
	if !changed {
		return ch
	}
	c.Cursor, c.CursorOn = next, true
	if chosen {
		ch = c.Choose(pos, c.Cursor)
	}
	ch.Changed = true
	return ch
}

// pointer handles clicks, taps and drags on the board.
func (c *Chooser) pointer(ptr scenes.Pointer, lay *Layout, pos *rules.Position) Choice {
	var ch Choice
	pt, onPoint := lay.Nearest(ptr.X, ptr.Y)
	if ptr.Pressed || ptr.Released || ptr.Down {
		c.CursorOn = false
	}
	if ptr.Pressed && onPoint {
		side, own := pos.At(pt)
		if own && side == pos.SideToMove() && len(legalFrom(pos.LegalMoves(nil), pt)) > 0 {
			// A press on a man that can move selects it and may become a
			// drag; a click on the man already selected lets it go.
			again := c.Selected == pt
			c.Selected = pt
			ch = Choice{Picked: !again, Touched: true}
			c.drag = carried{from: pt, pending: true, again: again, x: ptr.X, y: ptr.Y, startX: ptr.X, startY: ptr.Y}
		} else {
			ch = c.Choose(pos, pt)
		}
		c.Cursor = pt
		ch.Changed = true
	} else if ptr.Pressed && lay.Board.Contains(ptr.X, ptr.Y) {
		ch.Wood = c.Selected == rules.NoPoint
		c.Selected = rules.NoPoint
	}
	if c.drag.pending && (ptr.Down || ptr.Released) {
		// The man is drawn where the pointer is once it is a drag: its
		// marks change, and the scene draws the board again.
		c.drag.x, c.drag.y = ptr.X, ptr.Y
		if !c.drag.active && math.Hypot(ptr.X-c.drag.startX, ptr.Y-c.drag.startY) > lay.Stone()*0.25 {
			c.drag.active = true
		}
		if ptr.Touch && c.drag.active {
			// A man under the fingertip is hidden by it: it rides just
			// above the finger, as phone boards carry a piece, and goes
			// where it is seen.
			c.drag.y -= lay.Stone() * FingerLift
		}
	}
	if c.drag.pending && ptr.Released {
		d := c.drag
		c.drag = carried{}
		if d.active {
			return c.drop(d, lay, pos)
		}
		if d.again {
			c.Selected = rules.NoPoint
			ch.Changed = true
		}
	}
	if !ptr.Down && !ptr.Released && c.drag.pending {
		c.drag = carried{}
	}
	return ch
}

// drop ends a drag: the move is made if the man was let go over a point
// it may go to; otherwise it goes back, still selected, and the rules say
// why when it was let go over another point.
func (c *Chooser) drop(d carried, lay *Layout, pos *rules.Position) Choice {
	to, ok := lay.Points.Nearest(d.x-lay.Board.X, d.y-lay.Board.Y)
	if !ok {
		// Be generous with fingers: anywhere within a stone's width.
		q, _ := lay.Nearest(d.x, d.y)
		qx, qy := lay.Point(q)
		if math.Hypot(d.x-qx, d.y-qy) < lay.Stone()*0.75 {
			to, ok = q, true
		}
	}
	if ok {
		for _, m := range legalFrom(pos.LegalMoves(nil), d.from) {
			if m.To() == to {
				c.Selected = rules.NoPoint
				return Choice{Move: m, Dropped: true, Changed: true}
			}
		}
	}
	ch := Choice{Changed: true}
	if ok && to != d.from {
		ch.Refusal = pos.MoveRefusal(d.from, to)
	}
	return ch
}

// Mark puts the hand's signs for pos into m: the man chosen and the
// points it may go to, the cursor, and the man carried.
func (c *Chooser) Mark(m *Marks, pos *rules.Position) {
	m.Selected = c.Selected
	if c.Selected != rules.NoPoint {
		for _, mv := range legalFrom(pos.LegalMoves(nil), c.Selected) {
			m.Targets |= rules.Bit(mv.To())
		}
	}
	if c.CursorOn {
		m.Cursor = c.Cursor
	}
	if c.drag.active {
		m.Drag, m.DragX, m.DragY = c.drag.from, c.drag.x, c.drag.y
	}
}
