package store

import (
	"context"
	"errors"
	"fmt"

	"github.com/nats-io/nats.go/jetstream"
)

// CodesBucket is the key-value bucket of rooms' short codes: one key per
// code, its value what the server needs to take the guest's seat. It is
// shared by every instance, so a code one instance gave works on another.
// The bucket's TTL is the rooms' idle time: a code outlives no room.
const CodesBucket = "morris_codes"

// PutCode keeps a new short code; ErrExists if the code is taken (draw
// another).
func (s *Store) PutCode(ctx context.Context, code string, value []byte) (uint64, error) {
	if err := checkRoom(code); err != nil {
		return 0, fmt.Errorf("store: code: %w", err)
	}
	if err := checkPayload(value); err != nil {
		return 0, err
	}
	rev, err := s.codes.Create(ctx, code, value)
	if errors.Is(err, jetstream.ErrKeyExists) || isWrongLast(err) {
		return 0, ErrExists
	}
	if err != nil {
		return 0, fmt.Errorf("store: code: %w", err)
	}
	return rev, nil
}

// Code reads a short code's value and revision; ErrNotFound if there is no
// such code, or no more.
func (s *Store) Code(ctx context.Context, code string) ([]byte, uint64, error) {
	if checkRoom(code) != nil {
		return nil, 0, ErrNotFound
	}
	e, err := s.codes.Get(ctx, code)
	if errors.Is(err, jetstream.ErrKeyNotFound) || errors.Is(err, jetstream.ErrKeyDeleted) {
		return nil, 0, ErrNotFound
	}
	if err != nil {
		return nil, 0, fmt.Errorf("store: code: %w", err)
	}
	return e.Value(), e.Revision(), nil
}

// UpdateCode writes a code's value over revision rev: ErrStale if another
// writer came first, ErrNotFound if the code is gone.
func (s *Store) UpdateCode(ctx context.Context, code string, value []byte, rev uint64) (uint64, error) {
	if err := checkRoom(code); err != nil {
		return 0, fmt.Errorf("store: code: %w", err)
	}
	if err := checkPayload(value); err != nil {
		return 0, err
	}
	n, err := s.codes.Update(ctx, code, value, rev)
	if err != nil {
		if isWrongLast(err) {
			return 0, ErrStale
		}
		return 0, fmt.Errorf("store: code: %w", err)
	}
	return n, nil
}

// DeleteCode forgets a code.
func (s *Store) DeleteCode(ctx context.Context, code string) error {
	if err := checkRoom(code); err != nil {
		return fmt.Errorf("store: code: %w", err)
	}
	if err := s.codes.Purge(ctx, code); err != nil && !errors.Is(err, jetstream.ErrKeyNotFound) {
		return fmt.Errorf("store: code: %w", err)
	}
	return nil
}
