package rules_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/ninemen/morris/rules"
)

// TestSoak plays random games of every preset, on every board and of the
// regional games, through
// Game and checks the invariants after every ply. -short plays a few,
// -long many thousands.
func TestSoak(t *testing.T) {
	games := scale(40, 1500, 50000)
	for pi, v := range append(append(rules.Presets(), soakSmallBoards()...), rules.RegionalPresets()...) {
		t.Run(v.Name, func(t *testing.T) {
			r := rand.New(rand.NewPCG(uint64(pi), 7))
			plies, results := 0, map[string]int{}
			for gi := 0; gi < games; gi++ {
				n, res := soakGame(t, r, v, gi%2 == 1)
				plies += n
				results[res.String()]++
			}
			t.Logf("%d games, %d plies: %v", games, plies, results)
		})
	}
}

// soakSmallBoards are the presets of the smaller boards and their main
// switches: Three Men's Morris without diagonals and moving anywhere, Six
// Men's with flying.
func soakSmallBoards() []rules.Variant {
	plain := rules.ThreeMensMorris()
	plain.Name, plain.Diagonals = "Three Men's Morris, no diagonals", false
	anywhere := rules.ThreeMensMorris()
	anywhere.Name, anywhere.MayFly, anywhere.FlyAt = "Three Men's Morris, moving anywhere", true, 3
	flying := rules.SixMensMorris()
	flying.Name, flying.MayFly, flying.FlyAt = "Six Men's Morris, flying", true, 3
	return append(rules.SmallBoardPresets(), plain, anywhere, flying)
}

// soakGame plays one game, choosing moves uniformly or, when seekMills,
// closing a mill whenever one can, and returns its length in plies and its
// result.
func soakGame(t *testing.T, r *rand.Rand, v rules.Variant, seekMills bool) (int, rules.Result) {
	g := rules.NewGame(v)
	var removed [2]int // men of each colour taken so far
	var buf [rules.MaxMoves]rules.Move
	for g.Ply() < 5000 {
		p := g.Position()
		prev := p
		if why := soakCheck(&p, v, removed); why != "" {
			t.Fatalf("%s, ply %d, moves %v:\n%v\n%s", v.Name, g.Ply(), g.Moves(), &p, why)
		}
		moves := p.LegalMoves(buf[:0])
		if g.Result().Over() {
			if len(g.LegalMoves()) != 0 {
				t.Fatalf("%s: game over (%v) with legal moves", v.Name, g.Result())
			}
			if r := p.Result(); r.Over() && r != g.Result() {
				t.Fatalf("%s: position says %v, game %v", v.Name, r, g.Result())
			}
			break
		}
		m := moves[r.IntN(len(moves))]
		if seekMills {
			for _, c := range moves {
				q := p
				q.Play(c)
				if q.PendingRemovals() > 0 {
					m = c
					break
				}
			}
		}
		prevResult := g.Result()
		if err := g.Play(m); err != nil {
			t.Fatalf("%s: Play(%v): %v", v.Name, m, err)
		}
		if m.Kind() == rules.RemoveMove {
			removed[p.SideToMove().Other()]++
		}
		cur := g.Position()
		if why := soakCheckPly(&prev, &cur, m); why != "" {
			t.Fatalf("%s, ply %d %v:\n%v\n%s", v.Name, g.Ply(), m, &cur, why)
		}
		curResult := g.Result()
		if !g.Undo() || !g.Position().Equal(prev) || g.Result() != prevResult {
			t.Fatalf("%s: undo of %v does not restore\n%v", v.Name, m, &prev)
		}
		if !g.Redo() || !g.Position().Equal(cur) || g.Result() != curResult {
			t.Fatalf("%s: redo of %v does not replay\n%v", v.Name, m, &cur)
		}
	}
	return g.Ply(), g.Result()
}

// soakCheck checks the invariants of one position.
func soakCheck(p *rules.Position, v rules.Variant, removed [2]int) string {
	for _, c := range []rules.Color{rules.White, rules.Black} {
		if n := p.OnBoard(c) + p.InHand(c) + removed[c]; n != v.Men {
			return fmt.Sprintf("%v: %d on board + %d in hand + %d removed != %d", c, p.OnBoard(c), p.InHand(c), removed[c], v.Men)
		}
	}
	if p.Men(rules.White)&p.Men(rules.Black) != 0 {
		return "a point holds two men"
	}
	if off := (p.Men(rules.White) | p.Men(rules.Black)) &^ p.Board().Points(); off != 0 {
		return fmt.Sprintf("men off the board on %v", off.Points())
	}
	if v.MillWins && p.PendingRemovals() > 0 {
		return "a line of three owes a removal instead of winning"
	}
	if r := p.Result(); v.MillWins && !r.Over() && p.InMills(rules.White)|p.InMills(rules.Black) != 0 {
		return "a line of three stands and the game goes on"
	}
	if (p.Phase() == rules.Placing) != (p.InHand(rules.White)+p.InHand(rules.Black) > 0) {
		return fmt.Sprintf("phase %v with hands %d %d", p.Phase(), p.InHand(rules.White), p.InHand(rules.Black))
	}
	us := p.SideToMove()
	var want rules.Action
	switch {
	case p.PendingRemovals() > 0:
		want = rules.ActRemove
	case p.InHand(us) > 0:
		want = rules.ActPlace
	case p.Flies(us):
		want = rules.ActFly
	default:
		want = rules.ActMove
	}
	if p.Action() != want {
		return fmt.Sprintf("action %v, want %v", p.Action(), want)
	}
	if p.PendingRemovals() > 0 && p.Removable() == 0 {
		return "a removal is owed and nothing can be removed"
	}
	if p.Hash() != p.ComputedHash() {
		return fmt.Sprintf("hash %#x, from scratch %#x", p.Hash(), p.ComputedHash())
	}
	fen := p.FEN()
	q, err := rules.ParseFEN(fen, v)
	if err != nil {
		return fmt.Sprintf("FEN %q does not read back: %v", fen, err)
	}
	if !q.Equal(*p) || q.FEN() != fen {
		return fmt.Sprintf("FEN %q reads back as %q", fen, q.FEN())
	}
	moves := p.LegalMoves(nil)
	if over := p.Result().Over(); over != (len(moves) == 0) {
		return fmt.Sprintf("result %v with %d legal moves", p.Result(), len(moves))
	}
	if p.MoveCount() != len(moves) {
		return fmt.Sprintf("MoveCount %d, %d legal moves", p.MoveCount(), len(moves))
	}
	for _, m := range moves {
		if !p.IsLegal(m) {
			return fmt.Sprintf("%v is generated and not legal", m)
		}
	}
	return ""
}

// soakCheckPly checks what one ply changed: removals are owed only after a
// mill, turns pass when they should, and counters move as they should.
func soakCheckPly(p, q *rules.Position, m rules.Move) string {
	us := p.SideToMove()
	b := p.Board()
	switch m.Kind() {
	case rules.PlaceMove, rules.SlideMove:
		mills := b.MillsAt(q.Men(us), m.To())
		owed := q.PendingRemovals()
		if owed > 0 && (q.SideToMove() != us || mills == 0 || owed > mills || !p.Variant().RemoveMultiple && owed > 1) {
			return fmt.Sprintf("%d removals owed after a move closing %d mills", owed, mills)
		}
		if owed == 0 && q.SideToMove() == us {
			return "the turn did not pass"
		}
		if m.Kind() == rules.PlaceMove && q.InHand(us) != p.InHand(us)-1 {
			return "a placement did not come from the hand"
		}
	case rules.RemoveMove:
		if p.PendingRemovals() == 0 {
			return "removed without a mill"
		}
		if q.PendingRemovals() > 0 && (q.SideToMove() != us || q.PendingRemovals() != p.PendingRemovals()-1) {
			return "removals owed did not count down"
		}
		if q.Rule50() != 0 {
			return "a removal did not reset the n-move count"
		}
	case rules.PassMove:
		if q.SideToMove() == us {
			return "a pass did not pass the turn"
		}
	}
	if q.Ply() != p.Ply()+1 {
		return "the ply count did not count the ply"
	}
	return ""
}
