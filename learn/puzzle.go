package learn

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/ninemen/morris/rules"
)

// Theme is what a puzzle practises.
type Theme string

// The themes of the set.
const (
	// Win is a forced win: the game ends with the solution's last turn.
	Win Theme = "win"
	// DoubleMill is a line with a double mill: a man that opens one mill
	// closes another in the same slide.
	DoubleMill Theme = "double-mill"
	// Block is stopping a mill the opponent threatens to close.
	Block Theme = "block"
	// Fork is threatening two mills at once: the opponent can stop only
	// one.
	Fork Theme = "fork"
	// Removal is a turn whose removal decides: the right man to take.
	Removal Theme = "removal"
	// Placing is a tactic of the placing phase.
	Placing Theme = "placing"
	// Flying is an endgame where a side with three men flies.
	Flying Theme = "flying"
	// Blockade is a win by leaving the opponent no move.
	Blockade Theme = "blockade"
	// Material is winning a man (or more) by force.
	Material Theme = "material"
)

// Themes lists every theme, in the order the set writes them.
func Themes() []Theme {
	return []Theme{Win, Material, DoubleMill, Fork, Block, Removal, Placing, Flying, Blockade}
}

// Source says how a puzzle's solution is known.
type Source struct {
	// Depth is the depth in turns of the search that saw the whole line;
	// zero for a solution proven by the endgame tables.
	Depth int
}

// Tables reports whether the endgame tables prove the solution.
func (s Source) Tables() bool { return s.Depth == 0 }

// String is the source as the set writes it.
func (s Source) String() string {
	if s.Tables() {
		return "tables"
	}
	return "search:" + strconv.Itoa(s.Depth)
}

// Puzzle is a position, the side to move's best line from it, what the
// puzzle practises and how hard it is.
type Puzzle struct {
	// ID names the puzzle in the set and in the player's history.
	ID string
	// Position is where the puzzle starts; the solver is its side to move.
	Position rules.Position
	// Solution is the line, a turn a slice: the solver's turns at even
	// indexes, the opponent's replies at odd ones. It ends with the
	// solver's turn.
	Solution [][]rules.Move
	// Themes are what the puzzle practises.
	Themes []Theme
	// Rating is how hard the puzzle is, on the scale of the players'
	// puzzle ratings.
	Rating int
	// Source says how the solution is known.
	Source Source
}

// Turns is the number of the solver's turns in the solution: the N of
// "win in N".
func (p *Puzzle) Turns() int { return (len(p.Solution) + 1) / 2 }

// Has reports whether the puzzle practises theme t.
func (p *Puzzle) Has(t Theme) bool { return slices.Contains(p.Themes, t) }

// Line writes the puzzle as a line of the set, without the newline.
func (p *Puzzle) Line() string {
	turns := make([]string, len(p.Solution))
	for i, t := range p.Solution {
		turns[i] = rules.FormatTurn(t)
	}
	themes := make([]string, len(p.Themes))
	for i, t := range p.Themes {
		themes[i] = string(t)
	}
	return strings.Join([]string{p.ID, p.Position.FEN(), strings.Join(turns, " "),
		strings.Join(themes, ","), strconv.Itoa(p.Rating), p.Source.String()}, "\t")
}

// LineError is a line of a puzzle set that could not be read.
type LineError struct {
	// Line is the line's number, from 1.
	Line int
	// Field names the field at fault: "fields", "id", "position",
	// "solution", "themes", "rating" or "source".
	Field string
	Err   error
}

func (e *LineError) Error() string {
	return fmt.Sprintf("puzzle line %d: %s: %v", e.Line, e.Field, e.Err)
}

func (e *LineError) Unwrap() error { return e.Err }

// maxLine is the longest line a set may have: a puzzle's line is some
// hundreds of bytes.
const maxLine = 4096

// Read reads a puzzle set. A line that cannot be read is skipped, and its
// error (a *LineError) joins the errors returned beside the puzzles read.
func Read(r io.Reader) ([]Puzzle, []error) {
	var out []Puzzle
	var errs []error
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, maxLine), maxLine)
	n := 0
	for sc.Scan() {
		n++
		text := sc.Text()
		if strings.TrimSpace(text) == "" || strings.HasPrefix(text, "#") {
			continue
		}
		p, err := ParseLine(text)
		if err != nil {
			var le *LineError
			if errors.As(err, &le) {
				le.Line = n
			}
			errs = append(errs, err)
			continue
		}
		out = append(out, p)
	}
	if err := sc.Err(); err != nil {
		errs = append(errs, &LineError{Line: n + 1, Field: "fields", Err: err})
	}
	return out, errs
}

// ParseLine reads one line of a puzzle set. Its errors are *LineError,
// with Line 0 (Read numbers them).
func ParseLine(s string) (Puzzle, error) {
	f := strings.Split(s, "\t")
	bad := func(field string, err error) (Puzzle, error) {
		return Puzzle{}, &LineError{Field: field, Err: err}
	}
	if len(f) != 6 {
		return bad("fields", fmt.Errorf("%d fields separated by tabs, want 6", len(f)))
	}
	var p Puzzle
	p.ID = f[0]
	if p.ID == "" || strings.ContainsAny(p.ID, " ,") {
		return bad("id", fmt.Errorf("%q is empty or has a space or comma", p.ID))
	}
	pos, err := rules.ParseFEN(f[1], rules.NineMensMorris())
	if err != nil {
		return bad("position", err)
	}
	if pos.Result().Over() {
		return bad("position", errors.New("the game is already over"))
	}
	p.Position = pos
	if p.Solution, err = parseSolution(pos, f[2]); err != nil {
		return bad("solution", err)
	}
	if p.Themes, err = parseThemes(f[3]); err != nil {
		return bad("themes", err)
	}
	if p.Rating, err = strconv.Atoi(f[4]); err != nil || p.Rating < 0 || p.Rating > 4000 {
		return bad("rating", fmt.Errorf("%q is not a rating from 0 to 4000", f[4]))
	}
	if p.Source, err = parseSource(f[5]); err != nil {
		return bad("source", err)
	}
	return p, nil
}

// parseSolution reads the solution's turns and plays them from pos: each
// must be legal, whole (no removal left owed), and the line must end with
// a turn of the solver's.
func parseSolution(pos rules.Position, s string) ([][]rules.Move, error) {
	words := strings.Fields(s)
	if len(words) == 0 {
		return nil, errors.New("no turns")
	}
	if len(words)%2 == 0 {
		return nil, fmt.Errorf("%d turns: the line must end with the solver's turn", len(words))
	}
	g := rules.NewGameFrom(pos)
	out := make([][]rules.Move, len(words))
	for i, w := range words {
		before := g.Position()
		if g.Result().Over() {
			return nil, fmt.Errorf("turn %d (%s): the game is over before it", i+1, w)
		}
		t, err := rules.ParseTurn(w)
		if err == nil {
			err = g.PlayTurn(w)
		}
		if err != nil {
			return nil, fmt.Errorf("turn %d: %w", i+1, err)
		}
		after := g.Position()
		if !g.Result().Over() && (after.PendingRemovals() > 0 || after.SideToMove() == before.SideToMove()) {
			return nil, fmt.Errorf("turn %d (%s) leaves a removal owed", i+1, w)
		}
		out[i] = t
	}
	return out, nil
}

// parseThemes reads the themes; none is a card's of the player's own
// mistakes whose line shows no theme (the set's puzzles all have some).
func parseThemes(s string) ([]Theme, error) {
	if s == "" {
		return nil, nil
	}
	var out []Theme
	for _, w := range strings.Split(s, ",") {
		t := Theme(w)
		if !slices.Contains(Themes(), t) {
			return nil, fmt.Errorf("unknown theme %q", w)
		}
		out = append(out, t)
	}
	return out, nil
}

func parseSource(s string) (Source, error) {
	if s == "tables" {
		return Source{}, nil
	}
	d, ok := strings.CutPrefix(s, "search:")
	n, err := strconv.Atoi(d)
	if !ok || err != nil || n < 1 || n > 99 {
		return Source{}, fmt.Errorf("%q: want tables or search:<depth>", s)
	}
	return Source{Depth: n}, nil
}
