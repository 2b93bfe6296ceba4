package hub

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ninemen/morris/online"
	"github.com/ninemen/morris/server/store"
)

var errNoRoom = errors.New("hub: no such room")

// room is a room some connections of this instance are in. The store is
// the truth: the online.Room here is a copy, reloaded whenever another
// instance changed the room or a write finds the store ahead of it.
type room struct {
	h     *Hub
	id    string
	refs  int // connections in or entering the room, under h.mu
	stop  func() error
	dirty atomic.Bool // another instance changed the room
	gone  atomic.Bool // no connection left: the timer must not fire

	mu    sync.Mutex // one request at a time
	r     *online.Room
	rev   uint64 // the state's revision in the store
	last  uint64 // the stream sequence of the room's last stored move
	short string // the room's short code, "" for none
	timer *time.Timer

	connMu sync.Mutex // conns and their roles, read by the relay
	conns  map[*conn]bool

	presMu sync.Mutex      // presence elsewhere (presence.go)
	peers  map[string]peer // by instance
	said   [2]int          // the seats this instance last announced
}

// open finds the room among this instance's or loads it from the store;
// the caller holds a reference until release.
func (h *Hub) open(id string) (*room, error) {
	if !online.ValidToken(id) {
		return nil, errNoRoom
	}
	h.mu.Lock()
	if rm := h.rooms[id]; rm != nil {
		rm.refs++
		h.mu.Unlock()
		return rm, nil
	}
	h.mu.Unlock()
	rm, err := h.subscribe(id)
	if err != nil {
		return nil, err
	}
	// Subscribed before loading, so no change made in between goes
	// unnoticed.
	ctx, cancel := context.WithTimeout(h.ctx, storeTimeout)
	defer cancel()
	l, err := h.load(ctx, id)
	if err != nil {
		rm.stop()
		return nil, err
	}
	rm.mu.Lock()
	rm.r, rm.rev, rm.last, rm.short = l.r, l.rev, l.last, l.short
	rm.mu.Unlock()
	rm = h.insert(rm)
	// A word with no seats: the instances holding some answer with theirs.
	rm.announce(false)
	return rm, nil
}

func (h *Hub) subscribe(id string) (*room, error) {
	rm := &room{h: h, id: id, conns: map[*conn]bool{}, peers: map[string]peer{}}
	stop, err := h.st.Subscribe(id, rm.relay)
	if err != nil {
		return nil, err
	}
	rm.stop = stop
	return rm, nil
}

// insert registers rm unless another connection got the room in first.
func (h *Hub) insert(rm *room) *room {
	h.mu.Lock()
	defer h.mu.Unlock()
	if other := h.rooms[rm.id]; other != nil {
		rm.stop()
		other.refs++
		return other
	}
	rm.refs = 1
	h.rooms[rm.id] = rm
	return rm
}

// release drops a reference; the last one forgets the room here.
func (h *Hub) release(rm *room) {
	h.mu.Lock()
	rm.refs--
	last := rm.refs == 0
	if last {
		delete(h.rooms, rm.id)
	}
	h.mu.Unlock()
	if last {
		rm.gone.Store(true)
		rm.stop()
	}
}

// create opens a new room for a create request.
func (h *Hub) create(c *conn, req online.Message) {
	r, rep, err := online.NewRoom(req, nil, h.now())
	if err != nil {
		c.sendMsg(online.Message{Type: online.TError, ID: req.ID, Code: online.CodeOf(err), Text: truncate(err.Error())})
		return
	}
	rm, err := h.subscribe(r.ID())
	if err == nil {
		ctx, cancel := context.WithTimeout(h.ctx, storeTimeout)
		rm.mu.Lock()
		rm.r = r
		if w := welcomeOf(rep); w != nil {
			rm.short = h.issueCode(ctx, r.ID(), w.Links.Join)
			links := *w.Links
			links.Short = rm.short
			w.Links = &links
		}
		rm.mu.Unlock()
		var b []byte
		if b, err = rm.record(); err == nil {
			rm.rev, err = h.st.CreateRoom(ctx, r.ID(), b)
		}
		if err != nil {
			rm.stop()
			if rm.short != "" {
				h.st.DeleteCode(ctx, rm.short)
			}
		}
		cancel()
	}
	if err != nil {
		h.log.Printf("create: %v", err)
		c.sendMsg(online.Message{Type: online.TError, ID: req.ID, Code: online.ErrInternal, Text: "cannot store the room"})
		return
	}
	rm = h.insert(rm)
	rm.mu.Lock()
	rm.admit(c, req, rep)
	rm.deliver(c, rep)
	rm.mu.Unlock()
	rm.announce(true)
}

// apply runs a request of c (in the room, or entering it) and keeps the
// change in the store before anyone hears of it. A write the store
// refuses as stale (another instance came first) reloads the room and
// runs the request again on what the store holds: a move replayed after
// its own ack was lost is acknowledged, a move after a turn it did not
// see is refused as stale. It reports whether c is in the room after.
func (rm *room) apply(c *conn, req online.Message) bool {
	rm.mu.Lock()
	defer rm.mu.Unlock()
	ctx, cancel := context.WithTimeout(rm.h.ctx, storeTimeout)
	defer cancel()
	checked := false
	for range 4 {
		if rm.dirty.Load() {
			if err := rm.reload(ctx); err != nil {
				rm.h.log.Printf("room %s: reload: %v", rm.id, err)
				break
			}
		}
		now := rm.h.now()
		rep := rm.r.Handle(c.role, req, now)
		moved := false
		if rep.Changed {
			var ok bool
			if moved, ok = rm.commit(ctx, c.role, rep, now); !ok {
				rm.dirty.Store(true)
				continue
			}
		}
		// A refusal may come of a copy behind the store: another
		// instance let the guest in or took a turn, and its word to
		// reload is still on its way. Refusals are rare, so this one
		// asks the store, and runs the request again on a newer room.
		if !checked && refused(rep) {
			checked = true
			if rm.behind(ctx) {
				rm.dirty.Store(true)
				continue
			}
		}
		rm.admit(c, req, rep)
		if req.Type == online.TJoin && rep.Role == online.Guest && rep.Changed && rm.short != "" {
			rm.spendCode(ctx)
		}
		rm.deliver(c, rep)
		if moved {
			// The turn is stored: the state written after it is relayed
			// only spares a reload the replay of the turn.
			if err := rm.save(ctx); err != nil {
				rm.dirty.Store(true)
			}
		}
		rm.arm()
		rm.announce(true)
		return c.room == rm
	}
	c.sendMsg(online.Message{Type: online.TError, ID: req.ID, Code: online.ErrInternal, Text: "the room could not be stored"})
	return c.room == rm
}

// refused reports whether a reply refuses the request.
func refused(rep online.Reply) bool {
	for _, ev := range rep.Events {
		if ev.Msg.Type == online.TError {
			return true
		}
	}
	return false
}

// behind reports whether the store holds a newer room than this copy: a
// later state revision or a later move.
func (rm *room) behind(ctx context.Context) bool {
	st, err := rm.h.st.Room(ctx, rm.id)
	if err != nil {
		return false
	}
	last, err := rm.h.st.Last(ctx, rm.id)
	return st.Revision != rm.rev || err == nil && last != rm.last
}

// commit stores a change: a move in the room's stream, after the last
// move this copy knows, any other change in the room's state by revision.
// It reports whether the change was a move, whose state the caller writes
// once the move is relayed, and whether the change is stored. Once the
// move is stored it counts even if the state write fails: the next reload
// replays it.
func (rm *room) commit(ctx context.Context, role online.Role, rep online.Reply, now time.Time) (moved, ok bool) {
	for _, ev := range rep.Events {
		if ev.Msg.Type != online.TMoved {
			continue
		}
		mv, err := json.Marshal(moveRecord{Role: role, Game: ev.Msg.Game, Seq: ev.Msg.Seq - 1, Move: ev.Msg.Move, At: now.UnixMilli()})
		if err != nil {
			return true, false
		}
		seq, err := rm.h.st.Append(ctx, rm.id, rm.last, mv)
		if err != nil {
			if !errors.Is(err, store.ErrStale) {
				rm.h.log.Printf("room %s: append: %v", rm.id, err)
			}
			return true, false
		}
		rm.last = seq
		return true, true
	}
	return false, rm.save(ctx) == nil
}

func (rm *room) save(ctx context.Context) error {
	b, err := rm.record()
	if err != nil {
		return err
	}
	rev, err := rm.h.st.UpdateRoom(ctx, rm.id, b, rm.rev)
	if err != nil {
		if !errors.Is(err, store.ErrStale) {
			rm.h.log.Printf("room %s: save: %v", rm.id, err)
		}
		return err
	}
	rm.rev = rev
	return nil
}

// reload replaces the copy with the store's, and counts the seats of this
// instance's connections again, which the store does not keep.
func (rm *room) reload(ctx context.Context) error {
	rm.dirty.Store(false)
	l, err := rm.h.load(ctx, rm.id)
	if err != nil {
		rm.dirty.Store(true)
		return err
	}
	r, now := l.r, rm.h.now()
	rm.connMu.Lock()
	for c := range rm.conns {
		if c.secret != "" {
			r.Handle(online.Outsider, online.Message{V: online.Version, Type: online.THello, Room: rm.id, Secret: c.secret}, now)
		}
	}
	rm.connMu.Unlock()
	r.SetRemote(rm.remote()) // the connections know already
	rm.r, rm.rev, rm.last, rm.short = r, l.rev, l.last, l.short
	return nil
}

// admit follows c's role after a request: a connection the room let in
// joins its connections, one it refused leaves the room to release.
func (rm *room) admit(c *conn, req online.Message, rep online.Reply) {
	if rep.Role == online.Outsider {
		return
	}
	rm.connMu.Lock()
	defer rm.connMu.Unlock()
	c.room, c.role = rm, rep.Role
	rm.conns[c] = true
	if req.Type == online.THello {
		c.secret = req.Secret
	}
	for _, ev := range rep.Events {
		if ev.To == online.ToSender && ev.Msg.Type == online.TWelcome {
			c.secret = ev.Msg.Secret
		}
	}
}

// leave is c gone: the others learn when its seat has nobody left.
func (rm *room) leave(c *conn) {
	rm.mu.Lock()
	rm.connMu.Lock()
	delete(rm.conns, c)
	rm.connMu.Unlock()
	rm.deliver(c, online.Reply{Events: rm.r.Leave(c.role)})
	if rm.timer != nil && len(rm.conns) == 0 {
		rm.timer.Stop()
	}
	rm.mu.Unlock()
	rm.announce(true)
	rm.h.release(rm)
}

// arm sets the timer that ends the game when the running clock runs out
// while nobody sends anything.
func (rm *room) arm() {
	if rm.timer != nil {
		rm.timer.Stop()
	}
	if d, ok := rm.r.Deadline(); ok {
		rm.timer = time.AfterFunc(time.Until(d)+10*time.Millisecond, rm.tick)
	}
}

func (rm *room) tick() {
	if rm.gone.Load() {
		return
	}
	rm.mu.Lock()
	defer rm.mu.Unlock()
	ctx, cancel := context.WithTimeout(rm.h.ctx, storeTimeout)
	defer cancel()
	for range 4 {
		if rm.dirty.Load() && rm.reload(ctx) != nil {
			return
		}
		ev := rm.r.Tick(rm.h.now())
		if ev == nil {
			return
		}
		if rm.save(ctx) == nil {
			rm.deliver(nil, online.Reply{Events: ev, Changed: true})
			return
		}
		rm.dirty.Store(true)
	}
}

// loaded is a room read from the store.
type loaded struct {
	r     *online.Room
	rev   uint64 // the state's revision
	last  uint64 // the stream sequence of the last move replayed
	short string
}

// load reads a room from the store: its last state, then the moves
// stored after it, replayed at the times they were played.
func (h *Hub) load(ctx context.Context, id string) (loaded, error) {
	st, err := h.st.Room(ctx, id)
	if errors.Is(err, store.ErrNotFound) {
		return loaded{}, errNoRoom
	}
	if err != nil {
		return loaded{}, err
	}
	r, rec, err := decodeRecord(st.State)
	if err != nil {
		return loaded{}, fmt.Errorf("room %s: %w", id, err)
	}
	moves, err := h.st.Moves(ctx, id, rec.Last)
	if err != nil {
		return loaded{}, err
	}
	last := rec.Last
	for _, m := range moves {
		if err := replay(r, m.Data); err != nil {
			return loaded{}, fmt.Errorf("room %s: move %d: %w", id, m.Seq, err)
		}
		last = m.Seq
	}
	return loaded{r: r, rev: st.Revision, last: last, short: rec.Short}, nil
}

// welcomeOf is the welcome a reply gives its sender, nil for none.
func welcomeOf(rep online.Reply) *online.Message {
	for i := range rep.Events {
		if ev := &rep.Events[i]; ev.To == online.ToSender && ev.Msg.Type == online.TWelcome && ev.Msg.Links != nil {
			return &ev.Msg
		}
	}
	return nil
}
