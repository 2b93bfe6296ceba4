package rules

import "fmt"

// Task is what a prompt asks of the side to move.
type Task uint8

const (
	// TaskNone: the position ends the game; there is nothing to do.
	TaskNone Task = iota
	// TaskPlace: put a man from the hand on an empty point.
	TaskPlace
	// TaskMove: slide a man to a point next to it.
	TaskMove
	// TaskFly: move a man to any empty point.
	TaskFly
	// TaskRemove: take one of the opponent's men, a mill having closed.
	TaskRemove
	// TaskPass: no man can move, and under BlockedPasses the turn passes.
	TaskPass
)

// Prompt is what the side to move must do now, with every fact a sentence
// about it needs, so that it can be worded in any language. Only the
// fields of its Task are set; the rest are zero, so that equal prompts
// read the same. Lines words it in English.
type Prompt struct {
	Task Task
	// Side is the side to move.
	Side Color
	// InHand is how many men Side still has to place (TaskPlace); at 1 it
	// places its last man (see LastMan).
	InHand int
	// MayMove: while placing, Side may slide a man instead (the
	// variant's MoveInPlacing; TaskPlace).
	MayMove bool
	// FlyAt is how few men a side has when it flies (TaskFly).
	FlyAt int
	// BothFly: once one side is down to FlyAt men, both fly (TaskFly).
	BothFly bool
	// Removal is the variant's removal rule (TaskRemove).
	Removal RemovalRule
	// Protected: some of the opponent's men stand in mills and may not be
	// taken now (TaskRemove). It is never set under RemoveAny.
	Protected bool
	// Removals is how many men Side still has to remove, this one
	// included (TaskRemove): two after closing two mills at once under
	// RemoveMultiple.
	Removals int
	// Selected: a man of Side has been chosen to move (TaskMove, TaskFly,
	// and TaskPlace when MayMove).
	Selected bool
}

// Prompt says what the side to move must do now, given the point of the
// man the player has chosen (NoPoint for none; a point without a man of
// the side to move counts as none). A position that ends the game asks
// nothing (TaskNone); the draws a Game finds in its history are the
// caller's to check first.
func (p *Position) Prompt(selected Point) Prompt {
	us := p.side
	pr := Prompt{Side: us}
	switch {
	case p.Result().Over():
		return Prompt{}
	case p.remove > 0:
		pr.Task = TaskRemove
		pr.Removal = p.rb.Removal
		pr.Protected = p.Removable() != p.men[us.Other()]
		pr.Removals = int(p.remove)
		return pr
	case p.hand[us] > 0:
		pr.Task = TaskPlace
		pr.InHand = int(p.hand[us])
		pr.MayMove = p.rb.MoveInPlacing
		if !pr.MayMove {
			return pr
		}
	case p.IsLegal(Pass):
		pr.Task = TaskPass
		return pr
	case p.Flies(us):
		pr.Task = TaskFly
		pr.FlyAt = p.rb.FlyAt
		pr.BothFly = p.rb.BothFly
	default:
		pr.Task = TaskMove
	}
	pr.Selected = selected.Valid() && p.men[us].Has(selected)
	return pr
}

// LastMan reports whether the prompt is to place the side's last man.
func (pr Prompt) LastMan() bool { return pr.Task == TaskPlace && pr.InHand == 1 }

// Lines words the prompt in English for the status line: what to do
// ("White to place — 9 in hand") and a line of help under it ("Choose an
// empty point."). Both are empty for TaskNone.
func (pr Prompt) Lines() (main, help string) {
	side := pr.Side
	switch pr.Task {
	case TaskRemove:
		help = "Choose one of the marked men."
		switch {
		case pr.Protected && pr.Removal == RemoveOutsideMillsFirst:
			help = "Men standing in a mill are safe while others are not."
		case pr.Protected && pr.Removal == RemoveOutsideMillsOnly:
			help = "Men standing in a mill are safe."
		}
		return fmt.Sprintf("%v: remove a %s man", side, lower(side.Other())), help
	case TaskPlace:
		main = fmt.Sprintf("%v to place — %d in hand", side, pr.InHand)
		if pr.LastMan() {
			main = fmt.Sprintf("%v to place — the last man", side)
		}
		help = "Choose an empty point."
		if pr.MayMove {
			help = "Choose an empty point, or a man to move."
		}
		return main, help
	case TaskPass:
		return fmt.Sprintf("%v cannot move", side), "No man has a free point next to it: the turn passes."
	case TaskFly:
		main, help = fmt.Sprintf("%v flies", side), flyHelp(pr.FlyAt, pr.BothFly)
	case TaskMove:
		main, help = fmt.Sprintf("%v to move", side), "Choose a man, then the point next to it."
	default:
		return "", ""
	}
	if pr.Selected {
		help = "Choose where it goes, or another man."
	}
	return main, help
}

// flyHelp says when a man may go to any point. At three men "or fewer"
// goes without saying: two men have lost.
func flyHelp(at int, both bool) string {
	n := numberWord(at)
	switch {
	case both:
		return "Once a side is down to " + n + " men, both fly: a man may go to any point."
	case at == MinMen:
		return "With " + n + " men left, a man may go to any point."
	}
	return "With " + n + " men or fewer left, a man may go to any point."
}

// numberWord spells the numbers a variant's counts take, 3 to 12, as words
// and any other as digits.
func numberWord(n int) string {
	words := [...]string{"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"}
	if n >= 0 && n < len(words) {
		return words[n]
	}
	return fmt.Sprint(n)
}
