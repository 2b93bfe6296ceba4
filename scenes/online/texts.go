package online

import (
	"fmt"
	"time"

	"github.com/ninemen/morris/lang"
	wire "github.com/ninemen/morris/online"
	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes/say"
)

// timeControls are the time controls a room may be opened with: untimed,
// rapid ones with an increment, and correspondence days for each turn.
var timeControls = []wire.TimeControl{
	{Kind: wire.Untimed},
	{Kind: wire.Rapid, Base: 5 * 60, Inc: 3},
	{Kind: wire.Rapid, Base: 10 * 60, Inc: 5},
	{Kind: wire.Rapid, Base: 15 * 60, Inc: 10},
	{Kind: wire.Correspondence, Days: 1},
	{Kind: wire.Correspondence, Days: 3},
}

// tcName names a time control: "Untimed", "10 min + 5 s", "3 days a move".
func tcName(l *lang.Lang, tc wire.TimeControl) string {
	switch tc.Kind {
	case wire.Rapid:
		return l.T("online.tc.rapid", "Min", tc.Base/60, "Inc", tc.Inc)
	case wire.Correspondence:
		return l.N("online.tc.days", tc.Days)
	}
	return l.T("online.tc.untimed")
}

// clockText is a clock's time left: "9:58" or "1:02:03" for rapid play,
// "2 d 3 h" or "5 h 12 min" for correspondence.
func clockText(l *lang.Lang, kind wire.TimeKind, left time.Duration) string {
	left = max(0, left)
	if kind == wire.Correspondence {
		h := int(left / time.Hour)
		if h >= 24 {
			return l.T("online.clock.days", "D", h/24, "H", h%24)
		}
		return l.T("online.clock.hours", "H", h, "M", int(left/time.Minute)%60)
	}
	// A clock shows the seconds it has begun, so that it reads 0:00 only
	// when the time is out.
	s := int((left + time.Second - 1) / time.Second)
	if s >= 3600 {
		return fmt.Sprintf("%d:%02d:%02d", s/3600, s/60%60, s%60)
	}
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}

// refusalText words why the client ended.
func refusalText(l *lang.Lang, err error) string {
	switch wire.RefusalOf(err) {
	case wire.ErrNotFound, wire.ErrBadSecret:
		return l.T("online.error.gone")
	case wire.ErrBadToken, wire.ErrSeatTaken:
		return l.T("online.error.taken")
	case wire.ErrBadCode:
		return l.T("online.error.bad_code")
	case wire.ErrVersion:
		return l.T("online.error.version")
	}
	return l.T("online.error.stopped", "Error", err.Error())
}

// reasonText words why an online game ended, from the player's side:
// the headline and the line under it.
func reasonText(l *lang.Lang, m *match) (head, why string) {
	res := m.game.Result()
	won := m.result == "1-0" && m.you == rules.White || m.result == "0-1" && m.you == rules.Black
	switch {
	case m.result == "1/2-1/2":
		head = l.T("online.over.draw")
	case m.spectator:
		head = l.T("online.over.white_wins")
		if m.result == "0-1" {
			head = l.T("online.over.black_wins")
		}
	case won:
		head = l.T("online.over.you_win")
	default:
		head = l.T("online.over.friend_wins")
	}
	switch m.reason {
	case wire.ReasonResigned:
		why = l.T("online.over.resigned")
	case wire.ReasonTime:
		why = l.T("online.over.time")
	case wire.ReasonAgreement:
		why = l.T("online.over.agreed")
	default:
		if res.Over() {
			why = say.Why(l, res)
		}
	}
	return head, why
}
