package rules

import (
	"fmt"
	"io"
	"strconv"
	"strings"
)

// playOKOrder lists the points in PlayOK's numbering, which runs row by
// row from the top left: 1 is a7, 24 is g1.
var playOKOrder = [NumPoints]Point{
	A7, D7, G7,
	B6, D6, F6,
	C5, D5, E5,
	A4, B4, C4, E4, F4, G4,
	C3, D3, E3,
	B2, D2, F2,
	A1, D1, G1,
}

// PlayOKPoint returns the point PlayOK numbers n (1–24).
func PlayOKPoint(n int) (Point, bool) {
	if n < 1 || n > NumPoints {
		return NoPoint, false
	}
	return playOKOrder[n-1], true
}

// PlayOK returns the number PlayOK gives the point (1–24), or 0 for a
// value that is not a point.
func (p Point) PlayOK() int {
	for i, q := range playOKOrder {
		if q == p {
			return i + 1
		}
	}
	return 0
}

// parsePlayOKPoint reads a point number, one or two digits for 1 to 24.
func parsePlayOKPoint(s string) (Point, error) {
	if s == "" || len(s) > 2 || strings.Trim(s, "0123456789") != "" {
		return NoPoint, problemf(Problem{Kind: PointPlayOK, Text: s}, "PlayOK point %q: want a number 1-24", s)
	}
	n, _ := strconv.Atoi(s)
	p, ok := PlayOKPoint(n)
	if !ok {
		return NoPoint, problemf(Problem{Kind: PointPlayOK, Text: s}, "PlayOK point %q: want a number 1-24", s)
	}
	return p, nil
}

// ParsePlayOKMove reads one ply in PlayOK's numeric notation: a placement
// "12", a slide or flight "12-13", a removal "x12", or a pass "--".
func ParsePlayOKMove(s string) (Move, error) { return PlayOKNumbers.ParseMove(s) }

// ParsePlayOKTurn reads a turn in PlayOK's notation: a move with the
// removals it earned attached ("18x21", "12-13x21", "5x1x2"), or removals
// alone ("x12").
func ParsePlayOKTurn(s string) ([]Move, error) { return PlayOKNumbers.ParseTurn(s) }

// PlayOK writes the move in PlayOK's numeric notation: "12", "12-13",
// "x12" or "--".
func (m Move) PlayOK() string {
	switch m.Kind() {
	case PlaceMove:
		return strconv.Itoa(m.To().PlayOK())
	case SlideMove:
		return strconv.Itoa(m.From().PlayOK()) + "-" + strconv.Itoa(m.To().PlayOK())
	case RemoveMove:
		return "x" + strconv.Itoa(m.To().PlayOK())
	case PassMove:
		return "--"
	}
	return "(none)"
}

// FormatPlayOKTurn writes a turn in PlayOK's notation, each removal
// attached to the move before it ("12-13x21").
func FormatPlayOKTurn(moves []Move) string { return PlayOKNumbers.FormatTurn(moves) }

// ParsePlayOK reads a game listing as PlayOK gives it, numbered pairs of
// turns in its numeric notation, with or without bracketed headers:
//
//	[Site "PlayOK"]
//	[Result "1-0"]
//
//	1. 12 5 2. 13x5 4 ... 1-0
//
// It reads like ParseRecord (the same tags count, the same comments and
// results), but skips any bracketed line it cannot read as a tag pair, and
// the "TXT" that a copy of PlayOK's page carries. Moves must be exact.
func ParsePlayOK(text string) (*Record, error) {
	return parseRecord(text, playOKSyntax(nil))
}

// ParsePlayOKAs reads a PlayOK listing under the given rules.
func ParsePlayOKAs(text string, v Variant) (*Record, error) {
	if err := v.Validate(); err != nil {
		return nil, fmt.Errorf("PlayOK listing: variant: %w", err)
	}
	return parseRecord(text, playOKSyntax(&v))
}

func playOKSyntax(v *Variant) recordSyntax {
	return recordSyntax{
		notation:    PlayOKNumbers,
		variant:     v,
		lenientTags: true,
		skipWord:    func(w string) bool { return strings.EqualFold(w, "TXT") },
	}
}

// WritePlayOK writes a game as a PlayOK listing: the tags as WriteRecord
// writes them, then the turns in PlayOK's numeric notation.
func WritePlayOK(w io.Writer, g *Game, tags []Tag) error {
	rec := Record{Tags: tags, Game: g, Result: g.Result()}
	text, err := rec.format(PlayOKNumbers)
	if err != nil {
		return err
	}
	_, err = io.WriteString(w, text)
	return err
}
