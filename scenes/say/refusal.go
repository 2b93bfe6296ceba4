package say

import (
	"github.com/ninemen/morris/lang"
	"github.com/ninemen/morris/rules"
)

// Refusal words why a choice makes no move: "b4 is not next to d2: slide
// along a line." It is "" for rules.RefuseNone.
func Refusal(l *lang.Lang, r rules.Refusal) string {
	us := r.Side
	to, from := r.To.String(), r.From.String()
	switch r.Kind {
	case rules.RefuseEmpty:
		return l.T(bySide(us, "refuse.empty.white", "refuse.empty.black"), "Point", to)
	case rules.RefuseOwnMan:
		return l.T(bySide(us, "refuse.own_man.white", "refuse.own_man.black"), "Point", to)
	case rules.RefuseInMill:
		return l.T("refuse.in_mill")
	case rules.RefuseTheirMan:
		return l.T(bySide(us, "refuse.their_man.white", "refuse.their_man.black"), "Point", to)
	case rules.RefuseTaken:
		return l.T("refuse.taken", "Point", to)
	case rules.RefuseStuck:
		return l.T("refuse.stuck")
	case rules.RefuseNoMan:
		return l.T(bySide(us, "refuse.no_man.white", "refuse.no_man.black"))
	case rules.RefuseNotNext:
		return l.T("refuse.not_next", "Point", to, "From", from)
	case rules.RefuseOccupied:
		return l.T("refuse.occupied", "Point", to)
	case rules.RefuseShuttle:
		return l.T("refuse.shuttle")
	}
	return ""
}
