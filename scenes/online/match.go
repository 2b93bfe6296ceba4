package online

import (
	"errors"
	"fmt"

	wire "github.com/ninemen/morris/online"
	"github.com/ninemen/morris/rules"
)

// match is the room's game as this client follows it: the turns the
// server confirmed, played through the rules, and the turn the player is
// making on the board before it is sent.
type match struct {
	room    string
	gameNo  int
	variant rules.Variant
	tc      wire.TimeControl
	game    *rules.Game
	// turns are the turns the server confirmed, in record notation.
	turns []string
	// local is the number of plies of the player's own turn played on
	// game beyond the confirmed turns.
	local int
	// you is the player's colour; spectator when watching.
	you       rules.Color
	spectator bool
	guest     bool // the friend has taken the other seat
	on        [2]bool
	clock     *wire.ClockState
	drawOffer wire.Color
	rematch   wire.Color
	result    string
	reason    wire.Reason
}

// errGap is a state or a turn that does not follow what the match holds.
var errGap = errors.New("online: the server's turns do not follow ours")

// colorOf is a wire colour as the rules' colour.
func colorOf(c wire.Color) rules.Color {
	if c == wire.Black {
		return rules.Black
	}
	return rules.White
}

// newMatch follows the room from its state.
func newMatch(st *wire.State) (*match, error) {
	v, err := st.Variant.Variant()
	if err != nil {
		return nil, err
	}
	m := &match{room: st.Room, gameNo: st.Game, variant: v, tc: st.TC, game: rules.NewGame(v)}
	if st.From != 0 {
		return nil, errGap
	}
	return m, m.take(st)
}

// state takes a state the server sent after a (re)connection or a
// rematch. rebuilt reports that game is a new game (another game of the
// room, or turns that differ from ours): a viewer of the old one must go.
func (m *match) state(st *wire.State) (rebuilt bool, err error) {
	if st.Game != m.gameNo || st.From > len(m.turns) {
		if st.From != 0 {
			return false, errGap
		}
		m.gameNo, m.turns, m.local = st.Game, nil, 0
		m.game = rules.NewGame(m.variant)
		rebuilt = true
	}
	if m.local > 0 {
		// A turn of ours the server had not confirmed: the state says
		// whether it was played, and the client sends it again if not.
		m.unplayLocal()
		rebuilt = true
	}
	keep := m.turns[:st.From]
	if len(keep) < len(m.turns) {
		rebuilt = true
		m.turns, m.game = nil, rules.NewGame(m.variant)
		for _, t := range keep {
			if err := m.play(t); err != nil {
				return rebuilt, err
			}
		}
	}
	return rebuilt, m.take(st)
}

// take plays a state's turns after the ones kept and copies the rest.
func (m *match) take(st *wire.State) error {
	for _, t := range st.Moves {
		if err := m.play(t); err != nil {
			return err
		}
	}
	m.you, m.spectator = colorOf(st.You), st.You == ""
	m.tc, m.guest = st.TC, st.Guest
	m.on = [2]bool{st.WhiteOn, st.BlackOn}
	m.clock, m.drawOffer, m.rematch = st.Clock, st.DrawOffer, st.Rematch
	m.result, m.reason = st.Result, st.Reason
	m.settle()
	return nil
}

// play plays a confirmed turn.
func (m *match) play(turn string) error {
	if err := m.game.PlayTurn(turn); err != nil {
		return fmt.Errorf("online: turn %d %q: %w", len(m.turns)+1, turn, err)
	}
	m.turns = append(m.turns, turn)
	return nil
}

// unplayLocal takes back the plies of the player's unconfirmed turn.
func (m *match) unplayLocal() {
	for ; m.local > 0; m.local-- {
		m.game.Undo()
	}
}

// moved takes a turn the server announced: the opponent's, played on the
// board, or ours, confirmed.
func (m *match) moved(ev *wire.Message) error {
	if ev.Game != m.gameNo || ev.Seq <= len(m.turns) {
		return nil // seen already
	}
	if ev.Seq != len(m.turns)+1 {
		return errGap
	}
	m.clock = ev.Clock
	if m.local > 0 && colorOf(ev.Color) == m.you && !m.spectator {
		m.turns, m.local = append(m.turns, ev.Move), 0
		return nil
	}
	m.unplayLocal()
	err := m.play(ev.Move)
	// A draw offer lapses with the turn that answers it.
	m.drawOffer = ""
	return err
}

// over takes the end of the game.
func (m *match) over(ev *wire.Message) {
	if ev.Game != m.gameNo {
		return
	}
	m.result, m.reason, m.clock, m.drawOffer = ev.Result, ev.Reason, ev.Clock, ""
	m.settle()
}

// settle makes the rules' game tell a resignation, which only the server
// knows of, so that the review shows it.
func (m *match) settle() {
	if m.reason != wire.ReasonResigned || m.game.Result().Over() {
		return
	}
	switch m.result {
	case "1-0":
		m.game.Resign(rules.Black)
	case "0-1":
		m.game.Resign(rules.White)
	}
}

// finished reports whether the game is over.
func (m *match) finished() bool { return m.result != "" }

// myTurn reports whether the player may move now.
func (m *match) myTurn() bool {
	pos := m.game.Position()
	return !m.spectator && m.guest && !m.finished() && !pos.Result().Over() && pos.SideToMove() == m.you
}

// playLocal plays a ply of the player's turn and returns the whole turn
// in record notation once it is complete (no removal owed), "" before.
func (m *match) playLocal(mv rules.Move) (turn string, err error) {
	if err := m.game.Play(mv); err != nil {
		return "", err
	}
	m.local++
	pos := m.game.Position()
	if pos.PendingRemovals() > 0 {
		return "", nil
	}
	moves := m.game.Moves()
	return rules.FormatTurn(moves[len(moves)-m.local:]), nil
}
