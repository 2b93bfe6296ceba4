package hub

import (
	"context"
	"testing"
	"time"

	"github.com/ninemen/morris/online"
	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/server/internal/play"
	"github.com/ninemen/morris/server/store"
)

// presence follows what a client hears of one colour's seat: the state's
// word, then the presence events.
type presence struct {
	c       *online.Client
	on      map[online.Color]bool
	changes int // presence events heard
}

// until waits until the client has heard that color is on (or away),
// and says how long that took.
func (p *presence) until(ctx context.Context, t *testing.T, color online.Color, on bool) time.Duration {
	t.Helper()
	start := time.Now()
	for p.on[color] != on {
		select {
		case <-ctx.Done():
			t.Fatalf("%s never heard %s as online=%v", p.c.Seat().Room, color, on)
		case u, ok := <-p.c.Updates():
			if !ok {
				t.Fatal("client ended")
			}
			p.see(u)
		}
	}
	return time.Since(start)
}

func (p *presence) see(u online.Update) {
	switch m := u.Event; {
	case m == nil:
	case m.Type == online.TState:
		p.on[online.White], p.on[online.Black] = m.State.WhiteOn, m.State.BlackOn
	case m.Type == online.TPresence:
		p.on[m.Color] = m.Online
		p.changes++
	}
}

// drain takes what the client heard so far, without waiting.
func (p *presence) drain() {
	for {
		select {
		case u := <-p.c.Updates():
			p.see(u)
		default:
			return
		}
	}
}

// presenceInterval is the instances' beat in these tests: long enough
// that a loaded machine keeps it, as a word late by three intervals would
// make a seat away for a moment.
const presenceInterval = 250 * time.Millisecond

// hostOnTwoInstances starts two instances on one NATS that give word of
// their seats every presenceInterval, and a host, White, in a room on
// the first; the context ends with the test, after 30 s at most.
func hostOnTwoInstances(t *testing.T) ([]instance, context.Context, *online.Client, online.Message) {
	t.Helper()
	in := instances(t, store.Config{}, Config{PresenceInterval: presenceInterval}, Config{PresenceInterval: presenceInterval})
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	t.Cleanup(cancel)
	hostC := online.Create(ctx, clientConfig(t, in[0].srv.URL), online.SpecOf(rules.NineMensMorris()), online.TimeControl{Kind: online.Untimed}, online.White)
	t.Cleanup(hostC.Close)
	w, err := play.Welcome(ctx, hostC)
	if err != nil {
		t.Fatal(err)
	}
	return in, ctx, hostC, w
}

func watch(c *online.Client) *presence {
	return &presence{c: c, on: map[online.Color]bool{}}
}

// With the host on one instance and the guest on another, each sees the
// other present; the guest gone, the host sees it away at once; the
// guest back, and its instance killed without a word, the host sees it
// away once the instance's word has lapsed.
func TestPresenceAcrossInstances(t *testing.T) {
	in, ctx, hostC, w := hostOnTwoInstances(t)
	cfgB := clientConfig(t, in[1].srv.URL)
	host := watch(hostC)
	host.until(ctx, t, online.White, true)

	guestC := online.Join(ctx, cfgB, w.Links.Room, w.Links.Join)
	gw, err := play.Welcome(ctx, guestC)
	if err != nil {
		t.Fatal(err)
	}
	guest := watch(guestC)
	guest.until(ctx, t, online.White, true)
	guest.until(ctx, t, online.Black, true)
	host.until(ctx, t, online.Black, true)

	// Heartbeats come and go: nobody is away while both stay.
	host.drain()
	guest.drain()
	before := host.changes + guest.changes
	time.Sleep(presenceMisses * 4 * presenceInterval)
	host.drain()
	guest.drain()
	if n := host.changes + guest.changes - before; n != 0 {
		t.Fatalf("%d presence changes while both stayed", n)
	}

	guestC.Close()
	t.Logf("the guest left: away for the host after %v", host.until(ctx, t, online.Black, false))

	back := online.Resume(ctx, cfgB, online.Seat{Room: gw.Room, Secret: gw.Secret})
	defer back.Close()
	host.until(ctx, t, online.Black, true)
	host.drain()
	if !host.on[online.Black] {
		t.Fatal("the guest came back and went away again")
	}
	// Instance B dies: its NATS connection goes, then its sockets.
	in[1].st.Close()
	took := host.until(ctx, t, online.Black, false)
	t.Logf("instance B killed: away for the host after %v", took)
	if took < (presenceMisses-1)*presenceInterval {
		t.Errorf("away after %v, before the word had lapsed", took)
	}
}

// A seat connected on two instances stays present while either holds it:
// the host's second connection, on B, leaves without the guest on A
// hearing of it; the first one leaving then makes the host away.
func TestPresenceOfASeatOnTwoInstances(t *testing.T) {
	in, ctx, hostC, w := hostOnTwoInstances(t)
	cfgA, cfgB := clientConfig(t, in[0].srv.URL), clientConfig(t, in[1].srv.URL)
	twinC := online.Resume(ctx, cfgB, online.Seat{Room: w.Room, Secret: w.Secret})
	twin := watch(twinC)
	twin.until(ctx, t, online.White, true)
	guestC := online.Join(ctx, cfgA, w.Links.Room, w.Links.Join)
	defer guestC.Close()
	if _, err := play.Welcome(ctx, guestC); err != nil {
		t.Fatal(err)
	}
	guest := watch(guestC)
	guest.until(ctx, t, online.White, true)
	twin.until(ctx, t, online.Black, true)

	guest.drain()
	before := guest.changes
	twinC.Close()
	time.Sleep(presenceMisses * 2 * presenceInterval)
	guest.drain()
	if guest.changes != before || !guest.on[online.White] {
		t.Fatalf("the host's second connection left: %d presence changes, white on %v", guest.changes-before, guest.on[online.White])
	}
	hostC.Close()
	guest.until(ctx, t, online.White, false)
}
