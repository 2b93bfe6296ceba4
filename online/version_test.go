package online

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"
)

// The refusal of a frame of another version is spelt in that version,
// with the fields every version's error has.
func TestVersionRefusal(t *testing.T) {
	text := "this server speaks version 2"
	for _, tt := range []struct {
		frame string
		want  map[string]any
	}{
		// A join of the first version, as its clients wrote it.
		{`{"v":1,"t":"join","room":"` + roomID + `","token":"` + secret + `","secret":"` + secret + `"}`,
			map[string]any{"v": 1.0, "t": "error", "code": "version", "text": text}},
		{`{"v":1,"t":"move","id":12,"seq":3,"move":"d6"}`,
			map[string]any{"v": 1.0, "t": "error", "id": 12.0, "code": "version", "text": text}},
		{`{"v":3,"t":"hello","novelty":[1,2]}`,
			map[string]any{"v": 3.0, "t": "error", "code": "version", "text": text}},
		{`not json`, map[string]any{"v": 2.0, "t": "error", "code": "version", "text": text}},
	} {
		var got map[string]any
		if err := json.Unmarshal(VersionRefusal([]byte(tt.frame)), &got); err != nil || !reflect.DeepEqual(got, tt.want) {
			t.Errorf("VersionRefusal(%s) = %v, %v; want %v", tt.frame, got, err, tt.want)
		}
	}
	if m, err := DecodeEvent(VersionRefusal([]byte(`{"v":2}`))); err != nil || m.Code != ErrVersion {
		t.Errorf("the refusal in this version decodes as %+v, %v", m, err)
	}
}

// A server that closes the socket over the version, without an error the
// client can read, ends the client with the refusal ErrVersion: dialling
// again would meet the same.
func TestClientStopsOnAVersionClose(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ws, err := websocket.Accept(w, r, &websocket.AcceptOptions{Subprotocols: []string{Subprotocol}})
		if err != nil {
			return
		}
		ws.Read(r.Context())
		ws.Close(websocket.StatusPolicyViolation, "version: version 2, want 1")
	}))
	defer srv.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	c := Join(ctx, Config{Dial: WebSocketDialer("ws" + strings.TrimPrefix(srv.URL, "http"))}, roomID, secret)
	defer c.Close()
	for u := range c.Updates() {
		if u.Err != nil {
			if got := RefusalOf(u.Err); got != ErrVersion {
				t.Fatalf("ended with %v (%q), want the refusal %q", u.Err, got, ErrVersion)
			}
			return
		}
	}
}
