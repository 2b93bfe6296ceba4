package hub

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/ninemen/morris/online"
)

// record is a room's state in the store: the room as online stores it,
// and the stream sequence of the last move it includes. Moves stored
// after that one are replayed on load.
type record struct {
	Room json.RawMessage `json:"room"`
	Last uint64          `json:"last"`
	// Short is the room's short code, spent when the guest joins.
	Short string `json:"short,omitempty"`
}

// moveRecord is one move in the room's stream: enough to play it again
// through Room.Handle, at the time it was played.
type moveRecord struct {
	Role online.Role `json:"role"`
	Game int         `json:"game"`
	Seq  int         `json:"seq"` // turns before this one
	Move string      `json:"move"`
	At   int64       `json:"at_ms"`
}

// decodeRecord reads a room's stored state: the room, and the record
// with the stream sequence of the last move it includes.
func decodeRecord(b []byte) (*online.Room, record, error) {
	var rec record
	if err := json.Unmarshal(b, &rec); err != nil {
		return nil, rec, err
	}
	r, err := online.LoadRoom(rec.Room, nil)
	return r, rec, err
}

// replay plays a stored move again on r, by its player and at its time.
// The room checks it as it checked it the first time; a move it refuses
// now (another instance's, stored after a state that already holds it)
// changes nothing.
func replay(r *online.Room, b []byte) error {
	var mr moveRecord
	if err := json.Unmarshal(b, &mr); err != nil {
		return err
	}
	if mr.Role != online.Host && mr.Role != online.Guest {
		return fmt.Errorf("a move by %v", mr.Role)
	}
	r.Handle(mr.Role, online.Message{V: online.Version, Type: online.TMove, Game: mr.Game, Seq: mr.Seq, Move: mr.Move}, time.UnixMilli(mr.At))
	return nil
}

// envelope is an event relayed to the room's connections on every
// instance; From names the sending connection (instance:number), Changed
// tells other instances that their copy of the room is old.
type envelope struct {
	From    string          `json:"from"`
	To      online.Audience `json:"to"`
	Changed bool            `json:"changed,omitempty"`
	Msg     json.RawMessage `json:"msg,omitempty"`
	// Seats are the connections instance From holds by seat (host,
	// guest): presence.go.
	Seats *[2]int `json:"seats,omitempty"`
}

func (rm *room) record() ([]byte, error) {
	b, err := json.Marshal(rm.r)
	if err != nil {
		return nil, err
	}
	return json.Marshal(record{Room: b, Last: rm.last, Short: rm.short})
}

// deliver sends a reply's events: the sender's own straight to it, the
// others through the store's events, which reach every instance's
// connections in the room, this one's included.
func (rm *room) deliver(c *conn, rep online.Reply) {
	from := rm.h.instance
	if c != nil {
		from += ":" + strconv.FormatUint(c.id, 10)
	}
	if rep.Changed {
		rm.publish(envelope{From: from, Changed: true})
	}
	for _, ev := range rep.Events {
		b, err := online.Encode(ev.Msg)
		if err != nil {
			rm.h.log.Printf("room %s: encode %s: %v", rm.id, ev.Msg.Type, err)
			continue
		}
		if ev.To == online.ToSender {
			if c != nil {
				c.send(b)
			}
			continue
		}
		env := envelope{From: from, To: ev.To, Msg: b}
		if ev.Msg.Type == online.TPresence {
			// Each instance words presence from its own count of
			// the seats, its connections and the others' word.
			rm.fanout(env)
			continue
		}
		rm.publish(env)
	}
}

// publish relays an envelope; when NATS cannot take it, this instance's
// connections still get it.
func (rm *room) publish(env envelope) {
	b, err := json.Marshal(env)
	if err == nil {
		if err = rm.h.st.Publish(rm.id, b); err == nil {
			return
		}
	}
	rm.h.log.Printf("room %s: relay: %v", rm.id, err)
	rm.relay(b)
}

// relay hands a relayed event to this instance's connections it is for.
func (rm *room) relay(data []byte) {
	var env envelope
	if json.Unmarshal(data, &env) != nil {
		return
	}
	inst, _, _ := strings.Cut(env.From, ":")
	if env.Changed && inst != rm.h.instance {
		rm.dirty.Store(true)
	}
	if env.Seats != nil && inst != rm.h.instance {
		rm.heard(inst, *env.Seats)
	}
	rm.fanout(env)
}

// fanout hands an event to this instance's connections it is for.
func (rm *room) fanout(env envelope) {
	if len(env.Msg) == 0 {
		return
	}
	rm.connMu.Lock()
	defer rm.connMu.Unlock()
	for c := range rm.conns {
		if wants(c, env, rm.h.instance) {
			c.send(env.Msg)
		}
	}
}

// wants reports whether c is in an event's audience.
func wants(c *conn, env envelope, instance string) bool {
	switch env.To {
	case online.ToAll:
		return true
	case online.ToOthers:
		return env.From != instance+":"+strconv.FormatUint(c.id, 10)
	case online.ToHost:
		return c.role == online.Host
	case online.ToGuest:
		return c.role == online.Guest
	case online.ToSpectators:
		return c.role == online.Spectator
	}
	return false
}
