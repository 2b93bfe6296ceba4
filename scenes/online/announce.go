package online

import "fmt"

// said is what the scene last told the end-to-end tests, a line for each
// change (see announce).
type said struct {
	stage, invite, conn, turn string
}

// announce tells the end-to-end tests what the scene shows, a line each
// time it changes: "online: <stage>" (Stage), "online: invite <link>",
// "online: connected" or "online: disconnected", and on the board
// "online: <colour> to play at ply <n>" (the player's turn, the board at
// rest; n is the number of turns the server confirmed), "… sent at ply
// <n>" (a turn played and not yet confirmed), "… waiting at ply <n>" (the
// friend's turn) and "… over <result> <reason> at ply <n>". They wait on
// these lines rather than on the clock, natively on stdout (with
// MORRIS_ANNOUNCE) and in the browser on the console.
func (s *Scene) announce() {
	if !announcing {
		return
	}
	now := said{stage: s.Stage(), invite: s.invite, turn: s.turnWord()}
	if s.client != nil {
		now.conn = "disconnected"
		if s.online {
			now.conn = "connected"
		}
	} else {
		now.conn = s.said.conn
	}
	lines := []struct{ was, is, line string }{
		{s.said.stage, now.stage, now.stage},
		{s.said.invite, now.invite, "invite " + now.invite},
		{s.said.conn, now.conn, now.conn},
		{s.said.turn, now.turn, now.turn},
	}
	for _, l := range lines {
		if l.is != "" && l.is != l.was {
			announceLine("online: " + l.line)
		}
	}
	s.said = now
}

// turnWord is where the game on the board is, for announce: "" before
// it starts.
func (s *Scene) turnWord() string {
	m := s.match
	if m == nil || s.phase != phasePlaying || m.spectator {
		return ""
	}
	you, n := colorOfWire(m.you), len(m.turns)
	switch {
	case m.finished():
		return fmt.Sprintf("%s over %s %s at ply %d", you, m.result, m.reason, n)
	case m.local > 0:
		return fmt.Sprintf("%s sent at ply %d", you, n)
	case m.myTurn() && !s.viewer.Animating():
		return fmt.Sprintf("%s to play at ply %d", you, n)
	}
	return fmt.Sprintf("%s waiting at ply %d", you, n)
}
