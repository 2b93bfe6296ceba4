package six

import (
	"errors"
	"fmt"
	"math/bits"

	"github.com/ninemen/morris/ai/egtb"
)

// over is a child slot that stands for a game over: the opponent reduced
// to two men, lost for it with no turn left.
const over = -1

// children calls f with the slot of each position a turn of the side to
// move leads to (a placement or a slide, with the removal its mill earns),
// seen from the other side, or with over when that turn wins outright.
func children(k int, us, them set, f func(int64)) {
	turns(k, us, them, func(nt, nu set) {
		if nt == 0 && nu == 0 {
			f(over)
			return
		}
		f(lay.slot(min(k+1, moving), nt, nu))
	}, nil)
}

// turns calls f with the men of the opponent and of the side to move
// after each turn of the side to move, and ended (if not nil) with them
// after each turn that wins outright; f hears of those as (0, 0).
func turns(k int, us, them set, f func(nt, nu set), ended func(nt, nu set)) {
	_, pt := placed(k)
	ht := Men - pt
	empty := ^(us | them)
	land := func(nu set, to int) {
		if them == 0 || !geo.closes(nu, to) {
			f(them, nu)
			return
		}
		for r := geo.removable(them); r != 0; r &= r - 1 {
			nt := them &^ (r & -r)
			if bits.OnesCount16(nt)+ht < 3 {
				if ended != nil {
					ended(nt, nu)
				}
				f(0, 0)
				continue
			}
			f(nt, nu)
		}
	}
	if k != moving {
		for e := empty; e != 0; e &= e - 1 {
			to := bits.TrailingZeros16(e)
			land(us|1<<to, to)
		}
		return
	}
	for m := us; m != 0; m &= m - 1 {
		from := bits.TrailingZeros16(m)
		for e := geo.neighbors[from] & empty; e != 0; e &= e - 1 {
			to := bits.TrailingZeros16(e)
			land(us^(1<<from|1<<to), to)
		}
	}
}

// Value is a position's worth with best play for the side to move, as
// in package egtb: a draw, or a win or a loss with the number of turns of
// both sides to the end (a move with its removal is one turn; the winner
// takes the fewest, the loser the most).
type Value = egtb.Value

// Draw is the value of a drawn position.
const Draw = egtb.Draw

// maxTurns is the longest game end a Value holds.
const maxTurns = 254

// errTooLong says a game end is longer than a Value holds.
var errTooLong = errors.New("six: a game end longer than 254 turns")

// Solve computes the value of every position: a few seconds and some
// 200 MB natively (BenchmarkSolve, docs/boards.md), too much for the
// browser, which fetches the shipped file instead. progress, if not nil,
// hears of each stage.
func Solve(progress func(stage string, positions int64)) (*Table, error) {
	if progress == nil {
		progress = func(string, int64) {}
	}
	val := make([]byte, lay.size)
	first := lay.sectors[moving][3][3].base
	if err := solveMoving(val, first, progress); err != nil {
		return nil, err
	}
	for k := moving - 1; k >= 0; k-- {
		if err := solvePlacing(val, k); err != nil {
			return nil, err
		}
		progress(fmt.Sprintf("placing layer %d", k), layerSize(k))
	}
	return &Table{val: val}, nil
}

// layerSize is the number of slots of layer k.
func layerSize(k int) int64 {
	var n int64
	for _, s := range lay.list {
		if s.layer == k {
			n += s.size()
		}
	}
	return n
}

// solveMoving solves the moving phase, the slots from first on, by
// rounds. Round n settles the positions whose game ends after n turns:
// on odd n (wins) those with a move to a position lost after n-1 turns,
// on even n (losses) those all of whose moves lead to positions won in
// fewer turns. What no round settles is drawn.
func solveMoving(val []byte, first int64, progress func(string, int64)) error {
	n := lay.size - first
	// The graph: each position's children, by slot from first.
	start := make([]int64, n+1)
	var edges []int32
	for i := range n {
		s, us, them := lay.position(first + i)
		start[i] = int64(len(edges))
		wins := false
		children(s.layer, us, them, func(c int64) {
			if c == over {
				wins = true
				return
			}
			edges = append(edges, int32(c-first))
		})
		switch {
		case wins:
			val[first+i] = byte(valueIn(1))
		case int64(len(edges)) == start[i]:
			val[first+i] = byte(valueIn(0)) // blocked: lost
		}
	}
	start[n] = int64(len(edges))
	progress("moving phase graph", n)
	mv := val[first:]
	for turns, quiet := 1, 0; quiet < 2; turns++ {
		if turns > maxTurns {
			return errTooLong
		}
		settled := 0
		for i := range n {
			if mv[i] != 0 {
				continue
			}
			kids := edges[start[i]:start[i+1]]
			if turns%2 == 1 {
				for _, c := range kids {
					if mv[c] == byte(valueIn(turns-1)) {
						mv[i] = byte(valueIn(turns))
						settled++
						break
					}
				}
				continue
			}
			all := true
			for _, c := range kids {
				if v := Value(mv[c]); !v.Won() || v.Turns() >= turns {
					all = false
					break
				}
			}
			if all {
				mv[i] = byte(valueIn(turns))
				settled++
			}
		}
		if settled == 0 {
			quiet++
		} else {
			quiet = 0
		}
	}
	progress("moving phase", n)
	return nil
}

// valueIn is the value of a game that ends after n turns.
func valueIn(n int) Value { return Value(n + 1) }

// solvePlacing solves layer k from the next: the best of each position's
// turns, the shortest win, else a draw, else the longest loss.
func solvePlacing(val []byte, k int) error {
	for _, s := range lay.list {
		if s.layer != k {
			continue
		}
		for i := s.base; i < s.base+s.size(); i++ {
			_, us, them := lay.position(i)
			v, err := best(val, k, us, them)
			if err != nil {
				return err
			}
			val[i] = byte(v)
		}
	}
	return nil
}

// best is the value of a position from its children's.
func best(val []byte, k int, us, them set) (Value, error) {
	win, loss, draw := 0, 0, false
	children(k, us, them, func(c int64) {
		cv := Value(0)
		if c == over {
			cv = valueIn(0)
		} else {
			cv = Value(val[c])
		}
		switch {
		case cv == Draw:
			draw = true
		case cv.Lost():
			if win == 0 || cv.Turns()+1 < win {
				win = cv.Turns() + 1
			}
		default:
			loss = max(loss, cv.Turns()+1)
		}
	})
	switch {
	case win > maxTurns || loss > maxTurns:
		return Draw, errTooLong
	case win > 0:
		return valueIn(win), nil
	case draw:
		return Draw, nil
	}
	return valueIn(loss), nil
}
