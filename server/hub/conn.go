package hub

import (
	"context"
	"errors"
	"net/http"
	"sync"

	"github.com/coder/websocket"
	"github.com/ninemen/morris/online"
)

// conn is one player's or spectator's WebSocket.
type conn struct {
	h    *Hub
	id   uint64 // names the connection in relayed events
	ws   *websocket.Conn
	addr string
	out  chan []byte
	kill func(code websocket.StatusCode, reason string)

	// Set under the room's lock once the connection is in a room.
	room   *room
	role   online.Role
	secret string // the seat's secret, to count the seat again after a reload
}

// outQueue is how many frames may wait for a slow reader before the
// connection is given up.
const outQueue = 256

func (h *Hub) serveSocket(w http.ResponseWriter, r *http.Request) {
	now := h.now()
	addr := h.addrOf(r)
	if !h.allow(h.addrs, h.cfg.AddrRate, h.cfg.AddrBurst, addr, now) {
		http.Error(w, "too many requests", http.StatusTooManyRequests)
		return
	}
	if ok, err := h.st.SpendTicket(r.Context(), r.URL.Query().Get("ticket"), now); err != nil || !ok {
		http.Error(w, "no valid ticket", http.StatusUnauthorized)
		return
	}
	h.mu.Lock()
	if h.closed {
		h.mu.Unlock()
		http.Error(w, "shutting down", http.StatusServiceUnavailable)
		return
	}
	h.conns.Add(1)
	h.mu.Unlock()
	defer h.conns.Done()
	// Accept refuses an Origin other than the server's host and the
	// configured patterns: a page of another site cannot play for a
	// visitor even with a ticket.
	ws, err := websocket.Accept(w, r, &websocket.AcceptOptions{
		Subprotocols: []string{online.Subprotocol}, OriginPatterns: h.cfg.Origins,
	})
	if err != nil {
		h.log.Printf("socket from %s refused: %v", addr, err)
		return
	}
	if ws.Subprotocol() != online.Subprotocol {
		ws.Close(websocket.StatusPolicyViolation, "subprotocol "+online.Subprotocol+" required")
		return
	}
	ws.SetReadLimit(online.MaxRequest)
	ctx, cancel := context.WithCancel(h.ctx)
	defer cancel()
	c := &conn{h: h, id: h.nextConn.Add(1), ws: ws, addr: addr, out: make(chan []byte, outQueue)}
	var once sync.Once
	c.kill = func(code websocket.StatusCode, reason string) {
		once.Do(func() {
			// The context ends only once the close frame is out: a
			// read or write cut short by it would drop the connection
			// without its reason.
			go func() {
				ws.Close(code, reason)
				cancel()
			}()
		})
	}
	h.mu.Lock()
	h.live[c] = true
	closing := h.closed // Close may have listed the others already
	h.mu.Unlock()
	if closing {
		c.kill(websocket.StatusGoingAway, "server stopping")
	}
	defer func() {
		h.mu.Lock()
		delete(h.live, c)
		h.mu.Unlock()
	}()
	go c.write(ctx)
	c.read(ctx)
	c.kill(websocket.StatusNormalClosure, "")
	<-ctx.Done()
	if c.room != nil {
		c.room.leave(c)
	}
}

// write sends the queued frames in order.
func (c *conn) write(ctx context.Context) {
	for {
		select {
		case <-ctx.Done():
			return
		case b := <-c.out:
			if c.ws.Write(ctx, websocket.MessageText, b) != nil {
				c.kill(websocket.StatusInternalError, "write failed")
				return
			}
		}
	}
}

// send queues a frame; a reader too slow to keep up is cut off rather
// than let its queue grow.
func (c *conn) send(b []byte) {
	select {
	case c.out <- b:
	default:
		c.kill(websocket.StatusPolicyViolation, "too slow")
	}
}

// sendMsg queues a message to this connection.
func (c *conn) sendMsg(m online.Message) {
	b, err := online.Encode(m)
	if err != nil {
		c.h.log.Printf("encode %s: %v", m.Type, err)
		return
	}
	c.send(b)
}

// read runs the connection's requests until it ends. A frame that is not
// one valid text message closes the connection with the reason; a frame
// over the rate limit earns the error rate, and a flood the close.
func (c *conn) read(ctx context.Context) {
	limit := online.NewLimiter(c.h.cfg.ConnRate, c.h.cfg.ConnBurst)
	strikes := 0
	for {
		typ, b, err := c.ws.Read(ctx)
		if err != nil {
			// An oversized frame is closed by the library with
			// StatusMessageTooBig; anything else is the peer gone.
			return
		}
		if typ != websocket.MessageText {
			c.kill(websocket.StatusUnsupportedData, string(online.ErrBadFrame)+": binary frame")
			return
		}
		// Decoding first (a frame is at most online.MaxRequest) lets the
		// refusal carry the request's id, so the client knows which.
		req, err := online.DecodeRequest(b)
		if err != nil {
			if online.CodeOf(err) == online.ErrVersion {
				// Said before the close, in the client's version,
				// so that it stops rather than dials again.
				c.ws.Write(ctx, websocket.MessageText, online.VersionRefusal(b))
			}
			c.kill(closeStatus(online.CodeOf(err)), truncate(err.Error()))
			return
		}
		now := c.h.now()
		if !limit.Allow(now) || !c.h.allow(c.h.addrs, c.h.cfg.AddrRate, c.h.cfg.AddrBurst, c.addr, now) {
			strikes++
			if strikes > floodStrikes {
				c.kill(websocket.StatusPolicyViolation, string(online.ErrRate)+": flood")
				return
			}
			c.sendMsg(online.Message{Type: online.TError, ID: req.ID, Code: online.ErrRate, Text: "slow down"})
			continue
		}
		strikes = 0
		c.handle(req)
	}
}

func closeStatus(code online.ErrorCode) websocket.StatusCode {
	if code == online.ErrTooBig {
		return websocket.StatusMessageTooBig
	}
	return websocket.StatusPolicyViolation
}

// truncate keeps a close reason within the 123 bytes a close frame allows.
func truncate(s string) string {
	if len(s) > 120 {
		return s[:120]
	}
	return s
}

// handle runs one decoded request.
func (c *conn) handle(req online.Message) {
	if req.Type == online.TPing {
		c.sendMsg(online.Message{Type: online.TAck, ID: req.ID})
		return
	}
	if c.room != nil {
		c.room.apply(c, req)
		return
	}
	switch req.Type {
	case online.TCreate:
		c.h.create(c, req)
	case online.TJoin, online.THello, online.TSpectate:
		if req.Short != "" && !c.resolve(&req) {
			return
		}
		rm, err := c.h.open(req.Room)
		if err != nil {
			code := online.ErrInternal
			if errors.Is(err, errNoRoom) {
				code = online.ErrNotFound
			}
			c.sendMsg(online.Message{Type: online.TError, ID: req.ID, Code: code, Text: "no such room"})
			return
		}
		if !rm.apply(c, req) {
			c.h.release(rm)
		}
	default:
		c.sendMsg(online.Message{Type: online.TError, ID: req.ID, Code: online.ErrNotSeated, Text: "not in a room"})
	}
}
