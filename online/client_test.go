package online

import (
	"context"
	"errors"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/ninemen/morris/rules"
)

// testHeartbeat is the heartbeat of the tests' clients: fastClock holds
// its waits until beat.
const testHeartbeat = time.Hour

// fastClock records the backoff waits and lets each pass at once; it
// holds the heartbeats until beat.
type fastClock struct {
	mu    sync.Mutex
	waits []time.Duration
	held  []chan time.Time
}

func (f *fastClock) After(d time.Duration) <-chan time.Time {
	f.mu.Lock()
	defer f.mu.Unlock()
	ch := make(chan time.Time, 1)
	if d == testHeartbeat {
		f.held = []chan time.Time{ch} // the client waits on its latest only
		return ch
	}
	f.waits = append(f.waits, d)
	ch <- time.Time{}
	return ch
}

// beat waits for the client to wait on a heartbeat, and lets it pass.
func (f *fastClock) beat(t *testing.T) {
	t.Helper()
	for range 1000 {
		f.mu.Lock()
		if len(f.held) > 0 {
			f.held[0] <- time.Time{}
			f.held = nil
			f.mu.Unlock()
			return
		}
		f.mu.Unlock()
		time.Sleep(10 * time.Millisecond)
	}
	t.Fatal("the client waits on no heartbeat")
}

func (f *fastClock) recorded() []time.Duration {
	f.mu.Lock()
	defer f.mu.Unlock()
	return slices.Clone(f.waits)
}

func testConfig(s *testServer, clock Clock) Config {
	return Config{Dial: s.dialer(), Clock: clock, Jitter: func() float64 { return 0.5 }, Heartbeat: testHeartbeat}
}

func (s *testServer) dialer() Dialer {
	d, err := TicketDialer(s.URL, s.Client())
	if err != nil {
		panic(err)
	}
	return d
}

// await reads updates until one satisfies ok, failing after a while.
func await(t *testing.T, c *Client, what string, ok func(Update) bool) Update {
	t.Helper()
	deadline := time.After(20 * time.Second)
	for {
		select {
		case u, open := <-c.Updates():
			if !open {
				t.Fatalf("waiting for %s: the client ended", what)
			}
			if u.Err != nil && !ok(u) {
				t.Fatalf("waiting for %s: %v", what, u.Err)
			}
			if ok(u) {
				return u
			}
		case <-deadline:
			t.Fatalf("no %s", what)
		}
	}
}

func event(t Type) func(Update) bool {
	return func(u Update) bool { return u.Event != nil && u.Event.Type == t }
}

// movedTo waits for turn seq: its event, or a state after a resume that
// has it.
func movedTo(seq int) func(Update) bool {
	return func(u Update) bool {
		return u.Event != nil && (u.Event.Type == TMoved && u.Event.Seq == seq ||
			u.Event.Type == TState && u.Event.State.Seq >= seq)
	}
}

// Two clients play through the test server; the server cuts every
// connection mid-game, and then loses the answer to a turn: both come
// back, and every turn is played exactly once.
func TestClientPlaysThroughCutsAndLostAcks(t *testing.T) {
	s := newTestServer(t)
	ctx := t.Context()
	host := Create(ctx, testConfig(s, &fastClock{}), SpecOf(rules.NineMensMorris()), TimeControl{Kind: Untimed}, White)
	defer host.Close()
	links := *await(t, host, "welcome", event(TWelcome)).Event.Links
	guest := Join(ctx, testConfig(s, &fastClock{}), links.Room, links.Join)
	defer guest.Close()
	await(t, guest, "guest's state", event(TState))
	await(t, host, "guest's presence", event(TPresence))

	host.Move("a7")
	await(t, guest, "turn 1", movedTo(1))
	guest.Move("a1")
	await(t, host, "turn 2", movedTo(2))

	s.cut()
	host.Move("d7") // sent after the resume
	await(t, host, "host back", func(u Update) bool { return u.Connected })
	await(t, guest, "turn 3 after the cut", movedTo(3))

	s.mu.Lock()
	s.dropAck = func(m Message) bool { return m.Type == TMove }
	s.mu.Unlock()
	guest.Move("g1")
	await(t, host, "turn 4", movedTo(4))
	// The guest never got its ack: it resumes, sends the turn again and
	// is told it was played.
	await(t, guest, "the replay's ack", func(u Update) bool {
		return u.Event != nil && u.Event.Type == TAck && u.Event.Seq == 4
	})
	host.Move("g7xa1")
	await(t, guest, "turn 5", movedTo(5))
	await(t, host, "own turn 5", movedTo(5))

	want := []string{"a7", "a1", "d7", "g1", "g7xa1"}
	if got := s.turns(links.Room); !slices.Equal(got, want) {
		t.Errorf("the room played %v, want %v", got, want)
	}
	for _, c := range []*Client{host, guest} {
		if seat := c.Seat(); seat.Seq != 5 || seat.Room != links.Room || !ValidToken(seat.Secret) {
			t.Errorf("seat %+v", seat)
		}
	}
	s.mu.Lock()
	dials := s.dials
	s.mu.Unlock()
	if dials < 5 {
		t.Errorf("%d connections, want at least 5 (2, 2 after the cut, 1 after the lost ack)", dials)
	}
}

// A client cut off for good comes back from a stored seat, and a
// spectator follows read-only.
func TestClientResumesAStoredSeat(t *testing.T) {
	s := newTestServer(t)
	ctx := t.Context()
	host := Create(ctx, testConfig(s, &fastClock{}), SpecOf(rules.NineMensMorris()), TimeControl{Kind: Rapid, Base: 300, Inc: 5}, Black)
	links := *await(t, host, "welcome", event(TWelcome)).Event.Links
	guest := Join(ctx, testConfig(s, &fastClock{}), links.Room, links.Join)
	await(t, guest, "state", event(TState))
	guest.Move("d6")
	await(t, host, "turn 1", movedTo(1))
	await(t, guest, "own turn 1", movedTo(1))
	seat := host.Seat()
	host.Close()

	watcher := Spectate(ctx, testConfig(s, &fastClock{}), links.Room, links.Watch)
	defer watcher.Close()
	st := await(t, watcher, "spectator's state", event(TState)).Event.State
	if st.You != "" || !slices.Equal(st.Moves, []string{"d6"}) || st.Clock == nil {
		t.Errorf("spectator's state %+v", st)
	}
	guest.Move("d2") // not its turn: refused
	if u := await(t, guest, "refusal", event(TError)); u.Event.Code != ErrNotYourTurn {
		t.Errorf("refusal %s", u.Event.Code)
	}

	back := Resume(ctx, testConfig(s, &fastClock{}), seat)
	defer back.Close()
	st = await(t, back, "resumed state", event(TState)).Event.State
	if st.You != Black || st.From != 1 || len(st.Moves) != 0 || st.Seq != 1 {
		t.Errorf("resumed state %+v", st)
	}
	back.Move("d2")
	await(t, watcher, "the spectator sees turn 2", movedTo(2))
	guest.Close()
}

// Dial failures back off exponentially up to the maximum; a connection
// that opens resets the backoff. A refused secret ends the client.
func TestClientBackoffAndRefusal(t *testing.T) {
	s := newTestServer(t)
	clock := &fastClock{}
	real := s.dialer()
	fails := 5
	var mu sync.Mutex
	cfg := Config{
		Clock: clock, Backoff: Backoff{Min: 100 * time.Millisecond, Max: time.Second},
		Jitter: func() float64 { return 0.5 }, Heartbeat: testHeartbeat,
		Dial: func(ctx context.Context) (Conn, error) {
			mu.Lock()
			defer mu.Unlock()
			if fails > 0 {
				fails--
				return nil, errors.New("no network")
			}
			return real(ctx)
		},
	}
	c := Create(t.Context(), cfg, SpecOf(rules.NineMensMorris()), TimeControl{Kind: Untimed}, Random)
	await(t, c, "connected", func(u Update) bool { return u.Connected })
	// Each wait is three quarters of its step (jitter 0.5).
	want := []time.Duration{75, 150, 300, 600, 750}
	for i := range want {
		want[i] *= time.Millisecond
	}
	if got := clock.recorded(); !slices.Equal(got, want) {
		t.Errorf("waits %v, want %v", got, want)
	}
	s.cut()
	await(t, c, "connected again", func(u Update) bool { return u.Connected })
	if got := clock.recorded(); got[len(got)-1] != 75*time.Millisecond {
		t.Errorf("wait after an open connection %v, want the minimum", got[len(got)-1])
	}
	seat := c.Seat()
	c.Close()

	seat.Secret = seat.Room // well formed, wrong
	bad := Resume(t.Context(), testConfig(s, clock), seat)
	defer bad.Close()
	u := await(t, bad, "refusal", func(u Update) bool { return u.Err != nil })
	var fe fatalError
	if !errors.As(u.Err, &fe) || fe.code != ErrBadSecret {
		t.Errorf("err %v, want bad_secret", u.Err)
	}
	if _, open := <-bad.Updates(); open {
		t.Error("updates not closed after the refusal")
	}
}

// A connection the server has gone silent on (a network that dropped
// without a word) is given up after two heartbeats and dialed again; a
// live one answers the ping and stays.
func TestClientHeartbeat(t *testing.T) {
	s := newTestServer(t)
	clock := &fastClock{}
	c := Create(t.Context(), testConfig(s, clock), SpecOf(rules.NineMensMorris()), TimeControl{Kind: Untimed}, White)
	defer c.Close()
	await(t, c, "connected", func(u Update) bool { return u.Connected })
	clock.beat(t)
	await(t, c, "the ping's ack", event(TAck))
	s.mu.Lock()
	for conn := range s.conns {
		conn.muted = true
	}
	s.mu.Unlock()
	clock.beat(t) // a ping, unanswered
	clock.beat(t)
	await(t, c, "disconnected", func(u Update) bool { return u.Event == nil && !u.Connected })
	await(t, c, "connected again", func(u Update) bool { return u.Connected })
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.dials != 2 {
		t.Errorf("%d connections, want 2", s.dials)
	}
}

// A join whose welcome was lost is sent again with its claim and gets the
// seat.
func TestClientJoinsAgainAfterALostWelcome(t *testing.T) {
	s := newTestServer(t)
	host := Create(t.Context(), testConfig(s, &fastClock{}), SpecOf(rules.NineMensMorris()), TimeControl{Kind: Untimed}, White)
	defer host.Close()
	links := *await(t, host, "welcome", event(TWelcome)).Event.Links
	s.mu.Lock()
	s.dropAck = func(m Message) bool { return m.Type == TJoin }
	s.mu.Unlock()
	guest := Join(t.Context(), testConfig(s, &fastClock{}), links.Room, links.Join)
	defer guest.Close()
	st := await(t, guest, "the guest's state", event(TState)).Event.State
	if st.You != Black || !ValidToken(guest.Seat().Secret) {
		t.Errorf("state %+v, seat %+v", st, guest.Seat())
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.dials != 3 {
		t.Errorf("%d connections, want 3 (host, lost join, join again)", s.dials)
	}
}

// A client given nothing to open with ends at once with an error instead
// of dialing for ever.
func TestClientWithoutASeatEnds(t *testing.T) {
	dials := 0
	cfg := Config{Dial: func(context.Context) (Conn, error) { dials++; return nil, errors.New("no") }}
	for _, c := range []*Client{
		Resume(t.Context(), cfg, Seat{}),
		Join(t.Context(), cfg, "", ""),
		Spectate(t.Context(), cfg, roomID, ""),
	} {
		u := <-c.Updates()
		if u.Err == nil {
			t.Errorf("update %+v, want an error", u)
		}
		c.Close()
	}
	if dials != 0 {
		t.Errorf("%d dials", dials)
	}
}
