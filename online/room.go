package online

import (
	"crypto/subtle"
	"fmt"
	"io"
	"time"

	"github.com/ninemen/morris/rules"
)

// Audience is who receives an event.
type Audience uint8

// The audiences. The server delivers ToAll to every connection in the
// room, the sender included.
const (
	ToSender Audience = iota
	ToAll
	ToOthers // all but the sender
	ToHost
	ToGuest
	ToSpectators
)

// Event is a message for an audience.
type Event struct {
	To  Audience
	Msg Message
}

// Reply is what handling a request gives: the sender's new role, the
// events to deliver in order, and whether the room changed (the server
// saves it then).
type Reply struct {
	Role    Role
	Events  []Event
	Changed bool
}

// Room is one room's state: the seats and their secrets, the tokens, the
// game checked by the rules under the room's variant, the turn numbers,
// the clocks, the offers and the result. It is not safe for concurrent
// use: the server runs one room's requests one at a time. Every method
// takes the time from its caller, so that tests and the server choose the
// clock.
type Room struct {
	id, join, watch string
	secret          [2]string // by seat: host, guest ("" while free)
	claim           string    // the guest's join claim, "" for none
	spec            VariantSpec
	variant         rules.Variant
	tc              TimeControl
	hostWhite       bool // in the current game
	gameNo          int
	game            *rules.Game
	turns           []string
	mover           []int8 // colour of each turn's mover
	clock           clocks
	drawOffer       int     // colour offering, -1 none
	rematch         [2]bool // by seat
	result          string  // "" while the game goes on
	reason          Reason
	active          time.Time
	online          [2]int  // connections per seat, on this server
	remote          [2]bool // whether a seat is connected elsewhere
	src             io.Reader
}

// NewRoom opens a room for a create request, drawing the id, tokens and
// secrets from src (crypto/rand when nil). The sender becomes the host.
func NewRoom(req Message, src io.Reader, now time.Time) (*Room, Reply, error) {
	if req.Type != TCreate || req.Variant == nil || req.TC == nil {
		return nil, Reply{}, protoErr(ErrBadType, "not a create request")
	}
	v, err := req.Variant.Variant()
	if err != nil {
		return nil, Reply{}, protoErr(ErrBadFrame, "variant: %v", err)
	}
	if err := req.TC.Validate(); err != nil {
		return nil, Reply{}, protoErr(ErrBadFrame, "tc: %v", err)
	}
	r := &Room{spec: *req.Variant, variant: v, tc: *req.TC, src: src, active: now, drawOffer: -1}
	for _, s := range []*string{&r.id, &r.join, &r.watch, &r.secret[0]} {
		if *s, err = NewToken(src); err != nil {
			return nil, Reply{}, err
		}
	}
	switch req.Color {
	case White:
		r.hostWhite = true
	case Black:
	default:
		var b [1]byte
		if _, err := io.ReadFull(orCrypto(src), b[:]); err != nil {
			return nil, Reply{}, err
		}
		r.hostWhite = b[0]&1 == 0
	}
	r.newGame(now)
	r.online[0] = 1 // nobody else is in the room to hear of it
	return r, Reply{Role: Host, Changed: true, Events: []Event{
		{ToSender, Message{Type: TAck, ID: req.ID}},
		{ToSender, Message{Type: TWelcome, Room: r.id, Secret: r.secret[0],
			Links: &Links{Room: r.id, Join: r.join, Watch: r.watch}}},
		{ToSender, Message{Type: TState, State: r.State(Host, 0, 0, now)}},
	}}, nil
}

// ID is the room's id.
func (r *Room) ID() string { return r.id }

// LastActive is when a request last changed the room: the server expires
// rooms idle for long.
func (r *Room) LastActive() time.Time { return r.active }

// Deadline is when the running clock runs out, if one runs: the server
// calls Tick then.
func (r *Room) Deadline() (time.Time, bool) {
	if r.result != "" {
		return time.Time{}, false
	}
	return r.clock.deadline()
}

func (r *Room) newGame(now time.Time) {
	r.game = rules.NewGame(r.variant)
	r.turns, r.mover = nil, nil
	r.clock = newClocks(r.tc)
	r.drawOffer, r.rematch = -1, [2]bool{}
	r.result, r.reason = "", ""
	r.active = now
}

// colorOfSeat is the rules colour a seat plays in the current game.
func (r *Room) colorOfSeat(seat int) int {
	if (seat == 0) == r.hostWhite {
		return int(rules.White)
	}
	return int(rules.Black)
}

// seatOfColor is the seat playing a rules colour.
func (r *Room) seatOfColor(c int) int {
	if r.colorOfSeat(0) == c {
		return 0
	}
	return 1
}

// State is the room as role sees it, with the turns after turn from of
// game game (all of them when game is another).
func (r *Room) State(role Role, game, from int, now time.Time) *State {
	if game != r.gameNo || from < 0 || from > len(r.turns) {
		from = 0
	}
	s := &State{
		Room: r.id, Game: r.gameNo, Variant: r.spec, TC: r.tc,
		Seq: len(r.turns), From: from, Moves: append([]string{}, r.turns[from:]...),
		Guest: r.secret[1] != "", Clock: r.clock.state(now),
		Result: r.result, Reason: r.reason,
	}
	if role.seated() {
		s.You = colorOf(r.colorOfSeat(role.seat()))
	}
	on := [2]bool{r.present(r.seatOfColor(0)), r.present(r.seatOfColor(1))}
	s.WhiteOn, s.BlackOn = on[0], on[1]
	if r.drawOffer >= 0 {
		s.DrawOffer = colorOf(r.drawOffer)
	}
	for seat, asked := range r.rematch {
		if asked {
			s.Rematch = colorOf(r.colorOfSeat(seat))
		}
	}
	return s
}

// present reports whether a seat has a connection, here or elsewhere.
func (r *Room) present(seat int) bool { return r.online[seat] > 0 || r.remote[seat] }

// enter counts a connection of role and tells the others when its seat
// comes online.
func (r *Room) enter(rep *Reply, role Role) {
	if !role.seated() {
		return
	}
	r.online[role.seat()]++
	if r.online[role.seat()] == 1 && !r.remote[role.seat()] {
		rep.Events = append(rep.Events, Event{ToOthers, Message{Type: TPresence,
			Color: colorOf(r.colorOfSeat(role.seat())), Online: true}})
	}
}

// Leave is a connection of role gone: the others learn when its seat has
// no connection left.
func (r *Room) Leave(role Role) []Event {
	if !role.seated() || r.online[role.seat()] == 0 {
		return nil
	}
	r.online[role.seat()]--
	if r.present(role.seat()) {
		return nil
	}
	return []Event{{ToAll, Message{Type: TPresence, Color: colorOf(r.colorOfSeat(role.seat()))}}}
}

// SetRemote says which seats (host, guest) have a connection on another
// server sharing the room: a seat is present when it has one here or
// there. The events tell this server's connections of the seats whose
// presence changed.
func (r *Room) SetRemote(remote [2]bool) []Event {
	var events []Event
	for seat, on := range remote {
		was := r.present(seat)
		r.remote[seat] = on
		if now := r.present(seat); now != was {
			events = append(events, Event{ToAll, Message{Type: TPresence, Color: colorOf(r.colorOfSeat(seat)), Online: now}})
		}
	}
	return events
}

// Tick ends the game when the running clock has run out at now.
func (r *Room) Tick(now time.Time) []Event {
	if r.result != "" {
		return nil
	}
	side, out := r.clock.flagged(now)
	if !out {
		return nil
	}
	r.clock.start(-1, now)
	r.end(winToken(side^1), ReasonTime, now)
	return []Event{{ToAll, r.overMsg(now)}}
}

func winToken(c int) string {
	if c == int(rules.White) {
		return "1-0"
	}
	return "0-1"
}

func (r *Room) end(result string, why Reason, now time.Time) {
	r.result, r.reason, r.drawOffer = result, why, -1
	r.clock.start(-1, now)
	r.active = now
}

func (r *Room) overMsg(now time.Time) Message {
	return Message{Type: TOver, Game: r.gameNo, Result: r.result, Reason: r.reason, Clock: r.clock.state(now)}
}

// fail is the reply refusing a request.
func fail(role Role, req Message, code ErrorCode, format string, args ...any) Reply {
	return Reply{Role: role, Events: []Event{{ToSender, Message{Type: TError, ID: req.ID,
		Code: code, Text: fmt.Sprintf(format, args...)}}}}
}

// Handle applies a request from a connection holding role at now. The
// room checks who may do what: a refused request changes nothing and
// answers the sender with an error.
func (r *Room) Handle(role Role, req Message, now time.Time) Reply {
	if ev := r.Tick(now); ev != nil {
		rep := fail(role, req, ErrGameOver, "time is up")
		rep.Events = append(ev, rep.Events...)
		rep.Changed = true
		return rep
	}
	switch req.Type {
	case TPing:
		return Reply{Role: role, Events: []Event{{ToSender, Message{Type: TAck, ID: req.ID}}}}
	case TJoin, THello, TSpectate:
		if req.Room != r.id {
			return fail(role, req, ErrNotFound, "no such room")
		}
		return r.admit(role, req, now)
	}
	if !role.seated() {
		return fail(role, req, ErrNotSeated, "%s needs a seat", req.Type)
	}
	seat := role.seat()
	me := r.colorOfSeat(seat)
	switch req.Type {
	case TMove:
		return r.move(role, me, req, now)
	case TRematch:
		return r.askRematch(role, seat, req, now)
	}
	if r.result != "" {
		return fail(role, req, ErrGameOver, "the game is over")
	}
	if r.secret[1] == "" {
		return fail(role, req, ErrNoOpponent, "the guest has not joined yet")
	}
	ack := Event{ToSender, Message{Type: TAck, ID: req.ID}}
	switch req.Type {
	case TResign:
		r.end(winToken(me^1), ReasonResigned, now)
		return Reply{Role: role, Changed: true, Events: []Event{ack, {ToAll, r.overMsg(now)}}}
	case TDrawOffer:
		if r.drawOffer == me^1 {
			r.end("1/2-1/2", ReasonAgreement, now)
			return Reply{Role: role, Changed: true, Events: []Event{ack, {ToAll, r.overMsg(now)}}}
		}
		if r.drawOffer == me {
			return Reply{Role: role, Events: []Event{ack}}
		}
		r.drawOffer, r.active = me, now
		return Reply{Role: role, Changed: true, Events: []Event{ack,
			{ToAll, Message{Type: TDrawOffered, Color: colorOf(me)}}}}
	case TDrawAnswer:
		if r.drawOffer != me^1 {
			return fail(role, req, ErrNoOffer, "no offer to answer")
		}
		if req.Accept {
			r.end("1/2-1/2", ReasonAgreement, now)
			return Reply{Role: role, Changed: true, Events: []Event{ack, {ToAll, r.overMsg(now)}}}
		}
		r.drawOffer, r.active = -1, now
		return Reply{Role: role, Changed: true, Events: []Event{ack, {ToAll, Message{Type: TDrawDeclined}}}}
	}
	return fail(role, req, ErrBadType, "%s is not a request to a room", req.Type)
}

// admit handles join, hello and spectate: the tokens and secrets are
// compared in constant time.
func (r *Room) admit(role Role, req Message, now time.Time) Reply {
	same := func(a, b string) bool { return a != "" && subtle.ConstantTimeCompare([]byte(a), []byte(b)) == 1 }
	var next Role
	var welcome *Message
	changed := false
	switch req.Type {
	case TSpectate:
		if !same(req.Token, r.watch) {
			return fail(role, req, ErrBadToken, "wrong watch token")
		}
		next = Spectator
	case TJoin:
		if !same(req.Token, r.join) {
			return fail(role, req, ErrBadToken, "wrong join token")
		}
		switch {
		case r.secret[1] == "":
			s, err := NewToken(r.src)
			if err != nil {
				return fail(role, req, ErrInternal, "no randomness")
			}
			r.secret[1], r.claim, r.active, changed = s, req.Secret, now, true
		case !same(req.Secret, r.claim):
			return fail(role, req, ErrSeatTaken, "the guest's seat is taken")
		}
		// A join with the first join's claim is that client again, its
		// welcome lost: it gets the seat's secret again.
		next = Guest
		welcome = &Message{Type: TWelcome, Room: r.id, Secret: r.secret[1], Links: &Links{Room: r.id, Watch: r.watch}}
	case THello:
		switch {
		case same(req.Secret, r.secret[0]):
			next = Host
		case same(req.Secret, r.secret[1]):
			next = Guest
		default:
			return fail(role, req, ErrBadSecret, "wrong seat secret")
		}
	}
	rep := Reply{Role: next, Changed: changed}
	var moved Reply
	if role != next {
		moved.Events = r.Leave(role)
		r.enter(&moved, next)
	}
	rep.Events = append(rep.Events, Event{ToSender, Message{Type: TAck, ID: req.ID}})
	if welcome != nil {
		rep.Events = append(rep.Events, Event{ToSender, *welcome})
	}
	rep.Events = append(rep.Events, Event{ToSender, Message{Type: TState, State: r.State(next, req.Game, req.Seq, now)}})
	rep.Events = append(rep.Events, moved.Events...)
	return rep
}

// move plays a turn for colour me after checking the game, the turn
// number and the turn; a replay of the sender's last turn is acknowledged
// again without playing it twice.
func (r *Room) move(role Role, me int, req Message, now time.Time) Reply {
	moves, err := rules.ParseTurn(req.Move)
	if err != nil {
		return fail(role, req, ErrIllegal, "%v", err)
	}
	turn := rules.FormatTurn(moves)
	if req.Game != r.gameNo {
		return fail(role, req, ErrStale, "game %d is not the current %d", req.Game, r.gameNo)
	}
	if req.Seq < len(r.turns) && r.turns[req.Seq] == turn && int(r.mover[req.Seq]) == me {
		return Reply{Role: role, Events: []Event{{ToSender, Message{Type: TAck, ID: req.ID, Game: r.gameNo, Seq: req.Seq + 1}}}}
	}
	if r.result != "" {
		return fail(role, req, ErrGameOver, "the game is over")
	}
	if req.Seq != len(r.turns) {
		return fail(role, req, ErrStale, "turn %d is played, not %d", len(r.turns), req.Seq)
	}
	if r.secret[1] == "" {
		// The clocks would start with nobody to answer.
		return fail(role, req, ErrNoOpponent, "the guest has not joined yet")
	}
	if pos := r.game.Position(); int(pos.SideToMove()) != me {
		return fail(role, req, ErrNotYourTurn, "it is the other side's turn")
	}
	g := r.game.Clone()
	for _, m := range moves {
		if err := g.Play(m); err != nil {
			return fail(role, req, ErrIllegal, "%v", err)
		}
	}
	pos := g.Position()
	if !g.Result().Over() && (pos.PendingRemovals() > 0 || int(pos.SideToMove()) == me) {
		return fail(role, req, ErrIllegal, "the turn is not complete")
	}
	r.game = g
	r.turns = append(r.turns, turn)
	r.mover = append(r.mover, int8(me))
	r.active = now
	events := []Event{{ToSender, Message{Type: TAck, ID: req.ID, Game: r.gameNo, Seq: len(r.turns)}}}
	if r.drawOffer == me^1 {
		r.drawOffer = -1
		events = append(events, Event{ToAll, Message{Type: TDrawDeclined}})
	}
	next := me ^ 1
	if res := g.Result(); res.Over() {
		next = -1
		r.end(res.Token(), reasonOf(res.Reason), now)
	}
	r.clock.turnDone(me, next, now)
	events = append(events, Event{ToAll, Message{Type: TMoved, Game: r.gameNo, Seq: len(r.turns),
		Move: turn, Color: colorOf(me), Clock: r.clock.state(now)}})
	if r.result != "" {
		events = append(events, Event{ToAll, r.overMsg(now)})
	}
	return Reply{Role: role, Changed: true, Events: events}
}

// reasonOf is a rules reason on the wire.
func reasonOf(why rules.Reason) Reason {
	switch why {
	case rules.ReducedToTwo:
		return ReasonReduced
	case rules.NoLegalMove, rules.BothBlocked:
		return ReasonBlocked
	case rules.Repetition:
		return ReasonRepetition
	case rules.MoveLimit:
		return ReasonMoveLimit
	case rules.FullBoard:
		return ReasonFullBoard
	case rules.Resigned:
		return ReasonResigned
	case rules.OnTime:
		return ReasonTime
	}
	return ReasonRules
}

// askRematch records a seat's wish for another game, and starts it with
// the colours swapped once both seats have asked.
func (r *Room) askRematch(role Role, seat int, req Message, now time.Time) Reply {
	if r.result == "" {
		return fail(role, req, ErrBadType, "a rematch waits for the end of the game")
	}
	ack := Event{ToSender, Message{Type: TAck, ID: req.ID}}
	if r.rematch[seat] {
		return Reply{Role: role, Events: []Event{ack}}
	}
	r.rematch[seat], r.active = true, now
	if !r.rematch[seat^1] {
		return Reply{Role: role, Changed: true, Events: []Event{ack,
			{ToAll, Message{Type: TRematchOffered, Color: colorOf(r.colorOfSeat(seat))}}}}
	}
	r.gameNo++
	r.hostWhite = !r.hostWhite
	r.newGame(now)
	return Reply{Role: role, Changed: true, Events: []Event{ack,
		{ToHost, Message{Type: TState, State: r.State(Host, 0, 0, now)}},
		{ToGuest, Message{Type: TState, State: r.State(Guest, 0, 0, now)}},
		{ToSpectators, Message{Type: TState, State: r.State(Spectator, 0, 0, now)}},
	}}
}

func orCrypto(src io.Reader) io.Reader {
	if src == nil {
		return cryptoReader
	}
	return src
}
