package hub

import (
	"encoding/json"
	"time"

	"github.com/ninemen/morris/online"
)

// Presence across instances: each instance tells the room's subject how
// many connections it holds for each seat, when that changes and every
// PresenceInterval while it holds any; each instance counts a seat
// present when it has a connection there or another instance said so
// within presenceMisses intervals. An instance that dies without a word
// stops saying so, and its seats go away after that time.
const (
	DefaultPresenceInterval = 10 * time.Second
	presenceMisses          = 3
)

// peer is what another instance last said of a room's seats.
type peer struct {
	seats [2]int // connections by seat: host, guest
	seen  time.Time
}

// seats counts this instance's connections in the room by seat.
func (rm *room) seats() [2]int {
	rm.connMu.Lock()
	defer rm.connMu.Unlock()
	var n [2]int
	for c := range rm.conns {
		switch c.role {
		case online.Host:
			n[0]++
		case online.Guest:
			n[1]++
		}
	}
	return n
}

// announce tells the other instances this one's seats; changed limits it
// to a change since the last word.
func (rm *room) announce(changed bool) {
	n := rm.seats()
	rm.presMu.Lock()
	if changed && n == rm.said {
		rm.presMu.Unlock()
		return
	}
	rm.said = n
	rm.presMu.Unlock()
	b, err := json.Marshal(envelope{From: rm.h.instance, Seats: &n})
	if err != nil {
		return
	}
	if err := rm.h.st.Publish(rm.id, b); err != nil {
		rm.h.log.Printf("room %s: presence: %v", rm.id, err)
	}
}

// heard takes another instance's word on its seats. One the room did not
// know hears this instance's seats in return, so a newcomer learns of the
// seats held elsewhere at once rather than at the next heartbeat.
func (rm *room) heard(from string, n [2]int) {
	rm.presMu.Lock()
	_, known := rm.peers[from]
	if n == [2]int{} {
		delete(rm.peers, from)
	} else {
		rm.peers[from] = peer{seats: n, seen: rm.h.now()}
	}
	rm.presMu.Unlock()
	if !known && rm.seats() != [2]int{} {
		rm.announce(false)
	}
	// The room's lock may be held for a store round trip: the relay of
	// the room's events must not wait behind it.
	go rm.refreshPresence()
}

// remote says which seats another instance holds, forgetting the
// instances not heard of for presenceMisses intervals.
func (rm *room) remote() [2]bool {
	rm.presMu.Lock()
	defer rm.presMu.Unlock()
	var on [2]bool
	cutoff := rm.h.now().Add(-presenceMisses * rm.h.cfg.PresenceInterval)
	for id, p := range rm.peers {
		if p.seen.Before(cutoff) {
			delete(rm.peers, id)
			continue
		}
		on[0] = on[0] || p.seats[0] > 0
		on[1] = on[1] || p.seats[1] > 0
	}
	return on
}

// refreshPresence tells this instance's connections of the seats whose
// presence changed elsewhere.
func (rm *room) refreshPresence() {
	rm.mu.Lock()
	defer rm.mu.Unlock()
	if rm.r == nil || rm.gone.Load() {
		return
	}
	rm.deliver(nil, online.Reply{Events: rm.r.SetRemote(rm.remote())})
}

// heartbeat repeats each room's seats every PresenceInterval while the
// instance holds some, and forgets the instances gone silent.
func (h *Hub) heartbeat() {
	t := time.NewTicker(h.cfg.PresenceInterval)
	defer t.Stop()
	for {
		select {
		case <-h.ctx.Done():
			return
		case <-t.C:
		}
		h.mu.Lock()
		rooms := make([]*room, 0, len(h.rooms))
		for _, rm := range h.rooms {
			rooms = append(rooms, rm)
		}
		h.mu.Unlock()
		for _, rm := range rooms {
			if rm.seats() != [2]int{} {
				rm.announce(false)
			}
			rm.presMu.Lock()
			elsewhere := len(rm.peers) > 0
			rm.presMu.Unlock()
			if elsewhere {
				go rm.refreshPresence()
			}
		}
	}
}
