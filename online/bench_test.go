package online

import (
	"testing"
)

// BenchmarkRoomTurn is the server's cost of one turn: decoding the frame,
// checking it with the rules, and encoding the events.
func BenchmarkRoomTurn(b *testing.B) {
	turns := []string{"a7", "a1", "d7", "g1", "g7xa1", "d1", "b6", "f2", "f6", "b2", "d2", "f4", "b4", "d6", "e4", "c4", "e3", "c3"}
	frames := make([][]byte, len(turns))
	for i, t := range turns {
		frames[i], _ = Encode(Message{Type: TMove, ID: uint32(i + 1), Seq: i, Move: t})
	}
	var f *fixture
	for i := 0; b.Loop(); i++ {
		n := i % len(turns)
		if n == 0 {
			b.StopTimer()
			f = newFixture(b, TimeControl{Kind: Rapid, Base: 600, Inc: 5})
			b.StartTimer()
		}
		m, err := DecodeRequest(frames[n])
		if err != nil {
			b.Fatal(err)
		}
		role := Host
		if n%2 == 1 {
			role = Guest
		}
		rep := f.r.Handle(role, m, t0)
		for _, e := range rep.Events {
			if e.Msg.Type == TError {
				b.Fatalf("turn %s: %s", turns[n], e.Msg.Text)
			}
			if _, err := Encode(e.Msg); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkDecodeRequest is the decoder alone on a move frame.
func BenchmarkDecodeRequest(b *testing.B) {
	frame := []byte(`{"v":2,"t":"move","id":3,"seq":4,"move":"d5-e5xa4"}`)
	for b.Loop() {
		if _, err := DecodeRequest(frame); err != nil {
			b.Fatal(err)
		}
	}
}
