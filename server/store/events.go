package store

import (
	"fmt"

	"github.com/nats-io/nats.go"
)

func eventsSubject(room string) string { return subjectRoot + "." + room + ".events" }

// Publish sends data to every instance subscribed to the room's events:
// presence and relayed messages. Delivery is at most once and not stored;
// what must survive goes through Append or UpdateRoom.
func (s *Store) Publish(room string, data []byte) error {
	if err := checkRoom(room); err != nil {
		return err
	}
	if err := checkPayload(data); err != nil {
		return err
	}
	if err := s.nc.Publish(eventsSubject(room), data); err != nil {
		return fmt.Errorf("store: publish to room %s: %w", room, err)
	}
	return nil
}

// Subscribe calls fn with each event published to the room, by any
// instance including this one, one at a time in the order NATS delivers
// them. fn must not block for long: events for the room wait behind it.
// The returned stop ends the subscription.
func (s *Store) Subscribe(room string, fn func(data []byte)) (stop func() error, err error) {
	if err := checkRoom(room); err != nil {
		return nil, err
	}
	sub, err := s.nc.Subscribe(eventsSubject(room), func(m *nats.Msg) { fn(m.Data) })
	if err != nil {
		return nil, fmt.Errorf("store: subscribe to room %s: %w", room, err)
	}
	return sub.Unsubscribe, nil
}
