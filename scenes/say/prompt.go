package say

import (
	"github.com/ninemen/morris/lang"
	"github.com/ninemen/morris/rules"
)

// Prompt words what the side to move must do for the status line: what
// to do ("White to place — 9 in hand") and a line of help under it. Both
// are empty for rules.TaskNone.
func Prompt(l *lang.Lang, pr rules.Prompt) (main, help string) {
	side := pr.Side
	switch pr.Task {
	case rules.TaskRemove:
		help = l.T("prompt.remove.help")
		switch {
		case pr.Protected && pr.Removal == rules.RemoveOutsideMillsFirst:
			help = l.T("prompt.remove.help_mills_first")
		case pr.Protected && pr.Removal == rules.RemoveOutsideMillsOnly:
			help = l.T("prompt.remove.help_mills_safe")
		}
		return l.T(bySide(side, "prompt.remove.white", "prompt.remove.black")), help
	case rules.TaskPlace:
		main = l.N(bySide(side, "prompt.place.white", "prompt.place.black"), pr.InHand)
		if pr.LastMan() {
			main = l.T(bySide(side, "prompt.place_last.white", "prompt.place_last.black"))
		}
		help = l.T("prompt.place.help")
		if pr.MayMove {
			help = l.T("prompt.place.help_or_move")
		}
		return main, help
	case rules.TaskPass:
		return l.T(bySide(side, "prompt.pass.white", "prompt.pass.black")), l.T("prompt.pass.help")
	case rules.TaskFly:
		main, help = l.T(bySide(side, "prompt.fly.white", "prompt.fly.black")), flyHelp(l, pr.FlyAt, pr.BothFly)
	case rules.TaskMove:
		main, help = l.T(bySide(side, "prompt.move.white", "prompt.move.black")), l.T("prompt.move.help")
	default:
		return "", ""
	}
	if pr.Selected {
		help = l.T("prompt.selected.help")
	}
	return main, help
}

// flyHelp says when a man may go to any point. At three men "or fewer"
// goes without saying: two men have lost.
func flyHelp(l *lang.Lang, at int, both bool) string {
	switch {
	case both:
		return l.N("prompt.fly.help_both", at)
	case at == rules.MinMen:
		return l.N("prompt.fly.help_at", at)
	}
	return l.N("prompt.fly.help_at_or_fewer", at)
}
