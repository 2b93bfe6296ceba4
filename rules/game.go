package rules

import (
	"errors"
	"fmt"
)

// ErrGameOver is what the error for a move after the game has ended (a
// *GameOverError, which names the rule that ended it) matches under
// errors.Is.
var ErrGameOver = errors.New("the game is over")

// GameOverError is returned for a move after the game has ended; it says
// which rule ended it, and matches ErrGameOver under errors.Is.
type GameOverError struct {
	Result Result
}

func (e *GameOverError) Error() string {
	return fmt.Sprintf("%v: %v", ErrGameOver, e.Result)
}

// Is makes errors.Is(err, ErrGameOver) hold.
func (e *GameOverError) Is(target error) bool { return target == ErrGameOver }

// IllegalMoveError is returned for a move the position does not allow.
type IllegalMoveError struct {
	Move Move
	Ply  int // 1-based ply number the move would have been
	Why  string
	// Problem is Why as facts, for wording in the player's language.
	Problem Problem
}

func (e *IllegalMoveError) Error() string {
	return fmt.Sprintf("illegal move %v at ply %d: %s", e.Move, e.Ply, e.Why)
}

// Game is a game in progress: the start position, the moves so far, the
// moves undone (for redo) and the result, with the history-based draws
// (threefold repetition, the n-move rule) applied.
type Game struct {
	positions []Position // positions[0] is the start, positions[i] follows moves[i-1]
	moves     []Move
	redo      []Move // undone moves, the next to redo last
	result    Result
	conceded  Result // a resignation or a loss on time
}

// NewGame starts a game of a variant from its start position.
func NewGame(v Variant) *Game { return NewGameFrom(NewPosition(v)) }

// NewGameFrom starts a game from a given position (from a FEN, say).
func NewGameFrom(p Position) *Game {
	g := &Game{positions: []Position{p}}
	g.settle()
	return g
}

// Start returns the position the game started from.
func (g *Game) Start() Position { return g.positions[0] }

// Position returns the current position.
func (g *Game) Position() Position { return g.positions[len(g.positions)-1] }

// PositionAt returns the position after the first n moves (0 is the start).
func (g *Game) PositionAt(n int) Position { return g.positions[n] }

// Variant returns the rules of the game.
func (g *Game) Variant() Variant { return g.positions[0].Variant() }

// Moves returns the moves played so far, each removal its own ply.
func (g *Game) Moves() []Move { return append([]Move(nil), g.moves...) }

// Ply is the number of moves played.
func (g *Game) Ply() int { return len(g.moves) }

// Result is the outcome so far.
func (g *Game) Result() Result { return g.result }

// LegalMoves lists the moves allowed now; none once the game is over.
func (g *Game) LegalMoves() []Move {
	if g.result.Over() {
		return nil
	}
	p := g.Position()
	return p.LegalMoves(nil)
}

// Play makes a move, or explains why it is illegal. It forgets the moves
// that were undone.
func (g *Game) Play(m Move) error {
	if err := g.check(m); err != nil {
		return err
	}
	g.push(m)
	g.redo = g.redo[:0]
	return nil
}

// PlayTurn plays a move written in notation, removals attached or not
// ("d6", "a1-a4xg7", "xa4"). On an error nothing of the turn is played.
func (g *Game) PlayTurn(s string) error {
	moves, err := ParseTurn(s)
	if err == nil {
		p := g.Position()
		err = p.Board().onBoard(moves)
	}
	if err != nil {
		return err
	}
	n := len(g.moves)
	redo := append([]Move(nil), g.redo...)
	for _, m := range moves {
		if err := g.Play(m); err != nil {
			for len(g.moves) > n {
				g.pop()
			}
			g.redo = redo
			return err
		}
	}
	return nil
}

func (g *Game) check(m Move) error {
	if g.result.Over() {
		return &GameOverError{g.result}
	}
	p := g.Position()
	if p.IsLegal(m) {
		return nil
	}
	why, pr := p.whyIllegal(m)
	return &IllegalMoveError{Move: m, Ply: len(g.moves) + 1, Why: why, Problem: pr}
}

// whyIllegal explains in a few words why a move is not legal here, in
// English and as a Problem.
func (p *Position) whyIllegal(m Move) (string, Problem) {
	us := p.side
	if err := p.rb.board.onBoard([]Move{m}); err != nil && m.wellFormed() {
		// A point of another board, such as the centre d4 on 24 points.
		return err.Error(), Problem{Kind: IllegalNotAMove}
	}
	switch {
	case !m.wellFormed():
		return "not a move", Problem{Kind: IllegalNotAMove}
	case p.remove > 0 && m.Kind() != RemoveMove:
		return fmt.Sprintf("%v must first remove a %v man", us, us.Other()), Problem{Kind: IllegalMustRemove, Side: us}
	case m.Kind() == RemoveMove && p.remove == 0:
		return "no mill was formed, nothing may be removed", Problem{Kind: IllegalNoMill}
	case m.Kind() == RemoveMove && !p.men[us.Other()].Has(m.To()):
		return fmt.Sprintf("no %v man on %v", us.Other(), m.To()), Problem{Kind: IllegalNoManToRemove, Side: us.Other(), Point: m.To()}
	case m.Kind() == RemoveMove:
		return fmt.Sprintf("the man on %v stands in a mill and others do not", m.To()), Problem{Kind: IllegalInMill, Point: m.To()}
	case m.Kind() == PassMove:
		return "a side may pass only when it cannot move", Problem{Kind: IllegalPass}
	case !p.Empty().Has(m.To()):
		return fmt.Sprintf("%v is not empty", m.To()), Problem{Kind: IllegalNotEmpty, Point: m.To()}
	case m.Kind() == PlaceMove:
		return fmt.Sprintf("%v has no men left to place", us), Problem{Kind: IllegalNoneInHand, Side: us}
	case p.hand[us] > 0 && !p.rb.MoveInPlacing:
		return fmt.Sprintf("%v must place a man while it has men in hand", us), Problem{Kind: IllegalMustPlace, Side: us}
	case !p.men[us].Has(m.From()):
		return fmt.Sprintf("no %v man on %v", us, m.From()), Problem{Kind: IllegalNoOwnMan, Side: us, From: m.From()}
	}
	if p.isBanned(m) {
		return fmt.Sprintf("the man on %v may not go straight back to %v to close a mill again", m.From(), m.To()), Problem{Kind: IllegalShuttle, Point: m.To(), From: m.From()}
	}
	return fmt.Sprintf("%v is not next to %v", m.To(), m.From()), Problem{Kind: IllegalNotNext, Point: m.To(), From: m.From()}
}

func (g *Game) push(m Move) {
	p := g.Position()
	p.Play(m)
	g.positions = append(g.positions, p)
	g.moves = append(g.moves, m)
	g.settle()
}

func (g *Game) pop() Move {
	m := g.moves[len(g.moves)-1]
	g.moves = g.moves[:len(g.moves)-1]
	g.positions = g.positions[:len(g.positions)-1]
	g.conceded = Result{}
	g.settle()
	return m
}

// CanUndo reports whether there is a move to take back.
func (g *Game) CanUndo() bool { return len(g.moves) > 0 }

// CanRedo reports whether there is an undone move to play again. There is
// none once the game is over: only a resignation can end a game that has
// undone moves, and no move follows a resignation.
func (g *Game) CanRedo() bool { return len(g.redo) > 0 && !g.result.Over() }

// Undo takes back the last move; false if there is none. After a
// resignation it takes back the resignation along with the last move, so a
// player can resume from before the move that made them give up.
func (g *Game) Undo() bool {
	if len(g.moves) == 0 {
		return false
	}
	g.redo = append(g.redo, g.pop())
	return true
}

// Redo plays the last undone move again; false if there is none.
func (g *Game) Redo() bool {
	if !g.CanRedo() {
		return false
	}
	m := g.redo[len(g.redo)-1]
	g.redo = g.redo[:len(g.redo)-1]
	g.push(m)
	return true
}

// Resign ends the game with a win for the other side.
func (g *Game) Resign(c Color) { g.concede(c, Resigned) }

// LoseOnTime ends the game with a win for the other side because c's
// clock ran out. Like a resignation it is not a ply: Undo takes it back
// with the last move.
func (g *Game) LoseOnTime(c Color) { g.concede(c, OnTime) }

// concede ends a game still going on with a win for c's opponent.
func (g *Game) concede(c Color, why Reason) {
	if !g.result.Over() {
		g.conceded = win(c.Other(), why)
		g.result = g.conceded
	}
}

// Repetitions counts how often the current position has occurred among
// the positions the repetition rule counts, itself included: as Sanmill
// counts, those reached by slides, flights and passes since the last
// placement or removal. It is 0 for a position right after a placement or
// a removal (or the start), which does not count. Under the variant's
// RepetitionCountsProgress the position right after the last placement or
// removal counts too. Positions match in men, hands, side to move and
// removals owed.
func (g *Game) Repetitions() int {
	cur := g.Position()
	all := cur.rb.RepetitionCountsProgress
	n := 0
	for i := len(g.positions) - 1; i >= 0; i-- {
		// positions[i] counts if a slide or pass led to it; the history
		// before the last placement or removal cannot repeat.
		bySlide := i > 0 && !g.moves[i-1].progress()
		if !bySlide && !all {
			break
		}
		q := &g.positions[i]
		if q.hash == cur.hash && q.men == cur.men && q.side == cur.side && q.hand == cur.hand && q.remove == cur.remove {
			n++
		}
		if !bySlide {
			break
		}
	}
	return n
}

// progress reports whether the move places or removes a man: what restarts
// the n-move count and the repetition history.
func (m Move) progress() bool { return m.Kind() == PlaceMove || m.Kind() == RemoveMove }

// settle works out the result after the history changed.
func (g *Game) settle() {
	if g.conceded.Over() {
		g.result = g.conceded
		return
	}
	p := g.Position()
	g.result = p.Result()
	if g.result.Over() {
		return
	}
	if p.MoveLimitReached() {
		g.result = Result{Draw, MoveLimit}
	} else if p.rb.ThreefoldRepetition && g.Repetitions() >= 3 {
		g.result = Result{Draw, Repetition}
	}
}

// Clone returns an independent copy of the game: its history, the moves
// undone and the result. Positions share only the read-only rules.
func (g *Game) Clone() *Game {
	return &Game{
		positions: append([]Position(nil), g.positions...),
		moves:     append([]Move(nil), g.moves...),
		redo:      append([]Move(nil), g.redo...),
		result:    g.result,
		conceded:  g.conceded,
	}
}

// Prefix returns a new game with g's start and its first n plies, clamped
// to 0 and g.Ply(): the history is kept, so repetitions count from before
// ply n, but the moves after it are not there to redo, and the result is
// worked out anew for ply n. A resignation is not a ply and is not kept.
// It is what "play on from here" starts from, where an undone game would
// keep its redo list.
func (g *Game) Prefix(n int) *Game {
	n = min(max(n, 0), len(g.moves))
	p := &Game{
		positions: append([]Position(nil), g.positions[:n+1]...),
		moves:     append([]Move(nil), g.moves[:n]...),
	}
	p.settle()
	return p
}
