package online

import (
	"encoding/json"
	"reflect"
	"testing"
	"time"
)

var untimed = TimeControl{Kind: Untimed}

// Every abuse a client can try at the room's level is refused with its
// code and changes nothing.
func TestRoomRefusesAbuse(t *testing.T) {
	tests := []struct {
		name  string
		setup []string // turns played first
		role  Role
		req   func(f *fixture) Message
		code  ErrorCode
	}{
		{"move out of turn", nil, Guest, func(f *fixture) Message {
			return Message{Type: TMove, Move: "d6"}
		}, ErrNotYourTurn},
		{"move for the other seat", []string{"d6"}, Host, func(f *fixture) Message {
			return Message{Type: TMove, Seq: 1, Move: "d2"}
		}, ErrNotYourTurn},
		{"move by a spectator", nil, Spectator, func(f *fixture) Message {
			return Message{Type: TMove, Move: "d6"}
		}, ErrNotSeated},
		{"move by an outsider", nil, Outsider, func(f *fixture) Message {
			return Message{Type: TMove, Move: "d6"}
		}, ErrNotSeated},
		{"stale sequence", []string{"d6", "d2"}, Host, func(f *fixture) Message {
			return Message{Type: TMove, Seq: 1, Move: "a7"}
		}, ErrStale},
		{"sequence from the future", nil, Host, func(f *fixture) Message {
			return Message{Type: TMove, Seq: 3, Move: "a7"}
		}, ErrStale},
		{"old game", nil, Host, func(f *fixture) Message {
			return Message{Type: TMove, Game: 1, Move: "a7"}
		}, ErrStale},
		{"replay of the other seat's turn", []string{"d6"}, Guest, func(f *fixture) Message {
			return Message{Type: TMove, Seq: 0, Move: "d6"}
		}, ErrStale},
		{"illegal: occupied point", []string{"d6"}, Guest, func(f *fixture) Message {
			return Message{Type: TMove, Seq: 1, Move: "d6"}
		}, ErrIllegal},
		{"illegal: mill without its removal", []string{"a7", "a1", "d7", "g1"}, Host, func(f *fixture) Message {
			return Message{Type: TMove, Seq: 4, Move: "g7"}
		}, ErrIllegal},
		{"illegal: removal without a mill", nil, Host, func(f *fixture) Message {
			return Message{Type: TMove, Move: "d6xa1"}
		}, ErrIllegal},
		{"garbled move", nil, Host, func(f *fixture) Message {
			return Message{Type: TMove, Move: "zz9"}
		}, ErrIllegal},
		{"join with a wrong token", nil, Outsider, func(f *fixture) Message {
			return Message{Type: TJoin, Room: f.r.ID(), Token: f.links.Watch}
		}, ErrBadToken},
		{"join a taken seat", nil, Outsider, func(f *fixture) Message {
			return Message{Type: TJoin, Room: f.r.ID(), Token: f.links.Join}
		}, ErrSeatTaken},
		{"join another room", nil, Outsider, func(f *fixture) Message {
			return Message{Type: TJoin, Room: f.links.Watch, Token: f.links.Join}
		}, ErrNotFound},
		{"hello with a wrong secret", nil, Outsider, func(f *fixture) Message {
			return Message{Type: THello, Room: f.r.ID(), Secret: f.links.Join}
		}, ErrBadSecret},
		{"spectate with the join token", nil, Outsider, func(f *fixture) Message {
			return Message{Type: TSpectate, Room: f.r.ID(), Token: f.links.Join}
		}, ErrBadToken},
		{"create inside a room", nil, Host, func(f *fixture) Message {
			return createReq(untimed)
		}, ErrBadType},
		{"an event sent as a request", nil, Host, func(f *fixture) Message {
			return Message{Type: TMoved, Seq: 1, Move: "d6"}
		}, ErrBadType},
		{"answer without an offer", nil, Guest, func(f *fixture) Message {
			return Message{Type: TDrawAnswer, Accept: true}
		}, ErrNoOffer},
		{"move before the guest joined", nil, Host, func(f *fixture) Message {
			f.r.secret[1] = ""
			return Message{Type: TMove, Move: "d6"}
		}, ErrNoOpponent},
		{"resign before the guest joined", nil, Host, func(f *fixture) Message {
			f.r.secret[1] = ""
			return Message{Type: TResign}
		}, ErrNoOpponent},
		{"rematch during the game", nil, Host, func(f *fixture) Message {
			return Message{Type: TRematch}
		}, ErrBadType},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := newFixture(t, untimed)
			f.play(tt.setup...)
			req := tt.req(f)
			before, _ := json.Marshal(f.r)
			req.ID = 7
			rep := f.do(tt.role, req)
			if len(rep.Events) != 1 || rep.Events[0].To != ToSender {
				t.Fatalf("events %+v, want one error to the sender", rep.Events)
			}
			e := rep.Events[0].Msg
			if e.Type != TError || e.Code != tt.code || e.ID != 7 {
				t.Errorf("got %s %s (id %d): %s, want error %s", e.Type, e.Code, e.ID, e.Text, tt.code)
			}
			if rep.Changed || rep.Role != tt.role {
				t.Errorf("changed %v, role %v", rep.Changed, rep.Role)
			}
			if after, _ := json.Marshal(f.r); string(after) != string(before) {
				t.Errorf("the room changed:\n%s\n%s", before, after)
			}
		})
	}
}

// A join sent again with its claim (the welcome lost) gets the same
// secret; without the claim, or with another, the seat is taken.
func TestRoomJoinAgainWithTheClaim(t *testing.T) {
	r, rep, err := NewRoom(createReq(untimed), &countingSource{}, t0)
	if err != nil {
		t.Fatal(err)
	}
	links := find(rep, TWelcome).Links
	claim, other := "AAECAwQFBgcICQoLDA0ODw", "EBESExQVFhcYGRobHB0eHw"
	join := Message{V: Version, Type: TJoin, Room: r.ID(), Token: links.Join, Secret: claim}
	first := find(r.Handle(Outsider, join, t0), TWelcome)
	again := r.Handle(Outsider, join, t0)
	if w := find(again, TWelcome); first == nil || w == nil || w.Secret != first.Secret || again.Role != Guest || again.Changed {
		t.Fatalf("join again: %+v", again)
	}
	for _, c := range []string{"", other} {
		join.Secret = c
		if e := find(r.Handle(Outsider, join, t0), TError); e == nil || e.Code != ErrSeatTaken {
			t.Errorf("claim %q: %+v", c, e)
		}
	}
}

// A turn sent again (its ack lost) is acknowledged with its number and
// not played twice.
func TestRoomReplayIsAcknowledgedOnce(t *testing.T) {
	f := newFixture(t, untimed)
	f.play("d6", "d2")
	rep := f.do(Host, Message{Type: TMove, ID: 9, Seq: 0, Move: "d6"})
	if len(rep.Events) != 1 || rep.Events[0].Msg.Type != TAck || rep.Events[0].Msg.Seq != 1 || rep.Changed {
		t.Fatalf("replay: %+v", rep)
	}
	if len(f.r.turns) != 2 {
		t.Errorf("%d turns after a replay, want 2", len(f.r.turns))
	}
}

func TestRoomGameToTheEnd(t *testing.T) {
	f := newFixture(t, untimed)
	f.play("a7", "a1", "d7", "g1")
	rep := f.do(Host, Message{Type: TMove, Seq: 4, Move: "g7xa1"})
	m := find(rep, TMoved)
	if m == nil || m.Seq != 5 || m.Move != "g7xa1" || m.Color != White {
		t.Fatalf("moved: %+v", rep.Events)
	}
	rep = f.do(Guest, Message{Type: TResign, ID: 3})
	over := find(rep, TOver)
	if over == nil || over.Result != "1-0" || over.Reason != ReasonResigned {
		t.Fatalf("over: %+v", rep.Events)
	}
	if e := find(f.do(Guest, Message{Type: TMove, Seq: 5, Move: "a1"}), TError); e == nil || e.Code != ErrGameOver {
		t.Errorf("move after the end: %+v", e)
	}
	// The rematch starts when both have asked, colours swapped.
	rep = f.do(Guest, Message{Type: TRematch})
	if o := find(rep, TRematchOffered); o == nil || o.Color != Black {
		t.Fatalf("rematch offer: %+v", rep.Events)
	}
	rep = f.do(Host, Message{Type: TRematch})
	var host, guest *State
	for _, e := range rep.Events {
		switch e.To {
		case ToHost:
			host = e.Msg.State
		case ToGuest:
			guest = e.Msg.State
		}
	}
	if host == nil || guest == nil || host.You != Black || guest.You != White || host.Game != 1 || host.Seq != 0 {
		t.Fatalf("rematch states: %+v %+v", host, guest)
	}
	f.play("d6")
	if f.r.turns[0] != "d6" || f.r.mover[0] != 0 {
		t.Errorf("the guest did not open the rematch as White")
	}
}

func TestRoomDrawOffers(t *testing.T) {
	tests := []struct {
		name   string
		steps  []Message // from host, then guest, alternately
		result string
		offer  Color
	}{
		{"accepted", []Message{{Type: TDrawOffer}, {Type: TDrawAnswer, Accept: true}}, "1/2-1/2", ""},
		{"declined", []Message{{Type: TDrawOffer}, {Type: TDrawAnswer}}, "", ""},
		{"crossed offers agree", []Message{{Type: TDrawOffer}, {Type: TDrawOffer}}, "1/2-1/2", ""},
		{"standing", []Message{{Type: TDrawOffer}}, "", White},
		{"lapses when the other plays", []Message{{Type: TDrawOffer}, {Type: TMove, Move: "d6"}}, "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := newFixture(t, untimed)
			f.play("a7")
			for i, m := range tt.steps {
				role := []Role{Host, Guest}[i%2]
				m.Seq = 1
				if e := find(f.do(role, m), TError); e != nil {
					t.Fatalf("step %d: %s %s", i, e.Code, e.Text)
				}
			}
			s := f.r.State(Host, 0, 0, f.now)
			if s.Result != tt.result || s.DrawOffer != tt.offer {
				t.Errorf("result %q offer %q, want %q %q", s.Result, s.DrawOffer, tt.result, tt.offer)
			}
		})
	}
}

func TestRoomClocks(t *testing.T) {
	tests := []struct {
		name     string
		tc       TimeControl
		think    []time.Duration // before each turn
		white    int64           // ms left after the turns
		black    int64
		flagAt   time.Duration // after the last turn; 0 never
		deadline bool
	}{
		{"rapid with increment", TimeControl{Kind: Rapid, Base: 60, Inc: 2}, []time.Duration{5 * time.Second, 10 * time.Second, 3 * time.Second},
			// White's first turn is not timed; Black's clock starts after it.
			62000 + 2000 - 3000, 60000 - 10000 + 2000, 52 * time.Second, true},
		{"correspondence resets per turn", TimeControl{Kind: Correspondence, Days: 2}, []time.Duration{time.Hour, 30 * time.Hour},
			48 * 3600 * 1000, 48 * 3600 * 1000, 48 * time.Hour, true},
		{"untimed", untimed, []time.Duration{time.Hour}, 0, 0, 0, false},
	}
	turns := []string{"d6", "d2", "a7"}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := newFixture(t, tt.tc)
			for i, d := range tt.think {
				f.now = f.now.Add(d)
				f.play(turns[i])
			}
			s := f.r.State(Host, 0, 0, f.now)
			if tt.tc.Kind == Untimed {
				if s.Clock != nil {
					t.Fatalf("untimed room has clocks %+v", s.Clock)
				}
				return
			}
			if s.Clock.White != tt.white || s.Clock.Black != tt.black || s.Clock.At != f.now.UnixMilli() {
				t.Errorf("clocks %+v, want white %d black %d", s.Clock, tt.white, tt.black)
			}
			d, ok := f.r.Deadline()
			if ok != tt.deadline || d != f.now.Add(tt.flagAt) {
				t.Errorf("deadline %v %v, want in %v", d, ok, tt.flagAt)
			}
			if ev := f.r.Tick(d.Add(-time.Millisecond)); ev != nil {
				t.Errorf("flagged early: %+v", ev)
			}
			ev := f.r.Tick(d)
			if len(ev) != 1 || ev[0].Msg.Reason != ReasonTime {
				t.Fatalf("tick at the deadline: %+v", ev)
			}
		})
	}
}

// A move sent after the mover's time ran out loses on time, whether or
// not the server's timer fired first.
func TestRoomMoveAfterFlagLoses(t *testing.T) {
	f := newFixture(t, TimeControl{Kind: Rapid, Base: 10})
	f.play("d6")
	f.now = f.now.Add(11 * time.Second)
	rep := f.do(Guest, Message{Type: TMove, Seq: 1, Move: "d2"})
	over, e := find(rep, TOver), find(rep, TError)
	if over == nil || over.Result != "1-0" || over.Reason != ReasonTime || e == nil || e.Code != ErrGameOver {
		t.Fatalf("events %+v", rep.Events)
	}
}

func TestRoomPresenceAndResume(t *testing.T) {
	f := newFixture(t, untimed)
	f.play("d6", "d2", "a7")
	ev := f.r.Leave(Guest)
	if len(ev) != 1 || ev[0].Msg.Type != TPresence || ev[0].Msg.Color != Black || ev[0].Msg.Online {
		t.Fatalf("leave: %+v", ev)
	}
	// Back with the secret, having seen two turns: the third comes.
	rep := f.do(Outsider, Message{Type: THello, Room: f.r.ID(), Secret: f.secret[1], Seq: 2})
	s := find(rep, TState).State
	if rep.Role != Guest || s.You != Black || s.From != 2 || !reflect.DeepEqual(s.Moves, []string{"a7"}) || !s.BlackOn {
		t.Fatalf("resume: role %v state %+v", rep.Role, s)
	}
	if p := find(rep, TPresence); p == nil || !p.Online || p.Color != Black {
		t.Errorf("presence on resume: %+v", rep.Events)
	}
	rep = f.do(Outsider, Message{Type: TSpectate, Room: f.r.ID(), Token: f.links.Watch})
	if s := find(rep, TState).State; rep.Role != Spectator || s.You != "" || len(s.Moves) != 3 {
		t.Errorf("spectate: %v %+v", rep.Role, s)
	}
}

// A seat connected on another server counts as present: its connections
// here come and go without a word, and the word comes when the other
// server's go too.
func TestRoomPresenceElsewhere(t *testing.T) {
	f := newFixture(t, untimed) // the host is White
	if ev := f.r.SetRemote([2]bool{false, true}); len(ev) != 0 {
		t.Fatalf("the guest, here, also elsewhere: %+v", ev)
	}
	if ev := f.r.Leave(Guest); len(ev) != 0 {
		t.Fatalf("the guest left here, still there: %+v", ev)
	}
	if s := f.r.State(Host, 0, 0, f.now); !s.WhiteOn || !s.BlackOn {
		t.Errorf("state %+v, want both on", s)
	}
	ev := f.r.SetRemote([2]bool{})
	if len(ev) != 1 || ev[0].To != ToAll || ev[0].Msg.Type != TPresence || ev[0].Msg.Color != Black || ev[0].Msg.Online {
		t.Fatalf("the guest gone there too: %+v", ev)
	}
	ev = f.r.SetRemote([2]bool{false, true})
	if len(ev) != 1 || ev[0].Msg.Color != Black || !ev[0].Msg.Online {
		t.Fatalf("the guest back there: %+v", ev)
	}
	rep := f.do(Outsider, Message{Type: THello, Room: f.r.ID(), Secret: f.secret[1]})
	if p := find(rep, TPresence); p != nil {
		t.Errorf("the guest here as well as there: %+v", p)
	}
}

// A stored room loads back to the same state, the game replayed.
func TestRoomStoreRoundTrip(t *testing.T) {
	f := newFixture(t, TimeControl{Kind: Rapid, Base: 300, Inc: 3})
	f.play("a7", "a1", "d7", "g1", "g7xa1")
	f.do(Guest, Message{Type: TDrawOffer})
	b, err := json.Marshal(f.r)
	if err != nil {
		t.Fatal(err)
	}
	r, err := LoadRoom(b, &countingSource{})
	if err != nil {
		t.Fatal(err)
	}
	for _, role := range []Role{Host, Guest, Spectator} {
		r.online, f.r.online = [2]int{}, [2]int{}
		if got, want := r.State(role, 0, 0, f.now), f.r.State(role, 0, 0, f.now); !reflect.DeepEqual(got, want) {
			t.Errorf("%v: loaded %+v\nwant %+v", role, got, want)
		}
	}
	if rep := r.Handle(Outsider, Message{Type: THello, Room: f.r.ID(), Secret: f.secret[0]}, f.now); rep.Role != Host {
		t.Errorf("the loaded room does not know the host's secret")
	}
	for _, bad := range []string{"", "{", `{"id":"x"}`, string(b[:len(b)/2])} {
		if _, err := LoadRoom([]byte(bad), nil); err == nil {
			t.Errorf("LoadRoom(%q) succeeded", bad)
		}
	}
}
