package learn

import (
	"fmt"
	"slices"

	"github.com/ninemen/morris/ai"
	"github.com/ninemen/morris/rules"
)

// Lesson is one short lesson: a title and a few steps on the board. The
// lessons are data (see lessonTable), so that a new one is a new entry
// and never new code.
type Lesson struct {
	// ID names the lesson in the player's progress; it never changes.
	ID string
	// Title is the lesson's title, a message id.
	Title string
	// Steps are the lesson's steps, in order, as written for the standard
	// rules; a Run picks those that fit the player's rules (see Need).
	Steps []Step
}

// StepKind is what a step asks of the player.
type StepKind uint8

// The kinds of step.
const (
	// MoveStep asks for a turn on the board (see Check).
	MoveStep StepKind = iota
	// NoteStep only shows its position and text; the player reads on.
	NoteStep
	// GameStep is a game from the step's position against Opponent, with
	// hints offered, which the scene plays; Next passes it once the game
	// has begun, whatever its result.
	GameStep
)

// Opponent is the level the GameStep's game is played against.
const Opponent = ai.Beginner

// Check is what counts as the right turn in a MoveStep: a small closed
// set, so that no lesson needs code of its own.
type Check uint8

// The checks.
const (
	// Listed: a turn that begins with one of the step's Accept turns; a
	// listed turn without its removal accepts any removal the rules allow.
	Listed Check = iota
	// AnyPlacement: any turn that places a man.
	AnyPlacement
	// AnyMove: any legal turn; the step only shows something.
	AnyMove
	// AnyMill: any turn whose man closes a mill where it lands.
	AnyMill
)

// Need is a rule a step teaches that the player's rules may switch off.
// A step whose need the rules do not meet is replaced by its Else, or
// left out when it has none.
type Need uint8

// The needs.
const (
	// Always: the step holds under every rule.
	Always Need = iota
	// NeedsFlying: the side to move of the step's position flies.
	NeedsFlying
	// NeedsMillsSafe: a man in a mill is safe while others are not (any
	// removal rule but RemoveAny).
	NeedsMillsSafe
	// NeedsMillsTakenWhenAll: when every opposing man stands in a mill, a mill
	// takes one of them (any rule but RemoveOutsideMillsOnly).
	NeedsMillsTakenWhenAll
	// NeedsRemovalPerMill: closing two mills at once removes two men.
	NeedsRemovalPerMill
	// NeedsBlockedLoses: a side that cannot move loses.
	NeedsBlockedLoses
	// NeedsRepetition: a position that comes a third time draws, counted as
	// Sanmill counts (the step's Lead is laid out for that count).
	NeedsRepetition
	// NeedsMoveLimit: the n-move rule is on.
	NeedsMoveLimit
)

// Count is a number a step's text says, taken from the player's rules.
type Count uint8

// The counts.
const (
	// NoCount: the text says no number.
	NoCount Count = iota
	// MoveLimitCount: the plies without a placement or a removal that
	// draw the game (Variant.NMoveRule); the text is said with l.N.
	MoveLimitCount
)

// Step is one step of a lesson: a position set up for it, a line of text
// and what the player is to do there.
type Step struct {
	Kind StepKind
	// FEN is the step's position, a Sanmill FEN; White, the player, is to
	// move.
	FEN string
	// Lead are turns played from FEN before the step begins, in notation:
	// the history a draw by repetition needs.
	Lead []string
	// Text is what the step says, a message id.
	Text string
	// Count is the number Text says, if any.
	Count Count
	// Check is what counts as right, with Accept the turns of Listed.
	Check  Check
	Accept []string
	// Miss is the lesson's reason for a legal turn that is not what the
	// step asks, a message id; it may say {{.Point}}, where the player's
	// man landed.
	Miss string
	// Praise is said after the right turn, a message id.
	Praise string
	// Reply is the opponent's turn after the right one: the first of
	// these turns that is legal then.
	Reply []string
	// Need is the rule the step teaches; Else replaces the step when the
	// player's rules do not have it.
	Need Need
	Else *Step
}

// Lessons returns the lessons, in the order a player takes them.
func Lessons() []Lesson { return slices.Clone(lessonTable) }

// LessonByID returns the lesson with the id.
func LessonByID(id string) (Lesson, bool) {
	i := slices.IndexFunc(lessonTable, func(l Lesson) bool { return l.ID == id })
	if i < 0 {
		return Lesson{}, false
	}
	return lessonTable[i], true
}

// LessonVariant is the rules a lesson is played under for a player who
// chose v: the standard board and men, which every lesson's positions are
// drawn on, with v's switches for flying, removals, a blocked side and
// the draws, which the lessons teach as the player will meet them.
func LessonVariant(v rules.Variant) rules.Variant {
	l := rules.NineMensMorris()
	l.MayFly, l.FlyAt, l.BothFly = v.MayFly, v.FlyAt, v.BothFly
	l.RemoveMultiple, l.Removal, l.Blocked = v.RemoveMultiple, v.Removal, v.Blocked
	l.NMoveRule, l.ThreefoldRepetition = v.NMoveRule, v.ThreefoldRepetition
	l.RepetitionCountsProgress, l.MoveLimitAfterRemoval = v.RepetitionCountsProgress, v.MoveLimitAfterRemoval
	return l
}

// Text is a message to say: l.T(ID, Args...), or l.N(ID, Count, Args...)
// when Plural.
type Text struct {
	ID     string
	Plural bool
	Count  int
	Args   []any
}

// Verdict is what a lesson says of a turn the player tried.
type Verdict struct {
	// Right: the turn is what the step asks; Praise says so, Reply is the
	// opponent's answer to animate, Result how the game stands after it.
	Right  bool
	Praise Text
	Reply  []rules.Move
	Result rules.Result
	// More: the turn so far is right and owes its removal; the player
	// chooses it and the scene tries the whole turn.
	More bool
	// A wrong turn has a Reason, the lesson's words for it; when the rules
	// refuse the turn, Refusal says why in theirs (its Kind is RefuseNone
	// for a legal turn, and for the rare illegal one with no refusal to
	// say), which a scene says first.
	Refusal rules.Refusal
	Reason  Text
}

// Run is a lesson in progress under the player's rules.
type Run struct {
	lesson  Lesson
	variant rules.Variant
	steps   []Step
	// games are the steps' games, set up at the start so that a lesson
	// with a wrong position fails at once rather than halfway.
	games []*rules.Game
	i     int
	right bool
	done  bool
}

// NewRun starts lesson l for a player whose rules are v (see
// LessonVariant). It picks the steps for those rules and sets up each;
// an error means the lesson's data is wrong.
func NewRun(l Lesson, v rules.Variant) (*Run, error) {
	r := &Run{lesson: l, variant: LessonVariant(v)}
	for i := range l.Steps {
		s, err := r.choose(&l.Steps[i])
		if err != nil {
			return nil, fmt.Errorf("lesson %s step %d: %w", l.ID, i+1, err)
		}
		if s == nil {
			continue
		}
		g, err := setUp(s, r.variant)
		if err != nil {
			return nil, fmt.Errorf("lesson %s step %d: %w", l.ID, i+1, err)
		}
		r.steps, r.games = append(r.steps, *s), append(r.games, g)
	}
	if len(r.steps) == 0 {
		return nil, fmt.Errorf("lesson %s: no step under these rules", l.ID)
	}
	return r, nil
}

// choose returns the step, its Else or nil, as the rules meet its need.
func (r *Run) choose(s *Step) (*Step, error) {
	v := r.variant
	met := true
	switch s.Need {
	case NeedsFlying:
		p, err := rules.ParseFEN(s.FEN, v)
		if err != nil {
			return nil, err
		}
		met = p.Flies(p.SideToMove())
	case NeedsMillsSafe:
		met = v.Removal != rules.RemoveAny
	case NeedsMillsTakenWhenAll:
		met = v.Removal != rules.RemoveOutsideMillsOnly
	case NeedsRemovalPerMill:
		met = v.RemoveMultiple
	case NeedsBlockedLoses:
		met = v.Blocked == rules.BlockedLoses
	case NeedsRepetition:
		met = v.ThreefoldRepetition && !v.RepetitionCountsProgress
	case NeedsMoveLimit:
		met = v.NMoveRule > 0
	}
	if met {
		return s, nil
	}
	if s.Else != nil {
		return r.choose(s.Else)
	}
	return nil, nil
}

// setUp sets up a step's game under v: its position and its lead.
func setUp(s *Step, v rules.Variant) (*rules.Game, error) {
	p, err := rules.ParseFEN(s.FEN, v)
	if err != nil {
		return nil, err
	}
	g := rules.NewGameFrom(p)
	for _, t := range s.Lead {
		if err := g.PlayTurn(t); err != nil {
			return nil, fmt.Errorf("lead %s: %w", t, err)
		}
	}
	if g.Result().Over() {
		return nil, fmt.Errorf("the game is over: %v", g.Result())
	}
	return g, nil
}

// Lesson is the lesson being run.
func (r *Run) Lesson() Lesson { return r.lesson }

// Variant is the rules the lesson runs under (see LessonVariant).
func (r *Run) Variant() rules.Variant { return r.variant }

// Steps is the number of steps the lesson has under these rules.
func (r *Run) Steps() int { return len(r.steps) }

// Index is the number of the current step, from 0.
func (r *Run) Index() int { return r.i }

// Step is the current step, as chosen for the rules.
func (r *Run) Step() Step { return r.steps[r.i] }

// Kind is what the current step asks.
func (r *Run) Kind() StepKind { return r.steps[r.i].Kind }

// Game is the current step's game: its position after the lead, with the
// lead's history for the draw by repetition. The run keeps it; a scene
// plays on a Clone.
func (r *Run) Game() *rules.Game { return r.games[r.i] }

// Position is the current step's position.
func (r *Run) Position() rules.Position { return r.games[r.i].Position() }

// Text is what the current step says.
func (r *Run) Text() Text {
	s := &r.steps[r.i]
	if s.Count == MoveLimitCount {
		return Text{ID: s.Text, Plural: true, Count: r.variant.NMoveRule}
	}
	return Text{ID: s.Text}
}

// Try judges a turn the player played in a MoveStep. A wrong turn leaves
// the step as it was, to be tried again; a right one lets Next go on.
func (r *Run) Try(turn []rules.Move) Verdict {
	s := &r.steps[r.i]
	if s.Kind != MoveStep || len(turn) == 0 {
		return Verdict{Reason: Text{ID: "lesson.wrong.no_move"}}
	}
	g := r.games[r.i].Clone()
	for _, m := range turn {
		if err := g.Play(m); err != nil {
			return Verdict{Refusal: refusal(g.Position(), m), Reason: Text{ID: "lesson.wrong.no_move"}}
		}
	}
	p := r.Position()
	accepted := r.accepted(p)
	if slices.ContainsFunc(accepted, func(t []rules.Move) bool { return slices.Equal(t, turn) }) {
		v := Verdict{Right: true, Praise: Text{ID: s.Praise}}
		if !g.Result().Over() {
			v.Reply = reply(g, s.Reply)
		}
		v.Result = g.Result()
		r.right = true
		return v
	}
	q := g.Position()
	owed := q.Owes(p.SideToMove()) && !g.Result().Over()
	if owed && slices.ContainsFunc(accepted, func(t []rules.Move) bool { return len(t) > len(turn) && slices.Equal(t[:len(turn)], turn) }) {
		return Verdict{More: true}
	}
	return Verdict{Reason: Text{ID: s.Miss, Args: []any{"Point", turn[0].To().String()}}}
}

// refusal is why p refuses m, as the rules word a choice on the board:
// for a slide, first the man picked, then where it went.
func refusal(p rules.Position, m rules.Move) rules.Refusal {
	if m.Kind() == rules.SlideMove {
		if f := p.Refusal(rules.NoPoint, m.From()); f.Kind != rules.RefuseNone {
			return f
		}
		return p.MoveRefusal(m.From(), m.To())
	}
	if m.To().Valid() {
		return p.Refusal(rules.NoPoint, m.To())
	}
	return rules.Refusal{}
}

// reply plays and returns the first of the turns that is legal in g.
func reply(g *rules.Game, turns []string) []rules.Move {
	for _, s := range turns {
		t, err := rules.ParseTurn(s)
		if err != nil {
			continue
		}
		h := g.Clone()
		ok := true
		for _, m := range t {
			if h.Play(m) != nil {
				ok = false
				break
			}
		}
		if ok {
			*g = *h
			return t
		}
	}
	return nil
}

// accepted lists the whole turns from p that the current step accepts.
func (r *Run) accepted(p rules.Position) [][]rules.Move {
	s := &r.steps[r.i]
	var listed [][]rules.Move
	for _, a := range s.Accept {
		if t, err := rules.ParseTurn(a); err == nil {
			listed = append(listed, t)
		}
	}
	var out [][]rules.Move
	for _, t := range Turns(p) {
		ok := false
		switch s.Check {
		case Listed:
			ok = slices.ContainsFunc(listed, func(a []rules.Move) bool {
				return len(a) <= len(t) && slices.Equal(t[:len(a)], a)
			})
		case AnyPlacement:
			ok = t[0].Kind() == rules.PlaceMove
		case AnyMove:
			ok = true
		case AnyMill:
			q := p
			q.Play(t[0])
			ok = len(q.MillsThrough(t[0].To())) > 0
		}
		if ok {
			out = append(out, t)
		}
	}
	return out
}

// Accepted lists the turns the current step accepts: every one for a
// MoveStep (a hint, and the tests' right answers), none for the others.
func (r *Run) Accepted() [][]rules.Move {
	if r.steps[r.i].Kind != MoveStep {
		return nil
	}
	return r.accepted(r.Position())
}

// Next goes on to the next step: after a right turn, from a NoteStep,
// or from the GameStep once its game has begun. It reports whether it
// moved on; after the last step the lesson is Done and stays on it.
func (r *Run) Next() bool {
	if r.done || (r.steps[r.i].Kind == MoveStep && !r.right) {
		return false
	}
	if r.i == len(r.steps)-1 {
		r.done = true
	} else {
		r.i++
		r.right = false
	}
	return true
}

// Done reports whether every step of the lesson is passed: the moment to
// mark it in the player's LessonProgress.
func (r *Run) Done() bool { return r.done }
