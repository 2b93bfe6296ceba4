package three

import (
	"errors"
	"fmt"

	"github.com/ninemen/morris/rules"
)

// Value is a position's worth to the side to move under perfect play.
type Value int16

// Draw is the value of a position neither side can win by force.
const Draw Value = 0

// Won reports whether the side to move wins.
func (v Value) Won() bool { return v > 0 }

// Lost reports whether the side to move loses (0 turns: it has lost).
func (v Value) Lost() bool { return v < 0 }

// Turns is the number of turns of both sides to the end of the game with
// best play: the winner's shortest win, the loser's longest defence; 0
// for a draw or a game already lost.
func (v Value) Turns() int {
	switch {
	case v > 0:
		return int(v) - 1
	case v < 0:
		return int(-v) - 1
	}
	return 0
}

// String says the value as the side to move sees it.
func (v Value) String() string {
	switch {
	case v.Won():
		return fmt.Sprintf("won in %d", v.Turns())
	case v.Lost():
		return fmt.Sprintf("lost in %d", v.Turns())
	}
	return "draw"
}

func won(turns int) Value  { return Value(turns + 1) }
func lost(turns int) Value { return -Value(turns + 1) }

// key names a position: the men of each colour, the men in hand and the
// side to move. Draw rules aside, that is all that decides the game.
type key uint64

func keyOf(p *rules.Position) key {
	return key(p.Men(rules.White)) | key(p.Men(rules.Black))<<25 |
		key(p.InHand(rules.White))<<50 | key(p.InHand(rules.Black))<<54 | key(p.SideToMove())<<58
}

// Table is a solved variant.
type Table struct {
	variant rules.Variant
	values  map[key]Value
	start   Value
}

// ErrNotThree is Solve's answer for a variant this package does not solve.
var ErrNotThree = errors.New("three: not a line-of-three game on the 9-point board")

// Applies reports whether Solve solves v: the 9-point board with a line
// of three winning.
func Applies(v rules.Variant) bool {
	return v.BoardKind == rules.NinePoints && v.MillWins && v.Validate() == nil
}

// Solve computes the value of every position reachable from the start of
// v by a retrograde analysis of the whole game graph. The draw rules
// (repetition, the n-move rule) are left to the caller: a won position is
// won by a line of play that repeats nothing, and the caller checks that
// it ends before the n-move rule would draw it.
func Solve(v rules.Variant) (*Table, error) {
	if !Applies(v) {
		return nil, ErrNotThree
	}
	// The graph, forward from the start.
	start := rules.NewPosition(v)
	index := map[key]int32{keyOf(&start): 0}
	positions := []rules.Position{start}
	var succ [][]int32
	var buf [rules.MaxMoves]rules.Move
	for i := 0; i < len(positions); i++ {
		p := positions[i]
		var out []int32
		if !p.Result().Over() {
			for _, m := range p.LegalMoves(buf[:0]) {
				c := p
				c.Play(m)
				if c.SideToMove() == p.SideToMove() {
					return nil, fmt.Errorf("three: %v in %s keeps the turn", m, p.FEN())
				}
				k := keyOf(&c)
				j, ok := index[k]
				if !ok {
					j = int32(len(positions))
					index[k] = j
					positions = append(positions, c)
				}
				out = append(out, j)
			}
		}
		succ = append(succ, out)
	}

	// Backwards, nearest ends first: a position with a lost child is won
	// one turn later than that child's end, one whose children are all
	// won is lost one turn after the last of them, and what is never
	// reached this way is a draw.
	n := len(positions)
	pred := make([][]int32, n)
	left := make([]int, n)
	val := make([]Value, n)
	var queue []int32
	for i := range positions {
		left[i] = len(succ[i])
		for _, j := range succ[i] {
			pred[j] = append(pred[j], int32(i))
		}
		r := positions[i].Result()
		if w, ok := r.Winner(); ok {
			if w == positions[i].SideToMove() {
				return nil, fmt.Errorf("three: %s is won by the side to move", positions[i].FEN())
			}
			val[i] = lost(0)
			queue = append(queue, int32(i))
		}
	}
	for len(queue) > 0 {
		c := queue[0]
		queue = queue[1:]
		t := val[c].Turns() + 1
		for _, p := range pred[c] {
			if val[p] != Draw {
				continue
			}
			if val[c].Lost() {
				val[p] = won(t)
				queue = append(queue, p)
				continue
			}
			if left[p]--; left[p] == 0 {
				val[p] = lost(t)
				queue = append(queue, p)
			}
		}
	}
	t := &Table{variant: v, values: make(map[key]Value, n), start: val[0]}
	for k, i := range index {
		t.values[k] = val[i]
	}
	return t, nil
}

// Len is the number of positions solved: those reachable from the start.
func (t *Table) Len() int { return len(t.values) }

// Start is the value of the game's start, for the first player.
func (t *Table) Start() Value { return t.start }

// Counts returns how many positions are won, drawn and lost for the side
// to move.
func (t *Table) Counts() (won, drawn, lost int) {
	for _, v := range t.values {
		switch {
		case v.Won():
			won++
		case v.Lost():
			lost++
		default:
			drawn++
		}
	}
	return won, drawn, lost
}

// Probe returns the value of p for its side to move; ok is false for a
// position of other rules or one the game cannot reach from its start (a
// FEN may set one up), or while a removal is owed.
func (t *Table) Probe(p *rules.Position) (Value, bool) {
	if p.Board().Kind() != rules.NinePoints || p.PendingRemovals() > 0 {
		return Draw, false
	}
	v, ok := t.values[keyOf(p)]
	return v, ok
}
