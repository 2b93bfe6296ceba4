package online

import (
	"fmt"

	wire "github.com/ninemen/morris/online"
	"github.com/ninemen/morris/rules"
)

// What the screenshot tour (scenes/internal/tour) drives the scene by.

// Stage names what the scene shows: "no-server", "probing", "menu",
// "connecting", "waiting", "playing" or "failed".
func (s *Scene) Stage() string {
	return [...]string{"no-server", "probing", "menu", "connecting", "waiting", "playing", "failed"}[s.phase]
}

// Invite is the invite link of the room the scene opened, "" before.
func (s *Scene) Invite() string { return s.invite }

// Plies is the number of plies of the game on the board.
func (s *Scene) Plies() int {
	if s.match == nil {
		return 0
	}
	return s.match.game.Ply()
}

// Over reports whether the game on the board has ended.
func (s *Scene) Over() bool { return s.match != nil && s.match.finished() }

// SetColor fixes the colour the host plays (random by default), for
// pictures that are compared from run to run.
func (s *Scene) SetColor(c wire.Color) { s.color = c }

// Targets are where the scene's buttons and the board's points are on
// the screen: "create", "tc:2", "draw", "point:d6"...
func (s *Scene) Targets() map[string][2]float64 {
	s.layoutButtons()
	names := map[act]string{actBack: "back", actCreate: "create", actTC: "tc", actJoin: "join", actCopy: "copy", actCopyCode: "copy_code",
		actLeave: "leave", actDraw: "draw", actAccept: "accept", actDecline: "decline", actResign: "resign",
		actRematch: "rematch", actReview: "review", actSave: "save", actRetry: "retry"}
	out := map[string][2]float64{}
	for _, b := range s.buttons {
		name := names[b.act]
		if b.act == actTC {
			name = fmt.Sprintf("tc:%d", b.arg)
		}
		x, y := b.Rect.Center()
		out[name] = [2]float64{x, y}
	}
	if s.viewer != nil && s.phase == phasePlaying {
		for pt := range rules.Point(rules.NumPoints) {
			x, y := s.viewer.Point(pt)
			out["point:"+pt.String()] = [2]float64{x, y}
		}
	}
	return out
}
