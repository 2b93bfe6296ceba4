package rules

import (
	"strings"
)

// MoveKind tells placements, moves, removals and passes apart.
type MoveKind uint8

const (
	// NoKind is the kind of the zero Move, which is never legal.
	NoKind MoveKind = iota
	// PlaceMove puts a man from the hand on an empty point.
	PlaceMove
	// SlideMove moves a man along a line to an adjacent point, or, for a
	// side that flies, to any empty point.
	SlideMove
	// RemoveMove takes an opposing man off the board after a mill. It is
	// a ply of its own, played by the side that formed the mill.
	RemoveMove
	// PassMove is the turn of a blocked side under the BlockedPasses rule.
	PassMove
)

// Move is one ply, packed in 16 bits so move lists stay small: bits 0–4
// hold the destination (or the removed point), bits 5–9 the origin plus
// one, bits 10–12 the kind.
type Move uint16

// Place returns the placement of a man on p.
func Place(p Point) Move { return Move(PlaceMove)<<10 | Move(p) }

// Slide returns the move of a man from one point to another (a slide or a
// flight, as the position allows).
func Slide(from, to Point) Move { return Move(SlideMove)<<10 | Move(from+1)<<5 | Move(to) }

// Remove returns the removal of the man on p.
func Remove(p Point) Move { return Move(RemoveMove)<<10 | Move(p) }

// Pass is the move of a side that cannot move under BlockedPasses.
const Pass = Move(PassMove) << 10

// Kind is what the move does.
func (m Move) Kind() MoveKind { return MoveKind(m >> 10 & 7) }

// To is the point a man arrives on, or the point a removal empties.
func (m Move) To() Point {
	if m.Kind() == PassMove || m.Kind() == NoKind {
		return NoPoint
	}
	return Point(m & 31)
}

// From is the point a moving man leaves, or NoPoint.
func (m Move) From() Point { return Point(m>>5&31) - 1 }

// String writes the move in standard notation: "d6", "a1-a4", "xa4", "pass".
func (m Move) String() string {
	switch m.Kind() {
	case PlaceMove:
		return m.To().String()
	case SlideMove:
		return m.From().String() + "-" + m.To().String()
	case RemoveMove:
		return "x" + m.To().String()
	case PassMove:
		return "pass"
	}
	return "(none)"
}

// Notation is a way of writing moves: the standard point names or PlayOK's
// numbers. One parser and one writer serve both; they differ only in how
// a point and a pass are spelled.
type Notation uint8

const (
	// Standard names points by column and row: "d6", "a1-a4", "xa4".
	Standard Notation = iota
	// PlayOKNumbers numbers the points 1 to 24 row by row from the top
	// left, as PlayOK's listings do: "5", "1-10", "x5".
	PlayOKNumbers
)

// String names the notation: "standard" or "PlayOK".
func (n Notation) String() string {
	if n == PlayOKNumbers {
		return "PlayOK"
	}
	return "standard"
}

// prefix starts the notation's error messages.
func (n Notation) prefix() string {
	if n == PlayOKNumbers {
		return "PlayOK "
	}
	return ""
}

// point reads one point in the notation.
func (n Notation) point(s string) (Point, error) {
	if n == PlayOKNumbers {
		return parsePlayOKPoint(s)
	}
	return ParsePoint(s)
}

// isPass reports whether s spells a pass: "--" in both notations, and
// "pass" or "0000" in the standard one.
func (n Notation) isPass(s string) bool {
	return s == "--" || n == Standard && (s == "pass" || s == "0000")
}

// ParseMove reads one ply: a placement, a slide or flight "from-to", a
// removal "x" and a point, or a pass. It checks the spelling only; whether
// the move is legal is the position's business.
func (n Notation) ParseMove(s string) (Move, error) {
	pre := n.prefix()
	switch {
	case n.isPass(s):
		return Pass, nil
	case s == "":
		return 0, problemf(Problem{Kind: MoveEmpty, Notation: n}, "%smove: empty", pre)
	case s[0] == 'x' || s[0] == 'X':
		p, err := n.point(s[1:])
		if err != nil {
			return 0, problemf(Problem{Kind: MoveRemoval, Text: s, Notation: n}, "%sremoval %q: %w", pre, s, err)
		}
		return Remove(p), nil
	}
	if from, to, ok := strings.Cut(s, "-"); ok {
		f, err := n.point(from)
		if err != nil {
			return 0, problemf(Problem{Kind: MoveSlide, Text: s, Notation: n}, "%smove %q: %w", pre, s, err)
		}
		t, err := n.point(to)
		if err != nil {
			return 0, problemf(Problem{Kind: MoveSlide, Text: s, Notation: n}, "%smove %q: %w", pre, s, err)
		}
		if f == t {
			return 0, problemf(Problem{Kind: MoveSamePoint, Text: s, Notation: n}, "%smove %q: a man must leave its point", pre, s)
		}
		return Slide(f, t), nil
	}
	p, err := n.point(s)
	if err != nil {
		return 0, problemf(Problem{Kind: MovePlacement, Text: s, Notation: n}, "%splacement %q: %w", pre, s, err)
	}
	return Place(p), nil
}

// ParseTurn reads a turn as records write it: one move with the removals
// it earned attached ("d6", "a1-a4xg7", "d6xg7xa4"; "18x21", "12-13x21"),
// or removals alone ("xa4", "xa4xb6"). The x may be a capital. Like
// ParseMove it checks the spelling only.
func (n Notation) ParseTurn(s string) ([]Move, error) {
	if s == "" {
		return nil, problemf(Problem{Kind: TurnEmpty, Notation: n}, "%sturn: empty", n.prefix())
	}
	// Cut before every x: the first part is the move, the rest removals.
	// A turn that starts with a removal has an empty first part.
	parts := splitRemovals(s)
	var out []Move
	if parts[0] != "" {
		m, err := n.ParseMove(parts[0])
		if err != nil {
			return nil, err
		}
		out = append(out, m)
	}
	for _, r := range parts[1:] {
		p, err := n.point(r)
		if err != nil {
			return nil, problemf(Problem{Kind: TurnRemoval, Text: s, Notation: n}, "%sremoval in %q: %w", n.prefix(), s, err)
		}
		out = append(out, Remove(p))
	}
	return out, nil
}

// FormatMove writes one ply in the notation.
func (n Notation) FormatMove(m Move) string {
	if n == PlayOKNumbers {
		return m.PlayOK()
	}
	return m.String()
}

// FormatTurn writes a turn as ParseTurn reads it: the first move, then
// each removal attached with its x ("a1-a4xg7", "12-13x21"). A move after
// the first that is not a removal starts a new word after a space, so
// that nothing is lost; records only pass real turns.
func (n Notation) FormatTurn(moves []Move) string {
	var sb strings.Builder
	for i, m := range moves {
		if i > 0 && m.Kind() != RemoveMove {
			sb.WriteByte(' ')
		}
		sb.WriteString(n.FormatMove(m))
	}
	return sb.String()
}

// ParseMove reads one ply in standard notation: a placement "d6", a slide or
// flight "a1-a4", a removal "xa4", or "pass" (also "--" and "0000").
func ParseMove(s string) (Move, error) { return Standard.ParseMove(s) }

// ParseTurn reads a turn in standard notation (see Notation.ParseTurn).
func ParseTurn(s string) ([]Move, error) { return Standard.ParseTurn(s) }

// splitRemovals cuts s before each x or X and drops the x: "a1-a4xg7xb6"
// gives "a1-a4", "g7", "b6"; "xa4" gives "", "a4".
func splitRemovals(s string) []string {
	parts := []string{}
	start := 0
	for i := 0; i < len(s); i++ {
		if s[i] == 'x' || s[i] == 'X' {
			parts = append(parts, s[start:i])
			start = i + 1
		}
	}
	return append(parts, s[start:])
}

// FormatTurn writes a turn in standard notation (see Notation.FormatTurn).
func FormatTurn(moves []Move) string { return Standard.FormatTurn(moves) }
