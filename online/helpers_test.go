package online

import (
	"testing"
	"time"

	"github.com/ninemen/morris/rules"
)

// countingSource is a predictable randomness source: each byte one more
// than the last, so every token drawn differs.
type countingSource struct{ n byte }

func (c *countingSource) Read(p []byte) (int, error) {
	for i := range p {
		c.n++
		p[i] = c.n
	}
	return len(p), nil
}

var t0 = time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)

// fixture is a room with both seats taken: the host plays White.
type fixture struct {
	t      testing.TB
	r      *Room
	links  Links
	secret [2]string
	now    time.Time
}

func createReq(tc TimeControl) Message {
	spec := SpecOf(rules.NineMensMorris())
	return Message{V: Version, Type: TCreate, ID: 1, Variant: &spec, TC: &tc, Color: White}
}

func newFixture(t testing.TB, tc TimeControl) *fixture {
	t.Helper()
	r, rep, err := NewRoom(createReq(tc), &countingSource{}, t0)
	if err != nil {
		t.Fatal(err)
	}
	f := &fixture{t: t, r: r, now: t0}
	w := find(rep, TWelcome)
	f.links, f.secret[0] = *w.Links, w.Secret
	rep = f.do(Outsider, Message{Type: TJoin, Room: r.ID(), Token: f.links.Join})
	if rep.Role != Guest {
		t.Fatalf("join: role %v, events %+v", rep.Role, rep.Events)
	}
	f.secret[1] = find(rep, TWelcome).Secret
	return f
}

func (f *fixture) do(role Role, m Message) Reply {
	m.V = Version
	return f.r.Handle(role, m, f.now)
}

// play plays turns alternately from the side to move, failing the test
// on a refusal.
func (f *fixture) play(turns ...string) {
	f.t.Helper()
	for _, t := range turns {
		pos := f.r.game.Position()
		role := Host
		if f.r.seatOfColor(int(pos.SideToMove())) == 1 {
			role = Guest
		}
		rep := f.do(role, Message{Type: TMove, Game: f.r.gameNo, Seq: len(f.r.turns), Move: t})
		if e := find(rep, TError); e != nil {
			f.t.Fatalf("turn %s: %s %s", t, e.Code, e.Text)
		}
	}
}

// find is the first event of a type, or nil.
func find(rep Reply, t Type) *Message {
	for _, e := range rep.Events {
		if e.Msg.Type == t {
			m := e.Msg
			return &m
		}
	}
	return nil
}
