package egtb

import (
	"fmt"
	"slices"

	"github.com/ninemen/morris/rules"
)

// Flags of a position while its sector is solved.
const (
	capWin  uint8 = 1 << iota // a capture wins: the position is won
	capDraw                   // a capture draws: the position is not lost
	unused                    // a slot no position maps to
	done                      // the value is final and passed to the predecessors
	queued                    // waiting in a bucket as a win
)

// work is one sector of a pair being solved.
type work struct {
	sec     Sector
	ix      *sectorIndex
	val     []byte  // Values
	left    []uint8 // children not captures, not yet known to be won for the opponent
	capLoss []uint8 // the most turns of a capture that loses, plus one; 0 if none
	flags   []uint8
}

// solver solves a sector and its mirror together: the moves that take no
// man lead from one to the other; those that take a man lead to sectors
// already solved (or end the game).
type solver struct {
	t       *Tables
	g       *geometry
	w       [2]*work // w[1] is w[0] for a sector that is its own mirror
	buckets [][]uint32
	pause   func()
	steps   int
}

// Extend returns tables that hold t's sectors and s and its mirror too,
// solved by retrograde analysis. The sectors that captures from s lead to
// must be solved already. pause, if not nil, is called every few thousand
// positions so that a build beside other work can rest.
func (t *Tables) Extend(s Sector, pause func()) (*Tables, error) {
	for _, need := range []Sector{{s.Them - 1, s.Us}, {s.Us - 1, s.Them}} {
		if need.Us >= rules.MinMen && !t.Has(need) {
			return nil, fmt.Errorf("egtb: solving %v needs %v first", s, need)
		}
	}
	if s.Us < rules.MinMen || s.Them < rules.MinMen || s.Us > maxMen || s.Them > maxMen {
		return nil, fmt.Errorf("egtb: sector %v out of range", s)
	}
	sv := &solver{t: t, g: t.g, pause: pause}
	sv.w[0] = newWork(s, pause)
	sv.w[1] = sv.w[0]
	if s.mirror() != s {
		sv.w[1] = newWork(s.mirror(), pause)
	}
	for k := range 2 {
		sv.seed(k)
		if sv.w[1] == sv.w[0] {
			break
		}
	}
	if err := sv.run(); err != nil {
		return nil, err
	}
	out := t
	for _, w := range sv.w {
		out = out.with(w.sec, newSectorTable(w.ix, w.val))
	}
	return out, nil
}

func newWork(s Sector, pause func()) *work {
	ix := newSectorIndex(s, pause)
	n := ix.size()
	return &work{sec: s, ix: ix, val: make([]byte, n), left: make([]uint8, n),
		capLoss: make([]uint8, n), flags: make([]uint8, n)}
}

func (sv *solver) rest() {
	if sv.pause != nil {
		if sv.steps++; sv.steps%2048 == 0 {
			sv.pause()
		}
	}
}

// push schedules a position of w[k] to be decided at the given number of
// turns.
func (sv *solver) push(turns, k int, i int32) error {
	if turns > maxTurns {
		return fmt.Errorf("egtb: %v: a game end %d turns away does not fit the table", sv.w[k].sec, turns)
	}
	for len(sv.buckets) <= turns {
		sv.buckets = append(sv.buckets, nil)
	}
	sv.buckets[turns] = append(sv.buckets[turns], uint32(k)<<31|uint32(i))
	return nil
}

// seed looks at every position of w[k] once: its captures, whose values
// are known, and how many other children it has. A position that cannot
// move is lost now; one with a winning capture is won in at most that
// capture's turns; one with only losing captures is lost.
func (sv *solver) seed(k int) {
	w := sv.w[k]
	other := sv.w[1-k]
	var kids []int32
	for i := range int32(w.ix.size()) {
		sv.rest()
		us, them := w.ix.position(i)
		if w.ix.index(us, them) != i {
			w.flags[i] = unused
			continue
		}
		kids = kids[:0]
		best, moves := sv.forward(us, them, w.sec, other, &kids)
		if moves == 0 {
			sv.mustPush(0, k, i)
			continue
		}
		slices.Sort(kids)
		kids = slices.Compact(kids)
		w.left[i] = uint8(len(kids))
		w.capLoss[i] = uint8(best.loss)
		switch {
		case best.win > 0:
			w.flags[i] |= capWin
			sv.mustPush(best.win, k, i)
		case best.draw:
			w.flags[i] |= capDraw
		case len(kids) == 0:
			sv.mustPush(best.loss, k, i)
		}
	}
}

// mustPush pushes a value that came from a solved sector, which fits.
func (sv *solver) mustPush(turns, k int, i int32) {
	if err := sv.push(turns, k, i); err != nil {
		panic(err)
	}
}

// forward plays every move of the position: the values of its captures,
// which come from solved sectors, are gathered in best; the slot of any
// other child in other is appended to kids.
func (sv *solver) forward(us, them rules.Bitboard, sec Sector, other *work, kids *[]int32) (best outcome, moves int) {
	g := sv.g
	empty := rules.AllPoints &^ (us | them)
	fly := sec.Us == rules.MinMen
	for ms := us; ms != 0; ms &= ms - 1 {
		from := ms & -ms
		to := empty
		if !fly {
			to &= g.nb[from.First()]
		}
		for ; to != 0; to &= to - 1 {
			dest := to & -to
			after := us ^ from ^ dest
			moves++
			if !g.millAt(after, dest.First()) {
				*kids = append(*kids, other.ix.index(them, after))
				continue
			}
			for rs := g.removable(them); rs != 0; rs &= rs - 1 {
				left := them &^ (rs & -rs)
				var v Value // the child's, for the opponent
				if sec.Them > rules.MinMen {
					v, _ = sv.t.Probe(left, after)
				} else {
					v = valueIn(0) // down to two: lost
				}
				best.add(v)
			}
		}
	}
	return best, moves
}

// outcome gathers the values of a position's children into the mover's:
// the fewest turns of a win (a child lost for the opponent), the most of a
// loss, and whether a child is drawn; each counts the mover's turn.
type outcome struct {
	win, loss int
	draw      bool
}

// add counts a child's value, which is the opponent's.
func (o *outcome) add(v Value) {
	switch {
	case v.Lost():
		if n := v.Turns() + 1; o.win == 0 || n < o.win {
			o.win = n
		}
	case v.Won():
		o.loss = max(o.loss, v.Turns()+1)
	default:
		o.draw = true
	}
}

// run settles the positions by the number of turns to the end, fewest
// first: a position lost in n turns makes every position that moves to it
// (without a capture) won in n+1, if nothing won sooner; a position won in
// n counts down its predecessors' children, and a predecessor whose
// children are all won for the opponent is lost in the most turns among
// them. The positions left undecided are draws.
func (sv *solver) run() error {
	var preds []int32
	for n := 0; n < len(sv.buckets); n++ {
		for j := 0; j < len(sv.buckets[n]); j++ {
			e := sv.buckets[n][j]
			k, i := int(e>>31), int32(e&(1<<31-1))
			w := sv.w[k]
			if w.flags[i]&done != 0 {
				continue
			}
			w.flags[i] |= done
			w.val[i] = byte(valueIn(n))
			kp := 1 - k
			pw := sv.w[kp]
			preds = sv.backward(w, i, pw, preds[:0])
			for _, q := range preds {
				if pw.flags[q]&done != 0 {
					continue
				}
				if n%2 == 0 { // lost here: won there
					if pw.flags[q]&queued == 0 {
						pw.flags[q] |= queued
						if err := sv.push(n+1, kp, q); err != nil {
							return err
						}
					}
					continue
				}
				if pw.left[q]--; pw.left[q] == 0 && pw.flags[q]&(capWin|capDraw|queued) == 0 {
					if err := sv.push(max(n+1, int(pw.capLoss[q])), kp, q); err != nil {
						return err
					}
				}
			}
		}
		sv.buckets[n] = nil
	}
	return nil
}

// backward appends the slots in pw of the positions that reach slot i of
// w by a move that takes no man, each once.
func (sv *solver) backward(w *work, i int32, pw *work, preds []int32) []int32 {
	sv.rest()
	g := sv.g
	us, them := w.ix.position(i)
	// The other side moved last, from an empty point to one of its men,
	// and closed no mill there.
	empty := rules.AllPoints &^ (us | them)
	fly := w.sec.Them == rules.MinMen
	for ms := them; ms != 0; ms &= ms - 1 {
		at := ms & -ms
		if g.millAt(them, at.First()) {
			continue
		}
		from := empty
		if !fly {
			from &= g.nb[at.First()]
		}
		for ; from != 0; from &= from - 1 {
			before := them ^ at ^ (from & -from)
			preds = append(preds, pw.ix.index(before, us))
		}
	}
	slices.Sort(preds)
	return slices.Compact(preds)
}
