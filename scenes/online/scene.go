package online

import (
	"context"
	"errors"
	"time"

	"github.com/ninemen/morris/audio"
	wire "github.com/ninemen/morris/online"
	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/app"
	"github.com/ninemen/morris/scenes/board"
	"github.com/ninemen/morris/scenes/kit"
	"github.com/ninemen/morris/scenes/open"
	"github.com/ninemen/morris/scenes/review"
)

// phase is what the scene shows.
type phase int

const (
	// phaseNoServer explains that online play needs a server.
	phaseNoServer phase = iota
	// phaseProbing asks the server whether it takes rooms.
	phaseProbing
	// phaseMenu chooses the time control and opens a room, or joins one
	// by a link typed in.
	phaseMenu
	// phaseConnecting waits for the server's first answer.
	phaseConnecting
	// phaseWaiting shows the invite link until the friend comes.
	phaseWaiting
	// phasePlaying is the board, through the end of the game.
	phasePlaying
	// phaseFailed says why the room could not be had.
	phaseFailed
)

// Scene is "Play a friend online": the room's menu, the invite, and the
// game on the board.
type Scene struct {
	app  *app.App
	back scenes.Scene
	home app.Home

	server string
	phase  phase
	probed <-chan probeResult
	// problem is the text of phaseFailed or of phaseNoServer.
	problem string

	tc    int    // the index of the time control chosen in timeControls
	typed string // the link typed to join

	ctx    context.Context
	cancel context.CancelFunc
	client *wire.Client
	// color is the host's colour, random unless the tour fixes it.
	color   wire.Color
	links   *wire.Links
	invite  string // the invite link, once the room is open
	code    string // the room's short code as shown, "" for none
	online  bool   // the client holds a connection
	match   *match
	viewer  *board.Viewer
	hand    board.Chooser
	marks   board.Marks
	resign  bool // Resign was pressed once: a second press resigns
	clockAt time.Time
	now     time.Time

	buttons []button
	built   *buttonKey // what the buttons were made for
	// focus is the button the keyboard is on, shown once a key moved it
	// (keys), on the pages without a board, whose arrows are the board's.
	focus    int
	keys     bool
	backdrop kit.Backdrop
	w, h     int
	s        float64
	drawn    any // the key of what the screen shows (see look)
	said     said
}

// act is what a button does.
type act int

const (
	actBack act = iota
	actCreate
	actTC // with the index of the time control
	actJoin
	actCopy
	actCopyCode
	actLeave
	actDraw
	actAccept
	actDecline
	actResign
	actRematch
	actReview
	actSave
	actRetry
)

// button is a button of the scene and what it does.
type button struct {
	kit.Button
	act act
	arg int
}

// New opens the online scene from the title: it comes back to the seat
// kept from an earlier session, or offers to open or join a room, or, with
// no server, says what online play needs. back is the scene to go back
// to, home opens games from the review.
func New(a *app.App, back scenes.Scene, home app.Home) *Scene {
	s := newScene(a, back, home)
	if seat, ok := loadSeat(a); ok && (seat.Server == s.server || s.server == "" && seat.Server != "") {
		s.server = seat.Server
		s.resume(seat)
		return s
	}
	if s.server == "" {
		s.phase, s.problem = phaseNoServer, a.Lang().T("online.no_server")
		return s
	}
	s.phase = phaseProbing
	s.probed = probe(s.ctx, s.server)
	return s
}

// NewJoin opens the scene taking the guest's seat of an invite (a link
// opened in the browser, or main's -join natively).
func NewJoin(a *app.App, back scenes.Scene, home app.Home, inv wire.Invite) *Scene {
	s := newScene(a, back, home)
	s.join(inv)
	return s
}

func newScene(a *app.App, back scenes.Scene, home app.Home) *Scene {
	s := &Scene{app: a, back: back, home: home, server: Server(a), color: wire.Random, hand: board.NewChooser(), marks: board.NoMarks()}
	s.ctx, s.cancel = context.WithCancel(context.Background())
	return s
}

// config is the client's configuration for the scene's server.
func (s *Scene) config() (wire.Config, error) {
	d, err := wire.TicketDialer(s.server, nil)
	return wire.Config{Dial: d}, err
}

// start runs a client that open makes, or says why it cannot.
func (s *Scene) start(open func(wire.Config) *wire.Client) {
	cfg, err := s.config()
	if err != nil {
		s.fail(s.app.Lang().T("online.error.stopped", "Error", err.Error()))
		return
	}
	s.stop()
	s.match, s.viewer, s.links, s.invite, s.code, s.online = nil, nil, nil, "", "", false
	s.client = open(cfg)
	s.phase = phaseConnecting
}

func (s *Scene) create() {
	spec := wire.SpecOf(s.app.Settings.VariantRules())
	tc := timeControls[s.tc]
	s.start(func(cfg wire.Config) *wire.Client { return wire.Create(s.ctx, cfg, spec, tc, s.color) })
}

func (s *Scene) join(inv wire.Invite) {
	if inv.Server != "" && pageOrigin() == "" {
		// Natively the link names the server to dial.
		s.server = trimSlash(inv.Server)
	}
	if s.server == "" {
		s.phase, s.problem = phaseNoServer, s.app.Lang().T("online.no_server")
		return
	}
	switch {
	case inv.Short != "":
		s.start(func(cfg wire.Config) *wire.Client { return wire.JoinShort(s.ctx, cfg, inv.Short) })
		return
	case inv.Join == "":
		s.start(func(cfg wire.Config) *wire.Client { return wire.Spectate(s.ctx, cfg, inv.Room, inv.Watch) })
		return
	}
	s.start(func(cfg wire.Config) *wire.Client { return wire.Join(s.ctx, cfg, inv.Room, inv.Join) })
}

func (s *Scene) resume(seat keptSeat) {
	// Seq 0 asks for every turn of the game: this session has none.
	s.start(func(cfg wire.Config) *wire.Client {
		return wire.Resume(s.ctx, cfg, wire.Seat{Room: seat.Room, Secret: seat.Secret, Game: seat.Game})
	})
	if seat.Join != "" {
		s.setLinks(&wire.Links{Room: seat.Room, Join: seat.Join, Short: seat.Short})
	}
}

// setLinks keeps the room's links and writes the invite from them.
func (s *Scene) setLinks(l *wire.Links) {
	s.links = l
	if l.Join != "" {
		s.invite = wire.Invite{Server: s.server + "/", Room: l.Room, Join: l.Join}.Link()
	}
	if l.Short != "" {
		s.code = wire.FormatShortCode(l.Short)
	}
}

func trimSlash(u string) string {
	for len(u) > 0 && u[len(u)-1] == '/' {
		u = u[:len(u)-1]
	}
	return u
}

// stop ends the client, if any. Its goroutines end on their own: no
// frame waits for a connection to close, which in the browser waits on
// the page's event loop.
func (s *Scene) stop() {
	if c := s.client; c != nil {
		s.client = nil
		go c.Close()
	}
}

// Leave implements scenes.Leaver: the connection goes with the scene; the
// seat stays kept, so the title's entry comes back to it.
func (s *Scene) Leave() {
	s.stop()
}

func (s *Scene) fail(msg string) {
	s.phase, s.problem = phaseFailed, msg
	s.stop()
}

// poll takes what the client and the probe brought since the last tick,
// without waiting.
func (s *Scene) poll() (changed bool) {
	if s.probed != nil {
		select {
		case r := <-s.probed:
			s.probed, changed = nil, true
			switch r {
			case probeOK:
				s.phase = phaseMenu
			case probeNone:
				s.phase, s.problem = phaseNoServer, s.app.Lang().T("online.no_rooms", "Server", s.server)
			default:
				s.fail(s.app.Lang().T("online.unreachable", "Server", s.server))
			}
		default:
		}
	}
	for s.client != nil {
		select {
		case u, ok := <-s.client.Updates():
			if !ok {
				s.client = nil
				return true
			}
			s.take(u)
			changed = true
		default:
			return changed
		}
	}
	return changed
}

// take follows one update of the client.
func (s *Scene) take(u wire.Update) {
	l := s.app.Lang()
	switch {
	case u.Err != nil:
		if errors.Is(u.Err, wire.ErrClosed) {
			return
		}
		if c := wire.RefusalOf(u.Err); c == wire.ErrNotFound || c == wire.ErrBadSecret {
			forgetSeat(s.app)
		}
		s.fail(refusalText(l, u.Err))
		return
	case u.Event == nil:
		s.online = u.Connected
		return
	}
	ev := u.Event
	switch ev.Type {
	case wire.TWelcome:
		if ev.Links != nil {
			s.setLinks(ev.Links)
		}
		s.keep()
	case wire.TState:
		s.takeState(ev.State)
		s.keep()
	case wire.TMoved:
		if s.match == nil {
			return
		}
		mine := s.match.local > 0
		if err := s.match.moved(ev); err != nil {
			s.fail(l.T("online.error.stopped", "Error", err.Error()))
			return
		}
		s.clockAt = s.now
		if !mine || colorOf(ev.Color) != s.match.you {
			s.hand.Reset()
			s.viewer.Go(s.match.game.Ply())
			s.app.PlaySound(audio.Place)
		}
	case wire.TPresence:
		if s.match != nil {
			c := colorOf(ev.Color)
			s.match.on[c] = ev.Online
			if ev.Online && (s.match.spectator || c != s.match.you) {
				s.match.guest = true
			}
			s.settlePhase()
		}
	case wire.TDrawOffered:
		if s.match != nil {
			s.match.drawOffer = ev.Color
		}
	case wire.TDrawDeclined:
		if s.match != nil {
			s.match.drawOffer = ""
		}
	case wire.TRematchOffered:
		if s.match != nil {
			s.match.rematch = ev.Color
		}
	case wire.TOver:
		if s.match != nil {
			s.match.over(ev)
			s.clockAt = s.now
			s.app.PlaySound(overSound(ev.Result))
		}
	case wire.TError:
		switch ev.Code {
		case wire.ErrStale, wire.ErrIllegal, wire.ErrNotYourTurn, wire.ErrGameOver:
			if s.match != nil && s.match.local > 0 {
				s.match.unplayLocal()
				s.newViewer()
			}
		}
	}
}

// takeState follows the room's whole state.
func (s *Scene) takeState(st *wire.State) {
	if st == nil {
		return
	}
	s.clockAt = s.now
	if s.match == nil {
		m, err := newMatch(st)
		if err != nil {
			s.fail(s.app.Lang().T("online.error.stopped", "Error", err.Error()))
			return
		}
		s.match = m
		s.newViewer()
	} else {
		rebuilt, err := s.match.state(st)
		if err != nil {
			s.fail(s.app.Lang().T("online.error.stopped", "Error", err.Error()))
			return
		}
		if rebuilt {
			s.newViewer()
		} else {
			s.viewer.Go(s.match.game.Ply())
		}
	}
	s.settlePhase()
}

// settlePhase is the phase the match is in: waiting for the friend, or
// playing.
func (s *Scene) settlePhase() {
	if s.match == nil {
		return
	}
	s.phase = phasePlaying
	if !s.match.guest && !s.match.spectator {
		s.phase = phaseWaiting
	}
}

// newViewer shows the match's game at its last ply.
func (s *Scene) newViewer() {
	if s.viewer != nil {
		s.viewer.Release()
	}
	s.viewer = board.NewViewer(s.app, s.match.game, s.match.game.Ply())
	s.viewer.Marks = &s.marks
	s.hand.Reset()
	s.names()
	if s.w > 0 {
		s.viewer.Layout(s.w, s.h, s.s)
	}
}

// names are the cards' names: you and your friend.
func (s *Scene) names() {
	if s.viewer == nil || s.match.spectator {
		return
	}
	l := s.app.Lang()
	you := s.match.you
	s.viewer.Names[you] = l.T("online.card.you")
	s.viewer.Names[you.Other()] = l.T("online.card.friend")
}

// keep stores the seat, so that closing the game and coming back resumes.
func (s *Scene) keep() {
	if s.client == nil {
		return
	}
	join, short := "", ""
	if s.links != nil {
		join, short = s.links.Join, s.links.Short
	}
	if err := saveSeat(s.app, s.server, s.client.Seat(), join, short); err != nil {
		s.app.Notify(err.Error())
	}
}

// Update implements scenes.Scene.
func (s *Scene) Update(ctx *scenes.Context) error {
	s.now = ctx.Now
	if s.clockAt.IsZero() {
		s.clockAt = ctx.Now
	}
	if s.poll() {
		ctx.Redraw()
	}
	if s.phase == phaseMenu && s.typing(ctx.Input) {
		ctx.Redraw()
	}
	s.layoutButtons()
	for i := range s.buttons {
		b := &s.buttons[i]
		if b.Handle(ctx) {
			s.press(ctx, *b)
			ctx.Redraw()
			break
		}
	}
	if ctx.Input.Just(scenes.ActBack) {
		s.goBack(ctx)
		return nil
	}
	if s.phase != phasePlaying && s.keyboard(ctx) {
		ctx.Redraw()
	}
	if s.phase == phasePlaying && s.viewer != nil {
		s.viewer.Update(ctx)
		s.play(ctx)
		if s.viewer.Animating() {
			ctx.Redraw()
		}
	}
	// A clock's second or an answer of the network draws a frame; in
	// between the loop may rest: its slow ticks still poll the client.
	if k := s.look(); k != s.drawn {
		ctx.Redraw()
	}
	s.announce()
	return nil
}

// keyboard moves the focus among the buttons with the arrows and Tab and
// presses the focused one with Enter.
func (s *Scene) keyboard(ctx *scenes.Context) bool {
	in := ctx.Input
	step := 0
	switch {
	case in.Just(scenes.ActDown), in.Just(scenes.ActRight), in.Just(scenes.ActNext):
		step = 1
	case in.Just(scenes.ActUp), in.Just(scenes.ActLeft):
		step = -1
	case in.Just(scenes.ActConfirm) && s.keys && s.focus < len(s.buttons):
		if b := s.buttons[s.focus]; !b.Disabled {
			s.press(ctx, b)
		}
		return true
	default:
		return false
	}
	n := len(s.buttons)
	if n == 0 {
		return false
	}
	if !s.keys {
		s.keys, s.focus = true, (n-step)%n // the first press shows the first (or last) button
	}
	for range n {
		s.focus = (s.focus + step + n) % n
		if !s.buttons[s.focus].Disabled {
			break
		}
	}
	return true
}

// typing takes the keys typed into the link to join.
func (s *Scene) typing(in *scenes.Input) bool {
	if len(in.Typed) > 0 {
		if len(s.typed) < 400 {
			s.typed += string(in.Typed)
		}
		return true
	}
	if in.Just(scenes.ActUndo) && s.typed != "" {
		// Backspace; a typed U comes in Typed.
		r := []rune(s.typed)
		s.typed = string(r[:len(r)-1])
		return true
	}
	return false
}

// play takes the player's hand on the board.
func (s *Scene) play(ctx *scenes.Context) {
	m := s.match
	marks := board.NoMarks()
	if m.myTurn() {
		// A press while the friend's stone still lands is taken: the
		// board catches up with the player's move at once.
		last := m.game.Position()
		ch := s.viewer.Hand(&s.hand, ctx.Input, &last)
		if ch.Changed {
			ctx.Redraw()
		}
		if ch.Picked {
			s.app.PlaySound(audio.Click)
		}
		if ch.Move != 0 {
			turn, err := m.playLocal(ch.Move)
			if err != nil {
				return
			}
			s.resign = false
			s.hand.Reset()
			s.app.PlaySound(audio.Place)
			s.viewer.Go(m.game.Ply())
			if turn != "" {
				s.client.Move(turn)
			}
		}
		pos := m.game.Position()
		s.hand.Mark(&marks, &pos)
	}
	if marks != s.marks {
		s.marks = marks
		ctx.Redraw()
	}
}

// press does what a button is for.
func (s *Scene) press(ctx *scenes.Context, b button) {
	s.app.PlaySound(audio.Click)
	if b.act != actResign {
		s.resign = false
	}
	switch b.act {
	case actBack:
		s.goBack(ctx)
	case actRetry:
		ctx.GoTo(New(s.app, s.back, s.home))
	case actTC:
		s.tc = b.arg
	case actCreate:
		s.create()
	case actJoin:
		inv, err := wire.ParseInvite(s.typed)
		if err != nil {
			ctx.Toast(s.app.Lang().T("online.join.bad_link"))
			return
		}
		s.join(inv)
	case actCopy:
		if copyText(s.invite) {
			ctx.Toast(s.app.Lang().T("online.invite.copied"))
		}
	case actCopyCode:
		if copyText(s.code) {
			ctx.Toast(s.app.Lang().T("online.invite.code_copied"))
		}
	case actLeave:
		forgetSeat(s.app)
		s.stop()
		ctx.GoTo(s.back)
	case actDraw:
		s.client.Send(wire.Message{Type: wire.TDrawOffer})
		ctx.Toast(s.app.Lang().T("online.draw.sent"))
	case actAccept, actDecline:
		s.client.Send(wire.Message{Type: wire.TDrawAnswer, Accept: b.act == actAccept})
		s.match.drawOffer = ""
	case actResign:
		if !s.resign {
			s.resign = true
			return
		}
		s.resign = false
		s.client.Send(wire.Message{Type: wire.TResign})
	case actRematch:
		s.client.Send(wire.Message{Type: wire.TRematch})
		s.match.rematch = colorOfWire(s.match.you)
	case actReview:
		own := review.Own{Side: s.match.you, Game: open.FileName(s.match.game, s.players(), ctx.Now)}
		ctx.GoTo(review.NewOwn(s.app, s.match.game, s, s.home, own))
	case actSave:
		msg, err := open.SaveRecord(s.app, s.match.game, s.players(), ctx.Now)
		if err != nil {
			msg = s.app.Lang().T("play.result.save_failed", "Error", err.Error())
		}
		ctx.Toast(msg)
	}
}

// goBack leaves for the title. A finished game's seat is let go: there is
// nothing to come back to but a rematch, which is asked for here.
func (s *Scene) goBack(ctx *scenes.Context) {
	if s.match != nil && s.match.finished() {
		forgetSeat(s.app)
	}
	s.stop()
	ctx.GoTo(s.back)
}

// players names the sides of the record: you and your friend.
func (s *Scene) players() open.Players {
	l := s.app.Lang()
	you, friend := l.T("online.card.you"), l.T("online.card.friend")
	if s.match.you == rules.Black {
		return open.Players{White: friend, Black: you}
	}
	return open.Players{White: you, Black: friend}
}

func colorOfWire(c rules.Color) wire.Color {
	if c == rules.Black {
		return wire.Black
	}
	return wire.White
}
