package rules

import (
	"fmt"
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

// ParseMove reads one ply in standard notation: a placement "d6", a slide or
// flight "a1-a4", a removal "xa4", or "pass" (also "--" and "0000"). It
// checks the spelling only; whether the move is legal is the position's
// business.
func ParseMove(s string) (Move, error) {
	switch s {
	case "pass", "--", "0000":
		return Pass, nil
	case "":
		return 0, fmt.Errorf("move: empty")
	}
	if s[0] == 'x' || s[0] == 'X' {
		p, err := ParsePoint(s[1:])
		if err != nil {
			return 0, fmt.Errorf("removal %q: %w", s, err)
		}
		return Remove(p), nil
	}
	if from, to, ok := strings.Cut(s, "-"); ok {
		f, err := ParsePoint(from)
		if err != nil {
			return 0, fmt.Errorf("move %q: %w", s, err)
		}
		t, err := ParsePoint(to)
		if err != nil {
			return 0, fmt.Errorf("move %q: %w", s, err)
		}
		if f == t {
			return 0, fmt.Errorf("move %q: a man must leave its point", s)
		}
		return Slide(f, t), nil
	}
	p, err := ParsePoint(s)
	if err != nil {
		return 0, fmt.Errorf("placement %q: %w", s, err)
	}
	return Place(p), nil
}

// ParseTurn reads a turn as records write it: one move with the removals
// it earned attached, such as "d6", "a1-a4xg7" or "d6xg7xa4". A removal
// may also stand alone ("xa4", or "xa4xb6" for two). The x may be a capital.
// Like ParseMove it checks the spelling only.
func ParseTurn(s string) ([]Move, error) {
	if s == "" {
		return nil, fmt.Errorf("turn: empty")
	}
	// Cut before every x: the first part is the move, the rest removals.
	// A turn that starts with a removal has an empty first part.
	parts := splitRemovals(s)
	var out []Move
	if parts[0] != "" {
		m, err := ParseMove(parts[0])
		if err != nil {
			return nil, err
		}
		out = append(out, m)
	}
	for _, r := range parts[1:] {
		p, err := ParsePoint(r)
		if err != nil {
			return nil, fmt.Errorf("removal in %q: %w", s, err)
		}
		out = append(out, Remove(p))
	}
	return out, nil
}

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

// FormatTurn writes a turn as ParseTurn reads it: the first move, then
// each removal attached with its x ("a1-a4xg7"). A move after the first
// that is not a removal starts a new word after a space, so that nothing
// is lost; records only pass real turns.
func FormatTurn(moves []Move) string {
	var sb strings.Builder
	for i, m := range moves {
		switch {
		case i == 0 || m.Kind() == RemoveMove:
			sb.WriteString(m.String())
		default:
			sb.WriteByte(' ')
			sb.WriteString(m.String())
		}
	}
	return sb.String()
}
