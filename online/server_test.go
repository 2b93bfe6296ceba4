package online

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"
)

// testServer speaks the protocol over WebSocket with Room, as the real
// server does without its store: enough to test the client end to end.
type testServer struct {
	*httptest.Server
	mu      sync.Mutex
	rooms   map[string]*Room
	tickets *Tickets
	conns   map[*testConn]bool
	src     countingSource
	dials   int
	// dropAck, when set, cuts the sender's connection after its request
	// is applied and before any answer: the answer is lost.
	dropAck func(Message) bool
}

type testConn struct {
	ws   *websocket.Conn
	room *Room
	role Role
	out  chan []byte
	// muted drops what the server would send, as a dead network does.
	muted bool
}

func newTestServer(t *testing.T) *testServer {
	s := &testServer{rooms: map[string]*Room{}, conns: map[*testConn]bool{}, tickets: NewTickets(nil)}
	mux := http.NewServeMux()
	mux.HandleFunc("POST "+TicketPath, func(w http.ResponseWriter, r *http.Request) {
		t, err := s.tickets.Issue(time.Now())
		if err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		json.NewEncoder(w).Encode(TicketReply{Ticket: t})
	})
	mux.HandleFunc("GET "+SocketPath, s.serve)
	s.Server = httptest.NewServer(mux)
	t.Cleanup(s.Close)
	return s
}

func (s *testServer) serve(w http.ResponseWriter, r *http.Request) {
	if !s.tickets.Spend(r.URL.Query().Get("ticket"), time.Now()) {
		http.Error(w, "no valid ticket", http.StatusUnauthorized)
		return
	}
	ws, err := websocket.Accept(w, r, &websocket.AcceptOptions{Subprotocols: []string{Subprotocol}})
	if err != nil {
		return
	}
	ws.SetReadLimit(MaxRequest)
	c := &testConn{ws: ws, out: make(chan []byte, 256)}
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
		m, err := DecodeRequest(b)
		if err != nil {
			ws.Close(websocket.StatusPolicyViolation, string(CodeOf(err)))
			return
		}
		if !s.handle(c, m) {
			ws.CloseNow()
			return
		}
	}
}

// handle applies a request; false cuts the connection.
func (s *testServer) handle(c *testConn, m Message) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	now := time.Now()
	if m.Type == TPing {
		s.send(c, Message{Type: TAck, ID: m.ID})
		return true
	}
	if m.Type == TCreate {
		r, rep, err := NewRoom(m, &s.src, now)
		if err != nil {
			s.send(c, Message{Type: TError, ID: m.ID, Code: CodeOf(err)})
			return true
		}
		s.rooms[r.ID()], c.room, c.role = r, r, rep.Role
		s.deliver(r, c, rep.Events)
		return true
	}
	r := c.room
	if r == nil || m.Room != "" {
		r = s.rooms[m.Room]
	}
	if r == nil {
		s.send(c, Message{Type: TError, ID: m.ID, Code: ErrNotFound})
		return true
	}
	if c.room != nil && c.room != r {
		c.room.Leave(c.role)
		c.role = Outsider
	}
	rep := r.Handle(c.role, m, now)
	c.room, c.role = r, rep.Role
	if s.dropAck != nil && s.dropAck(m) {
		s.dropAck = nil
		s.deliver(r, nil, rep.Events)
		return false
	}
	s.deliver(r, c, rep.Events)
	return true
}

func (s *testServer) send(c *testConn, m Message) {
	if c.muted {
		return
	}
	b, err := Encode(m)
	if err != nil {
		panic(err)
	}
	select {
	case c.out <- b:
	default: // a client that does not read loses its connection's frames
	}
}

// deliver sends events from sender (nil when its connection is cut) to
// the connections in room r.
func (s *testServer) deliver(r *Room, sender *testConn, events []Event) {
	for _, e := range events {
		if e.To == ToSender {
			if sender != nil {
				s.send(sender, e.Msg)
			}
			continue
		}
		for c := range s.conns {
			if c.room != r || c.role == Outsider {
				continue
			}
			var to bool
			switch e.To {
			case ToAll:
				to = true
			case ToOthers:
				to = c != sender
			case ToHost:
				to = c.role == Host
			case ToGuest:
				to = c.role == Guest
			case ToSpectators:
				to = c.role == Spectator
			}
			if to {
				s.send(c, e.Msg)
			}
		}
	}
}

func (s *testServer) gone(c *testConn) {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.conns, c)
	if c.room != nil {
		s.deliver(c.room, c, c.room.Leave(c.role))
	}
}

// cut ends every connection at once, as a restarting server does.
func (s *testServer) cut() {
	s.mu.Lock()
	defer s.mu.Unlock()
	for c := range s.conns {
		c.ws.CloseNow()
	}
}

func (s *testServer) turns(id string) []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]string(nil), s.rooms[id].turns...)
}
