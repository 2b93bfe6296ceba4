package online

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"sync"
	"time"
)

// Clock is the time as the client waits on it; tests pass their own.
type Clock interface {
	After(d time.Duration) <-chan time.Time
}

type realClock struct{}

func (realClock) After(d time.Duration) <-chan time.Time { return time.After(d) }

// Backoff is how long the client waits before dialing again: Min after
// the first failure, doubling up to Max, each wait drawn between half and
// all of it so that clients cut off together do not come back together.
type Backoff struct {
	Min, Max time.Duration
}

// DefaultBackoff is the backoff when Config leaves it zero.
var DefaultBackoff = Backoff{Min: 250 * time.Millisecond, Max: 30 * time.Second}

// Config is what a client needs.
type Config struct {
	Dial    Dialer
	Clock   Clock   // real time when nil
	Backoff Backoff // DefaultBackoff when zero
	// Jitter gives a number in [0, 1) for each wait; math/rand/v2 when nil.
	Jitter func() float64
	// Heartbeat is how long a quiet connection waits before a ping; a
	// connection silent for two heartbeats is given up and dialed again.
	// DefaultHeartbeat when zero.
	Heartbeat time.Duration
}

// DefaultHeartbeat is the heartbeat when Config leaves it zero: a dead
// connection is noticed within a minute.
const DefaultHeartbeat = 25 * time.Second

// errSilent ends a connection the server no longer answers on.
var errSilent = errors.New("online: the server is silent")

// Update is what the client tells the game: an event from the server
// (every one, acks of its own pings too, with id 0), or a change of the
// connection.
type Update struct {
	// Event is the server's message; nil for a connection update.
	Event *Message
	// Connected is whether the client holds a connection now that the
	// server has answered.
	Connected bool
	// Err ends the client: the room is gone, the secret is refused, or
	// the context ended.
	Err error
}

// Seat is what a client must keep to come back to its seat: the room and
// the seat's secret, with the last game and turn it saw.
type Seat struct {
	Room   string
	Secret string
	Game   int
	Seq    int
}

// ErrClosed is the Err of the last update after Close.
var ErrClosed = errors.New("online: client closed")

// Client plays in one room over a connection it keeps: when the
// connection drops it dials again with backoff, says hello with its seat's
// secret and the last turn it saw, and sends again the requests the
// server had not acknowledged (the turn numbers make that safe).
type Client struct {
	cfg     Config
	open    Message // the request that opens the first connection
	updates chan Update
	kick    chan struct{}

	mu      sync.Mutex
	seat    Seat
	nextID  uint32
	pending []Message // sent or to send, not yet acknowledged
	done    chan struct{}
	cancel  context.CancelFunc
}

// Create opens a room: the client becomes its host.
func Create(ctx context.Context, cfg Config, spec VariantSpec, tc TimeControl, color Color) *Client {
	return start(ctx, cfg, Message{Type: TCreate, Variant: &spec, TC: &tc, Color: color}, Seat{})
}

// Join takes the guest's seat with the tokens of an invite link. The
// join carries a claim drawn here, so that if the connection drops before
// the welcome arrives, the join sent again gets the seat's secret again.
func Join(ctx context.Context, cfg Config, room, token string) *Client {
	claim, err := NewToken(nil)
	if err != nil {
		claim = "" // a join without a claim still works, once
	}
	return start(ctx, cfg, Message{Type: TJoin, Room: room, Token: token, Secret: claim}, Seat{})
}

// JoinShort takes the guest's seat with a room's short code (canonical,
// as ParseShortCode gives it), with a claim as Join has.
func JoinShort(ctx context.Context, cfg Config, code string) *Client {
	claim, err := NewToken(nil)
	if err != nil {
		claim = ""
	}
	return start(ctx, cfg, Message{Type: TJoin, Short: code, Secret: claim}, Seat{})
}

// Resume comes back to a seat kept from an earlier session.
func Resume(ctx context.Context, cfg Config, seat Seat) *Client {
	return start(ctx, cfg, Message{}, seat)
}

// Spectate watches a room read-only.
func Spectate(ctx context.Context, cfg Config, room, token string) *Client {
	return start(ctx, cfg, Message{Type: TSpectate, Room: room, Token: token}, Seat{})
}

func start(ctx context.Context, cfg Config, open Message, seat Seat) *Client {
	if cfg.Clock == nil {
		cfg.Clock = realClock{}
	}
	if cfg.Backoff == (Backoff{}) {
		cfg.Backoff = DefaultBackoff
	}
	if cfg.Jitter == nil {
		cfg.Jitter = rand.Float64
	}
	if cfg.Heartbeat <= 0 {
		cfg.Heartbeat = DefaultHeartbeat
	}
	ctx, cancel := context.WithCancel(ctx)
	c := &Client{
		cfg: cfg, open: open, seat: seat,
		updates: make(chan Update, 64), kick: make(chan struct{}, 1),
		done: make(chan struct{}), cancel: cancel,
	}
	go c.run(ctx)
	return c
}

// Updates delivers the events and connection changes in order; it is
// closed after the update that carries Err.
func (c *Client) Updates() <-chan Update { return c.updates }

// Seat is what to store to come back: it changes as turns are seen.
func (c *Client) Seat() Seat {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.seat
}

// Close ends the client and its connection.
func (c *Client) Close() {
	c.cancel()
	<-c.done
}

// Move sends a turn in record notation, numbered after the last turn
// seen. It returns the request's id, which its ack or error will carry.
func (c *Client) Move(turn string) uint32 {
	c.mu.Lock()
	m := Message{Type: TMove, Game: c.seat.Game, Seq: c.seat.Seq, Move: turn}
	c.mu.Unlock()
	return c.Send(m)
}

// Send queues a request (resign, draw offer or answer, rematch, move) and
// returns its id. It is sent now if connected, else after the resume.
func (c *Client) Send(m Message) uint32 {
	c.mu.Lock()
	c.nextID++
	m.ID = c.nextID
	c.pending = append(c.pending, m)
	c.mu.Unlock()
	select {
	case c.kick <- struct{}{}:
	default:
	}
	return m.ID
}

// fatal reports whether an error answering the opening request means
// that dialing again cannot help.
func fatal(code ErrorCode) bool {
	switch code {
	case ErrNotFound, ErrBadSecret, ErrBadToken, ErrBadCode, ErrSeatTaken, ErrVersion, ErrBadFrame:
		return true
	}
	return false
}

func (c *Client) run(ctx context.Context) {
	defer close(c.done)
	defer close(c.updates)
	open := c.opening()
	if err := errors.Join(open.validateCommon(), open.validateRequest()); err != nil {
		c.emit(ctx, Update{Err: fmt.Errorf("online: %w", err)})
		return
	}
	var backoff, wait time.Duration
	for {
		if wait > 0 {
			select {
			case <-ctx.Done():
				c.last(Update{Err: ErrClosed})
				return
			case <-c.cfg.Clock.After(wait):
			}
		}
		opened, err := c.session(ctx)
		if opened && ctx.Err() == nil {
			c.emit(ctx, Update{Connected: false})
		}
		if ctx.Err() != nil {
			c.last(Update{Err: ErrClosed})
			return
		}
		var fe fatalError
		if errors.As(err, &fe) {
			c.emit(ctx, Update{Err: err})
			return
		}
		if opened || backoff == 0 {
			backoff = c.cfg.Backoff.Min
		} else {
			backoff = min(2*backoff, c.cfg.Backoff.Max)
		}
		wait = backoff/2 + time.Duration(c.cfg.Jitter()*float64(backoff/2))
	}
}

// last hands over the final update if there is room: nobody may be
// reading any more.
func (c *Client) last(u Update) {
	select {
	case c.updates <- u:
	default:
	}
}

// fatalError is a refusal that ends the client.
type fatalError struct{ code ErrorCode }

func (e fatalError) Error() string { return fmt.Sprintf("online: refused: %s", e.code) }

// RefusalOf is the server's code when err, an Update's, ended the client
// with a refusal (the room gone, the token or the secret refused): the
// game words it in the player's language. It is "" for any other error.
func RefusalOf(err error) ErrorCode {
	var fe fatalError
	if errors.As(err, &fe) {
		return fe.code
	}
	return ""
}

// opening is the request that opens a connection: hello once a seat is
// held, else the client's first request.
func (c *Client) opening() Message {
	c.mu.Lock()
	defer c.mu.Unlock()
	switch {
	case c.seat.Secret != "":
		return Message{Type: THello, Room: c.seat.Room, Secret: c.seat.Secret, Game: c.seat.Game, Seq: c.seat.Seq}
	case c.open.Type == TSpectate && c.seat.Room != "":
		return Message{Type: TSpectate, Room: c.seat.Room, Token: c.open.Token, Game: c.seat.Game, Seq: c.seat.Seq}
	}
	return c.open
}

// session runs one connection until it fails; opened says whether the
// server answered the opening request.
func (c *Client) session(ctx context.Context) (opened bool, err error) {
	conn, err := c.cfg.Dial(ctx)
	if err != nil {
		return false, err
	}
	defer conn.Close()
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	frames := make(chan []byte)
	readErr := make(chan error, 1)
	go func() {
		for {
			b, err := conn.Read(ctx)
			if err != nil {
				readErr <- err
				return
			}
			select {
			case frames <- b:
			case <-ctx.Done():
				return
			}
		}
	}()
	if err := c.write(ctx, conn, c.opening()); err != nil {
		return false, err
	}
	sent := 0 // pending requests written on this connection
	beat, pinged := c.cfg.Clock.After(c.cfg.Heartbeat), false
	for {
		if opened {
			c.mu.Lock()
			todo := append([]Message(nil), c.pending[min(sent, len(c.pending)):]...)
			c.mu.Unlock()
			for _, m := range todo {
				if err := c.write(ctx, conn, m); err != nil {
					return opened, err
				}
				sent++
			}
		}
		select {
		case <-ctx.Done():
			return opened, ctx.Err()
		case err := <-readErr:
			return opened, err
		case <-c.kick:
		case <-beat:
			if pinged {
				return opened, errSilent
			}
			if err := c.write(ctx, conn, Message{Type: TPing}); err != nil {
				return opened, err
			}
			beat, pinged = c.cfg.Clock.After(c.cfg.Heartbeat), true
		case b := <-frames:
			beat, pinged = c.cfg.Clock.After(c.cfg.Heartbeat), false
			m, err := DecodeEvent(b)
			if err != nil {
				return opened, err
			}
			if !opened && m.Type == TError && m.ID == 0 {
				if fatal(m.Code) {
					return false, fatalError{m.Code}
				}
				return false, fmt.Errorf("online: opening refused: %s", m.Code)
			}
			if !opened && m.Type == TState {
				opened = true
				c.emit(ctx, Update{Connected: true})
			}
			sent -= c.see(m)
			c.emit(ctx, Update{Event: &m})
		}
	}
}

func (c *Client) write(ctx context.Context, conn Conn, m Message) error {
	b, err := Encode(m)
	if err != nil {
		return err
	}
	return conn.Write(ctx, b)
}

// see follows an event: the seat and the turn seen, and the requests it
// acknowledges. It returns how many written requests left the queue.
func (c *Client) see(m Message) int {
	c.mu.Lock()
	defer c.mu.Unlock()
	switch m.Type {
	case TWelcome:
		c.seat.Room, c.seat.Secret = m.Room, m.Secret
	case TState:
		c.seat.Room, c.seat.Game, c.seat.Seq = m.State.Room, m.State.Game, m.State.Seq
	case TMoved:
		if m.Game == c.seat.Game && m.Seq > c.seat.Seq {
			c.seat.Seq = m.Seq
		}
	case TAck, TError:
		for i, p := range c.pending {
			if p.ID == m.ID && m.ID != 0 {
				c.pending = append(c.pending[:i], c.pending[i+1:]...)
				return 1
			}
		}
	}
	return 0
}

// emit hands an update to the game, giving up when ctx ends.
func (c *Client) emit(ctx context.Context, u Update) {
	select {
	case c.updates <- u:
	case <-ctx.Done():
	}
}
