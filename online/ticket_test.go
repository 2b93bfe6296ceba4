package online

import (
	"context"
	"net/url"
	"strings"
	"testing"
	"time"
)

func TestTickets(t *testing.T) {
	tk := NewTickets(&countingSource{})
	a, _ := tk.Issue(t0)
	b, _ := tk.Issue(t0)
	tests := []struct {
		name   string
		ticket string
		at     time.Time
		ok     bool
	}{
		{"fresh", a, t0.Add(TicketLifetime - time.Millisecond), true},
		{"spent", a, t0.Add(time.Second), false},
		{"expired", b, t0.Add(TicketLifetime), false},
		{"never issued", "AAECAwQFBgcICQoLDA0ODw", t0, false},
		{"empty", "", t0, false},
	}
	for _, tt := range tests {
		if got := tk.Spend(tt.ticket, tt.at); got != tt.ok {
			t.Errorf("%s: Spend = %v, want %v", tt.name, got, tt.ok)
		}
	}
	// Expired tickets are swept as new ones come.
	for range 200 {
		tk.Issue(t0.Add(time.Hour))
	}
	if n := len(tk.live); n > 200 {
		t.Errorf("%d tickets kept", n)
	}
}

// The test server, like the real one, opens a socket only for a live
// ticket, once.
func TestSocketNeedsATicket(t *testing.T) {
	s := newTestServer(t)
	ws := "ws" + strings.TrimPrefix(s.URL, "http") + SocketPath
	ctx, cancel := context.WithTimeout(t.Context(), 10*time.Second)
	defer cancel()
	if _, err := WebSocketDialer(ws)(ctx); err == nil {
		t.Error("a socket opened without a ticket")
	}
	tk, _ := s.tickets.Issue(time.Now())
	with := ws + "?ticket=" + url.QueryEscape(tk)
	c, err := WebSocketDialer(with)(ctx)
	if err != nil {
		t.Fatalf("with a ticket: %v", err)
	}
	c.Close()
	if _, err := WebSocketDialer(with)(ctx); err == nil {
		t.Error("a ticket opened two sockets")
	}
	for _, bad := range []string{"", "ftp://x", "no scheme", "https://"} {
		if _, err := TicketDialer(bad, nil); err == nil {
			t.Errorf("TicketDialer(%q) accepted", bad)
		}
	}
}
