package online

import "github.com/ninemen/morris/rules"

// Role is what a connection is in a room: the server keeps one per
// connection and passes it to Room.Handle, which says what it becomes.
type Role uint8

// The roles.
const (
	// Outsider: connected, not yet in the room.
	Outsider Role = iota
	// Host: the seat that created the room.
	Host
	// Guest: the seat taken with the join token.
	Guest
	// Spectator: watching with the watch token, read-only.
	Spectator
)

// seated reports whether the role holds a seat.
func (r Role) seated() bool { return r == Host || r == Guest }

// seat is the index of a seated role: 0 host, 1 guest.
func (r Role) seat() int { return int(r) - int(Host) }

// String names the role for logs.
func (r Role) String() string {
	switch r {
	case Host:
		return "host"
	case Guest:
		return "guest"
	case Spectator:
		return "spectator"
	}
	return "outsider"
}

// colorOf is a rules colour index on the wire.
func colorOf(c int) Color {
	if c == int(rules.White) {
		return White
	}
	return Black
}
