// Package book is the Master's opening book for the standard game:
// placements that long searches chose (ai/cmd/book made it), found again
// under any of the board's sixteen symmetries.
package book

import (
	"bufio"
	_ "embed"
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"

	"github.com/ninemen/morris/rules"
)

// Entry is the book's move in a position and what the search that chose
// it found.
type Entry struct {
	Move rules.Move
	// Score is in hundredths of a man for the side to move.
	Score int
	// Depth is the search's last completed depth, in turns.
	Depth int
}

// Book holds placements by position.
type Book struct {
	m map[Key]Entry // the move in the frame of the key's position
}

// Key is a position of the placing phase up to symmetry: the men of both
// sides in their least image, the side to move and the men in hand.
// Positions that a symmetry of the board takes one to the other have the
// same key.
type Key struct {
	men  uint64 // White's men in the high half, Black's in the low
	side rules.Color
	hand [2]int8
}

// KeyOf returns the key of p.
func KeyOf(p *rules.Position) Key {
	k, _ := keyOf(p)
	return k
}

// keyOf returns the position's key and the symmetry that takes the
// position to the key's frame.
func keyOf(p *rules.Position) (Key, int) {
	w, b := p.Men(rules.White), p.Men(rules.Black)
	best, sym := ^uint64(0), 0
	for s := range rules.NumSymmetries {
		if m := uint64(w.Symmetry(s))<<32 | uint64(b.Symmetry(s)); m < best {
			best, sym = m, s
		}
	}
	return Key{best, p.SideToMove(), [2]int8{int8(p.InHand(rules.White)), int8(p.InHand(rules.Black))}}, sym
}

// Covers reports whether the book's moves suit the rules of v: those of
// the standard game's placing phase (the draw rules do not matter there).
func Covers(v rules.Variant) bool {
	s := rules.NineMensMorris()
	v.Name, v.NMoveRule, v.ThreefoldRepetition = s.Name, s.NMoveRule, s.ThreefoldRepetition
	v.RepetitionCountsProgress, v.MoveLimitAfterRemoval = s.RepetitionCountsProgress, s.MoveLimitAfterRemoval
	return v == s
}

// choosesPlacement reports whether the side to move in p places a man:
// the game goes on, no removal is owed and it has men in hand.
func choosesPlacement(p *rules.Position) bool {
	return !p.Result().Over() && p.PendingRemovals() == 0 && p.InHand(p.SideToMove()) > 0
}

// Lookup returns the book's placement for p, in p's own frame.
func (b *Book) Lookup(p *rules.Position) (Entry, bool) {
	if b == nil || !Covers(p.Variant()) || !choosesPlacement(p) {
		return Entry{}, false
	}
	k, s := keyOf(p)
	e, ok := b.m[k]
	if !ok {
		return Entry{}, false
	}
	e.Move = rules.Place(e.Move.To().Symmetry(rules.InverseSymmetry(s)))
	return e, true
}

// Len is the number of positions in the book.
func (b *Book) Len() int { return len(b.m) }

// Line writes a book line: the position, its placement, the score and the
// depth.
func Line(p *rules.Position, e Entry) string {
	return fmt.Sprintf("%s | %s | %d | %d", p.FEN(), e.Move, e.Score, e.Depth)
}

// Parse reads a book: a Line a line, blank lines and # comments skipped.
// Each position must be of the standard game's placing phase with no
// removal owed, and each move a legal placement there.
func Parse(r io.Reader) (*Book, error) { return parse(r, nil) }

// yieldLines is how many lines parse reads between calls of its yield:
// about 5 ms in a browser.
const yieldLines = 128

// parse is Parse calling yield, if not nil, every yieldLines lines.
func parse(r io.Reader, yield func()) (*Book, error) {
	b := &Book{m: map[Key]Entry{}}
	sc := bufio.NewScanner(r)
	for n := 1; sc.Scan(); n++ {
		if yield != nil && n%yieldLines == 0 {
			yield()
		}
		line := strings.TrimSpace(sc.Text())
		if line == "" || line[0] == '#' {
			continue
		}
		f := strings.Split(line, "|")
		if len(f) != 4 {
			return nil, fmt.Errorf("book line %d: want FEN | move | score | depth", n)
		}
		p, err := rules.ParseFEN(strings.TrimSpace(f[0]), rules.NineMensMorris())
		if err != nil {
			return nil, fmt.Errorf("book line %d: %v", n, err)
		}
		if !choosesPlacement(&p) {
			return nil, fmt.Errorf("book line %d: not a placement to choose", n)
		}
		m, err := rules.ParseMove(strings.TrimSpace(f[1]))
		if err != nil || m.Kind() != rules.PlaceMove || !p.IsLegal(m) {
			return nil, fmt.Errorf("book line %d: %q is not a legal placement there", n, strings.TrimSpace(f[1]))
		}
		score, err1 := strconv.Atoi(strings.TrimSpace(f[2]))
		depth, err2 := strconv.Atoi(strings.TrimSpace(f[3]))
		if err1 != nil || err2 != nil || depth < 1 {
			return nil, fmt.Errorf("book line %d: want a whole score and a depth of at least 1", n)
		}
		k, s := keyOf(&p)
		if _, dup := b.m[k]; dup {
			return nil, fmt.Errorf("book line %d: the position (or a symmetric one) is in the book already", n)
		}
		b.m[k] = Entry{rules.Place(m.To().Symmetry(s)), score, depth}
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	return b, nil
}

//go:embed standard.txt
var standardText string

// standard is the shipped book once read.
var standard struct {
	mu sync.Mutex
	b  *Book
}

// Standard returns the book shipped with the game, read on its first use.
// That reading takes a few milliseconds natively and tens in a browser,
// so it calls yield, if not nil, every so many lines: pass the search's
// Options.Yield, and a single-threaded host draws its frames meanwhile. A
// book that fails to read (a test holds it to reading) is empty rather
// than a reason to stop.
func Standard(yield func()) *Book {
	standard.mu.Lock()
	defer standard.mu.Unlock()
	if standard.b == nil {
		b, err := parse(strings.NewReader(standardText), yield)
		if err != nil {
			b = &Book{}
		}
		standard.b = b
	}
	return standard.b
}
