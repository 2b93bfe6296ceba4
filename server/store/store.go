// Package store keeps online rooms in NATS JetStream: each room's moves in a
// stream, appended only after the last move the writer has seen, its state in
// a key-value bucket updated by revision, and its live traffic on plain
// subjects. Payloads are opaque bytes, so the store does not depend on the
// wire protocol; the game binary never imports it.
package store

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// Names on the NATS side; docs/online-store.md lists them for operators.
const (
	// MovesStream is the JetStream stream holding every room's moves.
	MovesStream = "MORRIS_MOVES"
	// RoomsBucket is the key-value bucket holding each room's state.
	RoomsBucket = "morris_rooms"
	// subjectRoot starts every subject of a room: rooms.<id>.moves and
	// rooms.<id>.events.
	subjectRoot = "rooms"
)

// DefaultIdleExpiry is how long a room lives without any write to its state:
// longer than the slowest correspondence control, so a game waiting days for
// a move is never lost, and short enough that abandoned rooms go away.
const DefaultIdleExpiry = 30 * 24 * time.Hour

// MaxPayload bounds one move, one room state and one event, far above what
// the protocol needs, so a bug cannot fill the disk with one message.
const MaxPayload = 64 << 10

// Errors the server maps to protocol answers; test them with errors.Is.
var (
	// ErrStale means the write was based on an old view: another writer
	// appended a move or updated the room first. Reread and decide again.
	ErrStale = errors.New("store: stale write")
	// ErrNotFound means the room does not exist, or expired.
	ErrNotFound = errors.New("store: no such room")
	// ErrExists means a room with that id already exists.
	ErrExists = errors.New("store: room exists")
	// ErrBadRoom means the room id cannot be a NATS subject token or key.
	ErrBadRoom = errors.New("store: bad room id")
	// ErrTooLarge means a payload is over MaxPayload.
	ErrTooLarge = errors.New("store: payload too large")
)

// Config tunes a Store; the zero value is ready for one machine.
type Config struct {
	// IdleExpiry is how long a room's state lives after its last write;
	// 0 means DefaultIdleExpiry.
	IdleExpiry time.Duration
	// Replicas is the JetStream replica count of the stream and bucket on
	// a cluster; 0 means 1.
	Replicas int
}

// Store reads and writes rooms through one NATS connection. It is safe for
// concurrent use; several Stores (several server instances) may share one
// NATS cluster.
type Store struct {
	nc    *nats.Conn
	js    jetstream.JetStream
	moves jetstream.Stream
	rooms jetstream.KeyValue
	// tickets are the live socket tickets of every instance (tickets.go).
	tickets jetstream.KeyValue
	// codes are the rooms' short codes (codes.go).
	codes jetstream.KeyValue
	own   bool
}

// Open connects to the NATS server at url (a list separated by commas for a
// cluster) and makes sure the stream and bucket exist. Close releases the
// connection.
func Open(ctx context.Context, url string, cfg Config) (*Store, error) {
	nc, err := nats.Connect(url,
		nats.Name("morris-server"),
		// A server instance must ride out a NATS restart or failover
		// rather than give up on its rooms.
		nats.MaxReconnects(-1),
	)
	if err != nil {
		return nil, fmt.Errorf("store: connect to NATS at %s: %w", url, err)
	}
	s, err := New(ctx, nc, cfg)
	if err != nil {
		nc.Close()
		return nil, err
	}
	s.own = true
	return s, nil
}

// New uses an existing connection and makes sure the stream and bucket
// exist; Close then leaves the connection open.
func New(ctx context.Context, nc *nats.Conn, cfg Config) (*Store, error) {
	if cfg.IdleExpiry <= 0 {
		cfg.IdleExpiry = DefaultIdleExpiry
	}
	if cfg.Replicas <= 0 {
		cfg.Replicas = 1
	}
	js, err := jetstream.New(nc)
	if err != nil {
		return nil, fmt.Errorf("store: JetStream: %w", err)
	}
	moves, err := js.CreateOrUpdateStream(ctx, jetstream.StreamConfig{
		Name:        MovesStream,
		Description: "Nine Men's Morris online rooms: moves, one subject per room",
		Subjects:    []string{subjectRoot + ".*.moves"},
		Storage:     jetstream.FileStorage,
		Replicas:    cfg.Replicas,
		MaxMsgSize:  MaxPayload,
		// No MaxAge: Sweep purges the moves of expired rooms, where an age
		// limit would drop the first moves of a long correspondence game
		// that is still being played.
	})
	if err != nil {
		return nil, fmt.Errorf("store: stream %s: %w", MovesStream, err)
	}
	rooms, err := js.CreateOrUpdateKeyValue(ctx, jetstream.KeyValueConfig{
		Bucket:       RoomsBucket,
		Description:  "Nine Men's Morris online rooms: state by room id",
		History:      1,
		TTL:          cfg.IdleExpiry,
		Storage:      jetstream.FileStorage,
		Replicas:     cfg.Replicas,
		MaxValueSize: MaxPayload,
	})
	if err != nil {
		return nil, fmt.Errorf("store: bucket %s: %w", RoomsBucket, err)
	}
	tickets, err := js.CreateOrUpdateKeyValue(ctx, jetstream.KeyValueConfig{
		Bucket:       TicketsBucket,
		Description:  "Nine Men's Morris online rooms: live socket tickets",
		History:      1,
		TTL:          ticketTTL,
		Storage:      jetstream.FileStorage,
		Replicas:     cfg.Replicas,
		MaxValueSize: 1 << 10,
	})
	if err != nil {
		return nil, fmt.Errorf("store: bucket %s: %w", TicketsBucket, err)
	}
	codes, err := js.CreateOrUpdateKeyValue(ctx, jetstream.KeyValueConfig{
		Bucket:       CodesBucket,
		Description:  "Nine Men's Morris online rooms: short codes of invites",
		History:      1,
		TTL:          cfg.IdleExpiry,
		Storage:      jetstream.FileStorage,
		Replicas:     cfg.Replicas,
		MaxValueSize: 1 << 10,
	})
	if err != nil {
		return nil, fmt.Errorf("store: bucket %s: %w", CodesBucket, err)
	}
	return &Store{nc: nc, js: js, moves: moves, rooms: rooms, tickets: tickets, codes: codes}, nil
}

// Close releases the connection if Open made it.
func (s *Store) Close() {
	if s.own {
		s.nc.Close()
	}
}

// checkRoom accepts ids that are one subject token and one key: letters,
// digits, '-' and '_', as base64url and hex ids are.
func checkRoom(id string) error {
	if id == "" || len(id) > 64 {
		return fmt.Errorf("%w: %q", ErrBadRoom, id)
	}
	for _, c := range []byte(id) {
		ok := c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_'
		if !ok {
			return fmt.Errorf("%w: %q", ErrBadRoom, id)
		}
	}
	return nil
}

func checkPayload(b []byte) error {
	if len(b) > MaxPayload {
		return fmt.Errorf("%w: %d bytes", ErrTooLarge, len(b))
	}
	return nil
}

// isWrongLast reports a compare-and-set conflict; replicated streams report
// it with another code than single ones.
func isWrongLast(err error) bool {
	var api *jetstream.APIError
	if !errors.As(err, &api) {
		return false
	}
	return api.ErrorCode == jetstream.JSErrCodeStreamWrongLastSequence ||
		api.ErrorCode == jetstream.JSErrCodeStreamWrongLastSequenceConstant
}
