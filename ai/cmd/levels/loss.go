package main

import (
	"context"
	"fmt"
	"os"
	"slices"

	"github.com/ninemen/morris/ai"
	"github.com/ninemen/morris/rules"
)

// lossCap bounds a judgement, in hundredths of a man: a forced win or
// loss counts as five men, so that one lost game does not outweigh all
// the rest of a level's moves.
const lossCap = 500

// position is a position from a real game, with the game's history for
// the repetition rule.
type position struct {
	pos     rules.Position
	history []rules.Position
}

// readPositions reads every position of the records in files in which a
// side has a choice.
func readPositions(files []string) ([]position, error) {
	var out []position
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		rec, err := rules.ParseRecord(string(b))
		if err != nil {
			return nil, fmt.Errorf("%s: %w", f, err)
		}
		g := rec.Game
		if g.Variant().Name != rules.NineMensMorris().Name {
			continue
		}
		replay := rules.NewGameFrom(g.Start())
		for i, m := range g.Moves() {
			p := replay.Position()
			if !replay.Result().Over() && len(replay.LegalMoves()) > 1 {
				out = append(out, position{pos: p, history: ai.History(replay)})
			}
			if err := replay.Play(m); err != nil {
				return nil, fmt.Errorf("%s: ply %d: %w", f, i+1, err)
			}
		}
	}
	return out, nil
}

// judge is the Master's judgement of positions: a move's value to a
// fixed depth, from the side to move's view.
type judge struct {
	e     *ai.Engine
	depth int
}

// capped is a search's score, a forced result counting lossCap.
func capped(r ai.Result) int {
	switch {
	case r.Info.Mate > 0:
		return lossCap
	case r.Info.Mate < 0:
		return -lossCap
	}
	return max(-lossCap, min(lossCap, r.Info.Score))
}

// best is the move the Master finds best in p, to the judge's depth.
func (j *judge) best(p position) (rules.Move, error) {
	r, err := j.e.Search(context.Background(), p.pos, p.history, ai.Options{Depth: j.depth})
	return r.Move, err
}

// move is the value of the move m in p to p's side to move: the Master's
// search of the position after it, as deep as the root's search of p
// would have searched it.
func (j *judge) move(p position, m rules.Move) (int, error) {
	c := p.pos
	c.Play(m)
	same := c.SideToMove() == p.pos.SideToMove()
	if res := c.Result(); res.Over() {
		w, ok := res.Winner()
		switch {
		case !ok:
			return 0, nil
		case w == p.pos.SideToMove():
			return lossCap, nil
		}
		return -lossCap, nil
	}
	depth := j.depth - 1
	if same {
		depth = j.depth // a removal is part of the turn
	}
	r, err := j.e.Search(context.Background(), c, append(append([]rules.Position(nil), p.history...), p.pos), ai.Options{Depth: max(depth, 1)})
	if err == ai.ErrNoMove {
		return 0, nil // a draw by the history
	}
	if err != nil {
		return 0, err
	}
	v := capped(r)
	if !same {
		v = -v
	}
	return v, nil
}

// lossRow is a level's measured play on the positions.
type lossRow struct {
	level  ai.Level
	moves  int
	loss   float64 // mean loss a move, hundredths of a man
	best   float64 // share of moves the judge finds as good as its best
	blunds float64 // share of moves losing a man or more
	// mistakes counts the moves that lose half a man or more, and kinds
	// those of them of each kind of ai.BlindSpots (a move may be of
	// several, or of none).
	mistakes int
	kinds    []int
	none     int // mistakes of no kind
}

// mistakeLoss is the least loss, in hundredths of a man, that counts as
// a mistake when the kinds of the mistakes are counted.
const mistakeLoss = 50

// kindsOf are the indexes in ai.BlindSpots of the kinds of the move m in
// p, which the judge would replace by best: the dangers m walks into,
// and the chances best takes that m does not.
func kindsOf(p *rules.Position, m, best rules.Move) []int {
	dangers, chances := ai.Concerns(p, m)
	_, bestChances := ai.Concerns(p, best)
	var out []int
	for k, name := range ai.BlindSpots() {
		if slices.Contains(dangers, name) || slices.Contains(bestChances, name) && !slices.Contains(chances, name) {
			out = append(out, k)
		}
	}
	return out
}

// measureLoss has each level choose a move in each position with seeds
// seeds, and compares each choice with the judge's best: the loss of a
// move is the best move's value less its own, each the Master's search of
// the position after it, so never below zero.
func measureLoss(ps []position, levels []ai.Level, seeds int, j *judge, progress func(int)) ([]lossRow, error) {
	rows := make([]lossRow, len(levels))
	for k, l := range levels {
		rows[k].level = l
		rows[k].kinds = make([]int, len(ai.BlindSpots()))
	}
	engines := make([]*ai.Engine, len(levels))
	for k := range engines {
		engines[k] = ai.NewEngine(16)
	}
	for n, p := range ps {
		bm, err := j.best(p)
		if err != nil {
			return nil, err
		}
		vals := map[rules.Move]int{}
		value := func(m rules.Move) (int, error) {
			if v, ok := vals[m]; ok {
				return v, nil
			}
			v, err := j.move(p, m)
			vals[m] = v
			return v, err
		}
		best, err := value(bm)
		if err != nil {
			return nil, err
		}
		bestMove := bm
		chosen := make([][]rules.Move, len(levels))
		for k, l := range levels {
			for s := range seeds {
				r, err := engines[k].Search(context.Background(), p.pos, p.history, ai.Options{Level: l, Seed: uint64(n*seeds+s) + 1, Depth: depthFor(l, j.depth)})
				if err != nil {
					return nil, err
				}
				v, err := value(r.Move)
				if err != nil {
					return nil, err
				}
				if v > best {
					best, bestMove = v, r.Move
				}
				chosen[k] = append(chosen[k], r.Move)
			}
		}
		for k := range levels {
			for _, m := range chosen[k] {
				loss := best - vals[m]
				row := &rows[k]
				row.moves++
				row.loss += float64(loss)
				if loss <= 0 {
					row.best++
				}
				if loss >= 100 {
					row.blunds++
				}
				if loss >= mistakeLoss {
					row.mistakes++
					ks := kindsOf(&p.pos, m, bestMove)
					for _, i := range ks {
						row.kinds[i]++
					}
					if len(ks) == 0 {
						row.none++
					}
				}
			}
		}
		if progress != nil {
			progress(n + 1)
		}
	}
	for k := range rows {
		if n := float64(rows[k].moves); n > 0 {
			rows[k].loss /= n
			rows[k].best /= n
			rows[k].blunds /= n
		}
	}
	return rows, nil
}

// depthFor is the depth a level searches to in the measurement: its own
// limit, and the judge's for the Master.
func depthFor(l ai.Level, judgeDepth int) int {
	if l == ai.Master {
		return judgeDepth
	}
	return 0
}
