package learn

import (
	"errors"
	"fmt"
	"slices"
	"time"
)

// Card is a mistake of the player's own, made a puzzle: the position
// before it, the better turn the engine found, and when it comes back.
// A card comes back after each interval of Intervals in turn while it is
// solved; a failure starts it over from the first; solved Retire times in
// a row, it leaves the deck.
type Card struct {
	// Line is the puzzle as a line of the set (see Puzzle.Line): its
	// source is the search that found the better turn.
	Line string `json:"line"`
	// Game names the game the mistake was made in, as the player's saved
	// games name it, and Ply is the ply of the mistake in it.
	Game string `json:"game"`
	Ply  int    `json:"ply"`
	// Due is when the card comes back; Step is how many intervals it has
	// passed; Row is how many times in a row it has been solved.
	Due  time.Time `json:"due"`
	Step int       `json:"step"`
	Row  int       `json:"row"`
}

// Intervals are the waits between a card's showings while it is solved:
// a spaced repetition schedule of the simplest kind (each wait about
// twice the last), enough for a mistake to be learned and not nagged.
var Intervals = []time.Duration{
	24 * time.Hour, 3 * 24 * time.Hour, 7 * 24 * time.Hour, 16 * 24 * time.Hour, 35 * 24 * time.Hour,
}

// Retire is how many times in a row a card must be solved to leave the
// deck.
const Retire = 3

// retry is how soon a failed card comes back: later in the same sitting.
const retry = 10 * time.Minute

// maxCards bounds the deck: the oldest cards leave first.
const maxCards = 300

// NewCard makes a card of puzzle p from ply of game, due at once.
func NewCard(p *Puzzle, game string, ply int, now time.Time) Card {
	return Card{Line: p.Line(), Game: game, Ply: ply, Due: now}
}

// Puzzle reads the card's puzzle.
func (c *Card) Puzzle() (Puzzle, error) { return ParseLine(c.Line) }

// Review counts a showing of the card at now: solved, it comes back after
// the next interval; failed, it starts over and comes back soon. It
// reports whether the card is now retired.
func (c *Card) Review(solved bool, now time.Time) (retired bool) {
	if !solved {
		c.Row, c.Step, c.Due = 0, 0, now.Add(retry)
		return false
	}
	c.Row++
	c.Due = now.Add(Intervals[min(c.Step, len(Intervals)-1)])
	c.Step++
	return c.Row >= Retire
}

func (c *Card) check() error {
	if _, err := c.Puzzle(); err != nil {
		return err
	}
	if c.Step < 0 || c.Row < 0 || c.Ply < 0 {
		return errors.New("a negative count")
	}
	return nil
}

// AddMistake puts the card in the deck, unless a card of the same
// position is there already.
func (pr *Progress) AddMistake(c Card) bool {
	p, err := c.Puzzle()
	if err != nil {
		return false
	}
	fen := p.Position.FEN()
	for i := range pr.Mistakes {
		if q, err := pr.Mistakes[i].Puzzle(); err == nil && q.Position.FEN() == fen {
			return false
		}
	}
	pr.Mistakes = append(pr.Mistakes, c)
	if n := len(pr.Mistakes) - maxCards; n > 0 {
		pr.Mistakes = slices.Delete(pr.Mistakes, 0, n)
	}
	return true
}

// Due lists the indexes of the cards due at now, the longest due first.
func (pr *Progress) Due(now time.Time) []int {
	var out []int
	for i := range pr.Mistakes {
		if !pr.Mistakes[i].Due.After(now) {
			out = append(out, i)
		}
	}
	slices.SortStableFunc(out, func(a, b int) int { return pr.Mistakes[a].Due.Compare(pr.Mistakes[b].Due) })
	return out
}

// ReviewMistake counts a showing of card i, and takes a retired card out
// of the deck.
func (pr *Progress) ReviewMistake(i int, solved bool, now time.Time) error {
	if i < 0 || i >= len(pr.Mistakes) {
		return fmt.Errorf("no mistake %d in a deck of %d", i, len(pr.Mistakes))
	}
	if pr.Mistakes[i].Review(solved, now) {
		pr.Mistakes = slices.Delete(pr.Mistakes, i, i+1)
	}
	return nil
}
