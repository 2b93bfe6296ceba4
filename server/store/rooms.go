package store

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/nats-io/nats.go/jetstream"
)

// Room is a room's stored state. The server encodes its seats, hashed seat
// secrets, variant, time control and times into State; the store only keeps
// the bytes and the revision that guards them.
type Room struct {
	// ID is the room's id.
	ID string
	// State is the payload of the last write.
	State []byte
	// Revision is passed to UpdateRoom to write over exactly this state.
	Revision uint64
	// Written is when the state was last written: the room expires
	// IdleExpiry after it.
	Written time.Time
}

// CreateRoom stores a new room; ErrExists if the id is taken. It returns the
// revision for the next UpdateRoom.
func (s *Store) CreateRoom(ctx context.Context, id string, state []byte) (uint64, error) {
	if err := checkRoom(id); err != nil {
		return 0, err
	}
	if err := checkPayload(state); err != nil {
		return 0, err
	}
	rev, err := s.rooms.Create(ctx, id, state)
	if errors.Is(err, jetstream.ErrKeyExists) || isWrongLast(err) {
		return 0, fmt.Errorf("%w: %s", ErrExists, id)
	}
	if err != nil {
		return 0, fmt.Errorf("store: create room %s: %w", id, err)
	}
	return rev, nil
}

// Room returns the room's state; ErrNotFound if it never existed, was
// deleted or expired.
func (s *Store) Room(ctx context.Context, id string) (Room, error) {
	if err := checkRoom(id); err != nil {
		return Room{}, err
	}
	e, err := s.rooms.Get(ctx, id)
	if errors.Is(err, jetstream.ErrKeyNotFound) || errors.Is(err, jetstream.ErrKeyDeleted) {
		return Room{}, fmt.Errorf("%w: %s", ErrNotFound, id)
	}
	if err != nil {
		return Room{}, fmt.Errorf("store: read room %s: %w", id, err)
	}
	return Room{ID: id, State: e.Value(), Revision: e.Revision(), Written: e.Created()}, nil
}

// UpdateRoom writes state over the revision rev read or written last;
// ErrStale if another writer came first. Every write restarts the room's
// idle time. It returns the new revision.
func (s *Store) UpdateRoom(ctx context.Context, id string, state []byte, rev uint64) (uint64, error) {
	if err := checkRoom(id); err != nil {
		return 0, err
	}
	if err := checkPayload(state); err != nil {
		return 0, err
	}
	next, err := s.rooms.Update(ctx, id, state, rev)
	if errors.Is(err, jetstream.ErrKeyRevisionMismatch) || isWrongLast(err) {
		return 0, fmt.Errorf("%w: room %s changed after revision %d", ErrStale, id, rev)
	}
	if err != nil {
		return 0, fmt.Errorf("store: update room %s: %w", id, err)
	}
	return next, nil
}

// DeleteRoom removes the room's state and its moves at once, rather than
// waiting for expiry and Sweep.
func (s *Store) DeleteRoom(ctx context.Context, id string) error {
	if err := checkRoom(id); err != nil {
		return err
	}
	if err := s.rooms.Purge(ctx, id); err != nil {
		return fmt.Errorf("store: delete room %s: %w", id, err)
	}
	return s.purgeMoves(ctx, id)
}

func (s *Store) purgeMoves(ctx context.Context, id string) error {
	if err := s.moves.Purge(ctx, jetstream.WithPurgeSubject(movesSubject(id))); err != nil {
		return fmt.Errorf("store: delete moves of room %s: %w", id, err)
	}
	return nil
}

// Sweep deletes the moves of rooms whose state expired, and returns how
// many rooms it cleared. The bucket expires idle rooms by itself; their
// moves stay until a Sweep, which a server runs now and then (hourly is
// plenty). Running it from several instances at once is harmless.
func (s *Store) Sweep(ctx context.Context) (int, error) {
	info, err := s.moves.Info(ctx, jetstream.WithSubjectFilter(movesSubject("*")))
	if err != nil {
		return 0, fmt.Errorf("store: list rooms with moves: %w", err)
	}
	n := 0
	for subject := range info.State.Subjects {
		id, ok := roomOf(subject)
		if !ok {
			continue
		}
		_, err := s.Room(ctx, id)
		if err == nil {
			continue
		}
		if !errors.Is(err, ErrNotFound) {
			return n, err
		}
		if err := s.purgeMoves(ctx, id); err != nil {
			return n, err
		}
		n++
	}
	return n, nil
}

// roomOf returns the id in a subject rooms.<id>.moves.
func roomOf(subject string) (string, bool) {
	const prefix, suffix = subjectRoot + ".", ".moves"
	if len(subject) <= len(prefix)+len(suffix) || subject[:len(prefix)] != prefix || subject[len(subject)-len(suffix):] != suffix {
		return "", false
	}
	id := subject[len(prefix) : len(subject)-len(suffix)]
	return id, checkRoom(id) == nil
}
