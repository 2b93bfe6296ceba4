package store

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"time"

	"github.com/nats-io/nats.go/jetstream"
)

// TicketsBucket is the key-value bucket of live socket tickets: a ticket
// issued by one server instance may be spent on another, so a balancer in
// front of several need not send a client's ticket request and its socket
// to the same one.
const TicketsBucket = "morris_tickets"

// ticketTTL is how long the bucket keeps a ticket whatever happens to it:
// past any ticket's lifetime, so only spent or dead tickets go.
const ticketTTL = 2 * time.Minute

// PutTicket keeps a new ticket, live until expires.
func (s *Store) PutTicket(ctx context.Context, ticket string, expires time.Time) error {
	if err := checkRoom(ticket); err != nil {
		return fmt.Errorf("store: ticket: %w", err)
	}
	var b [8]byte
	binary.BigEndian.PutUint64(b[:], uint64(expires.UnixMilli()))
	if _, err := s.tickets.Create(ctx, ticket, b[:]); err != nil {
		return fmt.Errorf("store: ticket: %w", err)
	}
	return nil
}

// SpendTicket reports whether ticket is live at now and spends it: of
// several instances spending one ticket at once, one alone is told yes.
func (s *Store) SpendTicket(ctx context.Context, ticket string, now time.Time) (bool, error) {
	if checkRoom(ticket) != nil {
		return false, nil
	}
	e, err := s.tickets.Get(ctx, ticket)
	if errors.Is(err, jetstream.ErrKeyNotFound) {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("store: ticket: %w", err)
	}
	// Deleting the revision read is the spend: a second spender's delete
	// finds a newer revision (the first one's delete marker) and fails.
	if err := s.tickets.Delete(ctx, ticket, jetstream.LastRevision(e.Revision())); err != nil {
		if isWrongLast(err) {
			return false, nil
		}
		return false, fmt.Errorf("store: ticket: %w", err)
	}
	v := e.Value()
	if len(v) != 8 {
		return false, nil
	}
	return now.Before(time.UnixMilli(int64(binary.BigEndian.Uint64(v)))), nil
}
