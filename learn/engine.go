package learn

import (
	"context"
	"errors"

	"github.com/ninemen/morris/ai"
	"github.com/ninemen/morris/rules"
)

// Margin is how much less than the solution's first turn a turn of a
// puzzle found by search may be worth, in hundredths of a man, and still
// solve it: the search scores moves that win the same man a little
// apart.
const Margin = 30

// ErrDecided is returned by Worth for a turn that ends the game or after
// which the search finds a forced result: the tables' puzzles, not a
// man's worth.
var ErrDecided = errors.New("learn: the turn decides the game")

// Worth is what the turn t from p is worth to the side that plays it, in
// hundredths of a man, by the Master's search of depth turns (the turn
// itself one of them): the score of the position after it, searched
// depth-1 turns deep, for the other side, negated. It clears e's
// transposition table first, so that a turn is worth the same whatever e
// searched before.
func Worth(ctx context.Context, e *ai.Engine, p rules.Position, t []rules.Move, depth int) (int, error) {
	return WorthYielding(ctx, e, p, t, depth, nil)
}

// WorthYielding is Worth calling yield every few milliseconds of the
// search (ai.Options.Yield), for a host with one thread that must draw
// its frames meanwhile: the browser's puzzles check a turn with it.
func WorthYielding(ctx context.Context, e *ai.Engine, p rules.Position, t []rules.Move, depth int, yield func()) (int, error) {
	q := After(p, t)
	if q.Result().Over() {
		return 0, ErrDecided
	}
	r, err := SearchYielding(ctx, e, q, depth-1, yield)
	if err != nil {
		return 0, err
	}
	if r.Info.Mate != 0 {
		return 0, ErrDecided
	}
	return -r.Info.Score, nil
}

// Search is the Master's search of p, depth turns deep, from a cleared
// transposition table: the same result whatever e searched before.
func Search(ctx context.Context, e *ai.Engine, p rules.Position, depth int) (ai.Result, error) {
	return SearchYielding(ctx, e, p, depth, nil)
}

// SearchYielding is Search calling yield every few milliseconds (see
// WorthYielding).
func SearchYielding(ctx context.Context, e *ai.Engine, p rules.Position, depth int, yield func()) (ai.Result, error) {
	e.Clear()
	return e.Search(ctx, p, nil, ai.Options{Depth: depth, Yield: yield})
}
