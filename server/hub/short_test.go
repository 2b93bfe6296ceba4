package hub

import (
	"context"
	"errors"
	"sync/atomic"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/ninemen/morris/online"
	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/server/internal/play"
	"github.com/ninemen/morris/server/store"
)

// refusal waits for the end of a client that cannot open its seat, and
// gives the error code that ended it.
func refusal(ctx context.Context, t *testing.T, c *online.Client) online.ErrorCode {
	t.Helper()
	for {
		select {
		case <-ctx.Done():
			t.Fatal("neither refused nor welcomed")
		case u, ok := <-c.Updates():
			if !ok {
				t.Fatal("ended without a reason")
			}
			if u.Event != nil && u.Event.Type == online.TWelcome {
				t.Fatalf("welcomed: %+v", u.Event)
			}
			if u.Err != nil {
				return online.RefusalOf(u.Err)
			}
		}
	}
}

// A room opened on one instance is joined with its short code on another;
// after that the code opens nothing for anyone else, and past the grace
// for nobody; a code never given is refused.
func TestShortCodeAcrossInstances(t *testing.T) {
	var skew atomic.Int64
	clock := func() time.Time { return time.Now().Add(time.Duration(skew.Load())) }
	in := instances(t, store.Config{}, Config{Now: clock}, Config{Now: clock})
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	cfgA, cfgB := clientConfig(t, in[0].srv.URL), clientConfig(t, in[1].srv.URL)
	host := online.Create(ctx, cfgA, online.SpecOf(rules.NineMensMorris()), online.TimeControl{Kind: online.Untimed}, online.White)
	defer host.Close()
	w, err := play.Welcome(ctx, host)
	if err != nil {
		t.Fatal(err)
	}
	code := w.Links.Short
	if !online.ValidShortCode(code) {
		t.Fatalf("the host's links carry no short code: %+v", w.Links)
	}

	wrong := online.JoinShort(ctx, cfgB, "7Q2K9MZW")
	defer wrong.Close()
	if got := refusal(ctx, t, wrong); got != online.ErrBadCode {
		t.Errorf("a code never given: %q, want %q", got, online.ErrBadCode)
	}

	guest := online.JoinShort(ctx, cfgB, code)
	defer guest.Close()
	gw, err := play.Welcome(ctx, guest)
	if err != nil {
		t.Fatal(err)
	}
	if gw.Room != w.Room || gw.Links.Short != "" || gw.Links.Join != "" {
		t.Errorf("the guest's welcome: %+v", gw)
	}
	if m := host.Move("d6"); answer(ctx, t, host, m).Type != online.TAck {
		t.Fatal("the host cannot move after the guest came by code")
	}

	late := online.JoinShort(ctx, cfgA, code)
	defer late.Close()
	if got := refusal(ctx, t, late); got != online.ErrSeatTaken {
		t.Errorf("the code after the seat was taken: %q, want %q", got, online.ErrSeatTaken)
	}
	skew.Store(int64(codeGrace + time.Minute))
	later := online.JoinShort(ctx, cfgB, code)
	defer later.Close()
	if got := refusal(ctx, t, later); got != online.ErrBadCode {
		t.Errorf("the code past its grace: %q, want %q", got, online.ErrBadCode)
	}
	if _, _, err := in[0].st.Code(ctx, code); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("the used code is still kept: %v", err)
	}
}

// A code expires with the room's idle time: after it, it opens nothing.
func TestShortCodeExpires(t *testing.T) {
	in := instances(t, store.Config{IdleExpiry: time.Second}, Config{})
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	cfg := clientConfig(t, in[0].srv.URL)
	host := online.Create(ctx, cfg, online.SpecOf(rules.NineMensMorris()), online.TimeControl{Kind: online.Untimed}, online.White)
	w, err := play.Welcome(ctx, host)
	if err != nil {
		t.Fatal(err)
	}
	host.Close()
	for {
		if _, _, err := in[0].st.Code(ctx, w.Links.Short); errors.Is(err, store.ErrNotFound) {
			break
		}
		select {
		case <-ctx.Done():
			t.Fatal("the code outlived the idle time")
		case <-time.After(100 * time.Millisecond):
		}
	}
	guest := online.JoinShort(ctx, cfg, w.Links.Short)
	defer guest.Close()
	if got := refusal(ctx, t, guest); got != online.ErrBadCode {
		t.Errorf("an expired code: %q, want %q", got, online.ErrBadCode)
	}
}

// Guessing codes is slow: an address looks up CodeBurst codes at once,
// then one every 1/CodeRate, on any of its connections; the rest are
// refused with the error rate without a look at the store.
func TestShortCodeGuessesLimited(t *testing.T) {
	srv := newServer(t, Config{CodeRate: 0.001, CodeBurst: 3})
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	try := func(c *websocket.Conn, id int, code string) online.ErrorCode {
		t.Helper()
		frame := `{"v":2,"t":"join","id":` + string(rune('0'+id)) + `,"short":"` + code + `"}`
		if err := c.Write(ctx, websocket.MessageText, []byte(frame)); err != nil {
			t.Fatal(err)
		}
		_, b, err := c.Read(ctx)
		if err != nil {
			t.Fatal(err)
		}
		m, err := online.DecodeEvent(b)
		if err != nil {
			t.Fatal(err)
		}
		return m.Code
	}
	a, _, err := dialRaw(ctx, srv.URL, nil, same)
	if err != nil {
		t.Fatal(err)
	}
	defer a.CloseNow()
	b, _, err := dialRaw(ctx, srv.URL, nil, same)
	if err != nil {
		t.Fatal(err)
	}
	defer b.CloseNow()
	want := []online.ErrorCode{online.ErrBadCode, online.ErrBadCode, online.ErrBadCode, online.ErrRate, online.ErrRate}
	for i, code := range []string{"00000001", "00000002", "00000003", "00000004", "00000005"} {
		c := a
		if i%2 == 1 {
			c = b
		}
		if got := try(c, i+1, code); got != want[i] {
			t.Errorf("guess %d: %q, want %q", i+1, got, want[i])
		}
	}
}

// A client of the first version, whose join the decoder refuses, is told
// so in its own version before the close: it stops rather than dials
// again.
func TestFirstVersionClientTold(t *testing.T) {
	srv := newServer(t, Config{})
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	c, _, err := dialRaw(ctx, srv.URL, nil, same)
	if err != nil {
		t.Fatal(err)
	}
	defer c.CloseNow()
	join := `{"v":1,"t":"join","room":"AQIDBAUGBwgJCgsMDQ4PEA","token":"ERITFBUWFxgZGhscHR4fIA","secret":"QUJDREVGR0hJSktMTU5PUA"}`
	if err := c.Write(ctx, websocket.MessageText, []byte(join)); err != nil {
		t.Fatal(err)
	}
	_, b, err := c.Read(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"v":1,"t":"error","code":"version","text":"this server speaks version 2"}`; string(b) != want {
		t.Errorf("answer %s, want %s", b, want)
	}
	if _, _, err := c.Read(ctx); websocket.CloseStatus(err) != websocket.StatusPolicyViolation {
		t.Errorf("then %v, want the close", err)
	}
}
