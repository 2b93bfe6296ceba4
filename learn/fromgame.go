package learn

import (
	"fmt"
	"hash/fnv"
	"math"
	"slices"
	"time"

	"github.com/ninemen/morris/rules"
)

// Judged is a turn of a game the review marked a mistake or a blunder:
// where it starts, what it cost its player, and the engine's line from
// the position before it.
type Judged struct {
	// Ply is the ply the turn starts at.
	Ply int
	// Drop is what the turn cost its player on the review's scale (its
	// graph's height, -1 to 1, before the turn less after it): 0.3 or
	// more is a mistake, 0.6 or more a blunder.
	Drop float64
	// Line is the engine's principal variation from the position before
	// the turn, and Depth the turns its search completed.
	Line  []rules.Move
	Depth int
}

// mistakeTurns is how many turns of the engine's line a card keeps at
// most: the better turn, the reply and the next turn, enough to show
// why it is better without asking for a long line the search saw once.
const mistakeTurns = 3

// maxMistakeDepth bounds a card's source depth: the board checks a turn
// off the line with a search that deep, which must stay quick in the
// browser; the set's own searched puzzles are no deeper.
const maxMistakeDepth = 6

// MistakeRating is a card's rating for a turn that cost drop: 1000 plus
// 400 a unit of the review's scale, so a mistake (0.3) is 1120, a
// blunder (0.6) 1240 and a won game thrown away (about 1.9) near 1760.
// The bigger the drop, the more the player missed, and the harder the
// position was for them.
func MistakeRating(drop float64) int {
	return max(0, min(4000, int(math.Round(1000+400*drop))))
}

// MistakeCards makes cards of player's turns among turns in g (named
// game, as the player's saved games name it), due at now: each the
// position before the turn, with the engine's better turn as the
// solution, its reply and its next turn if the line has them, themes
// from LineThemes (and Material, Win where the line shows them), a
// rating from MistakeRating and the source search:<depth>. The other
// side's turns, turns that were the engine's own, lines that do not
// play, and a game not of the standard rules the puzzles read, make no
// card.
func MistakeCards(g *rules.Game, turns []Judged, player rules.Color, game string, now time.Time) []Card {
	var out []Card
	for _, j := range turns {
		if j.Ply < 0 || j.Ply >= g.Ply() {
			continue
		}
		p, ok := mistakePuzzle(g, j, player)
		if !ok {
			continue
		}
		out = append(out, NewCard(&p, game, j.Ply, now))
	}
	return out
}

// mistakePuzzle is the puzzle of the turn j of g, if it is player's, the
// engine found a better one, and the puzzle reads back.
func mistakePuzzle(g *rules.Game, j Judged, player rules.Color) (Puzzle, bool) {
	start := g.PositionAt(j.Ply)
	if start.SideToMove() != player || start.PendingRemovals() > 0 {
		return Puzzle{}, false
	}
	line := wholeTurns(start, j.Line)
	if len(line) == 0 {
		return Puzzle{}, false
	}
	played := rules.FirstTurn(g.Moves()[j.Ply:])
	if slices.Equal(played, line[0]) {
		return Puzzle{}, false
	}
	p := Puzzle{Position: start, Solution: line, Rating: MistakeRating(j.Drop),
		Source: Source{Depth: max(1, min(j.Depth, maxMistakeDepth))}}
	end := start
	for _, t := range line {
		end = After(end, t)
	}
	if w, won := end.Result().Winner(); won && w == player {
		p.Themes = append(p.Themes, Win)
	}
	lead := func(q rules.Position) int { return q.Total(player) - q.Total(player.Other()) }
	if lead(end) > lead(start) {
		p.Themes = append(p.Themes, Material)
	}
	p.Themes = append(p.Themes, LineThemes(start, line)...)
	h := fnv.New32a()
	h.Write([]byte(start.FEN()))
	p.ID = fmt.Sprintf("m%08x", h.Sum32())
	// The puzzles read the standard rules only, and a line is checked
	// whole: a card that would not read back is no card.
	q, err := ParseLine(p.Line())
	return q, err == nil
}

// wholeTurns is the line's first turns from start, at most mistakeTurns,
// each whole and legal, cut to end with a turn of start's side to move
// (the opponent's reply only with the solver's turn after it).
func wholeTurns(start rules.Position, line []rules.Move) [][]rules.Move {
	var out [][]rules.Move
	p := start
	for _, t := range rules.SplitTurns(line) {
		if len(out) == mistakeTurns || p.Result().Over() {
			break
		}
		side := p.SideToMove()
		q := p
		legal := true
		for _, m := range t {
			if legal = q.IsLegal(m); !legal {
				break
			}
			q.Play(m)
		}
		if !legal || !q.Result().Over() && (q.PendingRemovals() > 0 || q.SideToMove() == side) {
			break
		}
		out = append(out, t)
		p = q
	}
	if len(out)%2 == 0 && len(out) > 0 {
		out = out[:len(out)-1]
	}
	return out
}
