package store

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/nats-io/nats.go/jetstream"
)

// Move is one stored move of a room.
type Move struct {
	// Seq is the move's sequence in the stream: strictly increasing within
	// a room but not consecutive, since rooms share the stream. The next
	// Append to the room passes the Seq of its last move.
	Seq uint64
	// Time is when NATS stored the move.
	Time time.Time
	// Data is the payload as appended.
	Data []byte
}

func movesSubject(room string) string { return subjectRoot + "." + room + ".moves" }

// Append stores data as the room's next move, only if the room's last move
// is still last: last is the Seq of the last move the caller knows, 0 for
// none. Two writers appending after the same move cannot both succeed; the
// loser gets ErrStale. It returns the new move's Seq. On any other error the
// outcome is unknown (the ack may be lost): reread with Moves.
func (s *Store) Append(ctx context.Context, room string, last uint64, data []byte) (uint64, error) {
	if err := checkRoom(room); err != nil {
		return 0, err
	}
	if err := checkPayload(data); err != nil {
		return 0, err
	}
	ack, err := s.js.Publish(ctx, movesSubject(room), data,
		jetstream.WithExpectStream(MovesStream),
		jetstream.WithExpectLastSequencePerSubject(last))
	if isWrongLast(err) {
		return 0, fmt.Errorf("%w: room %s moved past %d", ErrStale, room, last)
	}
	if err != nil {
		return 0, fmt.Errorf("store: append to room %s: %w", room, err)
	}
	return ack.Sequence, nil
}

// Last returns the Seq of the room's last move, 0 if it has none.
func (s *Store) Last(ctx context.Context, room string) (uint64, error) {
	if err := checkRoom(room); err != nil {
		return 0, err
	}
	m, err := s.moves.GetLastMsgForSubject(ctx, movesSubject(room))
	if errors.Is(err, jetstream.ErrMsgNotFound) {
		return 0, nil
	}
	if err != nil {
		return 0, fmt.Errorf("store: last move of room %s: %w", room, err)
	}
	return m.Sequence, nil
}

// Moves returns the room's moves after the one with Seq after (0 for all),
// in the order they were appended: what a server instance replays to
// rebuild a room after a restart, or sends a client that resumes.
func (s *Store) Moves(ctx context.Context, room string, after uint64) ([]Move, error) {
	last, err := s.Last(ctx, room)
	if err != nil || last <= after {
		return nil, err
	}
	subject := movesSubject(room)
	var out []Move
	// Reading message by message keeps to plain requests: no consumer to
	// create and clean up on the cluster, and nothing left behind if the
	// context ends halfway.
	for seq := after + 1; seq <= last; {
		m, err := s.getNext(ctx, subject, seq)
		if err != nil {
			return nil, fmt.Errorf("store: moves of room %s: %w", room, err)
		}
		out = append(out, Move{Seq: m.Sequence, Time: m.Time, Data: m.Data})
		seq = m.Sequence + 1
	}
	return out, nil
}

// getNext returns the first message on subject at or after seq.
func (s *Store) getNext(ctx context.Context, subject string, seq uint64) (*jetstream.RawStreamMsg, error) {
	return s.moves.GetMsg(ctx, seq, jetstream.WithGetMsgSubject(subject))
}
