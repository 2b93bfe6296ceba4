package store

import (
	"fmt"
	"testing"
)

// BenchmarkAppend measures one acknowledged move on an embedded NATS with
// file storage: the floor of a move's latency through the server.
func BenchmarkAppend(b *testing.B) {
	s := open(b, embedded(b, b.TempDir()), Config{})
	ctx := b.Context()
	data := []byte(`{"t":"move","from":"a1","to":"a4","seq":12}`)
	var last uint64
	for b.Loop() {
		seq, err := s.Append(ctx, "bench", last, data)
		if err != nil {
			b.Fatal(err)
		}
		last = seq
	}
}

// BenchmarkRebuild measures reading back a whole game of 150 moves, from a
// stream holding 20 such games: what a restart costs per room.
func BenchmarkRebuild(b *testing.B) {
	s := open(b, embedded(b, b.TempDir()), Config{})
	ctx := b.Context()
	const rooms, moves = 20, 150
	last := make([]uint64, rooms)
	for range moves {
		for r := range rooms {
			seq, err := s.Append(ctx, fmt.Sprintf("g%d", r), last[r], []byte("move"))
			if err != nil {
				b.Fatal(err)
			}
			last[r] = seq
		}
	}
	for b.Loop() {
		got, err := s.Moves(ctx, "g7", 0)
		if err != nil || len(got) != moves {
			b.Fatalf("%d moves, %v", len(got), err)
		}
	}
}
