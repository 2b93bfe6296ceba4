package online

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"
)

// The server's paths: a ticket is fetched from TicketPath with a POST,
// then spent on SocketPath?ticket=... within TicketLifetime, once.
const (
	TicketPath     = "/online/ticket"
	SocketPath     = "/online/ws"
	TicketLifetime = 30 * time.Second
)

// TicketReply is the body of the answer to a ticket request.
type TicketReply struct {
	Ticket string `json:"ticket"`
}

// TicketDialer dials the server at base ("https://example.org", the
// page's origin in the browser): it fetches a ticket, then opens the
// WebSocket with it. client is the HTTP client (http.DefaultClient when
// nil).
func TicketDialer(base string, client *http.Client) (Dialer, error) {
	u, err := url.Parse(base)
	if err != nil || u.Host == "" || (u.Scheme != "http" && u.Scheme != "https") {
		return nil, fmt.Errorf("online: server address %q: want http(s)://host", base)
	}
	if client == nil {
		client = http.DefaultClient
	}
	ws := *u
	ws.Scheme = map[string]string{"http": "ws", "https": "wss"}[u.Scheme]
	ws.Path = strings.TrimSuffix(u.Path, "/") + SocketPath
	tickets := strings.TrimSuffix(u.String(), "/") + TicketPath
	return func(ctx context.Context) (Conn, error) {
		t, err := fetchTicket(ctx, client, tickets)
		if err != nil {
			return nil, err
		}
		q := ws
		q.RawQuery = url.Values{"ticket": {t}}.Encode()
		return WebSocketDialer(q.String())(ctx)
	}, nil
}

func fetchTicket(ctx context.Context, client *http.Client, at string) (string, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, at, nil)
	if err != nil {
		return "", err
	}
	resp, err := client.Do(req)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return "", fmt.Errorf("online: ticket: %s", resp.Status)
	}
	var tr TicketReply
	if err := json.NewDecoder(io.LimitReader(resp.Body, 1<<10)).Decode(&tr); err != nil {
		return "", fmt.Errorf("online: ticket: %w", err)
	}
	if !ValidToken(tr.Ticket) {
		return "", fmt.Errorf("online: ticket: malformed")
	}
	return tr.Ticket, nil
}

// Tickets issues tickets and spends each once before it expires, in the
// memory of one process: a server of one instance, such as the tests'.
// The server command keeps its tickets in its store instead, which every
// instance shares (docs/online.md). Safe for concurrent use.
type Tickets struct {
	mu    sync.Mutex
	src   io.Reader
	live  map[string]time.Time // ticket → expiry
	prune int                  // size at which expired tickets are swept
}

// NewTickets draws tickets from src (crypto/rand when nil).
func NewTickets(src io.Reader) *Tickets {
	return &Tickets{src: src, live: map[string]time.Time{}, prune: 64}
}

// Issue gives a new ticket valid for TicketLifetime from now.
func (t *Tickets) Issue(now time.Time) (string, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	tok, err := NewToken(t.src)
	if err != nil {
		return "", err
	}
	if len(t.live) >= t.prune {
		for k, exp := range t.live {
			if !now.Before(exp) {
				delete(t.live, k)
			}
		}
		t.prune = max(64, 2*len(t.live))
	}
	t.live[tok] = now.Add(TicketLifetime)
	return tok, nil
}

// Spend reports whether ticket is live at now, and spends it.
func (t *Tickets) Spend(ticket string, now time.Time) bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	exp, ok := t.live[ticket]
	delete(t.live, ticket)
	return ok && now.Before(exp)
}
