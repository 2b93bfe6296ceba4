package ai

import (
	"fmt"

	"github.com/ninemen/morris/rules"
)

// Level is how well the computer plays, from Beginner to Master. The zero
// Level stands for Master, so a zero Options is the full engine.
type Level int

// The levels, weakest first. SkillLevel n of the engine protocol is
// Level(n).
const (
	Beginner Level = iota + 1
	Villager
	TavernPlayer
	ClubPlayer
	Expert
	Master
)

// Levels lists the levels from the weakest to the strongest.
func Levels() []Level {
	return []Level{Beginner, Villager, TavernPlayer, ClubPlayer, Expert, Master}
}

// Valid reports whether l is one of Levels (or zero, meaning Master).
func (l Level) Valid() bool { return l >= 0 && l <= Master }

func (l Level) norm() Level {
	if l == 0 {
		return Master
	}
	return l
}

// String is the level's name for menus: "Beginner", "Villager", ...
func (l Level) String() string {
	switch l.norm() {
	case Beginner:
		return "Beginner"
	case Villager:
		return "Villager"
	case TavernPlayer:
		return "Tavern Player"
	case ClubPlayer:
		return "Club Player"
	case Expert:
		return "Expert"
	case Master:
		return "Master"
	}
	return fmt.Sprintf("Level(%d)", int(l))
}

// Description is one line for the settings screen.
func (l Level) Description() string {
	switch l.norm() {
	case Beginner:
		return "Learned the rules today: takes a mill when it sees one, and not much more."
	case Villager:
		return "Blocks your mills and closes its own, but plans no further than the next move."
	case TavernPlayer:
		return "Looks a few moves ahead and springs simple traps."
	case ClubPlayer:
		return "Solid and patient: punishes loose men and cramped positions."
	case Expert:
		return "Reads deep combinations; only a real plan beats it."
	case Master:
		return "The full engine, thinking for all the time you allow."
	}
	return ""
}

// ParseLevel finds a level by its name (any case) or its number 1–6.
func ParseLevel(s string) (Level, error) {
	for _, l := range Levels() {
		if equalFold(s, l.String()) || s == fmt.Sprint(int(l)) {
			return l, nil
		}
	}
	return 0, fmt.Errorf("level %q: want a name such as Beginner or Master, or a number 1-%d", s, int(Master))
}

func equalFold(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := 0; i < len(a); i++ {
		x, y := a[i]|0x20, b[i]|0x20
		if x != y {
			return false
		}
	}
	return true
}

// openingPlacements is how many of each side's first placements a
// level's opening margin covers: a third of the men, three in the
// standard game. Below two (Three Men's Morris) there is no opening
// apart from the game: each of its three placements decides.
func openingPlacements(v rules.Variant) int {
	if n := v.Men / 3; n >= 2 {
		return n
	}
	return 0
}

// style is how a level plays: how far it looks, what it overlooks (see
// blind.go), and how it varies among the moves it judges near the best.
type style struct {
	depth    int     // deepest iteration, in turns; 0 for no limit
	timeFrac float64 // share of Options.MoveTime it uses
	quiet    bool    // no quiescence: it does not see the reply's mill
	material bool    // counts men and little else
	margin   int     // moves within this of the best are candidates
	noise    int     // each candidate's score moves by up to ± this
	// opening, if set, is the margin for the side's first placements
	// (openingPlacements), where a shallow search's scores part moves
	// that a long one finds nearly equal; there the level picks any
	// candidate alike (uniform): a person's favourite openings, and
	// most of a game's variety.
	opening int
	uniform bool
	// blind are the chances, on each move, of overlooking each kind of
	// danger and chance (blindSpot).
	blind [numBlindSpots]float64
	full  bool // the full engine: one best move, no candidates
	// nineDepth, if set, is depth on the 9-point board. Three men a side
	// leave so little to see there that a search of five turns plays the
	// game's solution: at their usual depths the Club Player, the Expert
	// and the Master only tied (docs/boards.md), so there the levels look
	// one, three and four turns ahead.
	nineDepth int
}

// at returns the style as it plays in p: its opening margin, any
// candidate alike, while the side to move makes its first placements.
func (st style) at(p *rules.Position) style {
	v := p.Variant()
	if st.opening > 0 && p.PendingRemovals() == 0 && p.InHand(p.SideToMove()) > v.Men-openingPlacements(v) {
		st.margin, st.uniform = st.opening, true
	}
	return st
}

// on returns the style as it plays on board b.
func (st style) on(b *rules.Board) style {
	if st.nineDepth > 0 && b.Kind() == rules.NinePoints {
		st.depth = st.nineDepth
	}
	return st
}

func (l Level) style() style {
	switch l.norm() {
	case Beginner:
		return style{depth: 1, timeFrac: 0.2, quiet: true, material: true, margin: 45, noise: 25,
			blind: [numBlindSpots]float64{blindLoose: 0.6, blindThreat: 1, blindDouble: 1, blindBlockade: 1}}
	case Villager:
		return style{depth: 1, timeFrac: 0.3, material: true, margin: 40, noise: 20,
			blind: [numBlindSpots]float64{blindLoose: 0.25, blindThreat: 1, blindDouble: 1, blindBlockade: 1}}
	case TavernPlayer:
		return style{depth: 3, timeFrac: 0.4, margin: 25, noise: 12, opening: 80,
			blind: [numBlindSpots]float64{blindLoose: 0.1, blindThreat: 0.6, blindDouble: 0.8, blindBlockade: 0.8}, nineDepth: 1}
	case ClubPlayer:
		return style{depth: 5, timeFrac: 0.5, margin: 15, noise: 8, opening: 80,
			blind: [numBlindSpots]float64{blindLoose: 0.04, blindThreat: 0.3, blindDouble: 0.5, blindBlockade: 0.5}, nineDepth: 3}
	case Expert:
		return style{depth: 7, timeFrac: 0.5, margin: 8, noise: 4, opening: 80,
			blind: [numBlindSpots]float64{blindLoose: 0.01, blindThreat: 0.1, blindDouble: 0.2, blindBlockade: 0.2}, nineDepth: 4}
	}
	return style{timeFrac: 1, full: true}
}
