// Package hub is the server of online rooms: it hands out tickets, accepts
// the WebSockets that spend them, runs each request through the room's
// online.Room and keeps every change in the store, so that any number of
// instances sharing one NATS serve the same rooms and a restarted instance
// finds them again.
package hub

import (
	"context"
	"encoding/json"
	"errors"
	"log"
	"net"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/coder/websocket"
	"github.com/ninemen/morris/online"
	"github.com/ninemen/morris/server/store"
)

// Config is what a Hub needs; zero limits take the defaults.
type Config struct {
	Store *store.Store
	// Origins are the host patterns (path.Match syntax, "example.org" or
	// "*.example.org") whose pages may open a socket besides the server's
	// own host. Clients that send no Origin (not browsers) are let in.
	Origins []string
	// ForwardedFor takes the client's address from the last entry of
	// X-Forwarded-For, for a server behind a reverse proxy; without it
	// every player would share the proxy's limits.
	ForwardedFor bool
	// ConnRate and ConnBurst limit the frames of one connection;
	// AddrRate and AddrBurst the frames and tickets of one address.
	ConnRate, AddrRate   float64
	ConnBurst, AddrBurst int
	// CodeRate and CodeBurst limit the short codes one address looks up.
	CodeRate  float64
	CodeBurst int
	// PresenceInterval is how often an instance repeats which seats its
	// connections hold, for the other instances; a seat nobody repeats
	// for three intervals goes away. 0 means DefaultPresenceInterval.
	PresenceInterval time.Duration
	// Now is the time (time.Now when nil): tests move it to expire
	// tickets. The room timers wait on the real time.
	Now func() time.Time
	// Log receives one line per refused connection and store failure;
	// log.Default when nil.
	Log *log.Logger
}

// The default limits: a player sends a few frames a second at most; an
// address may hold several players (a household, a school behind one NAT).
const (
	DefaultConnRate  = 10
	DefaultConnBurst = 30
	DefaultAddrRate  = 50
	DefaultAddrBurst = 150
	// floodStrikes is how many frames over its limit a connection may
	// send, each answered with the error rate, before it is closed.
	floodStrikes = 20
	// storeTimeout bounds one request's round trips to the store.
	storeTimeout = 10 * time.Second
)

// Hub serves the ticket and socket paths of online.
type Hub struct {
	cfg      Config
	st       *store.Store
	instance string // tells this instance's relayed events from others'
	log      *log.Logger

	mu     sync.Mutex
	rooms  map[string]*room
	addrs  map[string]*online.Limiter
	codes  map[string]*online.Limiter // short code lookups by address
	closed bool
	live   map[*conn]bool // to say goodbye on Close
	// nextConn numbers the connections.
	nextConn atomic.Uint64
	conns    sync.WaitGroup
	ctx      context.Context
	cancel   context.CancelFunc
}

// New makes a hub on cfg.Store.
func New(cfg Config) (*Hub, error) {
	if cfg.Store == nil {
		return nil, errors.New("hub: no store")
	}
	if cfg.ConnRate <= 0 || cfg.ConnBurst <= 0 {
		cfg.ConnRate, cfg.ConnBurst = DefaultConnRate, DefaultConnBurst
	}
	if cfg.AddrRate <= 0 || cfg.AddrBurst <= 0 {
		cfg.AddrRate, cfg.AddrBurst = DefaultAddrRate, DefaultAddrBurst
	}
	if cfg.CodeRate <= 0 || cfg.CodeBurst <= 0 {
		cfg.CodeRate, cfg.CodeBurst = DefaultCodeRate, DefaultCodeBurst
	}
	if cfg.PresenceInterval <= 0 {
		cfg.PresenceInterval = DefaultPresenceInterval
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Log == nil {
		cfg.Log = log.Default()
	}
	id, err := online.NewToken(nil)
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithCancel(context.Background())
	h := &Hub{
		cfg: cfg, st: cfg.Store, instance: id, log: cfg.Log,
		rooms: map[string]*room{}, live: map[*conn]bool{}, addrs: map[string]*online.Limiter{}, codes: map[string]*online.Limiter{}, ctx: ctx, cancel: cancel,
	}
	go h.heartbeat()
	return h, nil
}

// Handler serves online.TicketPath and online.SocketPath.
func (h *Hub) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("POST "+online.TicketPath, h.serveTicket)
	mux.HandleFunc("GET "+online.SocketPath, h.serveSocket)
	return mux
}

// Close ends every connection with the status "going away", which the
// client takes as a cue to dial again (another instance, or this one
// restarted), and waits for them.
func (h *Hub) Close() {
	h.mu.Lock()
	h.closed = true
	live := make([]*conn, 0, len(h.live))
	for c := range h.live {
		live = append(live, c)
	}
	h.mu.Unlock()
	for _, c := range live {
		c.kill(websocket.StatusGoingAway, "server stopping")
	}
	h.conns.Wait()
	h.cancel()
}

// Sweep runs store.Sweep every interval until the hub closes, so the moves
// of expired rooms go.
func (h *Hub) Sweep(interval time.Duration) {
	for {
		ctx, cancel := context.WithTimeout(h.ctx, time.Minute)
		if n, err := h.st.Sweep(ctx); err != nil {
			h.log.Printf("sweep: %v", err)
		} else if n > 0 {
			h.log.Printf("sweep: cleared %d expired rooms", n)
		}
		cancel()
		select {
		case <-h.ctx.Done():
			return
		case <-time.After(interval):
		}
	}
}

func (h *Hub) now() time.Time { return h.cfg.Now() }

func (h *Hub) serveTicket(w http.ResponseWriter, r *http.Request) {
	if !h.allow(h.addrs, h.cfg.AddrRate, h.cfg.AddrBurst, h.addrOf(r), h.now()) {
		http.Error(w, "too many requests", http.StatusTooManyRequests)
		return
	}
	// Tickets live in the store, so that any instance behind a balancer
	// takes a ticket another one gave.
	t, err := online.NewToken(nil)
	if err == nil {
		err = h.st.PutTicket(r.Context(), t, h.now().Add(online.TicketLifetime))
	}
	if err != nil {
		http.Error(w, "no ticket", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	json.NewEncoder(w).Encode(online.TicketReply{Ticket: t})
}

// addrOf is the client's address, without the port.
func (h *Hub) addrOf(r *http.Request) string {
	if h.cfg.ForwardedFor {
		if f := r.Header.Values("X-Forwarded-For"); len(f) > 0 {
			parts := strings.Split(f[len(f)-1], ",")
			return strings.TrimSpace(parts[len(parts)-1])
		}
	}
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}

// allow takes a token from the address's bucket in m. Buckets full again
// are dropped now and then, so the map holds the active addresses only.
func (h *Hub) allow(m map[string]*online.Limiter, rate float64, burst int, addr string, now time.Time) bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	l := m[addr]
	if l == nil {
		if len(m) > 4096 {
			clear(m)
		}
		l = online.NewLimiter(rate, burst)
		m[addr] = l
	}
	return l.Allow(now)
}
