package hub

import (
	"context"
	"encoding/json"
	"io"
	"log"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/ninemen/morris/online"
	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/server/internal/play"
	"github.com/ninemen/morris/server/store"
)

// instance is one hub as an instance of the server: its own store
// connection, its own HTTP server.
type instance struct {
	hub *Hub
	st  *store.Store
	srv *httptest.Server
}

// instances starts one hub for each config on one embedded NATS, as
// instances of the server sharing it would be.
func instances(t *testing.T, scfg store.Config, cfgs ...Config) []instance {
	t.Helper()
	url, shutdown, err := store.Embedded(t.TempDir(), "")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(shutdown)
	out := make([]instance, len(cfgs))
	for i, cfg := range cfgs {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		st, err := store.Open(ctx, url, scfg)
		cancel()
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(st.Close)
		cfg.Store = st
		cfg.Log = log.New(io.Discard, "", 0)
		h, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		srv := httptest.NewServer(h.Handler())
		t.Cleanup(srv.Close)
		t.Cleanup(h.Close)
		out[i] = instance{hub: h, st: st, srv: srv}
	}
	return out
}

// twoHubs is two hubs on one embedded NATS, as two instances would be.
func twoHubs(t *testing.T) [2]*httptest.Server {
	t.Helper()
	in := instances(t, store.Config{}, Config{}, Config{})
	return [2]*httptest.Server{in[0].srv, in[1].srv}
}

// answer waits for the ack or error of request id.
func answer(ctx context.Context, t *testing.T, c *online.Client, id uint32) online.Message {
	t.Helper()
	for {
		select {
		case <-ctx.Done():
			t.Fatal("no answer")
		case u := <-c.Updates():
			if u.Err != nil {
				t.Fatal(u.Err)
			}
			if u.Event != nil && u.Event.ID == id && (u.Event.Type == online.TAck || u.Event.Type == online.TError) {
				return *u.Event
			}
		}
	}
}

// seen waits until c has seen turn seq.
func seen(ctx context.Context, t *testing.T, c *online.Client, seq int) {
	t.Helper()
	for c.Seat().Seq < seq {
		select {
		case <-ctx.Done():
			t.Fatalf("turn %d not seen", seq)
		case <-c.Updates():
		}
	}
}

// TestOneMoveWinsAcrossInstances sends two different first turns for the
// host at once, from a connection on each instance: the store takes one,
// and the other instance, finding the stream ahead of its copy, refuses
// its turn as stale.
func TestOneMoveWinsAcrossInstances(t *testing.T) {
	srv := twoHubs(t)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	cfgA, cfgB := clientConfig(t, srv[0].URL), clientConfig(t, srv[1].URL)
	host := online.Create(ctx, cfgA, online.SpecOf(rules.NineMensMorris()), online.TimeControl{Kind: online.Untimed}, online.White)
	defer host.Close()
	w, err := play.Welcome(ctx, host)
	if err != nil {
		t.Fatal(err)
	}
	guest := online.Join(ctx, cfgB, w.Links.Room, w.Links.Join)
	defer guest.Close()
	if _, err := play.Welcome(ctx, guest); err != nil {
		t.Fatal(err)
	}
	twin := online.Resume(ctx, cfgB, online.Seat{Room: w.Room, Secret: w.Secret})
	defer twin.Close()
	for u := range twin.Updates() {
		if u.Connected {
			break
		}
	}
	// The two connections offer different points each round; the guest
	// answers away from them, so every turn is legal.
	pairs := [][2]string{{"d6", "a7"}, {"g7", "a1"}, {"c5", "e3"}, {"b2", "f6"}, {"c3", "e5"}}
	for round, p := range pairs {
		a, b := host.Move(p[0]), twin.Move(p[1])
		ra, rb := answer(ctx, t, host, a), answer(ctx, t, twin, b)
		acked := 0
		for _, r := range []online.Message{ra, rb} {
			switch {
			case r.Type == online.TAck && r.Seq == 2*round+1:
				acked++
			case r.Type == online.TError && r.Code == online.ErrStale:
			default:
				t.Fatalf("round %d: answer %+v", round, r)
			}
		}
		if acked != 1 {
			t.Fatalf("round %d: %d turns acknowledged: %+v and %+v", round, acked, ra, rb)
		}
		seen(ctx, t, guest, 2*round+1)
		g := guest.Move([]string{"b4", "d2", "f4", "d1", "g4"}[round])
		if r := answer(ctx, t, guest, g); r.Type != online.TAck {
			t.Fatalf("round %d: guest's turn: %+v", round, r)
		}
		seen(ctx, t, host, 2*round+2)
		seen(ctx, t, twin, 2*round+2)
	}
}

// A ticket one instance gave opens a socket on another, once: a balancer
// in front of several need not keep a client on one.
func TestTicketFromAnotherInstance(t *testing.T) {
	srv := twoHubs(t)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	var ticket string
	issue := func(string) string {
		resp, err := http.Post(srv[0].URL+online.TicketPath, "", nil)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		var tr online.TicketReply
		if err := json.NewDecoder(resp.Body).Decode(&tr); err != nil {
			t.Fatal(err)
		}
		ticket = tr.Ticket
		return ticket
	}
	c, _, err := dialRaw(ctx, srv[1].URL, nil, issue)
	if err != nil {
		t.Fatalf("a ticket of instance A on instance B: %v", err)
	}
	c.CloseNow()
	if _, resp, err := dialRaw(ctx, srv[0].URL, nil, func(string) string { return ticket }); err == nil || resp == nil || resp.StatusCode != http.StatusUnauthorized {
		t.Fatalf("the ticket spent on B opened a socket on A again: %v", err)
	}
}
