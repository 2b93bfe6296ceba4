// Package onlinetest is an in-process server of online rooms for tests:
// it speaks the protocol over real WebSockets on 127.0.0.1 with
// online.Room, as the real server does without its store, so that the
// game's online scenes can be tested end to end without it.
package onlinetest

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"sync"
	"time"

	"github.com/coder/websocket"

	"github.com/ninemen/morris/online"
)

// Server is a test server of online rooms; URL is its address
// ("http://127.0.0.1:PORT"), what the game is given as its server.
type Server struct {
	*httptest.Server
	mu      sync.Mutex
	rooms   map[string]*online.Room
	codes   map[string][2]string // short code: room, join token
	tickets *online.Tickets
	conns   map[*conn]bool
	dials   int
}

type conn struct {
	ws   *websocket.Conn
	room *online.Room
	role online.Role
	out  chan []byte
}

// Cleaner is what stops the server when done: a *testing.T, or a tool's
// own list of things to close.
type Cleaner interface{ Cleanup(func()) }

// New starts a server that c's cleanup stops.
func New(c Cleaner) *Server {
	s := &Server{rooms: map[string]*online.Room{}, codes: map[string][2]string{}, conns: map[*conn]bool{}, tickets: online.NewTickets(nil)}
	mux := http.NewServeMux()
	mux.HandleFunc("POST "+online.TicketPath, func(w http.ResponseWriter, r *http.Request) {
		t, err := s.tickets.Issue(time.Now())
		if err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		_ = json.NewEncoder(w).Encode(online.TicketReply{Ticket: t})
	})
	mux.HandleFunc("GET "+online.SocketPath, s.serve)
	s.Server = httptest.NewServer(mux)
	c.Cleanup(s.Close)
	return s
}

// Rooms is how many rooms the server holds.
func (s *Server) Rooms() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.rooms)
}

// Dials is how many WebSockets the server has accepted.
func (s *Server) Dials() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.dials
}

// Cut ends every connection at once, as a restarting server does.
func (s *Server) Cut() {
	s.mu.Lock()
	defer s.mu.Unlock()
	for c := range s.conns {
		c.ws.CloseNow()
	}
}

func (s *Server) serve(w http.ResponseWriter, r *http.Request) {
	if !s.tickets.Spend(r.URL.Query().Get("ticket"), time.Now()) {
		http.Error(w, "no valid ticket", http.StatusUnauthorized)
		return
	}
	ws, err := websocket.Accept(w, r, &websocket.AcceptOptions{Subprotocols: []string{online.Subprotocol}})
	if err != nil {
		return
	}
	ws.SetReadLimit(online.MaxRequest)
	c := &conn{ws: ws, out: make(chan []byte, 256)}
	s.mu.Lock()
	s.dials++
	s.conns[c] = true
	s.mu.Unlock()
	ctx, cancel := context.WithCancel(r.Context())
	defer cancel()
	go func() {
		for {
			select {
			case b := <-c.out:
				if ws.Write(ctx, websocket.MessageText, b) != nil {
					return
				}
			case <-ctx.Done():
				return
			}
		}
	}()
	defer s.gone(c)
	for {
		_, b, err := ws.Read(ctx)
		if err != nil {
			return
		}
		m, err := online.DecodeRequest(b)
		if err != nil {
			ws.Close(websocket.StatusPolicyViolation, string(online.CodeOf(err)))
			return
		}
		s.handle(c, m)
	}
}

func (s *Server) handle(c *conn, m online.Message) {
	s.mu.Lock()
	defer s.mu.Unlock()
	now := time.Now()
	if m.Type == online.TPing {
		s.send(c, online.Message{Type: online.TAck, ID: m.ID})
		return
	}
	if m.Type == online.TCreate {
		r, rep, err := online.NewRoom(m, nil, now)
		if err != nil {
			s.send(c, online.Message{Type: online.TError, ID: m.ID, Code: online.CodeOf(err)})
			return
		}
		s.rooms[r.ID()], c.room, c.role = r, r, rep.Role
		s.issueCode(rep)
		s.deliver(r, c, rep.Events)
		return
	}
	if m.Short != "" {
		// As the real server: the code stands for the room and its
		// join token, and is forgotten once the guest is in.
		code := m.Short
		rt, ok := s.codes[code]
		if !ok {
			s.send(c, online.Message{Type: online.TError, ID: m.ID, Code: online.ErrBadCode})
			return
		}
		m.Room, m.Token, m.Short = rt[0], rt[1], ""
		defer func() {
			if c.role == online.Guest {
				delete(s.codes, code)
			}
		}()
	}
	r := c.room
	if r == nil || m.Room != "" {
		r = s.rooms[m.Room]
	}
	if r == nil {
		s.send(c, online.Message{Type: online.TError, ID: m.ID, Code: online.ErrNotFound})
		return
	}
	if c.room != nil && c.room != r {
		c.room.Leave(c.role)
		c.role = online.Outsider
	}
	rep := r.Handle(c.role, m, now)
	c.room, c.role = r, rep.Role
	s.deliver(r, c, rep.Events)
}

// issueCode gives a new room's welcome a short code.
func (s *Server) issueCode(rep online.Reply) {
	for i, e := range rep.Events {
		if e.Msg.Type != online.TWelcome || e.Msg.Links == nil {
			continue
		}
		code, err := online.NewShortCode(nil)
		if err != nil {
			return
		}
		links := *e.Msg.Links
		links.Short = code
		rep.Events[i].Msg.Links = &links
		s.codes[code] = [2]string{links.Room, links.Join}
	}
}

func (s *Server) send(c *conn, m online.Message) {
	b, err := online.Encode(m)
	if err != nil {
		return
	}
	select {
	case c.out <- b:
	default: // a client that does not read loses its connection's frames
	}
}

// deliver sends events from sender to the connections in room r.
func (s *Server) deliver(r *online.Room, sender *conn, events []online.Event) {
	for _, e := range events {
		if e.To == online.ToSender {
			s.send(sender, e.Msg)
			continue
		}
		for c := range s.conns {
			if c.room != r || c.role == online.Outsider {
				continue
			}
			var to bool
			switch e.To {
			case online.ToAll:
				to = true
			case online.ToOthers:
				to = c != sender
			case online.ToHost:
				to = c.role == online.Host
			case online.ToGuest:
				to = c.role == online.Guest
			case online.ToSpectators:
				to = c.role == online.Spectator
			}
			if to {
				s.send(c, e.Msg)
			}
		}
	}
}

func (s *Server) gone(c *conn) {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.conns, c)
	if c.room != nil {
		s.deliver(c.room, c, c.room.Leave(c.role))
	}
}
