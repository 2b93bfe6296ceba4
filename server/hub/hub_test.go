package hub

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/ninemen/morris/online"
	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/server/internal/play"
	"github.com/ninemen/morris/server/store"
)

// newServer is a hub on an embedded NATS in a temporary folder, behind
// a loopback HTTP server.
func newServer(t testing.TB, cfg Config) *httptest.Server {
	t.Helper()
	url, shutdown, err := store.Embedded(t.TempDir(), "")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(shutdown)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	st, err := store.Open(ctx, url, store.Config{})
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
	return srv
}

func clientConfig(t testing.TB, base string) online.Config {
	t.Helper()
	dial, err := online.TicketDialer(base, nil)
	if err != nil {
		t.Fatal(err)
	}
	return online.Config{Dial: dial, Backoff: online.Backoff{Min: 20 * time.Millisecond, Max: 300 * time.Millisecond}}
}

// playGame plays a whole random game between a host on hostCfg and a
// guest on guestCfg, and checks both saw it end the same way.
func playGame(ctx context.Context, hostCfg, guestCfg online.Config, seed uint64, pace time.Duration) (string, error) {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	turns := play.Turns(seed)
	host := online.Create(ctx, hostCfg, online.SpecOf(rules.NineMensMorris()), online.TimeControl{Kind: online.Untimed}, online.White)
	defer host.Close()
	w, err := play.Welcome(ctx, host)
	if err != nil {
		return "", err
	}
	guest := online.Join(ctx, guestCfg, w.Links.Room, w.Links.Join)
	defer guest.Close()
	var wg sync.WaitGroup
	var res [2]play.Result
	var errs [2]error
	for i, c := range []*online.Client{host, guest} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if res[i], errs[i] = play.Player(ctx, c, turns, play.Options{Pace: pace}); errs[i] != nil {
				cancel()
			}
		}()
	}
	wg.Wait()
	if err := errors.Join(errs[:]...); err != nil {
		return "", err
	}
	if res[0].Over.Result != res[1].Over.Result || res[0].Over.Result == "" {
		return "", fmt.Errorf("results %q and %q", res[0].Over.Result, res[1].Over.Result)
	}
	return fmt.Sprintf("%d turns, %s by %s", len(turns), res[0].Over.Result, res[0].Over.Reason), nil
}

func TestWholeGame(t *testing.T) {
	srv := newServer(t, Config{ConnRate: 1000, ConnBurst: 1000, AddrRate: 1000, AddrBurst: 1000})
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	cfg := clientConfig(t, srv.URL)
	got, err := playGame(ctx, cfg, cfg, 1, 0)
	if err != nil {
		t.Fatal(err)
	}
	t.Log(got)
}

// dialRaw opens a socket with a fresh ticket, or says why not.
func dialRaw(ctx context.Context, base string, header http.Header, ticket func(string) string) (*websocket.Conn, *http.Response, error) {
	res, err := http.Post(base+online.TicketPath, "", nil)
	if err != nil {
		return nil, nil, err
	}
	var tr struct{ Ticket string }
	body, _ := io.ReadAll(res.Body)
	res.Body.Close()
	tr.Ticket = strings.TrimSuffix(strings.TrimPrefix(strings.TrimSpace(string(body)), `{"ticket":"`), `"}`)
	ws := "ws" + strings.TrimPrefix(base, "http") + online.SocketPath + "?ticket=" + ticket(tr.Ticket)
	return websocket.Dial(ctx, ws, &websocket.DialOptions{Subprotocols: []string{online.Subprotocol}, HTTPHeader: header})
}

func same(t string) string { return t }

// TestAbuseClosesThatConnectionOnly sends what a hostile or broken client
// might, each on its own connection, while a game goes on beside them:
// each connection is refused or closed with a reason, and the game ends
// well.
func TestAbuseClosesThatConnectionOnly(t *testing.T) {
	// The game's players move every 20 ms at most, well under the limit
	// of a connection; the flood sends as fast as it can.
	srv := newServer(t, Config{ConnRate: 100, ConnBurst: 100, AddrRate: 1000, AddrBurst: 1000})
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	cfg := clientConfig(t, srv.URL)
	done := make(chan error, 1)
	go func() {
		_, err := playGame(ctx, cfg, cfg, 2, 20*time.Millisecond)
		done <- err
	}()

	closed := func(t *testing.T, c *websocket.Conn, want websocket.StatusCode) {
		t.Helper()
		for {
			_, _, err := c.Read(ctx)
			if err == nil {
				continue // the rate errors before the close
			}
			if got := websocket.CloseStatus(err); got != want {
				t.Fatalf("closed with %v (%v), want %v", got, err, want)
			}
			return
		}
	}
	frames := []struct {
		name string
		send func(c *websocket.Conn) error
		want websocket.StatusCode
	}{
		{"oversized", func(c *websocket.Conn) error {
			return c.Write(ctx, websocket.MessageText, []byte(`{"v":2,"t":"ping","x":"`+strings.Repeat("a", online.MaxRequest)+`"}`))
		}, websocket.StatusMessageTooBig},
		{"garbage", func(c *websocket.Conn) error {
			return c.Write(ctx, websocket.MessageText, []byte("\x00\xff not json"))
		}, websocket.StatusPolicyViolation},
		{"binary", func(c *websocket.Conn) error {
			return c.Write(ctx, websocket.MessageBinary, []byte(`{"v":2,"t":"ping"}`))
		}, websocket.StatusUnsupportedData},
		{"flood", func(c *websocket.Conn) error {
			for range 400 {
				if err := c.Write(ctx, websocket.MessageText, []byte(`{"v":2,"t":"ping"}`)); err != nil {
					return nil // closed under the flood, as it should be
				}
			}
			return nil
		}, websocket.StatusPolicyViolation},
	}
	for _, f := range frames {
		t.Run(f.name, func(t *testing.T) {
			c, _, err := dialRaw(ctx, srv.URL, nil, same)
			if err != nil {
				t.Fatal(err)
			}
			defer c.CloseNow()
			if err := f.send(c); err != nil {
				t.Fatal(err)
			}
			closed(t, c, f.want)
		})
	}

	refused := []struct {
		name   string
		header http.Header
		ticket func(string) string
		want   int
	}{
		{"bad origin", http.Header{"Origin": {"https://evil.example"}}, same, http.StatusForbidden},
		{"no ticket", nil, func(string) string { return "" }, http.StatusUnauthorized},
		{"made-up ticket", nil, func(string) string { return "AAAAAAAAAAAAAAAAAAAAAA" }, http.StatusUnauthorized},
	}
	for _, r := range refused {
		t.Run(r.name, func(t *testing.T) {
			c, res, err := dialRaw(ctx, srv.URL, r.header, r.ticket)
			if err == nil {
				c.CloseNow()
				t.Fatal("accepted")
			}
			if res == nil || res.StatusCode != r.want {
				t.Fatalf("refused with %v, want %d", res, r.want)
			}
		})
	}
	t.Run("reused ticket", func(t *testing.T) {
		var ticket string
		c, _, err := dialRaw(ctx, srv.URL, nil, func(s string) string { ticket = s; return s })
		if err != nil {
			t.Fatal(err)
		}
		c.CloseNow()
		c, res, err := dialRaw(ctx, srv.URL, nil, func(string) string { return ticket })
		if err == nil {
			c.CloseNow()
			t.Fatal("a spent ticket opened a socket")
		}
		if res == nil || res.StatusCode != http.StatusUnauthorized {
			t.Fatalf("refused with %v", res)
		}
	})
	if err := <-done; err != nil {
		t.Fatalf("the game beside: %v", err)
	}
}

// TestExpiredTicket spends a ticket after its lifetime: refused.
func TestExpiredTicket(t *testing.T) {
	var skew atomic.Int64
	srv := newServer(t, Config{Now: func() time.Time { return time.Now().Add(time.Duration(skew.Load())) }})
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	c, res, err := dialRaw(ctx, srv.URL, nil, func(s string) string {
		skew.Store(int64(online.TicketLifetime + time.Second))
		return s
	})
	if err == nil {
		c.CloseNow()
		t.Fatal("an expired ticket opened a socket")
	}
	if res == nil || res.StatusCode != http.StatusUnauthorized {
		t.Fatalf("refused with %v", res)
	}
}
